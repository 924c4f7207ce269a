/**
 * A listing's traffic, counted before it reaches the log: page views, badge impressions, outbound
 * clicks and badge referrals, obvious robots left out, and recorded as one event per listing, kind
 * and flush (a popular listing writes a count, not one event per visit). No event says who came.
 */
export const TRAFFIC_KINDS = ['views', 'badge_impressions', 'outbound_clicks', 'badge_referrals'] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

/**
 * Views keep the event they had before the other kinds were counted, so old logs and every
 * projection that folds views read on unchanged; the other kinds share one event.
 */
export type TrafficEvent =
  | { type: 'ListingViewsCounted'; data: { listingId: number; day: string; count: number } }
  | { type: 'ListingTrafficCounted'; data: { listingId: number; day: string; kind: Exclude<TrafficKind, 'views'>; count: number } };

/** Named `views-` for the only kind it held at first; every kind of a listing's traffic is in it. */
export const trafficStream = (listingId: number) => `views-${listingId}`;

/**
 * Counted once per visitor, listing and day (a page seen twice is one view, a link clicked twice
 * one click); a badge impression is every fetch of the image that reaches us, as the badge is
 * cached for a few minutes and its fetches say nothing about who looks.
 */
export const countsOncePerVisitor = (kind: TrafficKind) => kind !== 'badge_impressions';

/** User agents that announce a robot (crawlers, link previews, monitors, scripts): their visits do not count. */
const BOTS =
  /bot|crawl|spider|slurp|archiver|fetch|preview|monitor|uptime|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|headless|lighthouse|facebookexternalhit|embedly|scan/i;
export const isBot = (userAgent: string) => userAgent.trim() === '' || BOTS.test(userAgent);

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/**
 * A badge referral: a visit to the listing's page that came from the product's own site, where
 * its badge is (the homepage, or any page of the same domain or its subdomains).
 */
export function isBadgeReferral(referrer: string | undefined, listingDomain: string | null | undefined): boolean {
  if (!referrer || !listingDomain) return false;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    host = bareHost(url.hostname);
  } catch {
    return false;
  }
  const domain = bareHost(listingDomain);
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
}

export function countTraffic(cmd: { listingId: number; day: string; kind: TrafficKind; count: number }): TrafficEvent[] {
  if (!(cmd.count > 0)) return [];
  const { listingId, day, kind, count } = cmd;
  return kind === 'views'
    ? [{ type: 'ListingViewsCounted', data: { listingId, day, count } }]
    : [{ type: 'ListingTrafficCounted', data: { listingId, day, kind, count } }];
}
