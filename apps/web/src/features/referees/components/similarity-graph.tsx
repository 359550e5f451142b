import type { Referee } from '@sciscope/contracts';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { formatSimilarity } from '../../articles/format';
import { articleCountScale, similarityScale } from '../similarity-graph-scale';

const WIDTH = 280;
const HEIGHT = 220;
const MARGIN = { top: 10, right: 12, bottom: 36, left: 40 };

/**
 * The graph sidebar: one point per candidate shown, x = article count (log scale past 10),
 * y = similarity relative to the best candidate shown, 0..1. Collapsible; the state is remembered by the page.
 */
export function SimilarityGraph({
  referees,
  collapsed,
  onToggle,
}: {
  referees: readonly Referee[];
  collapsed: boolean;
  onToggle: () => void;
}) {
  const x = articleCountScale(referees.map((r) => r.articlesCount));
  const y = similarityScale();
  // Similarity relative to the best candidate shown (1): word similarities are a few hundredths,
  // which on an absolute 0..1 axis would all lie on 0. The title keeps the similarity itself.
  const best = Math.max(0, ...referees.map((r) => r.score));
  const relative = (score: number) => (best > 0 ? score / best : 0);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const px = (value: number) => MARGIN.left + x.toUnit(value) * plotWidth;
  const py = (value: number) => MARGIN.top + (1 - y.toUnit(value)) * plotHeight;

  return (
    <Paper withBorder p="sm" component="aside" aria-label="Similarity graph">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h6">
          Similarity per article count
        </Title>
        <Button size="compact-xs" variant="subtle" aria-expanded={!collapsed} onClick={onToggle}>
          {collapsed ? 'Show graph' : 'Hide graph'}
        </Button>
      </Group>
      {!collapsed && (
        <svg
          role="img"
          aria-label={`Similarity of ${referees.length} candidates, relative to the best one, by their article count${x.kind === 'log' ? ' (log scale)' : ''}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          style={{ maxWidth: WIDTH, display: 'block' }}
        >
          <line
            x1={MARGIN.left}
            x2={MARGIN.left}
            y1={MARGIN.top}
            y2={MARGIN.top + plotHeight}
            stroke="currentColor"
            strokeOpacity={0.4}
          />
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
            stroke="currentColor"
            strokeOpacity={0.4}
          />
          {y.ticks.map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={py(tick)}
                y2={py(tick)}
                stroke="currentColor"
                strokeOpacity={0.08}
              />
              <text x={MARGIN.left - 4} y={py(tick) + 3} fontSize={9} textAnchor="end" fill="currentColor">
                {tick.toFixed(1)}
              </text>
            </g>
          ))}
          {x.ticks.map((tick) => (
            <text
              key={`x${tick}`}
              x={px(tick)}
              y={MARGIN.top + plotHeight + 12}
              fontSize={9}
              textAnchor="middle"
              fill="currentColor"
            >
              {tick}
            </text>
          ))}
          <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 4} fontSize={10} textAnchor="middle" fill="currentColor">
            Articles{x.kind === 'log' ? ' (log scale)' : ''}
          </text>
          <text
            transform={`translate(10 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            fontSize={10}
            textAnchor="middle"
            fill="currentColor"
          >
            Similarity (best = 1)
          </text>
          {referees.map((referee) => (
            <circle
              key={referee.author.id}
              cx={px(referee.articlesCount)}
              cy={py(relative(referee.score))}
              r={3}
              fill="var(--mantine-primary-color-filled)"
              fillOpacity={0.6}
            >
              <title>
                {referee.author.name}: {referee.articlesCount} articles, similarity {formatSimilarity(referee.score)}
              </title>
            </circle>
          ))}
        </svg>
      )}
      {!collapsed && referees.length === 0 && (
        <Text size="xs" c="dimmed">
          No candidates to plot.
        </Text>
      )}
    </Paper>
  );
}
