/**
 * Reads an .eml file of the outbox as a person's mail client would show it: the subject
 * decoded (RFC 2047 encoded words), the plain-text body decoded (quoted-printable or 7bit).
 */
export function readEml(raw: string): { to: string; subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const bytes = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => bytes(word.replace(/_/g, ' ')))
    .replace(/=\?UTF-8\?B\?(.*?)\?=/gi, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'));
  const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  const text = (quoted ? bytes(body.replace(/=\r?\n/g, '')) : body).replace(/\r\n/g, '\n');
  return { to: header('To'), subject, text };
}
