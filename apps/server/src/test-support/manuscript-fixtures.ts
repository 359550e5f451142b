import JSZip from 'jszip';

/**
 * Real manuscripts for the upload tests, written from scratch: a PDF with a correct
 * cross-reference table and Helvetica text at given sizes, and a DOCX (a zip with the three
 * parts Word needs). Small enough to read in a test, valid enough for pdf.js and mammoth.
 */

export interface PdfLine {
  text: string;
  size: number;
}

/** The lines of a typical first page: title, authors, affiliations, abstract, introduction. */
export const SAMPLE_MANUSCRIPT: PdfLine[] = [
  { text: 'arXiv:2401.00001v1 [cs.LG] 1 Jan 2024', size: 8 },
  { text: 'Graph neural networks for protein folding', size: 18 },
  { text: 'Ada Lovelace1, Alan Turing2 and Grace Hopper1', size: 11 },
  { text: '1 Department of Computing, University of Sciscope', size: 9 },
  { text: '2 Institute for Machine Intelligence, Cambridge', size: 9 },
  { text: 'ada@example.org', size: 9 },
  { text: 'Abstract', size: 11 },
  { text: 'We study graph neural networks for predicting protein folding from sequence data.', size: 10 },
  { text: 'Our model combines message passing with attention and improves accuracy.', size: 10 },
  { text: '1 Introduction', size: 12 },
  { text: 'Proteins fold into shapes that decide their function.', size: 10 },
];

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A PDF with one page per entry of `pages`, each line on its own baseline. */
export function buildPdf(pages: PdfLine[][]): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1: catalog, 2: pages, 3: font; then per page: page object and content stream.
  const fontId = 3;
  let next = 4;
  const bodies: Array<[number, string]> = [];
  for (const lines of pages) {
    const pageId = next++;
    const contentId = next++;
    pageIds.push(pageId);
    let y = 760;
    const ops = lines
      .map(({ text, size }) => {
        const op = `BT /F1 ${size} Tf 72 ${y} Td ${pdfString(text)} Tj ET`;
        y -= Math.round(size * 1.6);
        return op;
      })
      .join('\n');
    bodies.push([
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`,
    ]);
    bodies.push([contentId, `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`]);
  }
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  for (const [id, body] of bodies) objects[id] = body;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A `pages`-page manuscript: the sample first page, then pages of body text. */
export function buildLongPdf(pages: number): Buffer {
  const body: PdfLine[] = Array.from({ length: 40 }, (_, i) => ({
    text: `Line ${i + 1}: message passing over residue graphs refines the predicted contact maps of each protein.`,
    size: 10,
  }));
  return buildPdf([SAMPLE_MANUSCRIPT, ...Array.from({ length: pages - 1 }, () => body)]);
}

export interface DocxParagraph {
  text: string;
  /** Word's built-in paragraph style: mammoth maps Title and Heading1 to headings. */
  style?: 'Title' | 'Heading1';
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A DOCX holding `paragraphs`. */
export async function buildDocx(paragraphs: DocxParagraph[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  // mammoth maps paragraph styles by their names, which live in the styles part.
  zip.file(
    'word/styles.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  const body = paragraphs
    .map(
      (p) =>
        `<w:p>${p.style ? `<w:pPr><w:pStyle w:val="${p.style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${xmlText(p.text)}</w:t></w:r></w:p>`,
    )
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A multipart/form-data body with one file field, for `app.inject`. */
export function multipartFile({
  field = 'file',
  filename,
  contentType,
  content,
  fields = {},
}: {
  field?: string;
  filename: string;
  contentType: string;
  content: Buffer;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sciscope${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = `${texts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename.replace(/"/g, '%22')}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
