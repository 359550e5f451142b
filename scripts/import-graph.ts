import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the repository's TypeScript sources, for the import-circle and layer
 * checks (`import-graph.test.ts`). Every import counts: value and type-only imports, re-exports
 * and dynamic `import()`, since each is a dependency a reader has to follow. Edges go to
 * files of the repository only; `@sciscope/*` names resolve through the workspaces' package
 * entry points, everything else (node_modules, node: builtins) is left out.
 */

/** File (repository-relative, forward slashes) → files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'data']);

function listSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...listSources(path));
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** `@sciscope/<name>` → the file its package.json `exports['.']` names. */
function workspaceEntries(repoRoot: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const group of ['packages', 'apps']) {
    const base = join(repoRoot, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const manifest = join(base, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; exports?: Record<string, string> };
      const entry = pkg.exports?.['.'];
      if (pkg.name && entry) entries.set(pkg.name, resolve(base, name, entry));
    }
  }
  return entries;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  // `./x.js` written for Node's ESM resolution names `./x.ts`.
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Reads every `.ts`/`.tsx` file under `roots` (relative to `repoRoot`) and links its imports. */
export function buildImportGraph({ repoRoot, roots }: { repoRoot: string; roots: string[] }): ImportGraph {
  const entries = workspaceEntries(repoRoot);
  const graph: ImportGraph = new Map();
  const rel = (path: string) => relative(repoRoot, path).split('\\').join('/');
  for (const root of roots) {
    const dir = join(repoRoot, root);
    if (!existsSync(dir)) continue;
    for (const file of listSources(dir)) {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = new Set<string>();
      for (const { fileName } of info.importedFiles) {
        const target = fileName.startsWith('.') ? resolveRelative(file, fileName) : (entries.get(fileName) ?? null);
        if (target) targets.add(rel(target));
      }
      graph.set(rel(file), [...targets].sort());
    }
  }
  return graph;
}

/**
 * Every import circle, each as the list of files around it (first file repeated at the end),
 * one per strongly connected component (Tarjan), so a tangle of several circles is reported
 * once with one concrete circle through it.
 */
export function findImportCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);

  return components.map((component) => circleThrough(graph, new Set(component)));
}

/** A shortest circle through the component's first file (by name), staying inside the component. */
function circleThrough(graph: ImportGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
