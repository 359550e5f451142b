import { describe, expect, it } from 'vitest';
import { computeAffinityTable } from './affinity-table';
import { buildLexicalModel } from './lexical-model';

const background = [
  'Graph neural networks for node classification',
  'Kernels on graphs and message passing',
  'Protein structure prediction and folding',
  'Molecular dynamics of protein folding',
  'Image classification with convolutional networks',
];

describe('computeAffinityTable', () => {
  it('scores every reviewer for every paper and ranks the matching field first', () => {
    const models = { lexical: buildLexicalModel({ documents: background }) };
    const papers = [
      {
        id: 'p-graph',
        title: 'Message passing graph neural networks',
        abstract: 'We study message passing on graphs.',
      },
      { id: 'p-protein', title: 'Protein folding with molecular dynamics', abstract: 'Folding pathways of proteins.' },
    ];
    const authors = new Map([
      ['graph-person', [{ title: 'Graph kernels', abstract: 'Kernels between graphs for node classification.' }]],
      ['protein-person', [{ title: 'Protein structure', abstract: 'Protein folding and structure prediction.' }]],
    ]);
    const progress: Array<[number, number]> = [];
    const table = computeAffinityTable({
      papers,
      authors,
      models,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(Object.keys(table).sort()).toEqual(['graph-person', 'protein-person']);
    expect(Object.keys(table['graph-person'] ?? {}).sort()).toEqual(['p-graph', 'p-protein']);
    expect(table['graph-person']?.['p-graph']).toBeGreaterThan(table['graph-person']?.['p-protein'] ?? Infinity);
    expect(table['protein-person']?.['p-protein']).toBeGreaterThan(table['protein-person']?.['p-graph'] ?? Infinity);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
});
