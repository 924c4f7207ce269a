import { loadConfig } from '../app/config.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import { EvidenceExtractor } from '../infra/draft/extractor.ts';
import { OpenAiDrafter } from '../infra/draft/openai-drafter.ts';
import { CORPUS, draftSite, score } from '../test/fixtures/fidelity/corpus.ts';
import { fmt, line } from './support/stats.ts';

const ratio = (a: number, b: number) => (b === 0 ? '–' : fmt(a / b, 2));

async function measure(name: string, drafter: Drafter) {
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
  line(`(k) draft fidelity, ${name}, ${CORPUS.length} sites`, [
    `precision ${ratio(right, given)} (${right}/${given} values given were right; aim >= 0.97)`,
    `recall ${ratio(found, stated)} (${found}/${stated} stated values found; aim >= 0.70)`,
  ]);
  console.log(`    per field: ${parts.join('; ')}`);
}

/**
 * (k) How right drafts are: on the fidelity corpus (product sites with hand-written expected
 * profiles, and traps), precision and recall per field for the extractor, and for the LLM
 * drafter when OPENAI_API_KEY is set. The corpus is written for the tests; a held-out set of real
 * saved pages is measured by others.
 */
export async function benchDraftFidelity() {
  await measure('extractor', new EvidenceExtractor());
  const config = loadConfig(process.env);
  if (config.openai) await measure(`LLM drafter (${config.openai.model})`, new OpenAiDrafter(config.openai));
  else console.log('(k) draft fidelity, LLM drafter: skipped (OPENAI_API_KEY is not set)');
}
