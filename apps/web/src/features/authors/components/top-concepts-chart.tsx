import type { AuthorTopConcept } from '@sciscope/contracts';
import { Button, Group, Text, useMantineTheme } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { formatNumber } from '../../articles/format';
import { truncateConceptLabel } from '../../concepts/concept-links';
import { initialChartCount, nextChartCount } from '../author-rules';

export interface TopConceptsChartProps {
  /** Highest sumtfidf first. */
  concepts: readonly AuthorTopConcept[];
  /** Concepts drawn in the accent colour (the active filters). */
  selectedConceptIds?: readonly number[];
  /** Called when a concept (bar or label) is clicked; without it the chart is not clickable. */
  onSelectConcept?: ((concept: AuthorTopConcept) => void) | undefined;
  /** Why choosing is not possible (e.g. 'login to enable filtering'), shown under the chart. */
  disabledReason?: string | null | undefined;
}

const ROW_HEIGHT = 30;
const AXES_HEIGHT = 56;
const LABEL_WIDTH = 170;
/** Tick labels are cut shorter than badges: the axis has a fixed width. */
const TICK_LABEL_MAX = 26;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { index?: number };
}

/**
 * Horizontal bar chart of the author's top concepts by Σ tf-idf (spec 01 section 9): 10 at
 * first, 'more' adds 10. The concept labels are buttons (keyboard and screen readers) when
 * choosing a concept is possible.
 */
export function TopConceptsChart({
  concepts,
  selectedConceptIds = [],
  onSelectConcept,
  disabledReason,
}: TopConceptsChartProps) {
  const theme = useMantineTheme();
  const [shown, setShown] = useState(() => initialChartCount(concepts.length));
  const data = concepts.slice(0, shown);
  const isSelected = (conceptId: number) => selectedConceptIds.includes(conceptId);
  const select = onSelectConcept;

  // Recharts calls this as a function (not as a component), so the ticks keep their DOM
  // nodes, and the keyboard focus, when a choice re-renders the chart.
  const renderTick = ({ x = 0, y = 0, payload }: TickProps) => {
    const concept = data[payload?.index ?? -1];
    if (!concept) return null;
    const selected = isSelected(concept.conceptId);
    const label = (
      <text
        x={-6}
        y={0}
        dy={4}
        textAnchor="end"
        fontSize={12}
        fill={selected ? theme.colors.indigo[8] : theme.colors.gray[8]}
        fontWeight={selected ? 700 : 400}
      >
        <title>{concept.name}</title>
        {truncateConceptLabel(concept.name, TICK_LABEL_MAX)}
      </text>
    );
    if (!select) return <g transform={`translate(${x},${y})`}>{label}</g>;
    const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        select(concept);
      }
    };
    return (
      <g
        transform={`translate(${x},${y})`}
        role="button"
        tabIndex={0}
        aria-label={`Filter articles by ${concept.name}`}
        aria-pressed={selected}
        onClick={() => select(concept)}
        onKeyDown={onKeyDown}
        style={{ cursor: 'pointer' }}
      >
        {label}
      </g>
    );
  };

  const BarShape = (props: BarShapeProps) => {
    const concept = data[props.index];
    const fill = concept && isSelected(concept.conceptId) ? theme.colors.indigo[7] : theme.colors.indigo[3];
    return <Rectangle {...props} fill={fill} style={{ cursor: select ? 'pointer' : 'default' }} />;
  };

  if (concepts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No concepts yet.
      </Text>
    );
  }

  return (
    <div>
      <div role="figure" aria-label={`Top ${data.length} concepts by summed tf-idf`}>
        <ResponsiveContainer width="100%" height={data.length * ROW_HEIGHT + AXES_HEIGHT}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 12, bottom: 22, left: 18 }}
            barCategoryGap={6}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis
              type="number"
              tickFormatter={(value: number) => formatNumber(value, { decimals: 2 })}
              fontSize={11}
              label={{ value: 'Σ tf-idf over the articles', position: 'insideBottom', offset: -14, fontSize: 12 }}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={LABEL_WIDTH}
              interval={0}
              tick={renderTick}
              label={{ value: 'Concept', angle: -90, position: 'left', offset: 4, fontSize: 12 }}
            />
            <Tooltip
              cursor={{ fill: theme.colors.gray[1] }}
              formatter={(value) => [formatNumber(Number(value)), 'Σ tf-idf']}
            />
            <Bar
              dataKey="sumtfidf"
              name="Σ tf-idf"
              shape={BarShape}
              isAnimationActive={false}
              {...(select ? { onClick: (_item: unknown, index: number) => data[index] && select(data[index]) } : {})}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Group justify="space-between" mt={4}>
        {disabledReason ? (
          <Text size="xs" c="dimmed">
            {disabledReason}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {select ? 'Click a concept to filter the articles.' : ''}
          </Text>
        )}
        {shown < concepts.length && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setShown((s) => nextChartCount(s, concepts.length))}
          >
            more
          </Button>
        )}
      </Group>
    </div>
  );
}
