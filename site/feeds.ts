import express from 'express';
import { addWeeks } from '../domain/shared/weeks.ts';
import { launches, listAwards, siteSettings } from '../projections/queries/index.ts';
import { absolute } from './kit/layout.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { xmlDocument } from './kit/xml.ts';

/** How many launches and awards the feeds carry, newest first. */
const FEED_SIZE = 50;

type FeedItem = { id: string; url: string; title: string; text: string; published: string; image: string | null; tags: string[] };

type FeedDeps = Pick<PageDeps, 'readModels' | 'settings' | 'clock'>;
type At = (path: string) => string;

/** The newest launches and awards, newest first. */
async function feedItems(deps: FeedDeps, at: (path: string) => string): Promise<FeedItem[]> {
  const page = { page: 1, perPage: FEED_SIZE };
  const [live, awards] = await Promise.all([launches(deps.readModels, 'recent', page, deps.clock.now()), listAwards(deps.readModels, undefined, page)]);
  const launched: FeedItem[] = live.items.flatMap((l) =>
    l.launched_at
      ? [
          {
            id: at(`/listings/${l.slug}`),
            url: at(`/listings/${l.slug}`),
            title: l.tagline ? `${l.name}: ${l.tagline}` : l.name,
            text: `${l.name} launched in the week of ${l.launch_week}.${l.tagline ? ` ${l.tagline}.` : ''}`,
            published: l.launched_at,
            image: l.logo_image ? at(l.logo_image.url) : null,
            tags: l.categories,
          },
        ]
      : [],
  );
  const awarded: FeedItem[] = awards.items.flatMap((a) =>
    a.listing
      ? [
          {
            id: at(`/awards#${a.week}-${a.place}`),
            url: at(`/listings/${a.listing.slug}`),
            title: `${a.title}: ${a.listing.name} (week of ${a.week})`,
            text: `${a.listing.name} is Launch of the Week #${a.place} for the week of ${a.week}, with ${a.votes} votes.`,
            // Awarded when the week closed: the Monday after it.
            published: `${addWeeks(a.week, 1)}T00:00:00.000Z`,
            image: a.listing.logo_image ? at(a.listing.logo_image.url) : null,
            tags: ['award'],
          },
        ]
      : [],
  );
  return [...launched, ...awarded].sort((x, y) => y.published.localeCompare(x.published)).slice(0, FEED_SIZE);
}

/** The items as an Atom feed (RFC 4287). */
export const atomFeed = (site: string, all: FeedItem[], at: At) =>
  xmlDocument({
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      id: at('/launches.atom'),
      title: `${site}: launches and awards`,
      subtitle: 'Every product as it launches, and every Launch of the Week.',
      updated: all[0]?.published ?? new Date(0).toISOString(),
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': at('/launches.atom') },
        { '@rel': 'alternate', '@type': 'text/html', '@href': at('/launches') },
      ],
      author: { name: site, uri: at('/') },
      entry: all.map((i) => ({
        id: i.id,
        title: i.title,
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': i.url },
        published: i.published,
        updated: i.published,
        summary: i.text,
        category: i.tags.map((t) => ({ '@term': t })),
      })),
    },
  });

/** The items as a JSON Feed 1.1. */
export const jsonFeed = (site: string, all: FeedItem[], at: At) =>
  JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: `${site}: launches and awards`,
    home_page_url: at('/launches'),
    feed_url: at('/launches.json'),
    description: 'Every product as it launches, and every Launch of the Week.',
    language: 'en',
    authors: [{ name: site, url: at('/') }],
    items: all.map((i) => ({
      id: i.id,
      url: i.url,
      title: i.title,
      content_text: i.text,
      date_published: i.published,
      ...(i.image ? { image: i.image } : {}),
      tags: i.tags,
    })),
  });

/** What an agent needs to know to use the API, the MCP server and the feeds. */
export const llmsText = (site: string, at: At) =>
  [
    `# ${site}`,
    '',
    `> ${site} is a directory of new software products with a weekly launch calendar, ranked boards, founder profiles and embeddable badges. Everything a person can do here is also an API operation and an MCP tool.`,
    '',
    'Listings are drafted from what each product says on its own website, with the quote behind every value; a value the site does not state is left blank, never invented.',
    '',
    '## API',
    '',
    `- [OpenAPI 3.1 contract](${at('/api/v1/openapi.json')}): every operation, its inputs, answers and refusals (problem+json naming the field). Also as [YAML](${at('/api/v1/openapi.yaml')}).`,
    `- [API reference](${at('/api/v1/docs')}): the same, to read.`,
    `- Reads are public; writes take an API key (\`Authorization: Bearer ld_...\`, made on ${at('/account/api-keys')}) or an OAuth 2.1 access token ([authorization server metadata](${at('/.well-known/oauth-authorization-server')})).`,
    '',
    '## MCP',
    '',
    `- Streamable HTTP endpoint: ${at('/mcp')}. Every API operation is a tool of the same name, with an input and an output schema; writes use OAuth (the [protected resource metadata](${at('/.well-known/oauth-protected-resource/mcp')}) names the authorization server).`,
    '',
    '## Feeds',
    '',
    `- [Launches and awards, Atom](${at('/launches.atom')}) and [JSON Feed](${at('/launches.json')}): every product as it goes live, and every Launch of the Week.`,
    `- [Latest updates, RSS](${at('/updates.xml')}): what listed companies ship and announce.`,
    `- [Sitemap](${at('/sitemap.xml')}).`,
    '',
    '## Optional',
    '',
    `- [How the crawler reads sites](${at('/bot')}): robots.txt, what it reads, how to opt out.`,
    '',
  ].join('\n');

/**
 * The directory as feeds for readers and agents: every launch as it goes live and every Launch of
 * the Week award, as Atom (RFC 4287) and JSON Feed 1.1; and `llms.txt`, what an agent needs to
 * know to use the API, the MCP server and the feeds.
 */
export function feedRoutes(deps: FeedDeps) {
  const router = express.Router();
  const at = (path: string) => absolute(deps.settings.publicUrl, path);
  const siteName = async () => (await siteSettings(deps.readModels))?.name ?? 'Launch Directory';
  const feed = (type: string, build: (site: string, all: FeedItem[], at: At) => string) => async (_req: express.Request, res: express.Response) => {
    const [site, all] = await Promise.all([siteName(), feedItems(deps, at)]);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type(type).send(build(site, all, at));
  };
  router.get('/launches.atom', feed('application/atom+xml', atomFeed));
  router.get('/launches.json', feed('application/feed+json', jsonFeed));
  router.get('/llms.txt', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(llmsText(await siteName(), at));
  });
  return router;
}
