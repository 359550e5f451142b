import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findImportCycles, type ImportGraph } from './import-graph';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const graph = buildImportGraph({ repoRoot, roots: ['apps', 'packages', 'scripts'] });

const SERVER = 'apps/server/src/';
const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file);

/** Imports of non-test files under `from` that land in one of `forbidden`. */
function violations(from: string, forbidden: string[]): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(from) || isTest(file)) continue;
    for (const target of targets) {
      if (forbidden.some((prefix) => target === prefix || target.startsWith(prefix))) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

describe('import graph', () => {
  it('reads the sources and resolves relative and workspace imports', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(`${SERVER}server.ts`)).toContain(`${SERVER}modules/search/search.routes.ts`);
    expect(graph.get(`${SERVER}app/errors.ts`)).toContain('packages/contracts/src/index.ts');
  });

  it('finds a circle and names the files around it', () => {
    const sample: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(findImportCycles(sample)).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['e.ts', 'e.ts'],
    ]);
    expect(
      findImportCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import circles in apps/ and packages/', () => {
    const circles = findImportCycles(graph).map((circle) => circle.join(' → '));
    expect(circles, `import circles:\n${circles.join('\n')}`).toEqual([]);
  });

  it('keeps the server layers one way: app/ imports no module, modules never import the composition root', () => {
    const root = [`${SERVER}server.ts`, `${SERVER}main.ts`, `${SERVER}startup/`, `${SERVER}cli/`];
    expect(violations(`${SERVER}app/`, [`${SERVER}modules/`, `${SERVER}test-support/`, ...root])).toEqual([]);
    expect(violations(`${SERVER}modules/`, [`${SERVER}test-support/`, ...root])).toEqual([]);
  });

  it('keeps the packages free of the apps, and contracts free of the engine', () => {
    expect(violations('packages/', ['apps/'])).toEqual([]);
    expect(violations('packages/contracts/', ['packages/engine/'])).toEqual([]);
  });

  it('keeps test fixtures out of the server modules', () => {
    const fixtures = [...graph.keys()].filter(
      (file) => file.startsWith(`${SERVER}modules/`) && /fixtures?\.ts$/.test(file),
    );
    expect(fixtures).toEqual([]);
  });
});
