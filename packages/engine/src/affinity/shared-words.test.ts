import { describe, expect, it } from 'vitest';
import { analyzeText, analyzeTextWithSurfaces } from './affinity-text';
import { buildLexicalModel } from './lexical-model';
import { sharedWords } from './shared-words';

const corpus = [
  'Diffusion models generate images by denoising.',
  'Fast sampling of diffusion models with learned ODE solvers.',
  'Graph neural networks for molecules.',
  'Protein folding with molecular dynamics.',
  'Sampling in Bayesian inference.',
  'Convolutional networks classify images.',
];

describe('sharedWords', () => {
  const model = buildLexicalModel({ documents: corpus, stemmer: 'porter' });

  it('lists the words that make the cosine, as the article writes them, a phrase standing for its words', () => {
    const query = model.vectorize('Faster samplers for diffusion models: ODE solvers');
    const words = sharedWords(model, query, 'Fast sampling of diffusion models with learned ODE solvers.', 4);
    // Stems ("diffus", "sampl") come back as written, and "diffusion models" is one entry.
    expect(words).toContain('diffusion models');
    expect(words).toContain('ode solvers');
    expect(words).not.toContain('diffusion');
    expect(words.every((w) => !/^(diffus|sampl|solver)$/.test(w))).toBe(true);
    expect(words.length).toBeLessThanOrEqual(4);
  });

  it('finds nothing when no word is shared, and stops at the limit', () => {
    const query = model.vectorize('Protein folding');
    expect(sharedWords(model, query, 'Convolutional networks classify images.', 5)).toEqual([]);
    expect(sharedWords(model, query, 'Protein folding with molecular dynamics.', 1)).toHaveLength(1);
    expect(sharedWords(model, query, 'Protein folding with molecular dynamics.', 0)).toEqual([]);
  });

  it('keeps analyzeText as it was: the surfaces are only an extra output', () => {
    const text = 'Graph neural networks, and the molecules (2024).';
    const options = { bigrams: true, stemmer: 'porter' as const };
    const { terms, surfaces } = analyzeTextWithSurfaces(text, options);
    expect(terms).toEqual(analyzeText(text, options));
    expect(surfaces).toEqual(['graph', 'neural', 'graph neural', 'networks', 'neural networks', 'molecules']);
  });
});
