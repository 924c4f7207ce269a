import {
  publishFounderProfile as decide,
  evolveFounder,
  type FounderProfile,
  initialFounder,
  removeUnsafeFounderLinks as repair,
} from '../../domain/founder/founder.ts';
import { command } from '../command.ts';

const onFounder = { stream: (c: { slug: string }) => `founder-${c.slug}`, initial: initialFounder, evolve: evolveFounder };

export const publishFounderProfile = command({ ...onFounder, decide: (c: FounderProfile, state) => decide(c, state) });

export const removeUnsafeFounderLinks = command({ ...onFounder, decide: (_: { slug: string }, state) => repair(state) });
