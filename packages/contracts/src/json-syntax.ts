/**
 * Where a text stops being JSON (RFC 8259), for messages a person can act on: the engines'
 * own parser errors ("Unexpected token 'o', \"hello world\" is not valid JSON") differ between
 * browsers and Node and often give no place at all.
 */

class Stop extends Error {}

/** 1-based line and column of the first character that cannot continue `text` as JSON (its end when it ends too soon), or null when it is JSON. */
export function jsonSyntaxErrorAt(text: string): { line: number; column: number } | null {
  let i = 0;
  const n = text.length;
  const fail = (): never => {
    throw new Stop();
  };
  const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const expect = (c: string) => (text[i] === c ? i++ : fail());
  const string = () => {
    expect('"');
    while (i < n) {
      const c = text[i]!;
      if (c === '"') return void i++;
      if (c === '\\') {
        const next = text[i + 1];
        if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2;
        else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else return void (i++, fail());
        continue;
      }
      if (c.charCodeAt(0) < 0x20) fail();
      i++;
    }
    fail();
  };
  const digits = () => {
    if (!isDigit(text[i])) fail();
    while (isDigit(text[i])) i++;
  };
  const number = () => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const value = (depth: number): void => {
    // Deeper than any file a person writes: stop there rather than overflow the stack.
    if (depth > 5000) fail();
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        expect(':');
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else return void expect('}');
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else return void expect(']');
      }
    }
    if (c === '"') return string();
    if (c === '-' || isDigit(c)) return number();
    for (const literal of ['true', 'false', 'null']) if (text.startsWith(literal, i)) return void (i += literal.length);
    fail();
  };
  try {
    value(0);
    ws();
    if (i < n) fail();
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, Math.min(i, n));
    const lastBreak = before.lastIndexOf('\n');
    return { line: before.split('\n').length, column: before.length - lastBreak };
  }
}

/** "line 3, column 14": where `text` stops being JSON, for a message; null when it is JSON. */
export function jsonSyntaxPlace(text: string): string | null {
  const at = jsonSyntaxErrorAt(text);
  return at ? `line ${at.line}, column ${at.column}` : null;
}
