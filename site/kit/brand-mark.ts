/**
 * The site's mark: an upvote arrow on a rounded square in the brand's orange. Drawn once here, used
 * in the header, as the SVG favicon and rasterised into /favicon.ico (site/favicon.ts).
 */
export const BRAND_COLOUR = '#c2410c';
export const BRAND_MARK_PATH = 'M16 6.5 26 23.5H6z';

export const brandMarkSvg = (attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"${attrs}><rect width="32" height="32" rx="8" fill="${BRAND_COLOUR}"/><path d="${BRAND_MARK_PATH}" fill="#fff"/></svg>`;
