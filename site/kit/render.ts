import type { Request, Response } from 'express';
import { currentSession, type Session } from '../../api/auth/sessions.ts';
import { siteSettings } from '../../projections/queries/index.ts';
import type { Renderable } from './html.ts';
import { type PageMeta, page } from './layout.ts';
import type { PageDeps } from './page-deps.ts';

/** `session`: the one the route already read, if it did (null for nobody); else it is read here. */
export type PageOptions = Omit<PageMeta, 'site' | 'publicUrl' | 'path'> & { path?: string; status?: number };

/**
 * Sends a page in the site's layout, with the site's name and who is signed in. A page that
 * shows a signed-in person's name is theirs alone: no shared cache keeps it.
 */
export function pageRenderer(deps: Pick<PageDeps, 'readModels' | 'secrets' | 'settings'>) {
  const siteName = async () => (await siteSettings(deps.readModels))?.name ?? 'Launch Directory';
  return {
    siteName,
    /** Who is looking, read once for a route that shows it (cards' upvotes) and handed back in `session`. */
    viewer: (req: Request) => currentSession(req, deps.readModels, deps.secrets),
    async send(req: Request, res: Response, options: PageOptions, body: Renderable | ((site: string, session: Session | null) => Renderable)) {
      const [site, session] = await Promise.all([
        siteName(),
        options.session !== undefined ? options.session : currentSession(req, deps.readModels, deps.secrets),
      ]);
      if (session) res.setHeader('Cache-Control', 'private, no-store');
      const { status, path, session: _read, ...meta } = options;
      const content = typeof body === 'function' ? body(site, session) : body;
      res
        .status(status ?? 200)
        .type('html')
        .send(page({ ...meta, site, publicUrl: deps.settings.publicUrl, session, path: path ?? req.path }, content));
    },
  };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
