import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { migrationStream } from '../../domain/shared/migration.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { migrationCompleted } from './complete-migration.ts';

const spec = commandSpec();
const done = { type: 'MigrationCompleted', data: { migration: 'unsafe-links-1', streams: 40, repaired: 2 } };

describe('completeMigration', () => {
  it('given a migration not yet run, when it completes, then it is recorded complete and reads as completed', async () => {
    await spec
      .given()
      .when(async ({ commands, store }) => {
        await commands.completeMigration({ migration: 'unsafe-links-1', streams: 40, repaired: 2 }, as('system:link-repair'));
        assert.equal(await migrationCompleted(store, 'unsafe-links-1'), true);
      })
      .then(inStream(migrationStream('unsafe-links-1'), done));
  });

  it('given a completed migration, when it completes again, then nothing more is recorded', async () => {
    await spec
      .given(inStream(migrationStream('unsafe-links-1'), done))
      .when(({ commands }) => commands.completeMigration({ migration: 'unsafe-links-1', streams: 41, repaired: 0 }, as('system:link-repair')))
      .then();
  });
});
