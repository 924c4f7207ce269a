import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, line } from './support/stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Variant = { label: string; cli: string; env: Record<string, string> };

/** Wall time of one run, from spawn to exit, in seconds; a failed run stops the bench with its output. */
function timed(v: Variant, args: string[], dataDir: string): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [v.cli, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...v.env },
    encoding: 'utf8',
  });
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`${v.label}: launchdir ${args.join(' ')} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return s;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A revision's tree beside this one (sharing node_modules), so its CLI runs on the same machine in the same run. */
function checkout(rev: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-n-base-'));
  const archive = spawnSync('sh', ['-c', `git archive ${JSON.stringify(rev)} | tar -x -C ${JSON.stringify(dir)}`], { cwd: ROOT, encoding: 'utf8' });
  if (archive.status !== 0) throw new Error(`BENCH_CLI_BASE=${rev}: ${archive.stderr}`);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * (n) the CLI's short commands, as a person runs them one after another: the median wall time of
 * `runs` runs each, against bare Node starting (measured in the same run, interleaved). The same
 * CLI without Node's compile cache shows what loading only the command's code buys alone. With
 * BENCH_CLI_BASE=<git revision>, that revision's CLI runs interleaved too, and each figure gets a
 * ratio to it (the machine is shared: only ratios taken in one run compare).
 */
export async function benchCli(runs = 7) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-n-'));
  const base = process.env.BENCH_CLI_BASE ? checkout(process.env.BENCH_CLI_BASE) : null;
  const cli = path.join(ROOT, 'bin/launchdir.js');
  const variants: Variant[] = [
    { label: 'this CLI', cli, env: {} },
    { label: 'without compile cache', cli, env: { NODE_DISABLE_COMPILE_CACHE: '1' } },
    ...(base ? [{ label: `at ${process.env.BENCH_CLI_BASE}`, cli: path.join(base, 'bin/launchdir.js'), env: {} }] : []),
  ];
  try {
    // A store with the demo's listings (for history) and the account the key commands name.
    timed(variants[0], ['seed', '--demo'], dataDir);
    timed(variants[0], ['users', 'create', '--email', 'bench@example.test', '--password', 'a long password'], dataDir);
    let n = 0;
    const commands: [string, () => string[]][] = [
      ['--help', () => ['--help']],
      ['users create', () => ['users', 'create', '--email', `bench-${++n}@example.test`, '--password', 'a long password']],
      ['api-keys create', () => ['api-keys', 'create', '--email', 'bench@example.test', '--scopes', 'account:read,listings:write']],
      ['history', () => ['history', 'pipewright']],
    ];
    const bare: number[] = [];
    const times = new Map<string, number[]>();
    // One warm-up round: the first start of anything pays for the disk cache and Node's compile cache.
    for (const [, args] of commands) for (const v of variants) timed(v, args(), dataDir);
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      bare.push((performance.now() - t0) / 1000);
      for (const [name, args] of commands)
        for (const v of variants) {
          const key = `${name}/${v.label}`;
          times.set(key, [...(times.get(key) ?? []), timed(v, args(), dataDir)]);
        }
    }
    const node = median(bare);
    for (const [name] of commands) {
      const figure = (v: Variant) => median(times.get(`${name}/${v.label}`) ?? []);
      const mine = figure(variants[0]);
      line(`(n) launchdir ${name}`, [
        `median ${fmt(mine, 2)} s of ${runs}`,
        `bare node ${fmt(node, 2)} s, ratio ${fmt(mine / node, 1)}`,
        `without compile cache ${fmt(figure(variants[1]), 2)} s`,
        ...(base ? [`${variants[2].label} ${fmt(figure(variants[2]), 2)} s, ratio ${fmt(mine / figure(variants[2]), 2)}`] : []),
        'target < 1 s',
      ]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (base) rmSync(base, { recursive: true, force: true });
  }
}
