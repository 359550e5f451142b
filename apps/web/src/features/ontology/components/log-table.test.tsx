import { DELETED_ACCOUNT_LABEL, ONTOLOGY_TEXTS, type OntologyLogEntry } from '@sciscope/contracts';
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
  createdByKind: 'account',
  modifiedByKind: 'account',
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

describe('the moderation log table’s user cell', () => {
  const nameless = (createdByKind: OntologyLogEntry['createdByKind']): OntologyLogEntry => ({
    ...entry,
    status: 'pending',
    createdByEmail: null,
    createdBy: null,
    createdByKind,
  });

  it('names a deleted account as such, never as the system: a person made the suggestion', () => {
    const text = shown([nameless('deleted_account')], false);
    expect(text).toContain(DELETED_ACCOUNT_LABEL);
    expect(text).not.toMatch(/\bsystem\b/);
  });

  it("keeps 'system' for the platform's own entries, and the e-mail for an account", () => {
    expect(shown([nameless('system')], false)).toMatch(/\bsystem\b/);
    expect(shown([nameless('system')], false)).not.toContain(DELETED_ACCOUNT_LABEL);
    expect(shown([entry], false)).toContain('mod@example.org');
  });
});
