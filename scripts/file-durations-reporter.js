// A test reporter for `npm test`: how long each test file ran (the sum of its top-level tests), slowest first, into
// test-output/file-durations.txt, and the ten slowest printed at the end: where a whole run's time goes. The tests that failed
// are named again last, with what they said, since a CI log is often read from its tail only.
// A whole run is two `node --test` runs at once (scripts/test.js): each then writes its part (FILE_DURATIONS_PART), and
// scripts/test.js adds them up with summarizeParts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'test-output');
const PART = /^file-durations-part-.+\.json$/;

export default async function* fileDurations(source) {
  const perFile = new Map();
  const tests = { pass: 0, fail: 0, todo: 0 };
  const failures = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.type === 'test:fail' && event.data.todo === undefined) {
      const failure = failureOf(event.data);
      if (failure) failures.push(failure);
    }
    // A todo test is reported as failing or passing as it goes, and counted apart, as node's own summary does.
    if (event.data.details?.type !== 'suite') tests[event.data.todo !== undefined ? 'todo' : event.type === 'test:pass' ? 'pass' : 'fail'] += 1;
    if (event.data.nesting !== 0 || !event.data.file) continue;
    const file = path.relative(root, event.data.file);
    perFile.set(file, (perFile.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
  }
  mkdirSync(output, { recursive: true });
  const part = process.env.FILE_DURATIONS_PART;
  if (part) writeFileSync(path.join(output, `file-durations-part-${part}.json`), JSON.stringify({ perFile: [...perFile], tests, failures }));
  else yield written(perFile, tests, failures);
}

/**
 * A failed test as one line: its file, its name and the first lines of its error. A suite that failed only because tests in it
 * did is left out (they are named themselves).
 */
function failureOf(data) {
  const error = data.details?.error;
  if (data.details?.type === 'suite' && error?.failureType === 'subtestsFailed') return undefined;
  const cause = error?.cause ?? error;
  const said = String(cause?.message ?? cause ?? 'no error recorded')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' ');
  const file = data.file ? path.relative(root, data.file) : 'a file';
  return `${file} › ${data.name}: ${said.slice(0, 400)}`;
}

/** Writes the file times, slowest first, and answers the lines that say where the time went and which tests failed. */
function written(perFile, tests, failures) {
  const rows = [...perFile].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  const line = ([file, ms]) => `${(ms / 1000).toFixed(1).padStart(8)} s  ${file}`;
  writeFileSync(
    path.join(output, 'file-durations.txt'),
    `${rows.length} files, ${(total / 1000).toFixed(0)} s of test time in all\n${rows.map(line).join('\n')}\n`,
  );
  return (
    `\n${tests.pass + tests.fail + tests.todo} tests, ${tests.pass} passed, ${tests.fail} failed, ${tests.todo} todo\n` +
    `the ten slowest test files of ${rows.length} (${(total / 1000).toFixed(0)} s of test time in all; every file in test-output/file-durations.txt):\n` +
    `${rows.slice(0, 10).map(line).join('\n')}\n` +
    (failures.length > 0 ? `the tests that failed:\n${failures.map((f) => `  ✖ ${f}`).join('\n')}\n` : '')
  );
}

const parts = () => {
  try {
    return readdirSync(output).filter((f) => PART.test(f));
  } catch {
    return [];
  }
};

/** Forgets the parts an earlier run left. */
export function clearParts() {
  for (const f of parts()) rmSync(path.join(output, f));
}

/** Adds up the parts the runs wrote into file-durations.txt and answers what the reporter says at the end of a run. */
export function summarizeParts() {
  const perFile = new Map();
  const tests = { pass: 0, fail: 0, todo: 0 };
  const failures = [];
  for (const f of parts()) {
    const part = JSON.parse(readFileSync(path.join(output, f), 'utf8'));
    for (const [file, ms] of part.perFile) perFile.set(file, (perFile.get(file) ?? 0) + ms);
    tests.pass += part.tests.pass;
    tests.fail += part.tests.fail;
    tests.todo += part.tests.todo;
    failures.push(...part.failures);
    rmSync(path.join(output, f));
  }
  return written(perFile, tests, failures);
}
