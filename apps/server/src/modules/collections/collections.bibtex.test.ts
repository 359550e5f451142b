import { parse } from '@retorquere/bibtex-parser';
import { describe, expect, it } from 'vitest';
import { baseCitationKey, bibtexAuthors, bibtexTitle, escapeBibtex, writeBibtex } from './collections.bibtex';
import type { ExportArticle } from './collections.repository';

function article(overrides: Partial<ExportArticle> = {}): ExportArticle {
  return {
    id: 1,
    title: 'A study of graphs',
    year: 2020,
    venue: null,
    volume: null,
    issue: null,
    pages: null,
    manuscriptType: null,
    citationsCount: 0,
    authors: ['Ada Lovelace'],
    doi: null,
    arxiv: null,
    pmid: null,
    pmcid: null,
    url: null,
    addedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const read = (text: string) => parse(text, { english: false });

describe('BibTeX export', () => {
  it('escapes every TeX special character so the text reads back unchanged', () => {
    const nasty = 'a\\b {c} $d & e% f# g_h ~i ^j';
    expect(escapeBibtex(nasty)).toBe(
      'a\\textbackslash{}b \\textbraceleft{}c\\textbraceright{} \\$d \\& e\\% f\\# g\\_h \\textasciitilde{}i \\textasciicircum{}j',
    );
    const library = read(writeBibtex([article({ title: nasty })], { exportedAt: '2024-05-01T00:00:00Z' }));
    expect(library.errors).toEqual([]);
    expect(library.entries[0]!.fields.title).toBe(nasty);
  });

  it('keeps braces balanced whatever the title holds', () => {
    for (const title of ['}{', '{{{', 'a } b', '\\}']) {
      const text = writeBibtex([article({ title })], { exportedAt: '2024-05-01T00:00:00Z' });
      let depth = 0;
      for (const c of text) {
        depth += c === '{' ? 1 : c === '}' ? -1 : 0;
        expect(depth, title).toBeGreaterThanOrEqual(0);
      }
      expect(depth, title).toBe(0);
      expect(read(text).entries[0]!.fields.title).toBe(title);
    }
  });

  it('protects the case of acronyms and inner capitals in titles, not of ordinary words', () => {
    expect(bibtexTitle('Learning 3D shapes with CNNs on ImageNet')).toBe(
      'Learning {3D} shapes with {CNNs} on {ImageNet}',
    );
  });

  it('joins authors with "and", keeping names that contain a comma or the word "and" whole', () => {
    expect(bibtexAuthors(['Ada Lovelace', 'Smith, Jr.', 'Research and Development Group', 'Éva Tardos'])).toBe(
      'Ada Lovelace and {Smith, Jr.} and {Research and Development Group} and Éva Tardos',
    );
  });

  it('builds ASCII citation keys from family name, year and the first significant title word', () => {
    expect(baseCitationKey(article({ authors: ['José Müller'], title: 'The Ökonomie of graphs' }))).toBe(
      'muller2020okonomie',
    );
    expect(baseCitationKey(article({ authors: ['Łukasz Øster-Straße'], title: 'On: "graphs"' }))).toBe(
      'osterstrasse2020graphs',
    );
    // Nothing usable: the article id keeps the key valid (a key may not start with a digit).
    expect(baseCitationKey(article({ id: 42, authors: ['王小明'], year: null, title: '图论' }))).toBe('article42');
    expect(baseCitationKey(article({ id: 7, authors: [], year: 2020, title: '—' }))).toBe('article72020');
  });

  it('makes keys unique with a, b, … z, aa', () => {
    const many = Array.from({ length: 28 }, (_, i) => article({ id: i + 1 }));
    const keys = read(writeBibtex(many, { exportedAt: '2024-05-01T00:00:00Z' })).entries.map((e) => e.key);
    expect(keys.slice(0, 3)).toEqual(['lovelace2020study', 'lovelace2020studya', 'lovelace2020studyb']);
    expect(keys.slice(-2)).toEqual(['lovelace2020studyz', 'lovelace2020studyaa']);
    expect(new Set(keys).size).toBe(28);
  });

  it('writes no label name or other user text outside the entries', () => {
    const text = writeBibtex([], { exportedAt: '2024-05-01T10:00:00Z' });
    expect(text).toBe('% 0 articles exported from sciscope on 2024-05-01\n');
    expect(read(text).entries).toEqual([]);
  });

  it('percent-encodes what would break a verbatim field and writes page ranges with --', () => {
    const text = writeBibtex([article({ doi: '10.1000/x{y}', url: 'https://example.org/a b\\c', pages: '12 – 19' })], {
      exportedAt: '2024-05-01T00:00:00Z',
    });
    expect(text).toContain('doi = {10.1000/x%7By%7D}');
    expect(text).toContain('url = {https://example.org/a%20b%5Cc}');
    expect(text).toContain('pages = {12--19}');
    expect(read(text).errors).toEqual([]);
  });
});
