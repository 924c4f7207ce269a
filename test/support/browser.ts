/**
 * A person using the site's pages without JavaScript: plain requests that keep the cookies the
 * site sets, and form posts as a browser sends them.
 */
export function browserSession(base: string) {
  const jar = new Map<string, string>();
  /** The Cookie header this person's browser would send. */
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const browse = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    browse(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  /** The CSRF token of the first form on a page. */
  const csrfOn = async (path: string) => {
    const html = await (await browse(path)).text();
    const found = /name="csrf" value="([^"]+)"/.exec(html);
    if (!found) throw new Error(`no form with a CSRF token on ${path}`);
    return found[1];
  };
  /** Fills and sends the form of a page as a browser does: the page first (its cookie and its token), then the post. */
  const submit = async (page: string, action: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    post(action, { csrf: await csrfOn(page), ...fields }, headers);
  const signUp = async (email: string, password: string, name = '') => {
    const res = await submit('/signup', '/signup', { email, name, password });
    if (res.status !== 303) throw new Error(`sign-up of ${email} answered ${res.status}`);
  };
  /** Signs in through the sign-in page's form; answers the post's response (303 when it worked). */
  const signIn = (email: string, password: string, next = '') => {
    const path = `/signin${next ? `?next=${encodeURIComponent(next)}` : ''}`;
    return submit(path, path, { email, password });
  };
  return { browse, post, submit, csrfOn, signUp, signIn, cookie };
}
