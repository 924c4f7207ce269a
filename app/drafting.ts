import type { Registry } from 'prom-client';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { SiteReader } from '../domain/ports/site-reader.ts';
import { onFirstUse } from '../runtime/on-first-use.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { observedDrafter, observedSiteReader } from './ops/observed-drafting.ts';

/** The extractor's name (`EvidenceExtractor.name`), kept with every draft it makes: known here before its modules load. */
export const EXTRACTOR_NAME = 'extractor';

/**
 * The evidence extractor, loaded at its first draft: its readers and the evidence rule (about 25 modules) are the
 * worker's, and an API process or a projection thread never drafts.
 */
export function extractorOnFirstUse(): Drafter {
  const extractor = onFirstUse(async () => new (await import('../infra/draft/extractor.ts')).EvidenceExtractor());
  return { name: EXTRACTOR_NAME, draft: async (request) => (await extractor()).draft(request) };
}

/**
 * The drafter: the evidence extractor alone, or with a model the model and the extractor read as one,
 * field by field by evidence (infra/draft/merged-drafter.ts). Observed in this process's metrics.
 */
export async function openDrafter(config: Config, metrics: Registry, logger: Logger): Promise<Drafter> {
  if (!config.openai) return observedDrafter(extractorOnFirstUse(), metrics);
  const [{ MergedDrafter }, { EvidenceExtractor }, { OpenAiDrafter }] = await Promise.all([
    import('../infra/draft/merged-drafter.ts'),
    import('../infra/draft/extractor.ts'),
    import('../infra/draft/openai-drafter.ts'),
  ]);
  const merged = new MergedDrafter(new EvidenceExtractor(), new OpenAiDrafter(config.openai), (error) =>
    logger.warn({ err: error }, 'the drafting model failed; the extractor drafted alone'),
  );
  return observedDrafter(merged, metrics);
}

/** The crawler that reads a submitted site, through its address guard, observed in this process's metrics; loaded at its first read. */
export function openSiteReader(config: Config, metrics: Registry): SiteReader {
  const reader = onFirstUse(async () => {
    const { guardedSiteReader, userAgent } = await import('../infra/crawl/crawler.ts');
    return guardedSiteReader({ allowHosts: config.crawlAllowHosts, userAgent: userAgent(config.publicUrl), timeoutMs: config.crawlTimeoutMs });
  });
  return observedSiteReader({ read: async (url) => (await reader()).read(url) }, metrics);
}
