/**
 * Page views, counted before they reach the log: once per visitor, listing and day, obvious bots
 * left out, and recorded as one event per listing per flush (a popular listing writes a count,
 * not one event per view).
 */
export type ViewEvent = { type: 'ListingViewsCounted'; data: { listingId: number; day: string; count: number } };

export const viewsStream = (listingId: number) => `views-${listingId}`;

/** User agents that announce a robot (crawlers, link previews, monitors, scripts): their views do not count. */
const BOTS =
  /bot|crawl|spider|slurp|archiver|fetch|preview|monitor|uptime|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|headless|lighthouse|facebookexternalhit|embedly|scan/i;
export const isBot = (userAgent: string) => userAgent.trim() === '' || BOTS.test(userAgent);

export function countViews(cmd: { listingId: number; day: string; count: number }): ViewEvent[] {
  return cmd.count > 0 ? [{ type: 'ListingViewsCounted', data: cmd }] : [];
}
