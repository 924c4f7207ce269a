import type { WebhookPostAnswer, WebhookTargets } from '../../domain/ports/webhook-targets.ts';
import { addressRefusal, type Resolver, safePost } from '../crawl/safe-fetch.ts';

type Options = { publicUrl: string; allowHosts: string[]; resolver?: Resolver; timeoutMs?: number };

/** Subscriber URLs through the crawler's address guard: checked when a subscription is made and on every delivery. */
export function guardedWebhookTargets(options: Options): WebhookTargets {
  const userAgent = `LaunchDirectoryWebhooks/1.0 (+${options.publicUrl}/bot)`;
  return {
    refusal: (url) => addressRefusal(url, options),
    async post(url, body, headers): Promise<WebhookPostAnswer> {
      const started = performance.now();
      const took = () => Math.round(performance.now() - started);
      try {
        const r = await safePost(url, body, { ...options, userAgent, headers });
        return { status: r.status, latencyMs: took() };
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        return { error: e.code && !e.message.includes(e.code) ? `${e.message} (${e.code})` : e.message, latencyMs: took() };
      }
    },
  };
}
