import { GALLERY_LIMITS } from '../domain/listing/gallery.ts';
import { LOGO_LIMITS } from '../domain/listing/logo.ts';
import type { WebImages } from '../domain/ports/images.ts';
import type { VatNumbers } from '../domain/ports/vat-numbers.ts';
import type { TxtRecords, WebPages } from '../domain/ports/web-pages.ts';
import type { WebhookTargets } from '../domain/ports/webhook-targets.ts';
import { HttpSisterSites, noSisterSites } from '../infra/network/http-sister-sites.ts';
import { onFirstUse } from '../runtime/on-first-use.ts';
import type { Config } from './config.ts';

/**
 * What the service reaches outside itself: web pages, images and webhook URLs through the crawler's
 * address guard, DNS TXT records, the VAT number check, the sister sites of the network, and the
 * payment provider when one is configured (its client loaded only then).
 */
export async function outsideWorld(config: Config) {
  const { siteKey, sisters, secret } = config.network;
  const guard = { publicUrl: config.publicUrl, allowHosts: config.crawlAllowHosts };
  // Each adapter's module is imported at its first call (see onFirstUse).
  const pages = onFirstUse(async () => (await import('../infra/web/guarded-web-pages.ts')).guardedWebPages({ ...guard, timeoutMs: config.crawlTimeoutMs }));
  const images = onFirstUse(async () =>
    (await import('../infra/web/guarded-web-images.ts')).guardedWebImages({
      ...guard,
      maxBytes: Math.max(LOGO_LIMITS.maxBytes, GALLERY_LIMITS.image.maxBytes),
      timeoutMs: config.crawlTimeoutMs,
    }),
  );
  const hooks = onFirstUse(async () => (await import('../infra/webhooks/guarded-webhook-targets.ts')).guardedWebhookTargets(guard));
  const txt = onFirstUse(async () => (await import('../infra/web/dns-txt-records.ts')).dnsTxtRecords(config.dnsServers));
  const vat = onFirstUse(async () => (await import('../infra/vat/vat-number-checker.ts')).vatNumberChecker({ viesUrl: config.viesUrl }));
  const webPages: WebPages = { homepage: async (url) => (await pages()).homepage(url), resource: async (url) => (await pages()).resource(url) };
  const webImages: WebImages = { fetch: async (url) => (await images()).fetch(url) };
  const webhookTargets: WebhookTargets = {
    refusal: async (url) => (await hooks()).refusal(url),
    post: async (url, body, headers) => (await hooks()).post(url, body, headers),
  };
  const txtRecords: TxtRecords = { lookup: async (name) => (await txt()).lookup(name) };
  const vatNumbers: VatNumbers = { check: async (number) => (await vat()).check(number) };
  return {
    sisterSites: sisters.length && secret ? new HttpSisterSites({ siteKey, sisters, secret }) : noSisterSites(siteKey),
    webPages,
    webhookTargets,
    webImages,
    txtRecords,
    vat: vatNumbers,
    payments: config.stripe ? (await import('../infra/payments/stripe-gateway.ts')).stripeGateway(config.stripe) : null,
  };
}
