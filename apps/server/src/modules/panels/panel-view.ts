/**
 * What the members, candidates, coverage and assignment screens share: the panel's stored
 * scores at its current computation (positions overall and per subpanel), the composition's
 * statuses and subpanel totals, and the shaping of scored people into spec 03 rows.
 */
import type { PanelConflict, PanelMemberStatus, PanelSubpanel, ScoredPanelMember } from '@sciscope/contracts';
import { balancedPositions, genderPasses, positionsOf, topSubpanels } from '@sciscope/engine';
import type { PanelSettings } from '@sciscope/contracts';
import { institutionsOf } from '../referees/conflict-side';
import type { RefereeCorpus } from '../referees/referee-corpus.repository';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import { latestPlaces, metricsOf } from '../referees/referees-ranking.usecases';
import type {
  CompositionPersonRow,
  ComputedDocument,
  PanelPersonRow,
  PanelRow,
  PanelsRepository,
  SubpanelRow,
} from './panels.repository';
import { PANEL_LIMITS } from '@sciscope/contracts';
import { poolOrderOf, type LeftOutBy, type PanelPoolOrder } from './panel-pool';

/** Documents shown per person as the most relevant. */
const RELEVANT_DOCUMENTS = 5;

/** The scores of a panel at its current computation, ready for every screen. */
export interface PanelScores {
  documents: ComputedDocument[];
  subpanels: SubpanelRow[];
  /** By panel position (best first). */
  people: PanelPersonRow[];
  byAuthor: Map<number, PanelPersonRow>;
  position: Map<number, number>;
  /** Subpanel id → author → position in that subpanel. */
  subpanelPosition: Map<number, Map<number, number>>;
  titles: Map<string, string>;
  /** Everyone the computation found, in pool order; null for a computation stored before it was kept. */
  pool: PanelPoolOrder | null;
}

/**
 * The stored scores when they belong to the panel's current subpanels and documents, else
 * null (a cache miss: the screens show 'This panel has not been computed yet.').
 */
export async function loadScores(panels: PanelsRepository, panel: PanelRow): Promise<PanelScores | null> {
  if (panel.computedVersion === null || panel.computedVersion !== panel.contentVersion) return null;
  const computation = await panels.computation(panel.id);
  if (!computation) return null;
  const [scored, subpanels] = await Promise.all([
    panels.scoredPeople(panel.id, computation.version),
    panels.subpanels(panel.id),
  ]);
  // Positions interleave the subpanels (docs/panel-composer.md "Aggregation"): the best score
  // alone let a subpanel whose scores run higher fill the list.
  const S = subpanels.length;
  const matrix = new Float64Array(scored.length * S);
  scored.forEach((p, i) => subpanels.forEach((s, j) => (matrix[i * S + j] = p.subpanelScores[String(s.id)] ?? 0)));
  const positions = balancedPositions({
    scores: matrix,
    people: scored.length,
    subpanels: S,
    ids: scored.map((p) => p.authorId),
  });
  const position = new Map(scored.map((p, i) => [p.authorId, positions[i] as number]));
  const people = [...scored].sort((a, b) => position.get(a.authorId)! - position.get(b.authorId)!);
  const subpanelPosition = new Map<number, Map<number, number>>();
  for (const s of subpanels) {
    const key = String(s.id);
    const ranks = positionsOf(
      people.map((p) => p.subpanelScores[key] ?? 0),
      people.map((p) => p.authorId),
    );
    subpanelPosition.set(s.id, new Map(people.map((p, i) => [p.authorId, ranks[i] as number])));
  }
  return {
    documents: computation.documents,
    subpanels,
    people,
    byAuthor: new Map(people.map((p) => [p.authorId, p])),
    position,
    subpanelPosition,
    titles: await panels.documentTitles(computation.documents),
    pool: poolOrderOf(computation.queries),
  };
}

/** Whether a status counts in the composed panel (members and added candidates). */
export const counts = (status: PanelMemberStatus) => status === '' || status === 'candidate';

/** The composition's subpanel totals: the sum of its counted people's subpanel scores. */
export function subpanelTotals(
  subpanels: readonly SubpanelRow[],
  people: readonly CompositionPersonRow[],
  scores: PanelScores | null,
): Array<{ id: number; code: string; score: number }> {
  return subpanels.map((s) => {
    let total = 0;
    if (scores)
      for (const p of people)
        if (counts(p.status)) total += scores.byAuthor.get(p.authorId)?.subpanelScores[String(s.id)] ?? 0;
    return { id: s.id, code: s.code, score: total };
  });
}

/** Subpanels with their totals and document previews (spec 03 "Panel".subpanels). */
export async function subpanelsWithTotals(
  panels: PanelsRepository,
  panelId: number,
  subpanels: readonly SubpanelRow[],
  people: readonly CompositionPersonRow[],
  scores: PanelScores | null,
): Promise<PanelSubpanel[]> {
  const documents = await panels.documents(panelId);
  const titles = await panels.documentTitles(documents);
  const totals = subpanelTotals(subpanels, people, scores);
  return subpanels.map((s, i) => {
    const own = documents.filter((d) => d.subpanelId === s.id && titles.has(`${d.docKind}:${d.docId}`));
    return {
      id: s.id,
      code: s.code,
      name: s.name,
      score: totals[i]!.score,
      documents: {
        total: own.length,
        preview: own.slice(0, PANEL_LIMITS.previewDocuments).map((d) => ({
          docKind: d.docKind,
          docId: d.docId,
          title: titles.get(`${d.docKind}:${d.docId}`) ?? '',
        })),
      },
    };
  });
}

/**
 * The first candidate setting that leaves a person out, in the settings panel's order (gender,
 * countries, then the authors groups when they limit the list: `inGroups`), or null.
 */
export function settingLeavingOut(
  corpus: RefereeCorpus,
  authorId: number,
  settings: PanelSettings,
  inGroups: ((authorId: number) => boolean) | null,
): LeftOutBy | null {
  if (settings.gender !== '') {
    const m = metricsOf(corpus, authorId);
    if (!genderPasses(settings.gender, m ? (m.manualGender ?? m.gender) : null)) return 'gender';
  }
  if (!settings.ignore_countries) {
    const { countries } = latestPlaces(corpus, authorId);
    const included =
      settings.include_countries.length === 0 || countries.some((c) => settings.include_countries.includes(c));
    if (!included || countries.some((c) => settings.exclude_countries.includes(c))) return 'countries';
  }
  if (inGroups && !inGroups(authorId)) return 'authorsGroups';
  return null;
}

/** Shapes scored people into spec 03 rows (names, metrics, bars, documents, conflicts with evidence). */
export async function shapeRows({
  db,
  corpus,
  scores,
  people,
  statusOf,
  hidden,
  groupsOf,
  seesGender,
}: {
  db: Parameters<typeof createRefereesFactsRepository>[0]['db'];
  corpus: RefereeCorpus;
  scores: PanelScores;
  people: readonly PanelPersonRow[];
  statusOf: (authorId: number) => PanelMemberStatus;
  hidden: Map<number, Array<{ reason: string; comment: string; hiddenAt: string }>>;
  groupsOf: (authorId: number) => Array<{ id: number; display_name: string; label: string }>;
  seesGender: boolean;
}): Promise<ScoredPanelMember[]> {
  if (people.length === 0) return [];
  const facts = createRefereesFactsRepository({ db });
  const paperIds = [...new Set(people.flatMap((p) => p.conflicts.flatMap((c) => c.papers.map((x) => x.id))))];
  const [identities, papers] = await Promise.all([
    facts.identities(people.map((p) => p.authorId)),
    facts.articleSummaries(paperIds),
  ]);
  const { documents, subpanels, titles } = scores;
  const codeOf = new Map(subpanels.map((s) => [s.id, s.code]));
  const docTitle = (d: ComputedDocument) => titles.get(`${d.docKind}:${d.docId}`) ?? '';
  return people.map((p) => {
    const m = metricsOf(corpus, p.authorId);
    const identity = identities.get(p.authorId);
    const order = Array.from(p.documentScores.keys())
      .filter(
        (d) => (p.documentScores[d] as number) > 0 && titles.has(`${documents[d]!.docKind}:${documents[d]!.docId}`),
      )
      .sort((a, b) => (p.documentScores[b] as number) - (p.documentScores[a] as number) || a - b)
      .slice(0, RELEVANT_DOCUMENTS);
    const subpanelId2position: Record<string, number> = {};
    for (const s of subpanels)
      subpanelId2position[String(s.id)] = scores.subpanelPosition.get(s.id)?.get(p.authorId) ?? 0;
    const detailed = subpanels.map((s) => ({
      subpanelId: s.id,
      code: s.code,
      score: p.subpanelScores[String(s.id)] ?? 0,
    }));
    const conflicts: PanelConflict[] = p.conflicts.flatMap((c) => {
      const d = documents[c.d];
      if (!d) return [];
      return [
        {
          docKind: d.docKind,
          docId: d.docId,
          title: docTitle(d),
          subpanelCode: codeOf.get(d.subpanelId) ?? '',
          reasons: c.reasons,
          coauthoredArticles: c.papers.map((x) => ({ id: x.id, title: papers.get(x.id)?.title ?? '', year: x.year })),
          // Scores computed before institutions were merged by name may still name one twice.
          commonInstitutions: [...new Set(c.institutions)],
          nameMatchOnly: c.nameMatchOnly ?? [],
        },
      ];
    });
    const gender = seesGender && m ? (m.manualGender ?? m.gender) : null;
    return {
      author: {
        id: p.authorId,
        name: identity?.name ?? '',
        gender: seesGender ? (m?.gender ?? null) : null,
        manualGender: seesGender ? (m?.manualGender ?? null) : null,
        orcid: identity?.orcid ?? null,
      },
      name: identity?.name ?? '',
      gender,
      position: scores.position.get(p.authorId) ?? 0,
      score: p.score,
      subpanelId2score: p.subpanelScores,
      subpanelId2position,
      detailedScore: detailed,
      totalArticlesCount: m?.articlesCount ?? 0,
      hIndex: m ? m.hIndex : null,
      citationsCount: m ? m.citationsCount : null,
      mostRelevantDocuments: order.map((d) => ({
        docKind: documents[d]!.docKind,
        docId: documents[d]!.docId,
        title: docTitle(documents[d]!),
        score: p.documentScores[d] as number,
        subpanelCode: codeOf.get(documents[d]!.subpanelId) ?? '',
      })),
      affiliations: institutionsOf(corpus, p.authorId)
        .slice(0, 3)
        .map((i) => ({ name: i.name, countryCode: i.countryCode, startYear: i.firstYear, endYear: i.lastYear })),
      topSubpanelsCodes: topSubpanels(detailed.map((x) => x.score)).map((i) => detailed[i]!.code),
      status: statusOf(p.authorId),
      conflicts,
      hideReasons: (hidden.get(p.authorId) ?? []).map((h) => ({
        reason: h.reason as ScoredPanelMember['hideReasons'][number]['reason'],
        comment: h.comment,
        hiddenAt: h.hiddenAt,
      })),
      authorFromGroupList: groupsOf(p.authorId),
      isCustom: p.source === 'custom',
    };
  });
}
