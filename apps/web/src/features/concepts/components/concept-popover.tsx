import { conceptPagePath, conceptSearchPath, type ConceptProvenance } from '@sciscope/contracts';
import { Anchor, ColorSwatch, Group, Popover, Stack, Text } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
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
  /** Suggested as basic by the corpus statistics: the popover says why it is listed last. */
  basicSuggested?: boolean | undefined;
}

/** One plain sentence on which literal made the concept count in the article, and why. */
export function provenanceText({ literal, reason, confirmedBy }: ConceptProvenance): string {
  const found = literal === null ? 'Found in the text' : `Found as “${literal}”`;
  if (reason === 'case-exact') return `${found}, written exactly so.`;
  if (reason === 'confirmed') {
    return confirmedBy === null
      ? `${found}, a word with several meanings, confirmed by a related concept.`
      : `${found}, a word with several meanings, confirmed by “${confirmedBy.name}” in the same article.`;
  }
  return `${found}.`;
}

export interface ConceptPopoverProps extends ConceptPopoverInfo {
  /** The element that opens the popover on click; it must accept a ref and an onClick (a button, a Mantine Badge…). */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /** Extra controls at the bottom, e.g. 'Filter articles by this concept'. Called with a closer. */
  actions?: (close: () => void) => ReactNode;
}

/** The body of a concept popover: name, DF, why it is on the article, topic and the concept links. */
export function ConceptPopoverBody({ conceptId, name, df, topic, provenance, basicSuggested }: ConceptPopoverInfo) {
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
      {basicSuggested && (
        <Text size="xs" c="dimmed">
          Very common in the corpus: listed after the other concepts.
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
    </Stack>
  );
}

/** A concept popover opened by clicking its target (spec 01 section 2). */
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
