import { Alert, Anchor, Breadcrumbs, Button, Group, Radio, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { fieldErrorsOf, notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { BACK_TO_GROUPS, NotFoundPage } from '../not-found-page';
import { RequireGroupsQuota } from '../../features/authors-groups/components/require-groups-quota';
import {
  useFoundAuthor,
  useRemoveGroupMember,
  useRepickFoundAuthor,
} from '../../features/authors-groups/queries/use-authors-groups';
import { pathId } from './authors-group-page';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * /authors-groups/edit-found-author/{memberId}/: how one member of a group was found, and the
 * corpus authors with the same surname and initial, to match the entry to the right one or
 * remove it (the group's owner only).
 */
export function EditFoundAuthorPage() {
  const memberId = pathId(useParams().id);
  return (
    <RequireGroupsQuota>
      {memberId === null ? (
        <NotFoundPage what="group member" back={BACK_TO_GROUPS} />
      ) : (
        <FoundAuthor memberId={memberId} />
      )}
    </RequireGroupsQuota>
  );
}

function FoundAuthor({ memberId }: { memberId: number }) {
  const found = useFoundAuthor(memberId);
  const repick = useRepickFoundAuthor(memberId);
  const [choice, setChoice] = useState<string | null>(null);
  const navigate = useNavigate();
  const groupId = found.data?.group.id ?? 0;
  const remove = useRemoveGroupMember(groupId);

  if (found.isError) {
    const missing = notFoundText(found.error);
    if (missing !== undefined) return <NotFoundPage message={missing} what="group member" back={BACK_TO_GROUPS} />;
    return <ErrorState message={found.error.message} />;
  }
  if (!found.data) return <Skeleton height={240} />;
  const { group, member, candidates } = found.data;
  const selected = choice ?? String(member.author.id);
  const back = `/authors-groups/${group.id}`;
  const repickError = repick.error ? (fieldErrorsOf(repick.error).authorId ?? repick.error.message) : null;

  return (
    <Stack gap="md" maw={900}>
      <Breadcrumbs>
        <Anchor component={Link} to="/authors-groups/">
          Authors groups
        </Anchor>
        <Anchor component={Link} to={back}>
          {group.display_name}
        </Anchor>
        <Text size="sm">{member.foundName}</Text>
      </Breadcrumbs>
      <PageTitle>{`Edit found author: ${member.foundName}`}</PageTitle>
      <Text size="sm">
        Found as <strong>{member.foundName}</strong>
        {member.foundOrcid ? ` (ORCID ${member.foundOrcid})` : ''}, now matched to <strong>{member.author.name}</strong>
        . Authors with the same surname and initial:
      </Text>
      <Radio.Group value={selected} onChange={setChoice} aria-label="Match this entry to">
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Match</Table.Th>
              <Table.Th>Author</Table.Th>
              <Table.Th>ORCID</Table.Th>
              <Table.Th ta="right">Articles</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {candidates.map((candidate) => (
              <Table.Tr key={candidate.id}>
                <Table.Td>
                  <Radio
                    value={String(candidate.id)}
                    disabled={candidate.isOtherMember}
                    aria-label={`Match to ${candidate.name} (${candidate.id})`}
                  />
                </Table.Td>
                <Table.Td>
                  {candidate.name}
                  {candidate.isOtherMember && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      — already a member
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{candidate.orcid ?? ''}</Table.Td>
                <Table.Td ta="right">{COUNT.format(candidate.articlesCount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Radio.Group>
      {repickError && (
        <Alert role="alert" color="red" variant="light">
          {repickError}
        </Alert>
      )}
      <Group>
        <Button
          loading={repick.isPending}
          disabled={selected === String(member.author.id)}
          onClick={() => repick.mutate(Number(selected), { onSuccess: () => navigate(back) })}
        >
          Save match
        </Button>
        <Button
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(member.id, { onSuccess: () => navigate(back) })}
        >
          Remove from group
        </Button>
        <Anchor component={Link} to={back} size="sm">
          Cancel
        </Anchor>
      </Group>
    </Stack>
  );
}
