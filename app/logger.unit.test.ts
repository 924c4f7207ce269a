import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PATIENCE_MS } from '../test/support/until.ts';

const LOGGER = fileURLToPath(new URL('./logger.ts', import.meta.url));

// A process whose log lines go to a reader that is gone: it logs a burst once told to, then exits.
const BURST = `
import { createLogger } from ${JSON.stringify(LOGGER)};
const logger = createLogger('info', 'probe', { terminal: false });
process.stdin.once('data', () => {
  for (let i = 0; i < 50; i++) logger.info({ i }, 'a line nobody reads');
  process.exit(3);
});
`;

describe('the log output', () => {
  it('given a reader that is gone, when the process exits with lines still to write, then it exits all the same', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', BURST], { stdio: ['pipe', 'pipe', 'ignore'] });
    // The reader goes (as a killed server's terminal or collector does), then the burst and the exit come.
    child.stdout.destroy();
    child.stdin.write('go\n');
    const exited = once(child, 'exit').then(([code]) => code);
    const ended = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), PATIENCE_MS).unref())]);
    child.kill('SIGKILL');
    assert.equal(ended, 3);
  });
});
