import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

// Code a newcomer can hold: no function over 80 lines outside tests and generated files (Biome's
// noExcessiveLinesPerFunction, configured in biome.json), and no file of the site over 250 lines. Either check lists
// the offenders it finds.
const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_FILE_LINES = 250;

function longFunctions(): string[] {
  const biome = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
  const r = spawnSync(process.execPath, [biome, 'lint', '--reporter=json', '--max-diagnostics=10000', '.'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const report = JSON.parse(r.stdout) as { diagnostics: { category: string; message: string; location: { path: string; start: { line: number } } }[] };
  return report.diagnostics
    .filter((d) => d.category === 'lint/complexity/noExcessiveLinesPerFunction')
    .map((d) => `${d.location.path}:${d.location.start.line} ${d.message}`);
}

function siteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return siteFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('code a newcomer can hold', () => {
  it('has no function over 80 lines outside tests', () => {
    const found = longFunctions();
    assert.deepEqual(found, [], `functions over 80 lines:\n${found.join('\n')}`);
  });

  it('has no site file over 250 lines', () => {
    const long = siteFiles(path.join(ROOT, 'site'))
      .map((f) => ({ file: path.relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > SITE_FILE_LINES);
    assert.deepEqual(long, [], `site files over ${SITE_FILE_LINES} lines:\n${long.map((f) => `${f.file} (${f.lines})`).join('\n')}`);
  });
});
