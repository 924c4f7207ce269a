import { escapeMarkup } from '../../domain/shared/escape-markup.ts';

export const BADGE_SHAPES = ['standard', 'outline', 'pill', 'banner', 'square'] as const;
export const BADGE_MODES = ['light', 'dark', 'auto'] as const;
export const BADGE_SIZES = ['s', 'm', 'l'] as const;
export type BadgeStyle = { shape: (typeof BADGE_SHAPES)[number]; mode: (typeof BADGE_MODES)[number]; size: (typeof BADGE_SIZES)[number] };

export type BadgeContent = { kicker: string; title: string; detail?: string; accent: string; label: string };

const SCALE = { s: 0.75, m: 1, l: 1.25 };
const LIGHT = { bg: '#ffffff', fg: '#111827', muted: '#4b5563', border: '#d1d5db' };
const DARK = { bg: '#111827', fg: '#f9fafb', muted: '#d1d5db', border: '#374151' };

/** Width of text in the badge font, estimated so the layout needs no font metrics. */
const textWidth = (text: string, px: number) => Math.ceil(text.length * px * 0.56);

/**
 * One badge as a self-contained SVG: every piece of listing or site text is escaped; `auto`
 * follows the viewer's colour scheme through a media query inside the image.
 */
export function renderBadge(content: BadgeContent, style: BadgeStyle): string {
  const k = SCALE[style.size];
  const square = style.shape === 'square';
  const banner = style.shape === 'banner';
  const height = Math.round((square ? 120 : banner ? 64 : 54) * k);
  const kickerPx = Math.round(10 * k);
  const titlePx = Math.round((banner ? 18 : 16) * k);
  const detailPx = Math.round(10 * k);
  const icon = Math.round(28 * k);
  const pad = Math.round(12 * k);
  const lines = [content.kicker, content.title, content.detail ?? ''];
  const textW = Math.max(textWidth(lines[0].toUpperCase(), kickerPx), textWidth(lines[1], titlePx), textWidth(lines[2], detailPx));
  const width = square ? height : Math.max(Math.round((banner ? 320 : 200) * k), pad * 3 + icon + textW);
  const radius = style.shape === 'pill' ? height / 2 : square ? Math.round(12 * k) : Math.round(8 * k);
  const palette = style.mode === 'dark' ? DARK : LIGHT;
  const outline = style.shape === 'outline';
  const css = [
    `.bg{fill:${outline ? 'none' : palette.bg};stroke:${outline ? content.accent : palette.border};stroke-width:${outline ? 2 : 1}}`,
    `.fg{fill:${palette.fg}}.muted{fill:${palette.muted}}`,
    style.mode === 'auto'
      ? `@media (prefers-color-scheme: dark){.bg{fill:${outline ? 'none' : DARK.bg};stroke:${outline ? content.accent : DARK.border}}.fg{fill:${DARK.fg}}.muted{fill:${DARK.muted}}}`
      : '',
  ].join('');
  const font = `font-family="-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif"`;
  const iconX = square ? (width - icon) / 2 : pad + (style.shape === 'pill' ? Math.round(6 * k) : 0);
  const iconY = square ? pad : (height - icon) / 2;
  const textX = square ? width / 2 : iconX + icon + pad;
  const anchor = square ? 'middle' : 'start';
  const firstY = square ? iconY + icon + pad + kickerPx : height / 2 - (content.detail ? titlePx * 0.55 : titlePx * 0.2);
  const label = escapeMarkup(content.label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<style>${css}</style>`,
    `<rect class="bg" x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${radius}"/>`,
    `<g transform="translate(${iconX} ${iconY})"><circle cx="${icon / 2}" cy="${icon / 2}" r="${icon / 2}" fill="${content.accent}"/>`,
    `<path d="M${icon * 0.3} ${icon * 0.52} l${icon * 0.14} ${icon * 0.14} l${icon * 0.26} -${icon * 0.3}" stroke="#ffffff" stroke-width="${Math.max(2, 2.5 * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    `<text ${font} text-anchor="${anchor}">`,
    `<tspan class="muted" x="${textX}" y="${Math.round(firstY - titlePx * 0.6)}" font-size="${kickerPx}" font-weight="600" letter-spacing="0.5">${escapeMarkup(content.kicker.toUpperCase())}</tspan>`,
    `<tspan class="fg" x="${textX}" y="${Math.round(firstY + titlePx * 0.55)}" font-size="${titlePx}" font-weight="700">${escapeMarkup(content.title)}</tspan>`,
    content.detail
      ? `<tspan class="muted" x="${textX}" y="${Math.round(firstY + titlePx * 0.55 + detailPx * 1.5)}" font-size="${detailPx}">${escapeMarkup(content.detail)}</tspan>`
      : '',
    `</text></svg>`,
  ].join('');
}
