/**
 * The calls that answer ranked referees: the list (a page of in-sample candidates, or of the
 * excluded ones with their reasons), custom authors, and an author's coauthors.
 */
import {
  REFEREES_PAGE_SIZE,
  parseRefereeSettings,
  unlinkedAuthorsMessage,
  type CoauthorEntry,
  type Referee,
  type RefereesListResponse,
  type RefereeTopic,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { createRefereesFactsRepository } from './referees-facts.repository';
import { groupMembersNotRanked } from './group-members-not-ranked';
import { refereeRows } from './referee-rows';
import { latestPlaces, metricsOf } from './referees-ranking.usecases';
import {
  actorId,
  prepareRanking,
  settingsMode,
  throwSettingsIssues,
  type Prepared,
  type RefereesDeps,
} from './referees-prepare.usecases';
import { createRefereesRepository } from './referees.repository';
import { refereesErrors } from './referees.errors';
import { unlinkedDocumentAuthors } from './possible-document-authors';
import type { RefDoc } from './ref-doc.port';

async function groupsOf(deps: RefereesDeps, actor: Actor) {
  const groups = deps.ports.authorsGroups ? await deps.ports.authorsGroups.listForFilters({ db: deps.db, actor }) : [];
  return { groups, byId: new Map(groups.map((g) => [g.id, g])) };
}

function topicsOf(prepared: Prepared): RefereeTopic[] {
  const { ranking, settings } = prepared;
  const statusOf = new Map(settings.topics.map((t) => [t.conceptId, t.status]));
  const names = { 0: 'included', 1: 'required', 2: 'excluded' } as const;
  return ([0, 1, 2] as const).map((status) => ({
    status: names[status],
    concepts: prepared.doc.conceptIds
      .filter((id) => statusOf.get(id) === status)
      .map((id) => ({
        id,
        name: ranking.concepts.get(id)?.name ?? '',
        basic: ranking.concepts.get(id)?.basic ?? false,
        weight: ranking.conceptWeights.get(id) ?? 0,
      })),
  }));
}

/**
 * The warning on document authors without a corpus profile (walk 11): named, with the page
 * where a proposal's authors are linked; null when every author is linked.
 */
function unlinkedAuthorsOf(doc: RefDoc): RefereesListResponse['document']['unlinkedAuthors'] {
  const names = unlinkedDocumentAuthors(doc).map((a) => a.name);
  if (names.length === 0) return null;
  return {
    names,
    message: unlinkedAuthorsMessage(names),
    pickProfilesPath: doc.kind === 'proposal' ? `/proposal/${doc.id}` : null,
  };
}

/** `POST /api/referees/{docKind}/{docId}/`: one page of the ranked list (spec 03 section 3). */
export async function listReferees({
  deps,
  actor,
  kind,
  id,
  body,
  offset,
  excluded,
  includeMarked,
  settingsId,
  customAuthorIds,
  customCoiAuthorIds,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  body: Record<string, unknown>;
  offset: number;
  excluded: boolean;
  includeMarked: boolean;
  settingsId: number | null;
  customAuthorIds: number[];
  customCoiAuthorIds: number[];
}): Promise<RefereesListResponse> {
  const { db } = deps;
  const marked = deps.ports.marks
    ? await deps.ports.marks.markedAuthorIds({ db, actor, docKind: kind, docId: id })
    : [];
  const prepared = await prepareRanking({
    deps,
    actor,
    kind,
    id,
    body,
    settingsId,
    // Custom authors and marked referees keep their place in the ranking (custom ones with the
    // custom label); only those outside it are added beside the list.
    customAuthorIds,
    markedAuthorIds: includeMarked ? marked : [],
    customCoiAuthorIds,
  });
  const { ranking, doc, rights, settings } = prepared;
  const { groups, byId } = await groupsOf(deps, actor);
  const list = excluded ? ranking.excluded : ranking.inSample;
  const page = list.slice(offset, offset + REFEREES_PAGE_SIZE);
  // Custom and marked authors the sample left out are shown once, with the first page.
  const inPage = new Set(page.map((c) => c.authorId));
  const outside =
    offset === 0 && !excluded
      ? [...ranking.customOutside, ...ranking.markedOutside].filter((c) => !inPage.has(c.authorId))
      : [];
  const rows = [
    ...(await refereeRows({ db, prepared, candidates: outside, outOfSample: true, groups: byId })),
    ...(await refereeRows({ db, prepared, candidates: page, outOfSample: false, groups: byId })),
  ];
  const repo = createRefereesRepository({ db });
  const saved = actor ? await repo.listSavedSettings(actorId(actor)) : [];
  const countryNames = await createRefereesFactsRepository({ db }).countryNames();
  const countryCounts = new Map<string, number>();
  for (const c of ranking.inSample) {
    for (const code of latestPlaces(prepared.corpus, c.authorId).countries)
      countryCounts.set(code, (countryCounts.get(code) ?? 0) + 1);
  }
  const coiNames = await createRefereesFactsRepository({ db }).authorNames(customCoiAuthorIds);
  const notRanked = await groupMembersNotRanked({
    db,
    prepared,
    groupNames: new Map(groups.map((g) => [g.id, g.display_name])),
  });
  return {
    referees: rows,
    hasMoreReferees: offset + page.length < list.length,
    totalReferees: list.length,
    excludedCount: ranking.excluded.length,
    topics: topicsOf(prepared),
    documentConcepts: doc.conceptIds.map((conceptId) => ({
      id: conceptId,
      name: ranking.concepts.get(conceptId)?.name ?? '',
      basic: ranking.concepts.get(conceptId)?.basic ?? false,
      weight: ranking.conceptWeights.get(conceptId) ?? 0,
      status: settings.topics.find((t) => t.conceptId === conceptId)?.status ?? null,
    })),
    settings,
    settingsId,
    savedSettings: saved.flatMap((s) => {
      const parsed = parseRefereeSettings(s.settings, settingsMode(kind));
      return parsed.ok ? [{ id: s.id, title: s.title, settings: parsed.settings, createdAt: s.createdAt }] : [];
    }),
    countries: [...countryCounts.entries()]
      .map(([code, count]) => ({ id: code, code, name: countryNames.get(code) ?? code, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    authorsGroups: groups,
    markedAuthorsIds: marked,
    canMarkAsReferees: rights.canMarkAsReferees,
    canHideCandidates: kind === 'proposal' ? rights.canHideCandidates : true,
    customCoiAuthors: customCoiAuthorIds.flatMap((a) => (coiNames.has(a) ? [{ id: a, name: coiNames.get(a)! }] : [])),
    displaySettings: {
      banner: null,
      RF_proposal_top_help_message: null,
      referee_finder_columns: [
        'score',
        'hIndex',
        'articlesCount',
        'citationsCount',
        'academicAge',
        ...(prepared.quotas.has('author_positions') ? ['ownWorksCount'] : []),
        ...(prepared.quotas.has('journals_impact_factor') ? ['jif'] : []),
      ],
    },
    document: {
      kind: doc.kind,
      id: doc.id,
      title: doc.title,
      conceptsCount: doc.conceptIds.length,
      header: doc.header,
      unlinkedAuthors: unlinkedAuthorsOf(doc),
    },
    unavailableFilters: prepared.unavailableFilters,
    ignoredSettings: prepared.ignoredSettings,
    groupMembersNotRanked: notRanked,
  };
}

/** `POST …/custom`: the named authors scored for the document, retrieved or not. */
export async function customReferees({
  deps,
  actor,
  kind,
  id,
  body,
  authorIds,
  customCoiAuthorIds,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  body: Record<string, unknown>;
  authorIds: number[];
  customCoiAuthorIds: number[];
}): Promise<{ referees: Referee[]; scoredPanelMembers: Referee[] }> {
  const prepared = await prepareRanking({
    deps,
    actor,
    kind,
    id,
    body,
    customAuthorIds: authorIds,
    customCoiAuthorIds,
  });
  const { byId: groups } = await groupsOf(deps, actor);
  // In the sample at their position, or beside it (position null) with the reasons that exclude them.
  const byId = new Map([...prepared.ranking.inSample, ...prepared.ranking.customOutside].map((c) => [c.authorId, c]));
  const chosen = authorIds.flatMap((a) => (byId.has(a) ? [byId.get(a)!] : []));
  const rows = await refereeRows({ db: deps.db, prepared, candidates: chosen, outOfSample: false, groups });
  const referees = rows.map((r) => ({ ...r, isOutOfSample: r.position === null }));
  return { referees, scoredPanelMembers: [] };
}

/** `POST …/coauthors`: a candidate's co-authors (spec 03 "Coauthor entry"), ranked by shared papers. */
export async function refereeCoauthors({
  deps,
  actor,
  kind,
  id,
  body,
  refereeAuthorId,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  body: Record<string, unknown>;
  refereeAuthorId: number;
}): Promise<{ author: { id: number; name: string }; settings: Prepared['settings']; coauthors: CoauthorEntry[] }> {
  const { db } = deps;
  // The document decides access; the settings are validated as for the list.
  const { doc } = await deps.registry.load({ db, actor, kind, id });
  const parsed = parseRefereeSettings(body, settingsMode(doc.kind));
  if (!parsed.ok) throwSettingsIssues(parsed.issues);
  const facts = createRefereesFactsRepository({ db });
  const names = await facts.authorNames([refereeAuthorId]);
  const name = names.get(refereeAuthorId);
  if (name === undefined) throw refereesErrors.documentNotFound('Author');
  const papers = await facts.papersOf([refereeAuthorId]);
  const common = new Map<number, number>();
  for (const p of papers) common.set(p.coauthorId, (common.get(p.coauthorId) ?? 0) + 1);
  const corpus = await deps.corpus.get();
  const identities = await facts.identities([...common.keys()]);
  const coauthors = [...common.entries()]
    .flatMap(([authorId, count]) => {
      const row = metricsOf(corpus, authorId);
      const identity = identities.get(authorId);
      return row && identity ? [{ row, identity, count }] : [];
    })
    .sort((a, b) => b.count - a.count || (b.row.hIndex ?? -1) - (a.row.hIndex ?? -1) || a.row.id - b.row.id)
    .map(({ row, identity, count }, i) => ({
      author: { id: row.id, name: identity.name, orcid: identity.orcid },
      position: i + 1,
      commonCorpusArticlesCount: count,
      articlesCount: row.articlesCount,
      hIndex: row.hIndex,
      citationsCount: row.citationsCount,
    }));
  return { author: { id: refereeAuthorId, name }, settings: parsed.settings, coauthors };
}
