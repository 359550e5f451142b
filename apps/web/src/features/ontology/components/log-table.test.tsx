import { ONTOLOGY_TEXTS, type OntologyLogEntry } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { LogTable } from './log-table';

const entry: OntologyLogEntry = {
  id: 41,
  conceptId: 9,
  name: 'Graph coloring',
  status: 'approved',
  source: 'form',
  actions: [],
  dateCreated: '2026-01-02T10:00:00Z',
  dateModified: '2026-01-02T10:00:00Z',
  createdByEmail: 'mod@example.org',
  modifiedByEmail: null,
  createdBy: { email: 'mod@example.org', organizations: [] },
  reviewReason: null,
  rescanArticles: null,
};

const shown = (logs: OntologyLogEntry[] | undefined, loading: boolean) =>
  textOf(renderStatic(<LogTable logs={logs} loading={loading} />));

describe('the moderation log table (spec 02: states Loading... and No results)', () => {
  it('says Loading... while another page or filter loads, above the rows still shown', () => {
    const text = shown([entry], true);
    expect(text).toContain(ONTOLOGY_TEXTS.loading);
    expect(text).toContain('Graph coloring');
    expect(text.indexOf(ONTOLOGY_TEXTS.loading)).toBeLessThan(text.indexOf('Graph coloring'));
  });

  it('says No results only once loaded', () => {
    expect(shown([], true)).not.toContain(ONTOLOGY_TEXTS.noResults);
    expect(shown([], false)).toContain(ONTOLOGY_TEXTS.noResults);
    expect(shown([entry], false)).not.toContain(ONTOLOGY_TEXTS.loading);
    expect(shown(undefined, true)).toContain(ONTOLOGY_TEXTS.loading);
  });
});

describe('the moderation log table’s colours', () => {
  it('writes literals and the basic flag in the light variants’ text colours, which read on the tinted rows', () => {
    const added: OntologyLogEntry = {
      ...entry,
      actions: [
        { type: 'add_concept', name: 'Graph coloring', basic: false },
        { type: 'add_literal', literal: { name: 'Edge coloring', composite: null, lang: 'en', isAmbiguous: false } },
      ],
    };
    const html = renderStatic(<LogTable logs={[added]} loading={false} />);
    expect(html).toMatch(/data-kind="added"/);
    const styleOf = (text: string) => new RegExp(`<p[^>]*style="([^"]*)"[^>]*>${text}</p>`).exec(html)?.[1] ?? '';
    expect(styleOf('\\+Edge coloring')).toContain('color:var(--mantine-color-green-light-color)');
    expect(styleOf('not basic')).toContain('color:var(--mantine-color-red-light-color)');
  });
});
