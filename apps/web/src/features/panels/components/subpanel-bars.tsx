import type { ScoredPanelMember } from '@sciscope/contracts';
import { Group, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatSimilarity } from '../../articles/format';

/**
 * A person's detailed score: one bar per subpanel, scaled 0 to `max` (the highest subpanel
 * score on the page). A click on a bar sorts the table by that subpanel; with Shift or Ctrl it
 * joins the subpanels already sorted by (spec 03: "Several subpanels can be combined").
 */
export function SubpanelBars({
  person,
  max,
  sortedBy,
  onSort,
}: {
  person: ScoredPanelMember;
  max: number;
  sortedBy: readonly string[];
  onSort: (code: string, combine: boolean) => void;
}) {
  return (
    <Group gap={2} wrap="nowrap" align="flex-end" h={28} aria-label={`Scores of ${person.name} by subpanel`}>
      {person.detailedScore.map((d) => {
        const height = max > 0 ? Math.max(2, Math.round((d.score / max) * 26)) : 2;
        const active = sortedBy.includes(d.code);
        return (
          <Tooltip key={d.subpanelId} label={`${d.code}: ${formatSimilarity(d.score)} — click to sort`} withArrow>
            <UnstyledButton
              onClick={(event) => onSort(d.code, event.shiftKey || event.ctrlKey || event.metaKey)}
              aria-pressed={active}
              style={{ display: 'flex', alignItems: 'flex-end', height: 28 }}
            >
              <span
                aria-hidden
                style={{
                  display: 'block',
                  width: 10,
                  height,
                  background: active ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-blue-5)',
                  borderRadius: 2,
                }}
              />
              <VisuallyHidden>
                Sort by {d.code} ({formatSimilarity(d.score)})
              </VisuallyHidden>
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Group>
  );
}
