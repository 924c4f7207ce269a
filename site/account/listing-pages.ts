import express, { type Request, type Response } from 'express';
import type { Session } from '../../api/auth/sessions.ts';
import { listedBadge } from '../../api/badges/listing-badges.ts';
import { statusOf } from '../../api/problem.ts';
import { BADGE_POLICY } from '../../domain/listing/badge.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { commentsInFeeds, interviewOf, interviewQuestions, myListings, ownListing, ownListingDoc, revenueFigure } from '../../projections/queries/index.ts';
import { callerOf } from '../kit/caller.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { actionButton, csrfField, errorSummary, errorsOf, type FieldErrors, field, fromLines, lines, postForm } from '../kit/forms.ts';
import { html, type Renderable, safeUrl } from '../kit/html.ts';
import { signedIn } from '../kit/member-pages.ts';
import { centsFromDollars, money } from '../kit/money.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import type { PageRenderer } from '../kit/render.ts';
import type { Refusal, SiteOperations } from '../kit/site-operations.ts';
import { accountPage, notice } from './account-shell.ts';
import { mediaSection } from './listing-media-section.ts';
import { statsSection } from './listing-stats-section.ts';

type Owned = NonNullable<Awaited<ReturnType<typeof ownListing>>>;

const DONE: Record<string, string> = {
  submitted: 'Submitted. Choose how it goes live: the free queue or a paid launch.',
  saved: 'Saved.',
  nothing: 'Nothing changed.',
  free: 'Queued for the free launch. Put the badge on your homepage: we check for it and schedule the launch once it is found.',
  checking: 'Checking your homepage for the badge now; this page shows what the check found.',
  scheduled:
    'Your homepage was checked less than a minute ago, and checks you ask for run at most once a minute: the next check is at the time shown below, with no need to ask again. This page then shows what it found.',
  update: 'Update posted; followers hear about it.',
  milestone: 'Milestone added.',
  'milestone-deleted': 'Milestone deleted.',
  story: 'Story saved.',
  interview: 'Interview answers saved.',
  revenue: 'Revenue recorded: the revenue board shows it as reported.',
  image: 'Image added: it is being read and checked, and shows here once kept.',
  'image-deleted': 'Image removed.',
  discussion: 'Saved: your feeds follow the choice.',
};

const STATUS: Record<string, string> = {
  draft: 'Submitted, not published: choose how it goes live',
  awaiting_badge: 'Waiting for the badge on your homepage',
  scheduled: 'Scheduled',
  live: 'Live',
};

type TextField = [string, string, number, 'text' | 'textarea' | 'email' | 'url'];

/** The copy fields an owner edits, with the contract's bounds: what the page shows first, */
const MAIN_FIELDS: TextField[] = [
  ['tagline', 'Tagline', 200, 'text'],
  ['headline', 'Headline (this site’s copy)', 200, 'text'],
  ['summary', 'Summary (this site’s copy)', 20000, 'textarea'],
  ['description', 'Description', 20000, 'textarea'],
  ['demo_video_url', 'Demo video URL', 500, 'url'],
];
/** and the rest, folded under "More details" unless one of them needs a change. */
const MORE_FIELDS: TextField[] = [
  ['short_description', 'Short description', 300, 'textarea'],
  ['pricing_model', 'Pricing model', 40, 'text'],
  ['pricing_summary', 'Pricing summary', 300, 'text'],
  ['country', 'Country (two-letter code)', 2, 'text'],
  ['city', 'City', 120, 'text'],
  ['contact_email', 'Contact email', 254, 'email'],
  ['seo_title', 'Search result title', 200, 'text'],
  ['seo_description', 'Search result description', 320, 'textarea'],
];
const TEXT_FIELDS = [...MAIN_FIELDS, ...MORE_FIELDS];
const LIST_FIELDS: [string, string][] = [
  ['features', 'Features (one per line)'],
  ['usps', 'What sets it apart (one per line)'],
  ['keywords', 'Keywords (one per line)'],
];
const STORY: [string, string][] = [
  ['title', 'Title'],
  ['story', 'The story'],
  ['why_started', 'Why you started'],
  ['problem', 'The problem'],
  ['journey', 'The journey'],
  ['challenges', 'Challenges'],
  ['achievements', 'Achievements'],
  ['lessons', 'Lessons'],
  ['whats_next', 'What’s next'],
];

/** The fields the owner's view holds in a group (as get_my_listing answers them), not under their own name. */
const GROUPED: Record<string, (l: Owned) => string | null | undefined> = {
  seo_title: (l) => l.seo.title,
  seo_description: (l) => l.seo.description,
  pricing_model: (l) => l.pricing.model,
  pricing_summary: (l) => l.pricing.summary,
  contact_email: (l) => l.links.contact_email,
  demo_video_url: (l) => l.links.demo_video,
};

function currentValue(l: Owned, name: string): string {
  const grouped = GROUPED[name];
  if (grouped) return grouped(l) ?? '';
  const v: unknown = Object.entries(l).find(([key]) => key === name)?.[1];
  return typeof v === 'string' ? v : Array.isArray(v) ? lines(v) : v === null || v === undefined ? '' : String(v);
}

/** Only the fields whose value changed are sent: an edit is an event, and its before/after is what moderators review. */
function changedFields(l: Owned, body: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  for (const [name] of TEXT_FIELDS) {
    if (!(name in body)) continue;
    const next = String(body[name] ?? '').trim();
    if (next !== currentValue(l, name)) fields[name] = next;
  }
  for (const [name] of LIST_FIELDS) {
    if (!(name in body)) continue;
    const next = fromLines(body[name]);
    if (lines(next) !== currentValue(l, name)) fields[name] = next;
  }
  if ('founded_year' in body) {
    const text = String(body.founded_year ?? '').trim();
    const next = text === '' ? null : /^\d{1,4}$/.test(text) ? Number(text) : text;
    if (String(next ?? '') !== currentValue(l, 'founded_year')) fields.founded_year = next;
  }
  return fields;
}

const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

/**
 * A founder's listings on the site: the state of each, going live (the free queue with its badge
 * and the checks made, or a paid launch through checkout), the profile and this site's copy,
 * updates, milestones, the founder story and interview. Every change runs the API's operation.
 */
export function listingPages(c: PageDeps & { render: PageRenderer; ops: SiteOperations }) {
  const router = express.Router();
  router.use('/account/listings', siteFormBody(c.render)('200kb'), signedIn(c));
  const session = (res: Response): Session => res.locals.session;

  router.get('/account/listings', async (req, res) => {
    const s = session(res);
    const mine = await myListings(c.readModels, s.account.id, { page: 1, perPage: 100 });
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account/listings', title: 'My listings' },
      mine.items.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Listing</th><th scope="col">Status</th><th scope="col">Plan</th><th scope="col">Launch week</th><th scope="col">Votes</th></tr></thead><tbody>${mine.items.map(
            (l) =>
              html`<tr><td><a href="/account/listings/${l.listing_id}">${l.name}</a></td><td>${STATUS[l.status] ?? l.status}${l.hidden ? ' (hidden by the site team)' : ''}</td><td>${l.plan ?? '—'}</td><td>${l.launch_week ?? '—'}</td><td>${l.counts.votes}</td></tr>`,
          )}</tbody></table></div>`
        : html`<p>No listings yet. <a href="/account/drafts">Submit your product</a>: we draft the listing from your site.</p>`,
    );
  });

  const goingLive = async (s: Session, l: Owned, checkoutErrors: FieldErrors): Promise<Renderable> => {
    if (l.status === 'live')
      return html`<p>Live since ${l.launched_at?.slice(0, 10) ?? l.launch_week}. <a href="/listings/${l.slug}">See it on the site</a>.</p>`;
    const doc = await ownListingDoc(c.readModels, l.listing_id, s.account.id);
    const badge = doc && l.plan === 'free' ? listedBadge(c.settings.publicUrl, doc, await c.render.siteName()) : null;
    const checks = l.badge.checks.length
      ? html`<h3>Badge checks</h3><div class="table-wrap"><table><thead><tr><th scope="col">When</th><th scope="col">Found</th><th scope="col">Detail</th></tr></thead><tbody>${[
          ...l.badge.checks,
        ]
          .reverse()
          .map((k) => html`<tr><td>${when(k.at)}</td><td>${k.found ? 'yes' : 'no'}</td><td>${k.detail}</td></tr>`)}</tbody></table></div>`
      : '';
    const free = html`<div class="plan"><h3>Free</h3><p>Your listing joins the free queue: the first launch week with room, some weeks ahead. It goes live that Monday if the “Listed on” badge links to it from your homepage. ${BADGE_POLICY.summary}</p>
${actionButton(s, `/account/listings/${l.listing_id}/free`, l.plan === 'free' ? 'Check my homepage for the badge now' : 'Choose the free launch')}</div>`;
    const paid = html`<div class="plan"><h3>Paid launch</h3><p>Live at once, or in the week you choose; the story, milestones and media sections are unlocked.</p>
${postForm(s, `/account/listings/${l.listing_id}/launch`, field({ name: 'items[0].week', label: 'Launch week (leave empty to go live at once)', type: 'date', hint: 'Any day of the week: it is snapped to its Monday.', errors: checkoutErrors }), 'Continue to checkout')}</div>`;
    if (l.status === 'scheduled')
      return html`<p>Scheduled for the week of ${l.launch_week}: it goes live on Monday ${l.launch_week} 00:00 UTC.${l.plan === 'free' ? ' Keep the badge on your homepage: it is checked weekly after launch.' : ''}</p>${checks}`;
    if (l.status === 'awaiting_badge' && badge)
      return html`<p>Booked for the free week of <strong>${l.launch_week}</strong>. Put this badge on your homepage (${l.url}): a visible, followed link to your listing. It must be found before Monday ${l.launch_week} 00:00 UTC.</p>
<div class="field"><label for="badge-snippet">Badge snippet to copy</label><textarea id="badge-snippet" readonly rows="4">${badge.embed_html}</textarea></div>
<p>Preview: <img src="${badge.svg_url}" alt="The Listed on badge"></p>
<p>${l.badge.next_check_at ? `Next check: ${when(l.badge.next_check_at)}.` : 'The first check runs within a minute.'} Once the badge is up, this button has your homepage checked at once (within a minute of the last check, a minute after it).</p>
${actionButton(s, `/account/listings/${l.listing_id}/free`, 'Check my homepage for the badge now')}${checks}${paid}`;
    return html`${l.badge.missed_week ? html`<p class="error">The free week of ${l.badge.missed_week} began before the badge was found; choose again.</p>` : ''}<div class="plans">${free}${paid}</div>${checks}`;
  };

  /** Revenue is reported here, on the site only: it is not an operation of the API. */
  const revenueSection = async (s: Session, l: Owned, errors: FieldErrors, sent?: Record<string, unknown>) => {
    const figure = await revenueFigure(c.readModels, l.listing_id);
    const now = c.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    return html`<section class="panel" id="revenue" aria-labelledby="rev-h"><h2 id="rev-h">Revenue</h2>
<p>${
      figure
        ? html`Latest figure: <strong>${money(figure.mrr_cents)} a month</strong> in ${figure.month}, ${figure.verified ? 'verified by the site team' : 'reported by you'}.`
        : 'No figure yet.'
    } The revenue board ranks live listings by their latest monthly recurring revenue, labelled <em>reported</em>; the site team marks a figure <em>verified</em> once they have checked it against your payment provider. A figure for an earlier month than the latest is not taken.</p>
${postForm(
  s,
  `/account/listings/${l.listing_id}/revenue`,
  html`${field({ name: 'mrr', label: 'Monthly recurring revenue (US dollars)', hint: 'For example 1250 or 1250.50; 0 is a figure too.', value: sent ? String(sent.mrr ?? '') : '', required: true, errors })}${field({ name: 'month', label: 'Month', hint: 'YYYY-MM, at most this month.', value: sent ? String(sent.month ?? '') : figure?.month && figure.month > lastMonth ? figure.month : lastMonth, max: 7, required: true, errors })}`,
  'Record the figure',
)}</section>`;
  };

  const listingPage = async (req: Request, res: Response, l: Owned, refusal?: Refusal, form?: string) => {
    const s = session(res);
    const errors: FieldErrors = errorsOf(refusal);
    // Several forms share field names (title, date): a refusal marks the inputs of the form that was sent.
    const of = (name: string): FieldErrors => (form === name ? errors : new Map());
    const [questions, answers] = await Promise.all([interviewQuestions(c.readModels), interviewOf(c.readModels, s.account.id)]);
    const answerOf = (id: number) => answers.find((a) => a.question_id === id)?.answer ?? '';
    const sisters = c.settings.network.sisters;
    const inputs = [
      ...TEXT_FIELDS.map(([n]) => `fields.${n}`),
      ...LIST_FIELDS.map(([n]) => `fields.${n}`),
      'fields.founded_year',
      'mrr',
      'month',
      'url',
      'caption',
    ];
    const fieldErrors: FieldErrors = new Map([...of('update_my_listing')].map(([k, v]) => [k.replace(/^fields\./, ''), v]));
    const textField = ([name, label, max, type]: TextField) =>
      field({ name, label, value: currentValue(l, name), type, max, rows: type === 'textarea' ? (max > 1000 ? 6 : 3) : undefined, errors: fieldErrors });
    // The folded parts open themselves when a field in them needs a change, so the error summary's links lead somewhere visible.
    const moreOpen = [...MORE_FIELDS.map(([n]) => n), ...LIST_FIELDS.map(([n]) => n), 'founded_year'].some((n) => fieldErrors.has(n));
    const storyErrors = new Map([...of('set_founder_story')].map(([k, v]) => [`story.${k}`, v]));
    const storyField = ([name, label]: [string, string]) =>
      field({
        name: `story.${name}`,
        label,
        value: (l.story as Record<string, string>)[name] ?? '',
        type: name === 'title' ? 'text' : 'textarea',
        max: name === 'title' ? 200 : 8000,
        rows: name === 'story' ? 5 : 3,
        errors: storyErrors,
      });
    const restOfStory = STORY.slice(2);
    const storyOpen = restOfStory.some(([k]) => (l.story as Record<string, string>)[k] || storyErrors.has(`story.${k}`));
    const sections: [string, string][] = [
      ['launch', l.status === 'live' ? 'Launch' : 'Going live'],
      ['stats', 'Stats'],
      ['profile', 'Profile'],
      ['media', 'Media'],
      ['story', 'Story'],
      ['milestones', 'Milestones'],
      ['updates', 'Updates'],
      ['revenue', 'Revenue'],
      ['discussion', 'Discussion'],
      ['interview', 'Interview'],
    ];
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account/listings', title: l.name, status: refusal?.status },
      html`${notice(DONE, req.query.done)}${errorSummary(refusal, inputs)}
<dl class="owner-summary"><div><dt>Status</dt><dd>${STATUS[l.status] ?? l.status}${l.hidden ? html` — hidden by the site team${l.hidden_reason ? html`: ${l.hidden_reason}` : ''}` : ''}</dd></div>
<div><dt>Plan</dt><dd>${l.plan ?? 'not chosen'}</dd></div><div><dt>Launch week</dt><dd>${l.launch_week ?? '—'}</dd></div>
<div><dt>Public page</dt><dd>${l.public_status ? html`<a href="/listings/${l.slug}">/listings/${l.slug}</a>` : 'not published yet'}</dd></div>
<div><dt>Votes · views · followers</dt><dd>${l.counts.votes} · ${l.counts.views} · ${l.counts.followers}</dd></div></dl>
<div class="owner-layout"><nav class="toc" aria-label="On this page"><ul>${sections.map(([id, label]) => html`<li><a href="#${id}">${label}</a></li>`)}</ul></nav>
<div class="owner-sections">
<section class="panel" id="launch" aria-labelledby="live-h"><h2 id="live-h">${l.status === 'live' ? 'Launch' : 'Going live'}</h2>${await goingLive(s, l, of('create_checkout'))}</section>
${statsSection(l.stats)}
<section class="panel" id="profile" aria-labelledby="edit-h"><h2 id="edit-h">Profile</h2>
<form method="post" action="/account/listings/${l.listing_id}/edit">${csrfField(s)}
${MAIN_FIELDS.map(textField)}
<details class="more-fields"${moreOpen ? html` open` : ''}><summary>More details: pricing, location, contact, features and search copy</summary>
${MORE_FIELDS.map(textField)}
${field({ name: 'founded_year', label: 'Founded (year)', value: currentValue(l, 'founded_year'), type: 'number', min: 1800, max: 2100, errors: fieldErrors })}
${LIST_FIELDS.map(([name, label]) => field({ name, label, value: currentValue(l, name), type: 'textarea', rows: 4, errors: fieldErrors }))}</details>
${
  sisters.length
    ? html`<fieldset><legend>Also send the headline, summary and search copy changed here to</legend>${sisters.map(
        (k) => html`<label><input type="checkbox" name="apply_to" value="${k}"> ${k}</label>`,
      )}</fieldset>`
    : ''
}
<div class="form-actions"><button type="submit">Save the profile</button></div></form></section>
${mediaSection(s, l, of('add_gallery_image'))}
<section class="panel" id="story" aria-labelledby="story-h"><h2 id="story-h">Founder story</h2>${l.sections.story?.shown_publicly ? '' : html`<p class="hint">Shown publicly with a paid launch or once unlocked.</p>`}
${postForm(
  s,
  `/account/listings/${l.listing_id}/story`,
  html`${STORY.slice(0, 2).map(storyField)}<details class="more-fields"${storyOpen ? html` open` : ''}><summary>More sections: why you started, the problem, the journey…</summary>${restOfStory.map(storyField)}</details>`,
  'Save the story',
)}</section>
<section class="panel" id="milestones" aria-labelledby="ms-h"><h2 id="ms-h">Milestones</h2>${l.sections.milestones?.shown_publicly ? '' : html`<p class="hint">Shown publicly with a paid launch or once unlocked; you can prepare them now.</p>`}
${
  l.milestones.length
    ? html`<ul class="milestone-list">${l.milestones.map(
        (m) =>
          html`<li><span><strong>${m.date}</strong> ${m.title}${m.url && safeUrl(m.url) ? html` (<a href="${safeUrl(m.url)}" rel="nofollow noopener">link</a>)` : ''}</span> ${actionButton(s, `/account/listings/${l.listing_id}/milestones/${m.milestone_id}/delete`, 'Delete')}</li>`,
      )}</ul>`
    : html`<p class="empty">No milestones yet: the first customer, a funding round, a big release.</p>`
}
${postForm(
  s,
  `/account/listings/${l.listing_id}/milestones`,
  html`<div class="field-row">${field({ name: 'date', label: 'Date', type: 'date', required: true, errors: of('add_milestone') })}${field({ name: 'title', label: 'Milestone', max: 200, required: true, errors: of('add_milestone') })}</div>${field({ name: 'description', label: 'Details (optional)', type: 'textarea', max: 2000, rows: 2, errors: of('add_milestone') })}${field({ name: 'url', label: 'Link (optional, https)', type: 'url', max: 500, errors: of('add_milestone') })}`,
  'Add the milestone',
)}</section>
<section class="panel" id="updates" aria-labelledby="upd-h"><h2 id="upd-h">Post an update</h2><p class="hint">Followers get it by email; it shows on your listing and in the site’s latest updates.</p>
${postForm(
  s,
  `/account/listings/${l.listing_id}/updates`,
  html`${field({ name: 'update_title', label: 'Title', max: 200, required: true, errors: new Map([...of('post_listing_update')].map(([k, v]) => [k === 'title' ? 'update_title' : k, v])) })}${field({ name: 'update_body', label: 'What’s new', type: 'textarea', max: 5000, required: true, rows: 5, errors: new Map([...of('post_listing_update')].map(([k, v]) => [k === 'body' ? 'update_body' : k, v])) })}`,
  'Post the update',
)}</section>
${await revenueSection(s, l, of('report_revenue'), form === 'report_revenue' ? req.body : undefined)}
<section class="panel" id="discussion" aria-labelledby="disc-h"><h2 id="disc-h">Discussion</h2><p class="hint">People comment under your listing; your replies are marked “Maker”. Its Atom and JSON feeds (<a href="/listings/${l.slug}/feed.atom">Atom</a>, <a href="/listings/${l.slug}/feed.json">JSON</a>) carry your updates, and its comments too when you allow it.</p>
${postForm(
  s,
  `/account/listings/${l.listing_id}/discussion`,
  html`<div class="field-actions"><label><input type="checkbox" name="comments_in_feeds" value="yes"${(await commentsInFeeds(c.readModels, l.listing_id)) ? html` checked` : ''}> Include comments in the listing's feeds</label></div>`,
  'Save the choice',
)}</section>
<section class="panel" id="interview" aria-labelledby="iv-h"><h2 id="iv-h">Interview</h2><p class="hint">Your answers show on your listings and your founder page.</p>
${
  questions.length
    ? postForm(
        s,
        `/account/listings/${l.listing_id}/interview`,
        questions.map((q) =>
          field({
            name: `answer.${q.question_id}`,
            label: q.question,
            value: answerOf(q.question_id),
            type: 'textarea',
            max: 5000,
            rows: 3,
            errors: of('answer_interview'),
          }),
        ),
        'Save my answers',
      )
    : html`<p>The site team has not set interview questions yet.</p>`
}</section></div></div>`,
    );
  };

  const withListing = (handle: (req: Request, res: Response, l: Owned) => Promise<unknown>) => async (req: Request, res: Response) => {
    const id = Number(req.params.id);
    const l = Number.isSafeInteger(id) && id > 0 ? await ownListing(c.readModels, id, session(res).account.id, c.clock.now()) : null;
    if (!l)
      return accountPage(
        c.render,
        req,
        res,
        { session: session(res), area: '/account/listings', title: 'Listing not found', status: 404 },
        html`<p>None of your listings has this address. <a href="/account/listings">Your listings</a>.</p>`,
      );
    return handle(req, res, l);
  };

  /** Runs an operation for the listing; a refusal shows the page again with what to fix, a success its notice. */
  const act = (name: Parameters<SiteOperations['run']>[2], input: (req: Request, l: Owned) => { path?: object; body?: unknown } | 'nothing', done: string) =>
    withListing(async (req, res, l) => {
      const given = input(req, l);
      if (given === 'nothing') return res.redirect(303, `/account/listings/${l.listing_id}?done=nothing`);
      const r = await c.ops.run(req, session(res), name, given);
      if (!r.ok) return listingPage(req, res, (await ownListing(c.readModels, l.listing_id, session(res).account.id, c.clock.now())) ?? l, r, name);
      res.redirect(303, `/account/listings/${l.listing_id}?done=${done}`);
    });
  const at = (l: Owned) => ({ listing_id: l.listing_id });

  router.get(
    '/account/listings/:id',
    withListing((req, res, l) => listingPage(req, res, l)),
  );
  router.post(
    '/account/listings/:id/edit',
    act(
      'update_my_listing',
      (req, l) => {
        const fields = changedFields(l, req.body);
        if (!Object.keys(fields).length) return 'nothing';
        const applyTo = ([] as string[]).concat(req.body.apply_to ?? []);
        return { path: at(l), body: { fields, ...(applyTo.length ? { apply_to: applyTo } : {}) } };
      },
      'saved',
    ),
  );
  router.post(
    '/account/listings/:id/free',
    withListing(async (req, res, l) => {
      const r = await c.ops.run(req, session(res), 'choose_free_listing', { path: at(l) });
      if (!r.ok) return listingPage(req, res, l, r, 'choose_free_listing');
      const done = l.plan !== 'free' ? 'free' : r.body.checking_now ? 'checking' : 'scheduled';
      res.redirect(303, `/account/listings/${l.listing_id}?done=${done}`);
    }),
  );
  router.post(
    '/account/listings/:id/launch',
    withListing(async (req, res, l) => {
      const week = String(req.body['items[0].week'] ?? '').trim();
      const r = await c.ops.run(req, session(res), 'create_checkout', {
        body: { items: [{ product: 'launch', listing_id: l.listing_id, ...(week ? { week } : {}) }] },
      });
      if (!r.ok) return listingPage(req, res, l, r, 'create_checkout');
      const to = new URL(r.body.checkout_url);
      res.redirect(303, `${to.pathname}${to.search}`);
    }),
  );
  router.post(
    '/account/listings/:id/updates',
    act(
      'post_listing_update',
      (req, l) => ({ path: at(l), body: { title: String(req.body.update_title ?? '').trim(), body: String(req.body.update_body ?? '').trim() } }),
      'update',
    ),
  );
  router.post(
    '/account/listings/:id/milestones',
    act(
      'add_milestone',
      (req, l) => {
        const body: Record<string, string> = { date: String(req.body.date ?? ''), title: String(req.body.title ?? '').trim() };
        for (const k of ['description', 'url']) if (String(req.body[k] ?? '').trim()) body[k] = String(req.body[k]).trim();
        return { path: at(l), body };
      },
      'milestone',
    ),
  );
  router.post(
    '/account/listings/:id/milestones/:milestone/delete',
    act('delete_milestone', (req, l) => ({ path: { ...at(l), milestone_id: String(req.params.milestone) } }), 'milestone-deleted'),
  );
  router.post(
    '/account/listings/:id/images',
    act(
      'add_gallery_image',
      (req, l) => {
        const caption = String(req.body.caption ?? '').trim();
        return { path: at(l), body: { url: String(req.body.url ?? '').trim(), ...(caption ? { caption } : {}) } };
      },
      'image',
    ),
  );
  router.post(
    '/account/listings/:id/images/:image/delete',
    act('delete_gallery_image', (req, l) => ({ path: { ...at(l), image_id: String(req.params.image) } }), 'image-deleted'),
  );
  router.post(
    '/account/listings/:id/story',
    act(
      'set_founder_story',
      (req, l) => ({
        path: at(l),
        body: Object.fromEntries(STORY.flatMap(([k]) => (String(req.body[`story.${k}`] ?? '').trim() ? [[k, String(req.body[`story.${k}`]).trim()]] : []))),
      }),
      'story',
    ),
  );
  router.post(
    '/account/listings/:id/interview',
    act(
      'answer_interview',
      (req) => ({
        body: {
          answers: Object.entries(req.body as Record<string, unknown>).flatMap(([k, v]) =>
            /^answer\.\d+$/.test(k) && String(v ?? '').trim() ? [{ question_id: Number(k.slice(7)), answer: String(v).trim() }] : [],
          ),
        },
      }),
      'interview',
    ),
  );
  router.post(
    '/account/listings/:id/discussion',
    withListing(async (req, res, l) => {
      try {
        const r = await c.actions.run(
          'chooseDiscussionFeeds',
          { listingId: l.listing_id, commentsInFeeds: req.body.comments_in_feeds === 'yes' },
          callerOf(req, session(res)),
        );
        res.redirect(303, `/account/listings/${l.listing_id}?done=${r.changed ? 'discussion' : 'nothing'}#discussion`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return listingPage(req, res, l, { status: statusOf(error), message: error.message, issues: error.issues });
      }
    }),
  );
  router.post(
    '/account/listings/:id/revenue',
    withListing(async (req, res, l) => {
      const s = session(res);
      const refuse = (refusal: Refusal) => listingPage(req, res, l, refusal, 'report_revenue');
      const mrrCents = centsFromDollars(req.body.mrr);
      if (mrrCents === null)
        return refuse({
          status: 400,
          message: 'Some fields need a change.',
          issues: [{ field: 'mrr', message: 'enter US dollars a month, like 1250 or 1250.50' }],
        });
      try {
        const r = await c.actions.run('reportRevenue', { listingId: l.listing_id, mrrCents, month: String(req.body.month ?? '') }, callerOf(req, s));
        res.redirect(303, `/account/listings/${l.listing_id}?done=${r.changed ? 'revenue' : 'nothing'}`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // The decision names the amount in cents; the form asks for dollars.
        const issues = error.issues.map((i) => (i.field === 'mrrCents' ? { field: 'mrr', message: 'must be from 0 to 1,000,000,000 dollars' } : i));
        return refuse({ status: statusOf(error), message: issues.length ? 'Some fields need a change.' : error.message, issues });
      }
    }),
  );
  return router;
}
