/**
 * Turtle (W3C RDF 1.1 Turtle) to triples: @prefix/@base and SPARQL-style PREFIX/BASE,
 * IRIs, prefixed names with escapes, `a`, `;` and `,` lists, blank nodes (`_:x`, `[ … ]`),
 * collections, string literals in all four quotings with escapes, @lang and ^^datatype,
 * numbers and booleans. Comments run from `#` to the end of the line.
 */
import { OntologyParseError } from './parse-error';
import { createBlankNodeFactory, RDF_NS, RDF_TYPE, resolveIri, XSD_NS } from './rdf-terms';
import type { RdfObject, RdfTriple } from './rdf-terms';
import { positionOf } from './xml-tokenizer';

export interface TurtleOptions {
  /** The document's own IRI, against which relative IRIs resolve. Default: none. */
  baseIri?: string;
}

// Character classes of the Turtle grammar (PN_CHARS_BASE, PN_CHARS), as RegExp source.
const PN_CHARS_BASE =
  'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D' +
  '\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const PN_CHARS = `${PN_CHARS_BASE}_0-9\\-\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
const PREFIX_NAME = new RegExp(`(?:[${PN_CHARS_BASE}](?:[${PN_CHARS}.]*[${PN_CHARS}])?)?:`, 'y');
const PLX = `%[0-9A-Fa-f]{2}|\\\\[_~.!$&'()*+,;=/?#@%-]`;
const LOCAL_NAME = new RegExp(
  `(?:[${PN_CHARS_BASE}_:0-9]|${PLX})(?:(?:[${PN_CHARS}.:]|${PLX})*(?:[${PN_CHARS}:]|${PLX}))?`,
  'y',
);
const BLANK_LABEL = new RegExp(`_:[${PN_CHARS_BASE}_0-9](?:[${PN_CHARS}.]*[${PN_CHARS}])?`, 'y');
// DOUBLE, DECIMAL, INTEGER; "1." is the integer 1 followed by the statement's dot.
const NUMBER = /[+-]?(?:\d+\.\d*[eE][+-]?\d+|\d*\.\d+(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\d+)/y;
const LANG_TAG = /@[a-zA-Z]+(?:-[a-zA-Z0-9]+)*/y;
const KEYWORD = /(?:@prefix|@base|PREFIX|BASE|a|true|false)(?![\w:-])/iy;
const STRING_ESCAPES: Record<string, string> = {
  t: '\t',
  b: '\b',
  n: '\n',
  r: '\r',
  f: '\f',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

/** Parses a Turtle document into its triples. Throws OntologyParseError with a position. */
export function parseTurtle(text: string, options: TurtleOptions = {}): RdfTriple[] {
  const triples: RdfTriple[] = [];
  const prefixes = new Map<string, string>();
  const newBlankNode = createBlankNodeFactory();
  let base = options.baseIri ?? '';
  let pos = 0;

  const fail = (message: string, at = pos): never => {
    const { line, column } = positionOf(text, at);
    throw new OntologyParseError(`Turtle syntax error: ${message}`, line, column);
  };
  const skipSpace = (): void => {
    for (;;) {
      const code = text.charCodeAt(pos);
      if (code === 32 || code === 9 || code === 10 || code === 13) pos += 1;
      else if (code === 35) {
        const end = text.indexOf('\n', pos);
        pos = end === -1 ? text.length : end + 1;
      } else return;
    }
  };
  const match = (pattern: RegExp): string | null => {
    pattern.lastIndex = pos;
    const found = pattern.exec(text);
    if (!found) return null;
    pos = pattern.lastIndex;
    return found[0];
  };
  const expectChar = (char: string): void => {
    skipSpace();
    if (text[pos] !== char) fail(`expected '${char}'`);
    pos += 1;
  };
  const keyword = (): string | null => {
    const saved = pos;
    const word = match(KEYWORD);
    if (word === null) return null;
    pos = saved;
    return word;
  };

  const readIri = (): string => {
    const end = text.indexOf('>', pos + 1);
    if (end === -1) fail('unterminated IRI');
    const raw = text.slice(pos + 1, end);
    if (/[\s<"{}|^`]/.test(raw)) fail('invalid character in IRI');
    pos = end + 1;
    return resolveIri(unescapeUnicode(raw, fail), base);
  };
  const readPrefixedName = (): string => {
    const prefix = match(PREFIX_NAME);
    if (prefix === null) fail('expected an IRI, prefixed name, blank node or literal');
    const namespace = prefixes.get(prefix!.slice(0, -1));
    if (namespace === undefined) fail(`undeclared prefix '${prefix}'`);
    const local = match(LOCAL_NAME) ?? '';
    return namespace + local.replace(/\\(.)/g, '$1');
  };
  const readIriOrName = (): string => (text[pos] === '<' ? readIri() : readPrefixedName());

  const readString = (): string => {
    const quote = text[pos]!;
    const long = text.startsWith(quote.repeat(3), pos);
    const delimiter = long ? quote.repeat(3) : quote;
    pos += delimiter.length;
    let value = '';
    for (;;) {
      if (pos >= text.length) fail('unterminated string');
      const char = text[pos]!;
      if (text.startsWith(delimiter, pos)) {
        pos += delimiter.length;
        return value;
      }
      if (!long && (char === '\n' || char === '\r')) fail('line break in a short string');
      if (char === '\\') {
        const next = text[pos + 1] ?? '';
        if (next === 'u' || next === 'U') {
          const size = next === 'u' ? 4 : 8;
          const hex = text.slice(pos + 2, pos + 2 + size);
          if (!new RegExp(`^[0-9A-Fa-f]{${size}}$`).test(hex)) fail('malformed \\u escape');
          value += codePoint(parseInt(hex, 16), fail);
          pos += 2 + size;
          continue;
        }
        const escaped = STRING_ESCAPES[next];
        if (escaped === undefined) fail(`unknown escape \\${next}`);
        value += escaped;
        pos += 2;
        continue;
      }
      value += char;
      pos += 1;
    }
  };

  const readObject = (): RdfObject => {
    skipSpace();
    const char = text[pos];
    if (char === '"' || char === "'") {
      const value = readString();
      const lang = match(LANG_TAG);
      if (lang !== null) return { kind: 'literal', value, lang: lang.slice(1).toLowerCase(), datatype: null };
      if (text.startsWith('^^', pos)) {
        pos += 2;
        return { kind: 'literal', value, lang: '', datatype: readIriOrName() };
      }
      return { kind: 'literal', value, lang: '', datatype: null };
    }
    if (char === '[' || char === '(' || char === '<' || text.startsWith('_:', pos)) {
      return { kind: 'node', value: readSubjectLike() };
    }
    const word = keyword();
    if (word === 'true' || word === 'false') {
      pos += word.length;
      return { kind: 'literal', value: word, lang: '', datatype: `${XSD_NS}boolean` };
    }
    const number = match(NUMBER);
    if (number !== null) {
      const datatype = /[eE]/.test(number) ? 'double' : number.includes('.') ? 'decimal' : 'integer';
      return { kind: 'literal', value: number, lang: '', datatype: `${XSD_NS}${datatype}` };
    }
    return { kind: 'node', value: readPrefixedName() };
  };

  /** Subjects and node objects: IRI, prefixed name, blank node, `[ … ]` or `( … )`. */
  const readSubjectLike = (): string => {
    skipSpace();
    if (text[pos] === '<') return readIri();
    if (text.startsWith('_:', pos)) {
      const label = match(BLANK_LABEL);
      if (label === null) fail('malformed blank node label');
      return label!;
    }
    if (text[pos] === '[') {
      pos += 1;
      skipSpace();
      const node = newBlankNode();
      if (text[pos] !== ']') readPredicateObjectList(node);
      expectChar(']');
      return node;
    }
    if (text[pos] === '(') {
      pos += 1;
      const items: RdfObject[] = [];
      for (skipSpace(); text[pos] !== ')'; skipSpace()) {
        if (pos >= text.length) fail('unterminated collection');
        items.push(readObject());
      }
      pos += 1;
      if (items.length === 0) return `${RDF_NS}nil`;
      const cells = items.map(() => newBlankNode());
      items.forEach((item, index) => {
        triples.push({ subject: cells[index]!, predicate: `${RDF_NS}first`, object: item });
        const rest = cells[index + 1] ?? `${RDF_NS}nil`;
        triples.push({ subject: cells[index]!, predicate: `${RDF_NS}rest`, object: { kind: 'node', value: rest } });
      });
      return cells[0]!;
    }
    return readPrefixedName();
  };

  const readPredicateObjectList = (subject: string): void => {
    for (;;) {
      skipSpace();
      const word = keyword();
      let predicate: string;
      if (word === 'a') {
        pos += 1;
        predicate = RDF_TYPE;
      } else {
        predicate = readIriOrName();
      }
      for (;;) {
        triples.push({ subject, predicate, object: readObject() });
        skipSpace();
        if (text[pos] !== ',') break;
        pos += 1;
      }
      // One or more ';' separate predicates; a trailing ';' before '.' or ']' is allowed.
      if (text[pos] !== ';') return;
      while (text[pos] === ';') {
        pos += 1;
        skipSpace();
      }
      if (text[pos] === '.' || text[pos] === ']' || pos >= text.length) return;
    }
  };

  for (skipSpace(); pos < text.length; skipSpace()) {
    const word = keyword()?.toLowerCase();
    if (word === '@prefix' || word === 'prefix') {
      const sparqlStyle = word === 'prefix';
      pos += word.length;
      skipSpace();
      const prefix = match(PREFIX_NAME);
      if (prefix === null) fail('expected a prefix name');
      skipSpace();
      if (text[pos] !== '<') fail('expected an IRI');
      prefixes.set(prefix!.slice(0, -1), readIri());
      if (!sparqlStyle) expectChar('.');
    } else if (word === '@base' || word === 'base') {
      const sparqlStyle = word === 'base';
      pos += word.length;
      skipSpace();
      if (text[pos] !== '<') fail('expected an IRI');
      base = readIri();
      if (!sparqlStyle) expectChar('.');
    } else {
      const startsWithPropertyList = text[pos] === '[';
      const subject = readSubjectLike();
      skipSpace();
      // "[ p o ] ." is a complete statement; otherwise a predicate list must follow.
      if (!(startsWithPropertyList && text[pos] === '.')) readPredicateObjectList(subject);
      expectChar('.');
    }
  }
  return triples;
}

function codePoint(code: number, fail: (message: string) => never): string {
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) fail('escape is not a valid code point');
  return String.fromCodePoint(code);
}

function unescapeUnicode(raw: string, fail: (message: string) => never): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})|\\(.?)/g, (whole, short?: string, long?: string) => {
    if (short === undefined && long === undefined) fail(`invalid escape ${whole} in IRI`);
    return codePoint(parseInt((short ?? long)!, 16), fail);
  });
}
