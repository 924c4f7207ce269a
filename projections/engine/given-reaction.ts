import assert from 'node:assert/strict';
import pino, { type Logger } from 'pino';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import type { DomainEvent } from '../../domain/shared/event.ts';
import { EPOCH, recorded } from './given-events.ts';
import type { Projection } from './projection.ts';

/** What a reactor or process manager did with an event: the jobs it published and the commands it issued. */
export type Reaction = {
  jobs?: { subject: string; payload: unknown; dedupId: string }[];
  commands?: { name: string; input: unknown; actor: string }[];
};

/** A command the double refuses, as the real one would: the name and what it throws. */
export type Refusals = Record<string, Error>;

/** The doubles a reactor is built with in a specification: a bus and a command table that record, and a silent log. */
export type ReactionDoubles<C> = { bus: JobBus; commands: C; logger: Logger };

function doubles<C>(refusals: Refusals) {
  const seen: Required<Reaction> = { jobs: [], commands: [] };
  const bus = {
    async publish(subject: string, payload: unknown, dedupId: string) {
      seen.jobs.push({ subject, payload, dedupId });
    },
  } as Pick<JobBus, 'publish'> as JobBus;
  // Every command the reactor names answers as one that recorded nothing (or refuses, when told to).
  const commands = new Proxy(
    {},
    {
      get: (_, name: string) => async (input: unknown, ctx: { actor: string }) => {
        seen.commands.push({ name, input, actor: ctx.actor });
        if (refusals[name]) throw refusals[name];
        return { stream: 'spec', events: [], position: 0 };
      },
    },
  ) as C;
  return { seen, made: { bus, commands, logger: pino({ level: 'silent' }) } };
}

/**
 * given(events).when(event).then(reaction) for a reactor or a process manager: one scenario per
 * test. The reactor is built from recording doubles; what it does with the earlier events is
 * done, and only what it does with the last one is compared (jobs and commands, in order; a kind
 * left out must be empty). `refusing` makes named commands throw, as a refusing decision does.
 */
export function givenReaction<C = never>(build: (doubles: ReactionDoubles<C>) => Projection, history: DomainEvent[] = [], refusing: Refusals = {}) {
  const { seen, made } = doubles<C>(refusing);
  const reactor = build(made);
  let position = 0;
  const react = async (event: DomainEvent) => {
    position += 1;
    if (reactor.handles.includes(event.type)) await reactor.apply(recorded(event, position, EPOCH), { get: async () => null, put() {}, delete() {} });
  };
  return {
    when(event: DomainEvent) {
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then reads as the specification does; the object itself is never awaited
        async then(expected: Reaction) {
          for (const e of history) await react(e);
          seen.jobs.length = 0;
          seen.commands.length = 0;
          await react(event);
          assert.deepEqual(seen.jobs, expected.jobs ?? [], 'jobs published');
          assert.deepEqual(seen.commands, expected.commands ?? [], 'commands issued');
        },
      };
    },
  };
}
