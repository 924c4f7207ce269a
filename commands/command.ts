import { randomUUID } from 'node:crypto';
import type { Clock } from '../domain/ports/clock.ts';
import { WrongExpectedRevision, type EventStore } from '../domain/ports/event-store.ts';
import { conflict } from '../domain/shared/errors.ts';
import type { DomainEvent, NewEvent } from '../domain/shared/event.ts';

export type CommandDeps = { store: EventStore; clock: Clock };

/** Who asked, and which request or event led here: copied into every event's metadata. */
export type CommandContext = { actor: string; correlationId?: string; causationId?: string };

export type CommandResult<E extends DomainEvent = DomainEvent> = {
  stream: string;
  events: E[];
  /** Global position of the last appended event; 0 when the decision was to change nothing. */
  position: number;
};

export type Loader = <S, E extends DomainEvent>(stream: string, initial: () => S, evolve: (s: S, e: E) => S) => Promise<S>;

export type CommandSpec<C, S, E extends DomainEvent> = {
  stream: (c: C) => string;
  initial: () => S;
  evolve: (state: S, event: E) => S;
  /** Pure except for `load`, which reads other aggregates a decision must respect. */
  decide: (c: C, state: S, tools: { now: Date; load: Loader }) => E[] | Promise<E[]>;
};

const MAX_ATTEMPTS = 4;

async function fold<S, E extends DomainEvent>(store: EventStore, stream: string, initial: () => S, evolve: (s: S, e: E) => S) {
  const events = await store.readStream(stream);
  const state = events.reduce((s, e) => evolve(s, e as unknown as E), initial());
  return { state, revision: events.length === 0 ? -1 : events[events.length - 1].revision };
}

/** Load, decide, append with the expected revision; a concurrent writer makes us decide again. */
export function command<C, S, E extends DomainEvent>(spec: CommandSpec<C, S, E>) {
  return (deps: CommandDeps) =>
    async (c: C, ctx: CommandContext): Promise<CommandResult<E>> => {
      const stream = spec.stream(c);
      const load: Loader = async (s, initial, evolve) => (await fold(deps.store, s, initial, evolve)).state;
      for (let attempt = 1; ; attempt++) {
        const { state, revision } = await fold(deps.store, stream, spec.initial, spec.evolve);
        const now = deps.clock.now();
        const events = await spec.decide(c, state, { now, load });
        if (events.length === 0) return { stream, events, position: 0 };
        const correlationId = ctx.correlationId ?? randomUUID();
        const recorded: NewEvent[] = events.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: e.data,
          metadata: { correlationId, causationId: ctx.causationId ?? correlationId, actor: ctx.actor, time: now.toISOString() },
        }));
        try {
          const result = await deps.store.append(stream, recorded, revision === -1 ? 'no_stream' : revision);
          return { stream, events, position: result.position };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevision)) throw error;
          if (attempt >= MAX_ATTEMPTS) throw conflict(`${stream} is changing too fast; try again`);
        }
      }
    };
}
