/**
 * Everything a referee-finder call does before shaping its answer: access, the document,
 * the settings (defaults of the kind ← organization / folder defaults ← saved settings ← the
 * settings sent), quota gates and data availability, the index, hidden candidates and groups,
 * then the ranking itself.
 */
import {
  parseRefereeSettings,
  settingsRecord,
  type RefereeSettings,
  type RefereeSettingsIssue,
} from '@sciscope/contracts';
import { requireAccess, isSystemActor, type AccessRepository, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import type { RankingIndexHolder } from './ranking-index';
import type { RefereeCorpus, RefereeCorpusHolder } from './referee-corpus.repository';
import type { RefDoc, RefDocRights } from './ref-doc.port';
import type { RefDocRegistry } from './ref-doc.registry';
import type { RefereesPorts } from './referees.ports';
import { createRefereesFactsRepository } from './referees-facts.repository';
import { createRefereesRepository } from './referees.repository';
import { refereesErrors } from './referees.errors';
import { effectiveSettings } from './effective-settings';
import { rankCandidates, type Ranking } from './referees-ranking.usecases';

export interface RefereesDeps {
  db: Db;
  access: AccessRepository;
  holder: RankingIndexHolder;
  corpus: RefereeCorpusHolder;
  registry: RefDocRegistry;
  ports: RefereesPorts;
}

export interface Prepared {
  doc: RefDoc;
  rights: RefDocRights;
  settings: RefereeSettings;
  settingsId: number | null;
  ignoredSettings: Array<{ field: string; quota: string }>;
  unavailableFilters: Array<{ fields: string[]; note: string }>;
  quotas: Set<string>;
  ranking: Ranking;
  corpus: RefereeCorpus;
  referenceYear: number;
  hidden: Map<number, Array<{ reason: string; comment: string; hiddenAt: string }>>;
  /**
   * Corpus authors who may be document authors under another profile, or authors without one
   * (name evidence, see possible-document-authors.ts), with the indexes of those document authors.
   */
  possibleDocumentAuthors: Map<number, number[]>;
  /** Members of the settings' authors groups, per group (empty when groups are off). */
  groupMembers: Map<number, Set<number>>;
}

/** The settings mode of a document kind (spec 03 "Default settings"). */
export function settingsMode(kind: string): 'default' | 'vacancy' | 'author' {
  return kind === 'vacancy' ? 'vacancy' : kind === 'author' ? 'author' : 'default';
}

/** Throws the 400 of the first invalid setting (with every problem in `details.fields`). */
export function throwSettingsIssues(issues: RefereeSettingsIssue[]): never {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  throw commonErrors.validation(fields);
}

/** The user id hidden candidates and saved settings belong to (0 for the system actor). */
export function actorId(actor: Actor): number {
  return actor && !isSystemActor(actor) ? actor.id : 0;
}

/** Settings as stored defaults of the document's organization and folder, or of the kind. */
async function baseRecord(db: Db, rights: RefDocRights): Promise<Record<string, unknown>> {
  const repo = createRefereesRepository({ db });
  const record: Record<string, unknown> = {};
  if (rights.organizationId !== null) {
    const stored = await repo.findDefaultSettings('organization', rights.organizationId);
    if (stored) Object.assign(record, settingsRecord(stored));
  }
  if (rights.folderId !== null) {
    const stored = await repo.findDefaultSettings('folder', rights.folderId);
    if (stored) Object.assign(record, settingsRecord(stored));
  }
  return record;
}

/** Resolves, checks and ranks (see the module comment). */
export async function prepareRanking({
  deps,
  actor,
  kind,
  id,
  body,
  settingsId = null,
  customAuthorIds = [],
  markedAuthorIds = [],
  customCoiAuthorIds = [],
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  /** The form fields sent (settings among them). */
  body: Record<string, unknown>;
  settingsId?: number | null;
  customAuthorIds?: readonly number[];
  /** Marked referees to show whatever the settings (they keep their position when in the sample). */
  markedAuthorIds?: readonly number[];
  customCoiAuthorIds?: readonly number[];
}): Promise<Prepared> {
  const { db, access } = deps;
  await requireAccess({ access, user: actor, permission: 'referees.rank' });
  const { doc, rights } = await deps.registry.load({ db, actor, kind, id });
  const repo = createRefereesRepository({ db });
  const userId = actorId(actor);

  const record = await baseRecord(db, rights);
  if (settingsId !== null) {
    const saved = await repo.findSavedSettings(userId, settingsId);
    if (!saved) throw refereesErrors.savedSettingsNotFound();
    Object.assign(record, settingsRecord(saved.settings));
  }
  for (const [name, value] of Object.entries(body)) if (value !== undefined) record[name] = value;
  const mode = settingsMode(kind);
  const parsed = parseRefereeSettings(record, mode);
  if (!parsed.ok) throwSettingsIssues(parsed.issues);

  const facts = createRefereesFactsRepository({ db });
  const quotas = new Set(
    actor && !isSystemActor(actor) ? (await access.listQuotas({ userId: actor.id })).map((q) => q.name) : [],
  );
  if (isSystemActor(actor))
    for (const q of ['author_positions', 'journals_impact_factor', 'gender_info', 'authors_group']) quotas.add(q);
  // The index first: before the first model there is nothing to rank with (and no corpus copy to build).
  const index = await deps.holder.get();
  if (!index) throw refereesErrors.indexBuilding();
  const corpus = await deps.corpus.get();
  const availability = {
    ...corpus.availability,
    impactFactors: (await facts.journalImpactFactors()).size > 0,
    authorsGroups: deps.ports.authorsGroups !== undefined,
  };
  const effective = effectiveSettings({ settings: parsed.settings, quotas, availability, mode });
  const settings = effective.settings;

  const currentYear = new Date().getUTCFullYear();
  const newest = await facts.newestYear();
  const referenceYear = Math.min(currentYear, newest ?? currentYear);

  const hidden = new Map<number, Array<{ reason: string; comment: string; hiddenAt: string }>>();
  for (const h of await repo.hidden(kind, id, userId)) {
    const list = hidden.get(h.authorId) ?? [];
    list.push({ reason: h.reason, comment: h.comment, hiddenAt: h.createdAt });
    hidden.set(h.authorId, list);
  }
  const groupMembers =
    !settings.ignore_authors_group && deps.ports.authorsGroups && settings.authors_groups_ids.length > 0
      ? await deps.ports.authorsGroups.memberAuthorIds({ db, actor, groupIds: settings.authors_groups_ids })
      : new Map<number, Set<number>>();

  const ranking = await rankCandidates({
    db,
    index,
    corpus,
    doc,
    settings,
    hidden,
    customAuthorIds,
    markedAuthorIds,
    customCoiAuthorIds,
    groupMembers,
    referenceYear,
  });
  return {
    doc,
    rights,
    settings,
    settingsId,
    ignoredSettings: effective.ignoredSettings,
    unavailableFilters: effective.unavailableFilters,
    quotas,
    ranking,
    corpus,
    referenceYear,
    hidden,
    possibleDocumentAuthors: ranking.possibleDocumentAuthors,
    groupMembers,
  };
}
