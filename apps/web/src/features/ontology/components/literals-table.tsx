import {
  abbreviateCount,
  conceptPagePath,
  ONTOLOGY_TEXTS,
  searchQueryPath,
  type NeighborConcept,
} from '@sciscope/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  HoverCard,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { truncateConceptLabel } from '../../concepts/concept-links';
import {
  ambiguityProvenance,
  literalName,
  newLiteral,
  signatureOf,
  type DraftLiteral,
  type DraftValidation,
  type LiteralFacts,
} from '../concept-draft';
import { CollapsibleList } from './collapsible-list';
import { LiteralPartsInput } from './literal-parts-input';
import { LiteralWarnings } from './literal-warnings';
import { Count } from '../../articles/components/count';

const LANGS = [
  { value: '', label: 'all' },
  { value: 'de', label: 'de' },
  { value: 'en', label: 'en' },
  { value: 'fr', label: 'fr' },
  { value: 'ru', label: 'ru' },
];

/**
 * The literals table (spec 02 section 2): Literal (with its language), Ambiguous, DF,
 * Conflicts, Neighbors and a remove control, and a blank last row 'Type here to add...'.
 */
export function LiteralsTable({
  literals,
  facts,
  validation,
  dfProblem,
  rowErrors,
  disabled,
  onChange,
  onRecheck,
  onConstruct,
}: {
  literals: DraftLiteral[];
  facts: ReadonlyMap<string, LiteralFacts>;
  validation: DraftValidation;
  /** Why a row has no count: the server's reason for refusing its check, a network problem, or null. */
  dfProblem: (literal: DraftLiteral) => string | null;
  /** The server's texts of a refused save, per row key (the form's own validation comes first). */
  rowErrors: ReadonlyMap<string, string>;
  disabled: boolean;
  onChange: (literals: DraftLiteral[]) => void;
  /** A literal lost the focus, or its language or ambiguity changed: check the literals again. */
  onRecheck: (literals: DraftLiteral[]) => void;
  onConstruct: (parent: NeighborConcept) => void;
}) {
  const replace = (key: string, next: DraftLiteral) => literals.map((l) => (l.key === key ? next : l));
  const [added, setAdded] = useState<string | null>(null);
  // Enter in a literal moves on to the blank row, as in a list being typed (leaving the literal checks it).
  const blankRow = useRef<HTMLInputElement>(null);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing={6} aria-label="Literals" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="34%">Literal</Table.Th>
            <Table.Th w={110}>Ambiguous</Table.Th>
            <Table.Th w={80} ta="right">
              DF
            </Table.Th>
            <Table.Th>Conflicts</Table.Th>
            <Table.Th>Neighbors</Table.Th>
            <Table.Th w={44}>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {literals.map((literal, index) => {
            const label = `Literal ${index + 1}`;
            const known = facts.get(signatureOf(literal));
            const issues = validation.literals.get(literal.key);
            const name = literalName(literal);
            return (
              <Table.Tr key={literal.key} data-literal={name}>
                <Table.Td>
                  <Stack gap={4}>
                    <LiteralPartsInput
                      literal={literal}
                      label={label}
                      disabled={disabled}
                      error={issues?.errors[0] ?? rowErrors.get(literal.key)}
                      onChange={(next) => onChange(replace(literal.key, next))}
                      onLeave={() => onRecheck(literals)}
                      focusOnMount={literal.key === added}
                      onEnter={() => blankRow.current?.focus()}
                    />
                    <Group gap={6}>
                      <NativeSelect
                        aria-label={`Language of ${label}`}
                        size="xs"
                        data={LANGS}
                        value={literal.lang}
                        disabled={disabled}
                        onChange={(event) => {
                          const next = replace(literal.key, {
                            ...literal,
                            lang: event.currentTarget.value as DraftLiteral['lang'],
                          });
                          onChange(next);
                          onRecheck(next);
                        }}
                      />
                    </Group>
                    {issues && <LiteralWarnings warnings={issues.warnings} />}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Checkbox
                      aria-label={`${label} is ambiguous`}
                      checked={literal.isAmbiguous}
                      disabled={disabled}
                      onChange={(event) => {
                        const next = replace(literal.key, {
                          ...literal,
                          isAmbiguous: event.currentTarget.checked,
                          checkboxInteracted: true,
                        });
                        onChange(next);
                        onRecheck(next);
                      }}
                    />
                    {ambiguityProvenance(literal) && (
                      <Tooltip label="Who set the flag: the upper-case rule, the corpus statistics, or a moderator (whose flag always wins)">
                        <Text size="xs" c="dimmed" tabIndex={0}>
                          {ambiguityProvenance(literal)}
                        </Text>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <DfCell facts={known} storedDf={literal.storedDf} problem={dfProblem(literal)} />
                </Table.Td>
                <Table.Td>
                  {known && (
                    <CollapsibleList
                      items={known.conflicts}
                      threshold={3}
                      shown={1}
                      render={(c) => (
                        <Anchor key={c.id} component={Link} to={conceptPagePath(c.id, c.name)} size="sm">
                          {truncateConceptLabel(c.name)}
                        </Anchor>
                      )}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {known && (
                    <CollapsibleList
                      items={known.neighbors}
                      threshold={3}
                      shown={1}
                      render={(n) => (
                        <Group key={n.id} gap={4} wrap="nowrap">
                          <Anchor component={Link} to={conceptPagePath(n.id, n.name)} size="sm">
                            {truncateConceptLabel(n.name)}
                          </Anchor>
                          {n.canBeParent && !disabled && (
                            <Button
                              size="compact-xs"
                              variant="light"
                              onClick={() => onConstruct(n)}
                              aria-label={`Construct with ${n.name}`}
                            >
                              Construct
                            </Button>
                          )}
                        </Group>
                      )}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {!disabled && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${truncateConceptLabel(name || label, 12)}`}
                      onClick={() => {
                        const next = literals.filter((l) => l.key !== literal.key);
                        onChange(next);
                        onRecheck(next);
                      }}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {!disabled && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <TextInput
                  ref={blankRow}
                  aria-label="New literal"
                  placeholder={ONTOLOGY_TEXTS.typeToAdd}
                  value=""
                  // An empty row holds nothing to add: Enter here sends nothing either.
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    if (text === '') return;
                    const row = newLiteral(text);
                    setAdded(row.key);
                    onChange([...literals, row]);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * DF: counted on the corpus by the check (100 or more as '100+'), a link to the search, and
 * samples; when the row was not counted, why ('Literal is too long.', or a network problem).
 */
function DfCell({
  facts,
  storedDf,
  problem,
}: {
  facts: LiteralFacts | undefined;
  storedDf: number | null;
  problem: string | null;
}) {
  if (!facts) {
    if (problem)
      return (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {problem}
        </Text>
      );
    return <Text size="sm">{storedDf === null ? '…' : <Count value={storedDf} format={abbreviateCount} />}</Text>;
  }
  const count = abbreviateCount(facts.df.df, facts.df.capped);
  return (
    <HoverCard width={360} shadow="md" position="bottom-end" disabled={facts.df.samples.length === 0}>
      <HoverCard.Target>
        <Anchor component={Link} to={searchQueryPath(facts.df.searchQuery)} size="sm" aria-label={`DF ${count}`}>
          {count}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap={6}>
          {facts.df.samples.map((sample) => (
            <Text key={sample.articleId} size="xs">
              {sample.snippet.slice(0, sample.start)}
              <mark>{sample.snippet.slice(sample.start, sample.end)}</mark>
              {sample.snippet.slice(sample.end)}
            </Text>
          ))}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
