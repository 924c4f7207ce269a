/**
 * The demo companies' logos, drawn here (they have no real sites to read them from): a rounded
 * square in two shades of the company's own hue with a white figure, as SVG.
 */
const FIGURES = [
  '<circle cx="32" cy="32" r="13" fill="none" stroke="#fff" stroke-width="7"/>',
  '<path d="M32 15 L50 47 H14 Z" fill="#fff"/>',
  '<path d="M32 13 L51 32 L32 51 L13 32 Z" fill="#fff"/>',
  '<rect x="17" y="17" width="11" height="30" rx="3" fill="#fff"/><rect x="36" y="25" width="11" height="22" rx="3" fill="#fff"/>',
  '<path d="M16 44 A18 18 0 0 1 48 44" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="32" cy="44" r="5" fill="#fff"/>',
  '<rect x="18" y="18" width="28" height="28" rx="6" fill="none" stroke="#fff" stroke-width="6"/><rect x="28" y="28" width="8" height="8" fill="#fff"/>',
];

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

export function demoLogo(name: string): Uint8Array {
  const h = hash(name);
  const hue = h % 360;
  const figure = FIGURES[(h >>> 8) % FIGURES.length];
  return new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="128" height="128"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360},70%,36%)"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/>${figure}</svg>`,
  );
}
