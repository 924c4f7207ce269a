// Generated from schemas/openapi.yaml by `npm run generate`; do not edit.

export interface AddGalleryImageInput {
path: {
listing_id: number
}
query: {

}
body: {
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url: string
/**
 * What the image shows: its caption and its text for people who cannot see it.
 */
caption?: string
}
}

export interface AddMilestoneInput {
path: {
listing_id: number
}
query: {

}
body: {
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}
}

export interface AnswerInterviewInput {
path: {

}
query: {

}
body: {
/**
 * @maxItems 30
 */
answers: {
question_id: number
answer: string
}[]
}
}

export interface ChooseFreeListingInput {
path: {
listing_id: number
}
query: {

}
}

export interface ClaimListingInput {
path: {

}
query: {

}
body: {
slug: string
method: ("dns" | "meta" | "file" | "email")
/**
 * For method `email`: an address at the company's domain.
 */
email?: string
}
}

export interface CompareListingsInput {
path: {

}
query: {
a: string
b: string
}
}

export interface CreateCheckoutInput {
path: {

}
query: {

}
body: {
/**
 * @minItems 1
 * @maxItems 20
 * 
 * Items: One thing to buy. By product: `launch` (`listing_id`; `week` to launch in a future week with paid capacity, omitted to go live at once; unlocks story, milestones and media; a listing queued for a free week moves to the paid plan and gives its free slot back); `featured` (`listing_id` of a paid listing or one launched in the same order, `week`, defaulting to its launch week: the listing shows in the Featured row of the home page and of its primary category for that launch week, Monday to Sunday UTC, always labelled "Featured · paid"); `extra-category` (`listing_id` of a paid listing, `categories`: 1 to 3 slugs, not the primary, at most 3 additional in all; priced per category); `billboard` (`listing_id`, `amount_cents` at least the product's price, the minimum: money on the billboard board, always labelled PAID); `sections` (`listing_id` of a listing without a paid launch: unlocks story, milestones and media). Any other product of list_products is a service the site team delivers (`listing_id` when it `needs_listing`).
 */
items: {
/**
 * A product identifier from list_products.
 */
product: string
/**
 * One of your listings: required for products with needs_listing.
 */
listing_id?: number
/**
 * For `launch` and `featured`: the launch week (a date, snapped to its Monday).
 */
week?: string
/**
 * For `extra-category`: 1 to 3 additional category slugs.
 * 
 * @minItems 1
 * @maxItems 3
 */
categories?: string[]
/**
 * For `billboard`: the contribution in USD cents (at least the product's price).
 */
amount_cents?: number
}[]
/**
 * ISO country code: the VAT follows from it (required with vat_number).
 */
billing_country?: string
/**
 * EU businesses with a valid VAT number of their billing country get reverse charge.
 */
vat_number?: string
}
}

export interface CreateWebhookInput {
path: {

}
query: {

}
body: {
url: string
/**
 * @minItems 1
 * @maxItems 8
 */
event_types: ("listing.scheduled" | "listing.live" | "listing.updated" | "badge.missing" | "claim.verified" | "order.paid" | "award.won" | "review.posted" | "comment.posted")[]
}
}

export interface DeleteGalleryImageInput {
path: {
listing_id: number
image_id: number
}
query: {

}
}

export interface DeleteMilestoneInput {
path: {
listing_id: number
milestone_id: number
}
query: {

}
}

export interface DeleteWebhookInput {
path: {
webhook_id: string
}
query: {

}
}

export interface GetAccountInput {
path: {

}
query: {

}
}

export interface GetAlternativesInput {
path: {
slug: string
}
query: {
page: number
per_page: number
}
}

export interface GetBadgesInput {
path: {
slug: string
}
query: {
shape: ("standard" | "outline" | "pill" | "banner" | "square")
mode: ("light" | "dark" | "auto")
size: ("s" | "m" | "l")
}
}

export interface GetBlogPostInput {
path: {
slug: string
}
query: {

}
}

export interface GetCategoryInput {
path: {
slug: string
}
query: {
page: number
per_page: number
}
}

export interface GetDraftInput {
path: {
id: string
}
query: {

}
}

export interface GetFounderInput {
path: {
slug: string
}
query: {

}
}

export interface GetLaunchWeekInput {
path: {
week: string
}
query: {

}
}

export interface GetLeaderboardInput {
path: {
board: ("community-weekly" | "community-all-time" | "billboard" | "domain-rating" | "revenue")
}
query: {
week?: string
page: number
per_page: number
}
}

export interface GetListingInput {
path: {
slug: string
}
query: {

}
}

export interface GetMyListingInput {
path: {
listing_id: number
}
query: {

}
}

export interface GetOrderInput {
path: {
number: string
}
query: {

}
}

export interface GetSiteInfoInput {
path: {

}
query: {

}
}

export interface InviteCofounderInput {
path: {
id: string
}
query: {

}
body: {
email: string
}
}

export interface ListAwardsInput {
path: {

}
query: {
listing?: string
page: number
per_page: number
}
}

export interface ListBlogPostsInput {
path: {

}
query: {
q?: string
page: number
per_page: number
}
}

export interface ListCategoriesInput {
path: {

}
query: {
include_empty: boolean
}
}

export interface ListCommentsInput {
path: {
slug: string
}
query: {
page: number
per_page: number
}
}

export interface ListFoundersInput {
path: {

}
query: {
q?: string
country?: string
page: number
per_page: number
}
}

export interface ListInterviewQuestionsInput {
path: {

}
query: {

}
}

export interface ListLaunchesInput {
path: {

}
query: {
section: ("today" | "this-week" | "trending" | "most-voted" | "recent" | "most-viewed" | "most-followed" | "upcoming")
page: number
per_page: number
}
}

export interface ListMyClaimsInput {
path: {

}
query: {
page: number
per_page: number
}
}

export interface ListMyDraftsInput {
path: {

}
query: {
page: number
per_page: number
}
}

export interface ListMyListingsInput {
path: {

}
query: {
page: number
per_page: number
}
}

export interface ListMyOrdersInput {
path: {

}
query: {
page: number
per_page: number
}
}

export interface ListProductsInput {
path: {

}
query: {

}
}

export interface ListWebhookDeliveriesInput {
path: {
webhook_id: string
}
query: {
page: number
per_page: number
}
}

export interface ListWebhooksInput {
path: {

}
query: {
page: number
per_page: number
}
}

export interface PostListingUpdateInput {
path: {
listing_id: number
}
query: {

}
body: {
title: string
/**
 * Plain text.
 */
body: string
}
}

export interface QuoteOrderInput {
path: {

}
query: {

}
body: {
/**
 * @minItems 1
 * @maxItems 20
 * 
 * Items: One thing to buy. By product: `launch` (`listing_id`; `week` to launch in a future week with paid capacity, omitted to go live at once; unlocks story, milestones and media; a listing queued for a free week moves to the paid plan and gives its free slot back); `featured` (`listing_id` of a paid listing or one launched in the same order, `week`, defaulting to its launch week: the listing shows in the Featured row of the home page and of its primary category for that launch week, Monday to Sunday UTC, always labelled "Featured · paid"); `extra-category` (`listing_id` of a paid listing, `categories`: 1 to 3 slugs, not the primary, at most 3 additional in all; priced per category); `billboard` (`listing_id`, `amount_cents` at least the product's price, the minimum: money on the billboard board, always labelled PAID); `sections` (`listing_id` of a listing without a paid launch: unlocks story, milestones and media). Any other product of list_products is a service the site team delivers (`listing_id` when it `needs_listing`).
 */
items: {
/**
 * A product identifier from list_products.
 */
product: string
/**
 * One of your listings: required for products with needs_listing.
 */
listing_id?: number
/**
 * For `launch` and `featured`: the launch week (a date, snapped to its Monday).
 */
week?: string
/**
 * For `extra-category`: 1 to 3 additional category slugs.
 * 
 * @minItems 1
 * @maxItems 3
 */
categories?: string[]
/**
 * For `billboard`: the contribution in USD cents (at least the product's price).
 */
amount_cents?: number
}[]
/**
 * ISO country code: the VAT follows from it (required with vat_number).
 */
billing_country?: string
/**
 * EU businesses with a valid VAT number of their billing country get reverse charge.
 */
vat_number?: string
}
}

export interface SearchListingsInput {
path: {

}
query: {
q?: string
category?: string
stage?: string
country?: string
pricing_model?: string
domain?: string
status: ("live" | "upcoming")
sort: ("relevance" | "newest" | "votes" | "trending" | "most_viewed" | "most_followed")
page: number
per_page: number
}
}

export interface SetFounderStoryInput {
path: {
listing_id: number
}
query: {

}
body?: {
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
}

export interface SubmitDraftInput {
path: {
id: string
}
query: {

}
}

export interface SubmitListingInput {
path: {

}
query: {

}
body: {
/**
 * The product's public website (http or https).
 */
url: string
}
}

export interface UpdateDraftInput {
path: {
id: string
}
query: {

}
body?: {
/**
 * Profile fields; a value marks the field as the caller's own, null removes it.
 */
fields?: {
name?: (string | null)
tagline?: (string | null)
short_description?: (string | null)
description?: (string | null)
stage?: (string | null)
/**
 * @maxItems 20
 */
categories?: (string[] | null)
/**
 * @maxItems 20
 */
tags?: (string[] | null)
pricing_model?: (string | null)
pricing_summary?: (string | null)
country?: (string | null)
city?: (string | null)
founded_year?: (string | null)
/**
 * @maxItems 20
 */
features?: (string[] | null)
/**
 * @maxItems 20
 */
usps?: (string[] | null)
/**
 * @maxItems 20
 */
keywords?: (string[] | null)
/**
 * An EmailAddress; an empty string or null removes the value.
 */
contact_email?: (string | null)
/**
 * A WebLink; an empty string or null removes the value.
 */
demo_video_url?: (string | null)
/**
 * A WebLink; an empty string or null removes the value.
 */
logo_url?: (string | null)
}
/**
 * @maxItems 20
 */
lock_fields?: ("name" | "tagline" | "short_description" | "description" | "stage" | "categories" | "tags" | "pricing_model" | "pricing_summary" | "country" | "city" | "founded_year" | "features" | "usps" | "keywords" | "contact_email" | "demo_video_url" | "logo_url")[]
/**
 * The AI redrafts these fields from the pages read at submission. The answer does not wait for it: the fields show state `drafting` until the new value (or blank, when the site does not say) arrives; poll get_draft.
 * 
 * @maxItems 5
 */
regenerate?: ("name" | "tagline" | "short_description" | "description" | "stage" | "categories" | "tags" | "pricing_model" | "pricing_summary" | "country" | "city" | "founded_year" | "features" | "usps" | "keywords" | "contact_email" | "demo_video_url" | "logo_url")[]
/**
 * @maxItems 20
 */
restore?: ("name" | "tagline" | "short_description" | "description" | "stage" | "categories" | "tags" | "pricing_model" | "pricing_summary" | "country" | "city" | "founded_year" | "features" | "usps" | "keywords" | "contact_email" | "demo_video_url" | "logo_url")[]
/**
 * Replaces all FAQs.
 * 
 * @maxItems 10
 */
faqs?: {
question: string
answer: string
}[]
/**
 * Platform to link.
 */
company_socials?: {
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 * 
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^.*$".
 */
[k: string]: string
}
/**
 * Platform to link.
 */
founder_socials?: {
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 * 
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^.*$".
 */
[k: string]: string
}
/**
 * Replaces the list; first = primary.
 * 
 * @maxItems 6
 */
founders?: {
name: string
title?: string
bio?: string
}[]
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
 * Replaces milestones.
 * 
 * @maxItems 50
 */
milestones?: {
date: string
title: string
description?: string
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 */
url?: string
}[]
/**
 * The main competitor's website, read and compared; empty clears.
 */
competitor_url?: string
seo?: {
title?: string
meta?: string
}
}
}

export interface UpdateMyListingInput {
path: {
listing_id: number
}
query: {

}
body?: {
fields?: {
tagline?: string
short_description?: string
description?: string
pricing_model?: string
pricing_summary?: string
country?: string
city?: string
founded_year?: (number | null)
/**
 * A WebLink, or an empty string to remove the value.
 */
demo_video_url?: string
/**
 * An EmailAddress, or an empty string to remove the value.
 */
contact_email?: string
/**
 * @maxItems 20
 */
features?: string[]
/**
 * @maxItems 20
 */
usps?: string[]
/**
 * @maxItems 20
 */
keywords?: string[]
headline?: string
summary?: string
seo_title?: string
seo_description?: string
}
/**
 * `all` or site keys (get_site_info names this site's key and its sister sites): the headline, summary, seo_title and seo_description sent in this call also go to the same company's listing (the same website domain) on those sister directories. Only the fields sent travel; each sister applies an edit once, moments later. An unknown key is refused. Default: this listing only.
 * 
 * @maxItems 60
 */
apply_to?: string[]
/**
 * Platform to link.
 */
socials?: {
/**
 * A link: an absolute http(s) URL without user name or password, spaces, quotes, angle brackets or control characters, at most 500 characters. Every door (drafts, owner edits, milestones, socials, founder profiles, what the crawler reads) follows this rule; the service stores and answers the URL normalized (scheme and host in lower case, the path percent-encoded). Anything else is refused with a 400 naming the field.
 * 
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^.*$".
 */
[k: string]: string
}
/**
 * @maxItems 10
 */
faqs?: {
question: string
answer: string
}[]
}
}

export interface VerifyClaimInput {
path: {
claim_id: number
}
query: {

}
body?: {

}
}

/** Each operation's validated input, by operationId. */
export type OperationInputs = {
  add_gallery_image: AddGalleryImageInput;
  add_milestone: AddMilestoneInput;
  answer_interview: AnswerInterviewInput;
  choose_free_listing: ChooseFreeListingInput;
  claim_listing: ClaimListingInput;
  compare_listings: CompareListingsInput;
  create_checkout: CreateCheckoutInput;
  create_webhook: CreateWebhookInput;
  delete_gallery_image: DeleteGalleryImageInput;
  delete_milestone: DeleteMilestoneInput;
  delete_webhook: DeleteWebhookInput;
  get_account: GetAccountInput;
  get_alternatives: GetAlternativesInput;
  get_badges: GetBadgesInput;
  get_blog_post: GetBlogPostInput;
  get_category: GetCategoryInput;
  get_draft: GetDraftInput;
  get_founder: GetFounderInput;
  get_launch_week: GetLaunchWeekInput;
  get_leaderboard: GetLeaderboardInput;
  get_listing: GetListingInput;
  get_my_listing: GetMyListingInput;
  get_order: GetOrderInput;
  get_site_info: GetSiteInfoInput;
  invite_cofounder: InviteCofounderInput;
  list_awards: ListAwardsInput;
  list_blog_posts: ListBlogPostsInput;
  list_categories: ListCategoriesInput;
  list_comments: ListCommentsInput;
  list_founders: ListFoundersInput;
  list_interview_questions: ListInterviewQuestionsInput;
  list_launches: ListLaunchesInput;
  list_my_claims: ListMyClaimsInput;
  list_my_drafts: ListMyDraftsInput;
  list_my_listings: ListMyListingsInput;
  list_my_orders: ListMyOrdersInput;
  list_products: ListProductsInput;
  list_webhook_deliveries: ListWebhookDeliveriesInput;
  list_webhooks: ListWebhooksInput;
  post_listing_update: PostListingUpdateInput;
  quote_order: QuoteOrderInput;
  search_listings: SearchListingsInput;
  set_founder_story: SetFounderStoryInput;
  submit_draft: SubmitDraftInput;
  submit_listing: SubmitListingInput;
  update_draft: UpdateDraftInput;
  update_my_listing: UpdateMyListingInput;
  verify_claim: VerifyClaimInput;
};
