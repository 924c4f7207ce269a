import type { Registry } from 'prom-client';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { SiteReader } from '../domain/ports/site-reader.ts';
import { EvidenceExtractor } from '../infra/draft/extractor.ts';
import { MergedDrafter } from '../infra/draft/merged-drafter.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { onFirstUse } from './on-first-use.ts';
import { observedDrafter, observedSiteReader } from './ops/observed-drafting.ts';

/**
 * The drafter: the evidence extractor alone, or with a model the model and the extractor read as one,
 * field by field by evidence (infra/draft/merged-drafter.ts). Observed in this process's metrics.
 */
export async function openDrafter(config: Config, metrics: Registry, logger: Logger): Promise<Drafter> {
  const drafter = config.openai
    ? new MergedDrafter(new EvidenceExtractor(), new (await import('../infra/draft/openai-drafter.ts')).OpenAiDrafter(config.openai), (error) =>
        logger.warn({ err: error }, 'the drafting model failed; the extractor drafted alone'),
      )
    : new EvidenceExtractor();
  return observedDrafter(drafter, metrics);
}

/** The crawler that reads a submitted site, through its address guard, observed in this process's metrics; loaded at its first read. */
export function openSiteReader(config: Config, metrics: Registry): SiteReader {
  const reader = onFirstUse(async () => {
    const { guardedSiteReader, userAgent } = await import('../infra/crawl/crawler.ts');
    return guardedSiteReader({ allowHosts: config.crawlAllowHosts, userAgent: userAgent(config.publicUrl), timeoutMs: config.crawlTimeoutMs });
  });
  return observedSiteReader({ read: async (url) => (await reader()).read(url) }, metrics);
}
