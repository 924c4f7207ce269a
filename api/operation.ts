import type { Commands } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Config } from '../infra/config.ts';
import type { ReadModels } from '../projections/index.ts';
import type { ValidInput } from './validation.ts';
import type { Principal } from './auth/principal.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { Mailer } from '../domain/ports/mailer.ts';

export type Scope = 'account:read' | 'listings:write' | 'orders:write';

export type OperationContext = {
  readModels: ReadModels;
  commands: Commands;
  clock: Clock;
  config: Config;
  correlationId: string;
  /** The signed-in caller; always set for operations that need a scope. */
  principal: Principal | null;
  events: EventStore;
  drafter: Drafter;
  mailer: Mailer;
};

export type OperationResult = { status?: number; body: unknown; headers?: Record<string, string> };

/** One operation of SPEC.md section 4: the REST route and the MCP tool are both made from it. */
export type Operation = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, relative to /api/v1: `/listings/{slug}`. */
  path: string;
  access: 'public' | Scope;
  idempotent: boolean;
  /**
   * For reads: the projections whose read models the answer comes from. The answer is then
   * cached until one of them moves (and at most `ttlMs` when it also depends on the clock).
   */
  cache?: { reads: string[]; ttlMs?: number };
  run(input: ValidInput, ctx: OperationContext): Promise<OperationResult>;
};

export const operation = (o: Operation): Operation => o;
