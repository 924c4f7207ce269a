import type { Config } from '../config.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { flags, UsageError } from './args.ts';
import { withContainer } from './with-container.ts';

/** `seed --demo`: the demo directory, into an empty store only. */
export async function seedCommand(config: Config, args: string[], out: (s: string) => void): Promise<number> {
  const { values } = flags(args, { demo: { type: 'boolean' } });
  if (!values.demo) throw new UsageError('seed needs --demo');
  return withContainer(config, async (c) => {
    if ((await c.events.headPosition()) > 0) {
      out('the event store is not empty: the demo is only seeded into a new store');
      return 1;
    }
    const summary = await seedDemo({ store: c.events, secrets: c.secrets, images: c.images }, c.clock.now());
    out(`seeded ${summary.listings} listings (${summary.live} live), ${summary.votes} votes, ${summary.categories} categories`);
    return 0;
  });
}
