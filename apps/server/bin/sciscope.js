#!/usr/bin/env node
// The `sciscope` command: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

register();
const here = dirname(fileURLToPath(import.meta.url));
const { runCli } = await import(pathToFileURL(resolve(here, '../src/cli/main.ts')).href);
process.exitCode = await runCli(process.argv.slice(2));
