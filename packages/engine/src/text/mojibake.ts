/**
 * Repair of one kind of garbled text in bibliographic feeds: UTF-8 that was decoded as
 * Windows-1252 or Latin-1 on its way ("Ruhr-UniversitÃ¤t" for "Ruhr-Universität", "robotâ€™s"
 * for "robot’s", "Hal DaumÃ© III"). The mis-decoding is reversible: each garbled character
 * stands for one byte, and the bytes read as UTF-8 give the text back.
 *
 * Only the sequences that cannot be anything else are repaired: a UTF-8 lead byte of the Latin
 * letters (Â Ã Ä Å: U+0080–U+017F) followed by a continuation byte, and the General Punctuation
 * prefix "â€" followed by one (U+2000–U+203F: quotes, dashes). Real text hardly ever writes
 * such a pair ("Ã" before "©"). A repair that would leave a control character (U+0080–U+009F)
 * is not made; text garbled twice is repaired twice. Other garblings are left as they are: a
 * Mac reading of Latin-1 ("Universitšt") maps onto real letters ("Košice" would become
 * "Koäice"), and a replacement character ("Universit�t") has lost its byte for good.
 */

/** Windows-1252's characters for the bytes 0x80–0x9F (Latin-1 reads them as control characters). */
const WINDOWS_1252: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** A character that stands for a UTF-8 continuation byte (0x80–0xBF) in either reading. */
const CONTINUATION = `[\\u0080-\\u00BF${Object.keys(WINDOWS_1252).join('')}]`;
const GARBLED = new RegExp(`[\\u00C2-\\u00C5]${CONTINUATION}|\\u00E2[\\u20AC\\u0080]${CONTINUATION}`, 'gu');
/** Cheap first test: none of the lead characters, nothing to repair. */
const LEAD = /[\u00C2-\u00C5\u00E2]/;
const CONTROL = /[\u0080-\u009F]/u;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function byteOf(character: string): number {
  const code = character.charCodeAt(0);
  return code < 0x100 ? code : (WINDOWS_1252[character] as number);
}

function repairOnce(text: string): string {
  return text.replace(GARBLED, (sequence) => {
    try {
      return UTF8.decode(Uint8Array.from(sequence, byteOf));
    } catch {
      return sequence;
    }
  });
}

/**
 * `text` with its UTF-8-read-as-Windows-1252 sequences decoded again ("TÃ©cnico" → "Técnico");
 * text without them is returned as it is (the same string).
 */
export function repairMojibake(text: string): string {
  if (!LEAD.test(text)) return text;
  let repaired = text;
  // Text garbled twice ("Ã¢Â€Â™" for "’") comes back one layer a pass.
  for (let pass = 0; pass < 3; pass++) {
    const next = repairOnce(repaired);
    if (next === repaired) break;
    repaired = next;
  }
  // Text comes back only as text: a control character left means the bytes were something else.
  return CONTROL.test(repaired) ? text : repaired;
}
