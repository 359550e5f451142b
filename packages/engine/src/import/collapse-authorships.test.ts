import { describe, expect, it } from 'vitest';
import { parseOpenAlexWork } from './openalex-work';

const line = (authorships: unknown[]) => JSON.stringify({ id: 'w', title: 'T', authorships });

describe('repeated author lines', () => {
  it('merge into the first line, keeping its order and gaining the repeat affiliations', () => {
    const parsed = parseOpenAlexWork(
      line([
        {
          author_position: 'first',
          author: { display_name: 'P. Espinace', id: 'ieee:1' },
          institutions: [{ display_name: 'PUC Chile', country_code: 'CL' }],
        },
        { author_position: 'middle', author: { display_name: 'N. Roy', id: 'ieee:2' }, institutions: [] },
        { author_position: 'middle', author: { display_name: 'P. Espinace', id: 'ieee:1' }, institutions: [] },
        {
          author_position: 'last',
          author: { display_name: 'N. Roy', id: 'ieee:2' },
          institutions: [{ display_name: 'MIT', country_code: 'US' }],
        },
      ]),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const a = parsed.work.authorships;
    expect(a.map((x) => [x.index, x.displayName, x.authorPosition])).toEqual([
      [0, 'P. Espinace', 'first'],
      [1, 'N. Roy', 'last'],
    ]);
    expect(a[1]!.institutions).toEqual([{ name: 'MIT', countryCode: 'US' }]);
    expect(parsed.warnings).toContain('authorships: 2 repeated author line(s) merged');
  });

  it('merge id-less lines with the same name, and keep different ids with one name apart', () => {
    const parsed = parseOpenAlexWork(
      line([
        { author: { display_name: 'Wei Wang', id: 'openreview:~Wei_Wang1' } },
        { author: { display_name: 'Wei Wang', id: 'openreview:~Wei_Wang2' } },
        { author: { display_name: 'Ana Gómez' } },
        { author: { display_name: 'ana gomez' } },
      ]),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.work.authorships.map((x) => x.displayName)).toEqual(['Wei Wang', 'Wei Wang', 'Ana Gómez']);
  });
});
