// Generated from schemas/openapi.yaml by `npm run generate`; do not edit.

/**
 * One image of the media gallery as its owners follow it.
 */
export interface AddGalleryImageOutput {
/**
 * Names the image within its listing; never given to another.
 */
image_id: number
/**
 * The address it was read from.
 */
source: string
origin: ("owner" | "og_image")
caption: (string | null)
status: ("reading" | "kept" | "refused")
/**
 * This site's copy, once kept; null while it is read or when it was refused.
 */
image: ({
url: string
width: number
height: number
} | null)
/**
 * Why it was refused: not an image, too large or small, unreachable, a private address, robots.txt.
 */
reason: (string | null)
added_at: string
}

/**
 * A milestone as answered; `milestone_id` names it within its listing and is never given to another milestone.
 */
export interface AddMilestoneOutput {
milestone_id: number
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}

export interface AnswerInterviewOutput {
items: {
question_id?: number
question?: string
answer?: string
}[]
}

export interface ChooseFreeListingOutput {
listing_id: number
slug: string
/**
 * Where a listing is on its way to launch, and what moves it there: `draft`: saved, not published (`submit_draft`; event `ListingSubmitted`). `awaiting_badge`: the free plan is chosen and the listing waits for the badge on its homepage (`choose_free_listing`; `FreePlanChosen`). `scheduled`: a launch week is set, shown as `upcoming` in public reads (the badge checker found the badge, `BadgeVerified`; or a paid launch in a future week, `LaunchScheduled`). `live`: launched (the launch scheduler when the week begins, Monday 00:00 UTC, or a paid launch at once; `ListingWentLive`). Back to `draft`: a free listing whose week began without its badge found (`FreeLaunchMissed`); it may choose the free plan again. Apart from the status, the site team can hide a listing (`hidden`; events `ListingHidden`, `ListingUnhidden`): a hidden listing is in no public read, and its owners still see it.
 */
status: ("draft" | "awaiting_badge" | "scheduled" | "live")
plan?: ("free" | "paid" | null)
launch_week: (string | null)
/**
 * Where the badge must be.
 */
homepage?: string
badge: ({
/**
 * The badge was found before launch.
 */
verified?: boolean
verified_at?: (string | null)
/**
 * The latest checks (at most 10), oldest first.
 */
checks?: {
at?: string
found?: boolean
/**
 * The page that was read (after redirects).
 */
url?: string
/**
 * What was found, or why it did not count.
 */
detail?: string
}[]
next_check_at?: (string | null)
/**
 * Consecutive misses (after launch two flag the listing).
 */
misses?: number
/**
 * The badge went missing after launch; the site team is told.
 */
flagged?: boolean
/**
 * The last free launch week missed for want of the badge.
 */
missed_week?: (string | null)
} & {
kind?: "listed"
/**
 * What the badge must link to.
 */
listing_url?: string
svg_url?: string
/**
 * The snippet to paste on the homepage.
 */
embed_html?: string
})
/**
 * This call has the homepage checked for the badge at once (the result shows in get_my_listing within seconds).
 */
checking_now: boolean
/**
 * When the homepage is next checked for the badge (null once there is nothing left to check). Asked for within a minute of the last check, the check is not dropped: this call schedules it a minute after that one (checks asked for run at most once a minute), and this is its time; no need to call again. next_step says the same in words.
 */
next_check_at: (string | null)
/**
 * What to do now, in words an agent can pass on.
 */
next_step: string
policy: string
}

export interface ClaimListingOutput {
claim_id: number
slug: string
listing_id: number
method: ("dns" | "meta" | "file" | "email")
/**
 * `pending`: made by claim_listing (event `ClaimStarted`), waiting for its evidence. `verified`: verify_claim found the DNS record, meta tag or file, or the claimant opened the emailed link (event `ClaimVerified`; the claimant then co-owns the listing). `expired`: still pending 7 days after it was made (read off the clock; nothing is recorded); start a new claim.
 */
status: ("pending" | "verified" | "expired")
/**
 * For an email claim: where the link was sent.
 */
email?: (string | null)
/**
 * What to publish and where (or where the link was sent), in words to pass on.
 */
instructions: string
/**
 * Exactly what to publish: `dns`: `{type: TXT, name, value}`; `meta`: `{page, tag}`; `file`: `{url, content}`; `email`: `{sent_to}`.
 */
record: {
type?: string
name?: string
value?: string
page?: string
tag?: string
url?: string
content?: string
sent_to?: (string | null)
}
created_at?: string
/**
 * A pending claim expires then (7 days after it was made).
 */
expires_at: string
verified_at?: (string | null)
/**
 * When verify_claim last looked.
 */
checked_at?: (string | null)
/**
 * What the last check found instead of the evidence.
 */
failure?: (string | null)
checks?: {
at?: string
found?: boolean
detail?: string
}[]
/**
 * What to do now, in words an agent can pass on.
 */
next_step: string
}

export interface CompareListingsOutput {
a: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}
b: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}
/**
 * Category slugs both listings are in.
 */
shared_categories?: string[]
rows: {
attribute: string
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
a: (string | number | string[] | null)
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
b: (string | number | string[] | null)
}[]
}

export interface CreateCheckoutOutput {
number: string
status: "pending"
/**
 * The page where the person reviews the order, gives billing details and pays. Hand it over; never ask for card details.
 */
checkout_url: string
/**
 * Unpaid by then, the order expires and gives back the weeks it held.
 */
expires_at?: string
lines?: {
/**
 * The item's place in the request, from 1.
 */
line_id: number
product: string
description: string
listing_id?: (number | null)
week?: string
categories?: string[]
unit_price_cents: number
quantity: number
total_cents: number
fulfilled?: boolean
/**
 * What fulfilling the line did.
 */
fulfilment?: (string | null)
/**
 * Taken back after a refund.
 */
reversed?: boolean
}[]
/**
 * VAT, with the seller in an EU member state (site setting `seller_country`): the seller's rate at home, business or not; another member state: reverse charge (0 %, with `legal_mention`) for a business with a valid VAT number of that state, otherwise that state's rate; outside the EU: no EU VAT. VAT numbers are checked for format and check digits, and with VIES when configured; when VIES cannot answer, VAT is charged. Rates: the standard rates of the member states, kept in the repository with their source and date.
 */
totals?: {
subtotal_cents: number
/**
 * Percent; null until the billing country is known.
 */
vat_rate?: (number | null)
vat_cents: number
total_cents: number
currency: "USD"
reverse_charge?: boolean
vat_rule?: ("domestic" | "eu-consumer" | "reverse-charge" | "outside-eu" | "country-unknown")
vat_note?: string
legal_mention?: (string | null)
}
next_step?: string
}

export type CreateWebhookOutput = ({
webhook_id: string
url: string
event_types: ("listing.scheduled" | "listing.live" | "listing.updated" | "badge.missing" | "claim.verified" | "order.paid" | "award.won" | "review.posted" | "comment.posted")[]
/**
 * disabled: every delivery failed for a day; nothing more is sent.
 */
status: ("active" | "disabled")
created_at: string
disabled_reason: (string | null)
last_delivery_at: (string | null)
} & {
secret: string
})

export interface DeleteGalleryImageOutput {
deleted: boolean
image_id: number
}

export interface DeleteMilestoneOutput {
deleted: boolean
milestone_id?: number
}

export interface DeleteWebhookOutput {
deleted: true
webhook_id: string
}

export interface GetAccountOutput {
id: string
email: string
name?: (string | null)
/**
 * `admin`: a member of the site team.
 */
role?: ("user" | "admin")
scopes: string[]
credential: {
/**
 * `session`: a person signed in on the site.
 */
kind?: ("api_key" | "oauth_token" | "session")
/**
 * The id of the API key, or of the OAuth client.
 */
id?: string
expires_at?: (string | null)
}
}

export type GetAlternativesOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: ({
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
} & {
/**
 * Approved by the listing's owner.
 */
approved: boolean
})[]
})

export interface GetBadgesOutput {
listing: string
/**
 * The badge kind the free plan's homepage badge must be (see choose_free_listing).
 */
free_plan_badge?: "listed"
selected?: {
shape?: string
mode?: string
size?: string
}
items: {
kind: ("listed" | "launched" | "featured" | "verified" | "launch-of-the-week")
name: string
/**
 * The badge in the selected style.
 */
svg_url: string
/**
 * Ready HTML linking back to the listing.
 */
embed_html: string
/**
 * The SVG URL in every shape, mode and size.
 */
styles?: {
shape?: string
mode?: string
size?: string
svg_url?: string
}[]
}[]
}

export interface GetBlogPostOutput {
slug: string
title: string
summary?: string
markdown: string
faqs: {
question: string
answer: string
}[]
author?: string
tags?: string[]
published_at?: string
}

export type GetCategoryOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
slug: string
name: string
description?: string
faqs?: {
question: string
answer: string
}[]
/**
 * What compare_listings sets side by side for listings of this category.
 */
attributes?: string[]
parent?: ({
slug?: string
name?: string
} | null)
subcategories?: {
slug: string
name: string
live_listings: number
}[]
/**
 * Live listings in this category and its subcategories.
 */
live_listings?: number
/**
 * Listings of this primary category featured this launch week (paid, labelled "Featured · paid").
 */
featured?: ({
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
} & {
paid: true
/**
 * Featured · paid
 */
label: string
})[]
/**
 * Live listings, most voted first.
 */
items: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}[]
})

export interface GetDraftOutput {
id: string
url: string
/**
 * `failed` carries `failure` with a reason a person understands.
 */
status: ("crawling" | "drafting" | "ready" | "failed")
failure?: (string | null)
/**
 * What the owner should know about the page read, in a sentence each. A submitted address that is an article (news story, blog post), a store or marketplace listing, or a page that shows nothing without JavaScript gets a warning saying so, and its product fields are left blank rather than filled from it.
 */
warnings?: string[]
/**
 * The language the submitted page declares (`html lang`, else `og:locale`), e.g. `de`.
 */
language?: (string | null)
fields?: {
[k: string]: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
value: (string | number | string[] | null)
/**
 * `ai`: drafted from the site, with its quotes. `not_found`: the site does not say; left blank. `edited`: the owner changed the AI's value. `manual`: the owner filled a field the AI left blank. `override`: locked against redrafts. `deleted`: removed by the owner. `drafting`: being redrafted on request (`regenerate`); the current value stays until the AI answers, usually within seconds.
 */
state: ("ai" | "not_found" | "edited" | "manual" | "override" | "deleted" | "drafting")
evidence: {
/**
 * Exact text from the site.
 */
quote: string
url: string
}[]
}
}
faqs?: {
question: string
answer: string
}[]
founders?: {
name: string
title?: string
bio?: string
}[]
company_socials?: {
[k: string]: string
}
founder_socials?: {
[k: string]: string
}
story?: {
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
}
/**
 * Items: A milestone as answered; `milestone_id` names it within its listing and is never given to another milestone.
 */
milestones?: {
milestone_id: number
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}[]
/**
 * The main competitor's website the owner gave (update_draft).
 */
competitor_url?: (string | null)
/**
 * The competitor's site read and set beside the draft; null without a competitor.
 */
competitor?: ({
url?: string
status?: ("reading" | "read" | "failed")
failure?: (string | null)
/**
 * What the competitor's site states, by profile field, each with its quotes.
 */
facts?: {
[k: string]: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
value?: (string | number | string[] | null)
evidence?: {
quote?: string
url?: string
}[]
}
}
/**
 * Once read.
 */
comparison?: ({
shared_features?: string[]
/**
 * Features this draft states and the competitor's site does not.
 */
only_ours?: string[]
only_theirs?: string[]
pricing?: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
ours?: (string | number | string[] | null)
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
theirs?: (string | number | string[] | null)
}
pricing_model?: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
ours?: (string | number | string[] | null)
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
theirs?: (string | number | string[] | null)
}
} | null)
} | null)
seo?: {
title?: string
meta?: string
}
completeness?: number
/**
 * Profile fields still blank.
 */
missing?: string[]
/**
 * What made the first draft: `evidence-extractor` (rules over the pages read, no model) or `openai:<model>` (`openai` alone on drafts made before the model was recorded). A field in state `ai` was drafted by it; null until the first draft.
 */
drafter?: (string | null)
/**
 * Whether submit_draft would take the draft now; if not, what is missing and why, in the words submit_draft refuses with.
 */
submission?: {
ready: boolean
missing: {
field: string
reason: string
}[]
}
/**
 * Up to three categories the site's own words suggest, each with the sentence that suggests it. Suggestions only: they are never written into the draft; set `fields.categories` with update_draft to take one.
 * 
 * @maxItems 3
 */
category_suggestions?: {
slug: string
name: string
/**
 * The sentence of the site that suggests it.
 */
quote: string
/**
 * The page it is on.
 */
url: string
}[]
listing_id?: (number | null)
/**
 * Co-founder invites sent from this draft, and how many were accepted.
 */
invites?: {
sent?: number
accepted?: number
}
created_at?: string
updated_at?: string
}

export type GetFounderOutput = ({
slug: string
name: string
title?: (string | null)
country?: (string | null)
} & {
bio?: (string | null)
socials?: {
[k: string]: string
}
companies: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}[]
/**
 * The founder stories published with their companies' listings (paid or unlocked).
 */
stories: ({
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
} & {
/**
 * The listing's slug.
 */
listing: string
})[]
/**
 * Their answers to the site's interview questions.
 */
interview?: {
question_id: number
question: string
answer: string
}[]
})

export interface GetLaunchWeekOutput {
/**
 * The Monday.
 */
week: string
starts_at: string
ends_at: string
/**
 * Live launches of the week, ranked by community votes.
 */
items: ({
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
} & {
rank?: number
})[]
/**
 * Launches scheduled for the week that are not live yet.
 */
scheduled: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}[]
status?: ("upcoming" | "running" | "closed")
/**
 * Listings featured in this week: a paid placement, always labelled "Featured · paid".
 */
featured?: ({
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
} & {
paid: true
/**
 * Featured · paid
 */
label: string
})[]
/**
 * The free plan's slots in this week (null once the week is over). Every week from the current one to the end of the free queue's window exists, empty or not; a week outside it without launches is 404.
 */
free_slots?: ({
capacity?: number
booked?: number
left?: number
/**
 * Whether choose_free_listing books this week today (it lies in the free queue's window).
 */
bookable_now?: boolean
} | null)
}

export type GetLeaderboardOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
board: ("community-weekly" | "community-all-time" | "billboard" | "domain-rating" | "revenue")
/**
 * True for the billboard, a ranking by money contributed.
 */
paid: boolean
/**
 * What `metric` counts on each item.
 */
metric: ("votes" | "contributed_cents" | "domain_rating" | "mrr_cents")
/**
 * What the board ranks, in words fit to show above it.
 */
description: string
/**
 * The Monday of the week shown (`community-weekly` only).
 */
week?: (string | null)
items: {
rank: number
listing: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}
metric: number
/**
 * On every billboard item.
 */
label?: "PAID"
/**
 * `domain-rating` only: the latest measurement against the one before.
 */
trend?: ("up" | "down" | "flat")
/**
 * `revenue` only: the month the figure is for.
 */
month?: (string | null)
/**
 * `revenue` only.
 */
verified?: boolean
/**
 * `revenue` only: checked against the payment provider, or reported by the company.
 */
source?: ("verified" | "reported")
}[]
})

/**
 * A published listing as the public sees it.
 */
export type GetListingOutput = ({
listing_id?: number
slug: string
name: string
/**
 * The product's website, as submitted.
 */
url: string
/**
 * The website's domain (what claims and sister sites match on).
 */
domain?: string
/**
 * The Monday of its launch week, once one is set.
 */
launch_week?: (string | null)
/**
 * When it went live; null before.
 */
launched_at?: (string | null)
votes: number
followers?: number
short_description?: (string | null)
/**
 * The product's stage as its site states it (for example "beta").
 */
stage?: (string | null)
tags?: string[]
/**
 * ISO 3166 two-letter code.
 */
country?: (string | null)
city?: (string | null)
founded_year?: (number | null)
/**
 * What sets the product apart.
 */
usps?: string[]
keywords?: string[]
/**
 * The logo as the product's site publishes it.
 */
logo_url?: (string | null)
/**
 * This site's headline for the listing.
 */
headline?: (string | null)
/**
 * This site's summary of the listing.
 */
summary?: (string | null)
tagline?: (string | null)
description?: (string | null)
features?: string[]
seo?: {
title?: (string | null)
description?: (string | null)
}
/**
 * The founders' answers to the site's interview questions.
 */
interview?: {
question_id?: number
question?: string
answer?: string
founder?: (string | null)
}[]
pricing?: {
model?: (string | null)
summary?: (string | null)
}
categories: {
slug?: string
name?: string
/**
 * The parent category's slug for a subcategory.
 */
parent?: (string | null)
primary?: boolean
}[]
founders?: {
name: string
title?: (string | null)
bio?: (string | null)
/**
 * Their founder profile (get_founder), when they have one.
 */
founder_slug?: (string | null)
}[]
faqs?: {
question: string
answer: string
}[]
socials?: {
[k: string]: string
}
latest_updates?: {
update_id?: number
title: string
body: string
published_at?: string
}[]
/**
 * Comments and replies shown in its discussion (list_comments).
 */
comment_count?: number
/**
 * From genuine reviews only, written on the site by signed-in people with a confirmed address who do not own the listing; reviews the site team hid do not count.
 */
community_rating?: {
/**
 * The mean rating of the visible reviews to one decimal; null without any.
 */
average: (number | null)
count: number
}
/**
 * Launch of the Week awards, granted when the listing's week closed, by community votes only.
 */
awards?: {
week?: string
place?: number
title?: string
}[]
/**
 * A third-party SEO metric, with its recent trend.
 */
domain_rating?: {
value?: (number | null)
trend?: {
date?: string
value?: number
}[]
}
links?: {
website?: string
demo_video?: (string | null)
contact_email?: (string | null)
}
/**
 * Only on paid listings or once the section is unlocked.
 */
story?: {
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
}
/**
 * Only on paid listings or once the section is unlocked; newest first.
 * 
 * Items: A milestone as answered; `milestone_id` names it within its listing and is never given to another milestone.
 */
milestones?: {
milestone_id: number
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}[]
/**
 * Only on paid listings or once the section is unlocked (the owners always see it), and only when it has an image or a video: the gallery's kept images, served from this site, and the demo video's address.
 */
media?: {
/**
 * @maxItems 8
 */
images: {
image_id: number
/**
 * A path on this site, such as `/images/3f2a…`.
 */
url: string
width: number
height: number
caption: (string | null)
/**
 * Added by an owner, or the homepage's og:image.
 */
origin: ("owner" | "og_image")
}[]
/**
 * The demo video's address (demo_video_url).
 */
video: (string | null)
}
/**
 * Facts the company's own site did not state, left blank on purpose.
 */
not_found_on_website: string[]
} & {
status?: ("live" | "upcoming")
})

/**
 * The owner view: everything public (as in get_listing, with the story and milestones always shown to the owners) and the listing's state. Owners are the account that submitted it and co-founders who joined its draft by invite (and, later, verified claims); anyone else gets 404.
 */
export type GetMyListingOutput = ({
listing_id?: number
slug: string
name: string
/**
 * The product's website, as submitted.
 */
url: string
/**
 * The website's domain (what claims and sister sites match on).
 */
domain?: string
/**
 * The Monday of its launch week, once one is set.
 */
launch_week?: (string | null)
/**
 * When it went live; null before.
 */
launched_at?: (string | null)
votes: number
followers?: number
short_description?: (string | null)
/**
 * The product's stage as its site states it (for example "beta").
 */
stage?: (string | null)
tags?: string[]
/**
 * ISO 3166 two-letter code.
 */
country?: (string | null)
city?: (string | null)
founded_year?: (number | null)
/**
 * What sets the product apart.
 */
usps?: string[]
keywords?: string[]
/**
 * The logo as the product's site publishes it.
 */
logo_url?: (string | null)
/**
 * This site's headline for the listing.
 */
headline?: (string | null)
/**
 * This site's summary of the listing.
 */
summary?: (string | null)
tagline?: (string | null)
description?: (string | null)
features?: string[]
seo?: {
title?: (string | null)
description?: (string | null)
}
/**
 * The founders' answers to the site's interview questions.
 */
interview?: {
question_id?: number
question?: string
answer?: string
founder?: (string | null)
}[]
pricing?: {
model?: (string | null)
summary?: (string | null)
}
categories: {
slug?: string
name?: string
/**
 * The parent category's slug for a subcategory.
 */
parent?: (string | null)
primary?: boolean
}[]
founders?: {
name: string
title?: (string | null)
bio?: (string | null)
/**
 * Their founder profile (get_founder), when they have one.
 */
founder_slug?: (string | null)
}[]
faqs?: {
question: string
answer: string
}[]
socials?: {
[k: string]: string
}
latest_updates?: {
update_id?: number
title: string
body: string
published_at?: string
}[]
/**
 * Comments and replies shown in its discussion (list_comments).
 */
comment_count?: number
/**
 * From genuine reviews only, written on the site by signed-in people with a confirmed address who do not own the listing; reviews the site team hid do not count.
 */
community_rating?: {
/**
 * The mean rating of the visible reviews to one decimal; null without any.
 */
average: (number | null)
count: number
}
/**
 * Launch of the Week awards, granted when the listing's week closed, by community votes only.
 */
awards?: {
week?: string
place?: number
title?: string
}[]
/**
 * A third-party SEO metric, with its recent trend.
 */
domain_rating?: {
value?: (number | null)
trend?: {
date?: string
value?: number
}[]
}
links?: {
website?: string
demo_video?: (string | null)
contact_email?: (string | null)
}
/**
 * Only on paid listings or once the section is unlocked.
 */
story?: {
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
}
/**
 * Only on paid listings or once the section is unlocked; newest first.
 * 
 * Items: A milestone as answered; `milestone_id` names it within its listing and is never given to another milestone.
 */
milestones?: {
milestone_id: number
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}[]
/**
 * Only on paid listings or once the section is unlocked (the owners always see it), and only when it has an image or a video: the gallery's kept images, served from this site, and the demo video's address.
 */
media?: {
/**
 * @maxItems 8
 */
images: {
image_id: number
/**
 * A path on this site, such as `/images/3f2a…`.
 */
url: string
width: number
height: number
caption: (string | null)
/**
 * Added by an owner, or the homepage's og:image.
 */
origin: ("owner" | "og_image")
}[]
/**
 * The demo video's address (demo_video_url).
 */
video: (string | null)
}
/**
 * Facts the company's own site did not state, left blank on purpose.
 */
not_found_on_website: string[]
} & {
/**
 * Where a listing is on its way to launch, and what moves it there: `draft`: saved, not published (`submit_draft`; event `ListingSubmitted`). `awaiting_badge`: the free plan is chosen and the listing waits for the badge on its homepage (`choose_free_listing`; `FreePlanChosen`). `scheduled`: a launch week is set, shown as `upcoming` in public reads (the badge checker found the badge, `BadgeVerified`; or a paid launch in a future week, `LaunchScheduled`). `live`: launched (the launch scheduler when the week begins, Monday 00:00 UTC, or a paid launch at once; `ListingWentLive`). Back to `draft`: a free listing whose week began without its badge found (`FreeLaunchMissed`); it may choose the free plan again. Apart from the status, the site team can hide a listing (`hidden`; events `ListingHidden`, `ListingUnhidden`): a hidden listing is in no public read, and its owners still see it.
 */
status?: ("draft" | "awaiting_badge" | "scheduled" | "live")
/**
 * What the public sees; null while not published or hidden.
 */
public_status?: ("live" | "upcoming" | null)
plan?: ("free" | "paid" | null)
launch_week?: (string | null)
hidden?: boolean
hidden_reason?: (string | null)
/**
 * The free plan's badge checks (see choose_free_listing for the policy).
 */
badge?: {
/**
 * The badge was found before launch.
 */
verified?: boolean
verified_at?: (string | null)
/**
 * The latest checks (at most 10), oldest first.
 */
checks?: {
at?: string
found?: boolean
/**
 * The page that was read (after redirects).
 */
url?: string
/**
 * What was found, or why it did not count.
 */
detail?: string
}[]
next_check_at?: (string | null)
/**
 * Consecutive misses (after launch two flag the listing).
 */
misses?: number
/**
 * The badge went missing after launch; the site team is told.
 */
flagged?: boolean
/**
 * The last free launch week missed for want of the badge.
 */
missed_week?: (string | null)
}
/**
 * An owner verified a claim on the listing (the Verified badge).
 */
verified?: boolean
unlocked?: ("story" | "milestones" | "media")[]
/**
 * For each paid section, whether the public sees it (paid plan or unlocked).
 */
sections?: {
[k: string]: {
shown_publicly?: boolean
}
}
/**
 * How many owners besides the one who submitted it.
 */
co_owners?: number
counts?: {
votes?: number
views?: number
followers?: number
updates?: number
}
submitted_at?: string
updated_at?: string
} & {
/**
 * What the listing brought its owners, counted without storing who came (only counts are recorded, as events an analyst can replay). Counts are written every few seconds, so today's figures trail by up to `VIEWS_FLUSH_MS`.
 */
stats: {
/**
 * The last 30 UTC days, oldest first, today last; days without traffic are zeros.
 * 
 * @minItems 30
 * @maxItems 30
 */
days: ({
day: string
} & {
/**
 * Listing page visits and get_listing reads, once per visitor (the account, else address and browser) and UTC day; robots left out.
 */
views: number
/**
 * Fetches of the listing's badge images that reached the site (badges are cacheable for 5 minutes, so a page shown many times in a few minutes to one browser counts once).
 */
badge_impressions: number
/**
 * Visitors who followed the listing page's website link (through /go/{slug}), once per visitor and day.
 */
outbound_clicks: number
/**
 * Listing page visits whose referrer is the product's own site (where its badge is), once per visitor and day.
 */
badge_referrals: number
})[]
/**
 * Since the listing was submitted.
 */
totals: {
/**
 * Listing page visits and get_listing reads, once per visitor (the account, else address and browser) and UTC day; robots left out.
 */
views: number
/**
 * Fetches of the listing's badge images that reached the site (badges are cacheable for 5 minutes, so a page shown many times in a few minutes to one browser counts once).
 */
badge_impressions: number
/**
 * Visitors who followed the listing page's website link (through /go/{slug}), once per visitor and day.
 */
outbound_clicks: number
/**
 * Listing page visits whose referrer is the product's own site (where its badge is), once per visitor and day.
 */
badge_referrals: number
}
/**
 * Votes that still stand, by the UTC hour they were cast, from a day before the launch week to a day after it (before a launch week is set: the last seven days). Hours without votes are left out.
 */
vote_timeline: {
/**
 * The first hour covered (inclusive).
 */
from: string
/**
 * The end of the last hour covered (exclusive).
 */
to: string
hours: {
/**
 * The start of the hour.
 */
hour: string
votes: number
}[]
}
}
/**
 * Every image of the media gallery, in the order added, with where its reading stands.
 * 
 * @maxItems 8
 * 
 * Items: One image of the media gallery as its owners follow it.
 */
gallery: {
/**
 * Names the image within its listing; never given to another.
 */
image_id: number
/**
 * The address it was read from.
 */
source: string
origin: ("owner" | "og_image")
caption: (string | null)
status: ("reading" | "kept" | "refused")
/**
 * This site's copy, once kept; null while it is read or when it was refused.
 */
image: ({
url: string
width: number
height: number
} | null)
/**
 * Why it was refused: not an image, too large or small, unreachable, a private address, robots.txt.
 */
reason: (string | null)
added_at: string
}[]
})

export interface GetOrderOutput {
number: string
/**
 * `pending`: placed by create_checkout (event `OrderPlaced`), waiting for payment; its launch and featured weeks are held. `paid`: the provider confirmed the payment (`OrderPaid`); the lines are being fulfilled. `fulfilled`: every line is done (`OrderLineFulfilled` each, then `OrderFulfilled`). `failed`: the payment failed or was declined (`OrderPaymentFailed`). `expired`: not paid in time (`OrderExpired`, or read off the clock); the held weeks are given back. `refunded`: refunded in full (`OrderRefunded`): extra categories and paid sections are withdrawn, a featured week not yet begun and a paid launch not yet live are cancelled, a billboard contribution is taken off the board; a launch that happened stays.
 */
status: ("pending" | "paid" | "fulfilled" | "failed" | "expired" | "refunded")
provider?: ("test" | "stripe")
lines: {
/**
 * The item's place in the request, from 1.
 */
line_id: number
product: string
description: string
listing_id?: (number | null)
week?: string
categories?: string[]
unit_price_cents: number
quantity: number
total_cents: number
fulfilled?: boolean
/**
 * What fulfilling the line did.
 */
fulfilment?: (string | null)
/**
 * Taken back after a refund.
 */
reversed?: boolean
}[]
/**
 * VAT, with the seller in an EU member state (site setting `seller_country`): the seller's rate at home, business or not; another member state: reverse charge (0 %, with `legal_mention`) for a business with a valid VAT number of that state, otherwise that state's rate; outside the EU: no EU VAT. VAT numbers are checked for format and check digits, and with VIES when configured; when VIES cannot answer, VAT is charged. Rates: the standard rates of the member states, kept in the repository with their source and date.
 */
totals: {
subtotal_cents: number
/**
 * Percent; null until the billing country is known.
 */
vat_rate?: (number | null)
vat_cents: number
total_cents: number
currency: "USD"
reverse_charge?: boolean
vat_rule?: ("domestic" | "eu-consumer" | "reverse-charge" | "outside-eu" | "country-unknown")
vat_note?: string
legal_mention?: (string | null)
}
billing?: ({
name?: (string | null)
country?: string
vat_number?: (string | null)
} | null)
/**
 * While pending.
 */
checkout_url?: (string | null)
/**
 * Once paid.
 */
receipt_url?: (string | null)
created_at?: string
expires_at?: string
paid_at?: (string | null)
fulfilled_at?: (string | null)
refunded_cents?: number
failure?: (string | null)
next_step?: string
}

export interface GetSiteInfoOutput {
name: string
purpose: string
urls: {
[k: string]: string
}
counts: {
live_listings?: number
categories?: number
}
/**
 * The free plan books a launch week this many weeks after the current one (the first with a free slot left).
 */
free_queue_weeks?: ({
min?: number
max?: number
} | null)
/**
 * Free launches each week can take; paid launches do not count against it.
 */
free_weekly_capacity?: (number | null)
network?: {
site_key?: string
sister_sites?: string[]
}
/**
 * How this site marks a listing's outbound links (its website, milestones, demo), as published on `page`.
 */
link_policy?: {
/**
 * Any one of these makes the links followed.
 */
followed_when: string[]
/**
 * The `rel` of followed links.
 */
followed_rel: string
/**
 * The `rel` of every other listing's links: user-generated, not followed.
 */
otherwise_rel: string
page: string
}
api: {
base_url?: string
reference?: string
/**
 * The contract as JSON.
 */
openapi?: string
/**
 * The contract as YAML.
 */
openapi_yaml?: string
mcp?: string
}
}

/**
 * `sent`: the invite is recorded and its mail goes out within moments (a worker sends it, once). `already_invited`: this address was invited to the draft before; nothing new is sent.
 */
export interface InviteCofounderOutput {
invite_id?: (string | null)
email: string
status: ("sent" | "already_invited" | "accepted")
invites_left?: number
}

export type ListAwardsOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
week: string
place: number
/**
 * Launch of the Week #1, #2 or #3.
 */
title: string
votes?: number
/**
 * The listing awarded; null once it is no longer public (hidden by the site team).
 */
listing: ({
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
} | null)
}[]
})

export type ListBlogPostsOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
slug: string
title: string
summary?: string
author?: string
tags?: string[]
published_at?: string
}[]
})

export interface ListCategoriesOutput {
items: {
slug: string
name: string
description?: string
parent?: (string | null)
live_listings: number
/**
 * Items: A subcategory in the tree; subcategories have none of their own.
 */
subcategories: {
slug: string
name: string
description?: string
parent?: (string | null)
live_listings: number
/**
 * @maxItems 0
 */
subcategories: unknown[]
}[]
}[]
}

export type ListCommentsOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: ({
comment_id: string
/**
 * `removed`: deleted by its author or hidden by the site team; kept only as the head of a thread with replies.
 */
state: ("shown" | "removed")
author: ({
name: string
/**
 * One of the listing's makers (its owners) wrote it.
 */
is_maker: boolean
} | null)
/**
 * Plain text; links in it are shown as links marked `ugc nofollow`. Null when removed.
 */
text: (string | null)
posted_at: string
/**
 * Its author may edit a comment for 15 minutes after posting.
 */
edited_at: (string | null)
/**
 * The makers' first comment, pinned on launch day.
 */
pinned: boolean
} & {
replies: {
comment_id: string
/**
 * `removed`: deleted by its author or hidden by the site team; kept only as the head of a thread with replies.
 */
state: ("shown" | "removed")
author: ({
name: string
/**
 * One of the listing's makers (its owners) wrote it.
 */
is_maker: boolean
} | null)
/**
 * Plain text; links in it are shown as links marked `ugc nofollow`. Null when removed.
 */
text: (string | null)
posted_at: string
/**
 * Its author may edit a comment for 15 minutes after posting.
 */
edited_at: (string | null)
/**
 * The makers' first comment, pinned on launch day.
 */
pinned: boolean
}[]
})[]
})

export type ListFoundersOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
slug: string
name: string
title?: (string | null)
country?: (string | null)
}[]
})

export interface ListInterviewQuestionsOutput {
items: {
question_id: number
question: string
position?: number
}[]
}

export type ListLaunchesOutput = (({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}[]
}) & {
/**
 * The section answered.
 */
section: ("today" | "this-week" | "trending" | "most-voted" | "recent" | "most-viewed" | "most-followed" | "upcoming")
})

export type ListMyClaimsOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
claim_id: number
slug: string
listing_id: number
method: ("dns" | "meta" | "file" | "email")
/**
 * `pending`: made by claim_listing (event `ClaimStarted`), waiting for its evidence. `verified`: verify_claim found the DNS record, meta tag or file, or the claimant opened the emailed link (event `ClaimVerified`; the claimant then co-owns the listing). `expired`: still pending 7 days after it was made (read off the clock; nothing is recorded); start a new claim.
 */
status: ("pending" | "verified" | "expired")
/**
 * For an email claim: where the link was sent.
 */
email?: (string | null)
/**
 * What to publish and where (or where the link was sent), in words to pass on.
 */
instructions: string
/**
 * Exactly what to publish: `dns`: `{type: TXT, name, value}`; `meta`: `{page, tag}`; `file`: `{url, content}`; `email`: `{sent_to}`.
 */
record: {
type?: string
name?: string
value?: string
page?: string
tag?: string
url?: string
content?: string
sent_to?: (string | null)
}
created_at?: string
/**
 * A pending claim expires then (7 days after it was made).
 */
expires_at: string
verified_at?: (string | null)
/**
 * When verify_claim last looked.
 */
checked_at?: (string | null)
/**
 * What the last check found instead of the evidence.
 */
failure?: (string | null)
checks?: {
at?: string
found?: boolean
detail?: string
}[]
/**
 * What to do now, in words an agent can pass on.
 */
next_step: string
}[]
})

export type ListMyDraftsOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
id?: string
url?: string
status?: ("crawling" | "drafting" | "ready" | "failed")
completeness?: number
missing?: string[]
listing_id?: (number | null)
created_at?: string
}[]
})

export type ListMyListingsOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: ({
listing_id: number
slug: string
name: string
url?: string
} & {
/**
 * Where a listing is on its way to launch, and what moves it there: `draft`: saved, not published (`submit_draft`; event `ListingSubmitted`). `awaiting_badge`: the free plan is chosen and the listing waits for the badge on its homepage (`choose_free_listing`; `FreePlanChosen`). `scheduled`: a launch week is set, shown as `upcoming` in public reads (the badge checker found the badge, `BadgeVerified`; or a paid launch in a future week, `LaunchScheduled`). `live`: launched (the launch scheduler when the week begins, Monday 00:00 UTC, or a paid launch at once; `ListingWentLive`). Back to `draft`: a free listing whose week began without its badge found (`FreeLaunchMissed`); it may choose the free plan again. Apart from the status, the site team can hide a listing (`hidden`; events `ListingHidden`, `ListingUnhidden`): a hidden listing is in no public read, and its owners still see it.
 */
status?: ("draft" | "awaiting_badge" | "scheduled" | "live")
/**
 * What the public sees; null while not published or hidden.
 */
public_status?: ("live" | "upcoming" | null)
plan?: ("free" | "paid" | null)
launch_week?: (string | null)
hidden?: boolean
hidden_reason?: (string | null)
/**
 * The free plan's badge checks (see choose_free_listing for the policy).
 */
badge?: {
/**
 * The badge was found before launch.
 */
verified?: boolean
verified_at?: (string | null)
/**
 * The latest checks (at most 10), oldest first.
 */
checks?: {
at?: string
found?: boolean
/**
 * The page that was read (after redirects).
 */
url?: string
/**
 * What was found, or why it did not count.
 */
detail?: string
}[]
next_check_at?: (string | null)
/**
 * Consecutive misses (after launch two flag the listing).
 */
misses?: number
/**
 * The badge went missing after launch; the site team is told.
 */
flagged?: boolean
/**
 * The last free launch week missed for want of the badge.
 */
missed_week?: (string | null)
}
/**
 * An owner verified a claim on the listing (the Verified badge).
 */
verified?: boolean
unlocked?: ("story" | "milestones" | "media")[]
/**
 * For each paid section, whether the public sees it (paid plan or unlocked).
 */
sections?: {
[k: string]: {
shown_publicly?: boolean
}
}
/**
 * How many owners besides the one who submitted it.
 */
co_owners?: number
counts?: {
votes?: number
views?: number
followers?: number
updates?: number
}
submitted_at?: string
updated_at?: string
})[]
})

export type ListMyOrdersOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
number: string
/**
 * `pending`: placed by create_checkout (event `OrderPlaced`), waiting for payment; its launch and featured weeks are held. `paid`: the provider confirmed the payment (`OrderPaid`); the lines are being fulfilled. `fulfilled`: every line is done (`OrderLineFulfilled` each, then `OrderFulfilled`). `failed`: the payment failed or was declined (`OrderPaymentFailed`). `expired`: not paid in time (`OrderExpired`, or read off the clock); the held weeks are given back. `refunded`: refunded in full (`OrderRefunded`): extra categories and paid sections are withdrawn, a featured week not yet begun and a paid launch not yet live are cancelled, a billboard contribution is taken off the board; a launch that happened stays.
 */
status: ("pending" | "paid" | "fulfilled" | "failed" | "expired" | "refunded")
provider?: ("test" | "stripe")
lines: {
/**
 * The item's place in the request, from 1.
 */
line_id: number
product: string
description: string
listing_id?: (number | null)
week?: string
categories?: string[]
unit_price_cents: number
quantity: number
total_cents: number
fulfilled?: boolean
/**
 * What fulfilling the line did.
 */
fulfilment?: (string | null)
/**
 * Taken back after a refund.
 */
reversed?: boolean
}[]
/**
 * VAT, with the seller in an EU member state (site setting `seller_country`): the seller's rate at home, business or not; another member state: reverse charge (0 %, with `legal_mention`) for a business with a valid VAT number of that state, otherwise that state's rate; outside the EU: no EU VAT. VAT numbers are checked for format and check digits, and with VIES when configured; when VIES cannot answer, VAT is charged. Rates: the standard rates of the member states, kept in the repository with their source and date.
 */
totals: {
subtotal_cents: number
/**
 * Percent; null until the billing country is known.
 */
vat_rate?: (number | null)
vat_cents: number
total_cents: number
currency: "USD"
reverse_charge?: boolean
vat_rule?: ("domestic" | "eu-consumer" | "reverse-charge" | "outside-eu" | "country-unknown")
vat_note?: string
legal_mention?: (string | null)
}
billing?: ({
name?: (string | null)
country?: string
vat_number?: (string | null)
} | null)
/**
 * While pending.
 */
checkout_url?: (string | null)
/**
 * Once paid.
 */
receipt_url?: (string | null)
created_at?: string
expires_at?: string
paid_at?: (string | null)
fulfilled_at?: (string | null)
refunded_cents?: number
failure?: (string | null)
next_step?: string
}[]
})

export interface ListProductsOutput {
items: {
/**
 * The identifier used in order items.
 */
product: string
name: string
description?: string
/**
 * USD cents excluding VAT, set by the site admin.
 */
price_cents: number
currency?: "USD"
/**
 * Prices are net; VAT is added at checkout by the buyer's country.
 */
vat_included?: false
/**
 * Bought for one of the caller's listings (`listing_id` in the order item).
 */
needs_listing: boolean
}[]
}

export type ListWebhookDeliveriesOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
/**
 * The `webhook-id` header of every attempt of this message.
 */
message_id: string
event_type: ("listing.scheduled" | "listing.live" | "listing.updated" | "badge.missing" | "claim.verified" | "order.paid" | "award.won" | "review.posted" | "comment.posted")
/**
 * The outcome of the latest attempt; failed: given up after three days.
 */
status: ("delivered" | "retrying" | "failed")
first_attempt_at: string
last_attempt_at: string
attempts: {
attempt: number
at: string
/**
 * What the endpoint answered; null when nothing came back (see error).
 */
status_code: (number | null)
latency_ms: number
error: (string | null)
outcome: ("delivered" | "retrying" | "failed")
}[]
}[]
})

export type ListWebhooksOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
webhook_id: string
url: string
event_types: ("listing.scheduled" | "listing.live" | "listing.updated" | "badge.missing" | "claim.verified" | "order.paid" | "award.won" | "review.posted" | "comment.posted")[]
/**
 * disabled: every delivery failed for a day; nothing more is sent.
 */
status: ("active" | "disabled")
created_at: string
disabled_reason: (string | null)
last_delivery_at: (string | null)
}[]
})

export interface PostListingUpdateOutput {
update_id?: number
title: string
body: string
published_at?: string
}

export interface QuoteOrderOutput {
lines: {
/**
 * The item's place in the request, from 1.
 */
line_id: number
product: string
description: string
listing_id?: (number | null)
week?: string
categories?: string[]
unit_price_cents: number
quantity: number
total_cents: number
fulfilled?: boolean
/**
 * What fulfilling the line did.
 */
fulfilment?: (string | null)
/**
 * Taken back after a refund.
 */
reversed?: boolean
}[]
/**
 * VAT, with the seller in an EU member state (site setting `seller_country`): the seller's rate at home, business or not; another member state: reverse charge (0 %, with `legal_mention`) for a business with a valid VAT number of that state, otherwise that state's rate; outside the EU: no EU VAT. VAT numbers are checked for format and check digits, and with VIES when configured; when VIES cannot answer, VAT is charged. Rates: the standard rates of the member states, kept in the repository with their source and date.
 */
totals: {
subtotal_cents: number
/**
 * Percent; null until the billing country is known.
 */
vat_rate?: (number | null)
vat_cents: number
total_cents: number
currency: "USD"
reverse_charge?: boolean
vat_rule?: ("domestic" | "eu-consumer" | "reverse-charge" | "outside-eu" | "country-unknown")
vat_note?: string
legal_mention?: (string | null)
}
vat_number?: ({
number?: string
valid?: boolean
country?: (string | null)
checked_by?: ("checksum" | "vies" | "vies-unavailable")
reason?: string
} | null)
next_step?: string
}

export type SearchListingsOutput = ({
page?: number
per_page?: number
total?: number
total_pages?: number
} & {
items: {
slug: string
name: string
url: string
votes: number
tagline?: (string | null)
logo_url?: (string | null)
/**
 * This site's copy of the listing's logo: read once from `logo_url` through the crawler (robots.txt honoured, public addresses only), checked (PNG, JPEG, GIF, WebP or SVG; at most 1 MB and 4096 px a side) and served from this site under its SHA-256 digest with a year-long cache. Null until it is kept, or when `logo_url` could not be one (then show a monogram); absent on answers made before logos were kept.
 */
logo_image?: ({
/**
 * A path on this site, such as `/images/3f2a…`; resolve it against the API's origin.
 */
url: string
width: number
height: number
} | null)
categories?: string[]
primary_category?: (string | null)
pricing_model?: (string | null)
stage?: (string | null)
country?: (string | null)
/**
 * `live` or `upcoming`; null for a listing no longer public.
 */
status?: ("live" | "upcoming" | null)
launch_week?: (string | null)
launched_at?: (string | null)
/**
 * Only in the `trending` section: the sum of the votes' weights, each halved every 72 hours since it was cast.
 */
trend?: number
}[]
})

export interface SetFounderStoryOutput {
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
}

export interface SubmitDraftOutput {
listing_id: number
/**
 * Where a listing is on its way to launch, and what moves it there: `draft`: saved, not published (`submit_draft`; event `ListingSubmitted`). `awaiting_badge`: the free plan is chosen and the listing waits for the badge on its homepage (`choose_free_listing`; `FreePlanChosen`). `scheduled`: a launch week is set, shown as `upcoming` in public reads (the badge checker found the badge, `BadgeVerified`; or a paid launch in a future week, `LaunchScheduled`). `live`: launched (the launch scheduler when the week begins, Monday 00:00 UTC, or a paid launch at once; `ListingWentLive`). Back to `draft`: a free listing whose week began without its badge found (`FreeLaunchMissed`); it may choose the free plan again. Apart from the status, the site team can hide a listing (`hidden`; events `ListingHidden`, `ListingUnhidden`): a hidden listing is in no public read, and its owners still see it.
 */
status?: ("draft" | "awaiting_badge" | "scheduled" | "live")
}

export interface SubmitListingOutput {
id: string
url: string
/**
 * `failed` carries `failure` with a reason a person understands.
 */
status: ("crawling" | "drafting" | "ready" | "failed")
failure?: (string | null)
/**
 * What the owner should know about the page read, in a sentence each. A submitted address that is an article (news story, blog post), a store or marketplace listing, or a page that shows nothing without JavaScript gets a warning saying so, and its product fields are left blank rather than filled from it.
 */
warnings?: string[]
/**
 * The language the submitted page declares (`html lang`, else `og:locale`), e.g. `de`.
 */
language?: (string | null)
fields?: {
[k: string]: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
value: (string | number | string[] | null)
/**
 * `ai`: drafted from the site, with its quotes. `not_found`: the site does not say; left blank. `edited`: the owner changed the AI's value. `manual`: the owner filled a field the AI left blank. `override`: locked against redrafts. `deleted`: removed by the owner. `drafting`: being redrafted on request (`regenerate`); the current value stays until the AI answers, usually within seconds.
 */
state: ("ai" | "not_found" | "edited" | "manual" | "override" | "deleted" | "drafting")
evidence: {
/**
 * Exact text from the site.
 */
quote: string
url: string
}[]
}
}
faqs?: {
question: string
answer: string
}[]
founders?: {
name: string
title?: string
bio?: string
}[]
company_socials?: {
[k: string]: string
}
founder_socials?: {
[k: string]: string
}
story?: {
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
}
/**
 * Items: A milestone as answered; `milestone_id` names it within its listing and is never given to another milestone.
 */
milestones?: {
milestone_id: number
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}[]
/**
 * The main competitor's website the owner gave (update_draft).
 */
competitor_url?: (string | null)
/**
 * The competitor's site read and set beside the draft; null without a competitor.
 */
competitor?: ({
url?: string
status?: ("reading" | "read" | "failed")
failure?: (string | null)
/**
 * What the competitor's site states, by profile field, each with its quotes.
 */
facts?: {
[k: string]: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
value?: (string | number | string[] | null)
evidence?: {
quote?: string
url?: string
}[]
}
}
/**
 * Once read.
 */
comparison?: ({
shared_features?: string[]
/**
 * Features this draft states and the competitor's site does not.
 */
only_ours?: string[]
only_theirs?: string[]
pricing?: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
ours?: (string | number | string[] | null)
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
theirs?: (string | number | string[] | null)
}
pricing_model?: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
ours?: (string | number | string[] | null)
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
theirs?: (string | number | string[] | null)
}
} | null)
} | null)
seo?: {
title?: string
meta?: string
}
completeness?: number
/**
 * Profile fields still blank.
 */
missing?: string[]
/**
 * What made the first draft: `evidence-extractor` (rules over the pages read, no model) or `openai:<model>` (`openai` alone on drafts made before the model was recorded). A field in state `ai` was drafted by it; null until the first draft.
 */
drafter?: (string | null)
/**
 * Whether submit_draft would take the draft now; if not, what is missing and why, in the words submit_draft refuses with.
 */
submission?: {
ready: boolean
missing: {
field: string
reason: string
}[]
}
/**
 * Up to three categories the site's own words suggest, each with the sentence that suggests it. Suggestions only: they are never written into the draft; set `fields.categories` with update_draft to take one.
 * 
 * @maxItems 3
 */
category_suggestions?: {
slug: string
name: string
/**
 * The sentence of the site that suggests it.
 */
quote: string
/**
 * The page it is on.
 */
url: string
}[]
listing_id?: (number | null)
/**
 * Co-founder invites sent from this draft, and how many were accepted.
 */
invites?: {
sent?: number
accepted?: number
}
created_at?: string
updated_at?: string
}

export interface UpdateDraftOutput {
id: string
url: string
/**
 * `failed` carries `failure` with a reason a person understands.
 */
status: ("crawling" | "drafting" | "ready" | "failed")
failure?: (string | null)
/**
 * What the owner should know about the page read, in a sentence each. A submitted address that is an article (news story, blog post), a store or marketplace listing, or a page that shows nothing without JavaScript gets a warning saying so, and its product fields are left blank rather than filled from it.
 */
warnings?: string[]
/**
 * The language the submitted page declares (`html lang`, else `og:locale`), e.g. `de`.
 */
language?: (string | null)
fields?: {
[k: string]: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
value: (string | number | string[] | null)
/**
 * `ai`: drafted from the site, with its quotes. `not_found`: the site does not say; left blank. `edited`: the owner changed the AI's value. `manual`: the owner filled a field the AI left blank. `override`: locked against redrafts. `deleted`: removed by the owner. `drafting`: being redrafted on request (`regenerate`); the current value stays until the AI answers, usually within seconds.
 */
state: ("ai" | "not_found" | "edited" | "manual" | "override" | "deleted" | "drafting")
evidence: {
/**
 * Exact text from the site.
 */
quote: string
url: string
}[]
}
}
faqs?: {
question: string
answer: string
}[]
founders?: {
name: string
title?: string
bio?: string
}[]
company_socials?: {
[k: string]: string
}
founder_socials?: {
[k: string]: string
}
story?: {
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
}
/**
 * Items: A milestone as answered; `milestone_id` names it within its listing and is never given to another milestone.
 */
milestones?: {
milestone_id: number
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}[]
/**
 * The main competitor's website the owner gave (update_draft).
 */
competitor_url?: (string | null)
/**
 * The competitor's site read and set beside the draft; null without a competitor.
 */
competitor?: ({
url?: string
status?: ("reading" | "read" | "failed")
failure?: (string | null)
/**
 * What the competitor's site states, by profile field, each with its quotes.
 */
facts?: {
[k: string]: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
value?: (string | number | string[] | null)
evidence?: {
quote?: string
url?: string
}[]
}
}
/**
 * Once read.
 */
comparison?: ({
shared_features?: string[]
/**
 * Features this draft states and the competitor's site does not.
 */
only_ours?: string[]
only_theirs?: string[]
pricing?: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
ours?: (string | number | string[] | null)
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
theirs?: (string | number | string[] | null)
}
pricing_model?: {
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
ours?: (string | number | string[] | null)
/**
 * A fact as stated - text, a number, a list of texts - or null when blank.
 */
theirs?: (string | number | string[] | null)
}
} | null)
} | null)
seo?: {
title?: string
meta?: string
}
completeness?: number
/**
 * Profile fields still blank.
 */
missing?: string[]
/**
 * What made the first draft: `evidence-extractor` (rules over the pages read, no model) or `openai:<model>` (`openai` alone on drafts made before the model was recorded). A field in state `ai` was drafted by it; null until the first draft.
 */
drafter?: (string | null)
/**
 * Whether submit_draft would take the draft now; if not, what is missing and why, in the words submit_draft refuses with.
 */
submission?: {
ready: boolean
missing: {
field: string
reason: string
}[]
}
/**
 * Up to three categories the site's own words suggest, each with the sentence that suggests it. Suggestions only: they are never written into the draft; set `fields.categories` with update_draft to take one.
 * 
 * @maxItems 3
 */
category_suggestions?: {
slug: string
name: string
/**
 * The sentence of the site that suggests it.
 */
quote: string
/**
 * The page it is on.
 */
url: string
}[]
listing_id?: (number | null)
/**
 * Co-founder invites sent from this draft, and how many were accepted.
 */
invites?: {
sent?: number
accepted?: number
}
created_at?: string
updated_at?: string
}

/**
 * The owner view: everything public (as in get_listing, with the story and milestones always shown to the owners) and the listing's state. Owners are the account that submitted it and co-founders who joined its draft by invite (and, later, verified claims); anyone else gets 404.
 */
export type UpdateMyListingOutput = ({
listing_id?: number
slug: string
name: string
/**
 * The product's website, as submitted.
 */
url: string
/**
 * The website's domain (what claims and sister sites match on).
 */
domain?: string
/**
 * The Monday of its launch week, once one is set.
 */
launch_week?: (string | null)
/**
 * When it went live; null before.
 */
launched_at?: (string | null)
votes: number
followers?: number
short_description?: (string | null)
/**
 * The product's stage as its site states it (for example "beta").
 */
stage?: (string | null)
tags?: string[]
/**
 * ISO 3166 two-letter code.
 */
country?: (string | null)
city?: (string | null)
founded_year?: (number | null)
/**
 * What sets the product apart.
 */
usps?: string[]
keywords?: string[]
/**
 * The logo as the product's site publishes it.
 */
logo_url?: (string | null)
/**
 * This site's headline for the listing.
 */
headline?: (string | null)
/**
 * This site's summary of the listing.
 */
summary?: (string | null)
tagline?: (string | null)
description?: (string | null)
features?: string[]
seo?: {
title?: (string | null)
description?: (string | null)
}
/**
 * The founders' answers to the site's interview questions.
 */
interview?: {
question_id?: number
question?: string
answer?: string
founder?: (string | null)
}[]
pricing?: {
model?: (string | null)
summary?: (string | null)
}
categories: {
slug?: string
name?: string
/**
 * The parent category's slug for a subcategory.
 */
parent?: (string | null)
primary?: boolean
}[]
founders?: {
name: string
title?: (string | null)
bio?: (string | null)
/**
 * Their founder profile (get_founder), when they have one.
 */
founder_slug?: (string | null)
}[]
faqs?: {
question: string
answer: string
}[]
socials?: {
[k: string]: string
}
latest_updates?: {
update_id?: number
title: string
body: string
published_at?: string
}[]
/**
 * Comments and replies shown in its discussion (list_comments).
 */
comment_count?: number
/**
 * From genuine reviews only, written on the site by signed-in people with a confirmed address who do not own the listing; reviews the site team hid do not count.
 */
community_rating?: {
/**
 * The mean rating of the visible reviews to one decimal; null without any.
 */
average: (number | null)
count: number
}
/**
 * Launch of the Week awards, granted when the listing's week closed, by community votes only.
 */
awards?: {
week?: string
place?: number
title?: string
}[]
/**
 * A third-party SEO metric, with its recent trend.
 */
domain_rating?: {
value?: (number | null)
trend?: {
date?: string
value?: number
}[]
}
links?: {
website?: string
demo_video?: (string | null)
contact_email?: (string | null)
}
/**
 * Only on paid listings or once the section is unlocked.
 */
story?: {
title?: string
story?: string
why_started?: string
problem?: string
journey?: string
challenges?: string
achievements?: string
lessons?: string
whats_next?: string
}
/**
 * Only on paid listings or once the section is unlocked; newest first.
 * 
 * Items: A milestone as answered; `milestone_id` names it within its listing and is never given to another milestone.
 */
milestones?: {
milestone_id: number
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}[]
/**
 * Only on paid listings or once the section is unlocked (the owners always see it), and only when it has an image or a video: the gallery's kept images, served from this site, and the demo video's address.
 */
media?: {
/**
 * @maxItems 8
 */
images: {
image_id: number
/**
 * A path on this site, such as `/images/3f2a…`.
 */
url: string
width: number
height: number
caption: (string | null)
/**
 * Added by an owner, or the homepage's og:image.
 */
origin: ("owner" | "og_image")
}[]
/**
 * The demo video's address (demo_video_url).
 */
video: (string | null)
}
/**
 * Facts the company's own site did not state, left blank on purpose.
 */
not_found_on_website: string[]
} & {
/**
 * Where a listing is on its way to launch, and what moves it there: `draft`: saved, not published (`submit_draft`; event `ListingSubmitted`). `awaiting_badge`: the free plan is chosen and the listing waits for the badge on its homepage (`choose_free_listing`; `FreePlanChosen`). `scheduled`: a launch week is set, shown as `upcoming` in public reads (the badge checker found the badge, `BadgeVerified`; or a paid launch in a future week, `LaunchScheduled`). `live`: launched (the launch scheduler when the week begins, Monday 00:00 UTC, or a paid launch at once; `ListingWentLive`). Back to `draft`: a free listing whose week began without its badge found (`FreeLaunchMissed`); it may choose the free plan again. Apart from the status, the site team can hide a listing (`hidden`; events `ListingHidden`, `ListingUnhidden`): a hidden listing is in no public read, and its owners still see it.
 */
status?: ("draft" | "awaiting_badge" | "scheduled" | "live")
/**
 * What the public sees; null while not published or hidden.
 */
public_status?: ("live" | "upcoming" | null)
plan?: ("free" | "paid" | null)
launch_week?: (string | null)
hidden?: boolean
hidden_reason?: (string | null)
/**
 * The free plan's badge checks (see choose_free_listing for the policy).
 */
badge?: {
/**
 * The badge was found before launch.
 */
verified?: boolean
verified_at?: (string | null)
/**
 * The latest checks (at most 10), oldest first.
 */
checks?: {
at?: string
found?: boolean
/**
 * The page that was read (after redirects).
 */
url?: string
/**
 * What was found, or why it did not count.
 */
detail?: string
}[]
next_check_at?: (string | null)
/**
 * Consecutive misses (after launch two flag the listing).
 */
misses?: number
/**
 * The badge went missing after launch; the site team is told.
 */
flagged?: boolean
/**
 * The last free launch week missed for want of the badge.
 */
missed_week?: (string | null)
}
/**
 * An owner verified a claim on the listing (the Verified badge).
 */
verified?: boolean
unlocked?: ("story" | "milestones" | "media")[]
/**
 * For each paid section, whether the public sees it (paid plan or unlocked).
 */
sections?: {
[k: string]: {
shown_publicly?: boolean
}
}
/**
 * How many owners besides the one who submitted it.
 */
co_owners?: number
counts?: {
votes?: number
views?: number
followers?: number
updates?: number
}
submitted_at?: string
updated_at?: string
} & {
/**
 * What the listing brought its owners, counted without storing who came (only counts are recorded, as events an analyst can replay). Counts are written every few seconds, so today's figures trail by up to `VIEWS_FLUSH_MS`.
 */
stats: {
/**
 * The last 30 UTC days, oldest first, today last; days without traffic are zeros.
 * 
 * @minItems 30
 * @maxItems 30
 */
days: ({
day: string
} & {
/**
 * Listing page visits and get_listing reads, once per visitor (the account, else address and browser) and UTC day; robots left out.
 */
views: number
/**
 * Fetches of the listing's badge images that reached the site (badges are cacheable for 5 minutes, so a page shown many times in a few minutes to one browser counts once).
 */
badge_impressions: number
/**
 * Visitors who followed the listing page's website link (through /go/{slug}), once per visitor and day.
 */
outbound_clicks: number
/**
 * Listing page visits whose referrer is the product's own site (where its badge is), once per visitor and day.
 */
badge_referrals: number
})[]
/**
 * Since the listing was submitted.
 */
totals: {
/**
 * Listing page visits and get_listing reads, once per visitor (the account, else address and browser) and UTC day; robots left out.
 */
views: number
/**
 * Fetches of the listing's badge images that reached the site (badges are cacheable for 5 minutes, so a page shown many times in a few minutes to one browser counts once).
 */
badge_impressions: number
/**
 * Visitors who followed the listing page's website link (through /go/{slug}), once per visitor and day.
 */
outbound_clicks: number
/**
 * Listing page visits whose referrer is the product's own site (where its badge is), once per visitor and day.
 */
badge_referrals: number
}
/**
 * Votes that still stand, by the UTC hour they were cast, from a day before the launch week to a day after it (before a launch week is set: the last seven days). Hours without votes are left out.
 */
vote_timeline: {
/**
 * The first hour covered (inclusive).
 */
from: string
/**
 * The end of the last hour covered (exclusive).
 */
to: string
hours: {
/**
 * The start of the hour.
 */
hour: string
votes: number
}[]
}
}
/**
 * Every image of the media gallery, in the order added, with where its reading stands.
 * 
 * @maxItems 8
 * 
 * Items: One image of the media gallery as its owners follow it.
 */
gallery: {
/**
 * Names the image within its listing; never given to another.
 */
image_id: number
/**
 * The address it was read from.
 */
source: string
origin: ("owner" | "og_image")
caption: (string | null)
status: ("reading" | "kept" | "refused")
/**
 * This site's copy, once kept; null while it is read or when it was refused.
 */
image: ({
url: string
width: number
height: number
} | null)
/**
 * Why it was refused: not an image, too large or small, unreachable, a private address, robots.txt.
 */
reason: (string | null)
added_at: string
}[]
})

export interface VerifyClaimOutput {
claim_id: number
slug: string
listing_id: number
method: ("dns" | "meta" | "file" | "email")
/**
 * `pending`: made by claim_listing (event `ClaimStarted`), waiting for its evidence. `verified`: verify_claim found the DNS record, meta tag or file, or the claimant opened the emailed link (event `ClaimVerified`; the claimant then co-owns the listing). `expired`: still pending 7 days after it was made (read off the clock; nothing is recorded); start a new claim.
 */
status: ("pending" | "verified" | "expired")
/**
 * For an email claim: where the link was sent.
 */
email?: (string | null)
/**
 * What to publish and where (or where the link was sent), in words to pass on.
 */
instructions: string
/**
 * Exactly what to publish: `dns`: `{type: TXT, name, value}`; `meta`: `{page, tag}`; `file`: `{url, content}`; `email`: `{sent_to}`.
 */
record: {
type?: string
name?: string
value?: string
page?: string
tag?: string
url?: string
content?: string
sent_to?: (string | null)
}
created_at?: string
/**
 * A pending claim expires then (7 days after it was made).
 */
expires_at: string
verified_at?: (string | null)
/**
 * When verify_claim last looked.
 */
checked_at?: (string | null)
/**
 * What the last check found instead of the evidence.
 */
failure?: (string | null)
checks?: {
at?: string
found?: boolean
detail?: string
}[]
/**
 * What to do now, in words an agent can pass on.
 */
next_step: string
}

/** Each operation's success answer, by operationId. */
export type OperationOutputs = {
  add_gallery_image: AddGalleryImageOutput;
  add_milestone: AddMilestoneOutput;
  answer_interview: AnswerInterviewOutput;
  choose_free_listing: ChooseFreeListingOutput;
  claim_listing: ClaimListingOutput;
  compare_listings: CompareListingsOutput;
  create_checkout: CreateCheckoutOutput;
  create_webhook: CreateWebhookOutput;
  delete_gallery_image: DeleteGalleryImageOutput;
  delete_milestone: DeleteMilestoneOutput;
  delete_webhook: DeleteWebhookOutput;
  get_account: GetAccountOutput;
  get_alternatives: GetAlternativesOutput;
  get_badges: GetBadgesOutput;
  get_blog_post: GetBlogPostOutput;
  get_category: GetCategoryOutput;
  get_draft: GetDraftOutput;
  get_founder: GetFounderOutput;
  get_launch_week: GetLaunchWeekOutput;
  get_leaderboard: GetLeaderboardOutput;
  get_listing: GetListingOutput;
  get_my_listing: GetMyListingOutput;
  get_order: GetOrderOutput;
  get_site_info: GetSiteInfoOutput;
  invite_cofounder: InviteCofounderOutput;
  list_awards: ListAwardsOutput;
  list_blog_posts: ListBlogPostsOutput;
  list_categories: ListCategoriesOutput;
  list_comments: ListCommentsOutput;
  list_founders: ListFoundersOutput;
  list_interview_questions: ListInterviewQuestionsOutput;
  list_launches: ListLaunchesOutput;
  list_my_claims: ListMyClaimsOutput;
  list_my_drafts: ListMyDraftsOutput;
  list_my_listings: ListMyListingsOutput;
  list_my_orders: ListMyOrdersOutput;
  list_products: ListProductsOutput;
  list_webhook_deliveries: ListWebhookDeliveriesOutput;
  list_webhooks: ListWebhooksOutput;
  post_listing_update: PostListingUpdateOutput;
  quote_order: QuoteOrderOutput;
  search_listings: SearchListingsOutput;
  set_founder_story: SetFounderStoryOutput;
  submit_draft: SubmitDraftOutput;
  submit_listing: SubmitListingOutput;
  update_draft: UpdateDraftOutput;
  update_my_listing: UpdateMyListingOutput;
  verify_claim: VerifyClaimOutput;
};
