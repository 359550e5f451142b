import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvField, writeTableFile, XLSX_MAX_WIDTH, XLSX_MIN_WIDTH } from './table-file';

describe('csvField', () => {
  it('quotes the delimiter, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain', ',')).toBe('plain');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('two\nlines', ';')).toBe('"two\nlines"');
    expect(csvField(null, ',')).toBe('');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")', ',')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvField('+1+2', ',')).toBe("'+1+2");
    expect(csvField('-2+3', ',')).toBe("'-2+3");
    expect(csvField('@SUM(A1)', ',')).toBe("'@SUM(A1)");
    expect(csvField('\t=1', ',')).toBe("'\t=1");
    // Numbers stay numbers, and text with a formula character further on is left alone.
    expect(csvField(-0.25, ',')).toBe('-0.25');
    expect(csvField('a=b', ',')).toBe('a=b');
  });
});

describe('writeTableFile', () => {
  it('writes a CSV with CRLF lines and the formula guard', async () => {
    const file = await writeTableFile({
      table: [
        ['Title', 'Score'],
        ['=cmd|calc', 0.5],
      ],
      format: 'csv',
      baseName: 'export',
      sheetName: 'Export',
    });
    expect(file.fileName).toBe('export.csv');
    expect(file.body).toBe("Title,Score\r\n'=cmd|calc,0.5\r\n");
  });

  it('writes an xlsx whose text cells are text, not formulas', async () => {
    const file = await writeTableFile({
      table: [['Title'], ['=1+1']],
      format: 'xlsx',
      baseName: 'export',
      sheetName: 'Export',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const cell = workbook.getWorksheet('Export')!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=1+1');
  });

  it('sizes each xlsx column to its text and wraps the text wider than the limit', async () => {
    const title = 'A very long title of a most relevant article; '.repeat(4);
    const file = await writeTableFile({
      table: [
        ['Id', 'Name', 'Most relevant articles'],
        [7, 'Irene Colleague', title],
        [12345, null, 'short'],
      ],
      format: 'xlsx',
      baseName: 'export',
      sheetName: 'Export',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Export')!;
    // The widths read back from the file: the longest text (header or cell) and a margin.
    expect(sheet.getColumn(1).width).toBe(XLSX_MIN_WIDTH + 1);
    expect(sheet.getColumn(2).width).toBe('Irene Colleague'.length + 2);
    expect(sheet.getColumn(3).width).toBe(XLSX_MAX_WIDTH);
    expect(sheet.getCell('C2').alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(sheet.getCell('B2').alignment?.wrapText).toBeFalsy();
    expect(sheet.getCell('A1').font?.bold).toBe(true);
  });
});
