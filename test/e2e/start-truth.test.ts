import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../../app/config-variables.ts';
import { freePort } from '../support/free-port.ts';
import { runCli, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

describe('a process that tells the truth about itself', () => {
  it('stops at once when its port is taken: exit 1, the port named, nothing appended, no worker started', async () => {
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = tempDir();
      const r = await runCli(['serve'], { DATA_DIR: dataDir, PORT: String(port) });
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, new RegExp(`cannot start: port ${port} is already in use on 127\\.0\\.0\\.1`));
      assert.doesNotMatch(`${r.stdout}${r.stderr}`, /is serving/);
      const left = existsSync(dataDir) ? readdirSync(dataDir) : [];
      assert.deepEqual(
        left.filter((f) => f !== 'serve.lock'),
        [],
        'no store was opened: no event appended, no job queued, no worker started',
      );
    } finally {
      squatter.close();
    }
  });

  it('refuses a second serve on the same DATA_DIR, naming the first', async () => {
    const dataDir = tempDir();
    const first = await startService({ DATA_DIR: dataDir });
    try {
      const second = await runCli(['serve'], { DATA_DIR: dataDir, PORT: String(await freePort()) });
      assert.equal(second.code, 1, second.stderr);
      assert.match(second.stderr, /cannot start: another launchdir serve \(pid \d+, since [^)]+\) is running on DATA_DIR/);
    } finally {
      await first.stop();
    }
    // Once the first is gone, the directory is free again.
    const after = await startService({ DATA_DIR: dataDir });
    await after.stop();
  });

  it('prints the usage for launchdir with no arguments, and exits 0', async () => {
    const r = await runCli([], {});
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^launchdir — Launch Directory service/);
    assert.match(r.stdout, /launchdir serve\s+run the API/);
  });

  it('names every variable it reads in launchdir serve --help', async () => {
    const r = await runCli(['serve', '--help'], {});
    assert.equal(r.code, 0);
    const source = readFileSync(fileURLToPath(new URL('../../app/config.ts', import.meta.url)), 'utf8');
    const read = new Set([...source.matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    const listed = new Set(CONFIG_VARIABLES.map(([name]) => name));
    assert.deepEqual(
      [...read].filter((v) => !listed.has(v)),
      [],
      'every variable app/config.ts reads is listed',
    );
    for (const name of read) assert.match(r.stdout, new RegExp(`^  ${name} `, 'm'), name);
    const readme = readFileSync(path.join(fileURLToPath(new URL('../../', import.meta.url)), 'README.md'), 'utf8');
    for (const name of listed) assert.ok(readme.includes(`\`${name}\``), `${name} is in README's configuration table`);
  });
});
