import type { ExportArticle } from './collections.repository';

/*
 * BibTeX for a label's export. Entry types follow the venue: a conference's papers are
 * @inproceedings (booktitle), a journal's @article (journal), a preprint server's or any other
 * venue's @misc (howpublished, with eprint/archiveprefix for arXiv); no venue: @misc.
 *
 * Text fields keep Unicode (the file is UTF-8, as biber and Zotero read it) and escape what
 * TeX would read as markup: \ { } $ & % # _ ~ ^ (braces as \textbraceleft{}, since BibTeX
 * counts every brace). Title words with a capital after their first
 * letter (acronyms, "ImageNet", "3D") are wrapped in braces so bibliography styles keep their
 * case. `url` and `doi` are verbatim fields: only braces, backslashes and white space, which
 * would break the entry, are percent-encoded. Citation keys are the first author's family name,
 * the year and the first significant title word in ASCII (`lovelace2023reinforcement`),
 * made unique with a, b, c… in the order written.
 */

const TEX_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  // BibTeX counts braces even after a backslash: literal ones must not be braces in the file.
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** `text` with TeX's special characters escaped and line breaks or controls made spaces. */
export function escapeBibtex(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/[\\{}$&%#_~^]/g, (c) => TEX_ESCAPES[c]!)
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A title with case-sensitive words protected by braces. */
export function bibtexTitle(title: string): string {
  return escapeBibtex(title)
    .split(' ')
    .map((word) => (/\p{Lu}/u.test(plainLetters(word).slice(1)) ? `{${word}}` : word))
    .join(' ');
}

/** The letters and digits of an escaped word (its TeX escapes dropped), to judge its case. */
function plainLetters(word: string): string {
  return word.replace(/\\[a-z]+\{\}|\\./g, '').replace(/[^\p{L}\p{N}]/gu, '');
}

/** A verbatim field's value: what would end the field or the entry is percent-encoded. */
function verbatim(value: string): string {
  return value.trim().replace(/[{}\\\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Author names joined by ` and `; a name BibTeX would split (a comma, the word "and") is kept whole in braces. */
export function bibtexAuthors(names: readonly string[]): string {
  return names
    .map((name) => {
      const escaped = escapeBibtex(name);
      return /,|\band\b/i.test(escaped) ? `{${escaped}}` : escaped;
    })
    .filter((name) => name !== '')
    .join(' and ');
}

/** Page ranges with an en dash, as BibTeX writes them (`770--778`). */
function bibtexPages(pages: string): string {
  return escapeBibtex(pages).replace(/\s*(?:--|[-\u2010-\u2015])\s*/g, '--');
}

const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower-case ASCII letters and digits of `text`, accents and other marks dropped. */
function asciiKeyPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c]!)
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
}

const TITLE_STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'on',
  'of',
  'in',
  'for',
  'to',
  'and',
  'with',
  'from',
  'by',
  'at',
  'towards',
  'toward',
]);

/** The key before making it unique: family name, year, first significant title word. */
export function baseCitationKey(article: Pick<ExportArticle, 'id' | 'authors' | 'year' | 'title'>): string {
  const first = article.authors[0]?.trim() ?? '';
  const family = asciiKeyPart(first.split(/\s+/).at(-1) ?? '');
  const word =
    article.title
      .split(/[^\p{L}\p{N}]+/u)
      .map(asciiKeyPart)
      .find((w) => w !== '' && !TITLE_STOPWORDS.has(w)) ?? '';
  const key = `${family}${article.year ?? ''}${word}`;
  return key === '' || /^\d/.test(key) ? `article${article.id}${key}` : key;
}

/** a, b, …, z, aa, ab, …: the suffix of the n-th repeat of a key (n from 1). */
function keySuffix(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    out = String.fromCharCode(97 + ((rest - 1) % 26)) + out;
  }
  return out;
}

type EntryType = 'inproceedings' | 'article' | 'misc';

function entryTypeOf(article: ExportArticle): EntryType {
  const venue = article.venue;
  if (!venue || venue.preprint) return 'misc';
  if (venue.kind === 'conference') return 'inproceedings';
  if (venue.kind === 'journal') return 'article';
  return 'misc';
}

/** One entry's fields in the order written; empty values are left out. */
function fieldsOf(article: ExportArticle, type: EntryType): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ['author', bibtexAuthors(article.authors)],
    ['title', bibtexTitle(article.title)],
  ];
  const venue = article.venue ? escapeBibtex(article.venue.name) : '';
  if (type === 'inproceedings') fields.push(['booktitle', venue]);
  else if (type === 'article') fields.push(['journal', venue]);
  else fields.push(['howpublished', venue]);
  fields.push(['year', article.year !== null ? String(article.year) : '']);
  fields.push(['volume', escapeBibtex(article.volume ?? '')]);
  fields.push(['number', escapeBibtex(article.issue ?? '')]);
  fields.push(['pages', bibtexPages(article.pages ?? '')]);
  fields.push(['doi', verbatim(article.doi ?? '')]);
  if (article.arxiv) {
    fields.push(['eprint', verbatim(article.arxiv)]);
    fields.push(['archiveprefix', 'arXiv']);
  }
  const url = article.url ?? (article.doi ? `https://doi.org/${article.doi}` : '');
  fields.push(['url', verbatim(url)]);
  return fields.filter(([, value]) => value !== '');
}

/** The BibTeX file of `articles`, one entry each in the order given. */
export function writeBibtex(articles: readonly ExportArticle[], { exportedAt }: { exportedAt: string }): string {
  const used = new Set<string>();
  const entries = articles.map((article) => {
    const base = baseCitationKey(article);
    let key = base;
    for (let n = 1; used.has(key); n += 1) key = `${base}${keySuffix(n)}`;
    used.add(key);
    const type = entryTypeOf(article);
    const body = fieldsOf(article, type)
      .map(([name, value]) => `  ${name} = {${value}}`)
      .join(',\n');
    return `@${type}{${key},\n${body}\n}\n`;
  });
  // No label name here: text outside entries is skipped by BibTeX only until an '@'.
  const header = `% ${articles.length} ${articles.length === 1 ? 'article' : 'articles'} exported from sciscope on ${exportedAt.slice(0, 10)}\n`;
  return [header, ...entries].join('\n');
}
