import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type EditVacancyBody } from '@sciscope/contracts';
import { deadlinePlaceholder } from '../../features/job-postings/job-form-rules';
import { renderStatic, textOf } from '../../testing/render-static';
import { VacancyForm } from './vacancy-form-page';

const FIELDS: EditVacancyBody = {
  title: 'Postdoc',
  descriptionMarkdown: 'Text',
  dateDeadline: '',
  affiliation: 'University of Testing',
  infoEmail: 'jobs@testing.example',
  text: 'graph coloring',
  status: 'draft',
};

const render = (status: 'draft' | 'published', publishedBefore = false) =>
  renderStatic(
    <VacancyForm id={null} initial={{ ...FIELDS, status }} initialConcepts={[]} publishedBefore={publishedBefore} />,
  );

describe('the vacancy form', () => {
  it('states the publication fee beside the Status choice once Published is chosen', () => {
    const html = render('published');
    expect(textOf(html)).toContain(
      'A publication fee of $250 applies, and a payment request is e-mailed within 24 hours.',
    );
    // The notice is the Status field's description: shown beside it and read out with it.
    const status = /<input[^>]*value="Published"[^>]*>/.exec(html)![0];
    const describedBy = /aria-describedby="([^"]+)"/.exec(status)?.[1];
    expect(describedBy).toBeDefined();
    const description = new RegExp(`<p[^>]*id="${describedBy}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1];
    expect(textOf(description ?? '')).toBe(JOB_MESSAGES.feeNotice);
  });

  it('says nothing of the fee while the vacancy stays a draft', () => {
    expect(textOf(render('draft'))).not.toContain(JOB_MESSAGES.feeNotice);
  });

  it('does not ask again for a fee already asked for', () => {
    expect(textOf(render('published', true))).not.toContain(JOB_MESSAGES.feeNotice);
  });

  it('says where the old author and article searches were that they were removed', () => {
    const text = textOf(render('draft'));
    expect(text).toContain('Old version of author search was removed.');
    expect(text).toContain('Old version of article search was removed');
  });

  it('gives as the deadline example a date to come, not a fixed one', () => {
    expect(render('draft')).toContain(`placeholder="${deadlinePlaceholder()}"`);
  });
});
