import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandHandlers } from '../commands/index.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import { systemClock } from '../infra/clock/system-clock.ts';
import { SqliteEventStore } from '../infra/eventstore/sqlite-event-store.ts';
import { nodeSecrets } from '../infra/secrets/node-secrets.ts';
import { freePort } from '../test/support/free-port.ts';
import { benchGroupCommit } from './support/group-commit.ts';
import { load, startCli, stop, waitFor } from './support/load.ts';
import { fmt, line, percentile } from './support/stats.ts';

const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

async function timed(n: number, op: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await op(i);
    times.push(performance.now() - t0);
  }
  return { perSecond: n / ((performance.now() - started) / 1000), p99: percentile(times, 99) };
}

/** (c) a command through its handler, and through HTTP, against raw single-event appends (all fsynced). */
export async function benchCommands(n = 2000, seconds = 8, on?: { store: () => EventStore; env: Record<string, string>; label: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-c-'));
  try {
    const store = on ? on.store() : new SqliteEventStore(path.join(dir, 'events.db'), { synchronous: 'full' });
    const meta = { correlationId: 'b', causationId: 'b', actor: 'bench', time: new Date().toISOString() };
    const raw = await timed(n, (i) => store.append(`raw-${i}`, [{ id: randomUUID(), type: 'Raw', data: { i }, metadata: meta }], 'no_stream'));
    const commands = commandHandlers({ store, clock: systemClock, secrets: nodeSecrets('bench-server-key-of-thirty-two-characters') });
    const handler = await timed(n, (i) =>
      commands.defineCategory({ slug: `bench-${i}`, name: `Bench ${i}`, description: '', faqs: [], parent: null, attributes: [] }, { actor: 'bench' }),
    );
    await store.close();

    const port = await freePort();
    const service = startCli(['serve'], {
      DATA_DIR: path.join(dir, 'http'),
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_BURST: '100000000',
      SEED_DEMO: 'false',
      ADMIN_TOKEN,
      LOG_LEVEL: 'info',
      ...on?.env,
    });
    let http: Awaited<ReturnType<typeof load>> | undefined;
    try {
      await waitFor(`http://127.0.0.1:${port}/api/v1/site`);
      let k = 0;
      http = await load(`http://127.0.0.1:${port}/admin/v1/categories/x`, {
        connections: 10,
        seconds,
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench category' }),
        path: () => `/admin/v1/categories/http-${k++}`,
      });
    } finally {
      await stop(service);
    }
    line(`(c) commands, ${n} sequential, fsync per commit${on?.label ?? ''}`, [
      `raw single-event append ${fmt(raw.perSecond, 0)}/s, p99 ${fmt(raw.p99, 2)} ms`,
      `command via handler ${fmt(handler.perSecond, 0)}/s, p99 ${fmt(handler.p99, 2)} ms, ratio ${fmt(handler.perSecond / raw.perSecond, 2)}`,
      `command via HTTP (10 connections, incl. read-your-writes wait) ${fmt(http.rps, 0)}/s, p99 ${http.p99} ms, ratio ${fmt(http.rps / raw.perSecond, 2)}${http.non2xx ? `, ${http.non2xx} non-2xx` : ''}`,
      `target ratio >= 0.10, p99 < 25 ms`,
    ]);
    if (!on) await benchGroupCommit(dir, n);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
