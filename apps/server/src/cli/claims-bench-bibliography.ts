/**
 * The bibliography of `npm run bench:claims`: real references of the corpus written as
 * BibTeX the way people's files look — a third without any identifier, accents (as LaTeX
 * escapes or UTF-8), protecting braces, typos, changed case, missing or shifted years — plus
 * decoys (a title glued from halves of two corpus titles, someone else's authors) that a
 * matcher must not match. Deterministic: the same seed gives the same file.
 */
import { seededRandom } from '@sciscope/engine';
import type { CitableArticle } from '../modules/claims/claims-bench.repository';

export interface BenchEntry {
  /** Position in the file, from 1 (as the readers number entries). */
  index: number;
  /** The cited article; null for a decoy. */
  articleId: number | null;
  traits: string[];
}

const ACCENTS: Record<string, [string, string]> = {
  e: ['é', "{\\'e}"],
  o: ['ö', '{\\"o}'],
  u: ['ü', '{\\"u}'],
  a: ['á', "{\\'a}"],
  c: ['ç', '{\\c c}'],
};

function addTypo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1);
  }
}

function accentuate(text: string, random: () => number, latex: boolean): string {
  const letters = Object.keys(ACCENTS).filter((l) => text.includes(l));
  if (letters.length === 0) return text;
  const letter = letters[Math.floor(random() * letters.length)]!;
  const [utf8, tex] = ACCENTS[letter]!;
  const at = text.indexOf(letter);
  return text.slice(0, at) + (latex ? tex : utf8) + text.slice(at + 1);
}

const escapeBibtex = (text: string) => text.replace(/([&%$#_])/g, '\\$1').replace(/[{}]/g, '');

/** Wraps capitalised words and acronyms in braces, as BibTeX files protect them. */
function protectCapitals(title: string): string {
  return title.replace(/\b([A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*|[A-Z][a-z]+)\b/g, '{$1}');
}

function authorsField(authors: readonly string[], random: () => number, accents: boolean, latex: boolean): string {
  const shown = authors.slice(0, 12).map((name) => {
    const parts = name.trim().split(/\s+/);
    const last = parts.pop() ?? '';
    const first = parts.join(' ');
    const surname = accents && random() < 0.5 ? accentuate(last, random, latex) : last;
    return first ? `${escapeBibtex(surname)}, ${escapeBibtex(first)}` : escapeBibtex(surname);
  });
  return shown.join(' and ') + (authors.length > 12 ? ' and others' : '');
}

/**
 * Writes `cited` (in order; the first `withIdentifiers` of them keep their DOI or arXiv id)
 * and `decoys` decoy entries interleaved, as one BibTeX file.
 */
export function buildBenchBibliography({
  cited,
  withIdentifiers,
  decoyPool,
  decoys,
  seed,
  format = 'bibtex',
}: {
  cited: readonly CitableArticle[];
  withIdentifiers: ReadonlySet<number>;
  decoyPool: readonly CitableArticle[];
  decoys: number;
  seed: number;
  /** `text`: one APA-like reference a line (authors, year, title, venue, DOI or arXiv id). */
  format?: 'bibtex' | 'text';
}): { bibtex: string; entries: BenchEntry[] } {
  const random = seededRandom(seed);
  const blocks: string[] = [];
  const entries: BenchEntry[] = [];
  const decoyEvery = decoys > 0 ? Math.max(1, Math.floor(cited.length / decoys)) : Infinity;
  let decoysLeft = decoys;
  const write = (fields: Array<[string, string]>, key: string) => {
    if (format === 'bibtex') {
      blocks.push(`@inproceedings{${key},\n${fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n')}\n}`);
      return;
    }
    const field = (name: string) => fields.find(([n]) => n === name)?.[1];
    const plain = (text: string) => text.replace(/\\(.)/g, '$1').replace(/[{}]/g, '');
    const authors = (field('author') ?? '').split(' and ').slice(0, 6).map(plain).join('; ');
    const year = field('year');
    const ids = [
      field('doi') ? `doi:${field('doi')}` : null,
      field('eprint') ? `arXiv:${field('eprint')}` : null,
    ].filter(Boolean);
    blocks.push(
      [
        `${authors}${year ? ` (${year})` : ''}.`,
        `${plain(field('title') ?? '')}.`,
        field('booktitle') ? `${plain(field('booktitle')!)}.` : '',
        ...ids,
      ]
        .filter((part) => part !== '')
        .join(' '),
    );
  };

  cited.forEach((article, i) => {
    const traits: string[] = [];
    let title = article.title;
    if (i % 3 === 0) {
      const words = title.split(' ');
      const long = words.map((w, j) => [w, j] as const).filter(([w]) => /^[A-Za-z]{6,}$/.test(w));
      const typos = Math.min(long.length, 1 + Math.floor(random() * 2));
      for (let t = 0; t < typos; t++) {
        const [word, j] = long[Math.floor(random() * long.length)]!;
        words[j] = addTypo(word, random);
      }
      title = words.join(' ');
      if (typos > 0) traits.push('typos');
    }
    const accents = i % 4 === 1;
    const latex = i % 8 === 1;
    if (accents) {
      title = accentuate(title, random, false);
      traits.push(latex ? 'latex accents' : 'accents');
    }
    if (i % 5 === 0) {
      title = random() < 0.5 ? title.toLowerCase() : title.toUpperCase();
      traits.push('case');
    }
    let titleField = escapeBibtex(title);
    if (latex) titleField = titleField.replace(/[éöüáç]/, (c) => Object.values(ACCENTS).find(([u]) => u === c)![1]);
    if (i % 2 === 0) {
      titleField = i % 4 === 0 ? `{${titleField}}` : protectCapitals(titleField);
      traits.push('braces');
    }
    const fields: Array<[string, string]> = [
      ['title', titleField],
      ['author', authorsField(article.authors, random, accents, latex)],
    ];
    if (i % 10 !== 7 && article.year) fields.push(['year', String(i % 10 === 3 ? article.year + 1 : article.year)]);
    else traits.push('no year');
    if (i % 10 === 3) traits.push('year ±1');
    if (article.venue) fields.push(['booktitle', escapeBibtex(article.venue)]);
    if (withIdentifiers.has(article.id)) {
      if (article.doi) fields.push(['doi', i % 6 === 0 ? `https://doi.org/${article.doi.toUpperCase()}` : article.doi]);
      else if (article.arxiv) fields.push(['eprint', article.arxiv], ['archivePrefix', 'arXiv']);
      traits.push(article.doi ? 'doi' : 'arxiv');
    } else traits.push('no identifier');
    write(fields, `ref${i + 1}`);
    entries.push({ index: entries.length + 1, articleId: article.id, traits });

    if (decoysLeft > 0 && (i + 1) % decoyEvery === 0) {
      const a = decoyPool[(decoys - decoysLeft) * 3]!;
      const b = decoyPool[(decoys - decoysLeft) * 3 + 1]!;
      const c = decoyPool[(decoys - decoysLeft) * 3 + 2]!;
      const left = a.title.split(' ');
      const right = b.title.split(' ');
      const chimera = [...left.slice(0, Math.ceil(left.length / 2)), ...right.slice(Math.floor(right.length / 2))].join(
        ' ',
      );
      write(
        [
          ['title', escapeBibtex(chimera)],
          ['author', authorsField(c.authors, random, false, false)],
          ['year', String(c.year ?? 2015)],
        ],
        `decoy${decoys - decoysLeft + 1}`,
      );
      entries.push({ index: entries.length + 1, articleId: null, traits: ['decoy'] });
      decoysLeft -= 1;
    }
  });
  if (format === 'text') return { bibtex: `${blocks.join('\n')}\n`, entries };
  return { bibtex: `% bench:claims bibliography, seed ${seed}\n\n${blocks.join('\n\n')}\n`, entries };
}
