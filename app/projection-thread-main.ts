import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from './config.ts';
import { createContainer } from './container.ts';
import { createLogger } from './logger.ts';
import type { FromProjections, ToProjections } from './projection-thread.ts';

// The projection thread of `serve`: its own connections to the same stores, its own event loop.
const port = parentPort;
if (!port) throw new Error('projection-thread-main runs as a worker thread of serve');
const { config, terminal } = workerData as { config: Config; terminal: boolean };
const logger = createLogger(config.logLevel, 'launchdir', { terminal });
const post = (message: FromProjections) => port.postMessage(message);
const c = await createContainer(config, logger);
port.on('message', (message: ToProjections) => {
  if (message.type === 'append') c.appends.emit('append', message.position);
  if (message.type === 'stop')
    void (async () => {
      await c.close();
      post({ type: 'stopped' });
      port.close();
    })();
});
await c.startProjections();
for (const runner of c.runners) {
  const name = runner.projection.name;
  post({ type: 'state', name, state: runner.state() });
  runner.onChange((state) => post({ type: 'state', name, state }));
}
post({ type: 'started' });
