import { describe, expect, it } from 'vitest';
import { subpanelFormErrors } from './subpanel-form';

describe('the subpanel form’s own check', () => {
  it('says an empty code is required, not that its characters are wrong', () => {
    expect(subpanelFormErrors({ code: '', name: 'Robots', documents: '' })).toEqual({
      errors: { code: 'This field is required.' },
    });
    expect(subpanelFormErrors({ code: '   ', name: '', documents: '' })).toEqual({
      errors: { code: 'This field is required.', name: 'This field is required.' },
    });
    expect(subpanelFormErrors({ code: 'bad code!', name: 'Robots', documents: '' })).toEqual({
      errors: { code: 'Code may hold letters, digits, dots, dashes and underscores only.' },
    });
  });

  it('checks the documents beside the other fields, and gives the body when all is well', () => {
    expect(subpanelFormErrors({ code: '', name: 'Robots', documents: 'hello world' })).toEqual({
      errors: {
        code: 'This field is required.',
        documents: 'Not a document: hello world (write "proposal 12" or "article 34").',
      },
    });
    expect(subpanelFormErrors({ code: 'PE1', name: 'Graphs', documents: 'proposal 12\narticle 34' })).toEqual({
      body: {
        code: 'PE1',
        name: 'Graphs',
        documents: [
          { docKind: 'proposal', docId: 12 },
          { docKind: 'article', docId: 34 },
        ],
      },
    });
  });
});
