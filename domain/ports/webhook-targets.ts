/** What came of one POST to a subscriber: its status, or why there was none. */
export type WebhookPostAnswer = { status: number; latencyMs: number } | { error: string; latencyMs: number };

/** Where webhooks go: the crawler's address guard applies to every subscriber URL, at creation and at every delivery. */
export interface WebhookTargets {
  /** Why this URL may not receive webhooks (a private, loopback or metadata address, a name that does not resolve), or null. */
  refusal(url: string): Promise<string | null>;
  /** POSTs one message through the guard; redirects are not followed (a 3xx is a failed attempt). */
  post(url: string, body: string, headers: Record<string, string>): Promise<WebhookPostAnswer>;
}
