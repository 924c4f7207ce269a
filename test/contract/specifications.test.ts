import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

/** The modules an index binds: the relative imports of `index` that lie in a folder below it (or beside it, for workers). */
function modulesImportedBy(index: string): string[] {
  const source = readFileSync(path.join(root, index), 'utf8');
  const dir = path.dirname(index);
  const found = [...source.matchAll(/from '(\.\/[^']+\.ts)'/g)].map((m) => path.join(dir, m[1]));
  return [...new Set(found)].filter((f) => f !== index);
}

/** Source files under `dir` (not tests) whose text matches `pattern`: a handler built with `command(`, a worker consuming jobs. */
function filesCalling(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => pattern.test(readFileSync(path.join(root, f), 'utf8')));
}

/** A module's specification sits beside it, named for it: `x.ts` has `x.spec.test.ts`. */
const withoutSpec = (modules: string[]) => modules.filter((m) => !existsSync(path.join(root, m.replace(/\.ts$/, '.spec.test.ts'))));

describe('the specification layer (given events, when a command or a job, then events or a refusal)', () => {
  it('has a spec for every command handler module that commands/index.ts binds', () => {
    const bound = modulesImportedBy('commands/index.ts').filter((m) => m.split(path.sep).length === 3);
    const handlers = [...new Set([...bound, ...filesCalling('commands', /\bcommand\(\{/)])].filter((m) => m.split(path.sep).length === 3).sort();
    assert.ok(handlers.length > 20, `found only ${handlers.length} command handler modules; the check no longer reads commands/index.ts`);
    assert.deepEqual(withoutSpec(handlers), [], 'command handler modules without a spec beside them');
  });

  it('has a spec for every worker that workers/index.ts starts', () => {
    const workers = [...new Set([...modulesImportedBy('workers/index.ts'), ...filesCalling('workers', /\bconsumeJobs\(/)])].sort();
    assert.ok(workers.length > 10, `found only ${workers.length} workers; the check no longer reads workers/index.ts`);
    assert.deepEqual(withoutSpec(workers), [], 'workers without a spec beside them');
  });
});
