/**
 * The text of an uploaded file when it is UTF-8 text as people type it (tabs and line breaks
 * aside, no control characters), without a byte-order mark; null for anything else (an image,
 * a zero-filled or binary file, another encoding), so such bytes never reach a form.
 */
export function decodeTypedText(bytes: ArrayBuffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (/[\u0000-\u0008\u000e-\u001f]/u.test(text)) return null;
  return text.replace(/^\uFEFF/u, '');
}
