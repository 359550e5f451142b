import { REFEREES_MESSAGES, authorPath } from '@sciscope/contracts';
import { Alert, Anchor, Modal, Skeleton, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Count } from '../../articles/components/count';
import { AuthorMetricCells } from '../../articles/components/author-metric-cells';
import { fetchCoauthors } from '../api/referees-api';
import { refereeKeys } from '../queries/referee-keys';

/** A candidate's coauthors (POST …/coauthors); a failure or an empty answer says 'Something is wrong, try to reload.' */
export function CoauthorsModal({
  kind,
  docId,
  settings,
  author,
  onClose,
}: {
  kind: string;
  docId: number;
  settings: string;
  author: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: refereeKeys.coauthors(kind, docId, author?.id ?? 0, settings),
    queryFn: () => fetchCoauthors({ kind, id: docId, settings, refereeAuthorId: author!.id }),
    enabled: author !== null,
    retry: false,
  });
  const failed = query.isError || (query.isSuccess && query.data.coauthors.length === 0);
  return (
    <Modal opened={author !== null} onClose={onClose} title={`Coauthors of ${author?.name ?? ''}`} size="lg">
      {query.isPending && <Skeleton height={120} />}
      {failed && (
        <Alert color="red" role="alert">
          {REFEREES_MESSAGES.coauthorsFailed}
        </Alert>
      )}
      {query.isSuccess && query.data.coauthors.length > 0 && (
        <Table striped aria-label="Coauthors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Common articles</Table.Th>
              <Table.Th ta="right">Articles</Table.Th>
              <Table.Th ta="right">h-index</Table.Th>
              <Table.Th ta="right">Citations</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.coauthors.map((entry) => (
              <Table.Tr key={entry.author.id}>
                <Table.Td>{entry.position}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={authorPath(entry.author.id, entry.author.name)}>
                    {entry.author.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <Count value={entry.commonCorpusArticlesCount} />
                </Table.Td>
                <AuthorMetricCells {...entry} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
