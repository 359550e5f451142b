/**
 * Where the graph index lives on disk: `<runtimeDir>/index/articles-m<modelId>.hnsw`, the
 * lexical index of the same articles `articles-m<modelId>.lexical`, and a manifest beside them that says which model's vectors it holds, up to which article, and the
 * search breadth calibrated at build time. The manifest is written last (temporary name, then
 * rename), so a crash mid-build leaves the previous index in force.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const manifestSchema = z.object({
  kind: z.literal('hnsw'),
  modelId: z.number().int(),
  dim: z.number().int().positive(),
  count: z.number().int().nonnegative(),
  lastArticleId: z.number().int().nonnegative(),
  searchBreadth: z.number().int().positive(),
  calibratedRecall: z.number(),
  buildSeconds: z.number(),
  builtAt: z.string(),
  file: z.string(),
  /** The lexical index of the same articles (absent in manifests written before it existed). */
  lexicalFile: z.string().optional(),
});

export type ArticleIndexManifest = z.infer<typeof manifestSchema>;

const MANIFEST = 'articles.manifest.json';

/** The index folder of a runtime folder. */
export function articleIndexDir(runtimeDir: string): string {
  return join(runtimeDir, 'index');
}

/** The graph file name for a model. */
export function indexFileName(modelId: number): string {
  return `articles-m${modelId}.hnsw`;
}

/** The manifest in `dir`, or null when there is none or it cannot be read (then the index is rebuilt). */
export function readManifest(dir: string): ArticleIndexManifest | null {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) return null;
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    return existsSync(join(dir, manifest.file)) ? manifest : null;
  } catch {
    return null;
  }
}

/** Writes the manifest atomically, then removes graph files no manifest points to. */
export function writeManifest(dir: string, manifest: ArticleIndexManifest): void {
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, `${MANIFEST}.partial-${process.pid}`);
  writeFileSync(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(partial, join(dir, MANIFEST));
  for (const name of readdirSync(dir)) {
    const stale =
      (name.endsWith('.hnsw') && name !== manifest.file) ||
      (name.endsWith('.lexical') && name !== manifest.lexicalFile);
    if (stale) rmSync(join(dir, name), { force: true });
  }
}
