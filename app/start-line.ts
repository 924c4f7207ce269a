import path from 'node:path';
import type { Config } from './config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A directory as a person would type it from here: `./data` under the current directory, else the full path. */
function shownDir(dir: string): string {
  const relative = path.relative(process.cwd(), path.resolve(dir));
  return relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(dir) : `./${relative}`;
}

/**
 * What `serve` says once it answers, in one line a person reads: where to open it and with what
 * data (`Launch Directory on http://localhost:3000 — demo data in ./data`).
 */
export function startLine(config: Config, listening: string, store: { seeded: boolean; events: number }): string {
  const servers = [
    config.postgres && 'PostgreSQL',
    config.eventstoreUrl && 'KurrentDB',
    config.mongodbUrl && 'MongoDB',
    config.elasticsearchUrl && 'Elasticsearch',
    config.natsUrl && 'NATS',
  ].filter(Boolean);
  const where = servers.length ? `${servers.join(', ')} and ${shownDir(config.dataDir)}` : shownDir(config.dataDir);
  const what = store.seeded
    ? `demo data in ${where}`
    : store.events === 0
      ? `an empty store in ${where}`
      : `data in ${where} (${store.events.toLocaleString('en-US')} events)`;
  const open = new URL(config.publicUrl);
  const at = new URL(listening);
  // http://localhost:3000 and the listener's 127.0.0.1:3000 are the same place for the person at this machine.
  const same = open.port === at.port && (open.hostname === at.hostname || (LOOPBACK.has(open.hostname) && LOOPBACK.has(at.hostname)));
  return `Launch Directory on ${config.publicUrl}${same ? '' : ` (listening on ${listening})`} — ${what}`;
}
