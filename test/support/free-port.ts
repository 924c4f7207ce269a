import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// A port handed out by the kernel (listen on 0) comes from its ephemeral range, where the next test process's
// listen(0), or any outgoing connection, may take it between our check and the service's own bind: the service then
// fails to start, or a test talks to another file's service. Ports below that range are never handed out, and one
// drawn at random is unlikely to be drawn by another file in the second before its service binds it.
const LOWEST = 10_000;
const ephemeralStart = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
})();
const HIGHEST = Math.max(LOWEST + 1_000, ephemeralStart - 1);

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A TCP port on loopback that nothing listens on right now, outside the range the kernel hands out. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${HIGHEST}`);
}
