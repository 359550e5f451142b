/**
 * The members and candidates screens (spec 03 "Members screen", "Candidates screen", "People
 * table") and what changes them: add and remove a candidate (the person's subpanel scores are
 * added to or subtracted from the subpanel totals; the person keeps their row), and people
 * added by author id (hiding candidates: panel-hidden.usecases.ts).
 */
import {
  PANEL_LIMITS,
  parsePanelSettings,
  type PanelCandidateResponse,
  type PanelCandidatesResponse,
  type PanelMemberStatus,
  type PanelPeopleQuery,
  type PanelPeopleResponse,
  type PanelSettings,
  type ScoredPanelMember,
} from '@sciscope/contracts';
import { orderBySubpanels } from '@sciscope/engine';
import { isSystemActor, type Actor } from '../../app/access';
import { commonErrors } from '../../app/errors';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import { createRefereesRepository } from '../referees/referees.repository';
import { latestPlaces } from '../referees/referees-ranking.usecases';
import { throwSettingsIssues } from '../referees/referees-prepare.usecases';
import { ensureScored } from './panel-compute.usecases';
import { PANEL_HIDDEN_KIND } from './panel-hidden.usecases';
import { choosePool, type CandidatePoolSummary } from './panel-pool';
import {
  counts,
  loadScores,
  settingLeavingOut,
  shapeRows,
  subpanelTotals,
  subpanelsWithTotals,
  type PanelScores,
} from './panel-view';
import { panelsErrors } from './panels.errors';
import type { CompositionPersonRow, PanelPersonRow, PanelRow } from './panels.repository';
import { panelComputation, requireComposition, requirePanel, userIdOf, type PanelsDeps } from './panels.usecases';

async function hiddenOf(deps: PanelsDeps, panelId: number) {
  const hidden = new Map<number, Array<{ reason: string; comment: string; hiddenAt: string }>>();
  for (const h of await createRefereesRepository({ db: deps.db }).hidden(PANEL_HIDDEN_KIND, panelId, 0)) {
    const list = hidden.get(h.authorId) ?? [];
    list.push({ reason: h.reason, comment: h.comment, hiddenAt: h.createdAt });
    hidden.set(h.authorId, list);
  }
  return hidden;
}

async function quotasOf(deps: PanelsDeps, actor: Actor): Promise<Set<string>> {
  if (isSystemActor(actor)) return new Set(['gender_info', 'authors_group']);
  const userId = userIdOf(actor);
  return new Set(userId === null ? [] : (await deps.access.listQuotas({ userId })).map((q) => q.name));
}

/** The settings in force: those the caller's quotas allow (the others reset, and said so). */
function effective(settings: PanelSettings, quotas: Set<string>) {
  const ignored: Array<{ field: string; quota: string }> = [];
  const out = { ...settings };
  if (out.gender !== '' && !quotas.has('gender_info')) {
    out.gender = '';
    ignored.push({ field: 'gender', quota: 'gender_info' });
  }
  if (!out.ignore_authors_group && !quotas.has('authors_group')) {
    out.ignore_authors_group = true;
    ignored.push({ field: 'authors_groups_ids', quota: 'authors_group' });
  }
  return { settings: out, ignored };
}

/** Sorts rows by position, or by the sum of the subpanels whose codes `sort` lists. */
function sortPeople(people: PanelPersonRow[], scores: PanelScores, sort: string): PanelPersonRow[] {
  const codes = sort === 'position' ? [] : sort.split(',').map((c) => c.trim());
  const chosen = scores.subpanels.flatMap((s, i) => (codes.includes(s.code) ? [i] : []));
  const withPosition = people.map((p) => ({
    person: p,
    position: scores.position.get(p.authorId) ?? Number.MAX_SAFE_INTEGER,
    subpanelScores: scores.subpanels.map((s) => p.subpanelScores[String(s.id)] ?? 0),
  }));
  if (chosen.length === 0) return withPosition.sort((a, b) => a.position - b.position).map((r) => r.person);
  return orderBySubpanels(withPosition, chosen).map((i) => withPosition[i]!.person);
}

interface Listing {
  panel: PanelRow;
  composition: { id: number; name: string; isBase: boolean };
  people: CompositionPersonRow[];
  scores: PanelScores | null;
  settings: PanelSettings;
  ignored: Array<{ field: string; quota: string }>;
  quotas: Set<string>;
  groupMembers: Map<number, Set<number>>;
  /** Per group id, its name and the short label shown next to highlighted people. */
  groupNames: Map<number, { display_name: string; label: string }>;
  hidden: Map<number, Array<{ reason: string; comment: string; hiddenAt: string }>>;
}

async function prepareListing(
  deps: PanelsDeps,
  actor: Actor,
  panelId: number,
  compositionId: number,
  query: Record<string, unknown>,
): Promise<Listing> {
  const { panel, composition } = await requireComposition({
    deps,
    actor,
    panelId,
    compositionId,
    permission: 'panels.read',
  });
  const parsed = parsePanelSettings(query);
  if (!parsed.ok) throwSettingsIssues(parsed.issues);
  const quotas = await quotasOf(deps, actor);
  const { settings, ignored } = effective(parsed.settings, quotas);
  const [people, scores, hidden] = await Promise.all([
    deps.panels.people(composition.id),
    loadScores(deps.panels, panel),
    hiddenOf(deps, panel.id),
  ]);
  const groups =
    deps.authorsGroups && quotas.has('authors_group')
      ? await deps.authorsGroups.listForFilters({ db: deps.db, actor })
      : [];
  const groupMembers =
    !settings.ignore_authors_group && deps.authorsGroups && settings.authors_groups_ids.length > 0
      ? await deps.authorsGroups.memberAuthorIds({ db: deps.db, actor, groupIds: settings.authors_groups_ids })
      : new Map<number, Set<number>>();
  return {
    panel,
    composition,
    people,
    scores,
    settings,
    ignored,
    quotas,
    groupMembers,
    groupNames: new Map(groups.map((g) => [g.id, { display_name: g.display_name, label: g.label }])),
    hidden,
  };
}

function groupsOf(listing: Listing) {
  return (authorId: number) =>
    [...listing.groupMembers.entries()]
      .filter(([, members]) => members.has(authorId))
      .map(([id]) => ({
        id,
        display_name: listing.groupNames.get(id)?.display_name ?? '',
        label: listing.groupNames.get(id)?.label ?? '',
      }));
}

/**
 * The candidates in order: the scored people who are not members of the composition, not hidden
 * and pass the settings. Of the computation's pool, those are the first `limit` of everyone found
 * who pass (panel-pool.ts: the settings apply before the cut), scored here when a filtered list
 * first reaches them; everyone else scored for the panel (people of other compositions, people
 * added by id, the composition's added candidates) is a candidate when they pass.
 */
async function candidateList(
  deps: PanelsDeps,
  listing: Listing,
  sort: string,
): Promise<{ list: PanelPersonRow[]; pool: CandidatePoolSummary | null }> {
  const { settings } = listing;
  let scores = listing.scores;
  if (!scores) return { list: [], pool: null };
  const corpus = await deps.holders.corpus.get();
  const statusOf = new Map(listing.people.map((p) => [p.authorId, p.status]));
  const limitToGroups = !settings.ignore_authors_group && settings.authors_group_effect === 'limit_to';
  const inGroups = limitToGroups ? (id: number) => [...listing.groupMembers.values()].some((m) => m.has(id)) : null;
  const leftOutBy = (id: number) => settingLeavingOut(corpus, id, settings, inGroups);
  const eligible = (id: number) => statusOf.get(id) !== '' && !listing.hidden.has(id);
  const stored = scores.pool;
  // A computation stored before the whole order was kept: its pool is what it scored, uncut.
  const order = stored ? stored.authorIds : scores.people.filter((p) => p.source === 'pool').map((p) => p.authorId);
  const { pool, summary } = choosePool({
    order,
    limit: stored ? stored.limit : order.length,
    eligible,
    leftOutBy,
    complete: stored !== null,
  });
  const missing = pool.filter((id) => !scores!.byAuthor.has(id));
  if (missing.length > 0) {
    await ensureScored({ deps, panelId: listing.panel.id, authorIds: missing, source: 'pool' });
    scores = (await loadScores(deps.panels, listing.panel)) ?? scores;
    listing.scores = scores;
  }
  const inPool = new Set(pool);
  const list = scores.people.filter((p) => {
    if (!eligible(p.authorId)) return false;
    if (inPool.has(p.authorId)) return true;
    // Scored for another list's settings: not this list's, unless added to the composition.
    if (p.source === 'pool' && !statusOf.has(p.authorId)) return false;
    return leftOutBy(p.authorId) === null;
  });
  return { list: sortPeople(list, scores, sort), pool: summary };
}

async function rows(
  deps: PanelsDeps,
  listing: Listing,
  people: readonly PanelPersonRow[],
): Promise<ScoredPanelMember[]> {
  const statusOf = new Map(listing.people.map((p) => [p.authorId, p.status]));
  return shapeRows({
    db: deps.db,
    corpus: await deps.holders.corpus.get(),
    scores: listing.scores!,
    people,
    statusOf: (id) => (statusOf.has(id) ? statusOf.get(id)! : null),
    hidden: listing.hidden,
    groupsOf: groupsOf(listing),
    seesGender: listing.quotas.has('gender_info'),
  });
}

/**
 * The members and candidates loading call (spec 03 section 7), path
 * `GET /api/panel/{panelId}/composition/{compId}/people?list=members|candidates`: the first page
 * of the composition's people (members, added candidates, leaving members) or of the candidates,
 * with everything the screens show around the table.
 */
export async function listPanelPeople({
  deps,
  actor,
  panelId,
  compositionId,
  list,
  query,
  params,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number;
  list: 'members' | 'candidates';
  query: Record<string, unknown>;
  params: PanelPeopleQuery;
}): Promise<PanelPeopleResponse> {
  const listing = await prepareListing(deps, actor, panelId, compositionId, query);
  // First: a filtered list may score people the computation did not, which moves positions.
  const { list: candidates, pool } = await candidateList(deps, listing, params.sort);
  const { panel, composition, scores } = listing;
  const computation = await panelComputation(deps, panel);
  const documents = await deps.panels.documents(panel.id);
  let page: PanelPersonRow[] = [];
  let total = 0;
  if (scores) {
    if (list === 'members') {
      const members = listing.people.flatMap((p) => {
        const scored = scores.byAuthor.get(p.authorId);
        return scored ? [scored] : [];
      });
      const sorted = sortPeople(members, scores, params.sort);
      total = sorted.length;
      page = sorted.slice(params.offset, params.offset + PANEL_LIMITS.pageSize);
    } else {
      total = candidates.length;
      page = candidates.slice(params.offset, params.offset + PANEL_LIMITS.pageSize);
    }
  }
  const corpus = scores ? await deps.holders.corpus.get() : null;
  const countryCounts = new Map<string, number>();
  if (corpus)
    for (const p of scores!.people)
      for (const code of latestPlaces(corpus, p.authorId).countries)
        countryCounts.set(code, (countryCounts.get(code) ?? 0) + 1);
  const countryNames = await createRefereesFactsRepository({ db: deps.db }).countryNames();
  const groups =
    deps.authorsGroups && listing.quotas.has('authors_group')
      ? await deps.authorsGroups.listForFilters({ db: deps.db, actor })
      : [];
  return {
    scoredPanelMembers: scores ? await rows(deps, listing, page) : [],
    panelName: panel.name,
    composition: { id: composition.id, name: composition.name },
    subpanels: await subpanelsWithTotals(
      deps.panels,
      panel.id,
      scores?.subpanels ?? (await deps.panels.subpanels(panel.id)),
      listing.people,
      scores,
    ),
    countries: [...countryCounts.entries()]
      .map(([code, count]) => ({ id: code, code, name: countryNames.get(code) ?? code, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    authorsGroups: groups,
    hasMore: params.offset + page.length < total,
    isEditable: !composition.isBase,
    noSubpanelDocs: documents.length === 0,
    cacheMiss: scores === null,
    inProgress: computation.state === 'queued' || computation.state === 'running',
    error: computation.state === 'failed',
    computation,
    settings: listing.settings,
    ignoredSettings: listing.ignored,
    totalCandidates: candidates.length,
    candidatePool: pool,
    contactEmail: deps.contactEmail,
  };
}

/** `GET /api/panel/{panelId}/composition/{compId}/candidates` (spec 03 section 7): more candidates from `offset`. */
export async function moreCandidates({
  deps,
  actor,
  panelId,
  compositionId,
  query,
  params,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number;
  query: Record<string, unknown>;
  params: PanelPeopleQuery;
}): Promise<PanelCandidatesResponse> {
  const listing = await prepareListing(deps, actor, panelId, compositionId, query);
  if (!listing.scores) return { hasMore: false, scoredPanelMembers: [] };
  const { list: candidates } = await candidateList(deps, listing, params.sort);
  const page = candidates.slice(params.offset, params.offset + PANEL_LIMITS.pageSize);
  return {
    hasMore: params.offset + page.length < candidates.length,
    scoredPanelMembers: await rows(deps, listing, page),
  };
}

/** What add-candidate and remove-candidate do to a status (spec 03 section 4). */
export function nextStatus(current: PanelMemberStatus, action: 'add' | 'remove'): PanelMemberStatus {
  if (action === 'add') return current === 'leaves' ? '' : current === null ? 'candidate' : current;
  return current === 'candidate' ? null : current === '' ? 'leaves' : current;
}

/** `POST /api/panel/add-candidate` and `/remove-candidate`. */
export async function changeCandidate({
  deps,
  actor,
  panelId,
  compositionId,
  authorId,
  action,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number;
  authorId: number;
  action: 'add' | 'remove';
}): Promise<PanelCandidateResponse> {
  const { panel, composition } = await requireComposition({
    deps,
    actor,
    panelId,
    compositionId,
    permission: 'panels.edit',
  });
  if (composition.isBase) throw panelsErrors.baseComposition();
  if (!(await deps.panels.existingAuthors([authorId])).has(authorId))
    throw commonErrors.validation({ authorId: `Unknown author id ${authorId}.` });
  const people = await deps.panels.people(composition.id);
  const current = people.find((p) => p.authorId === authorId)?.status ?? null;
  const status = nextStatus(current, action);
  if (status !== current) {
    if (action === 'add') await ensureScored({ deps, panelId: panel.id, authorIds: [authorId], source: 'custom' });
    await deps.panels.setStatus(composition.id, authorId, status);
  }
  const after = await deps.panels.people(composition.id);
  const fresh = (await deps.panels.find(panel.id))!;
  const scores = await loadScores(deps.panels, fresh);
  return {
    authorId,
    status,
    subpanels: subpanelTotals(scores?.subpanels ?? (await deps.panels.subpanels(panel.id)), after, scores),
  };
}

/**
 * `POST /api/referees/panel/{panelId}[/composition/{compId}]/custom`: people added by author
 * id, scored for the panel like everyone else (their status in the composition, the base one
 * when none is named). 409 before the panel is computed for its current documents.
 */
export async function customPanelPeople({
  deps,
  actor,
  panelId,
  compositionId,
  authorIds,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number | null;
  authorIds: number[];
}): Promise<{ referees: never[]; scoredPanelMembers: ScoredPanelMember[] }> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.read' });
  const composition =
    compositionId === null
      ? await deps.panels.baseComposition(panel.id)
      : await deps.panels.findComposition(panel.id, compositionId);
  if (!composition) throw panelsErrors.compositionNotFound();
  const known = await deps.panels.existingAuthors(authorIds);
  const unknown = authorIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw commonErrors.validation({ authorsIds: `Unknown author id ${unknown}.` });
  if (panel.computedVersion === null || panel.computedVersion !== panel.contentVersion)
    throw panelsErrors.notComputed();
  await ensureScored({ deps, panelId: panel.id, authorIds, source: 'custom' });
  const listing = await prepareListing(deps, actor, panel.id, composition.id, {});
  if (!listing.scores) throw panelsErrors.notComputed();
  const chosen = authorIds.flatMap((id) => {
    const p = listing.scores!.byAuthor.get(id);
    return p ? [p] : [];
  });
  return { referees: [], scoredPanelMembers: await rows(deps, listing, chosen) };
}

export { counts };
