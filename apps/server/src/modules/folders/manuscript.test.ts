import { describe, expect, it } from 'vitest';
import { buildDocx, buildLongPdf, buildPdf, SAMPLE_MANUSCRIPT } from '../../test-support/manuscript-fixtures';
import { proposeManuscriptFields } from './manuscript-fields';
import { readManuscript, sniffManuscriptFormat } from './manuscript-text';
import { readManuscriptFields } from './manuscript.worker';

describe('reading a manuscript', () => {
  it('reads a PDF and proposes its title, abstract and authors with their affiliations', async () => {
    const text = await readManuscript(buildPdf([SAMPLE_MANUSCRIPT]));
    expect(text.format).toBe('pdf');
    expect(text.pages).toBe(1);
    expect(proposeManuscriptFields(text.lines)).toEqual({
      title: 'Graph neural networks for protein folding',
      abstract:
        'We study graph neural networks for predicting protein folding from sequence data. Our model combines message passing with attention and improves accuracy.',
      authors: [
        { name: 'Ada Lovelace', affiliations: ['Department of Computing, University of Sciscope'] },
        { name: 'Alan Turing', affiliations: ['Institute for Machine Intelligence, Cambridge'] },
        { name: 'Grace Hopper', affiliations: ['Department of Computing, University of Sciscope'] },
      ],
    });
  });

  it('reads a line that starts with a marker an author carries as an affiliation, whatever it names', () => {
    const line = (text: string, size = 10) => ({ text, size, page: 1 });
    const fields = proposeManuscriptFields([
      line('Delayed feedback in linear bandits', 16),
      line('Ciara Pike-Burke¹, Tor Lattimore², Maria Rossi¹'),
      line('¹Imperial College London'),
      line('²Google DeepMind'),
      line('Abstract We study linear bandits with delayed feedback.'),
    ]);
    expect(fields.authors).toEqual([
      { name: 'Ciara Pike-Burke', affiliations: ['Imperial College London'] },
      { name: 'Tor Lattimore', affiliations: ['Google DeepMind'] },
      { name: 'Maria Rossi', affiliations: ['Imperial College London'] },
    ]);
  });

  it("mends words hyphenated at a PDF line end, and keeps a compound's own hyphen", async () => {
    const pdf = buildPdf([
      [
        { text: 'Interpolation on graphs', size: 18 },
        { text: 'Ada Lovelace', size: 11 },
        { text: 'Abstract', size: 11 },
        { text: 'We give a meth-', size: 10 },
        { text: 'od for inverse distance-', size: 10 },
        { text: 'weighted interpolation.', size: 10 },
        { text: '1 Introduction', size: 12 },
        { text: 'Each weighted term decays with the distance to the sample.', size: 10 },
      ],
    ]);
    const { abstract } = proposeManuscriptFields((await readManuscript(pdf)).lines);
    expect(abstract).toBe('We give a method for inverse distance-weighted interpolation.');
  });

  it('reads a DOCX: the title heading, the authors and the abstract', async () => {
    const docx = await buildDocx([
      { text: 'Attention is what you need', style: 'Title' },
      { text: 'Marie Curie, Pierre Curie' },
      { text: 'University of Paris' },
      { text: 'Abstract: Radioactivity & attention <both> matter for transformers.' },
      { text: 'Introduction' },
      { text: 'Body text.' },
    ]);
    const text = await readManuscript(docx);
    expect(text.format).toBe('docx');
    expect(proposeManuscriptFields(text.lines)).toEqual({
      title: 'Attention is what you need',
      abstract: 'Radioactivity & attention <both> matter for transformers.',
      authors: [
        { name: 'Marie Curie', affiliations: ['University of Paris'] },
        { name: 'Pierre Curie', affiliations: ['University of Paris'] },
      ],
    });
  });

  it('decides the type by content, not by name', async () => {
    expect(sniffManuscriptFormat(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffManuscriptFormat(await buildDocx([{ text: 'x' }]))).toBe('docx');
    expect(sniffManuscriptFormat(Buffer.from('GIF89a'))).toBeNull();
    await expect(readManuscript(Buffer.from('<html>not a pdf</html>'))).rejects.toMatchObject({ status: 415 });
  });

  it('refuses a damaged PDF and a zip that is not a DOCX with clear errors', async () => {
    await expect(readManuscript(Buffer.from('%PDF-1.4\ngarbage without objects'))).rejects.toMatchObject({
      status: 400,
      code: 'proposals.unreadable_file',
    });
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('notes.txt', 'hello');
    await expect(readManuscript(await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toMatchObject({
      status: 415,
    });
  });

  it('answers a refusal as a code and message, which survive the way back from the worker thread', async () => {
    expect(await readManuscriptFields({ bytes: Buffer.from('plain text') })).toEqual({
      ok: false,
      code: 'proposals.unsupported_file',
      message: 'Upload a PDF or a DOCX file.',
    });
    const read = await readManuscriptFields({ bytes: buildPdf([SAMPLE_MANUSCRIPT]) });
    expect(read).toMatchObject({
      ok: true,
      value: { format: 'pdf', pages: 1, title: 'Graph neural networks for protein folding' },
    });
  });

  it('reads the first pages of a 10-page PDF', async () => {
    const started = performance.now();
    const text = await readManuscript(buildLongPdf(10));
    const ms = performance.now() - started;
    expect(text.pages).toBe(10);
    expect(proposeManuscriptFields(text.lines).title).toBe('Graph neural networks for protein folding');
    console.info(`10-page PDF read in ${ms.toFixed(0)} ms`);
  });
});
