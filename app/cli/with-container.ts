import type { Config } from '../config.ts';
import { type Container, createContainer } from '../container.ts';
import { createLogger } from '../logger.ts';

/** The whole container (stores, read models, bus) for a command that needs the read side, closed after it. */
export async function withContainer<T>(config: Config, run: (c: Container) => Promise<T>): Promise<T> {
  const c = await createContainer(config, createLogger(process.env.LOG_LEVEL ?? 'warn'));
  try {
    return await run(c);
  } finally {
    await c.close();
  }
}
