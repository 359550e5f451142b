import { describe, expect, it } from 'vitest';
import { analyzeText, contentTokens } from './affinity-text';

describe('analyzeText', () => {
  it('adds bigrams of adjacent content words but never across punctuation or stop words', () => {
    expect(analyzeText('Deep neural networks, for the graphs.', { bigrams: true })).toEqual([
      'deep',
      'neural',
      'deep neural',
      'network',
      'neural network',
      'graph',
    ]);
  });

  it('gives unigrams only when bigrams are off', () => {
    expect(analyzeText('Deep neural networks', { bigrams: false })).toEqual(['deep', 'neural', 'network']);
  });

  it('drops numbers, tokens starting with a digit and abstract boilerplate', () => {
    expect(analyzeText('3 layers of 2D convolutions', { bigrams: true })).toEqual(['layer', 'convolution']);
    expect(analyzeText('We propose a novel method', { bigrams: true })).toEqual([]);
  });

  it('conflates derivations with the Porter stemmer', () => {
    expect(analyzeText('Optimizing generalization', { bigrams: true, stemmer: 'porter' })).toEqual([
      'optim',
      'gener',
      'optim gener',
    ]);
  });
});

describe('contentTokens', () => {
  it('marks each phrase boundary once with null', () => {
    expect(contentTokens('graphs; of the kernels')).toEqual(['graph', null, 'kernel']);
  });
});
