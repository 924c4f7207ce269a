import { describe, it } from 'node:test';
import { given } from './given.ts';
import { completeMigration, evolveMigration, initialMigration } from './migration.ts';

const done = { migration: 'unsafe-links-1', streams: 120, repaired: 3 };

describe('a migration', () => {
  it('when it completes, then it is recorded with what it did', () => {
    given(initialMigration, evolveMigration, [])
      .when((s) => completeMigration(done, s))
      .then([{ type: 'MigrationCompleted', data: done }]);
  });

  it('given a completed migration, when it completes again, then nothing is recorded', () => {
    given(initialMigration, evolveMigration, [{ type: 'MigrationCompleted', data: done }])
      .when((s) => completeMigration(done, s))
      .then([]);
  });
});
