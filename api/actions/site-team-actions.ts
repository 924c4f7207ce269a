import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors.ts';
import { editById } from '../../projections/queries/index.ts';
import { action, wrote } from './action.ts';

const text = (max: number) => z.string().max(max);
const faqs = z.array(z.strictObject({ question: text(300), answer: text(1500) })).max(10);
// Strict: the admin API passes a client's body through, and a key no action has is refused, not dropped.
const listing = z.strictObject({ listingId: z.number().int().positive() });
const reviewOf = listing.extend({ accountId: z.string().regex(/^acct_[a-f0-9]{16}$/) });
const reason = text(500);

/** The catalog: settings, categories, products, interview questions, the blog. */
const catalogActions = () => ({
  changeSiteSettings: action({
    access: 'site-team',
    input: z.strictObject({
      name: text(120).optional(),
      purpose: text(500).optional(),
      freeQueueMinWeeks: z.number().int().optional(),
      freeQueueMaxWeeks: z.number().int().optional(),
      freeWeeklyCapacity: z.number().int().optional(),
      paidWeeklyCapacity: z.number().int().optional(),
      featuredWeeklyCapacity: z.number().int().optional(),
      sellerCountry: text(2).toUpperCase().optional(),
    }),
    run: async (i, caller, d) => wrote(await d.commands.changeSiteSettings(i, caller)),
  }),
  defineCategory: action({
    access: 'site-team',
    input: z.strictObject({
      slug: text(80),
      name: text(200).optional(),
      description: text(5000).optional(),
      parent: text(80).nullable().optional(),
      faqs: faqs.optional(),
      attributes: z.array(text(60)).max(20).optional(),
    }),
    run: async (i, caller, d) => wrote(await d.commands.defineCategory(i, caller)),
  }),
  defineProduct: action({
    access: 'site-team',
    input: z.strictObject({
      id: text(60),
      name: text(200).optional(),
      description: text(2000).optional(),
      priceCents: z.number().int().optional(),
      needsListing: z.boolean().optional(),
    }),
    run: async (i, caller, d) => wrote(await d.commands.defineProduct(i, caller)),
  }),
  defineInterviewQuestion: action({
    access: 'site-team',
    input: z.strictObject({ id: z.number().int().positive().optional(), text: text(500), position: z.number().int().optional() }),
    run: async (i, caller, d) => wrote(await d.commands.defineInterviewQuestion(i, caller)),
  }),
  publishBlogPost: action({
    access: 'site-team',
    input: z.strictObject({
      slug: text(120),
      title: text(200).optional(),
      summary: text(500).optional(),
      markdown: text(200_000).optional(),
      faqs: faqs.optional(),
      author: text(160).optional(),
      tags: z.array(text(60)).max(20).optional(),
      publishedAt: z.string().max(40).optional(),
    }),
    run: async (i, caller, d) => wrote(await d.commands.publishBlogPost(i, caller)),
  }),
});

/** Moderation: reverting an edit, hiding a listing or a review, unlocking paid sections, verified revenue; and the history. */
const moderationActions = () => ({
  revertEdit: action({
    access: 'site-team',
    input: z.strictObject({ editId: text(100) }),
    async run(i, caller, d) {
      const edit = await editById(d.readModels, i.editId);
      if (!edit) throw new DomainError('not_found', `edit ${i.editId} not found`);
      return wrote(await d.commands.revertEdit({ listingId: edit.listing_id, editId: edit.id, revertId: randomUUID() }, caller));
    },
  }),
  hideListing: action({
    access: 'site-team',
    input: listing.extend({ reason }),
    run: async (i, caller, d) => wrote(await d.commands.hideListing(i, caller)),
  }),
  unhideListing: action({
    access: 'site-team',
    input: listing,
    run: async (i, caller, d) => wrote(await d.commands.unhideListing(i, caller)),
  }),
  unlockSections: action({
    access: 'site-team',
    input: listing.extend({
      sections: z
        .array(z.string().max(20))
        .min(1)
        .max(3)
        .pipe(z.array(z.enum(['story', 'milestones', 'media']))),
    }),
    run: async (i, caller, d) => wrote(await d.commands.unlockSections(i, caller)),
  }),
  verifyRevenue: action({
    access: 'site-team',
    input: listing.extend({ mrrCents: z.number().int(), month: text(7), evidence: text(500) }),
    run: async (i, caller, d) => wrote(await d.commands.verifyRevenue(i, caller)),
  }),
  hideReview: action({
    access: 'site-team',
    input: reviewOf.extend({ reason }),
    run: async (i, caller, d) => wrote(await d.commands.hideReview(i, caller)),
  }),
  unhideReview: action({
    access: 'site-team',
    input: reviewOf,
    run: async (i, caller, d) => wrote(await d.commands.unhideReview(i, caller)),
  }),
  /** Every version of a listing, replayed from its events: what an auditor reads, never a read model's copy. */
  listingHistory: action({
    access: 'site-team',
    input: listing,
    run: async (i, _caller, d) => ({ body: await d.streams.listingHistory(i.listingId) }),
  }),
});

/**
 * What the site team does, from the console's pages or the admin API: the catalog (settings,
 * categories, products, interview questions, the blog) and moderation (reverting an edit, hiding a
 * listing or a review, unlocking paid sections, verified revenue), and the listing's history as the
 * events tell it. A field left out is left as it is.
 */
export const siteTeamActions = () => ({ ...catalogActions(), ...moderationActions() });
