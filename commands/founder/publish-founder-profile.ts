import { publishFounderProfile as decide, evolveFounder, type FounderProfile, initialFounder } from '../../domain/founder/founder.ts';
import { command } from '../command.ts';

export const publishFounderProfile = command({
  stream: (c: FounderProfile) => `founder-${c.slug}`,
  initial: initialFounder,
  evolve: evolveFounder,
  decide: (c: FounderProfile, state) => decide(c, state),
});
