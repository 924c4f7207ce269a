import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { freePort } from '../support/free-port.ts';
import { ROOT, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { until } from '../support/until.ts';

// `script` (util-linux) runs a command on a pseudo-terminal: what a person's shell gives `npm start`.
const noScript = spawnSync('script', ['--version']).error ? 'skipped: `script` (util-linux) is not installed, so no terminal can be simulated' : false;
if (noScript) console.log(`# terminal start test ${noScript}`);

/** The end of the output, for a failure message. */
const tail = (text: string) => text.slice(-3000);

/**
 * The output as the terminal shows it: npm draws a spinner while it starts a slow script and erases it ("⠙", then ESC[1G ESC[0K: back to
 * the first column, clear the line), so the line after it starts where the spinner was.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's escape sequences are what this removes
const screen = (text: string) => text.replace(/[\u2800-\u28ff]?\x1B\[[0-9;]*[GK]/g, '');

describe('npm start', () => {
  it('on a terminal, says in one plain line where it serves and with what data, and one Ctrl-C stops it cleanly', { skip: noScript }, async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const child = spawn('script', ['-qec', 'npm start', '/dev/null'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await until('the start line', async () => /Launch Directory on/.test(output), 180_000);
      assert.match(screen(output), new RegExp(`^\\d\\d:\\d\\d:\\d\\d Launch Directory on http://localhost:${port} — demo data in ${dataDir}\\r?$`, 'm'));
      // The service answers where the line says.
      assert.equal((await fetch(`http://localhost:${port}/api/v1/site`)).status, 200);
      assert.doesNotMatch(output, /\{"level"/, 'no JSON lines on a terminal');
      assert.doesNotMatch(output, /lease taken/, 'no line per projection');

      // Ctrl-C as typed: the terminal sends SIGINT to the whole foreground group (npm, the server, its worker child).
      child.stdin.write('\x03');
      await exited;
      assert.match(output, /shutting down/, tail(output));
      assert.match(screen(output), /^\d\d:\d\d:\d\d stopped\r?$/m, tail(output));
      assert.doesNotMatch(output, / (WARN|ERROR|FATAL) /, tail(output));
      assert.doesNotMatch(output, /second signal/, tail(output));
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('stops once and cleanly when Ctrl-C reaches its whole process group: npm, the server (twice: npm forwards it) and the worker child', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    // Its own process group, as a shell's foreground job: the group is what the terminal signals.
    const npm = spawn('npm', ['start'], { cwd: ROOT, detached: true, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' } });
    let output = '';
    npm.stdout.on('data', (d) => (output += d));
    npm.stderr.on('data', (d) => (output += d));
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    const group = npm.pid as number;
    try {
      await until('the start line', async () => output.includes('Launch Directory on'), 180_000);
      await until('the worker child runs', async () => output.includes('"msg":"workers running"'));
      process.kill(-group, 'SIGINT');
      await exited;
      // npm is gone; the server may still be finishing: its last line says when it is.
      await until('the server says it stopped', async () => output.includes('"msg":"stopped"'));
      assert.doesNotMatch(output, /"level":(40|50|60)/, tail(output));
    } finally {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // the group is gone
      }
    }
  });

  it("takes two signals a moment apart as one request to stop (the terminal's and the one npm forwards)", async () => {
    const service = await startService({ DATA_DIR: tempDir(), LOG_LEVEL: 'info', SEED_DEMO: 'false' });
    await until('the worker child runs', async () => service.output().includes('"msg":"workers running"'));
    const exited = new Promise<number | null>((resolve) => service.child.once('exit', (code) => resolve(code)));
    service.child.kill('SIGINT');
    // The stimulus, not a wait: npm's copy follows the terminal's within milliseconds.
    await new Promise((r) => setTimeout(r, 100));
    service.child.kill('SIGINT');
    assert.equal(await exited, 0, tail(service.output()));
    assert.match(service.output(), /"msg":"stopped"/);
    assert.doesNotMatch(service.output(), /"level":(40|50|60)/, tail(service.output()));
  });

  it('into a pipe, writes JSON lines: the start line with its parts as fields, and each projection taking its lease', async () => {
    const dataDir = tempDir();
    const service = await startService({ DATA_DIR: dataDir, LOG_LEVEL: 'info', PUBLIC_URL: 'http://127.0.0.1' });
    try {
      const started = await until('the start line', async () =>
        service
          .output()
          .split('\n')
          .find((l) => l.includes('Launch Directory on')),
      );
      const line = JSON.parse(started);
      assert.equal(line.msg, `Launch Directory on http://127.0.0.1 (listening on ${service.url}) — demo data in ${dataDir}`);
      assert.deepEqual([line.level, line.url, line.dataDir], [30, service.url, dataDir]);
      const lines = service.output().trim().split('\n');
      for (const l of lines) assert.doesNotThrow(() => JSON.parse(l), l);
      assert.ok(lines.some((l) => JSON.parse(l).msg === 'projection lease taken; applying'));
    } finally {
      assert.equal(await service.stop('SIGINT'), 0, tail(service.output()));
    }
    assert.doesNotMatch(service.output(), /"level":(40|50|60)/, tail(service.output()));
  });
});
