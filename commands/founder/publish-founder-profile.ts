import type { FounderProfile } from '../../domain/founder/founder.ts';
import * as founder from '../../domain/founder/founder.ts';
import { command } from '../command.ts';
import { onFounder } from '../streams.ts';

export const publishFounderProfile = command({ ...onFounder, decide: (c: FounderProfile, state) => founder.publishFounderProfile(c, state) });

export const removeUnsafeFounderLinks = command({ ...onFounder, decide: (_: { slug: string }, state) => founder.removeUnsafeFounderLinks(state) });
