import { decodedOrAsWritten } from '../../domain/shared/decoded.ts';

/**
 * Which of a site's own pages carry profile facts, by their address or their link's words, in
 * the languages seen most: who made it and when (about, team, company, story), what it costs
 * (pricing, plans), its questions (FAQ, help), where it is and how to reach it (contact,
 * impressum, legal notice, press kit). Lower ranks are read first.
 */
const KINDS: [rank: number, words: string[]][] = [
  [
    0,
    [
      'about',
      'about us',
      'aboutus',
      'about me',
      'who we are',
      'our story',
      'story',
      'company',
      'our company',
      'team',
      'our team',
      'meet the team',
      'the team',
      'people',
      'founders',
      'leadership',
      'mission',
      'our mission',
      'über uns',
      'ueber uns',
      'uber uns',
      'unternehmen',
      'wir über uns',
      'das team',
      'à propos',
      'a propos',
      'qui sommes nous',
      'notre équipe',
      'equipe',
      'équipe',
      'l équipe',
      'nosotros',
      'sobre nosotros',
      'quiénes somos',
      'quienes somos',
      'empresa',
      'equipo',
      'nuestro equipo',
      'quem somos',
      'sobre nós',
      'sobre nos',
      'sobre',
      'a empresa',
      'nossa equipe',
      'over ons',
      'wie zijn wij',
      'wie wij zijn',
      'ons team',
      'het team',
      'chi siamo',
      'azienda',
      'la nostra storia',
      'il team',
      'o nas',
      'o firmie',
      'zespół',
      'zespol',
      '会社概要',
      '会社案内',
      '私たちについて',
      '企業情報',
      '关于我们',
      '關於我們',
      '团队',
    ],
  ],
  [
    1,
    [
      'pricing',
      'prices',
      'price',
      'plans',
      'plans and pricing',
      'plans & pricing',
      'buy',
      'tarifs',
      'tarif',
      'prix',
      'preise',
      'preis',
      'preisliste',
      'precios',
      'precio',
      'tarifas',
      'planes',
      'preços',
      'precos',
      'planos',
      'prezzi',
      'tariffe',
      'listino',
      'prijzen',
      'tarieven',
      'cennik',
      'ceny',
      '料金',
      '料金プラン',
      '价格',
      '價格',
    ],
  ],
  [
    4,
    [
      'download',
      'downloads',
      'license',
      'licence',
      'licensing',
      'install',
      'installation',
      'herunterladen',
      'télécharger',
      'descargar',
      'descargas',
      'baixar',
      'scarica',
      'pobierz',
    ],
  ],
  [
    2,
    [
      'contact',

      'contact us',
      'contacts',
      'kontakt',
      'contacto',
      'contactanos',
      'contáctanos',
      'contato',
      'fale conosco',
      'contatti',
      'contattaci',
      'impressum',
      'imprint',
      'legal notice',
      'legal',
      'mentions légales',
      'mentions legales',
      'aviso legal',
      'colofon',
      'colophon',
      'note legali',
      'press',
      'presskit',
      'press kit',
      'media kit',
      'お問い合わせ',
      '連絡先',
      '联系我们',
      '聯絡我們',
    ],
  ],
  [
    3,
    [
      'faq',
      'faqs',
      'f a q',
      'help',
      'questions',
      'frequently asked questions',
      'häufige fragen',
      'fragen',
      'questions fréquentes',
      'preguntas frecuentes',
      'preguntas',
      'perguntas frequentes',
      'perguntas',
      'dúvidas',
      'domande frequenti',
      'veelgestelde vragen',
      'vragen',
      'pytania',
      'najczęstsze pytania',
      'よくある質問',
      '常见问题',
    ],
  ],
];

/** Words folded for comparison: lower case, accents kept, separators as spaces. */
const fold = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‐-―_\-+./]+/g, ' ')
    .replace(/[^\p{L}\p{N}& ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const WORDS = new Map<string, number>();
for (const [rank, words] of KINDS) for (const w of words) if (!WORDS.has(fold(w))) WORDS.set(fold(w), rank);

/** The rank of a same-site link as a fact page, or null when it is not one. */
export function factPageRank(url: URL, linkText: string): number | null {
  const segments = url.pathname.split('/').filter(Boolean).map(decodedOrAsWritten);
  const last = segments.at(-1)?.replace(/\.(html?|php|aspx?)$/i, '') ?? '';
  const byPath = WORDS.get(fold(last));
  const text = fold(linkText);
  const byText = text.length <= 40 ? WORDS.get(text) : undefined;
  // An address like /en/pricing/annual is deeper than a fact page; the link's words alone still say what it is.
  const candidates = [byPath, byText].filter((r): r is number => r !== undefined);
  if (candidates.length === 0) {
    // Words a fact page's name starts with ("pricing-plans", "about-the-company", "precios-software").
    const first = fold(last).split(' ')[0] ?? '';
    const lead = first.length >= 4 ? WORDS.get(first) : undefined;
    return lead === undefined ? null : lead + 0.5;
  }
  return Math.min(...candidates);
}
