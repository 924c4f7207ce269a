import type { CheerioAPI } from 'cheerio';

/**
 * An address a CDN hides from harvesters ("[email protected]" with the address encoded in `data-cfemail`, a link to
 * `/cdn-cgi/l/email-protection#…`): its script writes the address in on load, so a person reads it. The first byte of the hex is the
 * key every other byte is XORed with.
 */
function decoded(hex: string): string | null {
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(hex)) return null;
  const key = Number.parseInt(hex.slice(0, 2), 16);
  let out = '';
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16) ^ key);
  // Only an address: anything else is not what the script writes in.
  return /^[^\s@<>"]{1,64}@[^\s@<>"]+\.[^\s@<>"]{2,}$/.test(out) ? out : null;
}

const PROTECTION_LINK = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)$/i;

/** The page as its visitors read it once the CDN's script has run: each hidden address written in, each link to it a mail link. */
export function withProtectedEmails($: CheerioAPI) {
  $('[data-cfemail]').each((_, el) => {
    const address = decoded($(el).attr('data-cfemail') ?? '');
    if (address) $(el).text(address).removeAttr('data-cfemail');
  });
  $('a[href*="/cdn-cgi/l/email-protection#"]').each((_, el) => {
    const m = PROTECTION_LINK.exec($(el).attr('href') ?? '');
    const address = m ? decoded(m[1]) : null;
    if (address) $(el).attr('href', `mailto:${address}`);
  });
}

/** Whether the page's source holds such an address: most hold none, and are not walked. */
export const protectsEmails = (html: string) => html.includes('data-cfemail') || html.includes('/cdn-cgi/l/email-protection');
