import { MESSAGES } from '@sciscope/contracts';
import { Skeleton, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { DefaultSettingsEditor } from '../features/referees/components/default-settings-editor';
import { BACK_TO_FOLDERS, NotFoundPage } from './not-found-page';

/** /referees-beam/folder/{folderId}/settings and /referees-beam/organization/{orgId}/settings. */
export function RefereesDefaultSettingsPage({ scope }: { scope: 'folder' | 'organization' }) {
  const { id = '' } = useParams();
  const { data: user } = useCurrentUser();
  if (!/^\d+$/.test(id) || Number(id) < 1)
    return (
      <>
        <PageTitle>{MESSAGES.pageNotFound}</PageTitle>
        <Text>There are no settings at this address.</Text>
      </>
    );
  if (!user) return <Skeleton height={320} />;
  return (
    <DefaultSettingsEditor
      key={`${scope}/${id}`}
      scope={scope}
      id={Number(id)}
      user={user}
      notFound={(message) => (
        <NotFoundPage message={message} {...(scope === 'folder' ? { back: BACK_TO_FOLDERS } : {})} />
      )}
    />
  );
}

export function FolderDefaultSettingsPage() {
  return <RefereesDefaultSettingsPage scope="folder" />;
}

export function OrganizationDefaultSettingsPage() {
  return <RefereesDefaultSettingsPage scope="organization" />;
}
