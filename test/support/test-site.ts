import http from 'node:http';
import { freePort } from './free-port.ts';

export type TestSite = { url: string; host: string; requests: string[]; userAgents: string[]; close(): Promise<void> };

/** A product website on loopback that records every path it is asked for. */
export async function startTestSite(pages: Record<string, { status?: number; type?: string; body?: string | Buffer; location?: string }>): Promise<TestSite> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    userAgents.push(req.headers['user-agent'] ?? '');
    const page = pages[req.url ?? ''];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<h1>Not found</h1>');
    }
    res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...(page.location ? { location: page.location } : {}) });
    res.end(page.body ?? '');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    userAgents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const ACME_PAGES = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /about\n' },
  '/': {
    body: `<!doctype html><html><head><title>Acme Widgets | Widgets for teams</title>
<meta name="description" content="Acme Widgets gives small teams a shared board for every widget they build.">
<meta property="og:site_name" content="Acme Widgets">
<meta name="keywords" content="widgets, team boards, planning">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme Widgets","foundingDate":"2019-04-01","address":{"@type":"PostalAddress","addressLocality":"Berlin","addressCountry":"DE"}}</script>
</head><body><h1>Widgets that teams actually use</h1>
<p>Acme Widgets is a planning board for product teams who build widgets together and want one place for every decision.</p>
<p>Built for Developer Tools teams and their managers.</p>
<h2>Features</h2><ul><li>Shared widget boards</li><li>Comments on every widget</li><li>Export to CSV</li></ul>
<footer><p>Write to us at <a href="mailto:hello@acme.test">hello@acme.test</a>.</p>
<a href="/pricing">Pricing</a> <a href="/about">About</a> <a href="https://github.com/acme-widgets">GitHub</a></footer>
<script>var secret = "NOT TEXT";</script></body></html>`,
  },
  '/pricing': {
    body: '<html><head><title>Pricing</title></head><body><h1>Pricing</h1><p>Start on the free plan forever. Pro costs $12 per month per seat.</p></body></html>',
  },
  '/about': { body: '<html><body><h1>About</h1><p>Jane Doe, Co-founder and CEO, started Acme in a garage.</p><p>HIDDEN-ABOUT-FACT</p></body></html>' },
};
