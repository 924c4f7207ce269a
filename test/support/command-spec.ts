import { type CommandDeps, commandHandlers } from '../../commands/index.ts';
import { baseWorld, specification } from './spec.ts';

/** The world of a command handler's scenario: a fresh store, a fixed clock, and every handler bound to them (and to `ports`). */
export function commandWorld(ports: Omit<Partial<CommandDeps>, 'store' | 'clock' | 'secrets'> = {}, now?: Date) {
  const base = baseWorld(now);
  const deps = { ...base, ...ports };
  return { ...deps, deps, commands: commandHandlers(deps) };
}

export type CommandWorld = ReturnType<typeof commandWorld>;

/** given/when/then over command handlers, with the ports a module needs beyond the store, clock and secrets. */
export const commandSpec = (ports: Parameters<typeof commandWorld>[0] = {}, now?: Date) => specification(() => commandWorld(ports, now));

/** Who acts in a scenario: a person, the site team or the system. */
export const as = (actor: string) => ({ actor });
