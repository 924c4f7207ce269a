import { randomUUID } from 'node:crypto';
import { notFound } from '../../domain/shared/errors.ts';
import { categoryLookup, myDrafts, ownDraft } from '../../projections/queries/index.ts';
import { caller, type OperationContext, operation } from '../operation.ts';
import { readYourWrite } from '../read-your-writes.ts';

const me = (ctx: OperationContext) => caller(ctx).accountId;
const as = (ctx: OperationContext) => ({ actor: me(ctx), correlationId: ctx.correlationId });

async function ownDraftOr404(ctx: OperationContext, draftId: string) {
  const view = await ownDraft(ctx.readModels, draftId, me(ctx));
  if (!view) throw notFound('draft');
  return view;
}

export const submitListing = operation({
  name: 'submit_listing',
  method: 'POST',
  path: '/drafts',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ body }, ctx) {
    const draftId = randomUUID();
    await readYourWrite(ctx, await ctx.commands.requestDraft({ draftId, ownerId: me(ctx), url: body.url.trim() }, as(ctx)));
    return { status: 201, body: await ownDraftOr404(ctx, draftId), headers: { Location: `/api/v1/drafts/${draftId}` } };
  },
});

export const listMyDrafts = operation({
  name: 'list_my_drafts',
  method: 'GET',
  path: '/drafts',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ query }, ctx) {
    return { body: await myDrafts(ctx.readModels, me(ctx), { page: query.page, perPage: query.per_page }) };
  },
});

export const getDraft = operation({
  name: 'get_draft',
  method: 'GET',
  path: '/drafts/{id}',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ path }, ctx) {
    return { body: await ownDraftOr404(ctx, path.id) };
  },
});

/** Edits apply at once; fields to regenerate show `drafting` until the AI answers (poll get_draft). */
export const updateDraft = operation({
  name: 'update_draft',
  method: 'PATCH',
  path: '/drafts/{id}',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path, body }, ctx) {
    const draftId = path.id;
    const { regenerate, ...patch } = body ?? {};
    if (Object.keys(patch).length > 0) {
      const categories = await categoryLookup(ctx.readModels);
      await readYourWrite(ctx, await ctx.commands.editDraft({ draftId, ownerId: me(ctx), patch, categorySlug: categories.slugOf }, as(ctx)));
    }
    if (regenerate?.length) {
      await readYourWrite(ctx, await ctx.commands.requestRegeneration({ draftId, ownerId: me(ctx), requestId: randomUUID(), fields: regenerate }, as(ctx)));
    }
    return { body: await ownDraftOr404(ctx, draftId) };
  },
});

export const submitDraft = operation({
  name: 'submit_draft',
  method: 'POST',
  path: '/drafts/{id}/submit',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path }, ctx) {
    const r = await ctx.commands.submitDraft({ draftId: path.id, ownerId: me(ctx) }, as(ctx));
    await readYourWrite(ctx, { position: r.position, events: [{ type: 'DraftSubmitted' }] });
    return { body: { listing_id: r.listingId, status: 'draft' } };
  },
});

export const inviteCofounder = operation({
  name: 'invite_cofounder',
  method: 'POST',
  path: '/drafts/{id}/invites',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path, body }, ctx) {
    const email = body.email.trim().toLowerCase();
    const r = await ctx.commands.inviteCofounder({ draftId: path.id, ownerId: me(ctx), inviteId: randomUUID(), email }, as(ctx));
    await readYourWrite(ctx, r);
    const draft = await ownDraftOr404(ctx, path.id);
    const sent = r.events[0];
    return {
      status: 201,
      body: {
        invite_id: sent?.type === 'CofounderInvited' ? sent.data.inviteId : null,
        email,
        status: sent ? 'sent' : 'already_invited',
        invites_left: 10 - draft.invites.sent,
      },
    };
  },
});
