import { describe, expect, it } from 'vitest';
import {
  buildLexicalModel,
  createLexicalModelBuilder,
  lexicalModelLoader,
  loadLexicalModel,
  type LexicalModel,
} from './lexical-model';
import { analyzeText } from './affinity-text';
import { logTf } from './idf';
import { normalizeSparse, sparseWeightsFromPairs, type SparseWeights } from '../concepts/sparse-weights';

const documents = ['graph neural network', 'graph kernel', 'protein folding'];

describe('buildLexicalModel', () => {
  it('counts document frequencies and derives the smoothed idf ln((N+1)/(df+1)) + 1', () => {
    const model = buildLexicalModel({ documents, bigrams: false });
    expect(model.documentCount).toBe(3);
    expect(model.vocabularySize).toBe(6);
    const graph = model.termId('graph') as number;
    expect(model.term(graph)).toBe('graph');
    expect(model.idf(graph)).toBeCloseTo(Math.log(4 / 3) + 1, 6);
    expect(model.idf(model.termId('kernel') as number)).toBeCloseTo(Math.log(2) + 1, 6);
    // Unseen terms get df = 0.
    expect(model.idf(model.vocabularySize + 5)).toBeCloseTo(Math.log(4) + 1, 6);
  });

  it('vectorises a text as unit-length log-tf × idf weights', () => {
    const model = buildLexicalModel({ documents, bigrams: false });
    // graph: (1 + ln 2)(ln(4/3) + 1) = 2.18024; kernel: ln 2 + 1 = 1.69315; norm 2.76047.
    const vector = model.vectorize('graphs, graph and kernel');
    const weightOf = (term: string): number | undefined => {
      const at = Array.from(vector.ids).indexOf(model.termId(term) as number);
      return at < 0 ? undefined : vector.weights[at];
    };
    expect(vector.ids.length).toBe(2);
    expect(weightOf('graph')).toBeCloseTo(0.789807, 5);
    expect(weightOf('kernel')).toBeCloseTo(0.613356, 5);
  });

  it('gives unknown terms ids beyond the vocabulary without changing the model', () => {
    const model = buildLexicalModel({ documents, bigrams: false });
    const vector = model.vectorize('quantum');
    expect(vector.ids.length).toBe(1);
    expect(vector.ids[0] as number).toBeGreaterThanOrEqual(model.vocabularySize);
    expect(vector.weights[0]).toBeCloseTo(1, 6);
    expect(model.vectorize('quantum').ids[0]).toBe(vector.ids[0]);
    expect(model.vocabularySize).toBe(6);
  });

  it('returns an empty vector for a text without content words', () => {
    expect(buildLexicalModel({ documents }).vectorize('of the and').ids.length).toBe(0);
  });

  it('keeps bigrams in the vocabulary when asked to', () => {
    const model = buildLexicalModel({ documents, bigrams: true });
    expect(model.termId('graph kernel')).toBeDefined();
    expect(model.termId('neural network')).toBeDefined();
  });

  it('leaves out terms below the minimum document frequency', () => {
    const builder = createLexicalModelBuilder({ bigrams: false, stemmer: 'inflection' });
    for (const text of documents) builder.add(text);
    const model = builder.build({ minDocumentFrequency: 2 });
    expect(model.vocabularySize).toBe(1);
    expect(model.termId('graph')).toBe(0);
  });
});

describe('loadLexicalModel', () => {
  it('restores a serialised model that vectorises identically', () => {
    const model = buildLexicalModel({ documents, bigrams: true });
    const restored = loadLexicalModel(JSON.parse(JSON.stringify(model.serialize())));
    expect(restored.vocabularySize).toBe(model.vocabularySize);
    expect(restored.options).toEqual(model.options);
    const text = 'graph neural kernels for protein folding';
    expect(Array.from(restored.vectorize(text).ids)).toEqual(Array.from(model.vectorize(text).ids));
    expect(Array.from(restored.vectorize(text).weights)).toEqual(Array.from(model.vectorize(text).weights));
  });

  it('restores in steps of the given number of terms, to the same model', () => {
    const model = buildLexicalModel({ documents, bigrams: true });
    const steps = lexicalModelLoader(model.serialize(), 2);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBe(Math.floor(model.vocabularySize / 2));
    const restored = step.value;
    expect(restored.vocabularySize).toBe(model.vocabularySize);
    for (let id = 0; id < model.vocabularySize; id++) {
      expect(restored.term(id)).toBe(model.term(id));
      expect(restored.termId(model.term(id)!)).toBe(id);
      expect(restored.idf(id)).toBe(model.idf(id));
    }
  });

  it('refuses input that is not a lexical model', () => {
    const serialized = buildLexicalModel({ documents }).serialize();
    expect(() => loadLexicalModel({ ...serialized, version: 2 as 1 })).toThrow(/format/);
    expect(() => loadLexicalModel({ ...serialized, table: 'x\tgraph' })).toThrow(/Bad lexical model line/);
  });
});

/** The vectoriser written the plain way: `analyzeText`'s terms looked up by string, counted in a map. */
function vectorizeByStrings(model: LexicalModel, text: string): SparseWeights {
  const counts = new Map<number, number>();
  for (const term of analyzeText(text, model.options)) {
    const id = model.vectorId(term);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const ids = [...counts.keys()];
  return normalizeSparse(
    sparseWeightsFromPairs({ ids, weights: ids.map((id) => logTf(counts.get(id) as number) * model.idf(id)) }),
  );
}

describe('vectorize', () => {
  const background = [
    'Graph neural networks for molecular property prediction.',
    'Deep reinforcement learning with graph attention; policy gradients.',
    'Protein folding by attention networks (AlphaFold) and graph kernels.',
    'Markov chain Monte Carlo for Bayesian neural networks',
    'Neural networks, graph kernels and protein structure.',
  ];
  const texts = [
    'Graph attention networks for protein folding: neural graph kernels, neural networks and networks.',
    'Quantum annealing of spin glasses with graph neural networks and unseen zygomorphic words.',
    'Monte Carlo Monte Carlo Monte Carlo; deep deep reinforcement. Bayesian graph, protein (folding) networks',
    'of the and 2024 100k',
    '',
  ];

  for (const bigrams of [true, false])
    for (const minDocumentFrequency of [1, 2])
      for (const bigramTableAfter of [0, 2, undefined])
        it(`gives the plain vectoriser's ids and weights (bigrams ${bigrams}, min df ${minDocumentFrequency}, table after ${bigramTableAfter ?? 'default'})`, () => {
          const model = buildLexicalModel({ documents: background, bigrams, minDocumentFrequency, bigramTableAfter });
          for (const text of [...texts, ...texts]) {
            const fast = model.vectorize(text);
            const plain = vectorizeByStrings(model, text);
            expect(Array.from(fast.ids)).toEqual(Array.from(plain.ids));
            expect(Array.from(fast.weights)).toEqual(Array.from(plain.weights));
          }
        });

  it('makes the bigram table ahead in steps on request, and vectorises the same with it from the first text', () => {
    const model = buildLexicalModel({ documents: background, bigramTableAfter: Number.POSITIVE_INFINITY });
    const steps = model.prepareBigramTable();
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBeGreaterThan(0);
    // Made: asking again does nothing.
    expect(model.prepareBigramTable().next().done).toBe(true);
    for (const text of texts) {
      const fast = model.vectorize(text);
      const plain = vectorizeByStrings(model, text);
      expect(Array.from(fast.ids)).toEqual(Array.from(plain.ids));
      expect(Array.from(fast.weights)).toEqual(Array.from(plain.weights));
    }
    // Without bigrams there is no table to make.
    expect(buildLexicalModel({ documents: background, bigrams: false }).prepareBigramTable().next().done).toBe(true);
  });

  it('counts a text afresh after another (nothing carried over between calls)', () => {
    const model = buildLexicalModel({ documents: background });
    const before = model.vectorize('graph kernels');
    model.vectorize('graph graph graph kernels kernels neural networks');
    expect(Array.from(model.vectorize('graph kernels').weights)).toEqual(Array.from(before.weights));
  });

  it('finds a bigram of the vocabulary and hashes one it does not hold as its string would be', () => {
    const model = buildLexicalModel({ documents: background });
    const known = model.vectorize('graph kernels');
    expect(Array.from(known.ids)).toContain(model.termId('graph kernel'));
    const unknown = model.vectorize('kernel graph');
    expect(model.termId('kernel graph')).toBeUndefined();
    expect(Array.from(unknown.ids)).toContain(model.vectorId('kernel graph'));
  });
});
