import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGES,
  epochDayOf,
  monitoringDateWindow,
  parseMonitoringDate,
  rangeErrors,
} from './monitoring-dates';
import {
  addTopic,
  canDeleteTopic,
  canDisableTopic,
  copyTitle,
  defaultTopicTitle,
  deleteTopic,
  moveConceptToTopic,
  resetTopicFlags,
  setTopicFlag,
  topicTitleError,
} from './monitoring-topics';
import { appendTopicToTree, flatOrTree, isFlatOrTree, removeTopicFromTree } from './monitoring-tree';
import type { MonitoringTreeItem } from './monitoring.types';

interface Topic {
  title: string;
  concepts: Array<{ conceptId: number; name: string }>;
  disabled: boolean;
  required: boolean;
}

const topic = (title: string, conceptIds: number[] = [], flags: Partial<Topic> = {}): Topic => ({
  title,
  concepts: conceptIds.map((conceptId) => ({ conceptId, name: `c${conceptId}` })),
  disabled: false,
  required: false,
  ...flags,
});

describe('topic titles', () => {
  it("default to 'Topic N', the first 'Topic 0', skipping titles taken", () => {
    expect(defaultTopicTitle([])).toBe('Topic 0');
    expect(defaultTopicTitle(['Topic 0'])).toBe('Topic 1');
    expect(defaultTopicTitle(['Graphs', 'topic 2'])).toBe('Topic 3');
  });

  it('refuse a double quote and a title another topic has, case-insensitively (spec 01 section 5)', () => {
    const titles = ['Graphs', 'Robots'];
    expect(topicTitleError('Say "hi"', titles, 2)).toBe('(") in topic name is prohibited.');
    expect(topicTitleError(' graphs ', titles, 1)).toBe('Topic "graphs" already exists.');
    expect(topicTitleError('Graphs', titles, 0)).toBeNull();
    expect(topicTitleError('  ', titles, 2)).toBe('Topic title is required.');
  });

  it("get ' copy' appended for a copy, again while taken", () => {
    expect(copyTitle('Graphs', ['Graphs'])).toBe('Graphs copy');
    expect(copyTitle('Graphs', ['Graphs', 'graphs COPY'])).toBe('Graphs copy copy');
  });
});

describe('topic flags and deletion (spec 01 section 4)', () => {
  it('never holds disabled and required at once; reset clears both', () => {
    const required = setTopicFlag(topic('A', [1]), 'required', true);
    expect(required).toMatchObject({ required: true, disabled: false });
    const disabled = setTopicFlag(required, 'disabled', true);
    expect(disabled).toMatchObject({ required: false, disabled: true });
    expect(setTopicFlag(required, 'required', false)).toMatchObject({ required: false, disabled: false });
    expect(resetTopicFlags({ ...disabled, required: true })).toMatchObject({ required: false, disabled: false });
  });

  it('disables a topic only while another enabled, non-empty topic exists', () => {
    expect(canDisableTopic([topic('A', [1]), topic('B')], 0)).toBe(false);
    expect(canDisableTopic([topic('A', [1]), topic('B', [2], { disabled: true })], 0)).toBe(false);
    expect(canDisableTopic([topic('A', [1]), topic('B', [2])], 0)).toBe(true);
    expect(canDisableTopic([topic('A', [1]), topic('B')], 1)).toBe(true);
  });

  it('deletes only disabled topics, and the last one only when an empty monitoring is allowed', () => {
    const topics = [topic('A', [1]), topic('B', [], { disabled: true })];
    expect(canDeleteTopic(topics, 0)).toBe(false);
    expect(canDeleteTopic(topics, 1)).toBe(true);
    expect(canDeleteTopic([topic('B', [], { disabled: true })], 0)).toBe(false);
    expect(canDeleteTopic([topic('B', [], { disabled: true })], 0, { allowEmpty: true })).toBe(true);
  });
});

describe('the tree as topics come and go', () => {
  it('appends a new topic to a flat OR tree and leaves a tree of the user alone', () => {
    expect(appendTopicToTree(null, 0)).toEqual({ topicId: 0 });
    expect(appendTopicToTree({ topicId: 0 }, 1)).toEqual(flatOrTree(2));
    expect(appendTopicToTree(flatOrTree(2), 2)).toEqual(flatOrTree(3));
    const own: MonitoringTreeItem = { condition: 'AND', children: [{ topicId: 0 }, { topicId: 1 }] };
    expect(isFlatOrTree(own)).toBe(false);
    expect(appendTopicToTree(own, 2)).toBe(own);
    const { topics, tree } = addTopic([topic('A', [1])], { topicId: 0 }, topic('B'));
    expect(topics.map((t) => t.title)).toEqual(['A', 'B']);
    expect(tree).toEqual(flatOrTree(2));
  });

  it('re-indexes the leaves after a deleted topic and collapses what is left', () => {
    const tree: MonitoringTreeItem = {
      condition: 'AND',
      children: [
        { topicId: 0 },
        { condition: 'OR', unary: 'NOT', children: [{ topicId: 1 }, { topicId: 3 }] },
        { topicId: 2, unary: 'BOOST' },
      ],
    };
    expect(removeTopicFromTree(tree, 1)).toEqual({
      condition: 'AND',
      children: [{ topicId: 0 }, { topicId: 2, unary: 'NOT' }, { topicId: 1, unary: 'BOOST' }],
    });
    const topics = [topic('A'), topic('B'), topic('C'), topic('D')];
    expect(deleteTopic(topics, tree, 3).topics.map((t) => t.title)).toEqual(['A', 'B', 'C']);
  });
});

describe('moving concepts between topics', () => {
  it('keeps a concept in one topic only, never twice in the target, and removes it for No topic', () => {
    const topics = [topic('A', [1, 2]), topic('B', [3])];
    const moved = moveConceptToTopic(topics, { conceptId: 2, name: 'c2' }, 1);
    expect(moved.map((t) => t.concepts.map((c) => c.conceptId))).toEqual([[1], [3, 2]]);
    const again = moveConceptToTopic(moved, { conceptId: 2, name: 'c2' }, 1);
    expect(again.map((t) => t.concepts.map((c) => c.conceptId))).toEqual([[1], [3, 2]]);
    const gone = moveConceptToTopic(again, { conceptId: 2, name: 'c2' }, null);
    expect(gone.map((t) => t.concepts.map((c) => c.conceptId))).toEqual([[1], [3]]);
    const added = moveConceptToTopic(gone, { conceptId: 9, name: 'new' }, 0);
    expect(added[0]!.concepts).toEqual([
      { conceptId: 1, name: 'c1' },
      { conceptId: 9, name: 'new' },
    ]);
  });
});

describe('dates', () => {
  it('checks both range fields: the YYYY/MM/DD mask, digits, month 1-12, day 1-31, then their order', () => {
    expect(rangeErrors('2024/01/01', '2024/12/31')).toEqual({ start: null, end: null });
    expect(rangeErrors('2024/13/01', '2024/12/32')).toEqual({
      start: DATE_RANGE_MESSAGES.month,
      end: DATE_RANGE_MESSAGES.day,
    });
    expect(rangeErrors('2024/1a/01', '2024-12-31')).toEqual({
      start: DATE_RANGE_MESSAGES.numeric,
      end: DATE_RANGE_MESSAGES.mask,
    });
    expect(rangeErrors('2024/00/01', '2024/01/00')).toEqual({
      start: DATE_RANGE_MESSAGES.month,
      end: DATE_RANGE_MESSAGES.day,
    });
    expect(rangeErrors('2025/01/01', '2024/12/31')).toEqual({ start: null, end: DATE_RANGE_MESSAGES.order });
  });

  it('reads presets and ranges, and refuses anything else', () => {
    expect(parseMonitoringDate('month')).toEqual({ kind: 'preset', preset: 'month' });
    expect(parseMonitoringDate('2024/02/01-2024/02/31')).toEqual({
      kind: 'range',
      start: { year: 2024, month: 2, day: 1 },
      end: { year: 2024, month: 2, day: 31 },
    });
    expect(parseMonitoringDate('2024/02/01-2024/13/01')).toBeNull();
    expect(parseMonitoringDate('fortnight')).toBeNull();
  });

  it('windows what is new by import time and the rest by publication', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(monitoringDateWindow({ kind: 'preset', preset: 'day' }, now)).toEqual({
      basis: 'imported',
      fromSecond: seconds - 86_400,
    });
    expect(monitoringDateWindow({ kind: 'preset', preset: 'month' }, now)).toEqual({
      basis: 'imported',
      fromSecond: Date.parse('2026-03-03T12:00:00Z') / 1000,
    });
    expect(monitoringDateWindow({ kind: 'preset', preset: '5years' }, now)).toMatchObject({
      basis: 'published',
      fromYear: 2021,
      toYear: 2026,
    });
    expect(monitoringDateWindow(parseMonitoringDate('2020/02/10-2021/02/30')!, now)).toEqual({
      basis: 'published',
      fromDay: epochDayOf({ year: 2020, month: 2, day: 10 }),
      toDay: epochDayOf({ year: 2021, month: 2, day: 28 }),
      fromYear: 2020,
      toYear: 2021,
    });
  });
});
