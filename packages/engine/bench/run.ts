// `npm run bench`: the engine's micro-benchmarks on the real datasets, figures and ratios.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { printMatcherFigures, runMatcherBench } from './matcher.bench';
import { loadBenchCorpus, measureDisambiguation, printFigures } from './disambiguation.bench';

const datasets = resolve(process.env.SCISCOPE_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/datasets'));
if (!existsSync(datasets)) {
  console.error(`No datasets at ${datasets}: set SCISCOPE_DATA_DIR.`);
  process.exit(2);
}

console.log('== concept matcher (target: >= 5,000 abstracts/s on one core) ==');
const matcher = runMatcherBench({ datasetsDir: datasets });
printMatcherFigures(matcher);
console.log(`ratio to target: ${(matcher.abstractsPerSecond / 5000).toFixed(2)}x`);

console.log('\n== author disambiguation (ids hidden; ground truth = source author ids) ==');
const corpus = loadBenchCorpus(resolve(datasets, 'corpus'));
printFigures(measureDisambiguation({ corpus }));
