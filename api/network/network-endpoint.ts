import { Ajv2020 } from 'ajv/dist/2020.js';
import express, { type Request, type Response } from 'express';
import type { Commands } from '../../commands/index.ts';
import type { SiteCopy } from '../../domain/listing/profile.ts';
import type { SisterSites } from '../../domain/ports/sister-sites.ts';
import { websiteDomain } from '../../domain/shared/website.ts';
import type { ReadModels } from '../../projections/index.ts';
import { listingIdsOfDomain } from '../../projections/queries/index.ts';
import { problem, sendProblem } from '../problem.ts';
import { issues } from '../validation.ts';

type Received = { edit_id: string; origin: string; domain: string; fields: SiteCopy };

const checkEdit = new Ajv2020({ allErrors: true }).compile<Received>({
  type: 'object',
  additionalProperties: false,
  required: ['edit_id', 'origin', 'domain', 'fields'],
  properties: {
    edit_id: { type: 'string', minLength: 1, maxLength: 100 },
    origin: { type: 'string', maxLength: 40 },
    domain: { type: 'string', minLength: 1, maxLength: 253 },
    fields: {
      type: 'object',
      additionalProperties: false,
      properties: {
        headline: { type: 'string', maxLength: 200 },
        summary: { type: 'string', maxLength: 20000 },
        seo_title: { type: 'string', maxLength: 200 },
        seo_description: { type: 'string', maxLength: 320 },
      },
    },
  },
});

/**
 * Where sister sites send the site copy of their owners' edits (`apply_to`): signed with the
 * network's shared secret, applied to this site's listing of the same company (its website's
 * domain), each edit once. Mounted before the JSON parser: the signature covers the raw body.
 */
export function networkEndpoint(deps: { commands: Pick<Commands, 'receiveNetworkEdit'>; readModels: ReadModels; sisterSites: SisterSites; waitMs: number }) {
  const router = express.Router();
  router.post('/edits', express.raw({ type: '*/*', limit: '64kb' }), async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const who = deps.sisterSites.verify(req.headers, raw);
    if ('refused' in who) return sendProblem(res, problem(401, `refused: ${who.refused}`));
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return sendProblem(res, problem(400, 'the body is not valid JSON', [{ field: 'body', message: 'is not valid JSON' }]));
    }
    if (!checkEdit(body)) {
      const found = issues(checkEdit.errors, 'body');
      return sendProblem(res, problem(400, `invalid ${found.map((i) => i.field).join(', ')}`, found));
    }
    const edit = body;
    if (edit.origin !== who.origin)
      return sendProblem(res, problem(400, 'origin does not match the signing site', [{ field: 'origin', message: `must be ${who.origin}` }]));
    const domain = websiteDomain(edit.domain);
    const listingIds = domain ? await listingIdsOfDomain(deps.readModels, domain) : [];
    if (listingIds.length === 0) return sendProblem(res, problem(404, `no listing of ${edit.domain} here`));
    let applied = false;
    for (const listingId of listingIds) {
      const r = await deps.commands.receiveNetworkEdit(
        { listingId, origin: edit.origin, editId: edit.edit_id, fields: edit.fields },
        { actor: `site:${edit.origin}`, correlationId: `network:${edit.edit_id}` },
      );
      applied ||= r.events.some((e) => e.type === 'ListingEdited' && Object.keys(e.data.changes).length > 0);
      await deps.readModels.waitFor(r.position, deps.waitMs, ['ListingEdited']);
    }
    res.json({ applied, listings: listingIds.length });
  });
  return router;
}
