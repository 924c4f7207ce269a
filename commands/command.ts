import { randomUUID } from 'node:crypto';
import type { Network } from '../domain/listing/edits.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { CommentTexts } from '../domain/ports/comment-texts.ts';
import { type EventStore, WrongExpectedRevision } from '../domain/ports/event-store.ts';
import type { PaymentGateway } from '../domain/ports/payments.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { VatNumbers } from '../domain/ports/vat-numbers.ts';
import type { TxtRecords, WebPages } from '../domain/ports/web-pages.ts';
import type { WebhookTargets } from '../domain/ports/webhook-targets.ts';
import { conflict } from '../domain/shared/errors.ts';
import type { DomainEvent, NewEvent, Recorded } from '../domain/shared/event.ts';
import { currentCorrelation } from '../runtime/correlation.ts';

/**
 * `network`: this site's key and its sisters' (a site on its own when absent). `web` and `txt`:
 * how claim verification reads a site and its DNS; `vat` and `payments`: what orders need (only
 * the serving processes need these).
 */
export type CommandDeps = {
  store: EventStore;
  clock: Clock;
  secrets: Secrets;
  network?: Network;
  web?: WebPages;
  txt?: TxtRecords;
  /** Orders: VAT number checks, and the payment provider (none: the service's own test checkout). */
  vat?: VatNumbers;
  payments?: PaymentGateway | null;
  /** Webhook subscriber URLs: checked by the address guard when a subscription is made. */
  webhookTargets?: WebhookTargets;
  /** Comments' texts, kept outside the log so a deleted comment's text can be erased. */
  commentTexts?: CommentTexts;
};

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
  /** How often to decide again when another writer got there first; hot streams (a week's free slots) need more. */
  attempts?: number;
  /**
   * The decision reads no state: the stream is not read (it may hold a year of counts) and the events are
   * appended at whatever revision it has.
   */
  appendOnly?: boolean;
};

const MAX_ATTEMPTS = 4;

/**
 * A stream read as its aggregate's events. A stream only ever receives its aggregate's events
 * (commands are the only writers, and each writes its own aggregate's stream).
 */
export async function readAggregate<E extends DomainEvent>(store: EventStore, stream: string): Promise<Recorded<E>[]> {
  return (await store.readStream(stream)) as unknown as Recorded<E>[];
}

function fold<S, E extends DomainEvent>(events: E[], initial: () => S, evolve: (s: S, e: E) => S): S {
  return events.reduce(evolve, initial());
}

/** An aggregate's current state, for a decision or a worker that needs it. */
export async function loadState<S, E extends DomainEvent>(store: EventStore, stream: string, initial: () => S, evolve: (s: S, e: E) => S): Promise<S> {
  return fold(await readAggregate<E>(store, stream), initial, evolve);
}

/** Load, decide, append with the expected revision; a concurrent writer makes us decide again. */
export function command<C, S, E extends DomainEvent>(spec: CommandSpec<C, S, E>) {
  return (deps: Pick<CommandDeps, 'store' | 'clock'>) =>
    async (c: C, ctx: CommandContext): Promise<CommandResult<E>> => {
      const stream = spec.stream(c);
      const load: Loader = (s, initial, evolve) => loadState(deps.store, s, initial, evolve);
      for (let attempt = 1; ; attempt++) {
        const recordedSoFar = spec.appendOnly ? [] : await readAggregate<E>(deps.store, stream);
        const state = fold(recordedSoFar, spec.initial, spec.evolve);
        const revision = recordedSoFar.length === 0 ? -1 : recordedSoFar[recordedSoFar.length - 1].revision;
        const expected = spec.appendOnly ? 'any' : revision === -1 ? 'no_stream' : revision;
        const now = deps.clock.now();
        const events = await spec.decide(c, state, { now, load });
        if (events.length === 0) return { stream, events, position: 0 };
        const correlationId = ctx.correlationId ?? currentCorrelation() ?? randomUUID();
        const recorded: NewEvent[] = events.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: e.data,
          metadata: { correlationId, causationId: ctx.causationId ?? correlationId, actor: ctx.actor, time: now.toISOString() },
        }));
        try {
          const result = await deps.store.append(stream, recorded, expected);
          return { stream, events, position: result.position };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevision)) throw error;
          if (attempt >= (spec.attempts ?? MAX_ATTEMPTS)) throw conflict(`${stream} is changing too fast; try again`);
          // Racers that lost together should not all come back together.
          if (attempt >= 2) await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
        }
      }
    };
}
