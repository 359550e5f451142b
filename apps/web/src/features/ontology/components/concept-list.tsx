import { abbreviateCount, conceptPagePath, ONTOLOGY_CONSTANTS } from '@sciscope/contracts';
import { Anchor, Badge, Group, Skeleton, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { readOffset } from '../../../app/offset-param';
import { ErrorState } from '../../../components/ui/error-state';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { truncateConceptLabel } from '../../concepts/concept-links';
import { useConcepts } from '../queries/use-ontology';
import { Pager } from './pager';
import { Count } from '../../articles/components/count';

/** The Concepts tab: every concept, searched by name or literal (Enter), 50 a page; the query is in the URL. */
export function ConceptList() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const offset = readOffset(params.get('offset'));
  const [text, setText] = useState(query);
  const concepts = useConcepts(query, offset);
  const go = (next: { query?: string; offset?: number }) => {
    const q = next.query ?? query;
    const o = next.offset ?? 0;
    setParams({ ...(q ? { query: q } : {}), ...(o ? { offset: String(o) } : {}) });
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Search concepts"
        description="A name or literal; press Enter"
        value={text}
        maw={420}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go({ query: text.trim(), offset: 0 });
        }}
      />
      {concepts.isError ? (
        <ErrorState message={concepts.error.message} />
      ) : (
        <Table verticalSpacing={4} striped aria-label="Concepts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Concept</Table.Th>
              <Table.Th ta="right">Literals</Table.Th>
              <Table.Th ta="right">Children</Table.Th>
              <Table.Th ta="right">DF</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!concepts.data && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Skeleton height={20} />
                </Table.Td>
              </Table.Tr>
            )}
            {concepts.data?.concepts.length === 0 && <TableEmptyRow colSpan={4}>No concepts found.</TableEmptyRow>}
            {concepts.data?.concepts.map((concept) => (
              <Table.Tr key={concept.id}>
                <Table.Td>
                  <Group gap={6}>
                    {/* A long name without spaces breaks where it must; a cut one is whole in its title. */}
                    <Anchor
                      component={Link}
                      to={conceptPagePath(concept.id, concept.name)}
                      title={truncateConceptLabel(concept.name) === concept.name ? undefined : concept.name}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {truncateConceptLabel(concept.name)}
                    </Anchor>
                    {concept.basic && (
                      <Badge size="xs" variant="light" color="gray">
                        basic
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{concept.literalsCount}</Table.Td>
                <Table.Td ta="right">{concept.childConceptsCount}</Table.Td>
                <Table.Td ta="right">
                  <Count value={concept.df} format={abbreviateCount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {concepts.data && (
        <Pager
          offset={offset}
          total={concepts.data.total}
          pageSize={ONTOLOGY_CONSTANTS.conceptsPageSize}
          onOffset={(o) => go({ offset: o })}
        />
      )}
    </Stack>
  );
}
