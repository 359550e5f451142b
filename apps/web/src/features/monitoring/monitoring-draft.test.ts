import { describe, expect, it } from 'vitest';
import { monitoringEditRequestSchema, monitoringQueryRequestSchema } from '@sciscope/contracts';
import { draftReducer, duplicateDraft, editRequest, newDraft, queryRequest, sameDraft } from './monitoring-draft';
import { monitoringRights } from './monitoring-access';

const graphs = { conceptId: 12, name: 'graph theory' };
const robots = { conceptId: 34, name: 'robotics' };

describe('the monitoring draft', () => {
  it("starts with one topic 'Topic 0', holding the concept of /monitoring?conceptId=&conceptName=", () => {
    const draft = newDraft(graphs);
    expect(draft.topics).toEqual([
      {
        title: 'Topic 0',
        color: '#1c7ed6',
        concepts: [{ ...graphs, selected: true }],
        disabled: false,
        required: false,
      },
    ]);
    expect(draft).toMatchObject({ date: 'month', useTree: false, tree: { topicId: 0 } });
  });

  it('appends a new topic to the flat OR tree and re-indexes the tree when a topic goes', () => {
    let draft = draftReducer(newDraft(graphs), { type: 'addTopic' });
    draft = draftReducer(draft, { type: 'addTopic' });
    expect(draft.topics.map((t) => t.title)).toEqual(['Topic 0', 'Topic 1', 'Topic 2']);
    expect(draft.tree).toEqual({ condition: 'OR', children: [{ topicId: 0 }, { topicId: 1 }, { topicId: 2 }] });
    draft = draftReducer(draft, { type: 'setFlag', index: 1, flag: 'disabled', on: true });
    draft = draftReducer(draft, { type: 'deleteTopic', index: 1 });
    expect(draft.topics.map((t) => t.title)).toEqual(['Topic 0', 'Topic 2']);
    expect(draft.tree).toEqual({ condition: 'OR', children: [{ topicId: 0 }, { topicId: 1 }] });
  });

  it('moves a concept between topics without duplicates, and to No topic', () => {
    let draft = draftReducer(newDraft(graphs), { type: 'addTopic' });
    draft = draftReducer(draft, { type: 'moveConcept', concept: robots, to: 1 });
    draft = draftReducer(draft, { type: 'moveConcept', concept: graphs, to: 1 });
    expect(draft.topics.map((t) => t.concepts.map((c) => c.conceptId))).toEqual([[], [34, 12]]);
    draft = draftReducer(draft, { type: 'moveConcept', concept: graphs, to: null });
    expect(draft.topics.map((t) => t.concepts.map((c) => c.conceptId))).toEqual([[], [34]]);
  });

  it('duplicates a topic with " copy", and a monitoring with its topics and tree', () => {
    const draft = draftReducer({ ...newDraft(graphs), title: 'Graphs' }, { type: 'duplicateTopic', index: 0 });
    expect(draft.topics.map((t) => t.title)).toEqual(['Topic 0', 'Topic 0 copy']);
    const copy = duplicateDraft(draft);
    expect(copy.title).toBe('Graphs copy');
    expect(copy.topics).toEqual(draft.topics);
    expect(copy.tree).toEqual(draft.tree);
  });

  it('builds requests the contracts accept: unticked concepts and flags kept, the tree in normal form', () => {
    let draft = draftReducer(newDraft(graphs), { type: 'moveConcept', concept: robots, to: 0 });
    draft = draftReducer(draft, { type: 'toggleConcept', index: 0, conceptId: robots.conceptId });
    draft = draftReducer(draft, { type: 'setFlag', index: 0, flag: 'required', on: true });
    draft = draftReducer(draft, { type: 'setTree', tree: { condition: 'AND', children: [{ topicId: 0 }] } });
    const edit = editRequest(draft, { title: 'Mine', organizationId: null });
    expect(monitoringEditRequestSchema.parse(edit)).toMatchObject({
      topics: [{ conceptIds: [12, 34], unselectedConceptIds: [34], required: true, disabled: false }],
      tree: { topicId: 0 },
    });
    expect(monitoringQueryRequestSchema.safeParse(queryRequest(draft, 7)).success).toBe(true);
    expect(sameDraft(draft, { ...draft, tree: { topicId: 0 } })).toBe(true);
    expect(sameDraft(draft, draftReducer(draft, { type: 'setDate', date: 'all' }))).toBe(false);
  });
});

describe('monitoring rights', () => {
  const user = (quota: [string, { canBePrivate: boolean; organizations_ids: number[] }] | null) => ({
    id: 1,
    email: 'a@example.org',
    is_authenticated: true,
    is_expired: false,
    is_superuser: false,
    author_id: null,
    linked_author: null,
    organizations: [
      { id: 1, name: 'Lab A' },
      { id: 2, name: 'Lab B' },
    ],
    active_quotas: quota ? [quota] : [],
    has_labels_access: false,
    has_editable_labels_access: false,
    can_manage_collections: false,
    orgadmin_organizations_ids: [],
    orgdev_organizations_ids: [],
    show_changelog_link: false,
    email_confirmed: true,
  });

  it('offers the quota’s organizations among the user’s, or all of them when it names none', () => {
    expect(monitoringRights(user(null))).toEqual({ canSave: false, canBePrivate: false, organizations: [] });
    expect(monitoringRights(user(['monitoring', { canBePrivate: true, organizations_ids: [] }]))).toMatchObject({
      canSave: true,
      canBePrivate: true,
      organizations: [
        { id: 1, name: 'Lab A' },
        { id: 2, name: 'Lab B' },
      ],
    });
    expect(
      monitoringRights(user(['monitoring', { canBePrivate: false, organizations_ids: [2, 9] }])).organizations,
    ).toEqual([{ id: 2, name: 'Lab B' }]);
  });
});
