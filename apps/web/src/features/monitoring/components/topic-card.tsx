import { TOPIC_COLORS } from '@sciscope/contracts';
import { Anchor, Button, ColorInput, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { canDeleteTopic, canDisableTopic, topicTitleError } from '@sciscope/engine/monitoring';
import { useState, type Dispatch } from 'react';
import type { DraftAction, DraftTopic } from '../monitoring-draft';
import { ConceptLookup } from './concept-lookup';
import { TopicConcept } from './topic-concept';

/** Concepts shown in a topic before the 'N more' note (spec 01 section 9). */
export const TOPIC_CONCEPTS_SHOWN = 6;

/** One topic of the editor: colour, title, flags, its concepts (a drop target) and the concept lookup. */
export function TopicCard({
  index,
  topics,
  dispatch,
}: {
  index: number;
  topics: readonly DraftTopic[];
  dispatch: Dispatch<DraftAction>;
}) {
  const topic = topics[index]!;
  const { setNodeRef, isOver } = useDroppable({ id: `topic-${index}`, data: { topicIndex: index } });
  const [expanded, setExpanded] = useState(false);
  // Of two equal titles the later one is told, as the server does.
  const titleError = topicTitleError(
    topic.title,
    topics.slice(0, index).map((t) => t.title),
    -1,
  );
  const label = topic.title.trim() || `Topic ${index}`;
  const hidden = topic.concepts.length - TOPIC_CONCEPTS_SHOWN;
  const shown = expanded ? topic.concepts : topic.concepts.slice(0, TOPIC_CONCEPTS_SHOWN);
  const disableAllowed = topic.disabled || canDisableTopic(topics, index);

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={`Topic ${label}`}
      style={{
        borderLeft: `6px solid ${topic.color}`,
        background: isOver ? 'var(--mantine-color-indigo-0)' : undefined,
        opacity: topic.disabled ? 0.7 : 1,
      }}
    >
      <Stack gap={8}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <ColorInput
            size="xs"
            w={110}
            aria-label={`Colour of ${label}`}
            format="hex"
            swatches={[...TOPIC_COLORS]}
            withEyeDropper={false}
            value={topic.color}
            onChange={(color) => {
              if (/^#[0-9a-fA-F]{6}$/.test(color)) dispatch({ type: 'recolorTopic', index, color });
            }}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`Title of topic ${index}`}
            value={topic.title}
            error={titleError}
            onChange={(event) => dispatch({ type: 'renameTopic', index, title: event.currentTarget.value })}
          />
        </Group>
        {/* Each topic has these switches: named after the topic (by its index, as its title input is, so the
            name holds while the title is edited), the visible label first. */}
        <Group gap="md">
          <Switch
            size="xs"
            label="Required"
            aria-label={`Required: topic ${index}`}
            checked={topic.required}
            onChange={(event) =>
              dispatch({ type: 'setFlag', index, flag: 'required', on: event.currentTarget.checked })
            }
          />
          <Switch
            size="xs"
            label="Disabled"
            aria-label={`Disabled: topic ${index}`}
            checked={topic.disabled}
            disabled={!disableAllowed}
            title={disableAllowed ? undefined : 'Another enabled topic with concepts is needed first.'}
            onChange={(event) =>
              dispatch({ type: 'setFlag', index, flag: 'disabled', on: event.currentTarget.checked })
            }
          />
          {(topic.disabled || topic.required) && (
            <Button size="compact-xs" variant="subtle" onClick={() => dispatch({ type: 'resetFlags', index })}>
              Reset
            </Button>
          )}
          <Group gap={4} ml="auto">
            <Button size="compact-xs" variant="subtle" onClick={() => dispatch({ type: 'duplicateTopic', index })}>
              Duplicate topic
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={!canDeleteTopic(topics, index)}
              title={topic.disabled ? undefined : 'Only a disabled topic can be deleted.'}
              onClick={() => dispatch({ type: 'deleteTopic', index })}
            >
              Delete topic
            </Button>
          </Group>
        </Group>
        <Group gap={6} aria-label={`Concepts of ${label}`} role="list" mih={28}>
          {topic.concepts.length === 0 && (
            <Text size="xs" c="dimmed">
              No concepts yet: add one below or drag one here.
            </Text>
          )}
          {shown.map((concept) => (
            <div role="listitem" key={concept.conceptId}>
              <TopicConcept
                concept={concept}
                topicIndex={index}
                topics={topics}
                onMove={(to) => dispatch({ type: 'moveConcept', concept, to })}
                onToggle={() => dispatch({ type: 'toggleConcept', index, conceptId: concept.conceptId })}
              />
            </div>
          ))}
        </Group>
        {hidden > 0 && (
          <Anchor component="button" type="button" size="xs" onClick={() => setExpanded((e) => !e)}>
            {expanded ? '← collapse' : `show ${hidden} more →`}
          </Anchor>
        )}
        <ConceptLookup
          label={`Add a concept to ${label}`}
          onPick={(concept) => dispatch({ type: 'moveConcept', concept, to: index })}
        />
      </Stack>
    </Paper>
  );
}
