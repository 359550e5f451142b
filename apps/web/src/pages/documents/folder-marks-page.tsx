import { MARKS_LIMITS } from '@sciscope/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Score } from '../../features/articles/components/score';
import { formatDate } from '../../components/ui/format';
import { PageTitle } from '../../components/ui/page-title';
import { TableEmptyRow } from '../../components/ui/table-empty-row';
import { useFolderMarks } from '../../features/documents/queries/use-folder-marks';
import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';

/** /folder/{id}/marks?author_id=: the folder's proposals where one author is marked as referee. */
export function FolderMarksPage() {
  const folderId = routeId(useParams().id);
  const [params] = useSearchParams();
  const authorId = routeId(params.get('author_id') ?? undefined);
  if (folderId === null) return <NotFoundPage />;
  if (authorId === null) return <NoAuthorChosen folderId={folderId} />;
  return <FolderMarksContent key={`${folderId}-${authorId}`} folderId={folderId} authorId={authorId} />;
}

/**
 * The page is one author's marks (spec 03 links it only with `author_id`): opened without one,
 * it says how to reach it rather than 'Page not found'.
 */
function NoAuthorChosen({ folderId }: { folderId: number }) {
  return (
    <Stack gap="sm" maw={640}>
      <PageTitle>Marked as referee</PageTitle>
      <Text>
        This page lists the proposals of a folder on which one author is marked as referee. No author was chosen. Open
        it from the Referee badge of a marked candidate in the referee finder of one of the folder's proposals.
        Administrators of the folder's organization export the marked referees of all its proposals from the folder
        page.
      </Text>
      <Text>
        <Anchor component={Link} to={`/folder/${folderId}/`}>
          Back to the folder
        </Anchor>
      </Text>
    </Stack>
  );
}

function FolderMarksContent({ folderId, authorId }: { folderId: number; authorId: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const marks = useFolderMarks(folderId, authorId, page);
  if (marks.isError) return <ErrorState message={marks.error.message} />;
  if (!marks.data) return <Skeleton height={240} />;
  const { folder, author, total } = marks.data;
  const pages = Math.max(1, Math.ceil(total / MARKS_LIMITS.pageSize));
  const go = (next: number) => setParams({ author_id: String(authorId), ...(next > 1 ? { page: String(next) } : {}) });
  return (
    <Stack gap="lg" maw={1040}>
      <div>
        <PageTitle>{`Marked as referee: ${author.name}`}</PageTitle>
        <Text c="dimmed" size="sm" mt={-8}>
          <Anchor component={Link} to={`/folder/${folder.id}/`} size="sm">
            {folder.name}
          </Anchor>
          {' · '}
          <Anchor component={Link} to={`/author/${author.id}`} size="sm">
            Author profile
          </Anchor>
          {' · '}
          {total === 1 ? '1 proposal' : `${total} proposals`}
        </Text>
      </div>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Proposals where the author is marked">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Proposal</Table.Th>
            <Table.Th>Origin id</Table.Th>
            <Table.Th ta="right">Score at marking</Table.Th>
            <Table.Th>Marked</Table.Th>
            <Table.Th>Marked by</Table.Th>
            <Table.Th>Referee finder</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {marks.data.marks.length === 0 && (
            <TableEmptyRow colSpan={6}>This author is not marked on any proposal of the folder.</TableEmptyRow>
          )}
          {marks.data.marks.map((m) => (
            <Table.Tr key={m.proposalId}>
              <Table.Td>
                <Anchor component={Link} to={`/proposal/${m.proposalId}`}>
                  {m.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{m.originId ?? ''}</Table.Td>
              <Table.Td ta="right">
                <Score value={m.score} />
              </Table.Td>
              <Table.Td>{formatDate(m.markedAt)}</Table.Td>
              <Table.Td>{m.markedBy ?? ''}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/referees-beam/proposal/${m.proposalId}`}>
                  Find referees
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{`Page ${page} of ${pages}`}</Text>
          <Group gap="xs">
            <Button variant="default" size="compact-sm" disabled={page <= 1} onClick={() => go(page - 1)}>
              Previous
            </Button>
            <Button variant="default" size="compact-sm" disabled={page >= pages} onClick={() => go(page + 1)}>
              Next
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
