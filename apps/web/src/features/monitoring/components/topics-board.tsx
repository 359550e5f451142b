import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { Dispatch } from 'react';
import type { DraftAction, DraftTopic } from '../monitoring-draft';
import type { DraggedConcept } from './topic-concept';
import { TopicCard } from './topic-card';

const topicIndexOf = (id: string | number | undefined | null): number | null => {
  const match = /^topic-(\d+)$/.exec(String(id ?? ''));
  return match ? Number(match[1]) : null;
};

/**
 * Arrow keys move a dragged concept from topic to topic (next: right/down, previous:
 * left/up), rather than by a few pixels: each press lands on the centre of the next topic.
 */
const topicByTopic: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step =
    event.code === 'ArrowRight' || event.code === 'ArrowDown'
      ? 1
      : event.code === 'ArrowLeft' || event.code === 'ArrowUp'
        ? -1
        : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const ids = [...context.droppableRects.keys()]
    .map((id) => topicIndexOf(id))
    .filter((i): i is number => i !== null)
    .sort((a, b) => a - b);
  if (ids.length === 0 || !context.collisionRect) return undefined;
  const from =
    topicIndexOf(context.over?.id) ?? (context.active ? (context.active.data.current as DraggedConcept).from : ids[0]!);
  const at = Math.max(0, Math.min(ids.length - 1, ids.indexOf(from) + step));
  const target = context.droppableRects.get(`topic-${ids[at]}`);
  if (!target) return undefined;
  const rect = context.collisionRect;
  return {
    x: currentCoordinates.x + (target.left + target.width / 2 - (rect.left + rect.width / 2)),
    y: currentCoordinates.y + (target.top + target.height / 2 - (rect.top + rect.height / 2)),
  };
};

/** The topics of a monitoring; concepts are dragged between them (pointer or keyboard). */
export function TopicsBoard({ topics, dispatch }: { topics: readonly DraftTopic[]; dispatch: Dispatch<DraftAction> }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: topicByTopic }),
  );
  const titleOf = (id: string | number | undefined | null) => {
    const index = topicIndexOf(id);
    return index === null ? 'no topic' : topics[index]?.title || `Topic ${index}`;
  };
  const conceptOf = (data: unknown) => (data as DraggedConcept | undefined)?.name ?? 'the concept';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${conceptOf(active.data.current)}. Arrow keys move it between topics.`,
    onDragOver: ({ active, over }) => `${conceptOf(active.data.current)} is over ${titleOf(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${conceptOf(active.data.current)} moved to ${titleOf(over.id)}.`
        : `${conceptOf(active.data.current)} stays where it was.`,
    onDragCancel: ({ active }) => `Moving ${conceptOf(active.data.current)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = topicIndexOf(over?.id);
    const dragged = active.data.current as DraggedConcept | undefined;
    if (to === null || !dragged || to === dragged.from) return;
    dispatch({ type: 'moveConcept', concept: { conceptId: dragged.conceptId, name: dragged.name }, to });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="topics-heading">
      <Group justify="space-between">
        <Title order={2} size="h4" id="topics-heading">
          Topics
        </Title>
        <Button size="xs" variant="light" onClick={() => dispatch({ type: 'addTopic' })}>
          Add topic
        </Button>
      </Group>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a concept to another topic, press Space, move it with the arrow keys, and press Space again to drop it, or Escape to cancel.',
          },
        }}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {topics.map((_topic, index) => (
            <TopicCard key={index} index={index} topics={topics} dispatch={dispatch} />
          ))}
        </SimpleGrid>
      </DndContext>
    </Stack>
  );
}
