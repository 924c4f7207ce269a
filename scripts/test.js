#!/usr/bin/env node
// `npm test`: type-check, lint and format, layer rules, then every test through Node's own test runner.
import { spawn, spawnSync } from 'node:child_process';
import { globSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearParts, summarizeParts } from './file-durations-reporter.js';

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

// Unit and spec files (each a few milliseconds of tests) run together in one process: a process each cost more than their tests
// (about 63 s of CPU for 157 files, against 13 s in one process), and none of them shares more than a local server of its own.
const UNITS = ['{domain,commands,projections,infra,api,site,mcp,workers,app}/**/*.unit.test.ts', '{commands,workers}/**/*.spec.test.ts'];
const REST = ['test/**/*.test.ts'];

// The demo as a service seeds it, made once in this run's folder and copied for every in-process service that would seed it
// alike (test/support/seeded-store.ts); the folder goes when the run ends.
const seeds = mkdtempSync(path.join(os.tmpdir(), 'launchdir-seeds-'));
process.once('exit', () => rmSync(seeds, { recursive: true, force: true }));

// Every answer of every test is checked against the contract (api/response-check.ts). The sites tests crawl are on
// loopback and always answer; on a loaded machine the (niced) worker may just not get to the answer within the 10 s a
// real site is given, so tests give their own sites longer.
// Node's compile cache (what the CLI turns on for itself) for every test process and every service a test starts: each of them
// loads hundreds of the same TypeScript files, and keeping their stripped text and bytecode saves about a second of CPU a process.
const env = {
  ...process.env,
  LAUNCHDIR_TEST_SEEDS: seeds,
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
const common = ['--test', '--test-timeout=900000', ...reporters];

if (only.length > 0) {
  const run = spawnSync(process.execPath, [...common, '--test-concurrency=2', ...only], { stdio: 'inherit', cwd: root, env });
  process.exit(run.status ?? 1);
}

/** Runs `node --test` with these arguments; answers its exit code, and what it said when quiet (else it says it as it goes). */
function nodeTest(args, part, quiet) {
  const child = spawn(process.execPath, [...common, ...args], {
    cwd: root,
    env: { ...env, FILE_DURATIONS_PART: part },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  let said = '';
  child.stdout?.on('data', (d) => (said += d));
  child.stderr?.on('data', (d) => (said += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, said })));
}

// Most of a file's time is spent waiting (on its services, a browser, a lease running out, a killed worker's job offered again):
// two files a core kept this machine's two cores busier: a run's test time 347-366 s, against 459-462 s with one a core.
const CONCURRENCY = Number(process.env.TEST_CONCURRENCY) || os.availableParallelism() * 2;

/**
 * Files run in the order given, several at a time: the browser files, each several times the length of most others, go first, so
 * the run does not end on one of them running alone.
 */
function slowFirst(files) {
  const browser = (f) => f.endsWith('-browser.test.ts');
  return [...files.filter(browser), ...files.filter((f) => !browser(f))];
}

// The unit files' process runs beside the others (its tests mostly wait on timers and local servers); what it says is printed
// after theirs, so the two reports don't interleave. Each run writes its files' times as a part, added up here.
clearParts();
const units = globSync(UNITS, { cwd: root });
const [unitRun, restRun] = await Promise.all([
  nodeTest(['--test-isolation=none', ...units], 'units', true),
  nodeTest([`--test-concurrency=${CONCURRENCY}`, ...slowFirst(globSync(REST, { cwd: root }))], 'rest', false),
]);
process.stdout.write(`\nthe ${units.length} unit and spec files, in one process:\n${unitRun.said}`);
process.stdout.write(summarizeParts());
process.exit(unitRun.code || restRun.code);
