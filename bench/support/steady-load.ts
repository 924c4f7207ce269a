import http from 'node:http';
import { percentile } from './stats.ts';

export type SteadyRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };
export type SteadyResult = { p50: number; p99: number; max: number; rps: number; non2xx: number; errors: number };

/**
 * Requests at a fixed rate, evenly spaced, as independent visitors send them (an open loop): the n-th request is due at
 * n / rate seconds whatever happened to the ones before, on any free keep-alive connection. Its latency runs from when it was
 * due, so a stall anywhere (the service, the machine, this process) is counted in full for every request it delays, and
 * nothing else is added. autocannon's fixed rate is neither: each connection sends its share of a second back to back and
 * then waits for the next second, and its correction for coordinated omission assumes a request every millisecond
 * (`Math.ceil(1 / rate)`), which adds one invented sample per millisecond of every slow answer.
 */
export async function steadyLoad(base: string, rate: number, seconds: number, next: () => SteadyRequest): Promise<SteadyResult> {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const settle = () => {
      settled += 1;
      if (settled === total) resolve();
    };
    const send = (due: number) => {
      const r = next();
      const req = http.request(
        { host: target.hostname, port: target.port, method: r.method, path: r.path, headers: r.headers, agent, timeout: 60_000 },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) non2xx += 1;
            settle();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        errors += 1;
        settle();
      });
      req.end(r.body);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      for (; sent < due; sent++) send(started + (sent * 1000) / rate);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies.reduce((a, b) => Math.max(a, b), 0)),
    rps: total / elapsed,
    non2xx,
    errors,
  };
}
