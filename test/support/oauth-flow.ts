import * as client from 'openid-client';

/** A person's browser, reduced to what the flow needs: cookies and redirects followed one by one. */
export class CookieBrowser {
  private readonly cookies = new Map<string, string>();
  private readonly base: string;
  constructor(base: string) {
    this.base = base;
  }
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }
  /** Follows redirects until a page answers or `stopAt` (the client's redirect URI) is reached. */
  async follow(url: string, stopAt: string): Promise<{ res: Response; url: string }> {
    let current = url;
    for (let i = 0; i < 20; i++) {
      if (current.startsWith(stopAt)) return { res: new Response(null), url: current };
      const res = await this.request(current);
      const location = res.headers.get('location');
      if (!location || res.status < 300 || res.status >= 400) return { res, url: current };
      current = new URL(location, current.startsWith('http') ? current : this.base).href;
    }
    throw new Error('too many redirects');
  }
}

/** The CSRF token of the first form of a page (the sign-in form's, or the consent form's). */
export function csrfOf(page: string): string {
  const found = /name="csrf" value="([^"]+)"/.exec(page);
  if (!found) throw new Error(`no form with a CSRF token: ${page.slice(0, 200)}`);
  return found[1];
}

/**
 * The whole authorization code + PKCE flow as an independent client runs it: dynamic
 * registration, sign-in, the consent page (Allow access), the token exchange.
 */
export async function tokenThroughConsent(base: string, person: { email: string; password: string }, scope: string, resource: string) {
  const redirectUri = 'http://127.0.0.1/callback';
  const config = await client.dynamicClientRegistration(
    new URL(`${base}/oauth`),
    {
      redirect_uris: [redirectUri],
      application_type: 'native',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      client_name: 'Test Agent',
    },
    client.None(),
    { execute: [client.allowInsecureRequests] },
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource,
    prompt: 'consent',
  });
  const browser = new CookieBrowser(base);
  let step = await browser.follow(url.href, redirectUri);
  const signin = await browser.request(step.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: csrfOf(await step.res.text()), ...person }).toString(),
  });
  step = await browser.follow(new URL(signin.headers.get('location')!, base).href, redirectUri);
  const consent = await step.res.text();
  const form = /action="([^"]+)"[\s\S]*name="csrf" value="([^"]+)"/.exec(consent);
  if (!form) throw new Error(`no consent page: ${consent.slice(0, 200)}`);
  const allowed = await browser.request(form[1], {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `csrf=${encodeURIComponent(form[2])}&decision=allow`,
  });
  const back = await browser.follow(new URL(allowed.headers.get('location')!, base).href, redirectUri);
  const tokens = await client.authorizationCodeGrant(config, new URL(back.url), { pkceCodeVerifier: verifier, expectedState: state });
  return Object.assign(tokens, { config });
}
