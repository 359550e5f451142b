import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { CreateGroupForm } from '../../features/authors-groups/components/create-group-form';
import { GroupsTable } from '../../features/authors-groups/components/groups-table';
import { RequireGroupsQuota } from '../../features/authors-groups/components/require-groups-quota';
import { useAuthorsGroups } from '../../features/authors-groups/queries/use-authors-groups';
import { mayKeepGroupsPrivate } from '../../features/authors-groups/authors-groups-access';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';

/** /authors-groups/: the user's groups and those shared with their organizations; a new group. */
export function AuthorsGroupsPage() {
  return (
    <Stack gap="lg" maw={1080}>
      <PageTitle>Authors groups</PageTitle>
      <RequireGroupsQuota>
        <GroupsList />
      </RequireGroupsQuota>
    </Stack>
  );
}

function GroupsList() {
  const groups = useAuthorsGroups();
  const user = useCurrentUser();
  if (groups.isError) return <ErrorState message={groups.error.message} />;
  if (!groups.data) return <Skeleton height={160} />;
  return (
    <>
      <Text size="sm">
        An authors group is a list of authors — an editorial board, past reviewers, a funder&apos;s experts — that the
        referee finder and the panel composer can highlight or limit their candidates to.
      </Text>
      <GroupsTable groups={groups.data.groups} />
      <section aria-labelledby="create-group-heading">
        <Title order={2} size="h4" id="create-group-heading" mb="xs">
          Create a group
        </Title>
        <CreateGroupForm organizations={groups.data.organizations} privateAllowed={mayKeepGroupsPrivate(user.data)} />
      </section>
    </>
  );
}
