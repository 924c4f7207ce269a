/** Deterministic synthetic listings for benchmarks: pronounceable names, a realistic vocabulary. */
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ta',
  'ven',
  'dor',
  'qui',
  'zel',
  'bra',
  'nex',
  'pol',
  'sar',
  'tri',
  'ume',
  'vox',
  'wyn',
  'lux',
  'fen',
  'gra',
  'hal',
  'jor',
  'kin',
  'mar',
  'nor',
  'ost',
  'pra',
  'rin',
  'sol',
  'tur',
  'vel',
];
const SUFFIX = ['ly', 'io', 'hub', 'base', 'forge', 'kit', 'flow', 'desk', 'stack', 'loop', 'mind', 'grid', 'works', 'lab', 'ify'];
const WORDS =
  'team project invoice budget email campaign tracking analytics dashboard report customer support ticket agent workflow automation schedule calendar meeting notes document editor design prototype icon colour palette font code deploy pipeline test monitor alert log metric trace api database query search index cache queue message chat video audio podcast course lesson quiz language fitness sleep habit meal recipe shop cart checkout payment subscription pricing plan growth referral review feedback survey form hiring recruiting payroll expense receipt contract legal privacy security password backup storage sync mobile desktop browser extension plugin integration'.split(
    ' ',
  );
const CATEGORIES = [
  'developer-tools',
  'ci-cd',
  'observability',
  'apis',
  'productivity',
  'note-taking',
  'task-management',
  'design',
  'marketing',
  'seo',
  'ai',
  'finance',
  'education',
  'health',
  'e-commerce',
];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'NL', 'CA', 'IN', 'ES', 'SE', 'AU'];
const PRICING = ['Free', 'Freemium', 'Subscription', 'Usage-based', 'One-time'];

export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SyntheticListing = {
  id: number;
  name: string;
  slug: string;
  tagline: string;
  description: string;
  keywords: string[];
  categories: string[];
  country: string;
  pricing: string;
  votes: number;
};

export function syntheticListing(id: number): SyntheticListing {
  const r = rng(id * 7919 + 17);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const syllables = 2 + Math.floor(r() * 2);
  let base = '';
  for (let i = 0; i < syllables; i++) base += pick(SYLLABLES);
  const name = `${base[0].toUpperCase()}${base.slice(1)}${pick(SUFFIX)} ${id.toString(36)}`;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const primary = pick(CATEGORIES);
  return {
    id,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    tagline: `The ${words(3)} tool for ${words(2)}`,
    description: `${name} helps you ${words(12)}. Built for ${words(8)}.`,
    keywords: [pick(WORDS), pick(WORDS), pick(WORDS)],
    categories: [primary],
    country: pick(COUNTRIES),
    pricing: pick(PRICING),
    votes: Math.floor(r() * 500),
  };
}

/** The name with two adjacent letters of its first word swapped. */
export function withSwappedLetters(name: string): string {
  const word = name.split(' ')[0];
  const i = Math.max(1, Math.floor(word.length / 2) - 1);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) + name.slice(word.length);
}
