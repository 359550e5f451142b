import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PolicyText, plainParagraphs } from './policy-text';

const render = (format: 'markdown' | 'text', text: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <PolicyText policy={{ format, text }} />
    </MantineProvider>,
  );

describe('PolicyText', () => {
  it('renders Markdown with headings under the page title, lists and mail links', () => {
    const html = render(
      'markdown',
      '# Policy\n\n## What we store\n\n- **Account:** e-mail\n\nWrite to [us](mailto:a@b.org).',
    );
    expect(html).toMatch(/<h2[^>]*>Policy<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>What we store<\/h2>/);
    expect(html).toMatch(/<li[^>]*>.*<strong>Account:<\/strong> e-mail.*<\/li>/);
    expect(html).toMatch(/<a[^>]*href="mailto:a@b.org"[^>]*>us<\/a>/);
  });

  it('shows raw HTML of a policy as text and drops script links', () => {
    const html = render(
      'markdown',
      'We keep <b>nothing</b>.\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).toContain('We keep &lt;b&gt;nothing&lt;/b&gt;.');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img|<b>|javascript:/i);
  });

  it('renders plain text as escaped paragraphs, keeping Markdown characters as written', () => {
    const html = render('text', 'We keep *nothing* <b>.\n\nSecond\nparagraph');
    expect(html).toContain('We keep *nothing* &lt;b&gt;.');
    expect(html.match(/<p[^>]*>/g)).toHaveLength(2);
  });
});

describe('plainParagraphs', () => {
  it('splits at blank lines and drops empty ones', () => {
    expect(plainParagraphs('a\nb\n\n \n\nc\r\n\r\nd')).toEqual(['a\nb', 'c', 'd']);
  });
});
