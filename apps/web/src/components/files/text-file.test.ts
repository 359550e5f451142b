import { describe, expect, it } from 'vitest';
import { decodeTypedText } from './text-file';

describe('decodeTypedText', () => {
  const bytes = (b: number[] | string) =>
    typeof b === 'string' ? new TextEncoder().encode(b).buffer : new Uint8Array(b).buffer;

  it('reads UTF-8 text with tabs and line breaks, dropping a byte-order mark', () => {
    expect(decodeTypedText(bytes('\uFEFFcode,name\r\nA1,Cells\tü'))).toBe('code,name\r\nA1,Cells\tü');
  });

  it('refuses binary data: an image, zeros, other encodings', () => {
    expect(decodeTypedText(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(decodeTypedText(new ArrayBuffer(64))).toBeNull();
    expect(decodeTypedText(bytes([0x63, 0x61, 0x66, 0xe9]))).toBeNull();
  });
});
