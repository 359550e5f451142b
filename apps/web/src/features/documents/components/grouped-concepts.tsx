import type { ProposalFullResponse } from '@sciscope/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { collapseList } from '../../articles/article-rules';
import { CollapseToggle } from '../../articles/components/collapse-toggle';
import { ConceptBadge } from '../../concepts/components/concept-badge';

/** Spec 03 section 9: grouped concepts collapse at 8 groups and show 5. */
export const GROUPS_COLLAPSE_ABOVE = 8;
export const GROUPS_SHOWN_COLLAPSED = 5;

/**
 * A proposal's concepts under their broader concepts, as the brief shows them: in badge order
 * (the server's), each badge's popover saying what ranks it there. A concept named like an
 * earlier one (`sameNameAs`: one thing in two ontologies) is left out, as on an article.
 */
export function GroupedConcepts({ groups: all }: { groups: ProposalFullResponse['groupedConcepts'] }) {
  const [expanded, setExpanded] = useState(false);
  const groups = all
    .map(({ group, concepts }) => ({ group, concepts: concepts.filter((c) => c.sameNameAs === undefined) }))
    .filter(({ concepts }) => concepts.length > 0);
  const { visible, hiddenCount, collapsible } = collapseList(groups, {
    collapseAbove: GROUPS_COLLAPSE_ABOVE,
    shown: GROUPS_SHOWN_COLLAPSED,
    expanded,
  });
  return (
    <Stack gap={6} aria-label="Concepts">
      {visible.map(({ group, concepts }) => (
        <Group key={group.conceptId} gap={6} wrap="wrap" align="center">
          <Text size="sm" fw={600} miw={160}>
            {group.name}
          </Text>
          {concepts.map((concept) => (
            <ConceptBadge
              key={concept.conceptId}
              conceptId={concept.conceptId}
              name={concept.name}
              df={concept.df}
              // The proposal's text is not read here: the popover names the ontology's term.
              provenance={{ literal: concept.literal, surface: null, reason: concept.reason, confirmedBy: null }}
              basicSuggested={concept.basicSuggested}
              relevance={concept.relevance}
            />
          ))}
        </Group>
      ))}
      {collapsible && (
        <div>
          <CollapseToggle
            expanded={expanded}
            hiddenCount={hiddenCount}
            onToggle={() => setExpanded((e) => !e)}
            of="concept groups"
          />
        </div>
      )}
    </Stack>
  );
}
