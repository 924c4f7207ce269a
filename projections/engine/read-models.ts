import { AsyncLocalStorage } from 'node:async_hooks';
import type { Doc, DocumentCollection, DocumentStore } from '../../domain/ports/document-store.ts';
import type { SearchCollection, SearchIndex } from '../../domain/ports/search-index.ts';
import { physicalName, readCheckpoint, readGeneration } from './generations.ts';
import type { Projection } from './projection.ts';
import type { FollowedRunner } from './relayed-runner.ts';

/**
 * Queries' view of the read models: logical names resolved to the current generation, and
 * read-your-writes by waiting for the projections to pass a command's position.
 */
export class ReadModels {
  private readonly docs: DocumentStore;
  private readonly search: SearchIndex;
  private readonly owners = new Map<string, Projection>();
  private readonly projections: Projection[];
  private readonly processManagers: Projection[];
  private readonly head: (() => Promise<number>) | null;
  private readonly generations = new Map<string, { generation: number; at: number }>();
  private readonly runners = new Map<string, FollowedRunner>();
  private readonly ttlMs: number;
  private readonly remoteTtlMs = 100;
  private stopped = false;

  /**
   * `processManagers` turn events into commands; a caller waiting for its write waits for them
   * too, then for the read models to show what they wrote (`head` tells how far the log goes).
   */
  constructor(
    docs: DocumentStore,
    search: SearchIndex,
    projections: Projection[],
    options: { ttlMs?: number; processManagers?: Projection[]; head?: () => Promise<number> } = {},
  ) {
    this.docs = docs;
    this.search = search;
    this.projections = projections;
    this.processManagers = options.processManagers ?? [];
    this.head = options.head ?? null;
    this.ttlMs = options.ttlMs ?? 1000;
    for (const p of projections) {
      for (const c of Object.keys(p.collections)) this.owners.set(c, p);
      for (const d of p.searchIndexes) this.owners.set(`search:${d.index}`, p);
    }
  }

  /** Runners in this process (or relayed from a thread of it) answer waits at once; the others are polled through their checkpoints. */
  attach(runner: FollowedRunner) {
    if (this.projections.includes(runner.projection) || this.processManagers.includes(runner.projection)) this.runners.set(runner.projection.name, runner);
  }

  private async generation(p: Projection): Promise<number> {
    const runner = this.runners.get(p.name);
    if (runner?.holding && runner.generation > 0) return runner.generation;
    const cached = this.generations.get(p.name);
    const now = Date.now();
    if (cached && now - cached.at < this.ttlMs) return cached.generation;
    const generation = (await readGeneration(this.docs, p.name))?.generation ?? 1;
    this.generations.set(p.name, { generation, at: now });
    return generation;
  }

  private owner(key: string): Projection {
    const p = this.owners.get(key);
    if (!p) throw new Error(`no projection owns ${key}`);
    const scope = this.declared.getStore();
    if (scope && !scope.reads.has(p.name))
      throw new Error(
        `${scope.what} reads ${key} of the projection ${p.name} but does not name it among its reads: its kept answer would outlive a change there`,
      );
    return p;
  }

  private readonly declared = new AsyncLocalStorage<{ what: string; reads: ReadonlySet<string> }>();

  /**
   * Runs `make` (an answer kept under the token of `reads`), refusing any read of another projection's read models: the
   * token moves only with the projections it names. The tests run every kept answer through this, so a read left out of a
   * declaration fails a test instead of serving a stale answer.
   */
  keptUnder<T>(reads: readonly string[], what: string, make: () => T): T {
    return this.declared.run({ what, reads: new Set(reads) }, make);
  }

  /**
   * A collection the service keeps beside the read models but not made from events (comments'
   * texts): read as stored, never rebuilt.
   */
  kept<T extends Doc>(name: string): DocumentCollection<T> {
    return this.docs.collection<T>(name);
  }

  async collection<T extends Doc>(logical: string): Promise<DocumentCollection<T>> {
    const generation = await this.generation(this.owner(logical));
    return this.docs.collection<T>(physicalName(logical, generation));
  }

  async searchIndex(logical: string): Promise<SearchCollection> {
    const p = this.owner(`search:${logical}`);
    const d = p.searchIndexes.find((x) => x.index === logical);
    if (!d) throw new Error(`no projection owns search index ${logical}`);
    return this.search.collection(physicalName(logical, await this.generation(p)), d.schema);
  }

  private readonly remoteCheckpoints = new Map<string, { generation: number; checkpoint: number; at: number }>();

  /**
   * A token that changes whenever any of these projections applies events it handles or switches generation: events
   * it does not handle leave its read models, and so every answer read from them, as they were. Projections run
   * elsewhere are known by their checkpoint, looked up at most every `ttlMs`.
   */
  async version(names: string[]): Promise<string> {
    const now = this.versionNow(names);
    if (now !== undefined) return now;
    for (const name of names) {
      if (this.runners.get(name)?.holding) continue;
      const remote = this.remoteCheckpoints.get(name);
      if (remote && Date.now() - remote.at < this.remoteTtlMs) continue;
      const generation = (await readGeneration(this.docs, name))?.generation ?? 1;
      this.remoteCheckpoints.set(name, { generation, checkpoint: await readCheckpoint(this.docs, name, generation), at: Date.now() });
    }
    // Every projection elsewhere was just looked up: the token holds whatever their age.
    return this.tokenOf(names, Number.POSITIVE_INFINITY) as string;
  }

  /**
   * The token `version` would give, when it can be told without reading the store (every projection held here, or looked up
   * elsewhere within `ttlMs`): a hot read finds its kept answer without waiting a turn of the event loop.
   */
  versionNow(names: string[]): string | undefined {
    return this.tokenOf(names, this.remoteTtlMs);
  }

  private tokenOf(names: string[], remoteTtlMs: number): string | undefined {
    let token = '';
    for (let i = 0; i < names.length; i++) {
      const runner = this.runners.get(names[i]);
      let part: string;
      if (runner?.holding) part = `${runner.generation}.${runner.changed}`;
      else {
        const remote = this.remoteCheckpoints.get(names[i]);
        if (!remote || Date.now() - remote.at >= remoteTtlMs) return undefined;
        part = `${remote.generation}.${remote.checkpoint}`;
      }
      token = i === 0 ? part : `${token}/${part}`;
    }
    return token;
  }

  /**
   * Every wait in progress, and every later one, answers false at once: a process that is stopping
   * (its projections run elsewhere and may already be gone) does not sit out each wait's timeout;
   * the job that waited is offered again later, as after any other false.
   */
  stopWaiting() {
    this.stopped = true;
  }

  /**
   * True once every projection has applied the log up to `position`, false on timeout. Given the
   * event types just written, only the projections that handle one of them are waited for; when a
   * process manager handles one, the read models are then waited for up to what it appended.
   */
  async waitFor(position: number, timeoutMs: number, types?: string[]): Promise<boolean> {
    if (position <= 0) return true;
    const deadline = Date.now() + timeoutMs;
    const handling = (p: Projection) => !types || p.handles.some((h) => types.includes(h));
    const managers = this.processManagers.filter(handling);
    for (const p of [...this.projections.filter(handling), ...managers]) if (!(await this.reached(p, position, deadline))) return false;
    if (managers.length === 0 || !this.head) return true;
    const head = await this.head();
    if (head <= position) return true;
    for (const p of this.projections) if (!(await this.reached(p, head, deadline))) return false;
    return true;
  }

  /**
   * For a start: waits, up to `timeoutMs`, for the projections and process managers within `maxLag`
   * events of `head` to reach it (a short tail left by the last stop), and names those further behind
   * (new to the store, or rebuilding from the start): they catch up in the background while the
   * service answers, and readiness says so meanwhile.
   */
  async settleNear(head: number, maxLag: number, timeoutMs: number): Promise<{ behind: string[]; settled: boolean }> {
    const deadline = Date.now() + timeoutMs;
    const behind: string[] = [];
    let settled = true;
    for (const p of [...this.projections, ...this.processManagers]) {
      if (head - (await this.checkpointOf(p)) > maxLag) behind.push(p.name);
      else if (!(await this.reached(p, head, deadline))) settled = false;
    }
    return { behind, settled };
  }

  private async checkpointOf(p: Projection): Promise<number> {
    const runner = this.runners.get(p.name);
    if (runner?.holding) return runner.checkpoint;
    return readCheckpoint(this.docs, p.name, await this.generation(p));
  }

  private async reached(p: Projection, position: number, deadline: number): Promise<boolean> {
    const runner = this.runners.get(p.name);
    // A runner of this process that does not hold the projection's lease is standing by: the holder's checkpoint tells.
    if (runner?.holding && (await runner.reached(position, Math.max(0, deadline - Date.now())))) return true;
    for (;;) {
      const generation = await this.generation(p);
      const checkpoint = await readCheckpoint(this.docs, p.name, generation);
      if (checkpoint >= position) {
        // What this client just saw is what its next read must be keyed on.
        this.remoteCheckpoints.set(p.name, { generation, checkpoint, at: Date.now() });
        return true;
      }
      if (this.stopped || Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
