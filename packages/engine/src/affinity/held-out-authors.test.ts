import { describe, expect, it } from 'vitest';
import { buildHeldOutAuthorSet, stableHash, type HeldOutAuthorSetOptions, type HeldOutWork } from './held-out-authors';

const options: HeldOutAuthorSetOptions = {
  minWorks: 3,
  minAbstractWords: 5,
  perNamespace: 10,
  heldOut: 1,
  profileSize: 2,
  negatives: 2,
};

function work(id: string, year: number | null, venue: string, authors: Array<[string | null, string]>, words = 10) {
  return {
    id,
    year,
    venue,
    abstractWords: words,
    authors: authors.map(([externalId, name]) => ({ externalId, name })),
  } satisfies HeldOutWork;
}

const ann: [string, string] = ['acl:ann', 'Ann Lee'];
const bob: [string, string] = ['acl:bob', 'Bob Roy'];
const works: HeldOutWork[] = [
  work('a1', 2018, 'acl', [ann]),
  work('a2', 2019, 'acl', [['acl:x', 'X Y'], ann]),
  work('a3', 2020, 'acl', [ann]),
  work('a4', 2021, 'naacl', [ann]),
  work('a5', 2022, 'acl', [ann], 2), // too short an abstract: not eligible
  work('b1', 2017, 'acl', [bob]),
  work('b2', 2018, 'acl', [bob]),
  work('b3', 2020, 'naacl', [bob]),
  // Written by Ann under a name-only authorship: never a negative of Ann.
  work('b4', 2021, 'naacl', [bob, [null, 'Ann Lee']]),
  work('c1', 2015, 'acl', [['acl:cid', 'Cid Ma']]),
];

describe('buildHeldOutAuthorSet', () => {
  const set = buildHeldOutAuthorSet({ works, options });

  it('takes identified authors with enough eligible works, holding out their latest work', () => {
    expect(set.reviewers.map((r) => r.id)).toEqual(['acl:ann', 'acl:bob']);
    const annSet = set.reviewers[0];
    expect(annSet?.heldOut).toEqual(['a4']);
    expect(annSet?.profile.map((p) => p.workId)).toEqual(['a3', 'a2']);
    expect(annSet?.profile[1]).toEqual({ workId: 'a2', position: 1, authorsCount: 2 });
  });

  it("rates the reviewer's held-out work 5 and other reviewers' held-out works 1, never one the reviewer wrote", () => {
    expect(set.ratings['acl:bob']).toEqual({ b4: 5, a4: 1 });
    // b4 lists "Ann Lee" without an id: it is Ann's, so Ann has no negative at all.
    expect(set.ratings['acl:ann']).toEqual({ a4: 5 });
    expect([...set.heldOutWorkIds].sort()).toEqual(['a4', 'b4']);
  });

  it('is deterministic and caps reviewers per namespace in hash order', () => {
    expect(buildHeldOutAuthorSet({ works: [...works].reverse(), options })).toEqual(set);
    const capped = buildHeldOutAuthorSet({ works, options: { ...options, perNamespace: 1 } });
    const first = ['acl:ann', 'acl:bob'].sort((a, b) => stableHash(a) - stableHash(b))[0];
    expect(capped.reviewers.map((r) => r.id)).toEqual([first]);
  });
});
