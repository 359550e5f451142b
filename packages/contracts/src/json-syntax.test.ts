import { describe, expect, it } from 'vitest';
import { jsonSyntaxErrorAt, jsonSyntaxPlace } from './json-syntax';

describe('jsonSyntaxErrorAt', () => {
  it('finds nothing wrong in JSON, whatever JSON.parse accepts', () => {
    for (const text of ['{}', '[]', ' 1 ', '-0.5e+3', '"a\\u00e9\\n"', 'null', '{"a": [1, {"b": true}], "c": "x"}'])
      expect([text, jsonSyntaxErrorAt(text)]).toEqual([text, null]);
  });

  it('gives the line and column of the first character that cannot continue it', () => {
    expect(jsonSyntaxErrorAt('hello world')).toEqual({ line: 1, column: 1 });
    expect(jsonSyntaxErrorAt('{\n  "subpanels": [\n    { "code": "PE1", }\n  ]\n}')).toEqual({ line: 3, column: 22 });
    expect(jsonSyntaxErrorAt('[1, 2')).toEqual({ line: 1, column: 6 });
    expect(jsonSyntaxErrorAt('{"a": 01}')).toEqual({ line: 1, column: 8 });
    expect(jsonSyntaxErrorAt('{"a": "b"} x')).toEqual({ line: 1, column: 12 });
    expect(jsonSyntaxErrorAt("{'a': 1}")).toEqual({ line: 1, column: 2 });
    expect(jsonSyntaxPlace('[\n\n  tru\n]')).toBe('line 3, column 3');
    expect(jsonSyntaxPlace('[true]')).toBeNull();
  });

  it('agrees with JSON.parse on what is JSON', () => {
    for (const text of ['[1,]', '{"a":1,}', '"\t"', '1.', '.5', '+1', 'NaN', '[1] [2]', '"\\x"', '{"a" 1}', '[1e]'])
      expect([text, jsonSyntaxErrorAt(text) === null]).toEqual([text, false]);
  });
});
