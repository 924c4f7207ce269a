import type { EventStore } from '../../domain/ports/event-store.ts';
import * as migrationDecisions from '../../domain/shared/migration.ts';
import { evolveMigration, initialMigration, migrationStream } from '../../domain/shared/migration.ts';
import { command, loadState } from '../command.ts';
import { onMigration } from '../streams.ts';

export const completeMigration = command({
  ...onMigration,
  decide: (c: { migration: string; streams: number; repaired: number }, s) => migrationDecisions.completeMigration(c, s),
});

export const migrationCompleted = async (store: EventStore, migration: string) =>
  (await loadState(store, migrationStream(migration), initialMigration, evolveMigration)).completed;
