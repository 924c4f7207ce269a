import express, { type Request, type Response } from 'express';
import { isSlug } from '../domain/shared/slug.ts';
import { commentsInFeeds, latestCommentsOf, latestUpdatesOf, publicListing, siteSettings } from '../projections/queries/index.ts';
import { plain } from './kit/html.ts';
import { absolute } from './kit/layout.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { xmlDocument } from './kit/xml.ts';

const UPDATES = 20;
const COMMENTS = 50;

type Item = { id: string; url: string; title: string; text: string; published: string; author: string; tags: string[] };
type Feed = { name: string; page: string; items: Item[]; site: string; withComments: boolean };
type Deps = Pick<PageDeps, 'readModels' | 'settings'>;

/** A listing's feed: its updates, and its comments when its owners allow it, newest first. */
async function feedOf(deps: Deps, slug: string): Promise<Feed | null> {
  const at = (path: string) => absolute(deps.settings.publicUrl, path);
  const l = isSlug(slug) ? await publicListing(deps.readModels, slug) : null;
  if (!l) return null;
  const page = `/listings/${l.slug}`;
  const [updates, withComments, site] = await Promise.all([
    latestUpdatesOf(deps.readModels, l.listing_id, UPDATES),
    commentsInFeeds(deps.readModels, l.listing_id),
    siteSettings(deps.readModels),
  ]);
  const comments = withComments ? await latestCommentsOf(deps.readModels, l.listing_id, COMMENTS) : [];
  const items: Item[] = [
    ...updates.map((u) => ({
      id: at(`${page}#update-${u.update_id}`),
      url: at(`${page}#update-${u.update_id}`),
      title: u.title,
      text: u.body,
      published: u.published_at,
      author: l.name,
      tags: ['update'],
    })),
    ...comments.map((c) => ({
      id: at(`${page}#comment-${c.comment_id}`),
      url: at(`${page}#comment-${c.comment_id}`),
      title: `${c.author}${c.is_maker ? ' (maker)' : ''} ${c.reply ? 'replied' : 'commented'} on ${l.name}`,
      text: c.text,
      published: c.posted_at,
      author: c.author,
      tags: [c.reply ? 'reply' : 'comment', ...(c.is_maker ? ['maker'] : [])],
    })),
  ].sort((a, b) => b.published.localeCompare(a.published));
  // Bidirectional overrides go as they do from every page (see `plain`).
  const clean = items.map((i) => ({ ...i, title: plain(i.title), text: plain(i.text), author: plain(i.author) }));
  return { name: plain(l.name), page, items: clean, site: plain(site?.name ?? 'Launch Directory'), withComments };
}

const titleOf = (f: Feed) => `${f.name} on ${f.site}: ${f.withComments ? 'updates and discussion' : 'updates'}`;

/** JSON Feed 1.1, plain text only: content_text is never read as markup. */
const jsonFeed = (f: Feed, self: string, home: string) =>
  JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: titleOf(f),
    home_page_url: home,
    feed_url: self,
    language: 'en',
    items: f.items.map((i) => ({
      id: i.id,
      url: i.url,
      title: i.title,
      content_text: i.text,
      date_published: i.published,
      authors: [{ name: i.author }],
      tags: i.tags,
    })),
  });

/** Atom: its text constructs are type="text", so readers show them as text; the builder escapes them as XML. */
const atomFeed = (f: Feed, self: string, home: string) =>
  xmlDocument({
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      id: self,
      title: titleOf(f),
      updated: f.items[0]?.published ?? new Date(0).toISOString(),
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': self },
        { '@rel': 'alternate', '@type': 'text/html', '@href': home },
      ],
      author: { name: f.name },
      entry: f.items.map((i) => ({
        id: i.id,
        title: i.title,
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': i.url },
        published: i.published,
        updated: i.published,
        author: { name: i.author },
        content: { '@type': 'text', '#text': i.text },
        category: i.tags.map((t) => ({ '@term': t })),
      })),
    },
  });

/**
 * One listing as feeds (Atom and JSON Feed 1.1): its updates, and its discussion's comments when
 * its owners allow it. A comment hidden or deleted is gone from the next answer (the feeds are
 * read from the read models each time, never kept).
 */
export function listingFeedRoutes(deps: Deps) {
  const router = express.Router();
  const at = (path: string) => absolute(deps.settings.publicUrl, path);
  const send = (kind: 'atom' | 'json') => async (req: Request, res: Response) => {
    const f = await feedOf(deps, String(req.params.slug));
    if (!f) return res.status(404).type('text/plain').send('No listing has that address.');
    const self = at(`${f.page}/feed.${kind}`);
    res.setHeader('Cache-Control', 'public, max-age=60');
    if (kind === 'json') return res.type('application/feed+json').send(jsonFeed(f, self, at(f.page)));
    res.type('application/atom+xml').send(atomFeed(f, self, at(f.page)));
  };
  router.get('/listings/:slug/feed.atom', send('atom'));
  router.get('/listings/:slug/feed.json', send('json'));
  return router;
}
