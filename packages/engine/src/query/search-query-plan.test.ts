import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query-parser';
import { planSearchQuery } from './search-query-plan';
import type { SearchPlan, SearchPlanNode, SearchQueryNode } from './search-query.types';

function planOf(input: string): SearchPlan {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`unexpected error for ${JSON.stringify(input)}: ${result.error.message}`);
  return planSearchQuery(result.query);
}

const text = (fts5: string, tsquery: string): SearchPlanNode => ({ kind: 'text', fts5, tsquery });
const concept = (conceptId: number): SearchPlanNode => ({ kind: 'concept', conceptId });
const journal = (journalId: number): SearchPlanNode => ({ kind: 'journal', journalId });

describe('planSearchQuery', () => {
  it('runs a text-only query as one full-text subquery, NOTs included', () => {
    expect(planOf('(cancer OR tumour) title:mice NOT review').root).toEqual(
      text('(("cancer" OR "tumour") AND title : "mice") NOT "review"', "('cancer' | 'tumour') & 'mice':A & !'review'"),
    );
  });

  it('runs a lone concept, journal or identifier as a lookup without ranking', () => {
    expect(planOf('c:12')).toEqual({ root: concept(12), ranking: null });
    expect(planOf('j:3')).toEqual({ root: journal(3), ranking: null });
    expect(planOf('PMC5502336')).toEqual({
      root: { kind: 'identifier', idKind: 'pmc', value: 'PMC5502336' },
      ranking: null,
    });
  });

  it('intersects lookups with one text subquery that carries the negated words', () => {
    expect(planOf('c:5 cancer NOT review NOT j:3 screening').root).toEqual({
      kind: 'intersect',
      include: [concept(5), text('("cancer" AND "screening") NOT "review"', "'cancer' & 'screening' & !'review'")],
      exclude: [journal(3)],
    });
  });

  it('subtracts negated words as their own text subquery when no positive word is beside them', () => {
    expect(planOf('c:5 NOT review NOT title:mice').root).toEqual({
      kind: 'intersect',
      include: [concept(5)],
      exclude: [text('"review" OR title : "mice"', "'review' | 'mice':A")],
    });
  });

  it('unites lookups with one text subquery for all words of an OR', () => {
    expect(planOf('c:5 OR title:x OR j:3 OR "y z"').root).toEqual({
      kind: 'union',
      children: [concept(5), text('title : "x" OR "y z"', "'x':A | 'y z'"), journal(3)],
    });
  });

  it('plans mixed groups recursively', () => {
    expect(planOf('(c:1 OR covid) NOT (j:2 OR preprint)').root).toEqual({
      kind: 'intersect',
      include: [{ kind: 'union', children: [concept(1), text('"covid"', "'covid'")] }],
      exclude: [{ kind: 'union', children: [journal(2), text('"preprint"', "'preprint'")] }],
    });
  });

  it('ranks by every positive word and phrase, and by nothing negated', () => {
    expect(planOf('c:5 (title:cancer OR "gene therapy") NOT mice').ranking).toEqual({
      fts5: 'title : "cancer" OR "gene therapy"',
      tsquery: "'cancer':A | 'gene therapy'",
    });
  });

  it('refuses a hand-built tree with a NOT that has no positive sibling', () => {
    const bare: SearchQueryNode = { kind: 'not', child: { kind: 'concept', conceptId: 1 } };
    expect(() => planSearchQuery(bare)).toThrow();
    expect(() => planSearchQuery({ kind: 'and', children: [bare] })).toThrow();
  });
});
