import type { EventStore } from '../../domain/ports/event-store.ts';
import { completeMigration as decide, evolveMigration, initialMigration, migrationStream } from '../../domain/shared/migration.ts';
import { command, loadState } from '../command.ts';

const onMigration = { stream: (c: { migration: string }) => migrationStream(c.migration), initial: initialMigration, evolve: evolveMigration };

export const completeMigration = command({ ...onMigration, decide: (c: { migration: string; streams: number; repaired: number }, s) => decide(c, s) });

export const migrationCompleted = async (store: EventStore, migration: string) =>
  (await loadState(store, migrationStream(migration), initialMigration, evolveMigration)).completed;
