import express, { type Request, type Response } from 'express';
import type { Session } from '../../api/auth/sessions.ts';
import { DRAFT_FIELDS, type DraftFieldName, isListField } from '../../domain/draft/fields.ts';
import { type DraftView, myDrafts, ownDraft } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { actionButton, csrfField, errorSummary, errorsOf, type FieldErrors, field, fromLines, lines, postForm } from '../kit/forms.ts';
import { html, safeUrl } from '../kit/html.ts';
import { signedIn } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import type { PageRenderer } from '../kit/render.ts';
import type { Refusal, SiteOperations } from '../kit/site-operations.ts';
import { accountPage, notice } from './account-shell.ts';

const LABELS: Record<DraftFieldName, string> = {
  name: 'Name',
  tagline: 'Tagline',
  short_description: 'Short description',
  description: 'Description',
  stage: 'Stage',
  categories: 'Categories (one per line)',
  tags: 'Tags (one per line)',
  pricing_model: 'Pricing model',
  pricing_summary: 'Pricing summary',
  country: 'Country',
  city: 'City',
  founded_year: 'Founded (year)',
  features: 'Features (one per line)',
  usps: 'What sets it apart (one per line)',
  keywords: 'Keywords (one per line)',
  contact_email: 'Contact email',
  demo_video_url: 'Demo video URL',
  logo_url: 'Logo URL',
};

const STATE: Record<string, string> = {
  ai: 'From your site',
  not_found: 'Not found on your site: left blank',
  edited: 'Edited by you',
  manual: 'Written by you',
  override: 'Locked: redrafts leave it',
  deleted: 'Removed by you',
  drafting: 'Being redrafted…',
};

const where = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
};

type Field = DraftView['fields'][string];

/** The quotes that support a value, each linked to the page it was found on. */
const evidence = (f: Field) =>
  f.evidence.length
    ? html`<details class="evidence"${f.state === 'ai' ? html` open` : ''}><summary>Evidence from your site (${f.evidence.length})</summary><ul>${f.evidence.map(
        (e) =>
          html`<li><blockquote>${e.quote}</blockquote> ${
            safeUrl(e.url) ? html`<a href="${safeUrl(e.url)}" rel="nofollow noopener noreferrer">found on ${where(e.url)}</a>` : html`found on ${where(e.url)}`
          }</li>`,
      )}</ul></details>`
    : '';

const formValue = (f: Field) => (Array.isArray(f.value) ? lines(f.value) : (f.value ?? ''));

function fieldBlock(draftId: string, name: DraftFieldName, f: Field, errors: FieldErrors) {
  const list = isListField(name);
  const restorable = ['edited', 'manual', 'override', 'deleted'].includes(f.state);
  return html`<fieldset class="draft-field" id="field-${name}"><legend>${LABELS[name]} <span class="state state-${f.state}">${STATE[f.state] ?? f.state}</span></legend>
${field({
  name: `fields.${name}`,
  label: `${LABELS[name]} value`,
  value: formValue(f),
  type: list || name === 'description' ? 'textarea' : 'text',
  rows: name === 'description' ? 8 : list ? 4 : undefined,
  max: list ? undefined : name === 'description' ? 20000 : 500,
  errors,
  aside: evidence(f),
})}
<p class="field-actions"><label><input type="checkbox" name="lock_fields" value="${name}"${f.state === 'override' ? html` checked disabled` : ''}> Lock against redrafts</label>
<button type="submit" class="secondary" formaction="/account/drafts/${draftId}/regenerate?field=${name}">Redraft from the site</button>
${restorable ? html`<button type="submit" class="secondary" formaction="/account/drafts/${draftId}/restore?field=${name}">Restore the site's value</button>` : ''}</p></fieldset>`;
}

/** What the owner changed: only fields whose value differs are sent, so the others keep their quotes. */
function changedFields(d: DraftView, body: Record<string, unknown>) {
  const fields: Record<string, string | string[] | null> = {};
  for (const name of DRAFT_FIELDS) {
    const key = `fields.${name}`;
    if (!(key in body)) continue;
    const current = d.fields[name];
    if (isListField(name)) {
      const next = fromLines(body[key]);
      if (JSON.stringify(next) !== JSON.stringify(Array.isArray(current.value) ? current.value : [])) fields[name] = next.length ? next : null;
    } else {
      const next = String(body[key] ?? '').trim();
      if (next !== (typeof current.value === 'string' ? current.value : '')) fields[name] = next || null;
    }
  }
  return fields;
}

/** The sentences a post may leave at the top of the page, by key: the address bar never carries text to show. */
const DONE: Record<string, string> = {
  saved: 'Saved.',
  nothing: 'Nothing changed.',
  redraft: 'Redrafting the field from your site; this page refreshes until it is back.',
  restored: "Restored the site's value.",
  invited: 'Invite sent.',
  'already-invited': 'That address was already invited.',
  category: 'Category set.',
};

/** Which drafter made the first draft, in words: a value in state `ai` came from it. */
const drafterName = (drafter: string | null) =>
  drafter === null
    ? null
    : drafter === 'evidence-extractor'
      ? 'the evidence extractor (rules over your pages, no AI model)'
      : `the model ${drafter.replace(/^openai:/, '')}`;

/** What submitting still needs, with the categories the site suggests as one-click choices (never set for the founder). */
function beforeSubmitting(s: Session, d: DraftView) {
  if (d.status !== 'ready' || d.submission.ready) return '';
  return html`<section class="notice" aria-labelledby="still-missing"><h2 id="still-missing">Before you can submit</h2>
<ul>${d.submission.missing.map((m) => html`<li>${m.reason}</li>`)}</ul>
${
  d.category_suggestions.length && d.submission.missing.some((m) => m.field === 'fields.categories')
    ? html`<p>Categories your site's own words suggest:</p><ul class="suggestions">${d.category_suggestions.map(
        (c) =>
          html`<li>${actionButton(s, `/account/drafts/${d.id}/category`, `Use ${c.name}`, html`<input type="hidden" name="slug" value="${c.slug}">`)} <q>${c.quote}</q></li>`,
      )}</ul>`
    : ''
}</section>`;
}

const busy = (d: DraftView) => d.status === 'crawling' || d.status === 'drafting' || Object.values(d.fields).some((f) => f.state === 'drafting');

/**
 * The founder's drafts on the site: submit a URL, watch the site being read, review each value
 * beside the quotes that support it, edit, lock, redraft or restore a field, invite co-founders,
 * and submit the draft as a listing. Every change runs the API's own operation.
 */
export function draftPages(c: PageDeps & { render: PageRenderer; ops: SiteOperations }) {
  const router = express.Router();
  router.use('/account/drafts', siteFormBody(c.render)('200kb'), signedIn(c));
  const session = (res: Response): Session => res.locals.session;

  const listPage = async (req: Request, res: Response, refusal?: Refusal, url = '') => {
    const s = session(res);
    const drafts = await myDrafts(c.readModels, s.account.id, { page: 1, perPage: 50 });
    const errors = errorsOf(refusal);
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account/drafts', title: 'Submit a product', status: refusal?.status },
      html`<p>Give us your product's website. We read it (respecting its robots.txt) and draft the listing, quoting the page each value came from. Anything your site doesn't say is left blank for you.</p>
${errorSummary(refusal, ['url'])}
${postForm(s, '/account/drafts', field({ name: 'url', label: 'Website address', type: 'url', value: url, required: true, max: 2048, hint: 'For example https://example.com', errors }), 'Read my site')}
<h2>Your drafts</h2>
${
  drafts.items.length
    ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Website</th><th scope="col">Status</th><th scope="col">Complete</th><th scope="col">Started</th></tr></thead><tbody>${drafts.items.map(
        (d) =>
          html`<tr><td><a href="/account/drafts/${d.id}">${where(d.url)}</a></td><td>${d.listing_id ? 'submitted' : d.status}</td><td>${d.completeness}%</td><td>${d.created_at.slice(0, 10)}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p>No drafts yet.</p>`
}`,
    );
  };

  router.get('/account/drafts', (req, res) => listPage(req, res));
  router.post('/account/drafts', async (req, res) => {
    const url = String(req.body.url ?? '').trim();
    const r = await c.ops.run(req, session(res), 'submit_listing', { body: { url } });
    if (!r.ok) return listPage(req, res, r, url);
    res.redirect(303, `/account/drafts/${r.body.id}`);
  });

  const draftPage = async (req: Request, res: Response, d: DraftView, refusal?: Refusal) => {
    const s = session(res);
    const errors = errorsOf(refusal);
    const title = `Draft for ${where(d.url)}`;
    const o = { session: s, area: '/account/drafts', title, status: refusal?.status };
    if (d.listing_id)
      return accountPage(
        c.render,
        req,
        res,
        o,
        html`<p>This draft was submitted as the listing <strong>${typeof d.fields.name.value === 'string' ? d.fields.name.value : ''}</strong>. <a href="/account/listings/${d.listing_id}">Manage the listing</a>.</p>`,
      );
    if (d.status === 'crawling' || d.status === 'drafting')
      return accountPage(
        c.render,
        req,
        res,
        { ...o, refreshSeconds: 2 },
        html`<p role="status">${d.status === 'crawling' ? 'Reading' : 'Drafting the listing from'} <strong>${d.url}</strong>… This page refreshes itself; it usually takes a few seconds.</p><p><a href="/account/drafts/${d.id}">Refresh now</a></p>`,
      );
    if (d.status === 'failed')
      return accountPage(
        c.render,
        req,
        res,
        o,
        html`<p class="error" role="alert">We could not read ${d.url}: ${d.failure ?? 'the site did not answer'}.</p><p><a href="/account/drafts">Try again, or try another address</a>.</p>`,
      );
    const inputs = DRAFT_FIELDS.map((f) => `fields.${f}`);
    return accountPage(
      c.render,
      req,
      res,
      { ...o, refreshSeconds: busy(d) ? 3 : undefined },
      html`${notice(DONE, req.query.done)}
${d.warnings.map((w) => html`<p class="error" role="alert">${w}</p>`)}
<p>Read from <a href="${safeUrl(d.url) ?? '#'}" rel="nofollow noopener noreferrer">${d.url}</a>. ${d.completeness}% complete${d.missing.length ? html`; missing: ${d.missing.join(', ')}` : ''}.${drafterName(d.drafter) ? html` Drafted by ${drafterName(d.drafter)}.` : ''}</p>
${beforeSubmitting(s, d)}
${errorSummary(refusal, inputs)}
<form method="post" action="/account/drafts/${d.id}" class="draft">${csrfField(s)}
${DRAFT_FIELDS.map((name) => fieldBlock(d.id, name, d.fields[name], errors))}
<p><button type="submit">Save changes</button></p></form>
${d.founders.length ? html`<h2>Founders found</h2><ul>${d.founders.map((f) => html`<li>${f.name}${f.title ? html`, ${f.title}` : ''}</li>`)}</ul>` : ''}
${d.faqs.length ? html`<h2>FAQs found</h2><dl>${d.faqs.map((f) => html`<dt>${f.question}</dt><dd>${f.answer}</dd>`)}</dl>` : ''}
<h2>Invite a co-founder</h2>
<p>They get an email with a link; once they accept, they own the listing with you. ${d.invites.sent} of 10 invites sent, ${d.invites.accepted} accepted.</p>
${postForm(s, `/account/drafts/${d.id}/invites`, field({ name: 'email', label: 'Their email address', type: 'email', required: true, max: 254, errors }), 'Send the invite')}
<h2>Submit</h2>
<p>Submitting turns the draft into your listing. You choose how it goes live next: the free queue or a paid launch.</p>
${actionButton(s, `/account/drafts/${d.id}/submit`, 'Submit the listing')}`,
    );
  };

  const withDraft = (handle: (req: Request, res: Response, d: DraftView) => Promise<unknown>) => async (req: Request, res: Response) => {
    const d = await ownDraft(c.readModels, String(req.params.id), session(res).account.id);
    if (!d)
      return accountPage(
        c.render,
        req,
        res,
        { session: session(res), area: '/account/drafts', title: 'Draft not found', status: 404 },
        html`<p>No draft of yours has this address. <a href="/account/drafts">Your drafts</a>.</p>`,
      );
    return handle(req, res, d);
  };

  const update = async (req: Request, res: Response, d: DraftView, body: Record<string, unknown>, done: string) => {
    const r = await c.ops.run(req, session(res), 'update_draft', { path: { id: d.id }, body });
    if (!r.ok) return draftPage(req, res, (await ownDraft(c.readModels, d.id, session(res).account.id)) ?? d, r);
    res.redirect(303, `/account/drafts/${d.id}?done=${done}`);
  };
  const fieldOf = (req: Request) => String(req.query.field ?? '');

  router.get(
    '/account/drafts/:id',
    withDraft((req, res, d) => draftPage(req, res, d)),
  );
  router.post(
    '/account/drafts/:id',
    withDraft((req, res, d) => {
      const fields = changedFields(d, req.body);
      const lock = ([] as string[]).concat(req.body.lock_fields ?? []).filter((f) => d.fields[f] && d.fields[f].state !== 'override');
      if (!Object.keys(fields).length && !lock.length) return Promise.resolve(res.redirect(303, `/account/drafts/${d.id}?done=nothing`));
      return update(req, res, d, { ...(Object.keys(fields).length ? { fields } : {}), ...(lock.length ? { lock_fields: lock } : {}) }, 'saved');
    }),
  );
  router.post(
    '/account/drafts/:id/regenerate',
    withDraft((req, res, d) => update(req, res, d, { regenerate: [fieldOf(req)] }, 'redraft')),
  );
  router.post(
    '/account/drafts/:id/restore',
    withDraft((req, res, d) => update(req, res, d, { restore: [fieldOf(req)] }, 'restored')),
  );
  router.post(
    '/account/drafts/:id/category',
    withDraft((req, res, d) => update(req, res, d, { fields: { categories: [String(req.body.slug ?? '')] } }, 'category')),
  );
  router.post(
    '/account/drafts/:id/invites',
    withDraft(async (req, res, d) => {
      const r = await c.ops.run(req, session(res), 'invite_cofounder', { path: { id: d.id }, body: { email: String(req.body.email ?? '') } });
      if (!r.ok) return draftPage(req, res, d, r);
      const sent = r.body.status === 'sent';
      res.redirect(303, `/account/drafts/${d.id}?done=${sent ? 'invited' : 'already-invited'}`);
    }),
  );
  router.post(
    '/account/drafts/:id/submit',
    withDraft(async (req, res, d) => {
      const r = await c.ops.run(req, session(res), 'submit_draft', { path: { id: d.id } });
      if (!r.ok) return draftPage(req, res, d, r);
      res.redirect(303, `/account/listings/${r.body.listing_id}?done=submitted`);
    }),
  );
  return router;
}
