import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvidenceExtractor } from '../infra/draft/extractor.ts';
import { halfOf, type Label, loadLabel, loadManifest, type ManifestSite, REAL_PAGES_DIR, realPagesMissing } from '../test/support/real-pages.ts';
import { draftRealSite } from '../test/support/real-pages-draft.ts';
import { scoreSite } from '../test/support/real-pages-score.ts';
import { serveRealSites } from '../test/support/real-site-server.ts';
import { HOME_CHANGES, PAGE_CHANGES, type PageChange } from './support/perturbations.ts';

/**
 * The tuning half of the real pages drafted under perturbations (bench/support/perturbations.ts), each scored against the site's
 * own label: every value drafted that the label does not hold is listed. A rule fitted to a page's exact words shows here as a
 * wrong value on a variant a careful person would read the same. Only the tuning half: the measuring half is never read.
 * The variants are written to a temporary folder and removed. Usage: `node bench/perturb.ts [words of a perturbation's name]`;
 * `PERTURB_LOST=1` lists, under each run, the labelled values its drafts miss that the drafts as saved found.
 */
type Variant = { site: ManifestSite; label: Label; root: string };

/** The furniture an about, team or contact page carries as often as a homepage: other people, other companies, other places. */
const ON_SECONDARY_PAGES = [
  "an investor's line naming its founder",
  "a customer's story with its founding",
  "a team member's card with her own accounts",
  "a testimonial without class names naming the customer's founder",
  'an event in another city',
  "a trade fair's venue address",
  'a distributor in another country',
  'an advisor who founded another company',
  "a recruiter's address in a job ad",
  'a podcast episode list with guests',
];

const latin1 = (file: string) => readFileSync(file).toString('latin1');

function copyChanged(site: ManifestSite, into: string, change: PageChange, pages = site.pages) {
  const root = path.join(into, site.name);
  cpSync(path.join(REAL_PAGES_DIR, 'sites', site.name), root, { recursive: true });
  for (const p of pages) {
    const file = path.join(root, p.site_path);
    if (existsSync(file) && /\.html?$|\/$/.test(p.site_path)) writeFileSync(file, Buffer.from(change(latin1(file)), 'latin1'));
  }
  return root;
}

/** Drafts variants that share no host: the wrong values each site's draft holds, and how many right values the drafts hold. */
async function drafted(variants: Variant[]): Promise<{ wrong: string[]; right: number; missed: string[] }> {
  const server = await serveRealSites(variants.map((v) => ({ site: v.site, host: v.label.host, root: v.root })));
  const wrong: string[] = [];
  const missed: string[] = [];
  let right = 0;
  try {
    for (const v of variants) {
      const d = await draftRealSite({ site: v.site, label: v.label }, server, new EvidenceExtractor());
      const score = scoreSite(v.label, d.draft, d.url);
      right += Object.values(score.fields).reduce((n, t) => n + t.tp, 0);
      missed.push(...score.wrong.filter((x) => x.includes(': missed ')).map((x) => `${v.site.name}  ${x}`));
      for (const w of score.wrong.filter((x) => x.includes(': drafted '))) {
        const field = w.split(':')[0] as keyof typeof d.draft.fields;
        const quotes = process.env.PERTURB_QUOTES ? ` <- ${JSON.stringify(d.draft.fields[field]?.evidence?.map((e) => e.quote) ?? '')}` : '';
        wrong.push(`${v.site.name}${v.site.pages.length === 1 ? ` (${v.site.pages[0].site_path})` : ''}  ${w}${quotes}`);
      }
    }
  } finally {
    await server.close();
  }
  return { wrong, right, missed };
}

async function main() {
  const missing = realPagesMissing();
  if (missing) return console.log(`perturbations skipped: ${missing}`);
  const filter = process.argv.slice(2).join(' ').toLowerCase();
  const tuning = loadManifest()
    .filter((s) => halfOf(s.name) === 'tuning')
    .map((site) => ({ site, label: loadLabel(site.name) }));
  const products = tuning.filter((t) => t.label.product_site);
  const dir = mkdtempSync(path.join(tmpdir(), 'perturb-'));
  const runs: [string, () => Variant[][]][] = [
    ['as saved', () => [tuning.map((t) => ({ ...t, root: path.join(REAL_PAGES_DIR, 'sites', t.site.name) }))]],
    ...Object.entries(PAGE_CHANGES).map(([name, change]): [string, () => Variant[][]] => [
      name,
      () => [tuning.map((t) => ({ ...t, root: copyChanged(t.site, path.join(dir, name), change) }))],
    ]),
    ...Object.entries(HOME_CHANGES).map(([name, change]): [string, () => Variant[][]] => [
      `homepage with ${name}`,
      () => [products.map((t) => ({ ...t, root: copyChanged(t.site, path.join(dir, name), change, t.site.pages.slice(0, 1)) }))],
    ]),
    // An about or team page carries the same furniture, read there by rules that trust a team page more.
    ...Object.entries(HOME_CHANGES)
      .filter(([name]) => ON_SECONDARY_PAGES.includes(name))
      .map(([name, change]): [string, () => Variant[][]] => [
        `secondary pages with ${name}`,
        () => [
          products
            .filter((t) => t.site.pages.length > 1)
            .map((t) => ({ ...t, root: copyChanged(t.site, path.join(dir, `secondary ${name}`), change, t.site.pages.slice(1)) })),
        ],
      ]),
    ['each secondary page submitted on its own', () => secondaryPagesAlone(tuning, path.join(dir, 'alone'))],
    // The same under a host that spells nothing of the site: a single page whose address the pages never say is labelled NAME.example.
    [
      'each secondary page on its own, under a host that is not its own',
      () =>
        secondaryPagesAlone(tuning, path.join(dir, 'alone-elsewhere')).map((pass) =>
          pass.map((v) => ({ ...v, label: { ...v.label, host: `${v.site.name}-elsewhere.example` } })),
        ),
    ],
    // A site whose pages never say its address is labelled under NAME.example: its host tells nothing of its brand or mail.
    [
      'served under a host that is not its own',
      () => [
        tuning.map((t) => ({ ...t, label: { ...t.label, host: `${t.site.name}-elsewhere.example` }, root: path.join(REAL_PAGES_DIR, 'sites', t.site.name) })),
      ],
    ],
    // A project's pages under a host of many (a code host's project pages: someone.github.io/acme/): the folder is not a part of the site.
    ['served in a folder of its host', () => [tuning.map((t) => inFolder(t, path.join(dir, 'folder')))]],
  ];
  // With PERTURB_LOST=1, each run also lists the labelled values its drafts miss that the drafts as saved found.
  const lost = Boolean(process.env.PERTURB_LOST);
  let missedAsSaved: Set<string> | null = null;
  try {
    for (const [name, make] of runs) {
      if (name !== 'as saved' && filter && !name.toLowerCase().includes(filter)) continue;
      if (name === 'as saved' && filter && !lost) continue;
      const wrong: string[] = [];
      const missed: string[] = [];
      let right = 0;
      for (const variants of make()) {
        const d = await drafted(variants);
        wrong.push(...d.wrong);
        missed.push(...d.missed);
        right += d.right;
      }
      // Furniture takes nothing away: fewer right values than as saved is a right value lost to it.
      console.log(`${name}: ${wrong.length} wrong value${wrong.length === 1 ? '' : 's'}, ${right} right`);
      for (const w of wrong) console.log(`    ${w}`);
      if (name === 'as saved') missedAsSaved = new Set(missed);
      else if (lost && missedAsSaved) for (const m of missed.filter((x) => !missedAsSaved?.has(x))) console.log(`    lost: ${m}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A site's copy one folder down, its pages and its label's pages named there: the site is submitted at /<folder>/. */
function inFolder(t: { site: ManifestSite; label: Label }, dir: string): Variant {
  const folder = t.site.name.replace(/-[a-z]{2,3}$/, '');
  const root = path.join(dir, t.site.name);
  cpSync(path.join(REAL_PAGES_DIR, 'sites', t.site.name), path.join(root, folder), { recursive: true });
  const fields = Object.fromEntries(Object.entries(t.label.fields).map(([k, v]) => [k, v ? { ...v, page: `${folder}/${v.page}` } : v])) as Label['fields'];
  return { site: { ...t.site, pages: t.site.pages.map((p) => ({ ...p, site_path: `${folder}/${p.site_path}` })) }, label: { ...t.label, fields }, root };
}

/** Each page after the first of a site as the only page of a copy of it, submitted itself; the k-th pages of all sites in one pass. */
function secondaryPagesAlone(tuning: { site: ManifestSite; label: Label }[], dir: string): Variant[][] {
  const passes: Variant[][] = [];
  for (const t of tuning)
    t.site.pages.slice(1).forEach((page, k) => {
      if (!/\.html?$|\/$/.test(page.site_path)) return;
      const site = { ...t.site, pages: [page] };
      const root = path.join(dir, String(k), t.site.name);
      cpSync(path.join(REAL_PAGES_DIR, 'sites', t.site.name, page.site_path), path.join(root, page.site_path));
      passes[k] = [...(passes[k] ?? []), { site, label: t.label, root }];
    });
  return passes;
}

await main();
