import type { Container } from '../../app/container.ts';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from './accounts.ts';
import { browserSession } from './browser.ts';
import { mailTo } from './outbox.ts';
import { PATIENCE_MS } from './until.ts';

export type Member = ReturnType<typeof browserSession>;

/** Someone who signs up on the site and, unless told otherwise, confirms the address from the mail (no JavaScript). */
export async function siteMember(base: string, dataDir: string, email: string, name: string, confirm = true): Promise<Member> {
  const s = browserSession(base);
  await s.signUp(email, 'a long enough password', name);
  if (confirm) {
    const mail = await mailTo(dataDir, email, (m) => /Confirm your email/.test(m.subject));
    const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)?.[0] ?? '';
    const res = await s.browse(link.replace(/^https?:\/\/[^/]+/, ''));
    if (res.status !== 200) throw new Error(`confirming ${email} answered ${res.status}`);
  }
  return s;
}

/**
 * A maker with a live listing: an account (`<who>@example.test`, confirmed by the operator, as the
 * CLI does) owning a listing scheduled this week and gone live, signed in on the site.
 */
export async function makerWithLiveListing(c: Container, base: string, who: string, name: string) {
  const { accountId } = await apiKeyFor(c, who, ['account:read']);
  const ctx = { actor: accountId };
  await c.commands.confirmEmailByOperator({ accountId }, ctx);
  const listingId = await c.commands.reserveListingId(ctx);
  const slug = await c.commands.claimListingSlug({ name, listingId }, ctx);
  await c.commands.submitListing(
    { listingId, slug, ownerId: accountId, draftId: null, url: `https://${slug}.test/`, profile: { name, tagline: 'Ships', categories: ['developer-tools'] } },
    ctx,
  );
  await c.commands.scheduleLaunch({ listingId, week: mondayOf(new Date()), plan: 'paid', unlocked: [] }, ctx);
  const live = await c.commands.goLive({ listingId }, ctx);
  await c.readModels.waitFor(live.position, PATIENCE_MS);
  const session = browserSession(base);
  const signedIn = await session.signIn(`${who}@example.test`, 'irrelevant-password');
  if (signedIn.status !== 303) throw new Error(`the maker's sign-in answered ${signedIn.status}`);
  return { accountId, listingId, slug, session };
}
