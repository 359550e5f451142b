import type { MonitoringConceptCount, MonitoringCooccurrenceRequest } from '@sciscope/contracts';
import { Anchor, Button, Group, Paper, Select, Skeleton, Stack, Text, Title, useMantineTheme } from '@mantine/core';
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
import { truncateConceptLabel } from '../../concepts/concept-links';
import type { DraftTopic } from '../monitoring-draft';
import { useCooccurrence } from '../queries/use-monitoring';

/** The chart shows 10 concepts, then 10 more at a time (spec 01 section 9). */
const CHART_STEP = 10;
/** Co-occurrence lists collapse above 30 and then show 25 (spec 01 section 9). */
const COOCCURRENCE_COLLAPSE = 30;
const COOCCURRENCE_SHOWN = 25;
const ROW_HEIGHT = 28;
const TICK_LABEL_MAX = 26;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { index?: number };
}

/** The result's top concepts as a bar chart; a concept label or bar chooses it. */
function TopConceptsBars({
  concepts,
  chosen,
  onChoose,
}: {
  concepts: readonly MonitoringConceptCount[];
  chosen: number | null;
  onChoose: (concept: MonitoringConceptCount) => void;
}) {
  const theme = useMantineTheme();
  const [shown, setShown] = useState(CHART_STEP);
  const data = concepts.slice(0, shown);
  const renderTick = ({ x = 0, y = 0, payload }: TickProps) => {
    const concept = data[payload?.index ?? -1];
    if (!concept) return null;
    const selected = concept.conceptId === chosen;
    const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onChoose(concept);
      }
    };
    return (
      <g
        transform={`translate(${x},${y})`}
        role="button"
        tabIndex={0}
        aria-label={`Choose ${concept.name}`}
        aria-pressed={selected}
        onClick={() => onChoose(concept)}
        onKeyDown={onKeyDown}
        style={{ cursor: 'pointer' }}
      >
        <text
          x={-6}
          y={0}
          dy={4}
          textAnchor="end"
          fontSize={12}
          fontWeight={selected ? 700 : 400}
          fill={theme.colors.gray[8]}
        >
          <title>{concept.name}</title>
          {truncateConceptLabel(concept.name, TICK_LABEL_MAX)}
        </text>
      </g>
    );
  };
  const BarShape = (props: BarShapeProps) => {
    const concept = data[props.index];
    const fill = concept?.conceptId === chosen ? theme.colors.indigo[7] : theme.colors.indigo[3];
    return <Rectangle {...props} fill={fill} style={{ cursor: 'pointer' }} />;
  };
  return (
    <div>
      <div role="figure" aria-label={`Top ${data.length} concepts of the results`}>
        <ResponsiveContainer width="100%" height={data.length * ROW_HEIGHT + 56}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 12, bottom: 22, left: 18 }}
            barCategoryGap={5}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis
              type="number"
              allowDecimals={false}
              fontSize={11}
              label={{ value: 'Result articles holding it', position: 'insideBottom', offset: -14, fontSize: 12 }}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={150}
              interval={0}
              tick={renderTick}
              label={{ value: 'Concept', angle: -90, position: 'left', offset: 4, fontSize: 12 }}
            />
            <Tooltip cursor={{ fill: theme.colors.gray[1] }} formatter={(value) => [String(value), 'articles']} />
            <Bar
              dataKey="count"
              name="articles"
              shape={BarShape}
              isAnimationActive={false}
              onClick={(_item: unknown, index: number) => data[index] && onChoose(data[index])}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {shown < concepts.length && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setShown((s) => Math.min(concepts.length, s + CHART_STEP))}
          >
            more
          </Button>
        </Group>
      )}
    </div>
  );
}

/**
 * Top concepts of the results (Recharts), and for a chosen one the concepts found with it
 * (`POST /api/monitoring/top-cooccurrence`); either is added to a topic with one click. The
 * query's own concepts are left out of both lists.
 */
export function ConceptsPanel({
  topConcepts,
  topics,
  query,
  onAdd,
}: {
  topConcepts: readonly MonitoringConceptCount[] | undefined;
  topics: readonly DraftTopic[];
  /** The query the results come from (null while it cannot run). */
  query: Omit<MonitoringCooccurrenceRequest, 'conceptId'> | null;
  onAdd: (concept: { conceptId: number; name: string }, topic: number) => void;
}) {
  const [chosen, setChosen] = useState<{ conceptId: number; name: string } | null>(null);
  const [target, setTarget] = useState('0');
  const [expanded, setExpanded] = useState(false);
  const cooccurrence = useCooccurrence(chosen && query ? { ...query, conceptId: chosen.conceptId } : null);
  const topicIndex = Math.min(Number(target), topics.length - 1);
  const add = (concept: { conceptId: number; name: string }) => onAdd(concept, topicIndex);
  const found = cooccurrence.data?.result.topConcepts ?? [];
  const visible = found.length > COOCCURRENCE_COLLAPSE && !expanded ? found.slice(0, COOCCURRENCE_SHOWN) : found;

  return (
    <Stack gap="sm" component="section" aria-labelledby="top-concepts-heading">
      <Title order={2} size="h5" id="top-concepts-heading">
        Top concepts of the results
      </Title>
      {!topConcepts ? (
        <Skeleton height={200} />
      ) : topConcepts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No other concepts in the results.
        </Text>
      ) : (
        <>
          <TopConceptsBars concepts={topConcepts} chosen={chosen?.conceptId ?? null} onChoose={(c) => setChosen(c)} />
          <Text size="xs" c="dimmed">
            Click a concept to see the concepts found with it and to add it to a topic.
          </Text>
        </>
      )}
      {chosen && (
        <Paper withBorder p="xs" radius="md" aria-label={`Chosen concept ${chosen.name}`}>
          <Stack gap={6}>
            <Group gap="xs" align="flex-end">
              <Text size="sm" fw={600} style={{ flex: 1 }}>
                {chosen.name}
              </Text>
              <Select
                size="xs"
                w={150}
                label="Add to"
                data={topics.map((t, i) => ({ value: String(i), label: t.title || `Topic ${i}` }))}
                value={String(topicIndex)}
                allowDeselect={false}
                onChange={(value) => value && setTarget(value)}
              />
              <Button size="xs" onClick={() => add(chosen)}>
                Add
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {cooccurrence.data
                ? `Found with ${chosen.name} in ${cooccurrence.data.result.articles} result articles:`
                : 'Concepts found with it…'}
            </Text>
            {cooccurrence.isError && (
              <Text size="xs" c="red" role="alert">
                {cooccurrence.error.message}
              </Text>
            )}
            {cooccurrence.isPending && query ? <Skeleton height={60} /> : null}
            <Stack gap={2} aria-label={`Concepts found with ${chosen.name}`}>
              {visible.map((concept) => (
                <Group key={concept.conceptId} gap="xs" wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setChosen(concept)}
                    style={{ flex: 1, textAlign: 'left' }}
                  >
                    {truncateConceptLabel(concept.name)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {concept.count}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={`Add ${concept.name} to the topic`}
                    onClick={() => add(concept)}
                  >
                    Add
                  </Button>
                </Group>
              ))}
            </Stack>
            {found.length > COOCCURRENCE_COLLAPSE && (
              <Anchor component="button" type="button" size="xs" onClick={() => setExpanded((e) => !e)}>
                {expanded ? '← collapse' : `show ${found.length - COOCCURRENCE_SHOWN} more →`}
              </Anchor>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
