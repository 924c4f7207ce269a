import { colourOf } from './cards.ts';
import { html, plain } from './html.ts';

/** Up to two initials of a name: "Lena Vogt" → "LV". */
const initials = (name: string) =>
  plain(name)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '?';

/**
 * A person's avatar. Founder profiles carry no photo, so it is a monogram: their initials on a
 * circle of a colour of their own. Decorative: their name is always beside it.
 */
export function avatar(name: string, key: string, size: 'normal' | 'large' = 'normal') {
  const text = initials(name);
  return html`<svg class="avatar${size === 'large' ? ' large' : ''}" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="20" fill="${colourOf(key)}"/><text x="20" y="26" text-anchor="middle" font-size="${text.length > 1 ? 15 : 18}" font-weight="700" fill="#fff" font-family="system-ui, sans-serif">${text}</text></svg>`;
}
