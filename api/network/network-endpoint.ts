import express, { type Request, type Response } from 'express';
import type { SisterSites } from '../../domain/ports/sister-sites.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Actions, Caller } from '../actions/index.ts';
import { wireInput, wireJson, wireRefusal } from '../actions/wire.ts';
import { problem, sendProblem } from '../problem.ts';

/**
 * Where sister sites send the site copy of their owners' edits (`apply_to`): signed with the
 * network's shared secret, then handed to the `receiveNetworkEdit` action, whose declaration is the
 * one check of the body. Mounted before the JSON parser: the signature covers the raw body.
 */
export function networkEndpoint(deps: { actions: Actions; sisterSites: SisterSites }) {
  const router = express.Router();
  router.post('/edits', express.raw({ type: '*/*', limit: '64kb' }), async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const who = deps.sisterSites.verify(req.headers, raw);
    if ('refused' in who) return sendProblem(res, problem(401, `refused: ${who.refused}`));
    const caller: Caller = {
      actor: `site:${who.origin}`,
      accountId: null,
      emailConfirmed: false,
      siteTeam: false,
      address: req.ip ?? '',
      sisterSite: who.origin,
    };
    try {
      res.json(await deps.actions.receiveNetworkEdit(wireInput(wireJson(raw)) as never, caller));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      sendProblem(res, wireRefusal(error));
    }
  });
  return router;
}
