import { notFound } from '../../domain/shared/errors.ts';
import { myClaims, ownClaim } from '../../projections/queries/index.ts';
import { claimAnswer } from '../claims/claim-view.ts';
import { caller, type OperationContext, operation } from '../operation.ts';
import { readYourWrite } from '../read-your-writes.ts';

async function answer(ctx: OperationContext, claimId: number, accountId: string) {
  const c = await ownClaim(ctx.readModels, claimId, accountId, ctx.clock.now());
  if (!c) throw notFound('claim');
  return claimAnswer(c, ctx.commands.claimTokens(claimId).publish);
}

export const claimListing = operation({
  name: 'claim_listing',
  method: 'POST',
  path: '/claims',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ body }, ctx) {
    const me = caller(ctx).accountId;
    const r = await ctx.commands.claimListing(
      { slug: body.slug, accountId: me, method: body.method, email: body.email },
      { actor: me, correlationId: ctx.correlationId },
    );
    await readYourWrite(ctx, r);
    return { status: 201, body: await answer(ctx, r.claimId, me) };
  },
});

/** Looks for the evidence now (rate-limited per claim) and answers the claim with what was found. */
export const verifyClaim = operation({
  name: 'verify_claim',
  method: 'POST',
  path: '/claims/{claim_id}/verify',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path }, ctx) {
    const me = caller(ctx).accountId;
    const r = await ctx.commands.verifyClaim({ claimId: path.claim_id, accountId: me }, { actor: me, correlationId: ctx.correlationId });
    await readYourWrite(ctx, r);
    return { body: await answer(ctx, path.claim_id, me) };
  },
});

export const listMyClaims = operation({
  name: 'list_my_claims',
  method: 'GET',
  path: '/claims',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ query }, ctx) {
    const me = caller(ctx).accountId;
    const page = await myClaims(ctx.readModels, me, { page: query.page, perPage: query.per_page }, ctx.clock.now());
    return { body: { ...page, items: page.items.map((c) => claimAnswer(c, ctx.commands.claimTokens(c.claim_id).publish)) } };
  },
});
