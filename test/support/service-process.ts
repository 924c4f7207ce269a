import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { PATIENCE_MS } from './until.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(ROOT, 'bin/launchdir.js');

const running = new Set<ChildProcess>();
// A failed assertion must not leave a server running that keeps the test process alive.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type ServiceProcess = { child: ChildProcess; url: string; port: number; output: () => string; stop(signal?: NodeJS.Signals): Promise<number | null> };

/** Runs `launchdir <args>` to completion and answers its exit code and output. */
export function runCli(args: string[], env: Record<string, string>, timeoutMs = PATIENCE_MS): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`launchdir ${args.join(' ')} timed out\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts `launchdir serve` (or another long-running command) as its own process on a free loopback port. */
export async function startService(env: Record<string, string>, args: string[] = ['serve'], readyPath = '/api/v1/site'): Promise<ServiceProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    // Without an fsync per commit (as startInProcess): a process killed mid-write still loses nothing, only a machine would, and
    // seeding the demo through its thousands of commands takes a third less. A test of the default (fsynced) store says so in its env.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      EVENTSTORE_SYNC: 'normal',
      RATE_LIMIT_BURST: '1000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.unref();
  (child.stdout as unknown as { unref(): void }).unref();
  (child.stderr as unknown as { unref(): void }).unref();
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  if (readyPath) {
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}:\n${output}`);
      try {
        const res = await fetch(url + readyPath);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop('SIGKILL');
        throw new Error(`service did not answer ${readyPath} within ${PATIENCE_MS} ms:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, url, port, output: () => output, stop };
}
