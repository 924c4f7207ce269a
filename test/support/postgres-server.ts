import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { tempDir } from './temp.ts';

export type PostgresServer = { url: string; stop(): Promise<void> };

/** The server binaries of Debian's postgresql package (newest version first), or those on PATH. */
function binaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      const bin = path.join(root, version, 'bin');
      if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

/** PostgreSQL refuses to run as root: there, the server runs as the package's `postgres` user. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function run(bin: string, args: string[], user: ReturnType<typeof runAs>) {
  const [cmd, argv] = user ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd as string, argv as string[], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} ${args[0]} failed (${r.status}): ${r.stderr || r.stdout}`);
}

/**
 * A real PostgreSQL on a free loopback port, in a temporary directory (a socket there too), with
 * `pg_trgm` available; or the reason there is none. fsync is off: the tests crash the service's
 * processes, never the machine.
 */
export async function startPostgres(): Promise<PostgresServer | string> {
  const bin = binaries();
  if (!bin) return "PostgreSQL is not installed (.ci/run installs Debian's postgresql with apt)";
  const user = runAs();
  const dir = tempDir('pg-');
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'], user);
  run(
    path.join(bin, 'pg_ctl'),
    [
      'start',
      '-w',
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ],
    user,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'], user);
    },
  };
}

/** A new, empty database on the server at `adminUrl`: each service a test starts gets its own. */
export async function freshDatabase(adminUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** The server the PostgreSQL tests use: POSTGRES_URL's, else one started here. A missing PostgreSQL fails the run rather than skipping. */
export async function postgresForTests(): Promise<PostgresServer> {
  if (process.env.POSTGRES_URL) return { url: process.env.POSTGRES_URL, stop: async () => undefined };
  const started = await startPostgres();
  if (typeof started === 'string') throw new Error(`cannot run the PostgreSQL tests: ${started}`);
  return started;
}
