import { describe, expect, it } from 'vitest';
import { newDraft, newTopic, type DraftTopic } from '../monitoring-draft';
import { renderStatic } from '../../../testing/render-static';
import { TopicCard } from './topic-card';

/** Two topics, 'Topic 0' and 'Topic 1', each rendered as its card. */
function renderTopics() {
  const topics: DraftTopic[] = newDraft().topics;
  topics.push(newTopic(topics));
  return topics.map((_, index) => renderStatic(<TopicCard index={index} topics={topics} dispatch={() => {}} />));
}

/** The accessible names (aria-label) of the switches of rendered HTML, in order. */
function switchNames(html: string): string[] {
  return [...html.matchAll(/<input[^>]*role="switch"[^>]*>/g)].map(
    ([tag]) => /aria-label="([^"]*)"/.exec(tag)?.[1] ?? '(unnamed)',
  );
}

describe("a monitoring topic's switches", () => {
  it('are named after their topic, as its title input is, the visible label kept (walk: "Required" for every topic)', () => {
    const [first, second] = renderTopics();
    expect(switchNames(first!)).toEqual(['Required: topic 0', 'Disabled: topic 0']);
    expect(switchNames(second!)).toEqual(['Required: topic 1', 'Disabled: topic 1']);
    expect(second).toContain('aria-label="Title of topic 1"');
    expect(second).toMatch(/mantine-Switch-label"[^>]*>Required</);
    expect(second).toMatch(/mantine-Switch-label"[^>]*>Disabled</);
  });
});
