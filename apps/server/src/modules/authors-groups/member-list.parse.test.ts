import { describe, expect, it } from 'vitest';
import { isValidOrcidChecksum } from '@sciscope/contracts';
import { parseMemberEntry, parseMemberList } from './member-list.parse';

describe('pasted member lists', () => {
  it('accepts an ORCID only when its check digit is right, including the X check digit', () => {
    expect(isValidOrcidChecksum('000000021825009X')).toBe(false);
    expect(isValidOrcidChecksum('0000000218250097')).toBe(true);
    expect(isValidOrcidChecksum('0000000218250098')).toBe(false);
    expect(isValidOrcidChecksum('0000-0002-1825-0097')).toBe(false);
    expect(isValidOrcidChecksum('000000021694233X')).toBe(true);
  });

  it('reads ORCIDs bare, without hyphens, with a lower-case x, and as orcid.org links', () => {
    for (const input of [
      '0000-0002-1825-0097',
      '0000000218250097',
      'https://orcid.org/0000-0002-1825-0097',
      'orcid.org/0000-0002-1825-0097/',
    ]) {
      expect(parseMemberEntry(input)).toEqual({ input, kind: 'orcid', orcid: '0000-0002-1825-0097' });
    }
    expect(parseMemberEntry('0000-0002-1694-233x')).toMatchObject({ kind: 'orcid', orcid: '0000-0002-1694-233X' });
  });

  it('reads author ids as numbers and as author page links, and refuses zero and ids past the integer range', () => {
    expect(parseMemberEntry('42')).toEqual({ input: '42', kind: 'author_id', authorId: 42 });
    expect(parseMemberEntry('https://sciscope.example/author/17-ada-lovelace/')).toMatchObject({
      kind: 'author_id',
      authorId: 17,
    });
    expect(parseMemberEntry('0').kind).toBe('unknown');
    expect(parseMemberEntry('2147483648').kind).toBe('unknown');
  });

  it('marks everything else unknown: names, an ORCID with a wrong check digit, a malformed ORCID', () => {
    expect(parseMemberEntry('Lovelace').kind).toBe('unknown');
    expect(parseMemberEntry('0000-0002-1825-0098').kind).toBe('unknown');
    expect(parseMemberEntry('0000-0002-1825').kind).toBe('unknown');
  });

  it('splits on spaces, commas, semicolons and line breaks, keeping the order', () => {
    const entries = parseMemberList(' 12, 0000-0002-1825-0097;\n\nfoo\t7 ');
    expect(entries.map((e) => [e.input, e.kind])).toEqual([
      ['12', 'author_id'],
      ['0000-0002-1825-0097', 'orcid'],
      ['foo', 'unknown'],
      ['7', 'author_id'],
    ]);
    expect(parseMemberList('  \n ')).toEqual([]);
  });
});
