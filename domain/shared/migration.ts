/**
 * A forward-only data migration, done once per deployment: its stream records that it finished,
 * so later starts skip it. A migration only appends events of the aggregates it repairs.
 */
export type MigrationEvent = { type: 'MigrationCompleted'; data: { migration: string; streams: number; repaired: number } };
export type Migration = { completed: boolean };

export const initialMigration = (): Migration => ({ completed: false });
export const evolveMigration = (_: Migration, e: MigrationEvent): Migration => (e.type === 'MigrationCompleted' ? { completed: true } : _);
export const migrationStream = (migration: string) => `migration-${migration}`;

export function completeMigration(cmd: { migration: string; streams: number; repaired: number }, state: Migration): MigrationEvent[] {
  return state.completed ? [] : [{ type: 'MigrationCompleted', data: cmd }];
}
