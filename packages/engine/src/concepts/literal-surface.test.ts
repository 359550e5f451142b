import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize';
import { findLiteralSurface, surfaceLiteral } from './literal-surface';

const find = (text: string, literal: string, exactCase = false) =>
  findLiteralSurface({ text, tokens: tokenize(text), literal: surfaceLiteral(literal), exactCase });

describe('findLiteralSurface: the words of the text a literal stands for', () => {
  it('quotes the text as written, not the ontology’s form of the literal', () => {
    expect(find('Image classification with a convolutional neural net', 'Neural net')).toBe('neural net');
    expect(find('We train Convolutional Neural Networks on photographs.', 'convolutional neural network')).toBe(
      'Convolutional Neural Networks',
    );
    expect(find('Über-große Netze: Universität Bremen', 'universitat')).toBe('Universität');
  });

  it('takes the first occurrence', () => {
    expect(find('Neural Nets first, then neural nets again.', 'neural net')).toBe('Neural Nets');
  });

  it('does not read across punctuation the literal lacks, nor an abbreviation', () => {
    expect(find('A deep neural. Net results follow.', 'neural net')).toBeNull();
    expect(find('The U.S. army uses it.', 'us army')).toBeNull();
  });

  it('asks for the literal’s own letter case when it counts only as written', () => {
    expect(find('Lidar and LIDAR scans', 'LIDAR', true)).toBe('LIDAR');
    expect(find('lidar scans', 'LIDAR', true)).toBeNull();
    expect(find('lidar scans', 'LIDAR', false)).toBe('lidar');
  });

  it('answers null when the text does not hold the literal', () => {
    expect(find('Robots learn to grasp', 'neural network')).toBeNull();
    expect(find('Anything', '')).toBeNull();
  });
});
