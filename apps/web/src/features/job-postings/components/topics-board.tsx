import { DndContext, useDraggable, useDroppable, type DragEndEvent } from '@dnd-kit/core';
import { Badge, Button, Card, Group, Menu, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { JOB_LIMITS, topicTitleError, type HiringTopic } from '@sciscope/contracts';

/** The drop zone of applicants in no topic. */
export const UNCLASSIFIED = 'unclassified';

function ApplicantChip({ id, name, flagged }: { id: number; name: string; flagged: boolean }) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: `applicant-${id}`, data: { id } });
  return (
    <Badge
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      variant={flagged ? 'filled' : 'light'}
      color={flagged ? 'orange' : 'blue'}
      style={{ cursor: 'grab', transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined }}
    >
      {name}
    </Badge>
  );
}

function Zone({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="sm"
      bg={isOver ? 'var(--mantine-color-blue-light)' : undefined}
      data-zone={id}
    >
      {children}
    </Card>
  );
}

const shortName = (name: string) => name.split(/\s+/).slice(0, JOB_LIMITS.mergeMenuWords).join(' ');

/**
 * The topics as drop zones, plus the unclassified applicants. Nothing at all without a topic:
 * then there is nowhere to drag an applicant, and when the suggestion found no topics the
 * editor's message ('Unable to build topics …') is all there is to say.
 */
export function TopicsBoard({
  topics,
  unclassified,
  names,
  flagged,
  onDragEnd,
  onRename,
  onMerge,
  onRemove,
}: {
  topics: HiringTopic[];
  unclassified: number[];
  /** Applicant names by application id. */
  names: ReadonlyMap<number, string>;
  /** The applicant flagged as already in the zone it was dropped on. */
  flagged: number | null;
  onDragEnd: (event: DragEndEvent) => void;
  onRename: (index: number, name: string) => void;
  onMerge: (from: number, into: number) => void;
  onRemove: (index: number) => void;
}) {
  if (topics.length === 0) return null;
  const chip = (id: number) => (
    <ApplicantChip key={id} id={id} name={names.get(id) ?? `#${id}`} flagged={flagged === id} />
  );
  return (
    <DndContext onDragEnd={onDragEnd}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {topics.map((t, i) => {
          const titleError = topicTitleError(
            t.name,
            topics.filter((_, j) => j !== i).map((o) => o.name),
          );
          return (
            <Zone key={i} id={String(i)}>
              <Group align="start" gap="xs">
                <TextInput
                  aria-label={`Topic ${i + 1} title`}
                  value={t.name}
                  error={titleError}
                  onChange={(e) => onRename(i, e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Menu>
                  <Menu.Target>
                    <Button size="xs" variant="default">
                      Merge into…
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {topics.map((o, j) =>
                      j === i ? null : (
                        <Menu.Item key={j} onClick={() => onMerge(i, j)}>
                          {shortName(o.name)}
                        </Menu.Item>
                      ),
                    )}
                  </Menu.Dropdown>
                </Menu>
                <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(i)}>
                  Remove
                </Button>
              </Group>
              <Text size="xs" c="dimmed" my={4}>
                {t.description}
              </Text>
              <Group gap={4}>{t.applicantsIds.map(chip)}</Group>
            </Zone>
          );
        })}
        <Zone id={UNCLASSIFIED}>
          <Text fw={500} size="sm" mb={4}>
            Unclassified
          </Text>
          <Group gap={4}>{unclassified.map(chip)}</Group>
        </Zone>
      </SimpleGrid>
    </DndContext>
  );
}
