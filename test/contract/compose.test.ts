import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import YAML from 'yaml';
import { WORKER_ENV, WORKER_NODE_FLAGS } from '../../app/cli/worker-child.ts';
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import { ROOT } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

it('compose.yaml runs every projection, reactor and process manager in some projector service, in each stack', async () => {
  type Service = { command?: string[]; profiles?: string[]; environment?: Record<string, string> };
  const compose = YAML.parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const c = await createContainer(loadConfig({ DATA_DIR: tempDir() }), createLogger('silent'));
  const known = c.runnable.map((p) => p.name);
  await c.close();
  const services = Object.values(compose.services);
  for (const profile of [undefined, 'postgres']) {
    const stack = services.filter((s) => s.profiles?.[0] === profile);
    const run = stack.flatMap((s) => (s.command?.[0] === 'projector' ? s.command.slice(1) : [])).flatMap((n) => (n === 'all' ? known : [n]));
    assert.deepEqual([...new Set(run)].sort(), [...known].sort(), `the ${profile ?? 'default'} stack`);
  }
  const pg = services.filter((s) => s.profiles?.includes('postgres') && s.command);
  assert.ok(pg.length >= 3 && pg.every((s) => s.environment?.POSTGRES_URL?.startsWith('postgres://')), 'the postgres profile runs its processes on PostgreSQL');
});

it('the Dockerfile copies every folder the service runs from', () => {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const copied = new Set([...dockerfile.matchAll(/^COPY (\S+) \.\/\1$/gm)].map((m) => m[1]));
  // What bin/launchdir.js reaches at run time: every production folder, and the contract it validates against.
  for (const folder of ['bin', 'app', 'domain', 'commands', 'projections', 'api', 'site', 'mcp', 'workers', 'schemas', 'infra'])
    assert.ok(copied.has(folder), `the image has ${folder}/`);
});

it('a worker started by compose runs with the same Node flags as the worker child of serve', () => {
  type Service = { command?: string[]; environment?: Record<string, string> };
  const compose = YAML.parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const workers = Object.entries(compose.services).filter(([, s]) => s.command?.[0] === 'worker');
  assert.ok(workers.length >= 2);
  for (const [name, s] of workers)
    for (const flag of WORKER_NODE_FLAGS) assert.ok((s.environment?.NODE_OPTIONS ?? '').split(/\s+/).includes(flag), `${name} runs with ${flag}`);
});

it('a worker started by compose has the same allocator setting as the worker child of serve', () => {
  type Service = { command?: string[]; environment?: Record<string, string> };
  const compose = YAML.parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const workers = Object.entries(compose.services).filter(([, s]) => s.command?.[0] === 'worker');
  for (const [name, s] of workers)
    for (const [key, value] of Object.entries(WORKER_ENV)) assert.equal(String(s.environment?.[key]), value, `${name} has ${key}=${value}`);
});
