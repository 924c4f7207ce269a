import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';
import {
  aboutTheSiteItself,
  CONTACT_SALES,
  estimatesOnly,
  FREE_EXTRA,
  FREE_LIMITED,
  FREE_PRODUCT,
  OPEN_SOURCE,
  paidAmount,
  planModelOf,
  priceCue,
  pricingModelOf,
  productFree,
  START_FREE_THEN_UPGRADE,
} from '../../../domain/draft/support.ts';
import { anotherBrandsPage } from './another-brands-page.ts';
import { demoTitle } from './brand.ts';
import { blocks, inCode, isFiller, isPlaceholderPage, letters, linesOf, linesUnder, pathOf, type Reading, sentences, squash } from './text.ts';

const PRICING_PAGE = /pric|plan|tarif|preis|precio|preço|preco|prezz|prijz|cennik|料金|价格/i;
const AMOUNT =
  /(?:R\$|US\$|[$€£¥₹₩₽₺₫])\s?\d|\d[\d,.]*\s?(?:€|\$|£|円|元|zł|kr|usd|eur|gbp|chf|mxn|cop|brl|pln|kč|czk|₽|руб|rub|₺|tl|ft|huf|₫|đ|vnd|sek|nok|dkk)(?![\p{L}])|\b(?:usd|eur|gbp|chf)\s?\d/iu;
const FREE_PRICE =
  /^(free|gratis|kostenlos|gratuit|grátis|gratuito|darmowy|bezpłatny|無料|免费|免費|무료|zdarma|бесплатно|безкоштовно|ücretsiz|ingyenes|miễn phí|δωρεάν|ilmainen|darmowo)$/i;

/** Months given free for paying a year ahead: "2 months free", "2 maanden gratis", "zwei Monate gratis", "2 mois offerts". */
const MONTHS_FREE =
  /(?<![\p{L}])(\d{1,2}|one|two|three|zwei|drei|deux|trois|dos|tres|twee|drie|due|tre|dois|três)\s+(months?|maanden|maand|monate?|mois|meses|mes|mesi|mese)\s+(free|gratis|kostenlos|geschenkt|offerts?|gratuits?|gratuitos?|gratuiti|grátis|cadeau)(?![\p{L}])/iu;

/** A donation, sponsorship or tip: money given to a project, not a price of it. */
const DONATION =
  /(?<![\p{L}])(donat\p{L}*|sponsor\p{L}*|patreon|open ?collective|buy (me|us) a|tip jar|support (us|the project|development)|spende\p{L}*|spenden|doa\p{L}*|wesprzyj|wspar\p{L}*|steun|doneer\p{L}*|faire un don|donar|donación|donazione|word (vriend|donateur|lid)|become a (friend|supporter|patron)|(you|u) help (us|a family|families|children|kids|people in need)|helpt u (een gezin|gezinnen|kinderen|ons|mee)|vous aidez (une famille|des familles|des enfants|nous)|helfen sie (einer familie|familien|kindern|uns|mit)|ayudas? a (una familia|familias|niños)|aiuti (una famiglia|famiglie|bambini)|ajudas? (uma família|famílias|crianças))(?![\p{L}])/iu;

/**
 * A price called too high ("Coût élevé — environ 30 €/utilisateur/mois", "expensive at $20 a
 * month"): nobody says that of their own price, so it is a rival's, in a comparison. "Not
 * expensive", "pas cher" say the opposite and stay the product's.
 */
const COSTLY =
  /(?<![\p{L}])(expensive|costly|pricey|overpriced|high (cost|price)s?|coût élevé|coûts élevés|prix élevés?|onéreux|coûteux|cher|chère|teuer|kostspielig|hohe kosten|hoher preis|caro|costos[oa]|costo elevado|precio elevado|preço elevado|custo elevado|prezzo elevato|hoge kosten|高額|割高)(?![\p{L}])/iu;
const NOT_COSTLY =
  /(?<![\p{L}])(not|never|no|without|pas|sans|nicht|ohne|kein\p{L}*|sin|sem|non|niet|geen|nada)\s+(\p{L}+\s+)?(expensive|costly|pricey|cher|chère|teuer|car[oa]|costos[oa]|duur)(?![\p{L}])/iu;
const costly = (text: string) => COSTLY.test(text) && !NOT_COSTLY.test(text);

const MONEY = String.raw`(?:R\$|US\$|[$€£¥₹₩])\s?\d|\d[\d,.]*\s?(?:€|\$|£|円|元|zł|kr|usd|eur|gbp|chf)(?![\p{L}])`;
/**
 * Money that is not this product's price: an amount saved or spent ("Teams save $1,200 per
 * year", "the average person spends $273 a month on subscriptions"), a budget set in the
 * product ("Set a budget of $200 per month"), another product's or a rival's price ("Other
 * tools charge $99/month", "instead of $300/month for an agency", "like Netflix ($15.49/month)"), a professional's fee ("what
 * consultants charge: $1,500"), a credit or a worth ("get $20 per month in credit", "a $300/month value", "inkl. Ladestation im Wert
 * von 149 € gratis").
 */
/**
 * A price the makers plan, not one they charge ("Future premium features are planned around … from $1 to $20 per month", "Später
 * wird es ein Abo geben"): no model of the product today.
 */
const PLANNED =
  /(?<![\p{L}])(future|planned|will (cost|be priced|start at)|eventually|geplant|künftig|zukünftig|à l['’]avenir|prévue?s?|en el futuro|previst[oa]s?|in futuro|in de toekomst|gepland)(?![\p{L}])/iu;

const OTHERS_MONEY = new RegExp(
  [
    String.raw`(?<![\p{L}])(sav(e|es|ed|ing)|économis\p{L}*|spar(e|en|t|st)|ahorr\p{L}*|econom(ize|iza|izar|ia)\p{L}*|risparmi\p{L}*|bespaar\p{L}*)(?![\p{L}])[^.!?]{0,40}(${MONEY})`,
    String.raw`(${MONEY})[^.!?]{0,20}(?<![\p{L}])(saved|savings|in savings|d'économies|gespart|ersparnis|de ahorro|de economia|di risparmio|besparing)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(spend|spends|spent|spending|overspend\p{L}*|(set|sets|setting|create|track) (a |your |monthly )?budgets?|dépensez|dépense[snt]?|ausgeben|ausgibt|gasta[sn]?|spend(e|i|ono)|uitgeven|geeft uit)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(instead of|rather than|compared (to|with)|vs\.?|versus|competitors?|competition|(other|most|typical|traditional|similar) (tools?|apps?|services?|solutions?|agencies|providers?|platforms?|products?|software|companies|vendors)|agencies charge|au lieu de|par rapport (à|aux?)|concurrents|concurrenten|concurrentie|la concurrence|statt|anstatt|im vergleich|konkurren\p{L}*|en lugar de|en vez de|competencia|em vez de|concorrent\p{L}*|invece di|rispetto a|in plaats van|vergeleken met)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(their|they|leurs?|hun)\s+(\p{L}+\s+)?(servers?|plans?|prices?|pricing|subscriptions?|tiers?|hosting|tarifs?|prijzen)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(like|such as|e\.g\.|z\.\s?b\.|comme|como|come|zoals)\s[^.!?]{0,30}\(\s?(${MONEY})`,
    String.raw`(${MONEY})[^.!?]{0,20}(?<![\p{L}])(in credits?|of credits?|credit|worth|de crédit|guthaben)(?![\p{L}])|(${MONEY})\s+value(?![\p{L}])|(?<![\p{L}])(worth|valued at|refer|referral|backers?|im (gesamt)?wert von|d['’]une valeur de|por valor de|del valor de|con un valor de|del valore di|dal valore di|ter waarde van|t\.?\s?w\.?\s?v\.?|o wartości)(?![\p{L}])[^.!?]{0,30}(${MONEY})`,
    // Pay and perks: a salary, a stipend or an allowance, money for certifications or conferences ("$4,000/year for
    // certifications", "Gehalt: 60.000 € pro Jahr"): what a job pays, not what the product costs. Only in the words of
    // pay: a product's own "conferences", "per employee" or data "allowance" is priced like any other.
    String.raw`(?<![\p{L}])(salary|salaries|stipends?|(travel|meal|lunch|phone|internet|wellness|gym|fitness|home office|remote work|relocation|commuting) allowances?|(learning|training|education|home office|equipment|conference|certification) budgets?|for (certifications|conferences)|(full|part)[- ]time (positions?|roles?|jobs?|employees?|contracts?)|gehalt|jahresgehalt|vergütung|salaires?|rémunération|salarios?|sueldo|salário|stipendio|retribuzione|salaris|wynagrodzenie|給与|年収|薪资)(?![\p{L}])`,
    // Money the state or an insurer gives ("Der Entlastungsbetrag ist eine gesetzliche Leistung der Pflegeversicherung in Höhe von
    // 131 € pro Monat", "Entlastungsbetrag § 45b SGB XI 131 €/Monat", "a government grant of up to $5,000"): a benefit the customer
    // may spend on the service, not what the service costs. A law's section sign beside an amount says it is the law's.
    String.raw`(?<![\p{L}])(gesetzlichen?|pflegekassen?|krankenkassen?|pflegeversicherung|krankenversicherung|pflegegeld|entlastungsbetrag|zusch(uss|üsse)|förder(ung|mittel|betrag)|subsid(y|ies|ie)|government (grants?|funding|benefits?)|grants? of|tax credits?|subventions?|subvenci(ón|ones)|sussidi[oi]|detrazion[ei]|toelage|uitkering)(?![\p{L}])|§\s?\d`,
    // What a professional would charge for the same ("Ce que les consultants facturent 1500€ — gratuit", "Accountants charge $400 for
    // this"): their fee, set beside the product to show it costs less.
    String.raw`(?<![\p{L}])(consultants?|experts?|agenc(y|ies)|agences?|advisors?|advisers?|conseillers?|coach(es)?|lawyers?|avocats?|notaires?|accountants?|comptables?|freelancers?|freelances?|developers?|développeurs?|designers?|berater|anwälte|steuerberater|consultores|asesores|abogados|consulenti|commercialisti|adviseurs|advocaten|boekhouders)\s+(\p{L}+\s+)?(charge|charges|charged|bill|bills|facturent|facturaient|berechnen|verlangen|cobran|cobram|fatturano|rekenen)(?![\p{L}])[^.!?]{0,30}(${MONEY})`,
    // What the tools the makers tried asked ("Every solution we found wanted $12 per employee per month", "Each app I tried charged
    // $9/mo"): the others' price, in the founders' story of why they built it.
    String.raw`(?<![\p{L}])(every|each|all the|any|the)\s+(\p{L}+\s+)?(tools?|apps?|services?|solutions?|options?|platforms?|products?|software|vendors?|providers?|alternatives?)\s+(we|I)\s+(found|tried|looked at|saw|checked|tested|evaluated|considered|used)(?![\p{L}])`,
    // Money someone is paid or receives ("They get $1,500–$3,000+/month", "earn $500 a month"): income, not a price.
    String.raw`(?<![\p{L}])(get|gets|receive|receives|earn|earns|are paid|is paid|make|makes|verdien\p{L}*|gagne[zr]?|ganha\p{L}*|gana[ns]?|guadagn\p{L}*)\s+(up to |about |around |an? (extra|additional) |bis zu |jusqu'à |hasta |até |fino a )?(${MONEY})`,
  ].join('|'),
  'iu',
);

const isPricingPage = (page: PageDigest) => PRICING_PAGE.test(pathOf(page)) || PRICING_PAGE.test(page.title.split(/[|–—-]/)[0] ?? '');

/** A careers or jobs page: its amounts are pay and perks, never the product's price. */
const CAREERS_PAGE =
  /(?<![\p{L}])(careers?|jobs?|join-us|hiring|karriere|stellen\p{L}*|emplois?|carrieres?|vacatures?|werken-bij|empleos?|trabaja\p{L}*|carreiras?|vagas|lavora-con-noi|praca|kariera)(?![\p{L}])/iu;

/** A blog's, news' or press page: its prices are those of what the post is about ("Notion costs $10 per month"), not the product's. */
const POSTS_PAGE =
  /(?<![\p{L}])(blog|blogs|news|posts?|articles?|magazine|journal|press|stories|actualites|actualités|noticias|notizie|nieuws|aktuelles|neuigkeiten|artikel|artigos?|articulos|artículos|beitraege|beiträge)(?![\p{L}])/iu;

/**
 * A pricing page that still holds a template's filler ("Our Pricing" over "Lorem ipsum dolor sit amet", the theme's plans below): the
 * plans came with the template ("Basic €99 … PSD Design … HTML5 Markup" on a data consultancy's site) and were never made the site's.
 */
const fillerPricing = (pg: PageDigest) => isPricingPage(pg) && fillerAmong(pg, () => true);

/** Whether the page's lines that `among` picks (outside its footer) hold a template's filler. */
const fillerAmong = (pg: PageDigest, among: (l: PageLine) => boolean) => linesOf(pg).some((l) => l.area !== 'footer' && among(l) && isFiller(l.text));

/** The site's own pages, its pricing pages first: a template's placeholder page says nothing of this site's prices, nor a careers page or a post. */
// A library's demo page ("Live demo — Acme") shows sample content: a modal's "Only $5 per month" is the sample's, not the library's price.
const sitePagesPricingFirst = (pages: PageDigest[]) =>
  pages
    .filter((pg) => !isPlaceholderPage(pg) && !fillerPricing(pg) && !demoTitle(pg.title) && !CAREERS_PAGE.test(pathOf(pg)) && !POSTS_PAGE.test(pathOf(pg)))
    .sort((a, b) => Number(isPricingPage(b)) - Number(isPricingPage(a)));

/** The texts of the lines of the sections whose heading says `re` (see `linesUnder`). */
const textsUnder = (page: PageDigest, re: RegExp): Set<string> => new Set([...linesUnder(page, re)].map((l) => squash(l.text)));

/** A heading that asks for support by the project's name ("Support OpenSCAD", "Unterstütze cmus", "Soutenez Acme", "Back Acme"). */
const SUPPORT_HEADING =
  /^(support|unterstütze|unterstützen sie|soutenez|soutenir|apoya|apoyar|apoie|apoiar|sostieni|sostenere|steun|wesprzyj|back|fund)\s+\S+$/iu;

/** The lines of each section (a heading and what follows it down to the next heading of its level or above), by its heading. */
function sections(page: PageDigest): { heading: string; lines: string[] }[] {
  const out: { heading: string; level: number; lines: string[]; open: boolean }[] = [];
  for (const l of linesOf(page)) {
    if (/^h[1-6]$/.test(l.tag)) {
      const level = Number(l.tag[1]);
      for (const s of out) if (s.open && s.level >= level) s.open = false;
      out.push({ heading: l.text, level, lines: [], open: true });
    } else for (const s of out) if (s.open) s.lines.push(squash(l.text));
  }
  return out;
}

/**
 * The lines of a section that asks for support ("Sponsors", "Support the project", "Donate"), or of one headed by a call to support
 * the project by name whose words speak of donations ("Support Acme" over tiers and "Donations go through Open Collective"): its
 * tiers ("$2 / month") are gifts to a project, not its plans.
 */
function givingLines(page: PageDigest): Set<string> {
  const out = textsUnder(page, DONATION);
  for (const s of sections(page)) if (SUPPORT_HEADING.test(squash(s.heading)) && s.lines.some((t) => DONATION.test(t))) for (const t of s.lines) out.add(t);
  return out;
}

/** A service sold beside a product: support contracts, paid or commercial support, consulting, training. */
const SERVICE_BESIDE =
  /(?<![\p{L}])((commercial|paid|priority|enterprise|professional|premium|dedicated) support|support (contracts?|plans?|packages?|subscriptions?|agreements?)|consulting|consultancy|training (courses?|sessions?|packages?))(?![\p{L}])/iu;

/**
 * Whether every price a paid reading rests on is a service's sold beside the product ("Support contracts from €1,200 per year", a price
 * under "Commercial support"): of an open-source product, the product's own model is its licence.
 */
function serviceOnly(pages: PageDigest[], paid: Reading): boolean {
  const page = pages.find((p) => p.url === paid.url);
  if (!page) return false;
  const service = [...textsUnder(page, SERVICE_BESIDE)].filter((t) => AMOUNT.test(t));
  return paid.quotes.every((q) => SERVICE_BESIDE.test(q) || service.some((t) => q.includes(t)));
}

/**
 * The price points of a plan table: each line that states a plan's price (an amount, or "Free"
 * where a price stands), with the plan's name before it and its period after it when they sit on
 * lines of their own. Each point is one quote: consecutive lines, as the page reads them.
 */
function pricePoints(page: PageDigest): PricePoint[] {
  const lines = linesOf(page);
  const pricing = isPricingPage(page);
  // "2 months free" for paying a year ahead: the table's lone "free" cells are those months, not a free plan.
  const monthsFree = lines.some((l) => MONTHS_FREE.test(l.text));
  const giving = givingLines(page);
  // A section whose heading speaks of prices or plans ("Simple pricing", "Real results, free — one price", "Unsere Preise") is a price
  // section whatever its markup: a site with generated class names marks none.
  const pricedSection = textsUnder(page, PRICE_WORD);
  // A price section whose plans' features are lorem ipsum ("Aida dere", "Nec feugiat nisl") on another page is a template's table
  // left in place too: nobody's prices.
  if (fillerAmong(page, (l) => (l.marks ?? []).includes('price'))) return [];
  const points: PricePoint[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (/^h[1-4]$/.test(l.tag)) heading = l.text;
    const marks = l.marks ?? [];
    if (marks.includes('quote') || marks.includes('post') || marks.includes('faq') || l.area === 'nav' || l.area === 'footer') continue;
    const priced = marks.includes('price') || pricedSection.has(squash(l.text));
    if (!(pricing || priced)) continue;
    const text = l.text;
    if (text.length > 80 || inCode(page, text) || isFiller(text) || DONATION.test(text) || OTHERS_MONEY.test(text) || giving.has(squash(text))) continue;

    const amount = AMOUNT.test(text);
    const freeName = FREE_PRICE.test(text.trim()) && (priced || pricing) && !monthsFree;
    if (!amount && !freeName) continue;
    const parts: PageLine[] = [];
    const prev = lines[i - 1];
    if (prev && prev.text.length <= 24 && !AMOUNT.test(prev.text) && !FREE_PRICE.test(prev.text.trim()) && /^(h\d|div|span|p|li|th|td|dt)$/.test(prev.tag))
      parts.push(prev);
    parts.push(l);
    const next = lines[i + 1];
    if (next && next.text.length <= 40 && !AMOUNT.test(next.text)) parts.push(next);
    const joined = squash(parts.map((p) => p.text).join(' '));
    if (SHOP_CART.test(joined)) continue;
    // A free call or consultation on a card of its own ("Tech Discovery Call / Free / 20–30 minutes"): an offer before the work, no plan.
    if (freeName && !amount && FREE_TALK.test(joined)) continue;
    points.push({ text: joined, addOn: ADD_ON_PRICE.test(text) || ADD_ONS_HEADING.test(squash(heading)) });
  }
  return points;
}

/** A talk before the work, in the languages seen most: a discovery call, a consultation, an audit, "Erstgespräch", "appel découverte". */
const FREE_TALK =
  /(?<![\p{L}])(call|calls|consultation|consult|audit|assessment|session|meeting|discovery|erstgespräch|erstberatung|beratungsgespräch|kennenlerngespräch|beratung|appel|rendez-vous|llamada|consulta|chamada|consulenza|kennismakingsgesprek|adviesgesprek|konsultacja)(?![\p{L}])/iu;

/** A shop's basket or checkout widget ("Ihr Warenkorb ist leer. Gesamt € 0,00", "Cart: $0.00", "Panier 0,00 €"): its total is no plan's price. */
const SHOP_CART =
  /(?<![\p{L}])(cart|basket|warenkorb|einkaufswagen|panier|carrito|carrinho|cesta|carrello|winkelwagen|winkelmand(je)?|koszyk|checkout|zur kasse|caisse|subtotal|zwischensumme|sous-total)(?![\p{L}])/iu;

/** A price point, and whether it is an add-on's (priced "+750 €/mois", or under an "Add-ons" or "Options à la carte" heading). */
type PricePoint = { text: string; addOn: boolean };

/** An amount with a plus before it ("+750€/mois", "+ $20/month"): added to a plan, not a plan. */
const ADD_ON_PRICE = /(^|\s)\+\s?(R\$|US\$|[$€£¥₹₩]|\d)/u;
/** A heading over add-ons, in the languages seen most: "Add-ons", "Extras", "Options à la carte", "Zusatzleistungen", "Complementos", "Opzioni". */
const ADD_ONS_HEADING =
  /^(add-?ons?|extras?|options?|optional (extras|services|add-?ons)|zusatz\p{L}*|optionen|extras|opciones|complementos|adicionais|opcionais|opzioni|servizi (aggiuntivi|extra)|opties|dodatki|オプション)(?![\p{L}])|à la carte/iu;

/** A plan table whose plans name no terms while its add-ons do: the add-ons' terms say nothing of the plans'. */
const UNDECIDED = 'undecided';

/** A plan table read as a whole: the pricing pages first, then any price table on the other pages. */
function planTable(pages: PageDigest[]): Reading | typeof UNDECIDED | null {
  const ordered = sitePagesPricingFirst(pages);
  for (const page of ordered) {
    // A page that asks for support ("Support us", "Donate", "Sponsor"): its tiers are gifts, not plans.
    if (DONATION.test(`${pathOf(page).replace(/[/_.-]+/g, ' ')} ${page.title} ${page.headings[0] ?? ''}`)) continue;
    const all = pricePoints(page);
    // Packages beside add-ons ("Vitrine à partir de 990€" and "Campagne Google Ads +750€/mois"): the model is the packages' alone.
    const plans = all.filter((p) => !p.addOn).map((p) => p.text);
    const withAddOns = plans.length >= 2 && plans.length < all.length;
    const points = withAddOns ? plans : all.map((p) => p.text);
    if (points.length < 2) continue;
    const model = planModelOf(points);
    // Only where the add-ons' own terms would decide ("+750€/mois"); add-ons priced once ("Backofen +20€") leave the plans to the sentences.
    if (!model && withAddOns && planModelOf(all.map((p) => p.text))) return UNDECIDED;
    if (!model) continue;
    // The points that make the reading: every free plan, and the paid ones.
    // The points that make the reading, the free ones first: eight quotes must still hold the free plan a freemium reading rests on.
    const free = points.filter((pt) => planModelOf([pt]) === null && /\b0\b|free|gratis|kostenlos|gratuit|無料|免费/i.test(pt));
    return { value: model, quotes: [...new Set([...free, ...points])].slice(0, 8), url: page.url };
  }
  return null;
}

/** An amount in the millions or thousands ("$36M", "€2 Mio."): a budget or a project's worth, never a plan's price. */
const BIG_AMOUNT = /^\s?(k|m|mm|bn|mn|mio|mrd|million|millions|billion|billions|mil|millones|milhões|milioni|miljoen|milliard\w*|tys|mln)(?![\p{L}])/iu;

/** Whether a price in the text has its terms beside it ("$9/month", "€5 per user", "$49 one-time"), not a period said of something else further on. */
function pricedNearby(text: string): boolean {
  for (const m of text.matchAll(new RegExp(AMOUNT.source, 'giu'))) {
    const end = m.index + m[0].length;
    if (BIG_AMOUNT.test(text.slice(end, end + 12))) continue;
    const near = pricingModelOf(text.slice(Math.max(0, m.index - 40), end + 40));
    if (near && near !== 'Free' && near !== 'Open source') return true;
  }
  return false;
}

/** A block set wholly between quotation marks ("“Cheaper than my Netflix at $4.99 a month!”"): someone's words, quoted. */
const QUOTED = /^["“”„«»‘'「『][^"“”„«»「」『』]{3,}["“”»«'’」』]$/u;

/**
 * The page's quoted blocks: lines marked as a testimonial or review (by their markup or class) and blocks wholly between quotation
 * marks. A user's "worth the $2.99" or "cheaper than Netflix at $4.99 a month" is what they paid or compare, not the product's plans.
 */
function quotedBlocks(pg: PageDigest): (block: string) => boolean {
  const marked = new Set(
    linesOf(pg)
      .filter((l) => l.marks?.includes('quote'))
      .map((l) => squash(l.text)),
  );
  return (block) => marked.has(squash(block)) || QUOTED.test(squash(block));
}

/** A price sentence on the site, pricing pages first, never from code nor a quote: its model when it says one. */
function priceSentence(pages: PageDigest[]): Reading | null {
  const ordered = sitePagesPricingFirst(pages);
  for (const pg of ordered) {
    const giving = givingLines(pg);
    const quoted = quotedBlocks(pg);
    for (const block of blocks(pg)) {
      if (inCode(pg, block) || !priceCue(block) || isFiller(block) || DONATION.test(block) || costly(block) || giving.has(squash(block))) continue;
      if (quoted(block)) continue;

      const text = block.length <= 300 ? block : sentences(block).find((x) => x.length <= 300 && priceCue(x));
      if (!text || OTHERS_MONEY.test(text) || estimatesOnly(text) || PLANNED.test(text)) continue;
      const model = pricingModelOf(text);
      // A free offer alone says nothing of a plan ("free games", "gratis offerte"): a model needs a price.
      if (model && model !== 'Free' && model !== 'Open source' && AMOUNT.test(text) && pricedNearby(text)) return { value: model, quotes: [text], url: pg.url };
    }
  }
  return null;
}

/** Open source denied: "not open source", "isn't open source", "nicht Open Source", "n'est pas open source", "closed source". */
const NOT_OPEN =
  /(?<![\p{L}])(not|isn['’]t|aren['’]t|never|no longer|nicht|kein\p{L}*|pas|no es|não é|non è|niet|geen)\s+(\p{L}+\s+)?open[- ]?source|closed[- ]source/iu;

/** The brand as the product's own sentences name it: whole, or without a web ending ("Backbone" of "Backbone.js", "Acme" of "Acme.io"). */
function nameForms(brand: string): string[] {
  const whole = squash(brand);
  const bare = whole.replace(/(\.(js|io|ai|app|dev|so|sh|org|com|net)|\s+(js|app))$/i, '');
  return [...new Set([whole, bare])].filter((x) => letters(x).length >= 3);
}

/** Parts of a product, or things beside it, that may be open when the product is not. */
const PART =
  /\b(cli|sdks?|clients?|librar(y|ies)|plugins?|extensions?|apis?|agents?|connectors?|integrations?|design system|components?|docs|documentation|website|site|theme|templates?|examples?|starters?|widgets?|bindings?|drivers?)\b/i;

/** Words naming a part that the site's own title and description (what it offers) do not name. */
function partOnly(words: string, what: string): boolean {
  const parts = words.match(new RegExp(PART.source, 'gi')) ?? [];
  return parts.length > 0 && !parts.some((p) => new RegExp(`\\b${p}\\b`, 'i').test(what));
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The product named as the subject of an open-source or licence statement: "Acme is free and open source", "Acme's
 * source code is released under the MIT license". Its name as a whole word, then the verb within a few words, no
 * other subject between ("Acme runs on PostgreSQL, which is open source"; "your data is stored in open source" of
 * "Data Studio" says nothing about the product's licence).
 */
function saidOfProduct(text: string, names: string[], what: string): boolean {
  for (const name of names) {
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    if (!m) continue;
    const rest = text.slice(m.index + m[0].length);
    const verb =
      /^((['’]s)?(\s+[\p{L}-]+){0,3}?)\s+(is|are|was|remains|stays|est|ist|es|è|é|jest|is een)\s(?:(?!(?<![\p{L}])(?:but|however|while|whereas|although|aber|jedoch|mais|pero|mas|ma|maar)(?![\p{L}]))[^.;:]){0,60}?(open[- ]?source|free software|libre|livre|libero|vrije software|código (aberto|abierto)|freie software|quelloffen|licen[cs]ed?|lizenz|licence|licencia|licença|licenza)/iu.exec(
        rest,
      ) ??
      /^((['’]s)?(\s+[\p{L}-]+){0,3}?)\s+(is |are )?(licen[cs]ed|released|available|distributed|published|veröffentlicht|distribué|publicado|rilasciato)\b[^.]{0,30}\b(under|unter|sous|bajo|sob|sotto|na)\b/iu.exec(
        rest,
      );
    // A part of it or beside it ("The Acme CLI is open source", "Acme's SDKs are MIT-licensed") says nothing of the product's own
    // licence, unless every one is meant ("Every 626 Labs plugin is MIT-licensed": the plugins are what the company makes) or
    // the part is what the site offers ("The Fetchto WooCommerce Integration Plugin is licensed …" on "Fetchto WooCommerce Integration").
    const every = /(?<![\p{L}])(every|all|each)\s*$/iu.test(text.slice(0, m.index));
    if (verb && !/\b(which|that|who|whose|and|with|uses?|on|in|runs?|built)\b/i.test(verb[1] ?? '') && (every || !partOnly(verb[1] ?? '', what))) return true;
  }
  return false;
}

/**
 * The product stated as open source: "open source", "free software" or a licence by name, said
 * of the product (its name in the sentence, its title or description, or a licence line), never
 * of the website's own code or content.
 */
function openSource(pages: PageDigest[], brand: string | null): Reading | null {
  const names = brand ? nameForms(brand) : [];
  // What the site offers, as its homepage's title and description say: a plugin's own site names the plugin there.
  const what = pages[0] ? `${pages[0].title} ${pages[0].meta.description ?? ''} ${pages[0].meta['og:description'] ?? ''}` : '';
  for (const pg of pages) {
    const candidates: string[] = [pg.title, pg.meta.description ?? '', pg.meta['og:description'] ?? ''];
    // The homepage's lead (its first lines) says what the product is: "Open source project for …" there needs no name.
    const lead = new Set<string>();
    for (const [i, l] of linesOf(pg).entries()) {
      if ((l.marks ?? []).some((m) => m === 'quote' || m === 'post') || l.area === 'nav') continue;
      // A credit line's licence is its theme's ("Ficurinia theme for Hugo by Gabriele Musco. Licensed under GNU AGPLv3.").
      if (l.area === 'footer' && aboutTheSiteItself(l.text)) continue;
      const own = sentences(l.text).filter((s) => s.length <= 300);
      candidates.push(...own);
      if (pg === pages[0] && i < 20) for (const x of own) lead.add(x);
    }
    for (const text of candidates) {
      if (!text || !OPEN_SOURCE.test(text) || aboutTheSiteItself(text) || inCode(pg, text) || isFiller(text)) continue;
      // A question ("Is Acme open source?"), a denial ("Acme ist nicht Open Source") or open-source intelligence (OSINT) says no licence.
      if (/[?？]\s*$/.test(text) || NOT_OPEN.test(text) || /\bopen[- ]?source intelligence\b|\bOSINT\b/i.test(text)) continue;
      const licenceLine = /^(licen[cs]e[ds]?|released|distributed|published|lizenz|lizenziert|licence|licencia|licença)\b/i.test(text) && text.length <= 80;
      const own = text === pg.title || text === pg.meta.description || text === pg.meta['og:description'];
      // Built with or on open-source software, or about open source in general, is not being open source; nor are the open-source
      // tools it is made with ("the developer behind Acme and the open-source tools that make it possible").
      if (
        /(?<![\p{L}])(the|other|these|those|its|our|some|great)\s+open[- ]?source\s+(\p{L}+\s+){0,2}(that|which|who|behind|powering|used|we use)(?![\p{L}])/iu.test(
          text,
        )
      )
        continue;
      if (
        /\b(built (with|on)|powered by|based on|uses|using|thanks to|contributors? to|integrat\w*|supports?|compatible|works with|for|we (love|support|sponsor)|other|many|popular|adopt\w*|help\w*|consult\w*|services?|training|migrat\w*|experts?|specialists?|speciali[sz]\w*|focus\w* on|passionate about|interested in|enthusiasts?)\b[^.]{0,30}open[- ]?source/i.test(
          text,
        )
      )
        continue;
      // Said of the product: its name as the sentence's subject, then "is … open source" or a licence ("X is free software",
      // "X is available under the MIT license"); "as an open source project, X …"; or the product's own title and description.
      // "The source code is available on GitHub under the BSD license": the product's own code, its name unsaid.
      const predicated =
        saidOfProduct(text, names, what) ||
        /^(as )?an? open[- ]?source (project|product|tool|app|application|library|framework)\b/i.test(text) ||
        /^(the |its )?(full |complete )?source[- ]?code (is|are) (freely )?(available|released|published|licensed|distributed)\b/i.test(text);
      const leadStatement =
        lead.has(text) &&
        /^(an? )?(free (and|&) )?open[- ]?source (project|product|tool|app|application|library|framework|software) (for|to|that|which)\b/i.test(text);
      if (predicated || own || licenceLine || leadStatement) return { value: 'Open source', quotes: [text], url: pg.url };
    }
  }
  return null;
}

/** Words that make a line about the product's prices, not about a service's quotation. */
const PRICE_WORD = /\b(pricing|prices?|plans?|licen[cs]es?|tarifs?|tarif(a|e)s?|preise?|precios?|preços?|prezzi|prijz(en)?|cennik)\b/iu;

/**
 * Prices set per customer ("contact us for pricing", "sur devis"), said on a pricing page or in
 * a line about prices, never in a menu, a footer or a quotation: contact sales. A service's
 * quotation step ("we send a tailored quote within 24 hours") says how it works, not a plan.
 */
function onRequest(pages: PageDigest[]): Reading | null {
  const ordered = sitePagesPricingFirst(pages);
  for (const pg of ordered) {
    const pricing = isPricingPage(pg);
    for (const l of linesOf(pg)) {
      if ((l.marks ?? []).some((m) => m === 'quote' || m === 'post') || l.area === 'nav' || l.area === 'footer' || l.hidden) continue;
      const text = l.text.length <= 300 ? l.text : sentences(l.text).find((x) => x.length <= 300 && CONTACT_SALES.test(x));
      if (!text || !CONTACT_SALES.test(text) || !(pricing || PRICE_WORD.test(text))) continue;
      if (AMOUNT.test(text) || inCode(pg, text) || isFiller(text) || DONATION.test(text)) continue;
      // "Pricing coming soon. Contact us for early access pricing": no prices set yet.
      if (
        /(?<![\p{L}])(coming soon|soon|early access|to be announced|tba|bientôt|demnächst|próximamente|em breve|in arrivo|binnenkort)(?![\p{L}])/iu.test(text)
      )
        continue;
      return { value: 'Contact sales', quotes: [text], url: pg.url };
    }
  }
  return null;
}

/** Words that say some of the product is paid for: a paid tier, an upgrade, purchases in the app, a subscription. */
const PAID_PART =
  /(?<![\p{L}])(premium|pro version|pro plan|paid|(enterprise|commercial|business|pro) (edition|plan|version|tier|licen[cs]e)|upgrade|in-app purchases?|subscriptions?|abonnement|abonnements|abo|suscripci[oó]n|assinatura|abbonamento|kostenpflichtig|payant|de pago|pago|a pagamento|betaald)(?![\p{L}])|有料|課金プラン|プレミアム|付费|收费/iu;

/**
 * A fee taken as a share of the money moved ("0.3% fee", "a commission of 2 %", or "0.25%" alone with "platform fee" on the line under
 * it, as a fee table sets it): the product is paid for in use, so not free as a whole.
 */
const PERCENT = String.raw`\d+(?:[.,]\d+)?\s?%`;
const PERCENT_FEE = new RegExp(
  `${PERCENT}\\s*(?:\\p{L}+\\s+){0,2}(?:fees?|commissions?|cut)(?![\\p{L}])|(?<![\\p{L}])(?:fees?|commissions?)\\s+(?:of\\s+)?${PERCENT}`,
  'iu',
);
const FEE_WORD = /(?<![\p{L}])(fees?|commissions?|per transaction)(?![\p{L}])/iu;
const PERCENT_ALONE = new RegExp(`^${PERCENT}$`, 'u');
const percentFee = (lines: { text: string }[]) =>
  lines.some((l, i) => PERCENT_FEE.test(l.text) || (PERCENT_ALONE.test(l.text.trim()) && FEE_WORD.test(lines[i + 1]?.text ?? '')));

/** A paid part said not to exist: "no in-app purchases", "ohne Abo", "sans abonnement", "有料プランや課金はありません". */
const NO_PAID_PART = new RegExp(
  `(?<![\\p{L}])(no|without|zero|never|keine?n?|ohne|sans|aucune?|pas d['’]|sin|ningún|ninguna|sem|nenhuma?|senza|nessuna?|geen|zonder)\\s+(\\p{L}+\\s+){0,2}(${PAID_PART.source})|(${PAID_PART.source})[^。.!?]{0,12}(ありません|なし|無し|没有)`,
  'iu',
);

/**
 * A heading of an offer beside the product (a trial, a consultation, a webinar: see FREE_EXTRA) or of an event ("Free webinar: scaling
 * support", "Meetup in Berlin", "Kostenloser Workshop"): the free words under it are the offer's or the event's.
 */
const OFFER_HEADING = new RegExp(
  `${FREE_EXTRA.source}|(?<![\\p{L}])(events?|meetups?|workshops?|conferences?|summit|seminars?|hackathons?|veranstaltung\\p{L}*|seminar\\p{L}*|événements?|atelier|ateliers|conférences?|eventos?|taller|talleres|conferencias?|conferências?|incontri|conferenz\\p{L}*|evenementen|bijeenkomst\\p{L}*|wydarzeni\\p{L}*|warsztaty|konferencj\\p{L}*)(?![\\p{L}])`,
  'iu',
);

/**
 * A call to the sales team on its own, as a button or a plan card says it ("Contact sales", "Talk to sales", "Kontakt zum Vertrieb"):
 * there is something to buy, priced on request.
 */
const SALES_CALL =
  /^(contact|talk to|speak (to|with)|chat with|call)\s+(our\s+)?sales(\s+team)?[.!]?$|^(kontakt zum|vertrieb kontaktieren|kontaktieren sie (den|unseren))\s*vertrieb$|^contacter\s+(le\s+service|l['’]équipe)\s+commercial(e)?$|^(contactar|hablar)\s+con\s+(ventas|el equipo comercial)$|^fale com (vendas|o comercial)$|^contatta\s+(le vendite|il (reparto )?commerciale)$|^(neem\s+)?contact\s+op\s+met\s+sales$/iu;

/** Free as a licence says it ("free software", "software libre", "freie Software"), not a price. */
const FREE_AS_IN_LICENCE =
  /(?<![\p{L}])(free software|libre software|software libre|logiciel libre|freie software|software livre|software libero|vrije software)(?![\p{L}])/giu;

/**
 * The product said to be free as a whole ("DeepCast AI｜無料AIポッドキャスト" is not enough; "完全無料",
 * "Acme is completely free", "Free Online Pitch Trainer"), in its title, description, hero or
 * price table, on a site that names no price above zero, no paid part and no sales team to call anywhere: free.
 */
function freeProduct(pages: PageDigest[]): Reading | null {
  const site = pages.filter((pg) => !isPlaceholderPage(pg));
  for (const pg of site) {
    const own = linesOf(pg).filter((l) => !(l.marks ?? []).some((m) => m === 'quote' || m === 'post') && !inCode(pg, l.text) && !DONATION.test(l.text));
    // A line that says the product is free and names a paid part says there is none ("有料プランや課金はありません").
    const paidPart = (t: string) => PAID_PART.test(t) && !(FREE_PRODUCT.test(t) && NO_PAID_PART.test(t));
    if (
      own.some(
        (l) =>
          (paidAmount(l.text) && priceCue(l.text) && !estimatesOnly(l.text)) ||
          ((l.marks ?? []).includes('price') && paidAmount(l.text)) ||
          paidPart(l.text) ||
          SALES_CALL.test(l.text.trim()),
      ) ||
      percentFee(own)
    )
      return null;
    if ([pg.title, pg.meta.description ?? '', pg.meta['og:description'] ?? ''].some(paidPart)) return null;
  }
  // A post's "is completely free" is said of what the post is about: the free statement comes from the site's own pages.
  for (const pg of site.filter((p) => !POSTS_PAGE.test(pathOf(p)))) {
    // "Free for everyone." under "Free webinar: scaling support": said of the offer the section is about.
    const offers = textsUnder(pg, OFFER_HEADING);
    const lead = linesOf(pg)
      .filter((l) => !l.hidden && l.area !== 'nav' && l.area !== 'footer' && !(l.marks ?? []).some((m) => m === 'quote' || m === 'post' || m === 'faq'))
      .filter((l) => !offers.has(squash(l.text)))
      .filter((l, i) => (pg === pages[0] && i < 25) || (l.marks ?? []).includes('price') || isPricingPage(pg))
      .map((l) => l.text);
    const candidates = [...pg.title.split(/\s+[|–—·:-]\s+/), pg.meta.description ?? '', pg.meta['og:description'] ?? '', ...lead];
    // "gpg4usb is free software, licensed under the GNU GPL": free as in a licence, the open-source reading's to say; "free and
    // open source", "free to use" still say the price.
    for (const c of candidates)
      for (const text of c.length <= 300 ? [c] : sentences(c).filter((x) => x.length <= 300))
        if (FREE_PRODUCT.test(text.replace(FREE_AS_IN_LICENCE, ' ')) && !FREE_EXTRA.test(text) && !FREE_LIMITED.test(text) && !paidAmount(text))
          return { value: 'Free', quotes: [text], url: pg.url };
  }
  return null;
}

/** The pricing model: the plan table as a whole, else a price sentence, else an open-source statement, else prices on request, else the product said to be free. */
export function pricingOf(site: PageDigest[], brand: string | null): Reading | null {
  // A template's leftover page, under another brand's copyright: its plans are that brand's.
  const pages = site.filter((pg) => !anotherBrandsPage(pg, site, brand));
  const table = planTable(pages);
  // Plans with no terms beside add-ons with theirs: a price sentence, a quote on request or a free word there is as likely an add-on's.
  if (table === UNDECIDED) return openSource(pages, brand);
  const priced = table ?? priceSentence(pages);
  if (priced) return weighed(pages, priced, brand);
  return openSource(pages, brand) ?? onRequest(pages) ?? freeProduct(pages);
}

/**
 * A model read from prices, weighed against what else the site says: paid support beside an open-source product leaves the
 * model to its licence; an app free to download with in-app purchases is freemium.
 */
function weighed(pages: PageDigest[], priced: Reading, brand: string | null): Reading {
  const licence = serviceOnly(pages, priced) ? openSource(pages, brand) : null;
  return licence ?? freeToDownload(pages, priced) ?? freeTierSaid(pages, priced) ?? freeEdition(pages, priced) ?? priced;
}

/**
 * The product said to be free in the site's lead or price section ("Download Acme for free.", "Add to Chrome — it's free.", "Acme is
 * free.") beside a paid edition or plan ("Acme Pro: $9.99, a one-time purchase", "Premium $4.99/month"): the free edition is a plan
 * people stay on, so the whole is freemium.
 */
function freeEdition(pages: PageDigest[], paid: Reading): Reading | null {
  if (paid.value !== 'Subscription' && paid.value !== 'One-time') return null;
  for (const pg of pages.filter((p) => !POSTS_PAGE.test(pathOf(p)))) {
    const offers = textsUnder(pg, OFFER_HEADING);
    const said = linesOf(pg)
      .filter((l) => !l.hidden && l.area !== 'nav' && !(l.marks ?? []).some((m) => m === 'quote' || m === 'post' || m === 'faq'))
      .filter((l) => !offers.has(squash(l.text)))
      .filter((l, i) => (pg === pages[0] && i < 25) || (l.marks ?? []).includes('price') || isPricingPage(pg));
    for (const l of said)
      for (const text of sentences(l.text).filter((x) => x.length <= 300 && !paidAmount(x) && productFree(x))) {
        const quotes = [text, ...paid.quotes];
        if (planModelOf(quotes) === 'Freemium') return { value: 'Freemium', quotes, url: paid.url };
      }
  }
  return null;
}

/**
 * A free tier said in words beside paid plans, in the price section ("Free covers Flow and Focus. … Pro unlocks Deep mode" over
 * Monthly, Annual and Lifetime cards; "Free plan includes 3 projects"): the free tier is a plan too, so the whole is freemium. A
 * free trial is no free tier (the plan table's own reading says so).
 */
function freeTierSaid(pages: PageDigest[], paid: Reading): Reading | null {
  if (paid.value !== 'Subscription' && paid.value !== 'One-time') return null;
  for (const pg of pages) {
    const lines = linesOf(pg);
    for (const [i, l] of lines.entries()) {
      const marks = l.marks ?? [];
      if (marks.some((m) => m === 'quote' || m === 'post' || m === 'faq')) continue;
      const inPriceSection = marks.includes('price') || isPricingPage(pg);
      const said = inPriceSection && (FREE_TIER_OPENS.test(l.text.trim()) || START_FREE_THEN_UPGRADE.test(l.text.trim()));
      if (!said && !(pg.url === paid.url && (freeColumn(lines, i) || (!inPriceSection && freeCard(lines, i, paid.quotes))))) continue;
      const quotes = [l.text.trim(), ...paid.quotes];
      if (planModelOf(quotes) === 'Freemium') return { value: 'Freemium', quotes, url: paid.url };
    }
  }
  return null;
}
/**
 * Plan cards outside a marked price section ("Basis / Kostenlos" beside "Profi / 12 € / Monat"): a plan's name as a heading over a
 * bare free price, where the paid price also sits right under a heading of the same level. The free card is a plan like the paid one.
 */
function freeCard(lines: PageLine[], i: number, paidQuotes: string[]): boolean {
  const name = lines[i - 1];
  if (!name || !/^h[2-5]$/.test(name.tag) || !FREE_CARD_PRICE.test(lines[i].text.trim())) return false;
  return lines.some((l, j) => j > 0 && lines[j - 1].tag === name.tag && j !== i && paidQuotes.some((q) => q.includes(l.text.trim())) && AMOUNT.test(l.text));
}
/** A card's free price: the word alone, or a zero amount ("0 €", "€0", "$0/month"). */
const FREE_CARD_PRICE = /^(free|gratis|kostenlos|gratuit|grátis|gratuito|0\s?(€|\$|£)|(€|\$|£)\s?0)(\s*\/\s*\p{L}+)?$/iu;

/** A column header that names the free tier ("Free", "Free plan", "Gratis"). */
const FREE_COLUMN = /^(free|gratis|kostenlos|gratuit|grátis|gratuito)(\s+(plan|tier|version))?$/iu;

/**
 * A feature table beside the paid plans whose header row compares a free column with a paid one ("Feature | Free | Pro"): the free
 * column is a plan people stay on (read only on the page the paid plans come from).
 */
function freeColumn(lines: PageLine[], i: number): boolean {
  const l = lines[i];
  return l.tag === 'th' && FREE_COLUMN.test(l.text.trim()) && [lines[i - 1], lines[i + 1]].some((n) => n?.tag === 'th');
}

/** A sentence that opens on the free tier and says what it holds: "Free covers …", "Free plan includes …", "The free tier gives …". */
const FREE_TIER_OPENS = /^(the\s+)?free(\s+(plan|tier|version|edition))?\s+(covers|includes|gives|offers|has|lets|comes with|stays|is free)(?![\p{L}])/iu;

/**
 * An app store's "Free · Offers In-App Purchases" ("Free with in-app purchases", "Gratis · In-App-Käufe", "Gratuit · Achats
 * intégrés", "Gratis con compras dentro de la app", "Grátis com compras no app"): free to download, paid inside.
 */
const FREE_IN_APP =
  /^(free|gratis|kostenlos|gratuit|grátis|gratuito)\s*([·•|,–—-]|with|mit|avec|con|com)?\s*(offers\s+|bietet\s+|propose des\s+|ofrece\s+|oferece\s+)?(in-app[- ]purchases?|in-app-käufe|achats intégrés|compras (dentro de la app|integradas|no app|dentro do app)|acquisti in-app)/iu;

/** A paid plan or price beside the app said free to download with in-app purchases: the app is freemium, as a free plan beside paid ones is. */
function freeToDownload(pages: PageDigest[], paid: Reading): Reading | null {
  if (paid.value !== 'Subscription' && paid.value !== 'One-time') return null;
  for (const pg of pages)
    for (const l of linesOf(pg)) {
      if ((l.marks ?? []).some((m) => m === 'quote' || m === 'post') || !FREE_IN_APP.test(l.text.trim())) continue;
      const quotes = [l.text.trim(), ...paid.quotes];
      if (planModelOf(quotes) === 'Freemium') return { value: 'Freemium', quotes, url: paid.url };
    }
  return null;
}

/** A price sentence for the summary (the fixture's style): a short block with a price in a pricing sense. */
export function pricingSummaryOf(pages: PageDigest[]): Reading | null {
  const ordered = sitePagesPricingFirst(pages);
  for (const pg of ordered) {
    const code = (pg.code ?? []).join('\n');
    for (const block of blocks(pg)) {
      if (code.includes(block) || !priceCue(block) || isFiller(block)) continue;
      if (block.length <= 300) return { value: block, quotes: [block], url: pg.url };
      const s = sentences(block).find((x) => x.length <= 300 && priceCue(x));
      if (s) return { value: s, quotes: [s], url: pg.url };
    }
  }
  return null;
}
