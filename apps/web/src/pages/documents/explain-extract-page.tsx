import { Anchor, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { articlePath, readableTex } from '@sciscope/contracts';
import { notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { TableEmptyRow } from '../../components/ui/table-empty-row';
import { ExplainText } from '../../features/documents/components/explain-text';
import { useExplainExtract } from '../../features/documents/queries/use-documents';
import { BACK_TO_FOLDERS, NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';

const REASONS = {
  literal: 'found as written in the ontology',
  'case-exact': 'found written exactly so (short literal or acronym)',
  confirmed: 'ambiguous word, confirmed by a related concept',
} as const;

/** /proposal/{id}/explain-extract and /article/{id}/explain-extract. */
export function ExplainExtractPage({ kind }: { kind: 'proposal' | 'article' }) {
  // The article route's parameter may carry a slug (`12-title`): the id is its leading digits.
  const raw = useParams().id;
  const id = routeId(kind === 'article' ? /^\d+/.exec(raw ?? '')?.[0] : raw);
  if (id === null) return <NotFoundPage />;
  return <Explain key={`${kind}${id}`} kind={kind} id={id} />;
}

function Explain({ kind, id }: { kind: 'proposal' | 'article'; id: number }) {
  const explained = useExplainExtract(kind, id);
  // An unknown id (or another user's proposal) is the not-found page, with the server's text.
  const missing = notFoundText(explained.error);
  if (missing !== undefined)
    return kind === 'proposal' ? (
      <NotFoundPage message={missing} back={BACK_TO_FOLDERS} />
    ) : (
      <NotFoundPage message={missing} what="article" />
    );
  if (explained.isError) return <ErrorState message={explained.error.message} />;
  if (!explained.data) return <Skeleton height={300} />;
  const data = explained.data;
  const back = kind === 'proposal' ? `/proposal/${id}` : articlePath(id, data.title);
  return (
    <Stack gap="lg" maw={1040}>
      <div>
        <PageTitle>Concept extraction</PageTitle>
        <Text size="sm" mt={-8}>
          <Anchor component={Link} to={back}>
            {readableTex(data.title)}
          </Anchor>
        </Text>
      </div>
      <Text size="sm" c="dimmed">
        Each highlighted phrase is a literal of the ontology found in the title and abstract; the concept it produced is
        written after it.
      </Text>
      <ExplainText text={data.text} spans={data.spans} />
      <section aria-labelledby="extracted-heading">
        <Title order={2} size="h4" id="extracted-heading" mb="xs">
          Concepts of the document
        </Title>
        <Table striped verticalSpacing={4} aria-labelledby="extracted-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Concept</Table.Th>
              <Table.Th>Literal</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th ta="right">Occurrences</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.concepts.length === 0 && <TableEmptyRow colSpan={4}>No concepts found.</TableEmptyRow>}
            {data.concepts.map((c) => (
              <Table.Tr key={c.conceptId}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.literal ?? '(deleted literal)'}</Table.Td>
                <Table.Td>{REASONS[c.reason]}</Table.Td>
                <Table.Td ta="right">{c.tf}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </Stack>
  );
}
