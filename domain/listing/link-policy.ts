import type { Plan } from './events.ts';

/** What decides how a listing's outbound links are marked. */
export type LinkStanding = {
  /** An owner proved they run the site (a verified claim). */
  verified: boolean;
  plan: Plan | null;
  /** Its place in its launch week: the award's place once the week closed, else its rank by votes so far; null when unranked. */
  weekPlace: number | null;
};

/**
 * The published rule, word for word what the link policy page and get_site_info say: a listing's
 * links are followed when someone stands behind it (a verified owner, a paid launch) or the
 * community put it in its week's top three; otherwise they are user-generated and not followed.
 */
export const LINK_POLICY = {
  followed_when: ['its owner verified that they run the site', 'it launched on a paid plan', "it placed in the top three of its launch week's community votes"],
  followed_rel: 'noopener',
  otherwise_rel: 'ugc nofollow noopener',
} as const;

export function outboundRel(s: LinkStanding): string {
  const followed = s.verified || s.plan === 'paid' || (s.weekPlace !== null && s.weekPlace <= 3);
  return followed ? LINK_POLICY.followed_rel : LINK_POLICY.otherwise_rel;
}
