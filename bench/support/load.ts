import { type ChildProcess, fork, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number; non3xx: number };

type Request = { path: string; headers?: Record<string, string>; body?: string };

/** Bounded load against a loopback URL: a fixed number of connections for a fixed time. */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    path?: () => string;
    /** Each request built on its own: path, extra headers and body. */
    request?: () => Request;
  },
): Promise<LoadResult> {
  const u = new URL(url);
  const r = await autocannon({
    url: `${u.origin}`,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: options.method ?? 'GET',
        path: u.pathname + u.search,
        body: options.body,
        headers: options.headers,
        ...(options.path ? { setupRequest: (req: Record<string, unknown>) => ({ ...req, path: options.path!() }) } : {}),
        ...(options.request
          ? {
              setupRequest: (req: { headers: Record<string, string> }) => {
                const next = options.request!();
                return { ...req, ...next, headers: { ...req.headers, ...next.headers } };
              },
            }
          : {}),
      },
    ],
  });
  const total = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, non3xx: total - r['3xx'] };
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function startCli(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'bin/launchdir.js'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
}

export function startBare(mode: 'express' | 'http', payloadFile: string, port: number, urlPath: string): Promise<ChildProcess> {
  const child = fork(path.join(ROOT, 'bench/support/bare-server.ts'), [mode, payloadFile, String(port), urlPath], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The loopback test site in a child process (see site-process.ts); `stop` ends it. */
export function startSiteProcess(): Promise<{ url: string; host: string; stop: () => Promise<void> }> {
  const child = fork(path.join(ROOT, 'bench/support/site-process.ts'), [], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('message', (m: { url: string; host: string }) => resolve({ ...m, stop: () => stop(child) })));
}
