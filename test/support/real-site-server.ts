import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Resolver } from '../../infra/crawl/safe-fetch.ts';
import { freePort } from './free-port.ts';
import { type ManifestSite, REAL_PAGES_DIR } from './real-pages.ts';

export type RealSites = {
  /** The address a site is served at: its own host name on the loopback port. */
  urlOf(site: string): string;
  /** Resolves the sites' host names to loopback and nothing else, so a crawl never leaves the machine. */
  resolver: Resolver;
  hosts: string[];
  requests: { host: string; path: string }[];
  close(): Promise<void>;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.json': 'application/json',
};

/**
 * Every saved site on one loopback port, told apart by the Host header, each under its own host
 * name (from its label) as a static server would serve the folder: `/` is `index.html`, `/about/`
 * is `about/index.html`, `/about` is `about.html` or `about/index.html`, `robots.txt` when the
 * folder has one (404 otherwise). Pages go out with the charset the manifest records.
 */
export async function serveRealSites(sites: { site: ManifestSite; host: string; root?: string }[]): Promise<RealSites> {
  const byHost = new Map(sites.map((s) => [s.host.toLowerCase(), s.site]));
  // A site may be served from a copy of its folder elsewhere (a variant made for a check, never kept in the project).
  const roots = new Map(sites.map((s) => [s.site.name, s.root ?? path.join(REAL_PAGES_DIR, 'sites', s.site.name)]));
  const requests: { host: string; path: string }[] = [];
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push({ host, path: pathname });
    const site = byHost.get(host);
    const file = site ? fileFor(roots.get(site.name) as string, pathname) : null;
    if (!site || !file) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<h1>Not found</h1>');
    }
    const charset = site.pages.find((p) => p.site_path === file.rel)?.charset;
    const type = TYPES[path.extname(file.rel).toLowerCase()] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type === 'text/html' && charset ? `${type}; charset=${charset}` : type });
    res.end(readFileSync(file.abs));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const resolver: Resolver = async (hostname) => (byHost.has(hostname.toLowerCase()) ? [{ address: '127.0.0.1', family: 4 }] : []);
  return {
    urlOf: (name) => {
      const s = sites.find((x) => x.site.name === name);
      if (!s) throw new Error(`no site ${name}`);
      // The page a founder would submit: the site's first saved page, at the address a static server gives it.
      const first = s.site.pages[0]?.site_path ?? 'index.html';
      return `http://${s.host}:${port}/${first.replace(/(^|\/)index\.html?$/, '$1')}`;
    },
    resolver,
    hosts: sites.map((s) => s.host),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function fileFor(root: string, pathname: string): { rel: string; abs: string } | null {
  const rel = pathname.replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`, `${rel}index.htm`] : [rel, `${rel}.html`, `${rel}/index.html`, `${rel}/index.htm`];
  for (const c of candidates) {
    const abs = path.join(root, c);
    if (!abs.startsWith(root + path.sep)) return null;
    try {
      if (statSync(abs).isFile()) return { rel: c, abs };
    } catch {
      // not this one
    }
  }
  return null;
}
