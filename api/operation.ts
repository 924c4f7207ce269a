import type { Commands } from '../commands/index.ts';
import type { Scope } from '../domain/account/account.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { ReadModels } from '../projections/index.ts';
import type { OperationInputs } from '../schemas/operation-inputs.ts';
import type { OperationOutputs } from '../schemas/operation-outputs.ts';
import type { Principal } from './auth/principal.ts';
import type { TrafficRecorder, Viewer } from './traffic/traffic-counter.ts';

/** What operations need to know of the configuration. */
export type ApiSettings = {
  /** The base of links the API gives out. */
  publicUrl: string;
  /** How long a command waits for the read models to show its write. */
  readYourWritesTimeoutMs: number;
  /** This site's key and its sister sites' keys (where `apply_to` may send site copy). */
  network: { siteKey: string; sisters: string[] };
};

export type OperationContext = {
  readModels: ReadModels;
  commands: Commands;
  clock: Clock;
  /** Fresh ids, and secrets derived from the server's key (a webhook's signing secret). */
  secrets: Pick<Secrets, 'token' | 'derivedToken'>;
  settings: ApiSettings;
  correlationId: string;
  /** The signed-in caller; always set for operations that need a scope. */
  principal: Principal | null;
  /** Who is looking (for traffic counts): the account when signed in, else address and browser. */
  viewer: Viewer;
  traffic: TrafficRecorder;
};

export type OperationResult<Body = unknown> = { status?: number; body: Body; headers?: Record<string, string> };

export type OperationName = keyof OperationInputs;
export type Access = 'public' | Scope;

/** What the contract validated: path, query and body, each checked against schemas/openapi.yaml. */
export type ValidInput = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

type Declared<N extends OperationName> = {
  name: N;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, relative to /api/v1: `/listings/{slug}`. */
  path: string;
  access: Access;
  /** Whether it honours an `Idempotency-Key` (the same key again replays the first answer); reads take none. */
  takesIdempotencyKey: boolean;
  /**
   * For reads: the projections whose read models the answer comes from. The answer is then
   * cached until one of them moves (and at most `ttlMs` when it also depends on the clock).
   */
  cache?: { reads: string[]; ttlMs?: number };
  run(input: OperationInputs[N], ctx: OperationContext): Promise<OperationResult<OperationOutputs[N]>>;
  /** Called for every request the operation serves, a cached answer included (view counts). */
  observe?(path: Record<string, string>, ctx: OperationContext): void;
};

/** One operation of the contract (`schemas/openapi.yaml`): the REST route and the MCP tool are both made from it. */
export type Operation<N extends OperationName = OperationName> = Omit<Declared<N>, 'name' | 'run'> & {
  name: N;
  run(input: ValidInput, ctx: OperationContext): Promise<OperationResult<OperationOutputs[N]>>;
};

/** Every operation by its name, each typed by its own input and answer. */
export type OperationTable = { [N in OperationName]: Operation<N> };

/**
 * Declares an operation with its input and its answer typed from the contract. Input reaches `run`
 * only after validation against the same schemas the type is generated from, which is why the
 * validated input may be read as that type; the answer must be what the contract says it answers.
 */
export const operation = <N extends OperationName>(o: Declared<N>): Operation<N> => ({
  ...o,
  run: (input, ctx) => o.run(input as unknown as OperationInputs[N], ctx),
});

/** The signed-in caller of an operation that needs a scope (the route has already checked one is there). */
export function caller(ctx: OperationContext): Principal {
  if (!ctx.principal) throw new Error('an operation that needs a scope ran without a signed-in caller');
  return ctx.principal;
}
