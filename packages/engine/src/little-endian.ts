/**
 * Typed arrays over little-endian bytes as files and database blobs store them: a view of the
 * same memory where this machine is little-endian and the words are 4-aligned (a file or blob
 * read whole is), else a copy. A view shares the bytes, so they must stay unchanged while it is
 * used; the point is not to copy tens of megabytes on the server's thread (0.2-0.3 s per 61 MB).
 */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** `length` 32-bit integers at `offset` of `bytes`. */
export function int32sAt(bytes: Uint8Array, offset: number, length: number): Int32Array {
  const at = bytes.byteOffset + offset;
  if (LITTLE_ENDIAN && at % 4 === 0) return new Int32Array(bytes.buffer, at, length);
  const view = new DataView(bytes.buffer, at, 4 * length);
  const out = new Int32Array(length);
  for (let i = 0; i < length; i++) out[i] = view.getInt32(4 * i, true);
  return out;
}

/** `length` 32-bit floats at `offset` of `bytes` (the same words as `int32sAt`, read as floats). */
export function float32sAt(bytes: Uint8Array, offset: number, length: number): Float32Array {
  const words = int32sAt(bytes, offset, length);
  return new Float32Array(words.buffer, words.byteOffset, length);
}
