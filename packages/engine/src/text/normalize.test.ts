import { describe, expect, it } from 'vitest';
import { foldText, normalizeToken, normalizeWord, stemSurface, stemToken } from './normalize';

describe('stemToken', () => {
  it('removes a plain plural s', () => {
    expect(stemToken('networks')).toBe('network');
    expect(stemToken('models')).toBe('model');
  });

  it('turns ies into y only for words longer than four letters', () => {
    expect(stemToken('studies')).toBe('study');
    expect(stemToken('ontologies')).toBe('ontology');
    expect(stemToken('ties')).toBe('tie');
  });

  it('reduces sses to ss and keeps words ending in ss', () => {
    expect(stemToken('classes')).toBe('class');
    expect(stemToken('processes')).toBe('process');
    expect(stemToken('class')).toBe('class');
  });

  it('removes plural es after x, z, ch, sh and s', () => {
    expect(stemToken('boxes')).toBe('box');
    expect(stemToken('searches')).toBe('search');
    expect(stemToken('meshes')).toBe('mesh');
    expect(stemToken('buses')).toBe('bus');
  });

  it('keeps final s of us and is words', () => {
    expect(stemToken('corpus')).toBe('corpus');
    expect(stemToken('analysis')).toBe('analysis');
    expect(stemToken('status')).toBe('status');
  });

  it('keeps short words whole', () => {
    expect(stemToken('gas')).toBe('gas');
    expect(stemToken('its')).toBe('its');
    expect(stemToken('is')).toBe('is');
  });

  it('removes a possessive apostrophe s and a trailing apostrophe', () => {
    expect(stemToken("network's")).toBe('network');
    expect(stemToken('network\u2019s')).toBe('network');
    expect(stemToken("networks'")).toBe('network');
  });

  it('brings singular and plural of sibilant words ending in e to one stem', () => {
    const pairs: Array<[string, string]> = [
      ['case', 'cases'],
      ['database', 'databases'],
      ['cache', 'caches'],
      ['response', 'responses'],
      ['bias', 'biases'],
      ['size', 'sizes'],
      ['lens', 'lenses'],
    ];
    for (const [singular, plural] of pairs) expect(stemToken(plural)).toBe(stemToken(singular));
    expect(stemToken('case')).toBe('cas');
    expect(stemToken('response')).toBe('respon');
  });

  it('leaves words without inflection unchanged', () => {
    expect(stemToken('learning')).toBe('learning');
    expect(stemToken('image')).toBe('image');
    expect(stemToken('3d')).toBe('3d');
  });
});

describe('stemSurface', () => {
  it('applies the same cut while keeping case', () => {
    expect(stemSurface('ICAs')).toBe('ICA');
    expect(stemSurface('Studies')).toBe('Study');
    expect(stemSurface('STUDIES')).toBe('STUDY');
    expect(stemSurface('Networks')).toBe('Network');
  });

  it('cuts the plural s of short acronyms', () => {
    expect(stemSurface('LMs')).toBe('LM');
    expect(stemSurface('3Ds')).toBe('3D');
  });
});

describe('normalizeToken', () => {
  it('lower-cases and stems, cutting the s of short acronym plurals only', () => {
    expect(normalizeToken('CNNs')).toBe('cnn');
    expect(normalizeToken('LMs')).toBe('lm');
    expect(normalizeToken('Gas')).toBe('gas');
    expect(normalizeToken('Its')).toBe('its');
  });
});

describe('foldText', () => {
  it('strips diacritics and folds compatibility forms but keeps case', () => {
    expect(foldText('Naïve Erdős')).toBe('Naive Erdos');
    expect(foldText('ﬁne')).toBe('fine');
    expect(foldText('Łojasiewicz Ørsted Straße')).toBe('Lojasiewicz Orsted Strasse');
  });

  it('returns ASCII text unchanged', () => {
    const text = 'Plain ASCII, 3D x-ray.';
    expect(foldText(text)).toBe(text);
  });
});

describe('normalizeWord', () => {
  it('folds, lower-cases and stems one word', () => {
    expect(normalizeWord('Réseaux')).toBe('reseaux');
    expect(normalizeWord('Théories')).toBe('theory');
  });
});

describe('mixed-case names', () => {
  it('keep their final s, so that DDoS and DDO stay different terms', () => {
    expect(normalizeToken('DDoS')).toBe('ddos');
    expect(normalizeToken('DDO')).toBe('ddo');
    expect(stemSurface('DDoS')).toBe('DDoS');
    expect(normalizeToken('PyTorch')).toBe('pytorch');
  });
  it('do not stop acronym plurals and ordinary capitalised plurals from being cut', () => {
    expect(normalizeToken('GANs')).toBe('gan');
    expect(normalizeToken('Networks')).toBe('network');
  });
});
