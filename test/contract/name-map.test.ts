import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { actionTable } from '../../api/actions/index.ts';
import { operationTable } from '../../api/operations/index.ts';
import { commandHandlers } from '../../commands/index.ts';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { nodeSecrets } from '../../infra/secrets/node-secrets.ts';
import { tempDir } from '../support/temp.ts';

const root = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'names.md'), 'utf8');

/** The rows of every table in the name map: cells of the lines that start with a pipe, headers and rules left out. */
const rows = doc
  .split('\n')
  .filter((line) => line.startsWith('|') && !/^\|\s*(Face|---)/.test(line))
  .map((line) => line.split('|').slice(1, -1));
const names = (cell: string) => [...cell.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return sources(`${dir}/${e.name}`);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [readFileSync(join(root, dir, e.name), 'utf8')] : [];
  });
}
const domain = sources('domain').join('\n');
const faces = ['api', 'app', 'mcp', 'site'].flatMap(sources).join('\n');
const actions = new Set(Object.keys(actionTable({ voteLimits: { perAccount: 0, perAddress: 0 }, commentLimits: { perAccount: 0, perAddress: 0 } })));
/** The site actions a face cell names: the names after "action" or "actions", up to the closing parenthesis or semicolon. */
const actionNames = (cell: string) => [...cell.matchAll(/actions? ((?:`[A-Za-z]+`(?:, )?)+)/g)].flatMap((m) => names(m[1]));
const commandsSource = sources('commands').join('\n');

describe('the name map in docs/names.md', () => {
  it('has a table row for every aggregate it names', () => {
    assert.ok(rows.length >= 40, `only ${rows.length} rows`);
  });

  it('names handlers that exist, under the names the command table registers them by', async () => {
    const store = new SqliteEventStore(join(tempDir(), 'events.db'));
    const registered = new Set(
      Object.keys(commandHandlers({ store, clock: new FixedClock(new Date()), secrets: nodeSecrets('name-map-test-key-of-thirty-two-characters') })),
    );
    await store.close();
    const missing = rows.flatMap((r) => names(r[1])).filter((n) => /^[a-z]/.test(n) && !registered.has(n) && !new RegExp(`const ${n} = `).test(commandsSource));
    assert.deepEqual(missing, []);
  });

  it('names operations the contract declares', () => {
    const named = rows.flatMap((r) => [...r[0].matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)].map((m) => m[1]));
    assert.ok(named.length >= 20, `only ${named.length} operations named`);
    assert.deepEqual(
      named.filter((n) => !Object.hasOwn(operationTable, n)),
      [],
    );
  });

  it('names site actions the action table binds as methods', () => {
    const named = rows.flatMap((r) => actionNames(r[0]));
    assert.ok(named.length >= 10, `only ${named.length} actions named`);
    assert.deepEqual(
      named.filter((n) => !actions.has(n)),
      [],
    );
  });

  it('has no face call an action or an operation by a name string', () => {
    const byName = faces.match(/\b(actions\.run|ops\.call|ops\.run)\(/g) ?? [];
    assert.deepEqual(byName, []);
  });

  it('names decisions the domain exports', () => {
    const missing = rows
      .filter((r) => r.length >= 4)
      .flatMap((r) => names(r[2]))
      .filter((n) => /^[a-z]/.test(n) && !new RegExp(`export (function|const) ${n}\\b`).test(domain));
    assert.deepEqual(missing, []);
  });

  it('names events the domain records', () => {
    const missing = rows.flatMap((r) => names(r[3] ?? '')).filter((n) => /^[A-Z]/.test(n) && !domain.includes(`type: '${n}'`));
    assert.deepEqual(missing, []);
  });
});
