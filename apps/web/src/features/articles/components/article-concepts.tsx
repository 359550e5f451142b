import type { ArticleConcept } from '@sciscope/contracts';
import { Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConceptBadge } from '../../concepts/components/concept-badge';
import { ARTICLE_CONCEPTS_COLLAPSE_ABOVE, ARTICLE_CONCEPTS_SHOWN_COLLAPSED, collapseList } from '../article-rules';
import { CollapseToggle } from './collapse-toggle';

export interface ArticleConceptsProps {
  concepts: readonly ArticleConcept[];
  /** Concepts drawn as selected (e.g. the active filters of a list). */
  selectedConceptIds?: readonly number[] | undefined;
  /** Extra controls in each concept's popover. */
  conceptActions?: ((concept: ArticleConcept, close: () => void) => ReactNode) | undefined;
}

/**
 * The concepts of an article as badges; more than 6 collapse to 4 with 'show N more →'. A concept
 * named like an earlier one (`sameNameAs`: one thing in two ontologies) is left out unless it is
 * selected, so one thing never shows as two badges.
 */
export function ArticleConcepts({ concepts: all, selectedConceptIds, conceptActions }: ArticleConceptsProps) {
  const [expanded, setExpanded] = useState(false);
  const concepts = all.filter(
    (concept) => concept.sameNameAs === undefined || (selectedConceptIds?.includes(concept.conceptId) ?? false),
  );
  const { visible, hiddenCount, collapsible } = collapseList(concepts, {
    collapseAbove: ARTICLE_CONCEPTS_COLLAPSE_ABOVE,
    shown: ARTICLE_CONCEPTS_SHOWN_COLLAPSED,
    expanded,
  });
  if (concepts.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label="Concepts" role="group">
      {visible.map((concept) => (
        <ConceptBadge
          key={concept.conceptId}
          conceptId={concept.conceptId}
          name={concept.name}
          df={concept.df}
          provenance={concept.provenance}
          basicSuggested={concept.basicSuggested}
          relevance={concept.relevance}
          selected={selectedConceptIds?.includes(concept.conceptId) ?? false}
          {...(conceptActions ? { actions: (close: () => void) => conceptActions(concept, close) } : {})}
        />
      ))}
      {collapsible && (
        <CollapseToggle
          expanded={expanded}
          hiddenCount={hiddenCount}
          onToggle={() => setExpanded((e) => !e)}
          of="concepts"
        />
      )}
    </Group>
  );
}
