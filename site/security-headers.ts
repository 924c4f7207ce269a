import type { Response } from 'express';
import helmet from 'helmet';

/**
 * The site's pages: scripts and styles only from this origin (no inline script or style), never
 * framed, no plugins; HSTS and upgrade of insecure requests when the site is served over TLS.
 * Forms post only to this site (`form-action 'self'`): an injected form cannot send what a person
 * types elsewhere. Chromium applies form-action to the redirects that follow a post as well, so a
 * page whose form rightly ends on another site names that one site (`allowFormTarget`): the
 * checkout's pay button, which hands over to the payment provider's page.
 */
export function siteSecurityHeaders(publicUrl: string) {
  const tls = publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Lets this page's forms lead to one more site besides ours (their post, or a redirect after it): `source` is a CSP source, an origin. */
export function allowFormTarget(res: Response, source: string | null) {
  const csp = res.getHeader('Content-Security-Policy');
  if (!source || /[\s;,]/.test(source) || typeof csp !== 'string') return;
  res.setHeader('Content-Security-Policy', csp.replace(/form-action 'self'/, `form-action 'self' ${source}`));
}
