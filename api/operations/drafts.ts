import { randomUUID } from 'node:crypto';
import { readDraft } from '../../commands/index.ts';
import type { DraftPatch } from '../../domain/draft/events.ts';
import type { DraftFieldName } from '../../domain/draft/fields.ts';
import { notFound } from '../../domain/shared/errors.ts';
import { randomToken, sha256 } from '../../infra/secrets.ts';
import { myDrafts, ownDraft } from '../../projections/queries/drafts.ts';
import { categoryLookup, checkedProposal } from '../../workers/draft-builder.ts';
import { operation, type OperationContext } from '../operation.ts';

const me = (ctx: OperationContext) => ctx.principal!.accountId;
const ryw = (ctx: OperationContext, position: number) => ctx.readModels.waitFor(position, ctx.config.readYourWritesTimeoutMs);

async function answer(ctx: OperationContext, draftId: string) {
  const view = await ownDraft(ctx.readModels, draftId, me(ctx));
  if (!view) throw notFound('draft');
  return view;
}

export const submitListing = operation({
  name: 'submit_listing',
  method: 'POST',
  path: '/drafts',
  access: 'listings:write',
  idempotent: true,
  async run({ body }, ctx) {
    const draftId = randomUUID();
    const r = await ctx.commands.requestDraft({ draftId, ownerId: me(ctx), url: (body as { url: string }).url.trim() }, { actor: me(ctx), correlationId: ctx.correlationId });
    await ryw(ctx, r.position);
    return { status: 201, body: await answer(ctx, draftId), headers: { Location: `/api/v1/drafts/${draftId}` } };
  },
});

export const listMyDrafts = operation({
  name: 'list_my_drafts',
  method: 'GET',
  path: '/drafts',
  access: 'account:read',
  idempotent: false,
  async run({ query }, ctx) {
    return { body: await myDrafts(ctx.readModels, me(ctx), { page: query.page as number, perPage: query.per_page as number }) };
  },
});

export const getDraft = operation({
  name: 'get_draft',
  method: 'GET',
  path: '/drafts/{id}',
  access: 'account:read',
  idempotent: false,
  async run({ path }, ctx) {
    return { body: await answer(ctx, path.id as string) };
  },
});

export const updateDraft = operation({
  name: 'update_draft',
  method: 'PATCH',
  path: '/drafts/{id}',
  access: 'listings:write',
  idempotent: true,
  async run({ path, body }, ctx) {
    const draftId = path.id as string;
    await answer(ctx, draftId);
    const { regenerate, ...rest } = (body ?? {}) as DraftPatch & { regenerate?: DraftFieldName[] };
    const c = { actor: me(ctx), correlationId: ctx.correlationId };
    let position = 0;
    if (Object.keys(rest).length > 0) {
      const categories = await categoryLookup(ctx.readModels);
      const r = await ctx.commands.editDraft({ draftId, ownerId: me(ctx), patch: rest, categorySlug: categories.slugOf }, c);
      position = r.position;
    }
    if (regenerate?.length) {
      // Redrafted from the pages read at submission, through the same evidence rule.
      const draft = await readDraft(ctx.events, draftId);
      const proposal = await checkedProposal(ctx.drafter, draft.pages, ctx.readModels, [...new Set(regenerate)]);
      const r = await ctx.commands.recordProposal({ draftId, ...proposal, drafter: ctx.drafter.name, initial: false }, c);
      const synced = await ctx.commands.syncDraftListing(draftId, me(ctx), r.position, c);
      position = Math.max(position, synced.position);
    }
    await ryw(ctx, position);
    return { body: await answer(ctx, draftId) };
  },
});

export const submitDraft = operation({
  name: 'submit_draft',
  method: 'POST',
  path: '/drafts/{id}/submit',
  access: 'listings:write',
  idempotent: true,
  async run({ path }, ctx) {
    const draftId = path.id as string;
    await answer(ctx, draftId);
    const r = await ctx.commands.submitDraft({ draftId, ownerId: me(ctx) }, { actor: me(ctx), correlationId: ctx.correlationId });
    await ryw(ctx, r.position);
    return { body: { listing_id: r.listingId, status: 'draft' } };
  },
});

export const inviteCofounder = operation({
  name: 'invite_cofounder',
  method: 'POST',
  path: '/drafts/{id}/invites',
  access: 'listings:write',
  idempotent: true,
  async run({ path, body }, ctx) {
    const draftId = path.id as string;
    const draft = await answer(ctx, draftId);
    const email = (body as { email: string }).email.trim().toLowerCase();
    const inviteId = randomUUID();
    const token = randomToken();
    const r = await ctx.commands.inviteCofounder({ draftId, ownerId: me(ctx), inviteId, emailHash: sha256(email), tokenHash: sha256(token) }, { actor: me(ctx), correlationId: ctx.correlationId });
    if (r.events.length > 0) {
      const name = (draft.fields.name.value as string | null) ?? new URL(draft.url).hostname;
      const link = `${ctx.config.publicUrl}/invites/${inviteId}?draft=${draftId}&token=${encodeURIComponent(token)}`;
      await ctx.mailer.send({
        to: email,
        subject: `${ctx.principal!.name || ctx.principal!.email} invites you to add your founder profile to ${name}`,
        text: `You were invited to add your own founder profile to the Launch Directory listing of ${name}.\n\nSign in (or create an account) with this address, then open:\n${link}\n\nAfterwards you can edit your own entry: name, role and bio.\n`,
      });
    }
    await ryw(ctx, r.position);
    const after = await readDraft(ctx.events, draftId);
    return { status: 201, body: { invite_id: inviteId, email, status: 'sent', invites_left: 10 - after.invites.length } };
  },
});
