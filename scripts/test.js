#!/usr/bin/env node
// `npm test`: type-check, lint and format, layer rules, then every test through Node's own test runner.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`the tests need Node.js 24 (this is ${process.version}); run them with npm test, which uses the project's own Node`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

/** Runs a check; on failure prints what it said (quiet checks only speak when they fail) and stops. */
function check(name, args, { quiet = false } = {}) {
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });
  if (r.status === 0) return;
  if (quiet) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
  console.error(`${name} failed`);
  process.exit(r.status ?? 1);
}

const only = process.argv.slice(2);
if (only.length === 0) {
  check('type check', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', root]);
  check('lint and format (biome ci)', [bin('@biomejs/biome', 'bin/biome'), 'ci', '--error-on-warnings', '--reporter=summary', '.']);
  // dependency-cruiser warns that it has no TypeScript 7 compiler API; it parses with swc instead, so only a failure is shown.
  check(
    'layer rules (dependency-cruiser)',
    [
      bin('dependency-cruiser', 'bin/dependency-cruiser.mjs'),
      '--config',
      '.dependency-cruiser.cjs',
      '--progress',
      'none',
      'api',
      'app',
      'commands',
      'domain',
      'infra',
      'mcp',
      'site',
      'projections',
      'runtime',
      'workers',
      'schemas',
    ],
    { quiet: true },
  );
  console.log('type check, lint, format and layer rules: clean');
}

const patterns =
  only.length > 0
    ? only
    : ['{domain,commands,projections,infra,api,site,mcp,workers,app}/**/*.unit.test.ts', '{commands,workers}/**/*.spec.test.ts', 'test/**/*.test.ts'];
// Every answer of every test is checked against the contract (api/response-check.ts). The sites tests crawl are on
// loopback and always answer; on a loaded machine the (niced) worker may just not get to the answer within the 10 s a
// real site is given, so tests give their own sites longer.
// Node's compile cache (what the CLI turns on for itself) for every test process and every service a test starts: each of them
// loads hundreds of the same TypeScript files, and keeping their stripped text and bytecode saves about a second of CPU a process.
const env = {
  ...process.env,
  VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES ?? 'true',
  CRAWL_TIMEOUT_MS: process.env.CRAWL_TIMEOUT_MS ?? '300000',
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'node-compile-cache'),
};
// The per-test timeout only catches a hang: a loaded two-core machine can take many times longer than an idle one.
const reporters = [
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.join(root, 'scripts/file-durations-reporter.js')}`,
  '--test-reporter-destination=stdout',
];
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-timeout=900000', ...reporters, ...patterns], {
  stdio: 'inherit',
  cwd: root,
  env,
});
process.exit(run.status ?? 1);
