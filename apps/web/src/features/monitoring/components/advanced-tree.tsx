import { Anchor, Group, List, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import { formatMonitoringTree, parseMonitoringQuery, type MonitoringTreeItem } from '@sciscope/engine/monitoring';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DraftTopic } from '../monitoring-draft';
import { TreeView } from './tree-view';

/** Messages of the text form for `text` against the topics' titles (spec 01 section 5). */
export function treeTextErrors(text: string, topics: readonly DraftTopic[]): string[] {
  const parsed = parseMonitoringQuery(
    text,
    topics.map((t) => t.title),
  );
  return parsed.ok ? [] : parsed.errors.map((e) => e.message);
}

/**
 * The advanced tree: a switch, the text form (`"Topic 0" AND (Robots OR NOT Vision)`) with its
 * messages as the user types, and the tree drawn back; either can be edited. A text that does
 * not parse keeps the last good tree and reports `invalid` (the results wait for a valid one).
 */
export function AdvancedTree({
  useTree,
  tree,
  topics,
  onUseTree,
  onTree,
  onValidity,
}: {
  useTree: boolean;
  tree: MonitoringTreeItem | null;
  topics: readonly DraftTopic[];
  onUseTree: (on: boolean) => void;
  onTree: (tree: MonitoringTreeItem | null) => void;
  onValidity: (valid: boolean) => void;
}) {
  const titles = topics.map((t) => t.title);
  const formatted = formatMonitoringTree(tree, titles);
  const [text, setText] = useState(formatted);
  // The text the current tree came from, and the tree's printed form then.
  const synced = useRef({ text: formatted, formatted });
  // The tree changed elsewhere (topics renamed, added, deleted; the tree view): the text follows,
  // unless the user is in the middle of editing something the tree did not come from.
  useEffect(() => {
    if (formatted === synced.current.formatted) return;
    const previous = synced.current.text;
    synced.current = { text: formatted, formatted };
    setText((current) => (current === previous ? formatted : current));
  }, [formatted]);

  const errors = useTree ? treeTextErrors(text, topics) : [];
  useEffect(() => onValidity(errors.length === 0), [errors.length, onValidity]);

  const onText = (next: string) => {
    setText(next);
    const parsed = parseMonitoringQuery(next, titles);
    if (parsed.ok) {
      synced.current = { text: next, formatted: formatMonitoringTree(parsed.tree, titles) };
      onTree(parsed.tree);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Advanced tree">
      <Stack gap="xs">
        <Group justify="space-between">
          <Switch
            label="Advanced tree query"
            checked={useTree}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              if (on) {
                setText(formatted);
                synced.current = { text: formatted, formatted };
              }
              onUseTree(on);
            }}
          />
          <Anchor component={Link} to="/monitoring/help" size="xs">
            How topics, AND/OR, NOT, BOOST and NEGATE work
          </Anchor>
        </Group>
        {!useTree && (
          <Text size="xs" c="dimmed">
            Without the advanced tree an article matches when it holds a concept of any enabled topic (all topics joined
            by OR); required topics must match.
          </Text>
        )}
        {useTree && (
          <>
            <Textarea
              label="Query"
              description='Topics by title (in "double quotes" when they contain spaces), AND, OR, parentheses, and NOT, BOOST or NEGATE before a topic or a group.'
              autosize
              minRows={2}
              value={text}
              error={errors.length > 0}
              onChange={(event) => onText(event.currentTarget.value)}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            {errors.length > 0 && (
              <List size="sm" c="red" role="alert" aria-label="Query problems">
                {errors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
            <TreeView tree={tree} topics={topics} onChange={onTree} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
