/**
 * Countries by ISO 3166 code and the names sites write them with, in the languages seen most
 * (English, the country's own, German, French, Spanish, Portuguese, Italian, Dutch, Polish,
 * Japanese). General knowledge, not any one site's words.
 */
const NAMES: Record<string, string[]> = {
  AD: ['Andorra'],
  AE: [
    'United Arab Emirates',
    'UAE',
    'Vereinigte Arabische Emirate',
    'Émirats arabes unis',
    'Emiratos Árabes Unidos',
    'Emirados Árabes Unidos',
    'Emirati Arabi Uniti',
    'Verenigde Arabische Emiraten',
  ],
  AR: ['Argentina', 'Argentinien', 'Argentine', 'Argentinië', 'Argentyna', 'アルゼンチン'],
  AT: ['Austria', 'Österreich', 'Oesterreich', 'Autriche', 'Áustria', 'Oostenrijk', 'オーストリア'],
  AU: ['Australia', 'Australien', 'Australie', 'Austrália', 'Australië', 'オーストラリア'],
  BE: ['Belgium', 'Belgien', 'Belgique', 'Bélgica', 'Belgio', 'België', 'Belgia', 'ベルギー'],
  BG: ['Bulgaria', 'Bulgarien', 'Bulgarie', 'Bulgária', 'Bulgarije', 'България'],
  BR: ['Brazil', 'Brasil', 'Brasilien', 'Brésil', 'Brasile', 'Brazilië', 'Brazylia', 'ブラジル'],
  CA: ['Canada', 'Kanada', 'Canadá', 'カナダ'],
  CH: ['Switzerland', 'Schweiz', 'Suisse', 'Svizzera', 'Suiza', 'Suíça', 'Zwitserland', 'Szwajcaria', 'スイス'],
  CL: ['Chile', 'Chili', 'Cile'],
  CN: ['China', 'Chine', 'Cina', 'Chiny', '中国', '中國'],
  CO: ['Colombia', 'Kolumbien', 'Colombie', 'Colômbia', 'Kolumbia'],
  CY: ['Cyprus', 'Zypern', 'Chypre', 'Chipre', 'Cipro', 'Cypr'],
  CZ: ['Czech Republic', 'Czechia', 'Tschechien', 'République tchèque', 'República Checa', 'Repubblica Ceca', 'Tsjechië', 'Czechy', 'Česko', 'Česká republika'],
  DE: ['Germany', 'Deutschland', 'Allemagne', 'Alemania', 'Alemanha', 'Germania', 'Duitsland', 'Niemcy', 'ドイツ'],
  DK: ['Denmark', 'Dänemark', 'Danemark', 'Dinamarca', 'Danimarca', 'Denemarken', 'Dania', 'Danmark'],
  EE: ['Estonia', 'Estland', 'Estonie', 'Estónia', 'Eesti'],
  EG: ['Egypt', 'Ägypten', 'Égypte', 'Egipto', 'Egito', 'Egitto', 'Egypte'],
  ES: ['Spain', 'España', 'Spanien', 'Espagne', 'Espanha', 'Spagna', 'Spanje', 'Hiszpania', 'スペイン'],
  FI: ['Finland', 'Finnland', 'Finlande', 'Finlandia', 'Finlândia', 'Suomi'],
  FR: ['France', 'Frankreich', 'Francia', 'França', 'Frankrijk', 'Francja', 'フランス'],
  GB: [
    'United Kingdom',
    'UK',
    'U.K.',
    'Great Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'Großbritannien',
    'Vereinigtes Königreich',
    'Royaume-Uni',
    'Reino Unido',
    'Regno Unito',
    'Verenigd Koninkrijk',
    'Wielka Brytania',
    'イギリス',
  ],
  GR: ['Greece', 'Griechenland', 'Grèce', 'Grecia', 'Grécia', 'Griekenland', 'Grecja', 'Ελλάδα'],
  HK: ['Hong Kong'],
  HR: ['Croatia', 'Kroatien', 'Croatie', 'Croacia', 'Croácia', 'Croazia', 'Kroatië', 'Chorwacja', 'Hrvatska'],
  HU: ['Hungary', 'Ungarn', 'Hongrie', 'Hungría', 'Hungria', 'Ungheria', 'Hongarije', 'Węgry', 'Magyarország'],
  ID: ['Indonesia', 'Indonesien', 'Indonésie', 'Indonésia', 'Indonesië'],
  IE: ['Ireland', 'Irland', 'Irlande', 'Irlanda', 'Ierland', 'Irlandia', 'Éire'],
  IL: ['Israel', 'Israël', 'Israele', 'Izrael', 'イスラエル'],
  IN: ['India', 'Indien', 'Inde', 'Índia', 'Indie', 'インド'],
  IS: ['Iceland', 'Island', 'Islande', 'Islandia', 'Islândia', 'Islanda', 'IJsland'],
  IT: ['Italy', 'Italia', 'Italien', 'Italie', 'Itália', 'Italië', 'Włochy', 'イタリア'],
  JP: ['Japan', 'Japon', 'Japón', 'Japão', 'Giappone', 'Japonia', '日本'],
  KE: ['Kenya', 'Kenia', 'Quénia'],
  KR: [
    'South Korea',
    'Korea',
    'Südkorea',
    'Corée du Sud',
    'Corea del Sur',
    'Coreia do Sul',
    'Corea del Sud',
    'Zuid-Korea',
    'Korea Południowa',
    '韓国',
    '대한민국',
  ],
  LT: ['Lithuania', 'Litauen', 'Lituanie', 'Lituania', 'Lituânia', 'Litouwen', 'Litwa', 'Lietuva'],
  LU: ['Luxembourg', 'Luxemburg', 'Luxemburgo', 'Lussemburgo', 'Luksemburg'],
  LV: ['Latvia', 'Lettland', 'Lettonie', 'Letonia', 'Letónia', 'Lettonia', 'Letland', 'Łotwa', 'Latvija'],
  MA: ['Morocco', 'Marokko', 'Maroc', 'Marruecos', 'Marrocos', 'Marocco', 'Maroko'],
  MT: ['Malta', 'Malte'],
  MX: ['Mexico', 'México', 'Mexiko', 'Mexique', 'Messico', 'Mexico-Stad', 'Meksyk', 'メキシコ'],
  MY: ['Malaysia', 'Malaisie', 'Malasia', 'Malásia'],
  NG: ['Nigeria', 'Nigéria'],
  NL: [
    'Netherlands',
    'The Netherlands',
    'Holland',
    'Nederland',
    'Niederlande',
    'Pays-Bas',
    'Países Bajos',
    'Países Baixos',
    'Paesi Bassi',
    'Holandia',
    'オランダ',
  ],
  NO: ['Norway', 'Norwegen', 'Norvège', 'Noruega', 'Norvegia', 'Noorwegen', 'Norwegia', 'Norge'],
  NZ: ['New Zealand', 'Neuseeland', 'Nouvelle-Zélande', 'Nueva Zelanda', 'Nova Zelândia', 'Nuova Zelanda', 'Nieuw-Zeeland', 'Nowa Zelandia'],
  PE: ['Peru', 'Perú', 'Pérou'],
  PH: ['Philippines', 'Philippinen', 'Filipinas', 'Filippine', 'Filipijnen'],
  PK: ['Pakistan', 'Paquistão'],
  PL: ['Poland', 'Polska', 'Polen', 'Pologne', 'Polonia', 'Polónia', 'Polônia', 'ポーランド'],
  PT: ['Portugal', 'Portogallo', 'Portugalia', 'ポルトガル'],
  RO: ['Romania', 'Rumänien', 'Roumanie', 'Rumania', 'Roménia', 'Roemenië', 'Rumunia', 'România'],
  RS: ['Serbia', 'Serbien', 'Serbie', 'Sérvia', 'Servië', 'Србија', 'Srbija'],
  RU: ['Russia', 'Russland', 'Russie', 'Rusia', 'Rússia', 'Rusland', 'Rosja', 'Россия'],
  SE: ['Sweden', 'Schweden', 'Suède', 'Suecia', 'Suécia', 'Svezia', 'Zweden', 'Szwecja', 'Sverige', 'スウェーデン'],
  SG: ['Singapore', 'Singapur', 'Singapour', 'Singapura', 'シンガポール'],
  SI: ['Slovenia', 'Slowenien', 'Slovénie', 'Eslovenia', 'Eslovénia', 'Slovenië', 'Słowenia', 'Slovenija'],
  SK: ['Slovakia', 'Slowakei', 'Slovaquie', 'Eslovaquia', 'Eslováquia', 'Slovacchia', 'Slowakije', 'Słowacja', 'Slovensko'],
  TH: ['Thailand', 'Thaïlande', 'Tailandia', 'Tailândia', 'Thailandia', 'Tajlandia', 'タイ'],
  TR: ['Turkey', 'Türkiye', 'Türkei', 'Turquie', 'Turquía', 'Turquia', 'Turchia', 'Turkije', 'Turcja'],
  TW: ['Taiwan', 'Taïwan', 'Taiwán', 'Tajwan', '台灣', '台湾', '臺灣'],
  UA: ['Ukraine', 'Ucrania', 'Ucrânia', 'Ucraina', 'Oekraïne', 'Ukraina', 'Україна'],
  US: [
    'United States',
    'United States of America',
    'USA',
    'U.S.A.',
    'U.S.',
    'Vereinigte Staaten',
    'États-Unis',
    'Estados Unidos',
    'Stati Uniti',
    'Verenigde Staten',
    'Stany Zjednoczone',
    'アメリカ',
    '米国',
  ],
  UY: ['Uruguay', 'Uruguai'],
  VN: ['Vietnam', 'Viet Nam', 'Việt Nam', 'Viêt Nam'],
  ZA: ['South Africa', 'Südafrika', 'Afrique du Sud', 'Sudáfrica', 'África do Sul', 'Sudafrica', 'Zuid-Afrika', 'RPA'],
};

/** US states and their two-letter postal codes: "Houston, TX 77070" is an address in the United States. */
export const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const US_STATE_NAMES =
  'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Rhode Island|South Carolina|South Dakota|West Virginia'
    .split('|')
    .flatMap((part, i) => (i === 0 ? part.split(' ') : [part]));

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isCjk = (s: string) => /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(s);

/** Every name with its code, longest first (so "United States of America" wins over "United States"). */
const ENTRIES = Object.entries(NAMES)
  .flatMap(([code, names]) => names.map((name) => ({ code, name })))
  .sort((a, b) => b.name.length - a.name.length);

// Built on first use: parsing this alternation of a thousand names takes a third of a second, paid otherwise by every
// process that loads the app (each service, its projection thread and worker, each CLI command) whether it reads a page or not.
let nameRe: RegExp | undefined;
const namesRe = () =>
  (nameRe ??= new RegExp(ENTRIES.map(({ name }) => (isCjk(name) ? escapeRe(name) : `(?<![\\p{L}\\p{N}])${escapeRe(name)}(?![\\p{L}\\p{N}])`)).join('|'), 'gu'));
const CODE_OF = new Map(ENTRIES.map(({ code, name }) => [name.toLowerCase(), code]));
/** Names that are also ordinary words or another place's name in some language: they count only with their exact capitals. */
const CASE_SENSITIVE = new Set([
  'UK',
  'U.K.',
  'USA',
  'U.S.A.',
  'U.S.',
  'UAE',
  'RPA',
  'Chile',
  'Island',
  'Holland',
  'Georgia',
  'Jordan',
  'Turkey',
  'Chad',
  'Niger',
  'Peru',
]);

/** The country codes a text names by a written country name, in the order it names them. */
export function countriesNamed(text: string): { code: string; name: string; index: number }[] {
  const out: { code: string; name: string; index: number }[] = [];
  for (const m of text.matchAll(namesRe())) {
    const name = m[0];
    const code = CODE_OF.get(name.toLowerCase());
    if (code) out.push({ code, name, index: m.index ?? 0 });
  }
  // The regex is case-sensitive: a lower-case "chile" or "turkey" in prose is not a country.
  return out.filter((c) => !CASE_SENSITIVE.has(c.name) || text.slice(c.index, c.index + c.name.length) === c.name);
}

export const countryName = (code: string) => NAMES[code]?.[0];
export const isCountryCode = (code: string) => code in NAMES;

/** A US address line: a city, a state's postal code and a ZIP code ("Houston, TX 77070"), or a state's name. */
export const US_ADDRESS = new RegExp(`(?<![\\p{L}])([\\p{Lu}][\\p{L}.'’ -]{1,40}),\\s*(${US_STATES.join('|')})\\s+(\\d{5})(?:-\\d{4})?(?!\\d)`, 'u');
export const US_STATE_NAME = new RegExp(`(?<![\\p{L}])(${US_STATE_NAMES.map(escapeRe).join('|')})(?![\\p{L}])`, 'u');

/** "Headquartered in Houston, Texas", "based in Austin, TX": a place statement naming a US state. */
export const US_STATEMENT = new RegExp(
  `\\b(?:[Hh]eadquartered|[Hh]eadquarters|[Bb]ased|[Ll]ocated)\\b(?: (?:is|are))? in\\s+(?:[\\p{Lu}][\\p{L}.'’-]+\\s?){1,3},\\s*(?:${US_STATE_NAMES.map(escapeRe).join('|')}|${US_STATES.join('|')})(?![\\p{L}])`,
  'u',
);

/** Postal codes whose form belongs to one country only. */
export const POSTCODES: { code: string; re: RegExp; prefixed?: true }[] = [
  // Poland: 00-950 Warszawa
  { code: 'PL', re: /(?<![\p{L}\d-])(\d{2}-\d{3})(?![\d-])\s+(\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,3})/u },
  // The Netherlands: 1012 AB Amsterdam (or "Amsterdam, 1012 AB")
  // A city's article is part of its name: "2582 KP ’s-Gravenhage", "5211 JV 's-Hertogenbosch".
  // A letter before the digits makes them a model's number ("26S5500 HD Ready"), not a postal code.
  { code: 'NL', re: /(?<![\p{L}\d])(\d{4}\s?[A-Z]{2})(?![A-Za-z])\s+((?:['’]s-)?\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}?[\p{L}'’.-]+){0,3})/u },
  // The city first, as contact boxes write it: "Locatie: Den Haag, 2561 AD" (the postal code read ahead, so that it stays the first group).
  {
    code: 'NL',
    re: /(?<![\p{L}])(?=(?:['’]s-)?\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2},\s*(\d{4}\s?[A-Z]{2})(?![A-Za-z\d]))((?:['’]s-)?\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2}),\s*\d{4}\s?[A-Z]{2}(?![A-Za-z\d])/u,
  },
  // Brazil: CEP 49000-000
  { code: 'BR', re: /(?<![\d-])(\d{5}-\d{3})(?![\d-])/u },
  // Portugal: 1000-001 Lisboa
  { code: 'PT', re: /(?<![\p{L}\d-])(\d{4}-\d{3})(?![\d-])\s+(\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,3})/u },
  // Japan: 〒100-0001
  { code: 'JP', re: /〒\s?(\d{3}-\d{4})/u },
  // Canada: K1A 0B1
  { code: 'CA', re: /(?<![A-Za-z0-9])([ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d)(?![A-Za-z0-9])/u },
  // United Kingdom: SW1A 1AA, M1 1AE
  { code: 'GB', re: /(?<![A-Za-z0-9])([A-Z]{1,2}\d[A-Z\d]?\s\d[ABD-HJLNP-UW-Z]{2})(?![A-Za-z0-9])/u },
  // A postal code led by its country's letters, as many European legal notices still write it: D-80331 München, A-1010 Wien,
  // CH-8001 Zürich, F-75001 Paris, I-00187 Roma, E-28014 Madrid, B-1000 Bruxelles, L-1611 Luxembourg.
  ...(
    [
      ['DE', 'D|DE', 5],
      ['AT', 'A|AT', 4],
      ['CH', 'CH', 4],
      ['FR', 'F|FR', 5],
      ['IT', 'I|IT', 5],
      ['ES', 'E|ES', 5],
      ['BE', 'B|BE', 4],
      ['LU', 'L|LU', 4],
    ] as const
  ).map(([code, letters, digits]) => ({
    code,
    prefixed: true as const,
    re: new RegExp(
      `(?<![\\p{L}\\d-])(?:${letters})-(\\d{${digits}})\\s+(\\p{Lu}[\\p{L}'’.-]+(?:\\s+(?:(?:am|im|an der|in der|bei|sur|sous|en)\\s+)?\\p{Lu}[\\p{L}'’.-]+){0,3})`,
      'u',
    ),
  })),
];

/** Whether a quote states a country, by its written name, a postal code of that country's form, or a US address. */
export function statesCountry(quote: string, code: string): boolean {
  if (countriesNamed(quote).some((c) => c.code === code)) return true;
  if (code === 'US' && (US_ADDRESS.test(quote) || US_STATEMENT.test(quote))) return true;
  return POSTCODES.some((p) => p.code === code && p.re.test(quote));
}
