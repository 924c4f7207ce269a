// A test reporter for `npm test`: how long each test file ran (the sum of its top-level tests), slowest first, into
// test-output/file-durations.txt, and the ten slowest printed at the end: where a whole run's time goes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export default async function* fileDurations(source) {
  const perFile = new Map();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0 || !event.data.file) continue;
    const file = path.relative(root, event.data.file);
    perFile.set(file, (perFile.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
  }
  const rows = [...perFile].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  const line = ([file, ms]) => `${(ms / 1000).toFixed(1).padStart(8)} s  ${file}`;
  mkdirSync(path.join(root, 'test-output'), { recursive: true });
  writeFileSync(
    path.join(root, 'test-output/file-durations.txt'),
    `${rows.length} files, ${(total / 1000).toFixed(0)} s of test time in all\n${rows.map(line).join('\n')}\n`,
  );
  yield `\nthe ten slowest test files of ${rows.length} (${(total / 1000).toFixed(0)} s of test time in all; every file in test-output/file-durations.txt):\n`;
  yield `${rows.slice(0, 10).map(line).join('\n')}\n`;
}
