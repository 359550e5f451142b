import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { MassActionBar, type MassActionBarProps } from './mass-action-bar';

const noop = () => {};
const props: MassActionBarProps = {
  selectedCount: 0,
  canHide: true,
  canMark: false,
  allMarked: false,
  canExport: false,
  onHide: noop,
  onMark: noop,
  onExport: noop,
  markPending: false,
  rowSize: 'normal',
  onRowSize: noop,
  forJob: null,
  onAddApplicants: noop,
  onAddAllApplicants: noop,
  listedCount: 50,
  applicantsPending: false,
};

const button = (html: string, label: string) =>
  new RegExp(`<button[^>]*>(?:(?!</button>)[\\s\\S])*${label}(?:(?!</button>)[\\s\\S])*</button>`).exec(html)?.[0];

describe('the vacancy actions of the mass-action bar', () => {
  it('offers adding the candidates singly (the selected) or in bulk (all listed) when a forJob id exists', () => {
    const html = renderStatic(<MassActionBar {...props} forJob={12} />);
    expect(textOf(html)).toContain('Add as preliminary applicants');
    // Nothing selected: the single add waits for a selection, the bulk add does not.
    expect(button(html, 'Add as preliminary applicants')).toContain('disabled');
    expect(button(html, 'Add all as preliminary applicants')).not.toContain('disabled');
    expect(html).toContain('href="/jobs/12/applicants/preliminary"');
  });

  it('has nothing to add in bulk from an empty list', () => {
    const html = renderStatic(<MassActionBar {...props} forJob={12} listedCount={0} />);
    expect(button(html, 'Add all as preliminary applicants')).toContain('disabled');
  });

  it('shows no vacancy actions without a forJob id', () => {
    const text = textOf(renderStatic(<MassActionBar {...props} />));
    expect(text).not.toContain('preliminary applicants');
  });
});
