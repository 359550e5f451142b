import { describe, expect, it } from 'vitest';
import { unlinkedDocumentAuthors } from './possible-document-authors';

describe('unlinkedDocumentAuthors', () => {
  it('lists the authors without a corpus profile, by their index', () => {
    const author = (name: string, authorId: number | null) => ({ name, authorId, affiliations: [], orcid: null });
    expect(
      unlinkedDocumentAuthors({
        authors: [author('Mohamed Fnadi', 76512), author(' F. Plumet ', null), author('', null)],
      }),
    ).toEqual([{ index: 1, name: 'F. Plumet' }]);
  });
});
