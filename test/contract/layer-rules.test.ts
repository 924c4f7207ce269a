import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '../support/temp.ts';

const root = join(import.meta.dirname, '..', '..');
const cruiser = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');

/** The project's layer rules run over a small tree of our folders, each file importing what the case says. */
function cruise(files: Record<string, string>) {
  const dir = tempDir();
  copyFileSync(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', allowImportingTsExtensions: true, noEmit: true } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const folders = [...new Set(Object.keys(files).map((f) => f.split('/')[0]))];
  const r = spawnSync(process.execPath, [cruiser, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...folders], { cwd: dir, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('the layer rules of docs/architecture.md', () => {
  it('fail the build when a page imports commands/ directly', () => {
    const r = cruise({
      'commands/index.ts': 'export const castVote = () => 1;\n',
      'site/vote-page.ts': "import { castVote } from '../commands/index.ts';\nexport const page = () => castVote();\n",
    });
    assert.notEqual(r.status, 0);
    assert.match(r.output, /site-is-a-face/);
    assert.match(r.output, /site\/vote-page\.ts/);
  });

  it('let a page act through the action table of api/ and read through projections/', () => {
    const r = cruise({
      'commands/index.ts': 'export const castVote = () => 1;\n',
      'api/actions/index.ts': "import { castVote } from '../../commands/index.ts';\nexport const actions = { castVote };\n",
      'projections/queries/votes.ts': 'export const hasVoted = () => false;\n',
      'site/vote-page.ts':
        "import { actions } from '../api/actions/index.ts';\nimport { hasVoted } from '../projections/queries/votes.ts';\nexport const page = () => (hasVoted() ? 0 : actions.castVote());\n",
    });
    assert.equal(r.status, 0, r.output);
  });

  it('keep the domain free of every other folder of ours', () => {
    const r = cruise({
      'projections/index.ts': 'export const x = 1;\n',
      'domain/vote/vote.ts': "import { x } from '../../projections/index.ts';\nexport const y = x;\n",
    });
    assert.notEqual(r.status, 0);
    assert.match(r.output, /domain-is-pure/);
  });

  it('keep the projection engine free of the projections it runs', () => {
    const r = cruise({
      'projections/listings.ts': 'export const listingsProjection = { name: "listings" };\n',
      'projections/engine/runner.ts': "import { listingsProjection } from '../listings.ts';\nexport const first = listingsProjection;\n",
    });
    assert.notEqual(r.status, 0);
    assert.match(r.output, /engine-knows-no-projection/);
  });

  it('let a projection use the engine, and a worker reach it only through projections/index.ts', () => {
    const allowed = cruise({
      'projections/engine/projection.ts': 'export const projection = () => ({});\n',
      'projections/listings.ts': "import { projection } from './engine/projection.ts';\nexport const listingsProjection = projection();\n",
      'projections/index.ts': "export { listingsProjection } from './listings.ts';\n",
      'workers/badge-checker.ts': "import { listingsProjection } from '../projections/index.ts';\nexport const p = listingsProjection;\n",
    });
    assert.equal(allowed.status, 0, allowed.output);
    const reaching = cruise({
      'projections/engine/rebuild.ts': 'export const rebuild = () => 1;\n',
      'workers/badge-checker.ts': "import { rebuild } from '../projections/engine/rebuild.ts';\nexport const r = rebuild();\n",
    });
    assert.notEqual(reaching.status, 0);
    assert.match(reaching.output, /engine-is-internal/);
  });
});

/** Where a file reads a read model's collection or search index by its raw name, rather than through a named query. */
const RAW_READ = /readModels\s*\)?\s*\.\s*(collection|searchIndex)\s*[<(]|\brm\s*\.\s*(collection|searchIndex)\s*[<(]/;
const rawReadsIn = (text: string) =>
  text
    .split('\n')
    .map((line, i) => [i + 1, line] as const)
    .filter(([, line]) => RAW_READ.test(line))
    .map(([n]) => n);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('read models are read through named queries', () => {
  it('notice a raw read of a collection, however the read models are reached', () => {
    assert.deepEqual(rawReadsIn("const l = await (await ctx.readModels.collection<ListingDoc>('listings')).get('1');"), [1]);
    assert.deepEqual(rawReadsIn("x;\nconst i = await deps.readModels.searchIndex('listing_search');"), [2]);
    assert.deepEqual(rawReadsIn('const l = await listingById(ctx.readModels, 1);'), []);
  });

  it('keep every raw collection name inside projections/queries (and the engine that resolves them): pages, operations, workers, reactors and the app ask a query', () => {
    const projections = sourceFiles('projections').filter((file) => !/^projections\/(queries|engine)\//.test(file));
    const outside = [...['api', 'app', 'commands', 'domain', 'infra', 'mcp', 'runtime', 'site', 'workers'].flatMap(sourceFiles), ...projections];
    const found = outside.flatMap((file) => rawReadsIn(readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`));
    assert.deepEqual(found, []);
  });
});
