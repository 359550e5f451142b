import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFilename, sniffContent } from './file-exchange.content';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffContent', () => {
  it('accepts documents, images, archives and UTF-8 text by their first bytes', () => {
    expect(sniffContent(text('%PDF-1.7\n'), 'a.bin')).toEqual({ accepted: true, mediaType: 'application/pdf' });
    expect(sniffContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'x')).toMatchObject({
      mediaType: 'image/png',
    });
    expect(sniffContent(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2), 'Report.DOCX')).toMatchObject({
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(sniffContent(bytes(0x50, 0x4b, 0x03, 0x04), 'data.zip')).toMatchObject({ mediaType: 'application/zip' });
    expect(sniffContent(text('title,year\nÉtude,2024\n'), 'a.csv')).toMatchObject({
      mediaType: 'text/plain; charset=utf-8',
    });
    // A multi-byte character cut by the end of the sniffed head is still text.
    expect(sniffContent(text('abc é').slice(0, 5), 'a.txt')).toMatchObject({ accepted: true });
  });

  it('refuses executables, scripts and unknown binary data, whatever the name says', () => {
    expect(sniffContent(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1), 'paper.pdf')).toEqual({
      accepted: false,
      what: 'an executable (ELF)',
    });
    expect(sniffContent(text('MZ\x90\x00'), 'notes.txt')).toEqual({ accepted: false, what: 'a Windows executable' });
    expect(sniffContent(text('#!/bin/sh\nrm -rf /\n'), 'data.csv')).toEqual({ accepted: false, what: 'a script (#!)' });
    expect(sniffContent(bytes(0x00, 0x01, 0x02, 0xff), 'x.dat')).toEqual({
      accepted: false,
      what: 'binary data of an unknown type',
    });
    expect(sniffContent(bytes(0xc3, 0x28, 0x41), 'latin.txt')).toMatchObject({ accepted: false });
  });
});

describe('sanitizeFilename', () => {
  it('keeps only the last path segment, so no name can climb out of a folder', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('..\\..\\Windows\\win.ini')).toBe('win.ini');
    expect(sanitizeFilename('/abs/path/report.pdf')).toBe('report.pdf');
    expect(sanitizeFilename('..')).toBe('file');
    expect(sanitizeFilename('.hidden')).toBe('hidden');
  });

  it('removes control characters and bidirectional overrides, replaces reserved ones, collapses spaces', () => {
    expect(sanitizeFilename('a\u0000b\u0007c\r\n.txt')).toBe('abc.txt');
    expect(sanitizeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFilename('what?: "a" <b> | c*.txt')).toBe('what__ _a_ _b_ _ c_.txt');
    expect(sanitizeFilename('  many    spaces .pdf  ')).toBe('many spaces .pdf');
    expect(sanitizeFilename('\u0001\u0002')).toBe('file');
  });

  it('cuts overlong names to the limit, keeping the extension', () => {
    const name = sanitizeFilename(`${'x'.repeat(500)}.xlsx`, 200);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('x.xlsx')).toBe(true);
    expect([...sanitizeFilename('é'.repeat(300), 200)]).toHaveLength(200);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name as RFC 5987 filename*', () => {
    expect(contentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition("Über 'alles' (v2) 100%.pdf")).toBe(
      `attachment; filename="_ber 'alles' (v2) 100_.pdf"; filename*=UTF-8''%C3%9Cber%20%27alles%27%20%28v2%29%20100%25.pdf`,
    );
    expect(contentDisposition('a"b\\c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`);
  });
});
