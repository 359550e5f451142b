import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { UnsavedTopicsChoices } from './unsaved-topics-modal';

describe('the question before leaving unsaved hiring topics (spec 04 section 4)', () => {
  it('offers save and continue, discard and cancel, with Cancel focused first', () => {
    const html = renderStatic(
      <UnsavedTopicsChoices onSave={async () => undefined} onDiscard={() => undefined} onCancel={() => undefined} />,
    );
    expect(textOf(html)).toBe(`${JOB_MESSAGES.unsavedTopics} Save and continue Discard Cancel`);
    expect(html.match(/data-autofocus/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*data-autofocus="true"[^>]*>(?:(?!<\/button>)[\s\S])*Cancel/);
  });
});
