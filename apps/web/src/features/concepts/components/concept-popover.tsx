import {
  conceptPagePath,
  conceptSearchPath,
  monitorConceptPath,
  type ConceptProvenance,
  type ConceptRelevance,
} from '@sciscope/contracts';
import { Anchor, ColorSwatch, Group, Popover, Stack, Text } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { popoverFocusProps } from '../../../components/ui/popover-focus';
import { formatExactCount } from '../../articles/format';
import { truncateConceptLabel } from '../concept-links';

/** The topic a concept is assigned to in a monitoring query. */
export interface ConceptTopic {
  title: string;
  /** Hex colour of the topic, when it has one. */
  color?: string;
}

/** What a concept popover shows about one concept. */
export interface ConceptPopoverInfo {
  conceptId: number;
  name: string;
  /** Number of corpus articles containing the concept; not shown when unknown. */
  df?: number | undefined;
  /** Topic assignment: undefined hides the line, null shows 'No topic'. */
  topic?: ConceptTopic | null | undefined;
  /** Why the concept is on an article (article badges only); not shown when unknown. */
  provenance?: ConceptProvenance | null | undefined;
  /** Suggested as basic by the corpus statistics: the popover says why it ranks lower. */
  basicSuggested?: boolean | undefined;
  /** Badge relevance (article badges only): the popover says what ranks it where it is. */
  relevance?: ConceptRelevance | undefined;
}

/**
 * Where the sentence starts: the article's own words when the server found them (with the
 * ontology's term beside them when it reads otherwise than a change of case), else the
 * ontology's term, said to be one: quoting it as the article's words would misquote the text.
 */
function foundText(literal: string | null, surface: string | null): string {
  if (surface !== null) {
    const same = literal === null || surface.toLocaleLowerCase() === literal.toLocaleLowerCase();
    return same ? `Found as “${surface}”` : `Found as “${surface}” (the ontology term “${literal}”)`;
  }
  return literal === null ? 'Found in the text' : `Matched the ontology term “${literal}”`;
}

/** One plain sentence on which literal made the concept count in the article, and why. */
export function provenanceText({ literal, surface, reason, confirmedBy }: ConceptProvenance): string {
  const found = foundText(literal, surface);
  if (reason === 'case-exact') return `${found}, written exactly so.`;
  if (reason === 'confirmed') {
    return confirmedBy === null
      ? `${found}, a word with several meanings, confirmed by a related concept.`
      : `${found}, a word with several meanings, confirmed by “${confirmedBy.name}” in the same article.`;
  }
  return `${found}.`;
}

/**
 * One plain sentence on what ranks the concept where it is among the article's concepts: the
 * parts of its badge relevance that are not zero, strongest first; null when none applies.
 */
export function relevanceText(relevance: ConceptRelevance): string | null {
  const mentions = Math.round(Math.exp(relevance.occurrences));
  const parts: Array<[number, string]> = [
    [relevance.title, 'named in the title'],
    [relevance.phrase, 'found as a phrase'],
    [relevance.occurrences, `${mentions} mentions`],
    [relevance.neighbours, 'a related concept is in the text too'],
    [relevance.keyphrase, 'authors often list it as a keyword'],
    [relevance.confirmation, 'a word with several meanings'],
    [relevance.basic, 'very common in the corpus'],
    // Typicality is continuous: only a clear pull either way is worth a word.
    [
      Math.abs(relevance.typicality) >= 0.25 ? relevance.typicality : 0,
      relevance.typicality > 0
        ? 'the text is like the articles with this concept'
        : 'the text is unlike the articles with this concept',
    ],
  ];
  const up = parts.filter(([points]) => points > 0).sort((a, b) => b[0] - a[0]);
  const down = parts.filter(([points]) => points < 0);
  if (up.length === 0 && down.length === 0) return null;
  const sentence = [
    up.length > 0 ? `Ranked up: ${up.map(([, text]) => text).join(', ')}` : '',
    down.length > 0 ? `ranked down: ${down.map(([, text]) => text).join(', ')}` : '',
  ]
    .filter((part) => part !== '')
    .join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

export interface ConceptPopoverProps extends ConceptPopoverInfo {
  /** The element that opens the popover on click; it must accept a ref and an onClick (a button, a Mantine Badge…). */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /** Extra controls at the bottom, e.g. 'Filter articles by this concept'. Called with a closer. */
  actions?: (close: () => void) => ReactNode;
}

/** The body of a concept popover: name, DF, why it is on the article, topic and the concept links. */
export function ConceptPopoverBody({
  conceptId,
  name,
  df,
  topic,
  provenance,
  basicSuggested,
  relevance,
}: ConceptPopoverInfo) {
  const ranking = relevance === undefined ? null : relevanceText(relevance);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {truncateConceptLabel(name)}
      </Text>
      {df !== undefined && (
        <Text size="xs" c="dimmed" title="Document frequency: the number of articles containing the concept">
          {`DF ${formatExactCount(df)} (${df === 1 ? 'article' : 'articles'} containing it)`}
        </Text>
      )}
      {provenance && (
        <Text size="xs" aria-label="Why this concept">
          {provenanceText(provenance)}
        </Text>
      )}
      {ranking !== null && (
        <Text size="xs" c="dimmed" aria-label="Why it ranks here">
          {ranking}
        </Text>
      )}
      {basicSuggested && ranking === null && (
        <Text size="xs" c="dimmed">
          Very common in the corpus: ranked lower than the other concepts.
        </Text>
      )}
      {topic !== undefined && (
        <Group gap={6} wrap="nowrap">
          {topic?.color && <ColorSwatch color={topic.color} size={10} aria-hidden />}
          <Text size="xs">Topic: {topic ? topic.title : 'No topic'}</Text>
        </Group>
      )}
      <Anchor component={Link} to={conceptPagePath(conceptId, name)} size="sm">
        Go to concept page
      </Anchor>
      <Anchor component={Link} to={conceptSearchPath(conceptId)} size="sm">
        Search articles with this concept
      </Anchor>
      <Anchor component={Link} to={monitorConceptPath(conceptId, name)} size="sm">
        Monitor this concept
      </Anchor>
    </Stack>
  );
}

/**
 * A concept popover opened by clicking its target (spec 01 section 2), or by Enter or Space on
 * it: the focus moves in, to 'Go to concept page' and the other links, and Escape returns it.
 */
export function ConceptPopover({ children, actions, ...info }: ConceptPopoverProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onDismiss={close}
      position="bottom-start"
      withArrow
      shadow="md"
      width={280}
      {...popoverFocusProps(true)}
    >
      <Popover.Target>
        {cloneElement(children, {
          onClick: (event: MouseEvent<HTMLElement>) => {
            children.props.onClick?.(event);
            setOpened((o) => !o);
          },
        })}
      </Popover.Target>
      <Popover.Dropdown aria-label={`Concept ${info.name}`}>
        <ConceptPopoverBody {...info} />
        {actions && (
          <Stack mt="xs" gap={4}>
            {actions(close)}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
