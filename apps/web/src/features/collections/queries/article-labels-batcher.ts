import { COLLECTION_LIMITS, type ArticleLabelsResponse, type LabelChip } from '@sciscope/contracts';

/**
 * Collects the label lookups of the article rows rendered together (a page of search results,
 * an author's articles) into one request per `COLLECTION_LIMITS.articlesPerRequest` ids: every
 * row asks for its own article, the server is asked once. A lookup waits for the rows of the
 * same render (the next macrotask) before the request goes out.
 */
export interface ArticleLabelsBatcher {
  load(articleId: number): Promise<LabelChip[]>;
}

interface Waiting {
  resolve: (labels: LabelChip[]) => void;
  reject: (error: unknown) => void;
}

export function createArticleLabelsBatcher({
  fetchBatch,
  maxBatch = COLLECTION_LIMITS.articlesPerRequest,
  schedule = (flush) => setTimeout(flush, 0),
}: {
  fetchBatch: (articleIds: number[]) => Promise<ArticleLabelsResponse>;
  maxBatch?: number;
  schedule?: (flush: () => void) => void;
}): ArticleLabelsBatcher {
  let pending = new Map<number, Waiting[]>();
  let scheduled = false;

  async function send(ids: number[], waiting: Map<number, Waiting[]>) {
    try {
      const { articles } = await fetchBatch(ids);
      const found = new Map(articles.map((entry) => [entry.articleId, entry.labels]));
      for (const id of ids) for (const w of waiting.get(id) ?? []) w.resolve(found.get(id) ?? []);
    } catch (error) {
      for (const id of ids) for (const w of waiting.get(id) ?? []) w.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const waiting = pending;
    pending = new Map();
    const ids = [...waiting.keys()];
    for (let start = 0; start < ids.length; start += maxBatch) void send(ids.slice(start, start + maxBatch), waiting);
  }

  return {
    load(articleId) {
      return new Promise<LabelChip[]>((resolve, reject) => {
        const list = pending.get(articleId);
        if (list) list.push({ resolve, reject });
        else pending.set(articleId, [{ resolve, reject }]);
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
      });
    },
  };
}
