import { ActionIcon, Box, ColorSwatch, Group, Menu, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  isMonitoringNode,
  normalizeTree,
  type MonitoringCondition,
  type MonitoringNode,
  type MonitoringTreeItem,
  type MonitoringUnary,
} from '@sciscope/engine/monitoring';
import type { DraftTopic } from '../monitoring-draft';

/** Where an item sits in the tree: child indexes from the root. */
type Path = number[];

const UNARY_OPTIONS = [
  { value: '', label: '—' },
  { value: 'NOT', label: 'NOT' },
  { value: 'BOOST', label: 'BOOST' },
  { value: 'NEGATE', label: 'NEGATE' },
];

function update(
  tree: MonitoringTreeItem,
  path: Path,
  change: (item: MonitoringTreeItem) => MonitoringTreeItem | null,
): MonitoringTreeItem | null {
  if (path.length === 0) return change(tree);
  if (!isMonitoringNode(tree)) return tree;
  const [head, ...rest] = path;
  const children = tree.children
    .map((child, i) => (i === head ? update(child, rest, change) : child))
    .filter((child): child is MonitoringTreeItem => child !== null);
  return { ...tree, children };
}

/**
 * The tree drawn back as nested groups (spec 01 section 3), and edited there too: the operator
 * of each group, the unary of each topic or group, adding a topic or a group, removing one.
 */
export function TreeView({
  tree,
  topics,
  onChange,
}: {
  tree: MonitoringTreeItem | null;
  topics: readonly DraftTopic[];
  onChange: (tree: MonitoringTreeItem | null) => void;
}) {
  const root: MonitoringNode =
    tree && isMonitoringNode(tree) ? tree : { condition: 'OR', children: tree ? [tree] : [] };
  const set = (path: Path, change: (item: MonitoringTreeItem) => MonitoringTreeItem | null) => {
    const next = update(root, path, change);
    // A group may keep one child while it is being built; the saved form collapses it.
    onChange(next && isMonitoringNode(next) && next.children.length === 0 ? null : next);
  };

  const topicOptions = topics.map((t, i) => ({ value: String(i), label: t.title || `Topic ${i}` }));

  const renderItem = (item: MonitoringTreeItem, path: Path, depth: number) => {
    const unary = (
      <Select
        size="xs"
        w={96}
        aria-label="Unary operator"
        data={UNARY_OPTIONS}
        value={item.unary ?? ''}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => set(path, (it) => ({ ...it, unary: value ? (value as MonitoringUnary) : undefined }))}
      />
    );
    const remove = (
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label="Remove from the tree"
        onClick={() => set(path, () => null)}
      >
        ×
      </ActionIcon>
    );
    if (!isMonitoringNode(item)) {
      const topic = topics[item.topicId];
      return (
        <Group gap={6} wrap="nowrap" key={path.join('.')}>
          {path.length > 0 && unary}
          <ColorSwatch color={topic?.color ?? '#adb5bd'} size={12} aria-hidden />
          <Text size="sm">{topic ? topic.title || `Topic ${item.topicId}` : `Missing topic ${item.topicId}`}</Text>
          {path.length > 0 && remove}
        </Group>
      );
    }
    return (
      <Box
        key={path.join('.') || 'root'}
        pl={depth === 0 ? 0 : 'sm'}
        style={depth === 0 ? undefined : { borderLeft: '2px solid var(--mantine-color-gray-3)' }}
      >
        <Stack gap={6}>
          <Group gap={6}>
            {path.length > 0 && unary}
            <SegmentedControl
              size="xs"
              aria-label="Group operator"
              data={['AND', 'OR']}
              value={item.condition}
              onChange={(value) => set(path, (it) => ({ ...it, condition: value as MonitoringCondition }))}
            />
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <ActionIcon size="sm" variant="light" aria-label="Add to this group">
                  +
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Add a topic</Menu.Label>
                {topicOptions.map((option) => (
                  <Menu.Item
                    key={option.value}
                    onClick={() =>
                      set(path, (it) =>
                        isMonitoringNode(it)
                          ? { ...it, children: [...it.children, { topicId: Number(option.value) }] }
                          : it,
                      )
                    }
                  >
                    {option.label}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item
                  onClick={() =>
                    set(path, (it) =>
                      isMonitoringNode(it)
                        ? {
                            ...it,
                            children: [
                              ...it.children,
                              { condition: it.condition === 'AND' ? 'OR' : 'AND', children: [] },
                            ],
                          }
                        : it,
                    )
                  }
                >
                  A group
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            {path.length > 0 && remove}
          </Group>
          <Stack gap={6} pl="xs">
            {item.children.map((child, i) => renderItem(child, [...path, i], depth + 1))}
          </Stack>
        </Stack>
      </Box>
    );
  };

  return (
    <Box aria-label="Query tree" role="group">
      {renderItem(root, [], 0)}
      {tree !== null && JSON.stringify(normalizeTree(tree)) !== JSON.stringify(tree) && (
        <Text size="xs" c="dimmed" mt={4}>
          Groups with a single entry count as that entry.
        </Text>
      )}
    </Box>
  );
}
