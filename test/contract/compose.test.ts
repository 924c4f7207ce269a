import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import YAML from 'yaml';
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import { ROOT } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

it('compose.yaml runs every projection, reactor and process manager in some projector service', async () => {
  const compose = YAML.parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8')) as { services: Record<string, { command?: string[] }> };
  const run = Object.values(compose.services).flatMap((s) => (s.command?.[0] === 'projector' ? s.command.slice(1) : []));
  const c = await createContainer(loadConfig({ DATA_DIR: tempDir() }), createLogger('silent'));
  const known = c.runnable.map((p) => p.name);
  await c.close();
  assert.deepEqual([...new Set(run)].sort(), [...known].sort());
});
