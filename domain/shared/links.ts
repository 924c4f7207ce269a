/**
 * The one rule for the links and e-mail addresses people and pages give us. Every door uses it —
 * drafts, owner edits, milestones, founders, socials, the drafters' output, the crawler's profile
 * links, reverts and the repair of old values — so a value a page could turn into a script (a
 * `javascript:`, `data:` or `vbscript:` link in any case, behind spaces or control characters, or
 * an address that breaks out of an attribute) is never stored, whichever door it came through.
 */

export const MAX_LINK_LENGTH = 2048;
export const MAX_EMAIL_LENGTH = 254;

export type Checked = { ok: true; value: string } | { ok: false; message: string };

// Characters no link or address needs, and which hide or change what a reader sees: controls,
// whitespace, bidi and zero-width marks, and the ones that end an attribute or a tag.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the rule refuses
const HOSTILE = /[\u0000-\u0020\u007F-\u00A0\u061C\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF"'<>`\\]/u;

/**
 * An absolute http(s) URL, as a browser would read it (normalized: scheme and host in lower case,
 * the path percent-encoded), with no user name or password, no hostile character and at most
 * `maxLength` characters. Surrounding spaces are forgiven; anything else is refused with why.
 */
export function webLink(raw: string, maxLength = MAX_LINK_LENGTH): Checked {
  const text = raw.trim();
  if (!text) return { ok: false, message: 'must be an http(s) link' };
  if (HOSTILE.test(text)) return { ok: false, message: 'must be an http(s) link without spaces, quotes, angle brackets or control characters' };
  if (!/^https?:\/\//i.test(text)) return { ok: false, message: 'must be an http(s) link, like https://example.com' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'must be an http(s) link, like https://example.com' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: 'must be an http(s) link' };
  if (url.username || url.password) return { ok: false, message: 'must not carry a user name or password' };
  if (!url.hostname) return { ok: false, message: 'must name a host' };
  if (url.href.length > maxLength) return { ok: false, message: `must be at most ${maxLength} characters` };
  return { ok: true, value: url.href };
}

// The HTML standard's "valid e-mail address": what a browser's type=email accepts.
const EMAIL = /^[A-Za-z0-9.!#$%&*+/=?^_{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An e-mail address (surrounding spaces forgiven), or why not. */
export function emailAddress(raw: string): Checked {
  const text = raw.trim();
  if (text.length > MAX_EMAIL_LENGTH) return { ok: false, message: `must be an e-mail address of at most ${MAX_EMAIL_LENGTH} characters` };
  if (!EMAIL.test(text)) return { ok: false, message: 'must be an e-mail address, like hello@example.com' };
  return { ok: true, value: text };
}

/** The link as stored, or null when it breaks the rule (for values that are dropped rather than refused). */
export const safeWebLink = (raw: unknown, maxLength = MAX_LINK_LENGTH): string | null => {
  if (typeof raw !== 'string') return null;
  const checked = webLink(raw, maxLength);
  return checked.ok ? checked.value : null;
};

/** The address as stored, or null when it breaks the rule. */
export const safeEmail = (raw: unknown): string | null => {
  if (typeof raw !== 'string') return null;
  const checked = emailAddress(raw);
  return checked.ok ? checked.value : null;
};

/** A platform-to-link record under the rule: safe links normalized, the others dropped. */
export const safeSocials = (socials: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(socials).flatMap(([platform, link]) => {
      const safe = safeWebLink(link, 500);
      return safe ? [[platform, safe] as const] : [];
    }),
  );
