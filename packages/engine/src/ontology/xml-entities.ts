/**
 * General entities of a DOCTYPE internal subset (`<!ENTITY skos "http://…">`, as the ACM
 * CCS file declares them), read under safety rules: external entities (SYSTEM/PUBLIC, the
 * XXE vector) are refused, an entity may use only entities declared before it, and the
 * text that entities would produce is bounded, which refuses "billion laughs" and
 * quadratic-blowup documents before any expansion happens.
 */
import { OntologyParseError } from './parse-error';

/** Characters entities may produce in one document, all references counted. */
export const MAX_ENTITY_EXPANSION = 10_000_000;

const NAME = '[A-Za-z_:\\u00C0-\\uFFFF][\\w.:\\u00B7\\u00C0-\\uFFFF-]*';
const DECLARATION = new RegExp(`<!ENTITY\\s+(%\\s+)?(${NAME})\\s+("[^"]*"|'[^']*'|[^>]*?)\\s*>`, 'g');
const REFERENCE = new RegExp(`&(${NAME});`, 'g');
const CHARACTER_REFERENCE = /&#x([0-9a-fA-F]+);|&#([0-9]+);/g;
const PREDEFINED = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** A refused or malformed entity declaration. */
export class XmlEntityError extends OntologyParseError {
  constructor(message: string) {
    super(`XML entity refused: ${message}`);
    this.name = 'XmlEntityError';
  }
}

/**
 * The general entities of a DOCTYPE (the text saxes hands over, internal subset included),
 * with their replacement text fully expanded. Parameter entities are ignored with a warning
 * (nothing in RDF/XML needs them); external ones are refused.
 */
export function readInternalEntities(
  doctype: string,
  { onWarning }: { onWarning: (message: string) => void },
): Map<string, string> {
  const entities = new Map<string, string>();
  const subset = doctype.replace(/<!--[\s\S]*?-->/g, '');
  for (const [, parameter, name, definition] of subset.matchAll(DECLARATION)) {
    const quoted = /^["']/.test(definition!);
    if (!quoted) {
      throw new XmlEntityError(
        `${parameter ? '%' : '&'}${name}; is an external entity (${definition!.trim()}); sciscope never loads external files`,
      );
    }
    if (parameter) {
      onWarning(`parameter entity %${name}; ignored`);
      continue;
    }
    // The first declaration of an entity is binding (XML 1.0 §4.2).
    if (entities.has(name!)) continue;
    const raw = definition!.slice(1, -1);
    if (raw.includes('<')) throw new XmlEntityError(`&${name}; contains markup`);
    const value = raw
      .replace(CHARACTER_REFERENCE, (_ref, hex?: string, decimal?: string) =>
        String.fromCodePoint(hex !== undefined ? parseInt(hex, 16) : Number(decimal)),
      )
      .replace(REFERENCE, (_ref, inner: string) => {
        // saxes inserts replacement text as text, so markup in it stays plain text.
        const known = PREDEFINED.get(inner) ?? entities.get(inner);
        if (known === undefined)
          throw new XmlEntityError(`&${name}; refers to &${inner};, which is not declared before it`);
        return known;
      });
    if (value.length > MAX_ENTITY_EXPANSION) {
      throw new XmlEntityError(`&${name}; expands beyond the safety limit of ${MAX_ENTITY_EXPANSION} characters`);
    }
    entities.set(name!, value);
  }
  return entities;
}

/**
 * Refuses a document whose entity references would produce more than
 * MAX_ENTITY_EXPANSION characters in total (one small entity referenced millions of times,
 * or a large one referenced often).
 */
export function checkEntityExpansion(xml: string, entities: ReadonlyMap<string, string>): void {
  if (entities.size === 0) return;
  let produced = 0;
  for (const [, name] of xml.matchAll(REFERENCE)) {
    produced += entities.get(name!)?.length ?? 0;
    if (produced > MAX_ENTITY_EXPANSION) {
      throw new XmlEntityError(`entity expansion exceeds the safety limit of ${MAX_ENTITY_EXPANSION} characters`);
    }
  }
}
