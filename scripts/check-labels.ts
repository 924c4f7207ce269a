// Checks the labels of the real saved pages against their pages: `node scripts/check-labels.ts [NAME...]`.
import { existsSync } from 'node:fs';
import { labelPath, labelProblems, loadLabel, loadManifest, realPagesMissing } from '../test/support/real-pages.ts';

const missing = realPagesMissing();
if (missing) {
  console.log(`skipped: ${missing}`);
  process.exit(0);
}
const manifest = loadManifest();
const wanted = process.argv.slice(2);
let bad = 0;
let unlabelled = 0;
for (const site of manifest) {
  if (wanted.length && !wanted.includes(site.name)) continue;
  if (!existsSync(labelPath(site.name))) {
    unlabelled += 1;
    if (wanted.length) console.log(`${site.name}: no label`);
    continue;
  }
  let problems: string[];
  try {
    problems = labelProblems(loadLabel(site.name), site);
  } catch (error) {
    problems = [`does not read: ${(error as Error).message}`];
  }
  if (problems.length) {
    bad += 1;
    console.log(`${site.name}:\n  ${problems.join('\n  ')}`);
  }
}
console.log(`${bad} label(s) with problems; ${unlabelled} site(s) without a label`);
process.exit(bad ? 1 : 0);
