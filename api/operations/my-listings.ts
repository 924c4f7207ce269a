import { randomUUID } from 'node:crypto';
import { notFound } from '../../domain/shared/errors.ts';
import { interviewOf, myListings, ownListing } from '../../projections/queries/index.ts';
import { caller, type OperationContext, operation } from '../operation.ts';
import { readYourWrite } from '../read-your-writes.ts';

const me = (ctx: OperationContext) => caller(ctx).accountId;
const as = (ctx: OperationContext) => ({ actor: me(ctx), correlationId: ctx.correlationId });

async function ownListingOr404(ctx: OperationContext, listingId: number) {
  const view = await ownListing(ctx.readModels, listingId, me(ctx), ctx.clock.now());
  if (!view) throw notFound('listing');
  return view;
}

export const listMyListings = operation({
  name: 'list_my_listings',
  method: 'GET',
  path: '/me/listings',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ query }, ctx) {
    return { body: await myListings(ctx.readModels, me(ctx), { page: query.page, perPage: query.per_page }) };
  },
});

export const getMyListing = operation({
  name: 'get_my_listing',
  method: 'GET',
  path: '/me/listings/{listing_id}',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ path }, ctx) {
    return { body: await ownListingOr404(ctx, path.listing_id) };
  },
});

/** Edits publish at once and are kept in the listing's version history, before and after. */
export const updateMyListing = operation({
  name: 'update_my_listing',
  method: 'PATCH',
  path: '/me/listings/{listing_id}',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path, body }, ctx) {
    const { fields, socials, faqs, apply_to } = body ?? {};
    const r = await ctx.commands.editListing(
      { listingId: path.listing_id, actorId: me(ctx), editId: randomUUID(), fields, socials, faqs, applyTo: apply_to },
      as(ctx),
    );
    await readYourWrite(ctx, r);
    return { body: await ownListingOr404(ctx, path.listing_id) };
  },
});

export const postListingUpdate = operation({
  name: 'post_listing_update',
  method: 'POST',
  path: '/me/listings/{listing_id}/updates',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path, body }, ctx) {
    const r = await ctx.commands.postListingUpdate({ listingId: path.listing_id, actorId: me(ctx), title: body.title, body: body.body }, as(ctx));
    await readYourWrite(ctx, r);
    const posted = r.events[0];
    if (posted?.type !== 'ListingUpdatePosted') throw notFound('listing');
    const { updateId, title } = posted.data;
    return { status: 201, body: { update_id: updateId, title, body: posted.data.body, published_at: ctx.clock.now().toISOString() } };
  },
});

export const addMilestone = operation({
  name: 'add_milestone',
  method: 'POST',
  path: '/me/listings/{listing_id}/milestones',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path, body }, ctx) {
    const r = await ctx.commands.addMilestone({ listingId: path.listing_id, actorId: me(ctx), milestone: body }, as(ctx));
    await readYourWrite(ctx, r);
    const added = r.events[0];
    if (added?.type !== 'MilestoneAdded') throw notFound('listing');
    const { id, ...milestone } = added.data.milestone;
    return { status: 201, body: { milestone_id: id, ...milestone } };
  },
});

export const deleteMilestone = operation({
  name: 'delete_milestone',
  method: 'DELETE',
  path: '/me/listings/{listing_id}/milestones/{milestone_id}',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path }, ctx) {
    const r = await ctx.commands.deleteMilestone({ listingId: path.listing_id, actorId: me(ctx), milestoneId: path.milestone_id }, as(ctx));
    await readYourWrite(ctx, r);
    return { body: { deleted: true, milestone_id: path.milestone_id } };
  },
});

export const setFounderStory = operation({
  name: 'set_founder_story',
  method: 'PUT',
  path: '/me/listings/{listing_id}/story',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path, body }, ctx) {
    const r = await ctx.commands.setFounderStory({ listingId: path.listing_id, actorId: me(ctx), story: body ?? {} }, as(ctx));
    await readYourWrite(ctx, r);
    return { body: (await ownListingOr404(ctx, path.listing_id)).story };
  },
});

export const answerInterview = operation({
  name: 'answer_interview',
  method: 'PUT',
  path: '/me/interview',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ body }, ctx) {
    const answers = body.answers.map((a) => ({ questionId: a.question_id, answer: a.answer }));
    const r = await ctx.commands.answerInterview({ accountId: me(ctx), answers }, as(ctx));
    await readYourWrite(ctx, r);
    return { body: { items: await interviewOf(ctx.readModels, me(ctx)) } };
  },
});
