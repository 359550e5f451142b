import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, defaultRefereeSettings, type CurrentUser } from '@sciscope/contracts';
import { renderStatic, testQueryClient, textOf } from '../../../testing/render-static';
import { DefaultSettingsEditor } from './default-settings-editor';

const user: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'editor@example.org', is_authenticated: true };

describe('the default settings of a folder', () => {
  it('says topics are set per document, not that "the document" has no concepts', () => {
    const client = testQueryClient();
    client.setQueryData(['referees', 'default-settings', 'folder', 3], {
      folder: { id: 3, name: 'Submissions 2026', refereeFinderSettings: defaultRefereeSettings() },
      countries: [],
      authorsGroups: [],
    });
    const text = textOf(
      renderStatic(<DefaultSettingsEditor scope="folder" id={3} user={user} notFound={() => null} />, { client }),
    );
    expect(text).toContain('Default referee-finder settings: Submissions 2026');
    expect(text).toContain('Topics are set per document, in its referee finder');
    expect(text).not.toContain('The document has no concepts to set.');
  });
});
