import { ActionIcon, Checkbox, Group, Select } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { ConceptBadge } from '../../concepts/components/concept-badge';
import type { DraftConcept, DraftTopic } from '../monitoring-draft';

/** What a dragged concept carries. */
export interface DraggedConcept {
  conceptId: number;
  name: string;
  from: number;
}

/** The value of 'No topic' in the move control. */
export const NO_TOPIC = 'none';

/**
 * The control of a concept popover that moves a concept to another topic or to 'No topic'
 * (spec 01 section 4: a concept lives in one topic only).
 */
export function MoveToTopicSelect({
  topics,
  current,
  conceptName,
  onMove,
}: {
  topics: readonly DraftTopic[];
  current: number | null;
  conceptName: string;
  onMove: (to: number | null) => void;
}) {
  return (
    <Select
      size="xs"
      label="Topic"
      aria-label={`Topic of ${conceptName}`}
      value={current === null ? NO_TOPIC : String(current)}
      data={[
        ...topics.map((topic, index) => ({ value: String(index), label: topic.title || `Topic ${index}` })),
        { value: NO_TOPIC, label: 'No topic' },
      ]}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
      onChange={(value) => {
        if (value === null) return;
        onMove(value === NO_TOPIC ? null : Number(value));
      }}
    />
  );
}

/**
 * A concept of a topic: a drag handle (mouse, touch or keyboard: Space, arrows, Space), and
 * its badge, whose popover shows its topic, moves it and switches it off without removing it.
 */
export function TopicConcept({
  concept,
  topicIndex,
  topics,
  onMove,
  onToggle,
}: {
  concept: DraftConcept;
  topicIndex: number;
  topics: readonly DraftTopic[];
  onMove: (to: number | null) => void;
  onToggle: () => void;
}) {
  const data: DraggedConcept = { conceptId: concept.conceptId, name: concept.name, from: topicIndex };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `concept-${concept.conceptId}`,
    data,
  });
  const topic = topics[topicIndex];
  return (
    <Group
      gap={2}
      wrap="nowrap"
      ref={setNodeRef}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        opacity: isDragging ? 0.6 : concept.selected ? 1 : 0.55,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={`Drag ${concept.name} to another topic`}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        ⠿
      </ActionIcon>
      <span style={{ textDecoration: concept.selected ? undefined : 'line-through' }}>
        <ConceptBadge
          conceptId={concept.conceptId}
          name={concept.name}
          topic={topic ? { title: topic.title, color: topic.color } : null}
          actions={(close) => (
            <>
              <MoveToTopicSelect
                topics={topics}
                current={topicIndex}
                conceptName={concept.name}
                onMove={(to) => {
                  onMove(to);
                  close();
                }}
              />
              <Checkbox size="xs" label="Counts in the query" checked={concept.selected} onChange={() => onToggle()} />
            </>
          )}
        />
      </span>
    </Group>
  );
}
