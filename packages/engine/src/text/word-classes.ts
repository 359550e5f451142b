/**
 * Word classes of a text from a part-of-speech tagger (compromise, a maintained rule- and
 * lexicon-based English tagger): what the possible-concepts mining reads to keep candidates
 * that are shaped like terms (nouns and their modifiers) and drop runs of a sentence such as
 * "methods often overlook" or "significantly improved compared". Server side only: the tagger
 * carries its lexicon (about 350 kB), which the web app does not need.
 */
import nlp from 'compromise';

/**
 * `nounOrVerb`: a present-tense verb in -s, which the tagger cannot tell from a plural noun
 * ("graph sketches compress streams": "sketches" comes out a verb).
 */
export type WordClass = 'noun' | 'nounOrVerb' | 'modifier' | 'verb' | 'adverb' | 'other';

/** The class of the word at a character offset of the tagged text (null: no word there). */
export interface WordClasses {
  classAt(offset: number): WordClass | null;
}

interface TaggedTerm {
  text?: string;
  tags?: string[];
  offset?: { start: number; length: number };
}

/**
 * One tag set in one class. A verb form that also reads as a modifier or a noun ("proposed
 * approach", "learning rate") counts as that; an adverb is an adverb whatever else it is.
 */
export function wordClassOf(tags: readonly string[], word = ''): WordClass {
  const has = (tag: string) => tags.includes(tag);
  if (has('Adverb')) return 'adverb';
  if (has('Pronoun')) return 'other';
  if (has('Noun') || has('Acronym')) return 'noun';
  if (has('Adjective') || has('Gerund') || has('Participle') || has('Value')) return 'modifier';
  if (has('Verb')) return has('PresentTense') && /[^s]s$/i.test(word) ? 'nounOrVerb' : 'verb';
  return 'other';
}

/** Tags `text` once; `classAt` then finds a word's class by binary search over the words' offsets. */
export function tagWordClasses(text: string): WordClasses {
  const sentences = nlp(text).json({ offset: true, terms: { tags: true, offset: true } }) as Array<{
    terms?: TaggedTerm[];
  }>;
  const starts: number[] = [];
  const ends: number[] = [];
  const classes: WordClass[] = [];
  for (const sentence of sentences) {
    for (const term of sentence.terms ?? []) {
      if (!term.offset) continue;
      starts.push(term.offset.start);
      ends.push(term.offset.start + term.offset.length);
      classes.push(wordClassOf(term.tags ?? [], term.text ?? ''));
    }
  }
  return {
    classAt(offset: number): WordClass | null {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if ((starts[mid] as number) > offset) hi = mid - 1;
        else if ((ends[mid] as number) <= offset) lo = mid + 1;
        else return classes[mid] as WordClass;
      }
      return null;
    },
  };
}
