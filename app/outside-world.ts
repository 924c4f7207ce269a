import { GALLERY_LIMITS } from '../domain/listing/gallery.ts';
import { LOGO_LIMITS } from '../domain/listing/logo.ts';
import { HttpSisterSites, noSisterSites } from '../infra/network/http-sister-sites.ts';
import { vatNumberChecker } from '../infra/vat/vat-number-checker.ts';
import { dnsTxtRecords } from '../infra/web/dns-txt-records.ts';
import { guardedWebImages } from '../infra/web/guarded-web-images.ts';
import { guardedWebPages } from '../infra/web/guarded-web-pages.ts';
import { guardedWebhookTargets } from '../infra/webhooks/guarded-webhook-targets.ts';
import type { Config } from './config.ts';

/**
 * What the service reaches outside itself: web pages, images and webhook URLs through the crawler's
 * address guard, DNS TXT records, the VAT number check, the sister sites of the network, and the
 * payment provider when one is configured (its client loaded only then).
 */
export async function outsideWorld(config: Config) {
  const { siteKey, sisters, secret } = config.network;
  const guard = { publicUrl: config.publicUrl, allowHosts: config.crawlAllowHosts };
  return {
    sisterSites: sisters.length && secret ? new HttpSisterSites({ siteKey, sisters, secret }) : noSisterSites(siteKey),
    webPages: guardedWebPages({ ...guard, timeoutMs: config.crawlTimeoutMs }),
    webhookTargets: guardedWebhookTargets(guard),
    webImages: guardedWebImages({ ...guard, maxBytes: Math.max(LOGO_LIMITS.maxBytes, GALLERY_LIMITS.image.maxBytes), timeoutMs: config.crawlTimeoutMs }),
    txtRecords: dnsTxtRecords(config.dnsServers),
    vat: vatNumberChecker({ viesUrl: config.viesUrl }),
    payments: config.stripe ? (await import('../infra/payments/stripe-gateway.ts')).stripeGateway(config.stripe) : null,
  };
}
