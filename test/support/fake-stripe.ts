import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStripe = { url: string; sessions: Record<string, string>[]; close(): Promise<void> };

/**
 * Enough of Stripe's API on loopback for the SDK to create Checkout Sessions: it records what it
 * was sent (form-encoded, as the SDK sends it) and answers a session with an id and a URL.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const params = Object.fromEntries(new URLSearchParams(body));
        sessions.push(params);
        const id = `cs_test_${sessions.length}`;
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${sessions.length}` });
        return res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/${id}`,
            expires_at: Number(params.expires_at),
            client_reference_id: params.client_reference_id,
            payment_status: 'unpaid',
            status: 'open',
          }),
        );
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `no route ${req.method} ${req.url}` } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sessions, close: () => new Promise((r) => server.close(() => r())) };
}
