import { Anchor, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../testing/render-static';
import { DetailsPopover } from './details-popover';

describe('the details popover', () => {
  it('puts the popover’s ARIA state on its link, not on a wrapping span (where aria-expanded is not allowed)', () => {
    const html = renderStatic(
      <DetailsPopover
        target={
          <Anchor component={Link} to="/jobs/1/applicant/2">
            Jane Doe
          </Anchor>
        }
      >
        Details
      </DetailsPopover>,
    );
    expect(html).toMatch(/<a [^>]*aria-haspopup="dialog"[^>]*aria-expanded="false"[^>]*>Jane Doe<\/a>/);
    expect(html).not.toMatch(/<span[^>]*aria-expanded/);
  });

  it('puts it on a button when the target is a name without a page', () => {
    const html = renderStatic(
      <DetailsPopover target={<UnstyledButton>Rosa Recommender</UnstyledButton>}>Details</DetailsPopover>,
    );
    expect(html).toMatch(/<button [^>]*aria-expanded="false"[^>]*>Rosa Recommender<\/button>/);
  });
});
