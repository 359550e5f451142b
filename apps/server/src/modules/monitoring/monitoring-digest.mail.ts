import { articlePath, formatExactCount, monitoringPath, readableTex, type ArticleRow } from '@sciscope/contracts';
import type { MailMessage } from '../mail/mailer';

/** One article of a digest: its list row and what it matched (topic titles and concept names). */
export interface DigestEntry {
  article: ArticleRow;
  matched: Array<{ topic: string; concepts: string[] }>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML: every user- or corpus-written string goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

function byline(article: ArticleRow): string {
  const names = article.authors.map((a) => a.name);
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} et al.` : names.join(', ');
}

function venueLine(article: ArticleRow): string {
  return [article.journal?.title ?? null, article.year === null ? null : String(article.year)]
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');
}

function matchedLine(entry: DigestEntry): string {
  return entry.matched.map((m) => `${m.topic} (${m.concepts.join(', ')})`).join('; ');
}

/**
 * The digest e-mail of one monitoring: a plain-text part and an HTML part with the same
 * content (every text escaped), a link to each article and to the monitoring, and the
 * unsubscribe link (also as `List-Unsubscribe`). `matchedCount` is how many new articles
 * matched; the e-mail lists `entries` (the best of them).
 */
export function composeDigestMail({
  to,
  monitoringId,
  title,
  entries,
  matchedCount,
  publicUrl,
  unsubscribeUrl,
  messageId,
  date,
}: {
  to: string;
  monitoringId: number;
  title: string;
  entries: DigestEntry[];
  matchedCount: number;
  publicUrl: string;
  unsubscribeUrl: string;
  messageId: string;
  date: Date;
}): MailMessage {
  const base = publicUrl.replace(/\/+$/, '');
  const monitoringUrl = `${base}${monitoringPath(monitoringId)}`;
  const count = `${formatExactCount(matchedCount)} new ${matchedCount === 1 ? 'article' : 'articles'}`;
  const subject = `${count} for your monitoring “${title}”`;
  const verb = matchedCount === 1 ? 'matches' : 'match';
  const more = matchedCount - entries.length;
  const moreText = more > 0 ? `…and ${formatExactCount(more)} more on the monitoring's page.` : '';

  const text = [
    `${count} ${verb} your monitoring “${title}”.`,
    '',
    ...entries.flatMap((entry, i) => {
      const a = entry.article;
      return [
        `${i + 1}. ${readableTex(a.title)}`,
        ...[byline(a), venueLine(a)].filter((line) => line !== '').map((line) => `   ${line}`),
        `   Matched: ${matchedLine(entry)}`,
        `   ${base}${articlePath(a.id, a.title)}`,
        '',
      ];
    }),
    ...(moreText ? [moreText, ''] : []),
    `Open the monitoring: ${monitoringUrl}`,
    '',
    '—',
    `You get this e-mail because the monitoring “${title}” sends new matching articles every day.`,
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join('\n');

  const item = (entry: DigestEntry) => {
    const a = entry.article;
    const meta = [byline(a), venueLine(a)].filter((line) => line !== '').map(escapeHtml);
    return [
      '<li style="margin-bottom:12px">',
      `<a href="${escapeHtml(base + articlePath(a.id, a.title))}">${escapeHtml(readableTex(a.title))}</a>`,
      ...meta.map((line) => `<br><span style="color:#555">${line}</span>`),
      `<br><small>Matched: ${entry.matched
        .map((m) => `<b>${escapeHtml(m.topic)}</b> (${m.concepts.map(escapeHtml).join(', ')})`)
        .join('; ')}</small>`,
      '</li>',
    ].join('');
  };
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(count)} ${verb} your monitoring “${escapeHtml(title)}”.</p>`,
    `<ol>${entries.map(item).join('')}</ol>`,
    moreText ? `<p>${escapeHtml(moreText)}</p>` : '',
    `<p><a href="${escapeHtml(monitoringUrl)}">Open the monitoring</a></p>`,
    '<hr>',
    `<p style="color:#777;font-size:12px">You get this e-mail because the monitoring “${escapeHtml(title)}” sends new matching articles every day. `,
    `<a href="${escapeHtml(unsubscribeUrl)}">Stop these e-mails</a>.</p>`,
    '</body></html>',
  ].join('');

  return { to, subject, text, html, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` }, messageId, date };
}
