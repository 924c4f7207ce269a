import type { Request, Response } from 'express';
import { html } from './kit/html.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { pageRenderer } from './kit/render.ts';

/**
 * The page the crawler's user agent points to: what it reads, how it honours robots.txt, how to
 * keep it out, and whom to ask. Site owners reach it from their server logs.
 */
export function botPage(c: Pick<PageDeps, 'readModels' | 'secrets' | 'settings'> & { name: string }) {
  const render = pageRenderer(c);
  const name = c.name;
  const body = (site: string) => html`<h1>${name}</h1>
<p>${name} is the crawler of <a href="/">${site}</a>. It reads a website only when someone
submits that website to the directory, to draft its listing from what the site itself says.</p>
<h2>What it reads</h2>
<ul>
<li>Your <code>robots.txt</code>, first, every time.</li>
<li>The page that was submitted, and at most five pages of the same site that state facts about the product:
about, pricing, FAQ, contact, team or story pages linked from it.</li>
<li>Nothing behind a login, no forms, no scripts run. Pages over 1 MB are not read. Each request waits at most 10 seconds.</li>
</ul>
<h2>How it honours robots.txt</h2>
<p>It follows <a href="https://www.rfc-editor.org/rfc/rfc9309">RFC 9309</a>. It obeys rules for the user agent
<code>${name}</code>, and the rules for <code>*</code> when there are none for it. A robots.txt that answers 404 allows
everything; one that answers a server error (5xx) or cannot be reached allows nothing, so the site is not read at all.</p>
<h2>How to opt out</h2>
<p>Add this to your robots.txt:</p>
<pre>User-agent: ${name}
Disallow: /</pre>
<p>Submissions of your site then fail with a message saying that robots.txt does not allow it, and nothing is read.</p>
<h2>Its two helpers</h2>
<ul>
<li><code>LaunchDirectoryBadgeCheck</code> reads only the homepage of a product whose owner chose the free launch, to see whether
the Launch Directory badge (a link to the listing) is there: when the plan is chosen, a few times before the launch week, and weekly
for four weeks after launch. It honours robots.txt the same way, under its own name; a site that keeps it out cannot launch for free.</li>
<li><code>LaunchDirectoryVerifier</code> reads one page or file when the site's owner asks us to verify a claim: the homepage for a
<code>launchdir-verification</code> meta tag, or <code>/.well-known/launchdir-verification.txt</code>. It is sent by that request
of the site's owner, so robots.txt (which is for crawlers) does not apply to it.</li>
</ul>
<h2>Where it connects from</h2>
<p>It reads public addresses only: never private, loopback, link-local or cloud metadata addresses, checked after DNS and on every redirect.</p>
`;
  return (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    return render.send(
      req,
      res,
      { title: name, description: `${name}, the crawler of this directory: what it reads and how to keep it out.`, session: null },
      (site) => body(site),
    );
  };
}
