/**
 * A small, strict-enough XML tokenizer for ontology files: start/end tags with attributes,
 * text, CDATA, comments, processing instructions and the DOCTYPE internal subset, whose
 * general entities (`<!ENTITY skos "http://…">`) are expanded like the predefined and
 * numeric ones. Not a validating parser: external entities are not fetched (offline by
 * design), and markup inside an entity's replacement text is treated as plain text.
 */
import { OntologyParseError } from './parse-error';

export interface XmlAttribute {
  name: string;
  /** Entity-decoded and whitespace-normalised, as the XML spec prescribes. */
  value: string;
}

export type XmlEvent =
  | { type: 'start'; name: string; attributes: XmlAttribute[]; selfClosing: boolean; offset: number }
  | { type: 'end'; name: string; offset: number }
  | { type: 'text'; text: string; offset: number }
  | { type: 'comment'; text: string; offset: number }
  | { type: 'pi'; target: string; data: string; offset: number }
  | { type: 'doctype'; name: string; entities: ReadonlyMap<string, string>; offset: number };

export interface XmlTokenizerOptions {
  /** Recoverable problems (unknown entity, bare ampersand): reported, then kept as text. */
  onWarning?: (message: string) => void;
}

/** A fatal syntax error, with the 1-based position where it was found. */
export class XmlSyntaxError extends OntologyParseError {
  constructor(message: string, line: number, column: number) {
    super(`XML syntax error: ${message}`, line, column);
    this.name = 'XmlSyntaxError';
  }
}

const PREDEFINED_ENTITIES: ReadonlyArray<[string, string]> = [
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
];
const PREDEFINED_NAMES = new Set(PREDEFINED_ENTITIES.map(([name]) => name));
const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*/y;
const WHITESPACE = /[ \t\n]*/y;
const REFERENCE = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|([A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*));/g;
/** Guards against "billion laughs" documents: total characters produced by entities. */
const MAX_ENTITY_EXPANSION = 10_000_000;
const MAX_ENTITY_DEPTH = 16;

/** 1-based line and column of an offset, computed only when an error is reported. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Events of an XML document in order. Throws XmlSyntaxError on malformed markup
 * (unclosed tags, mismatched end tags, bad attributes); never fetches anything.
 */
export function* tokenizeXml(input: string, options: XmlTokenizerOptions = {}): Generator<XmlEvent> {
  // The XML spec normalises every line break to LF before parsing.
  const xml = input.includes('\r') ? input.replace(/\r\n?/g, '\n') : input;
  const warn = options.onWarning ?? (() => undefined);
  const entities = new Map<string, string>(PREDEFINED_ENTITIES);
  let expanded = 0;
  const fail = (message: string, offset: number): never => {
    const { line, column } = positionOf(xml, offset);
    throw new XmlSyntaxError(message, line, column);
  };

  const decode = (raw: string, offset: number, depth = 0): string => {
    if (!raw.includes('&')) return raw;
    let result = '';
    let last = 0;
    for (const match of raw.matchAll(REFERENCE)) {
      const at = match.index ?? 0;
      result += warnBareAmpersands(raw.slice(last, at), offset, warn);
      last = at + match[0].length;
      const [, hex, decimal, name] = match;
      if (hex !== undefined || decimal !== undefined) {
        const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
        if (!isValidCodePoint(code)) fail(`invalid character reference ${match[0]}`, offset);
        result += String.fromCodePoint(code);
        continue;
      }
      const replacement = entities.get(name!);
      if (replacement === undefined) {
        warn(`undefined entity ${match[0]} at line ${positionOf(xml, offset).line}`);
        result += match[0];
        continue;
      }
      if (depth >= MAX_ENTITY_DEPTH) fail(`entity ${match[0]} nests too deeply (recursive?)`, offset);
      if (PREDEFINED_NAMES.has(name!)) {
        result += replacement;
        continue;
      }
      // Declared entities may reference other entities in their replacement text.
      const value = decode(replacement, offset, depth + 1);
      expanded += value.length;
      if (expanded > MAX_ENTITY_EXPANSION) fail('entity expansion exceeds the safety limit', offset);
      result += value;
    }
    return result + warnBareAmpersands(raw.slice(last), offset, warn);
  };

  const openElements: string[] = [];
  let pos = 0;
  let seenRoot = false;
  const readName = (at: number): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(xml);
    if (!match) return fail('expected a name', at);
    return match[0];
  };
  const skipWhitespace = (at: number): number => {
    // A failed sticky match resets lastIndex to 0, which would restart the scan.
    if (at >= xml.length) return at;
    WHITESPACE.lastIndex = at;
    WHITESPACE.exec(xml);
    return WHITESPACE.lastIndex;
  };
  const expect = (token: string, at: number, what: string): number => {
    const end = xml.indexOf(token, at);
    if (end === -1) fail(`unterminated ${what}`, at);
    return end;
  };

  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > pos) {
      const raw = xml.slice(pos, textEnd);
      if (openElements.length === 0 && raw.trim() !== '') fail('text outside the root element', pos);
      yield { type: 'text', text: decode(raw, pos), offset: pos };
      pos = textEnd;
      continue;
    }

    if (xml.startsWith('<!--', pos)) {
      const end = expect('-->', pos + 4, 'comment');
      yield { type: 'comment', text: xml.slice(pos + 4, end), offset: pos };
      pos = end + 3;
    } else if (xml.startsWith('<![CDATA[', pos)) {
      const end = expect(']]>', pos + 9, 'CDATA section');
      if (openElements.length === 0) fail('CDATA outside the root element', pos);
      yield { type: 'text', text: xml.slice(pos + 9, end), offset: pos };
      pos = end + 3;
    } else if (xml.startsWith('<?', pos)) {
      const end = expect('?>', pos + 2, 'processing instruction');
      const target = readName(pos + 2);
      yield { type: 'pi', target, data: xml.slice(pos + 2 + target.length, end).trim(), offset: pos };
      pos = end + 2;
    } else if (xml.startsWith('<!DOCTYPE', pos)) {
      const { name, end } = readDoctype({ xml, at: pos, entities, readName, skipWhitespace, fail, warn });
      // Character references in entity values are expanded when declared (XML 1.0 §4.5).
      for (const [entity, value] of entities) {
        if (!PREDEFINED_NAMES.has(entity)) {
          entities.set(
            entity,
            value.replace(/&#x([0-9a-fA-F]+);|&#([0-9]+);/g, (ref, hex?: string, dec?: string) => {
              const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
              return isValidCodePoint(code) ? String.fromCodePoint(code) : ref;
            }),
          );
        }
      }
      yield { type: 'doctype', name, entities, offset: pos };
      pos = end;
    } else if (xml.startsWith('</', pos)) {
      const name = readName(pos + 2);
      const close = skipWhitespace(pos + 2 + name.length);
      if (xml[close] !== '>') fail(`malformed end tag </${name}`, pos);
      const open = openElements.pop();
      if (open !== name) fail(open ? `</${name}> does not close <${open}>` : `unexpected </${name}>`, pos);
      yield { type: 'end', name, offset: pos };
      pos = close + 1;
    } else {
      const name = readName(pos + 1);
      if (openElements.length === 0 && seenRoot) fail('a second root element', pos);
      seenRoot = true;
      const attributes: XmlAttribute[] = [];
      let cursor = pos + 1 + name.length;
      let selfClosing = false;
      for (;;) {
        const afterSpace = skipWhitespace(cursor);
        const char = xml[afterSpace];
        if (char === '>') {
          cursor = afterSpace + 1;
          break;
        }
        if (char === '/' && xml[afterSpace + 1] === '>') {
          selfClosing = true;
          cursor = afterSpace + 2;
          break;
        }
        if (afterSpace === cursor) fail(`expected whitespace, '>' or '/>' in <${name}>`, afterSpace);
        const attributeName = readName(afterSpace);
        const equals = skipWhitespace(afterSpace + attributeName.length);
        if (xml[equals] !== '=') fail(`attribute ${attributeName} has no value`, equals);
        const quoteAt = skipWhitespace(equals + 1);
        const quote = xml[quoteAt];
        if (quote !== '"' && quote !== "'") fail(`attribute ${attributeName} value is not quoted`, quoteAt);
        const valueEnd = expect(quote!, quoteAt + 1, `attribute ${attributeName}`);
        const raw = xml.slice(quoteAt + 1, valueEnd);
        if (raw.includes('<')) fail(`'<' in the value of attribute ${attributeName}`, quoteAt);
        if (attributes.some((attribute) => attribute.name === attributeName)) {
          fail(`duplicate attribute ${attributeName}`, afterSpace);
        }
        attributes.push({ name: attributeName, value: decode(raw.replace(/[\t\n]/g, ' '), quoteAt) });
        cursor = valueEnd + 1;
      }
      yield { type: 'start', name, attributes, selfClosing, offset: pos };
      if (selfClosing) yield { type: 'end', name, offset: pos };
      else openElements.push(name);
      pos = cursor;
    }
  }
  if (openElements.length > 0) fail(`<${openElements[openElements.length - 1]}> is never closed`, xml.length);
  if (!seenRoot) fail('no root element', xml.length);
}

function isValidCodePoint(code: number): boolean {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
}

function warnBareAmpersands(text: string, offset: number, warn: (message: string) => void): string {
  if (text.includes('&')) warn(`bare '&' kept as text near offset ${offset}`);
  return text;
}

interface DoctypeContext {
  xml: string;
  at: number;
  entities: Map<string, string>;
  readName: (at: number) => string;
  skipWhitespace: (at: number) => number;
  fail: (message: string, offset: number) => never;
  warn: (message: string) => void;
}

/** Reads `<!DOCTYPE name ExternalID? [ internal subset ]? >`, recording general entities. */
function readDoctype({ xml, at, entities, readName, skipWhitespace, fail, warn }: DoctypeContext): {
  name: string;
  end: number;
} {
  const name = readName(skipWhitespace(at + '<!DOCTYPE'.length));
  let cursor = at + '<!DOCTYPE'.length;
  cursor = skipWhitespace(cursor) + name.length;
  const skipQuoted = (from: number): number => {
    const quote = xml[from];
    if (quote !== '"' && quote !== "'") return from;
    const end = xml.indexOf(quote, from + 1);
    if (end === -1) fail('unterminated literal in DOCTYPE', from);
    return end + 1;
  };
  for (;;) {
    cursor = skipWhitespace(cursor);
    const char = xml[cursor];
    if (char === undefined) fail('unterminated DOCTYPE', at);
    if (char === '>') return { name, end: cursor + 1 };
    if (char === '"' || char === "'") {
      cursor = skipQuoted(cursor);
    } else if (char === '[') {
      cursor = readInternalSubset(cursor + 1);
    } else {
      cursor += readName(cursor).length; // SYSTEM / PUBLIC keywords
    }
  }

  function readInternalSubset(from: number): number {
    let position = from;
    for (;;) {
      position = skipWhitespace(position);
      if (position >= xml.length) fail('unterminated DOCTYPE internal subset', from);
      if (xml[position] === ']') return position + 1;
      if (xml.startsWith('<!--', position)) {
        const end = xml.indexOf('-->', position + 4);
        if (end === -1) fail('unterminated comment in DOCTYPE', position);
        position = end + 3;
      } else if (xml.startsWith('<?', position)) {
        const end = xml.indexOf('?>', position + 2);
        if (end === -1) fail('unterminated processing instruction in DOCTYPE', position);
        position = end + 2;
      } else if (xml.startsWith('<!ENTITY', position)) {
        position = readEntity(position);
      } else if (xml.startsWith('<!', position)) {
        // ELEMENT / ATTLIST / NOTATION declarations: skip, honouring quoted '>'.
        const declarationStart = position;
        position += 2;
        while (position < xml.length && xml[position] !== '>') {
          position = xml[position] === '"' || xml[position] === "'" ? skipQuoted(position) : position + 1;
        }
        if (position >= xml.length) fail('unterminated declaration in DOCTYPE', declarationStart);
        position += 1;
      } else if (xml[position] === '%') {
        const end = xml.indexOf(';', position);
        if (end === -1) fail('malformed parameter-entity reference', position);
        warn(`parameter entity ${xml.slice(position, end + 1)} ignored`);
        position = end + 1;
      } else {
        fail('unexpected content in DOCTYPE internal subset', position);
      }
    }
  }

  function readEntity(from: number): number {
    let position = skipWhitespace(from + '<!ENTITY'.length);
    const isParameter = xml[position] === '%';
    if (isParameter) position = skipWhitespace(position + 1);
    const entityName = readName(position);
    position = skipWhitespace(position + entityName.length);
    const quote = xml[position];
    let value: string | null = null;
    if (quote === '"' || quote === "'") {
      const end = skipQuoted(position);
      value = xml.slice(position + 1, end - 1);
      position = end;
    } else {
      warn(`external entity &${entityName}; not loaded (offline parser)`);
    }
    while (position < xml.length && xml[position] !== '>') {
      position = xml[position] === '"' || xml[position] === "'" ? skipQuoted(position) : position + 1;
    }
    if (position >= xml.length) fail(`unterminated ENTITY ${entityName}`, from);
    // The first declaration of an entity is binding (XML 1.0 §4.2).
    if (!isParameter && value !== null && !entities.has(entityName)) entities.set(entityName, value);
    return position + 1;
  }
}
