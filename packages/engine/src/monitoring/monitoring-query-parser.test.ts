import { describe, expect, it } from 'vitest';
import { formatMonitoringTree } from './monitoring-query-format';
import { parseMonitoringQuery } from './monitoring-query-parser';
import type { MonitoringTreeItem } from './monitoring.types';

const TITLES = ['Graphs', 'Deep learning', 'Robots', 'AND', 'Topic 0'];

const messagesOf = (text: string, titles: readonly string[] = TITLES) => {
  const parsed = parseMonitoringQuery(text, titles);
  return parsed.ok ? [] : parsed.errors.map((e) => e.message);
};

const treeOf = (text: string) => {
  const parsed = parseMonitoringQuery(text, TITLES);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join(' '));
  return parsed.tree;
};

describe('the advanced monitoring query: the messages of spec 01 section 5', () => {
  it.each([['(Graphs AND Robots'], ['Graphs AND Robots)'], ['((Graphs)'], [')Graphs(']])(
    "answers 'One or more parentheses are missing.' for %s",
    (text) => {
      expect(messagesOf(text)).toEqual(['One or more parentheses are missing.']);
    },
  );

  it("answers 'Closing quotation mark is missing.' for a quote never closed, before anything else", () => {
    expect(messagesOf('Graphs AND "Deep learning')).toEqual(['Closing quotation mark is missing.']);
    expect(messagesOf('(Graphs AND "Deep learning')).toEqual(['Closing quotation mark is missing.']);
  });

  it.each([['Graphs AND'], ['AND Graphs'], ['Graphs OR'], ['(Graphs OR) AND Robots'], ['(AND Graphs)']])(
    "answers 'AND/OR should have two operands.' for %s",
    (text) => {
      expect(messagesOf(text)).toEqual(['AND/OR should have two operands.']);
    },
  );

  it.each([['Graphs AND OR Robots'], ['Graphs OR AND Robots'], ['Graphs AND AND Robots'], ['Graphs OR OR Robots']])(
    "answers 'AND and OR should not go immediately one after another.' for %s",
    (text) => {
      expect(messagesOf(text)).toEqual(['AND and OR should not go immediately one after another.']);
    },
  );

  it('answers "Topic \'{name}\' not found." once for each unknown topic, as written', () => {
    expect(messagesOf('Graphs AND Chemistry OR chemistry OR "Plate tectonics"')).toEqual([
      "Topic 'Chemistry' not found.",
      "Topic 'Plate tectonics' not found.",
    ]);
  });

  it.each([['NOT Graphs'], ['BOOST Graphs'], ['NEGATE Graphs'], ['NOT (Graphs OR Robots)'], ['(NOT Graphs)']])(
    'refuses a unary at the root: %s',
    (text) => {
      expect(messagesOf(text)).toEqual([
        'Having unary (NOT, BOOST, NEGATE) at query root is incorrect and is likely to lead to unexpected results.',
      ]);
    },
  );

  it('reports a structural problem and the unknown topics together', () => {
    expect(messagesOf('Graphs AND OR Nowhere')).toEqual([
      'AND and OR should not go immediately one after another.',
      "Topic 'Nowhere' not found.",
    ]);
  });
});

describe('the advanced monitoring query: cases the spec does not name', () => {
  it('asks for quotes when bare words name a topic with spaces', () => {
    expect(messagesOf('Deep learning AND Graphs')).toEqual([
      'Topic names with spaces need double quotes: "Deep learning".',
    ]);
    expect(messagesOf('Topic 0 OR Graphs')).toEqual(['Topic names with spaces need double quotes: "Topic 0".']);
  });

  it('asks for an operator between two topics', () => {
    expect(messagesOf('Graphs Robots')).toEqual(['AND or OR is missing between two topics.']);
    expect(messagesOf('Graphs (Robots)')).toEqual(['AND or OR is missing between two topics.']);
  });

  it('refuses a unary with nothing after it, two unaries, and empty parentheses', () => {
    expect(messagesOf('Graphs AND NOT')).toEqual([
      'NOT, BOOST and NEGATE should be followed by a topic or a group in parentheses.',
    ]);
    expect(messagesOf('Graphs AND NOT BOOST Robots')).toEqual([
      'NOT, BOOST and NEGATE cannot be combined on one topic or group.',
    ]);
    expect(messagesOf('Graphs AND NOT (BOOST Robots)')).toEqual([
      'NOT, BOOST and NEGATE cannot be combined on one topic or group.',
    ]);
    expect(messagesOf('Graphs AND ()')).toEqual(['Parentheses should contain a topic.']);
  });

  it('takes an empty text as an empty tree, and operators in capitals only', () => {
    expect(parseMonitoringQuery('   ', TITLES)).toEqual({ ok: true, tree: null });
    expect(messagesOf('Graphs and Robots', ['Graphs', 'Robots'])).toEqual([
      'AND or OR is missing between two topics.',
      "Topic 'and' not found.",
    ]);
  });
});

describe('parsing the advanced monitoring query into a tree', () => {
  it('binds AND tighter than OR and makes one node of a chain', () => {
    expect(treeOf('Graphs OR Robots AND "Deep learning" OR "AND"')).toEqual({
      condition: 'OR',
      children: [{ topicId: 0 }, { condition: 'AND', children: [{ topicId: 2 }, { topicId: 1 }] }, { topicId: 3 }],
    });
  });

  it('finds topics case-insensitively and keeps unaries on leaves and groups', () => {
    expect(treeOf('graphs AND BOOST robots AND NOT ("deep LEARNING" OR NEGATE "topic 0")')).toEqual({
      condition: 'AND',
      children: [
        { topicId: 0 },
        { topicId: 2, unary: 'BOOST' },
        {
          condition: 'OR',
          unary: 'NOT',
          children: [{ topicId: 1 }, { topicId: 4, unary: 'NEGATE' }],
        },
      ],
    });
  });

  it('gives back the same tree from its printed form, and prints the same text again', () => {
    const trees: MonitoringTreeItem[] = [
      { topicId: 1 },
      { condition: 'OR', children: [{ topicId: 0 }, { topicId: 1 }, { topicId: 2 }] },
      {
        condition: 'AND',
        children: [
          { condition: 'OR', children: [{ topicId: 0 }, { topicId: 4, unary: 'BOOST' }] },
          { topicId: 1, unary: 'NEGATE' },
          { condition: 'OR', unary: 'NOT', children: [{ topicId: 2 }, { topicId: 3 }] },
        ],
      },
      { condition: 'OR', children: [{ condition: 'OR', children: [{ topicId: 0 }, { topicId: 1 }] }, { topicId: 2 }] },
    ];
    for (const tree of trees) {
      const text = formatMonitoringTree(tree, TITLES);
      expect(treeOf(text), text).toEqual(tree);
      expect(formatMonitoringTree(treeOf(text), TITLES)).toBe(text);
    }
  });

  it('quotes names with spaces and names that read as operators', () => {
    const tree: MonitoringTreeItem = {
      condition: 'AND',
      children: [{ topicId: 1 }, { topicId: 3, unary: 'NOT' }, { topicId: 0 }],
    };
    expect(formatMonitoringTree(tree, TITLES)).toBe('"Deep learning" AND NOT "AND" AND Graphs');
  });
});
