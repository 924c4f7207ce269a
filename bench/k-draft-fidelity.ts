import { writeFileSync } from 'node:fs';
import { loadConfig } from '../app/config.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import { EvidenceExtractor } from '../infra/draft/extractor.ts';
import { MergedDrafter } from '../infra/draft/merged-drafter.ts';

import { OpenAiDrafter } from '../infra/draft/openai-drafter.ts';
import { CORPUS, draftSite, score } from '../test/fixtures/fidelity/corpus.ts';
import { halfOf, labelledSites, realPagesMissing } from '../test/support/real-pages.ts';
import { draftRealSite, type RealDraft, serveLabelledSites } from '../test/support/real-pages-draft.ts';
import { precision, recall, SCORED_FIELDS, type SiteScore, scoreSite, type Tally, total } from '../test/support/real-pages-score.ts';
import { fmt, line } from './support/stats.ts';

const ratio = (a: number, b: number) => (b === 0 ? '–' : fmt(a / b, 2));
const show = (v: number | null) => (v === null ? '–' : fmt(v, 2));

/** The written corpus: product sites and traps made for the tests, a regression net rather than a measure. */
async function measureFixtures(name: string, drafter: Drafter) {
  const results = [];
  for (const site of CORPUS) results.push({ site, draft: await draftSite(site, drafter) });
  const fields = score(results);
  let given = 0;
  let right = 0;
  let stated = 0;
  let found = 0;
  const parts: string[] = [];
  for (const [field, s] of fields) {
    given += s.given;
    right += s.right;
    stated += s.stated;
    found += s.found;
    if (s.given || s.stated) parts.push(`${field} P ${ratio(s.right, s.given)} R ${ratio(s.found, s.stated)} (${s.stated} stated)`);
  }
  line(`(k) draft fidelity, ${name}, fixture corpus (${CORPUS.length} written sites)`, [
    `precision ${ratio(right, given)} (${right}/${given} values given were right)`,
    `recall ${ratio(found, stated)} (${found}/${stated} stated values found)`,
  ]);
  console.log(`    per field: ${parts.join('; ')}`);
}

const tallyLine = (t: Tally) => `precision ${show(precision(t))} recall ${show(recall(t))} (TP ${t.tp}, FP ${t.fp}, FN ${t.fn})`;

function report(name: string, half: 'tuning' | 'measuring', scores: SiteScore[], failures: number) {
  const { fields, all } = total(scores);
  console.log(`(k) ${name}, ${half} half (${scores.length} real sites${failures ? `, ${failures} not read` : ''}):`);
  for (const f of SCORED_FIELDS) console.log(`    ${f.padEnd(16)} ${tallyLine(fields[f])}`);
  console.log(`  ${half} half: ${tallyLine(all)}`);
}

/**
 * The real saved pages (../shared/real-pages) against their labels, each site served on loopback
 * under its own host name and read through the crawler and the drafter as a submission would
 * be. The tuning half's misses can be written to a file (BENCH_K_DETAIL=path) to change rules
 * by; the measuring half is only ever counted.
 */
async function measureRealPages(name: string, drafter: Drafter) {
  const missing = realPagesMissing();
  if (missing) return console.log(`(k) real pages: skipped (${missing})`);
  const { sites, server } = await serveLabelledSites(labelledSites());
  const drafts: RealDraft[] = [];
  try {
    for (const entry of sites) drafts.push(await draftRealSite(entry, server, drafter));
  } finally {
    await server.close();
  }
  const detail: { site: string; pagesRead: string[]; failure?: string; wrong: string[] }[] = [];
  for (const half of ['tuning', 'measuring'] as const) {
    const mine = drafts.filter((d) => halfOf(d.site.name) === half);
    const scores = mine.map((d) => scoreSite(d.label, d.draft, d.url));
    report(name, half, scores, mine.filter((d) => d.failure).length);
    if (half === 'tuning')
      for (const [i, d] of mine.entries()) detail.push({ site: d.site.name, pagesRead: d.pagesRead, failure: d.failure, wrong: scores[i].wrong });
  }
  const out = process.env.BENCH_K_DETAIL;
  if (out) {
    writeFileSync(out, `${JSON.stringify(detail, null, 2)}\n`);
    console.log(`    the tuning half's misses, site by site: ${out}`);
  }
}

/**
 * (k) How right drafts are: precision and recall per field on the real saved pages (tuning and
 * measuring halves) and on the written fixture corpus, for the extractor, and for the LLM
 * drafter when OPENAI_API_KEY is set.
 */
export async function benchDraftFidelity() {
  const drafters: [string, Drafter][] = [['extractor', new EvidenceExtractor()]];
  const config = loadConfig(process.env);
  // With a key: the model alone, and the model merged with the extractor by evidence (what the service drafts with).
  if (config.openai) {
    drafters.push([`LLM drafter (${config.openai.model})`, new OpenAiDrafter(config.openai)]);
    drafters.push([`LLM + extractor, merged (${config.openai.model})`, new MergedDrafter(new EvidenceExtractor(), new OpenAiDrafter(config.openai))]);
  }

  for (const [name, drafter] of drafters) {
    await measureRealPages(name, drafter);
    await measureFixtures(name, drafter);
  }
  if (!config.openai) console.log('(k) draft fidelity, LLM drafter: skipped (OPENAI_API_KEY is not set)');
}
