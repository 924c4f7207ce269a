import type pg from 'pg';

/** Runs `work` in one transaction on a client of the pool: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const result = await work(c);
    await c.query('COMMIT');
    return result;
  } catch (error) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    c.release();
  }
}

/**
 * Schema statements under a transaction-scoped advisory lock named `key`: processes starting
 * together would otherwise race on CREATE ... IF NOT EXISTS (which is not safe against itself).
 */
export function ddl(pool: pg.Pool, key: string, statements: string[]): Promise<void> {
  return inTransaction(pool, async (c) => {
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    for (const s of statements) await c.query(s);
  });
}
