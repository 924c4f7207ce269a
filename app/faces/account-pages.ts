import type { Express } from 'express';
import { apiKeysPage } from '../../site/account/api-keys-page.ts';
import { claimAndOrderPages } from '../../site/account/claim-and-order-pages.ts';
import { claimConfirmPage } from '../../site/account/claim-confirm-page.ts';
import { connectedAppsPage } from '../../site/account/connected-apps-page.ts';
import { draftPages } from '../../site/account/draft-pages.ts';
import { invitePages } from '../../site/account/invite-pages.ts';
import { listingPages } from '../../site/account/listing-pages.ts';
import { overviewPage } from '../../site/account/overview-page.ts';
import { passwordPages } from '../../site/account/password-pages.ts';
import { signInPages } from '../../site/account/sign-in-pages.ts';
import { checkoutPages } from '../../site/checkout/checkout-pages.ts';
import type { PageDeps } from '../../site/kit/page-deps.ts';
import type { pageRenderer } from '../../site/kit/render.ts';
import { siteOperations } from '../../site/kit/site-operations.ts';
import type { FaceDeps } from './face-deps.ts';

/** A member's pages: the account, drafts, listings, claims and orders, keys and apps, sign-in, passwords, invites, checkout. */
export function mountAccountPages(app: Express, d: FaceDeps, pages: PageDeps & { render: ReturnType<typeof pageRenderer> }) {
  const ops = siteOperations(d.table, d.context);
  app.use(overviewPage(pages));
  app.use(draftPages({ ...pages, ops }));
  app.use(listingPages({ ...pages, ops }));
  app.use(claimAndOrderPages({ ...pages, ops }));
  app.use(connectedAppsPage({ ...pages, oauth: d.oauth }));
  app.use(apiKeysPage(pages));
  app.use(signInPages({ ...pages, returnSourceOf: d.oauth.returnSourceOf }));
  app.use(passwordPages(pages));
  app.use(invitePages(pages));
  app.use(claimConfirmPage(pages));
  app.use(checkoutPages({ ...pages, paymentPage: d.c.payments?.pageOrigin ?? null }));
}
