import { allProjections, dropGeneration, OLD_GENERATION_GRACE_MS, projectionNamed, projectionStatuses, rebuildProjection } from '../../projections/index.ts';
import type { Config } from '../config.ts';
import { UsageError } from './args.ts';
import { withContainer } from './with-container.ts';

/** `projections list` and `projections rebuild <name>...`. */
export async function projectionsCommand(config: Config, args: string[], out: (s: string) => void): Promise<number> {
  const [action] = args;
  if (action === 'list') {
    return withContainer(config, async (c) => {
      const statuses = await projectionStatuses(c.docs, await c.events.headPosition(), c.runnable);
      for (const [i, s] of statuses.entries()) {
        const version = c.runnable[i].version;
        const built = s.builtBy !== null && s.builtBy !== version ? ` (built by ${s.builtBy})` : '';
        out(`${s.name}\t${s.kind}\tversion ${version}${built}\tgeneration ${s.generation}\tcheckpoint ${s.checkpoint}\tlag ${s.lag}`);
      }
      return 0;
    });
  }
  if (action === 'rebuild') {
    const named = args.slice(1).map((n) => projectionNamed(n));
    const chosen = named.filter((p) => p !== undefined);
    if (chosen.length === 0 || chosen.length < named.length)
      throw new UsageError(
        `projections rebuild <name>...: read models only (replaying a reactor or process manager would repeat its effects); known: ${allProjections.map((x) => x.name).join(', ')}`,
      );
    // Several in one process: the start (opening every store) and the wait before old copies go are paid once.
    return withContainer(config, async (c) => {
      const replaced: [(typeof chosen)[number], number][] = [];
      for (const p of chosen) {
        const started = Date.now();
        const head = await c.events.headPosition();
        let shown = started;
        // Progress on stderr about once a second: how far, how fast, how long to go.
        const onProgress = (position: number) => {
          const now = Date.now();
          if (now - shown < 1000 && position < head) return;
          shown = now;
          const rate = position / ((now - started) / 1000);
          const eta = rate > 0 ? Math.max(0, (head - position) / rate) : 0;
          process.stderr.write(
            `${p.name}: position ${position.toLocaleString('en-US')} of ${head.toLocaleString('en-US')} (${Math.floor((100 * position) / Math.max(1, head))} %), ${Math.round(rate).toLocaleString('en-US')} events/s, about ${Math.ceil(eta)} s to go\n`,
          );
        };
        const result = await rebuildProjection(p, c, { onProgress });
        out(`${p.name}: replayed ${result.events} events into generation ${result.generation} in ${Date.now() - started} ms; reads now use it`);
        if (result.previous > 0) replaced.push([p, result.previous]);
      }
      if (replaced.length > 0) {
        // Readers cache the generation for a second; give them time to move before the old copies go.
        await new Promise((r) => setTimeout(r, OLD_GENERATION_GRACE_MS));
        for (const [p, previous] of replaced) {
          await dropGeneration(p, previous, c);
          out(`${p.name}: dropped generation ${previous}`);
        }
      }
      return 0;
    });
  }
  throw new UsageError('projections list | projections rebuild <name>...');
}
