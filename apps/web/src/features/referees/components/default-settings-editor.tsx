import {
  REFEREES_MESSAGES,
  serializeRefereeSettings,
  type CurrentUser,
  type RefereeSettings,
} from '@sciscope/contracts';
import { Alert, Button, Divider, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notFoundText } from '../../../app/api-client';
import { ErrorState } from '../../../components/ui/error-state';
import { PageTitle } from '../../../components/ui/page-title';
import { settingsGatesOf } from '../referees-gates';
import { fetchDefaultSettings, saveDefaultSettings } from '../api/referees-api';
import { errorText } from '../queries/use-referee-actions';
import { resetSettings } from '../settings-form';
import { SettingsAdvanced } from './settings-advanced';
import { SettingsFilters } from './settings-filters';
import { SettingsScope } from './settings-scope';

const NO_TOPICS = [
  { status: 'included' as const, concepts: [] },
  { status: 'required' as const, concepts: [] },
  { status: 'excluded' as const, concepts: [] },
];

/**
 * The default settings of a folder or an organization (spec 03 section 2): the referee finder
 * of every document in it starts from them. Topics belong to one document, so they are not set here.
 */
export function DefaultSettingsEditor({
  scope,
  id,
  user,
  notFound,
}: {
  scope: 'folder' | 'organization';
  id: number;
  user: CurrentUser;
  /** What the page shows for a missing folder or organization, or one the user has no part in. */
  notFound: (message: string) => ReactNode;
}) {
  const client = useQueryClient();
  const key = ['referees', 'default-settings', scope, id] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchDefaultSettings(scope, id, signal),
    retry: false,
  });
  const [draft, setDraft] = useState<RefereeSettings | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (settings: RefereeSettings) => saveDefaultSettings(scope, id, serializeRefereeSettings(settings)),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      setSaved(true);
    },
  });

  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError) {
    const missing = notFoundText(query.error);
    return missing === undefined ? <ErrorState message={errorText(query.error)} /> : notFound(missing);
  }
  const owner = scope === 'folder' ? query.data.folder : query.data.organization;
  if (!owner) return <ErrorState message="Not found." />;
  const settings = draft ?? owner.refereeFinderSettings;
  const patch = (change: Partial<RefereeSettings>) => {
    setSaved(false);
    setDraft({ ...settings, ...change });
  };
  const gates = settingsGatesOf(user);

  return (
    <>
      <PageTitle>{`Default referee-finder settings: ${owner.name}`}</PageTitle>
      <Text size="sm" c="dimmed" mb="sm">
        The referee finder of every document in this {scope === 'folder' ? 'folder' : 'organization'} starts from these
        settings.
      </Text>
      <Paper withBorder p="sm">
        <SettingsFilters kind={scope} settings={settings} onChange={patch} gates={gates} unavailable={new Map()} />
        <Divider my="sm" />
        <SettingsScope
          settings={settings}
          onChange={patch}
          list={{
            topics: NO_TOPICS,
            documentConcepts: [],
            countries: query.data.countries,
            authorsGroups: query.data.authorsGroups,
          }}
          showAuthorsGroups={gates.authorsGroup}
          noConceptsText={`Topics are set per document, in its referee finder; the ${scope === 'folder' ? "folder's" : "organization's"} defaults apply to every document in it.`}
        />
        <Divider my="sm" />
        <SettingsAdvanced settings={settings} onChange={patch} />
        <Divider my="sm" />
        <Group gap="xs">
          <Button size="xs" loading={save.isPending} onClick={() => save.mutate(settings)}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={() => patch(resetSettings('default'))}>
            Reset
          </Button>
        </Group>
        {saved && (
          <Alert color="teal" mt="sm" role="status">
            {REFEREES_MESSAGES.settingsSaved}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" mt="sm" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
      </Paper>
    </>
  );
}
