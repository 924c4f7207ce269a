/**
 * The demo companies' screenshots, drawn here as their logos are (they have no real sites to read
 * them from): an app window in the company's hue, one per feature — a dashboard, a list and a
 * detail view — so a paid demo listing has a gallery to show. SVG, 1280 × 800.
 */
const W = 1280;
const H = 800;

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** Text fit for SVG: the demo's own words, with the few characters XML gives meaning to escaped. */
const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function frame(hue: number, name: string, title: string, body: string): string {
  const accent = `hsl(${hue},70%,45%)`;
  const nav = ['Overview', 'Projects', 'Reports', 'Settings']
    .map(
      (item, i) =>
        `<rect x="24" y="${152 + i * 48}" width="200" height="36" rx="8" fill="${i === 0 ? `hsl(${hue},70%,94%)` : 'none'}"/><text x="44" y="${176 + i * 48}" font-size="16" fill="${i === 0 ? accent : '#475569'}" font-weight="${i === 0 ? 700 : 500}">${item}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif">
<rect width="${W}" height="${H}" fill="#f1f5f9"/>
<rect width="${W}" height="44" fill="#e2e8f0"/><circle cx="24" cy="22" r="6" fill="#f87171"/><circle cx="44" cy="22" r="6" fill="#fbbf24"/><circle cx="64" cy="22" r="6" fill="#34d399"/>
<rect x="360" y="11" width="560" height="22" rx="11" fill="#fff"/><text x="640" y="27" font-size="13" fill="#64748b" text-anchor="middle">app.${text(name.toLowerCase().replace(/[^a-z0-9]+/g, ''))}.test</text>
<rect y="44" width="248" height="${H - 44}" fill="#fff"/><rect x="24" y="72" width="36" height="36" rx="9" fill="${accent}"/><text x="72" y="97" font-size="20" font-weight="800" fill="#0f172a">${text(name)}</text>
${nav}
<text x="288" y="104" font-size="28" font-weight="800" fill="#0f172a">${text(title)}</text>
${body}
</svg>`;
}

function dashboard(hue: number): string {
  const accent = `hsl(${hue},70%,45%)`;
  const tiles = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${288 + i * 320}" y="136" width="296" height="120" rx="14" fill="#fff"/><rect x="${312 + i * 320}" y="164" width="120" height="12" rx="6" fill="#cbd5e1"/><rect x="${312 + i * 320}" y="196" width="${150 + ((hue + i * 40) % 80)}" height="30" rx="8" fill="${i === 0 ? accent : '#334155'}"/>`,
    )
    .join('');
  const bars = Array.from({ length: 14 }, (_, i) => {
    const h = 60 + ((hue * (i + 3) * 7) % 220);
    return `<rect x="${328 + i * 62}" y="${720 - h}" width="40" height="${h}" rx="6" fill="${i === 13 ? accent : `hsl(${hue},55%,78%)`}"/>`;
  }).join('');
  return `${tiles}<rect x="288" y="280" width="936" height="480" rx="14" fill="#fff"/><rect x="312" y="304" width="200" height="14" rx="7" fill="#cbd5e1"/>${bars}`;
}

function list(hue: number): string {
  const accent = `hsl(${hue},70%,45%)`;
  const rows = Array.from({ length: 8 }, (_, i) => {
    const y = 164 + i * 72;
    return `<rect x="288" y="${y}" width="936" height="60" rx="12" fill="#fff"/><circle cx="324" cy="${y + 30}" r="14" fill="hsl(${(hue + i * 25) % 360},60%,60%)"/><rect x="356" y="${y + 16}" width="${220 + ((i * 53) % 160)}" height="12" rx="6" fill="#334155"/><rect x="356" y="${y + 36}" width="${300 + ((i * 37) % 200)}" height="10" rx="5" fill="#cbd5e1"/><rect x="1100" y="${y + 17}" width="96" height="26" rx="13" fill="${i % 3 === 0 ? accent : '#e2e8f0'}"/>`;
  }).join('');
  return `<rect x="288" y="124" width="420" height="28" rx="8" fill="#fff" stroke="#cbd5e1"/>${rows}`;
}

function detail(hue: number): string {
  const accent = `hsl(${hue},70%,45%)`;
  const lines = Array.from(
    { length: 9 },
    (_, i) => `<rect x="320" y="${250 + i * 32}" width="${420 - ((i * 47) % 140)}" height="12" rx="6" fill="${i === 0 ? '#334155' : '#cbd5e1'}"/>`,
  ).join('');
  let path = 'M 840 640';
  for (let i = 1; i <= 12; i++) path += ` L ${840 + i * 30} ${640 - ((hue * i * 13) % 260) - i * 12}`;
  return `<rect x="288" y="136" width="500" height="620" rx="14" fill="#fff"/><rect x="320" y="168" width="260" height="40" rx="10" fill="${accent}"/>${lines}<rect x="320" y="560" width="180" height="44" rx="10" fill="${accent}"/><rect x="516" y="560" width="140" height="44" rx="10" fill="#e2e8f0"/>
<rect x="812" y="136" width="412" height="620" rx="14" fill="#fff"/><rect x="840" y="168" width="180" height="14" rx="7" fill="#cbd5e1"/><path d="${path}" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/><line x1="840" y1="660" x2="1200" y2="660" stroke="#e2e8f0" stroke-width="2"/>`;
}

/** Three screens of the product, each titled by one of its features, with a caption for the gallery. */
export function demoScreens(name: string, features: string[]): { caption: string; bytes: Uint8Array }[] {
  const hue = hash(name) % 360;
  const views = [dashboard, list, detail];
  return views.map((view, i) => {
    const title = features[i] ?? name;
    return { caption: `${name}: ${title}`, bytes: new TextEncoder().encode(frame(hue, name, title, view(hue))) };
  });
}
