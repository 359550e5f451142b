import { SYSTEM_ACTOR } from '../../app/access';
import type { RefDocSource } from '../referees/ref-doc.port';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import { getSearchConceptMatcher } from '../search/search-concept-matcher';
import { createVacanciesRepository } from './vacancies.repository';
import { requireReviewer } from './vacancies.usecases';
import { vacancyConceptIds } from './vacancy-concepts';

/** Articles of each selected author that stand for the vacancy (their newest). */
export const VACANCY_AUTHOR_ARTICLES = 30;

/**
 * A vacancy as a referee-finder document (`/referees-beam/vacancy/{id}`, and the applicants'
 * similarity): title, description and free text as its text, the selected concepts, and the
 * selected articles plus the newest articles of the selected authors as the corpus articles it
 * stands for. With no concepts selected, its concepts are those of its text (`vacancyConceptIds`),
 * so the finder's topics work for it as for a proposal. It has no authors of its own (no
 * conflicts). Only those who review the vacancy (owner, committee, superusers) may rank for it;
 * everyone else gets 404.
 */
export const vacancyRefDocSource: RefDocSource = {
  kind: 'vacancy',
  async load({ db, actor, id }) {
    const vacancies = createVacanciesRepository({ db });
    const { vacancy } = await requireReviewer({ vacancies, user: actor ?? null }, id);
    const selection = await vacancies.selection(id);
    const perAuthor = new Map<number, number>();
    const fromAuthors: number[] = [];
    for (const r of await createRefereesFactsRepository({ db }).articlesOfAuthors(selection.authorIds)) {
      const n = perAuthor.get(r.authorId) ?? 0;
      if (n >= VACANCY_AUTHOR_ARTICLES) continue;
      perAuthor.set(r.authorId, n + 1);
      fromAuthors.push(r.articleId);
    }
    const abstract = `${vacancy.descriptionMarkdown}\n${vacancy.text}`.trim();
    const conceptIds = await vacancyConceptIds({
      matcher: () => getSearchConceptMatcher(db),
      picked: selection.conceptIds,
      title: vacancy.title,
      text: abstract,
    });
    return {
      doc: {
        kind: 'vacancy',
        id,
        title: vacancy.title,
        abstract,
        conceptIds,
        authors: [],
        corpusArticleIds: [...new Set([...selection.articleIds, ...fromAuthors])],
        header: {},
      },
      rights: { canMarkAsReferees: false, canHideCandidates: true, organizationId: null, folderId: null },
    };
  },
};

/** The same source for the system actor (background work). */
export const loadVacancyDoc = (db: Parameters<RefDocSource['load']>[0]['db'], id: number) =>
  vacancyRefDocSource.load({ db, actor: SYSTEM_ACTOR, id });
