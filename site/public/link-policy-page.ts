import express from 'express';
import { LINK_POLICY } from '../../domain/listing/link-policy.ts';
import { html } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';

const body = html`<h1>Link policy</h1><p>Every link from a listing to the product's own website, milestones and demo is marked by one rule.</p>
<p>The links of a listing are followed (<code>rel="${LINK_POLICY.followed_rel}"</code>) when:</p><ul>${LINK_POLICY.followed_when.map((w) => html`<li>${w};</li>`)}</ul>
<p>Otherwise they are marked as user-generated and not followed: <code>rel="${LINK_POLICY.otherwise_rel}"</code>.</p>
<p>The same rule is in the API's <a href="/api/v1/site"><code>get_site_info</code></a> answer, as <code>link_policy</code>.</p>`;

/** The link policy, published: what the rel of a listing's outbound links says, and why. */
export function linkPolicyPage(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const meta = { title: 'Link policy', description: 'When links from this directory to listed products are followed by search engines, and when not.' };
  router.get('/link-policy', (req, res) => pages.send(req, res, meta, body));
  return router;
}
