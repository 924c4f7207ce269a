/**
 * Where a page sends its reader at once through `<meta http-equiv="refresh" content="0; url=…">`: a
 * site whose index.html only forwards to its real homepage shows a person that homepage, so the
 * crawler reads it there too. Only a forward within a few seconds counts (a long delay, or none with
 * no address, is a page that reloads itself); one inside `<noscript>` is what a browser without
 * scripts is sent to, not what a person sees.
 */
const MAX_DELAY_SECONDS = 5;

export function metaRefreshTarget(html: string, pageUrl: string): string | null {
  const head = html
    .slice(0, 20_000)
    .replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?\s*refresh\b/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = (content?.[1] ?? content?.[2] ?? content?.[3] ?? '').trim();
    const m = /^(\d+(?:\.\d*)?)?\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/i.exec(value);
    if (!m || Number(m[1] ?? '0') > MAX_DELAY_SECONDS) continue;
    const address = m[2].trim().replace(/^(["'])(.*)\1$/, '$2');
    if (!address) continue;
    try {
      const target = new URL(address, pageUrl);
      return /^https?:$/.test(target.protocol) ? target.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

const bare = (u: string) => new URL(u).hostname.toLowerCase().replace(/^www\./, '');
const unhashed = (u: string) => u.replace(/#.*$/, '');

/**
 * The page of the same site (the same host name, with or without "www.") a page forwards to, not yet read and not itself; else
 * null. Like the fact pages, one written with another scheme, port or "www." is read where the forwarding page was.
 */
export function refreshForward(html: string, pageUrl: string, seen: Set<string>): string | null {
  const written = metaRefreshTarget(html, pageUrl);
  if (!written || bare(written) !== bare(pageUrl)) return null;
  const target = new URL(written);
  const page = new URL(pageUrl);
  target.protocol = page.protocol;
  target.host = page.host;
  const href = target.href;
  return seen.has(unhashed(href)) || unhashed(href) === unhashed(pageUrl) ? null : href;
}
