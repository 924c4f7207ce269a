#!/usr/bin/env node
// `npm test`: type-check, then every test file through Node's own test runner.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`the tests need Node.js 24 (this is ${process.version}); run them with npm test, which uses the project's own Node`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

const typecheck = spawnSync(process.execPath, [tsc, '--noEmit', '-p', root], { stdio: 'inherit', cwd: root });
if (typecheck.status !== 0) {
  console.error('type check failed');
  process.exit(typecheck.status ?? 1);
}

const only = process.argv.slice(2);
const patterns = only.length > 0 ? only : [
  'domain/**/*.unit.test.ts',
  'commands/**/*.unit.test.ts',
  'projections/**/*.unit.test.ts',
  'infra/**/*.unit.test.ts',
  'api/**/*.unit.test.ts',
  'mcp/**/*.unit.test.ts',
  'app/**/*.unit.test.ts',
  'workers/**/*.unit.test.ts',
  'test/**/*.test.ts',
];
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-timeout=240000', ...patterns], { stdio: 'inherit', cwd: root });
process.exit(run.status ?? 1);
