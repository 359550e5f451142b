import type { ClaimCandidate } from '@sciscope/contracts';
import {
  emailDomain,
  guessBlockKey,
  guessFitsName,
  nameBlockKey,
  nameGuessesFromEmail,
  parseAuthorName,
  personNameMatches,
  domainMatchesInstitution,
} from '@sciscope/engine';
import type { AuthorsRepository } from '../authors/authors.repository';
import type { AuthorBrief, ClaimCorpusRepository } from './claim-corpus.repository';
import type { ClaimsRepository } from './claims.repository';

/*
 * Candidate author profiles for the find-authors modal: from a person's name and e-mail
 * (suggestions for the current user or a recommender), or from a list of e-mail addresses.
 * A candidate's evidence says why it is listed; candidates with stronger evidence come first.
 */

/** Candidates shown at most. */
const SUGGESTIONS = 10;
const FOUND_BY_EMAILS = 20;
/** Same-key authors looked at per request (name keys of common surnames hold many). */
const SAME_KEY_AUTHORS = 300;
/** Candidates whose affiliations are read for the e-mail domain. */
const DOMAIN_CHECKED = 40;

export interface CandidateDeps {
  corpus: ClaimCorpusRepository;
  authors: AuthorsRepository;
  claims: ClaimsRepository;
}

interface Found {
  author: AuthorBrief;
  emails: Set<string>;
  evidence: Set<string>;
  score: number;
}

/** Authors whose names fit the person's name or what their e-mail spells. */
export async function suggestCandidates(
  deps: CandidateDeps & { name: string | null; email: string | null; excludeAuthorId: number | null },
): Promise<ClaimCandidate[]> {
  const found = new Map<number, Found>();
  const guesses = deps.email ? nameGuessesFromEmail(deps.email) : [];
  const keys = [...(deps.name ? [nameBlockKey(deps.name)] : []), ...guesses.map(guessBlockKey)];
  for (const author of await deps.corpus.authorsByNameKeys({ keys, limit: SAME_KEY_AUTHORS })) {
    // Profiles emptied by claims (or merges) hold nothing to claim.
    if (author.id === deps.excludeAuthorId || author.articlesCount === 0) continue;
    const parsed = parseAuthorName(author.name);
    const byName = deps.name !== null && personNameMatches(deps.name, author.name);
    const byEmail = guesses.some((g) => guessFitsName(g, parsed));
    if (!byName && !byEmail) continue;
    const entry = entryOf(found, author);
    if (byName) add(entry, 'name', 2);
    if (byEmail) {
      add(entry, 'name in the e-mail address', 1);
      entry.emails.add(deps.email!);
    }
  }
  if (deps.email) await addDomainEvidence(deps, found, [deps.email]);
  return cards(deps, rank(found).slice(0, SUGGESTIONS));
}

/** Authors found for a list of e-mail addresses: linked recommenders, then names the addresses spell. */
export async function findCandidatesByEmails(
  deps: CandidateDeps & { emails: string[]; linkedByEmail: Array<{ email: string; authorId: number }> },
): Promise<ClaimCandidate[]> {
  const found = new Map<number, Found>();
  for (const author of await deps.corpus.authorsByIds({ authorIds: deps.linkedByEmail.map((l) => l.authorId) })) {
    const entry = entryOf(found, author);
    add(entry, 'a recommender with this e-mail address is linked to it', 4);
    for (const link of deps.linkedByEmail) if (link.authorId === author.id) entry.emails.add(link.email);
  }
  const guessesOf = new Map(deps.emails.map((email) => [email, nameGuessesFromEmail(email)]));
  const keys = [...guessesOf.values()].flat().map(guessBlockKey);
  for (const author of await deps.corpus.authorsByNameKeys({ keys, limit: SAME_KEY_AUTHORS })) {
    if (author.articlesCount === 0) continue;
    const parsed = parseAuthorName(author.name);
    for (const [email, guesses] of guessesOf) {
      if (!guesses.some((g) => guessFitsName(g, parsed))) continue;
      const entry = entryOf(found, author);
      add(entry, 'name in the e-mail address', 1);
      entry.emails.add(email);
    }
  }
  await addDomainEvidence(deps, found, deps.emails);
  return cards(deps, rank(found).slice(0, FOUND_BY_EMAILS));
}

function entryOf(found: Map<number, Found>, author: AuthorBrief): Found {
  let entry = found.get(author.id);
  if (!entry) found.set(author.id, (entry = { author, emails: new Set(), evidence: new Set(), score: 0 }));
  return entry;
}

function add(entry: Found, evidence: string, points: number): void {
  if (entry.evidence.has(evidence)) return;
  entry.evidence.add(evidence);
  entry.score += points;
}

function rank(found: Map<number, Found>): Found[] {
  return [...found.values()].sort(
    (a, b) => b.score - a.score || b.author.articlesCount - a.author.articlesCount || a.author.id - b.author.id,
  );
}

/** Adds "e-mail domain (institution)" to candidates one of whose institutions owns an address's domain. */
async function addDomainEvidence(deps: CandidateDeps, found: Map<number, Found>, emails: string[]): Promise<void> {
  const checked = rank(found).slice(0, DOMAIN_CHECKED);
  const texts = await deps.corpus.affiliationTextsOf({ authorIds: checked.map((f) => f.author.id) });
  for (const entry of checked) {
    // A list of addresses: only those that led to this author; a person's suggestions: their address.
    for (const email of emails.length === 1 ? emails : [...entry.emails]) {
      const domain = emailDomain(email);
      const institution = domain
        ? texts.get(entry.author.id)?.find((t) => domainMatchesInstitution(domain, t))
        : undefined;
      if (institution) {
        add(entry, `e-mail domain (${institution})`, 2);
        entry.emails.add(email);
      }
    }
  }
}

/** The claim-candidate cards of spec 04 §3 (affiliations, metrics, top concepts, whether someone holds it). */
async function cards(deps: CandidateDeps, found: Found[]): Promise<ClaimCandidate[]> {
  const holders = await deps.claims.holdersOf({ authorIds: found.map((f) => f.author.id) });
  const out: ClaimCandidate[] = [];
  for (const { author, emails, evidence } of found) {
    out.push({
      id: author.id,
      name: author.name,
      articlesCount: author.articlesCount,
      matchedEmails: [...emails].sort(),
      datedAffiliations: await deps.authors.listDatedAffiliations({ authorId: author.id, limit: 3 }),
      hIndex: author.hIndex,
      citationsCount: author.citationsCount,
      topConcepts: (await deps.authors.listConcepts({ authorId: author.id, limit: 5 })).map((c) => ({
        conceptId: c.conceptId,
        name: c.name,
      })),
      claimed: (holders.get(author.id)?.length ?? 0) > 0,
      evidence: [...evidence],
    });
  }
  return out;
}
