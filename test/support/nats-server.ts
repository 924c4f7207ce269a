import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './free-port.ts';
import { tempDir } from './temp.ts';
import { PATIENCE_MS } from './until.ts';

const BINARY = ['/usr/sbin/nats-server', '/usr/bin/nats-server', 'nats-server'];

function findBinary(): string | null {
  for (const b of BINARY) if (spawnSync(b, ['--version']).status === 0) return b;
  return null;
}

export type NatsServer = { url: string; stop(): Promise<void> };

/** A real nats-server with JetStream on a free loopback port, or the reason there is none. */
export async function startNatsServer(): Promise<NatsServer | string> {
  const binary = findBinary();
  if (!binary) return 'nats-server is not installed (.ci/run installs it with apt)';
  const port = await freePort();
  const child: ChildProcess = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', tempDir('nats-')], { stdio: 'ignore' });
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const s = createConnection({ host: '127.0.0.1', port }, () => {
        s.end();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
