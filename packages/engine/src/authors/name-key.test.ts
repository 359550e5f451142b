import { describe, expect, it } from 'vitest';
import {
  foldNameText,
  mergeGiven,
  nameBlockKey,
  nameCompatibility,
  nameFullKey,
  nameFullness,
  parseAuthorName,
} from './name-key';

describe('foldNameText', () => {
  it('lower-cases and strips diacritics, including letters that do not decompose', () => {
    expect(foldNameText('Ondřej Dušek')).toBe('ondrej dusek');
    expect(foldNameText('Torgny Brogårdh')).toBe('torgny brogardh');
    expect(foldNameText('Łukasz Straße Øster')).toBe('lukasz strasse oster');
  });
});

describe('parseAuthorName', () => {
  it('splits first, middle and last names and builds the block key from surname and first initial', () => {
    expect(parseAuthorName('John A. Smith')).toEqual({ last: 'smith', given: ['john', 'a'], blockKey: 'smith_j' });
  });

  it('reads initials written with dots, glued to the surname or run together in capitals', () => {
    expect(parseAuthorName('J.S. Albus').given).toEqual(['j', 's']);
    expect(parseAuthorName('J.S.Albus')).toEqual({ last: 'albus', given: ['j', 's'], blockKey: 'albus_j' });
    expect(parseAuthorName('JS Albus').given).toEqual(['j', 's']);
    expect(parseAuthorName('W.-N. Zhang').given).toEqual(['w', 'n']);
  });

  it('keeps capitalised short given names that contain a vowel as names', () => {
    expect(parseAuthorName('BO Li').given).toEqual(['bo']);
  });

  it('joins hyphenated given names into one token', () => {
    expect(parseAuthorName('Wei-Nan Zhang').given).toEqual(['weinan']);
    expect(parseAuthorName('Jean-Baptiste Mouret').given).toEqual(['jeanbaptiste']);
  });

  it('reads the inverted "Last, First" form and ignores stray commas and suffixes', () => {
    expect(parseAuthorName('Albus, James S.')).toEqual({ last: 'albus', given: ['james', 's'], blockKey: 'albus_j' });
    expect(parseAuthorName('Rodriguez, S.').blockKey).toBe('rodriguez_s');
    expect(parseAuthorName('Maximilian L. Ach,').blockKey).toBe('ach_m');
    expect(parseAuthorName('Martin Luther King Jr.').last).toBe('king');
    expect(parseAuthorName('King, Jr.').last).toBe('king');
  });

  it('drops surname particles but keeps a leading given name that looks like one', () => {
    expect(nameBlockKey('Josef van Genabith')).toBe('genabith_j');
    expect(nameBlockKey('Katharina von der Wense')).toBe('wense_k');
    expect(nameBlockKey('Van Gool, Luc')).toBe('gool_l');
    expect(parseAuthorName('Da Li')).toEqual({ last: 'li', given: ['da'], blockKey: 'li_d' });
    expect(parseAuthorName('Rahul De').last).toBe('de');
  });

  it('blocks a hyphenated surname on its last part, like the same surname written with a space', () => {
    expect(parseAuthorName('Luis Espinosa-Anke')).toEqual(parseAuthorName('Luis Espinosa Anke'));
    expect(nameBlockKey('A. Albu-Schäffer')).toBe('schaffer_a');
  });

  it('meets German umlauts written as ue/oe/ae but leaves pinyin surnames alone', () => {
    expect(nameBlockKey('Hinrich Schuetze')).toBe(nameBlockKey('Hinrich Schütze'));
    expect(nameBlockKey('Hinrich Schütze')).toBe('schutze_h');
    expect(parseAuthorName('Wei Xue').last).toBe('xue');
    expect(parseAuthorName('Jie Yue').last).toBe('yue');
    expect(parseAuthorName('S. Rodríguez').last).toBe('rodriguez');
  });

  it('gives a mononym an empty given name and an empty name an empty key', () => {
    expect(parseAuthorName('Mausam')).toEqual({ last: 'mausam', given: [], blockKey: 'mausam_' });
    expect(parseAuthorName('  ')).toEqual({ last: '', given: [], blockKey: '_' });
  });

  it('writes the full key with every given token', () => {
    expect(nameFullKey(parseAuthorName('Jing Yi Zhang'))).toBe('zhang_jing yi');
  });
});

describe('nameCompatibility', () => {
  it('accepts an initial for a full first name and a missing middle name', () => {
    expect(nameCompatibility('J. Smith', 'John Smith')).toBe('compatible');
    expect(nameCompatibility('John Smith', 'John A. Smith')).toBe('compatible');
    expect(nameCompatibility('J. A. Smith', 'John Smith')).toBe('compatible');
    expect(nameCompatibility('J. Smith', 'John A. Smith')).toBe('compatible');
  });

  it('rejects different first names, clipped forms and different middle names', () => {
    expect(nameCompatibility('Jon Smith', 'John Smith')).toBe('incompatible');
    expect(nameCompatibility('Yang Xu', 'Yangsheng Xu')).toBe('incompatible');
    expect(nameCompatibility('John A. Smith', 'John B. Smith')).toBe('incompatible');
    expect(nameCompatibility('J. Smith', 'K. Smith')).toBe('incompatible');
    expect(nameCompatibility('John Smith', 'John Smyth')).toBe('incompatible');
  });

  it('treats case, diacritics, inversion and spacing of the given name as the same name', () => {
    expect(nameCompatibility('Hinrich Schütze', 'hinrich schutze')).toBe('exact');
    expect(nameCompatibility('Smith, John', 'John Smith')).toBe('exact');
    expect(nameCompatibility('Jing Yi Zhang', 'Jingyi Zhang')).toBe('exact');
    expect(nameCompatibility('J. S. Albus', 'J.S. Albus')).toBe('exact');
  });
});

describe('mergeGiven', () => {
  it('keeps the fuller token at each position and the longer list', () => {
    expect(mergeGiven(['j', 'a'], ['john'])).toEqual(['john', 'a']);
    expect(mergeGiven([], ['y', 'f'])).toEqual(['y', 'f']);
  });
});

describe('nameFullness', () => {
  it('ranks written-out given names over initials, and more given names over fewer', () => {
    expect(nameFullness('Tamim Asfour')).toBeGreaterThan(nameFullness('T. Asfour'));
    expect(nameFullness('Sethu Vijayakumar')).toBeGreaterThan(nameFullness('S. Vijayakumar'));
    expect(nameFullness('Jean-Paul Sartre')).toBe(nameFullness('Jean Sartre'));
    expect(nameFullness('J. S. Bach')).toBe(nameFullness('Johann Bach'));
    expect(nameFullness('Johann S. Bach')).toBeGreaterThan(nameFullness('Johann Bach'));
  });
});
