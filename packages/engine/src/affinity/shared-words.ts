/**
 * Why an article is close to a document by words: the terms that make most of their lexical
 * cosine (the products of the two tf-idf weights), as the article writes them. A phrase (a
 * bigram) stands for its words: "diffusion models" is listed, not "diffusion" and "models" too.
 */
import type { SparseWeights } from '../concepts/sparse-weights';
import { analyzeTextWithSurfaces } from './affinity-text';
import { logTf } from './idf';
import type { LexicalModel } from './lexical-model';

/**
 * For one document's words `query` (a `model.vectorize` vector), a function giving the words of
 * a text shared with it, heaviest first, at most `limit`. The text's own vector need not be
 * normalised: one text's terms share one norm, so the order is the same.
 */
export function sharedWordsWith(model: LexicalModel, query: SparseWeights): (text: string, limit: number) => string[] {
  const queryWeight = new Map<number, number>();
  for (let i = 0; i < query.ids.length; i++) queryWeight.set(query.ids[i] as number, query.weights[i] as number);
  return (text, limit) => {
    if (limit <= 0 || queryWeight.size === 0) return [];
    const { terms, surfaces } = analyzeTextWithSurfaces(text, model.options);
    const found = new Map<number, { count: number; words: string }>();
    terms.forEach((term, i) => {
      const id = model.vectorId(term);
      if (!queryWeight.has(id)) return;
      const seen = found.get(id);
      if (seen) seen.count++;
      else found.set(id, { count: 1, words: surfaces![i] as string });
    });
    const shared = [...found].map(([id, { count, words }]) => ({
      words,
      weight: logTf(count) * model.idf(id) * (queryWeight.get(id) as number),
    }));
    shared.sort((x, y) => y.weight - x.weight || (x.words < y.words ? -1 : 1));
    const chosen: string[] = [];
    for (const { words } of shared) {
      const parts = words.split(' ');
      if (parts.length === 1) {
        if (chosen.some((c) => c.split(' ').includes(words))) continue;
        chosen.push(words);
      } else {
        if (chosen.includes(words)) continue;
        // The phrase replaces its words listed before it.
        for (let c = chosen.length - 1; c >= 0; c--) if (parts.includes(chosen[c] as string)) chosen.splice(c, 1);
        chosen.push(words);
      }
      if (chosen.length >= limit) break;
    }
    return chosen;
  };
}

/** `sharedWordsWith(model, query)` for one text. */
export function sharedWords(model: LexicalModel, query: SparseWeights, text: string, limit: number): string[] {
  return sharedWordsWith(model, query)(text, limit);
}
