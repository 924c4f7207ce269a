import { readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Where a text is stored in the SQLite files of a data directory (event log, read models, search,
 * jobs), read through SQL as the service reads them: `file/table.column` for every value holding it.
 */
export function whereStored(dataDir: string, needle: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.db'))) {
    const db = new Database(path.join(dataDir, file), { readonly: true, fileMustExist: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
      for (const { name } of tables) {
        const columns = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[];
        for (const c of columns) {
          const hit = db.prepare(`SELECT 1 FROM "${name}" WHERE instr(CAST("${c.name}" AS TEXT), ?) > 0 LIMIT 1`).get(needle);
          if (hit) found.push(`${file}/${name}.${c.name}`);
        }
      }
    } finally {
      db.close();
    }
  }
  return found;
}
