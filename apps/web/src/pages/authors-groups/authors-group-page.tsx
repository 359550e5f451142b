import { AUTHORS_GROUP_LIMITS, type AddMembersResponse } from '@sciscope/contracts';
import { Anchor, Breadcrumbs, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { BACK_TO_GROUPS, NotFoundPage } from '../not-found-page';
import { AddByList } from '../../features/authors-groups/components/add-by-list';
import { AddBySearch } from '../../features/authors-groups/components/add-by-search';
import { GroupSettingsForm } from '../../features/authors-groups/components/group-settings-form';
import { MemberResults } from '../../features/authors-groups/components/member-results';
import { MembersTable } from '../../features/authors-groups/components/members-table';
import { RequireGroupsQuota } from '../../features/authors-groups/components/require-groups-quota';
import { mayKeepGroupsPrivate } from '../../features/authors-groups/authors-groups-access';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import {
  useAuthorsGroup,
  useAuthorsGroups,
  useGroupMembers,
} from '../../features/authors-groups/queries/use-authors-groups';

/** A positive integer path id, or null. */
export function pathId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /authors-groups/{id}: settings (owner), adding members by search or list, the members table (`?page=`). */
export function AuthorsGroupPage() {
  const id = pathId(useParams().id);
  return (
    <RequireGroupsQuota>
      {id === null ? (
        <NotFoundPage what="authors group" back={BACK_TO_GROUPS} />
      ) : (
        <GroupScreen key={id} groupId={id} />
      )}
    </RequireGroupsQuota>
  );
}

function GroupScreen({ groupId }: { groupId: number }) {
  const group = useAuthorsGroup(groupId);
  const list = useAuthorsGroups();
  const user = useCurrentUser();
  const [lastResult, setLastResult] = useState<AddMembersResponse | null>(null);
  if (group.isError) {
    const missing = notFoundText(group.error);
    if (missing !== undefined) return <NotFoundPage message={missing} what="authors group" back={BACK_TO_GROUPS} />;
    return <ErrorState message={group.error.message} />;
  }
  if (!group.data) return <Skeleton height={240} />;
  const summary = group.data.group;

  return (
    <Stack gap="lg" maw={1080}>
      <Breadcrumbs>
        <Anchor component={Link} to="/authors-groups/">
          Authors groups
        </Anchor>
        <Text size="sm">{summary.display_name}</Text>
      </Breadcrumbs>
      <PageTitle>{summary.display_name}</PageTitle>
      {summary.isOwner ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <section aria-labelledby="settings-heading">
            <Title order={2} size="h4" id="settings-heading" mb="xs">
              Settings
            </Title>
            <GroupSettingsForm
              key={summary.updatedAt}
              group={summary}
              organizations={list.data?.organizations ?? []}
              privateAllowed={mayKeepGroupsPrivate(user.data)}
            />
          </section>
          <section aria-labelledby="add-heading">
            <Title order={2} size="h4" id="add-heading" mb="xs">
              Add authors
            </Title>
            <Stack gap="md">
              <AddBySearch groupId={groupId} onResult={setLastResult} />
              <AddByList groupId={groupId} onResult={setLastResult} />
              {lastResult && <MemberResults response={lastResult} />}
            </Stack>
          </section>
        </SimpleGrid>
      ) : (
        <Text size="sm">
          {summary.label && `${summary.label} · `}
          {summary.owner_label && `Kept by ${summary.owner_label} · `}
          Shared with {summary.organization?.name ?? 'you'}: you can use it as a filter; only its owner changes it.
        </Text>
      )}
      <Members groupId={groupId} canEdit={summary.isOwner} />
    </Stack>
  );
}

function Members({ groupId, canEdit }: { groupId: number; canEdit: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const current = useGroupMembers(groupId, (page - 1) * AUTHORS_GROUP_LIMITS.membersPageSize);
  const data = current.data;
  return (
    <section aria-labelledby="members-heading">
      <Title order={2} size="h4" id="members-heading" mb="xs">
        Members{data ? ` (${data.total})` : ''}
      </Title>
      {current.isError ? (
        <ErrorState message={current.error.message} />
      ) : !data ? (
        <Skeleton height={160} />
      ) : (
        <Stack gap="sm">
          <MembersTable groupId={groupId} members={data.members} canEdit={canEdit} />
          {data.total > data.pageSize && (
            <Pagination
              total={Math.ceil(data.total / data.pageSize)}
              value={page}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              aria-label="Members pages"
            />
          )}
        </Stack>
      )}
    </section>
  );
}
