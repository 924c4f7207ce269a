import { createHmac } from 'node:crypto';

/**
 * The three headers of the Standard Webhooks convention: the message id (the same on every
 * retry), the attempt's Unix time in seconds, and `v1,<base64 HMAC-SHA256 of id.timestamp.body>`
 * keyed by the bytes the `whsec_` secret carries.
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}`, 'content-type': 'application/json' };
}
