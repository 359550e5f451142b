import { defaultRefereeSettings } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { AuthorsGroupSettings } from './authors-group-settings';

const group = { id: 7, display_name: '<img src=x onerror=alert(1)> NER board', label: 'NER', owner_label: 'me' };

function render() {
  const settings = { ...defaultRefereeSettings(), ignore_authors_group: false, authors_groups_ids: [7] };
  return renderStatic(<AuthorsGroupSettings settings={settings} onChange={() => {}} groups={[group]} />);
}

/** The opening tag of the pill (the badge) that holds the link to group `id`. */
function pillTag(html: string, id: number): string {
  const link = html.indexOf(`href="/authors-groups/${id}"`);
  const start = html.lastIndexOf('<div', html.lastIndexOf('mantine-Badge-root', link));
  return html.slice(start, html.indexOf('>', start) + 1);
}

describe('the authors-group settings', () => {
  it("shows a chosen group's name as its owner wrote it, not in capitals, and as text (walk 20)", () => {
    const html = render();
    expect(textOf(html)).toContain('<img src=x onerror=alert(1)> NER board');
    expect(html).not.toContain('<img src=x');
    expect(pillTag(html, 7)).toContain('mantine-Badge-root');
    expect(pillTag(html, 7)).toMatch(/text-transform:\s*none/);
  });

  it('names the group in its remove button', () => {
    expect(render()).toContain('aria-label="Remove &lt;img src=x onerror=alert(1)&gt; NER board"');
  });
});
