import { parentPort, workerData } from 'node:worker_threads';
import { WrongExpectedRevision } from '../../domain/ports/event-store.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';

/** One competitor in a race to create the same stream through the embedded adapter, on its own connection. */
const store = new SqliteEventStore(workerData.file);
parentPort!.once('message', async () => {
  try {
    await store.append(
      'race',
      [{ id: workerData.id, type: 'Won', data: {}, metadata: { correlationId: 'c', causationId: 'c', actor: 'w', time: '' } }],
      'no_stream',
    );
    parentPort!.postMessage('won');
  } catch (error) {
    parentPort!.postMessage(error instanceof WrongExpectedRevision ? 'conflict' : `error: ${(error as Error).message}`);
  } finally {
    await store.close();
  }
});
parentPort!.postMessage('ready');
