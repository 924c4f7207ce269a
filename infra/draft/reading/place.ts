import { countriesNamed, POSTCODES, US_ADDRESS, US_STATE_NAME, US_STATEMENT } from '../../../domain/draft/countries.ts';
import { MONTHS } from '../../../domain/draft/months.ts';
import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';
import { areaNotTown, regionAnywhere, regionOf } from '../../../domain/draft/regions.ts';
import { statesMove } from '../../../domain/draft/since-another-thing.ts';
import { letters, registrableName } from '../../../domain/draft/support.ts';
import { borrowedPlace } from './borrowed-place.ts';
import { isFiller, linesOf, linesUnder, pathOf, type Reading, squash } from './text.ts';

export type Place = { country: Reading | null; city: Reading | null };

/**
 * Brazilian states as addresses write them after the city ("Aracaju - SE"); a professional council's registration ("CRM/SP 142.837",
 * "OAB/RJ", "CREA-MG") names the state's council, not a town.
 */
const BR_STATE =
  /(?<![\p{L}])(?!(?:CRM|CRO|OAB|CREA|CRP|CRN|CRF|CRMV|COREN|CAU|CREFITO|CRC|CRA|CRBIO|CRESS|CRTR)\s*[-–/])(\p{Lu}[\p{L}'’ ]{2,40}?)\s*[-–/]\s*(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?![\p{L}])/u;
/**
 * A postal code and the city after it, as most of Europe writes it ("4081 Hartkirchen", "73020 Santa Cesarea Terme"), with the small
 * words a German-speaking town's name holds ("60311 Frankfurt am Main", "4540 Pfarrkirchen im Traunkreis", "93444 Bad Kötzting").
 */
const EU_POSTCODE = /(?<![\d×x-])(\d{4,5})\s+(\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:am|im|an der|in der|bei|ob der|vor der)\s+)?\p{Lu}[\p{L}'’.-]+){0,3})/u;
/** Countries whose postal codes hold letters or are written after the city: never "12345 City". */
const CODE_AFTER_OR_LETTERS = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'IN', 'ZA', 'SG', 'JP', 'CN', 'KR', 'BR', 'AR', 'NG', 'KE']);
/** Street words that end a street name before the city on the same line. */
const STREET =
  /^.*\b(street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|drive|dr\.?|lane|ln\.?|way|place|pl\.?|court|ct\.?|square|sq\.?|parkway|pkwy|highway|hwy|suite\s+#?\w+|floor|fl\.?|unit\s+#?\w+)\s+/i;
/** A street with its house number, as European addresses write it: "Hauptstraße 1", "Str. 5a", "4 rue Haute", "Via Roma, 5", "Calle Mayor 3". */
const STREET_NUMBER =
  /([\p{L}-](straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|steig|pfad|markt|graben)|(?<![\p{L}])(rue|avenue|av\.|boulevard|bd|chemin|impasse|allée|place|quai|via|viale|piazza|corso|largo|calle|avenida|plaza|paseo|rua|praça|travessa|laan|straat|plein|gracht|kade|singel|ul\.|ulica|aleja))(?![\p{L}])[^\d]{0,40}?\d{1,4}\s?[a-z]?(?![\d])|(?<![\d])\d{1,4}[a-z]?,?\s+(rue|avenue|av\.|boulevard|bd|chemin|impasse|allée|place|quai)(?![\p{L}])/iu;

/** Place statements: where the company is based, made or from. */
const PLACE_VERB =
  /\b(based|located|headquartered|headquarters|registered|incorporated|founded|established|made|built|developed|designed|crafted|from|sitz|ansässig|gegründet|basé[es]?|situé[es]?|fondée?|basad[oa]s?|ubicad[oa]s?|sediad[oa]s?|localizad[oa]s?|fundad[ao]|fondat[ao]|gevestigd|opgericht|sede|siedzib[aą])\b/i;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Where a site's host (its web hosting provider) is: a legal notice names its address, which is not the company's. Word edges are
 * letters, not ASCII word characters: "Le site est hébergé par OVH, … Roubaix" ends its word on "é".
 */
const HOSTING =
  /(?<![\p{L}])(hébergée?s?|hébergeur|hébergement|hosted by|hosting|web ?host|gehostet|hoster|alojad[oa]|alojamiento|hospedad[oa]|hospedagem|ospitat[oa]|hosting provider|gehost|hostowan[ey]|hostingodawca)(?![\p{L}])/iu;

/**
 * Someone else's place named in a line: where servers or data sit, a partner's, a client's or a supplier's address, an
 * event's venue, where goods are shipped to
 * ("Our data centers are located in Frankfurt, Germany", "Our partner: BigCo GmbH, … Berlin"): not the company's.
 */
const OTHERS_PLACE =
  /(?<![\p{L}])(data ?cent(er|re)s?|servers?|server locations?|partners?|clients?|customers?|suppliers?|resellers?|distributors?|rechenzentr\p{L}*|serveurs?|centres? de données|centros? de (datos|dados)|servidores|data ?center|partenaires?|socios?|parceiros?|kunden|lieferanten?|fournisseurs?|proveedores?|fornecedores?|venue|veranstaltungsort|ship(ping)? to|deliver(y|ing)? to|lieferadresse|adresse de livraison)(?![\p{L}])/iu;

/** A trade fair's or a congress's venue on a line ("Booth 1234, Las Vegas Convention Center, …", "Messe München, Halle B2, Stand 301"). */
const FAIR_VENUE =
  /(?<![\p{L}])(booth|stand\s*(no\.?|nr\.?|#)?\s*[a-z]?\d+|hall\s+[a-z]?\d+|halle\s+[a-z]?\d+|(convention|exhibition|congress|conference|expo) cent(er|re)|fairgrounds?|messegelände|messe|messehalle|trade (fair|show)|expo|kongresszentrum|parc des expositions|palais des congrès|recinto ferial|palacio de congresos|centro congressi|quartiere fieristico|fiera|beurs|jaarbeurs|targi)(?![\p{L}])/iu;

/**
 * A heading over someone else's place: partners, clients or distributors (a self-description's "your reliable partner" is none), or an event the company goes to ("Visit us at
 * the trade fair", "Upcoming events", "Veranstaltungen", "Nos événements"): the addresses under it are theirs or the venue's.
 */
const OTHERS_HEADING = new RegExp(
  `(?<![\\p{L}])(partners|our partners?|clients|customers|distributors|resellers|dealers|suppliers|stockists|retailers|where to buy|points of sale|data ?cent(er|re)s|unsere partner|vertriebspartner|händler|partnerbetriebe|lieferanten|nos partenaires|partenaires|distributeurs|revendeurs|points de vente|fournisseurs|socios|distribuidores|revendedores|puntos de venta|proveedores|parceiros|fornecedores|distributori|rivenditori|fornitori|partner commerciali|onze partners|wederverkopers|verkooppunten|leveranciers|dystrybutorzy|partnerzy)(?![\\p{L}])|${FAIR_VENUE.source}|(?<![\\p{L}])(events?|upcoming|conferences?|summit|meetups?|webinars?|exhibitions?|veranstaltung\\p{L}*|termine|événements?|salons?|conférences?|eventos?|ferias?|congresos?|eventi|fiere|congressi|evenementen|wydarzeni\\p{L}*)(?![\\p{L}])`,
  'iu',
);

/**
 * A service the site uses, named with its provider, as a privacy notice writes it ("Diese Website nutzt Google Fonts. Anbieter ist die
 * Google Ireland Limited, … Dublin 4, Irland", "Les données sont traitées par Google LLC, … Mountain View, CA 94043, USA", "a service
 * of Stripe, Inc., … San Francisco"): the address on the line is the provider's, not the company's.
 */
const SERVICE_PROVIDER =
  /(?<![\p{L}])(anbieter(in)? (ist|dieses dienstes|des dienstes)|ein (dienst|service|angebot|produkt) der|(auftrags)?verarbeiter|(this|our) (web)?site uses|diese (web)?seite (nutzt|verwendet)|wir (nutzen|verwenden)|a service (of|by|from|provided by)|processed by|(data )?processors?|traitées? par|un service (de|fourni par)|sous-traitants?|ce site utilise|nous utilisons|un servicio de|encargados? del tratamiento|este sitio (web )?utiliza|utilizamos|un servizio di|responsabil[ei] (esterno )?del trattamento|questo sito utilizza|utilizziamo|een dienst van|verwerkers?|deze website gebruikt|wij gebruiken)(?![\p{L}])/iu;

/**
 * A legal notice's headings for someone else's part: who designed or built the site or took its photos, and the authority or the
 * consumer mediator one may turn to ("Webdesign", "Konzeption und Gestaltung", "Conception et réalisation", "Crédits photos",
 * "Diseño web", "Aufsichtsbehörde", "Médiateur de la consommation", "CNIL").
 */
const THEIR_PART =
  '(?:web ?design|design|gestaltung|konzeption|konzept|umsetzung|realisierung|programmierung|technische umsetzung|conception|réalisation|création(?: du site)?|développement|crédits?(?: photos?)?|credits|bildnachweis|bildquellen|fotos?|photos?|fotografie|diseño(?: web)?|desarrollo(?: web)?|realizzazione|progettazione|sviluppo|crediti|ontwerp|webontwerp|realisatie|projekt(?: strony)?|wykonanie|(?:zuständige )?aufsichtsbehörde|datenschutzaufsicht|(?:universal)?schlichtungsstelle|streitschlichtung|(?:verbraucher)?streitbeilegung|médiat(?:eur|ion)(?: de la consommation)?|cnil|autorité de contrôle|autoridad de control|garante(?: privacy)?|autoriteit persoonsgegevens|toezichthouder)';
const THEIR_PARTS = `${THEIR_PART}(?:\\s*(?:,|&|\\+|/|und|and|et|y|e|en|i)\\s*${THEIR_PART})*`;
/**
 * A legal notice's heading or label for whoever answers for the content, beside the operator: German law asks for one apart
 * ("Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV", "Verantwortlicher i.S.d. § 18 Abs. 2 MStV", "V.i.S.d.P.", "Redaktionell
 * verantwortlich"), and so do other notices ("Directeur de la publication", "Responsabile dei contenuti", "Verantwoordelijk voor de
 * inhoud"). Often an editor or the web designer, living elsewhere: the address under it is theirs, the operator's stands above it.
 */
const RESPONSIBLE_FOR_CONTENT =
  /^(?:(?:inhaltlich|redaktionell)\s+)?verantwortlich\p{L}*\s+(?:für\s+(?:den\s+)?inhalt|i\.\s?s\.\s?d|gem(?:äß|\.)|nach|im sinne)|^(?:inhaltlich|redaktionell)\s+verantwortlich|^v\.\s?i\.\s?s\.\s?d\.\s?p\.?|^(?:directeur|directrice|responsable) de (?:la )?(?:publication|rédaction)|^responsabile (?:dei contenuti|editoriale|della redazione)|^responsable (?:del contenido|editorial|de (?:los )?contenidos)|^verantwoordelijke? voor (?:de )?inhoud/iu;
/** A legal notice's page, where such headings stand. */
const LEGAL_PAGE = /impressum|imprint|legal|mentions|aviso|colofon|note-?legali|disclaimer|datenschutz|privacy|privacidad|confidentialit/i;
/** Such a heading alone ("Webdesign", "Conception et réalisation :"). */
const THEIR_SECTION = new RegExp(`^${THEIR_PARTS}\\s*[:：.]?$`, 'iu');
/** A line that opens with such a label ("Konzeption und Gestaltung: Pixel Studio, … München", "Réalisation par Agence X, Nantes"). */
const THEIR_LINE = new RegExp(`^${THEIR_PARTS}\\s*(?:[:：–—-]|by|von|par|por|da|door|przez)\\s`, 'iu');

/** Place statements that say where the company is wherever they are written. */
const STRONG_PLACE_VERB =
  /\b(based|located|headquartered|headquarters|registered|incorporated|sitz|ansässig|basé[es]?|situé[es]?|basad[oa]s?|ubicad[oa]s?|sediad[oa]s?|localizad[oa]s?|gevestigd|siedzib[aą]|sede)\b|(?<![\p{L}])(founded|co-?founded|established|gegründet|fondée?|créée?|fundad[ao]|fondat[ao]|opgericht|założon[aey])(?![\p{L}])[^.!?]{0,30}?(?<![\p{L}])(in|en|em|im|a|à|nel|in de|w)\s+\p{Lu}/iu;

/** A founding place statement ("founded in Munich", "gegründet in Wien", "fundada em São Francisco"): where it began. */
const FOUNDED_IN =
  /(?<![\p{L}])(founded|co-?founded|established|started|gegründet|fondée?|créée?|fundad[ao]|fondat[ao]|nata|nato|opgericht|założon[aey])(?![\p{L}])/iu;

/** Whether the sentence that holds a place's quote says the company was founded there, not that it is based there. */
function foundedThere(text: string, quote: string): boolean {
  const sentence = text.split(/(?<=[.!?])\s+/).find((x) => x.includes(quote)) ?? text;
  return FOUNDED_IN.test(sentence) && !STATED_BASE.test(sentence);
}
const STATED_BASE = /(?<![\p{L}])(based|located|headquartered|sitz|ansässig|basé[es]?|basad[oa]s?|sediad[oa]s?|gevestigd|sede)(?![\p{L}])/iu;

/** An incorporation clause and the state or country after it: "incorporated in the State of Delaware, United States", "a Delaware corporation". */
const INCORPORATED =
  /(?<![\p{L}])(incorporated|registered as an? \p{L}+ (company|corporation)|organi[sz]ed)\s+(in|under the laws of)\s+(the\s+)?(state\s+of\s+)?(\p{Lu}[\p{L}.'’-]*\s?){1,3}(,\s*(the\s+)?(\p{Lu}[\p{L}.'’-]*\s?){1,3})?|(?<![\p{L}])an?\s+\p{Lu}\p{L}+\s+(corporation|limited liability company|llc)(?![\p{L}])/gu;

/** A person's own statement ("She is based in Spain"): where a member of the team lives, not where the company is. */
const PERSONAL_SUBJECT =
  /(?<![\p{L}])(he|she|he['’]s|she['’]s|er|sie ist|il|elle|él|ella|ele|lei|hij|zij)\s+(is\s+|ist\s+|est\s+|es\s+|é\s+|è\s+)?(currently\s+|now\s+)?(based|located|lives|living|wohnt|lebt|vit|habite|vive|woont)\b/iu;

/**
 * Where a person comes from, grew up or studied ("Originally from Lyon, France, Marie founded…", "Unser Gründer stammt aus Graz,
 * Österreich", "nacida en Sevilla, España"): the person's place, not the company's, on whatever page and in whatever markup.
 */
const PERSONS_ORIGIN =
  /(?<![\p{L}])(originally from|originating from|hails from|grew up|raised in|studied|stammt aus|stammen aus|aufgewachsen|geboren in|originaire d['’e]|a grandi|ont grandi|a étudié|nacid[oa] en|criad[oa] en|se crió|creció en|estudió en|nascid[oa] em|cresceu em|estudou em|originari[oa] d[ia]|cresciut[oa] a|ha studiato|opgegroeid|afkomstig uit|geboren en getogen|studeerde)(?![\p{L}])/iu;

/** A team page: its place statements are its members'. */
const TEAM_PAGE = /(?<![\p{L}])(team|teams|people|staff|members|equipe|équipe|equipo|mitarbeiter|ons-team|over-ons\/team)(?![\p{L}])/iu;

/** A contact line's label written after a city ("Tel.", "Telefon", "Fon:", "Fax", "Kom.", "Tél.", "E-Mail"): no part of the city's name. */
const CONTACT_LABEL =
  /\s+(tel|tél|telefon|téléphone|teléfono|telefone|telefono|tlf|telf|phone|ph|fon|fax|mob|mobil|handy|kom|gsm|cel|móvil|e-?mail|mail)\.?:?$/iu;

/** A contact card's label before the place ("Location Kraków, Poland", "Standort: Graz", "Sede Milano"): no part of the city's name. */
const PLACE_LABEL =
  /^(location|address|office|headquarters|hq|adresse|anschrift|standort|sitz|firmensitz|ubicación|dirección|domicilio|localização|endereço|morada|sede|indirizzo|adres|vestiging|lokalizacja|siedziba|siège|localisation)\s*:?\s+(?=\p{Lu})/iu;

/** Countries' names (in some language) that are English words of places' names too: "Island" (Iceland in German), "Jersey". */
const PLACE_NOUN_COUNTRY = /^(Island|Jersey)$/;

const stripCountry = (city: string) => {
  let c = squash(city.replace(/\([^)]*\)/g, ' ')).replace(PLACE_LABEL, '');
  // A country's name joined to others by a hyphen is part of a region's or a town's ("Île-de-France", "Emilia-Romagna").
  // A country's name that is an English word of a place's name after another word ("Staten Island", "Jersey" of "New Jersey") stays.
  for (const n of countriesNamed(c))
    if (!(PLACE_NOUN_COUNTRY.test(n.name) && new RegExp(`\\p{L}\\s+${escapeRe(n.name)}(?![\\p{L}-])`, 'u').test(c)))
      c = c.replace(new RegExp(`(?<![\\p{L}-])${escapeRe(n.name)}(?![\\p{L}-])`, 'u'), ' ');
  // A trailing region code ("OÖ", "LE") is not part of the city.
  c = squash(c).replace(/(\s+\p{Lu}{1,3}\.?)+$/u, '');
  // The label of the phone or mail line after it, where an address's lines are read as one ("67-100 Nowa Sól Kom. +48 …", "10115 Berlin Tel. 030 …").
  c = c.replace(CONTACT_LABEL, '');
  // A free zone a company is licensed in ("Ajman Freezone", "Dubai Free Zone", "RAKEZ FZ") is a zone of its town, not a town.
  c = c.replace(/\s+(free\s?zone|free trade zone|fz|fze|fzco|fz-llc)$/i, '');
  // The sentence's full stop after the town ("77410 Annet-sur-Marne.") is not part of its name.
  return squash(c.replace(/[,;·•]+$/, '').replace(/(?<=\p{Ll})\.$/u, ''));
};

const MONTH_NAME = new RegExp(`^(${MONTHS})\\.?$`, 'iu');
const cityLike = (s: string) => {
  const c = squash(s);
  return (
    c.length >= 2 &&
    c.length <= 40 &&
    // A town's name has two letters at least: "U." is the end of a legal form ("e.U."), not a town.
    (c.match(/\p{L}/gu)?.length ?? 0) >= 2 &&
    !/\d/.test(c) &&
    /^(['’]s-)?\p{Lu}/u.test(c) &&
    c.split(/\s+/).length <= 4 &&
    countriesNamed(c).length === 0 &&
    // A month is no town: "2009 November 10" is a date, not a postal code and a place.
    !MONTH_NAME.test(c) &&
    // An island, a coast or a landscape ("Lanzarote", "Canary Islands", "Eferdinger Hügelland") is where a business serves, no town.
    !areaNotTown(c) &&
    // A company's legal form or a notice's words are no city's.
    !/(?<![\p{L}])(inc|ltd|llc|gmbh|corp|limited|all|rights|reserved)(?![\p{L}])/iu.test(c) &&
    // Nowhere in particular ("Remote", "Online", "Worldwide") is no city.
    !/^(remote|online|worldwide|global|anywhere|everywhere|internet|virtual|international|web|earth|weltweit|mondial|partout|en ligne|en línea|in linea|wereldwijd)$/iu.test(
      c,
    )
  );
};

/** A company's legal form ending a segment ("By Sogoapp LLC", "Acme Ltd."): the segment is the company's name, no city's. */
const ENDS_IN_LEGAL_FORM =
  /(?<![\p{L}])(inc|ltd|llc|llp|gmbh|corp|limited|plc|pty|sarl|sas|sasu|eurl|srl|s\.r\.l|spa|s\.p\.a|s\.r\.o|ag|kg|ug|og|ohg|gbr|e\.\s?k|e\.\s?u|s\.\s?l|s\.\s?a|s\.\s?a\.\s?s|sl|bv|b\.\s?v|nv|n\.\s?v|vof|lda|ltda|oy|ab|aps|k\.\s?k)\.?$/iu;

/** The capitalised words that end an address segment ("Mumbai - 400093 Maharashtra" ends with "Maharashtra"), a British postcode off. */
function tailOf(segment: string): string {
  if (ENDS_IN_LEGAL_FORM.test(squash(segment))) return '';
  // A sentence ended before the town ("© 2025 KirSch-Stiftung. Bodolz, Deutschland"): the town is after its full stop, not an
  // abbreviation's ("St. Gallen", "Frankfurt a. M.").
  const lastSentence = segment.split(/(?<=\p{L}{4,})\.\s+(?=\p{Lu})/u).pop() ?? segment;
  const before = squash(lastSentence.replace(/\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/, '').replace(/\([^)]*\)/g, ''));
  // A town whose name holds small words, written as the whole segment or after its postal code ("Frankfurt am Main", "Rio de Janeiro").
  const joined = JOINED_TOWN.exec(before)?.[1];
  if (joined && !NAMED_PLACE.test(joined) && !SCHOOL.test(joined)) return joined;
  // A Dutch city's article is part of its name ("’s-Gravenhage", "'s-Hertogenbosch").
  const tail = /((?:['’]s-)?(?:\p{Lu}[\p{L}'’.-]+\s?){1,3})$/u.exec(before);
  // "Swiss International College of Osteopathy", "University of Zurich": a name ending in what it is of, no town; nor a school's name
  // ("Accademia Italiana Medicina Osteopatica").
  if (!tail || /\sof\s*$/i.test(before.slice(0, tail.index)) || SCHOOL.test(before)) return '';
  return stripCountry(tail[1]);
}

/** A school's, a university's or an academy's name, where people study: the words of its name are no town's. */
const SCHOOL =
  /(?<![\p{L}])(college|colegio|collège|university|universität|université|universidad|università|universidade|uniwersytet|hochschule|fachhochschule|academy|accademia|akademie|académie|academia|akademia|institute|institut|instituto|istituto|school|schule|école|escuela|scuola|escola|conservatory|conservatoire|konservatorium|conservatorio|seminary)(?![\p{L}])/iu;

/** A house or a business named after its town ("Hotel de Paris", "Banco de Chile"; a school's name is `SCHOOL`'s): no town's name. */
const NAMED_PLACE =
  /^(hotel|hôtel|restaurant|café|cafe|bar|boulangerie|pâtisserie|maison|casa|villa|château|castello|club|museo|musée|museum|teatro|théâtre|theatre|bank|banco|banca|banque|grupo|gruppo|groupe|group|hospital|hôpital|ospedale|clínica|clinique|clinica|centro|centre|center|palacio|palais|palazzo|agence|agencia|agenzia|studio|atelier|cabinet|bureau|société|compagnie|companhia|compañía|escritório|oficina|farmacia|pharmacie|apotheke|galerie|galería|galleria|librería|librairie|libreria|hostal|pension|pensione|albergo|posada|taberna|trattoria|osteria|pizzeria|brasserie|bistro|cantina|bodega|tienda|negozio|magasin|loja)\s/iu;

/**
 * A town's name with small words inside ("Frankfurt am Main", "Rio de Janeiro", "Alcalá de Henares", "Newcastle upon Tyne", "Bergen op
 * Zoom", "Alphen aan den Rijn", "Reggio nell'Emilia"), as a whole segment, after a postal code or after "in" ("based in Rio de Janeiro"):
 * read whole, not its last word.
 */
const JOINED_TOWN =
  /(?:^|\d\s+|(?<![\p{L}])(?:in|em|en|à|a|im|aus|from|near|bei|at|na|no|nel|nella)\s+)(\p{Lu}[\p{L}'’.-]+(?:(?:\s+(?:am|an der|an|im|in der|ob der|vor der|bei|de|de la|de las|de los|del|della|delle|dei|degli|di|da|das|do|dos|du|des|en|sur|sous|lès|upon|on|op|aan den|aan de|aan|ter)\s+|\s+(?:nell|dell|sull)['’])\p{Lu}[\p{L}'’.-]+){1,2})$/u;

/**
 * A street's or a building's words after a house number's digits ("1193 Nolu Sk. No:4", "12 Atatürk Cd. No 5", "7 Sok. Kat 2"): the
 * digits number the street, they are no postal code, and what follows them is no town.
 */
const STREET_WORDS_AFTER = /\s(sk|sok|sokak|sokağı|cd|cad|cadde|caddesi|mah|mahallesi|blv|bulvarı|no|nr|nº|blok|kat|daire|apt)\.?(?=\s|$|:)/iu;

/** A postal address's town without the region written after it ("91183 Abenberg Mittelfranken", "4081 Hartkirchen OÖ"). */
function townWithoutRegion(town: string, code: string | undefined): string {
  if (!code) return town;
  const words = town.split(' ');
  for (let n = Math.min(2, words.length - 1); n >= 1; n--) if (regionOf(words.slice(-n).join(' '), code)) return words.slice(0, -n).join(' ');
  return town;
}

/**
 * The city written before a country's name in an address's segments. A region between them ("Munich, Bavaria, Germany",
 * "Mumbai - 400093 Maharashtra, India") is no city: the city is the place before it when the region stands alone between commas.
 */
/** The words before a country's name after its city's: "the" ("Utrecht, the Netherlands"), and "in" ("Lyon, en France", "Porto, em Portugal"). */
const COUNTRY_LEAD = '(?:the|en|in|au|aux|em|no|na|nel|nella)';

function cityBefore(segments: string[], at: number, code: string): { city: string; region: boolean } {
  const city = tailOf(segments[at - 1]);
  // The segment is a region as a whole ("Osaka Prefecture", "County Cork", "Kanton Zürich"): the city, if any, is before it.
  // Its last capitalised words may be a town in the region's name ("Comunidad de Madrid"): the whole segment is read too.
  const whole = regionOf(stripCountry(squash(segments[at - 1])), code);
  if (city && (whole || regionOf(city, code)))
    return { city: at >= 2 && (whole || squash(segments[at - 1]) === city) ? tailOf(segments[at - 2]) : '', region: true };
  // A region written right after its city, no comma between ("Navi Mumbai Maharashtra, India"): the city is the words before it.
  const words = city.split(' ');
  for (let n = 1; n < words.length; n++)
    if (regionOf(words.slice(words.length - n).join(' '), code)) return { city: words.slice(0, words.length - n).join(' '), region: true };
  return { city, region: false };
}

/** The words a template writes for a city it leaves to be filled: "Musterstadt", "Stadt", "Your City", "Ville", "Ciudad", "Anytown". */
const STAND_IN_CITY =
  '(?:muster\\p{L}*|beispiel\\p{L}*|stadt|city|your city|town|anytown|ville|votre ville|ciudad|tu ciudad|città|cidade|sua cidade|woonplaats|miasto)';
/**
 * A template's stand-in address, left unfilled: a postal code before a stand-in city that ends the address ("12345 Stadt",
 * "75000 Ville, France": not "13001 Ciudad Real"). It says nothing of where the company is, though its country be named
 * beside it ("12345 Stadt Deutschland").
 */
const STAND_IN_POSTAL = new RegExp(
  `(?<![\\d-])\\d{4,5}\\s+${STAND_IN_CITY}(?=\\s*$|\\s*[,;·•|/(]|\\s+(deutschland|germany|österreich|schweiz|france|españa|italia|portugal|brasil|nederland|polska)(?![\\p{L}]))`,
  'iu',
);
const standIn = (text: string) => STAND_IN_POSTAL.test(squash(text));

/**
 * A street's name, which may hold a country's ("Rosa-Luxemburg-Str. 122", "Avenue de France 5", "Calle Francia 3", "Via Germania"):
 * it says nothing of the country the address is in.
 */
const STREET_NAME =
  /[\p{L}-]*(straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|laan|straat|plein|gracht)(?![\p{L}])|(?<![\p{L}])(rue|avenue|av\.|boulevard|bd|chemin|quai|via|viale|piazza|corso|calle|avenida|plaza|paseo|rua|praça|ulica|ul\.|aleja)\s+((de|du|des|del|della|do|da|dos)\s+(la\s+|l['’])?)?\p{Lu}[\p{L}-]*/giu;
const withoutStreets = (text: string) => text.replace(STREET_NAME, ' ');

/**
 * The country written after a postal code, on its line or the lines after it up to the next address: one before it is in a name
 * ("Acme France SAS, 5 rue Haute, 1000 Bruxelles, Belgique"), and a line with a postal code and a city of its own ("Niederlassung: Via
 * Roma 5, 20121 Milano, Italia") names its own country, not this one's. Also the lines read for it.
 */
function countryAfter(text: string, at: number, next: string[]) {
  const another = next.findIndex((n) => EU_POSTCODE.test(n));
  const mine = another === -1 ? next : next.slice(0, another);
  return { country: countriesNamed(withoutStreets([text.slice(at), ...mine].join(' · ')))[0], mine };
}

/**
 * A count, not a postal code and a town: a number after a word of quantity ("Mehr als 5000 Projekte in Österreich", "Más de 15000
 * Clientes en España", "Oltre 30000 Clienti in Italia"), or one whose words go on into prose about a country ("… Clienti in Italia").
 */
const QUANTITY_BEFORE =
  /(?<![\p{L}])(more than|over|about|around|nearly|almost|up to|some|mehr als|über|rund|ca\.?|circa|bis zu|fast|knapp|plus de|près de|environ|jusqu['’]à|más de|cerca de|hasta|unos|unas|mais de|até|oltre|più di|fino a|meer dan|ruim|bijna|ongeveer)\s*$|\+\s*$/iu;
const PROSE_AFTER = /^\s+(in|en|em|nel|nella|im|aus|from|across|throughout|dans|partout|em todo|in tutta|in ganz)(?![\p{L}])/iu;
const aCount = (text: string, m: RegExpExecArray) => QUANTITY_BEFORE.test(text.slice(0, m.index)) || PROSE_AFTER.test(text.slice(m.index + m[0].length));
/** A unit of measure after a number or a range ("from 40-240 BPM", "1200 DPI", "10-100 Mbps"): a measure, not a postal code and its town. */
const UNIT = /^(bpm|fps|rpm|dpi|ppi|wpm|hz|khz|mhz|ghz|kb|mb|gb|tb|kbps|mbps|gbps|ms|px|mm|cm|km|kg|mg|lbs?|mph|kmh|kwh?|mah|db|psi)(?![\p{L}\d])/iu;
const aMeasure = (m: RegExpExecArray) => UNIT.test(m[2] ?? '');

/** What one line says of the place: a country code and maybe a city, with the words that say it. */
type LineReading = { country?: string; city?: string; quote: string; cityQuote?: string; said?: true };

/** A British address writes its town before the postcode ("1 High Street, London EC1A 1BB"). */
function britishTown(text: string, m: RegExpExecArray): LineReading {
  let lead = /(\p{Lu}\p{Ll}[\p{L}'’.-]+(?:\s+\p{Lu}\p{Ll}[\p{L}'’.-]+){0,2}),?\s*$/u.exec(text.slice(0, m.index));
  // A county between the town and the postcode ("Southend-on-Sea, Essex SS1 1AA") is no city: the town is the segment before it.
  if (lead && regionOf(stripCountry(lead[1]), 'GB'))
    lead = /(\p{Lu}\p{Ll}[\p{L}'’.-]+(?:\s+\p{Lu}\p{Ll}[\p{L}'’.-]+){0,2})\s*,\s*$/u.exec(text.slice(0, lead.index));
  const town = lead ? stripCountry(lead[1].replace(STREET, '')) : '';
  // A London district before the post town, no comma between ("Fitzrovia London W1T 6EB", "Shoreditch London EC2A 3AY"): the town is London.
  const city = /\sLondon$/.test(town) ? 'London' : town;
  const cityQuote = lead ? text.slice(lead.index, m.index + m[0].length) : m[0];
  return { country: 'GB', quote: m[0], ...(cityLike(city) ? { city, cityQuote } : {}) };
}

/** A place's name as a list sets it: one to three words, each capitalised but for the particles places carry ("Frankfurt am Main"). */
const PLACE_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|am|an|de|do|da|del|di|la|le|sur|upon|on)){0,2}$/u;

/**
 * A postal code of zeros as a template writes it: before a town ("00000 Musterstadt") or after Japan's postal mark ("〒000-0000"). The
 * last digits of a telephone number ("+31 40 123 0000", "TEL 052-000-0000") are none.
 */
const TEMPLATE_POSTCODE = /(?<![\d+-]\s?)0{4,5}(?=\s+\p{Lu})|〒\s*000-?0000/u;

/**
 * A postal code and its town as the address's own line (between line breaks) writes them: "10117 Berlin<br>Geltungsbereich" and
 * "10117 Berlin<br>Vertreten durch …" read as one line of text, but the town ends where its line does.
 */
function inItsPart(m: RegExpExecArray, parts: string[]): RegExpExecArray | null {
  for (const part of parts) {
    const own = EU_POSTCODE.exec(part);
    if (own && own[1] === m[1] && own[0].length < m[0].length && m[0].startsWith(own[0]))
      return Object.assign([own[0], own[1], own[2]] as [string, string, string], { index: m.index, input: m.input, groups: undefined });
    // A part that ends on the number ("Tacoma, Washington 98402" over "Phone: (253) 572-3636"): the words after it are the next line's.
    if (!own && new RegExp(`(?<!\\d)${m[1]}$`).test(part.trim()) && m[0].length > m[1].length) return null;
  }
  return m;
}

/** Reads one line (and the lines after it, for an address written over several) for a {@link LineReading}. */
function readLine(raw: string, next: string[], lang: string, addressy: boolean, parts: string[] = []): LineReading | null {
  // A postal code of zeros ("〒000-0000", "00000 Musterstadt") or a stand-in's words ("12345 Stadt") make the line a template's: no address.
  if (raw.length > 400 || TEMPLATE_POSTCODE.test(raw) || standIn(raw)) return null;
  // Where a company is incorporated is a legal fact, not where it is ("incorporated in Delaware, USA").
  const text = raw.replace(INCORPORATED, ' ');
  const us = US_ADDRESS.exec(text);
  if (us) {
    const city = stripCountry(us[1].replace(STREET, ''));
    return { country: 'US', quote: us[0], ...(cityLike(city) ? { city, cityQuote: us[0] } : {}) };
  }
  // A copyright notice's numbers are years and names, not a postal code and a city: "© 2026 Acme 2020 Ltd." names no city,
  // and "© 2024 AI Connect" no Dutch postal code "2024 AI" in a town called Connect.
  const notices = [...text.matchAll(/(©|\(c\)|copyright)[^.|·•]*/giu)].map((m) => [m.index, m.index + m[0].length]);
  const inNotice = (at: number) => notices.some(([from, to]) => at >= from && at < to);
  // A line that names its country after the number says where it is: a number in another country's postal form on it is a house or lot
  // number ("2762-121 Narachō, Aoba-ku, Yokohama, Kanagawa 227-0036, Japan" is no Portuguese "2762-121"). A country named before it is
  // in a name ("Indonesia Spice Shop, Keizersgracht 1, 1015 CJ Amsterdam").
  for (const p of POSTCODES) {
    const m = [...text.matchAll(new RegExp(p.re.source, `${p.re.flags}g`))].find((x) => !inNotice(x.index) && !aMeasure(x));
    const namedHere = m ? countriesNamed(withoutStreets(text.slice(m.index))).map((c) => c.code) : [];
    if (!m || (namedHere.length > 0 && !namedHere.includes(p.code))) continue;
    // A country's letters before a number are also a model's ("the A-1010 Widget"): read as a postal code only where addresses are.
    if (p.prefixed && !addressy && !STREET_NUMBER.test(text.slice(0, m.index))) continue;
    if (!m[2] && p.code === 'GB') return britishTown(text, m);
    // A Brazilian address writes its city and state before the CEP ("São Paulo - SP, 01310-200"): the city is the one before the state.
    const br = p.code === 'BR' && !m[2] ? BR_STATE.exec(text) : null;
    if (br && cityLike(squash(br[1]))) return { country: 'BR', quote: m[0], city: squash(br[1]), cityQuote: br[0] };
    const city = m[2] ? stripCountry(m[2]) : '';
    return { country: p.code, quote: m[0], ...(cityLike(city) ? { city, cityQuote: m[0] } : {}) };
  }
  const named = countriesNamed(text);
  // The first postal code and town that hold within their line's part ("Association Law 1901<br>Registered address: …, 17031 La
  // Rochelle — France" is at La Rochelle, not in a town called Registered).
  const eu = [...text.matchAll(new RegExp(EU_POSTCODE.source, 'gu'))]
    .filter((m) => !inNotice(m.index) && !aCount(text, m) && !aMeasure(m) && !STREET_WORDS_AFTER.test(m[2]))
    .map((m) => inItsPart(m, parts))
    .find((m) => m !== null);
  if (eu) {
    const { country, mine } = countryAfter(text, eu.index, next);
    const city = townWithoutRegion(stripCountry(eu[2]), country?.code);
    // Where postal codes are letters and digits, or follow the city, digits before a city are no postal code ("29565 Sheffield, United Kingdom").
    if (country && cityLike(city) && !CODE_AFTER_OR_LETTERS.has(country.code)) {
      const q = mine.length && !named.length ? [text, ...mine.slice(0, mine.findIndex((n) => countriesNamed(n).length > 0) + 1)].join(' ') : text;
      return { country: country.code, city, quote: q, cityQuote: eu[0] };
    }
  }
  if (eu && addressy) {
    // A street and house number, then a postal code and a city ("Carola-Neher-Straße 22 81379 München", "4 rue Haute, 33000 Bordeaux"): the city is stated, the country is not.
    const before = text.slice(0, eu.index);
    const city = stripCountry(eu[2]);
    if (STREET_NUMBER.test(before) && cityLike(city)) return { city, quote: eu[0], cityQuote: eu[0] };
  }
  if (/^pt/.test(lang)) {
    const br = BR_STATE.exec(text);
    // "Aracaju - SE": the city is clear; the country is only implied by the state's code, so it is not stated.
    if (br && cityLike(br[1])) return { city: squash(br[1]), quote: br[0], cityQuote: br[0] };
  }
  const statement = US_STATEMENT.exec(text);
  if (statement) {
    const m = /in\s+((?:\p{Lu}[\p{L}.'’-]+\s?){1,3}),/u.exec(statement[0]);
    const city = m ? squash(m[1]) : '';
    return { country: 'US', quote: statement[0], said: true, ...(cityLike(city) ? { city, cityQuote: statement[0] } : {}) };
  }
  return namedCountryLine(text, named, addressy);
}

/**
 * Headquarters named as such: the first place on a line that names several is the company's ("Headquartered in Berlin, Germany, with
 * offices in Lisbon, Portugal").
 */
const HEADQUARTERS =
  /(?<![\p{L}])(headquarter\p{L}*|head office|hq|hauptsitz|firmensitz|zentrale|siège|sede (central|principal|legale|sociale)|hoofdkantoor|registered office)(?![\p{L}])/iu;

/** A line that names a country, read for "City, Country" in an address or a place statement, or for a statement of the country alone. */
function namedCountryLine(text: string, named: { code: string; name: string }[], addressy: boolean): LineReading | null {
  if (named.length === 0) return null;
  // Places in two countries with no headquarters among them ("Based in Berlin, Germany and Lisbon, Portugal", "Our team is spread across
  // Berlin, Germany and Porto, Portugal", "Mit Standorten in Wien, Österreich und München, Deutschland"): which is the company's is unsure.
  if (new Set(named.map((n) => n.code)).size > 1 && !HEADQUARTERS.test(text)) return null;
  const first = named[0];
  // An address written on one line: "…, Tel Aviv Yafo, Israel".
  const segments = text.split(/\s*[,·•|]\s*/);
  // The segment that is the country's name (a sentence may go on after it: "…from Utrecht, The Netherlands. Pim has…").
  // A name or a number right after it makes the country's name part of another ("Israel Perssons Väg 50" is a street).
  const at = segments.findIndex((s) => {
    const m = new RegExp(`^(?:${COUNTRY_LEAD}\\s+)?${escapeRe(first.name)}(?=$|[.;!)\\s])`, 'iu').exec(squash(s));
    return m !== null && !/^\s+[\p{Lu}\d]/u.test(squash(s).slice(m[0].length));
  });
  // Places set side by side ("New York · London · Singapore", "Berlin | Wien | Zürich"): where the company has offices or sells, not
  // one address; the place before the country is another city, not one of that country.
  const sideBySide = at >= 2 && /[·•|]/.test(text) && segments.slice(0, at + 1).every((s) => PLACE_NAME.test(squash(s)));
  if (sideBySide) return null;
  if (at > 0) {
    // A British postcode after the city ("London EC1A 1BB, United Kingdom") is not part of it.
    const { city, region } = cityBefore(segments, at, first.code);
    // An address line where addresses are written (a footer, a contact block or page), or a place statement.
    const address = addressy && (/\d/.test(segments.slice(0, at).join(' ')) || segments.length >= 3);
    const said = STRONG_PLACE_VERB.test(text) || (addressy && PLACE_VERB.test(text));

    // A state is no city ("Texas, USA"); New York and Washington are both.
    const state = (first.code === 'US' && US_STATE_NAME.test(city) && !/^(new york|washington)$/i.test(city)) || (region && !cityLike(city));
    // "By Acme LLC, United States": the company named with its country, and no city.
    const company = ENDS_IN_LEGAL_FORM.test(squash(segments[at - 1]));
    if ((address || said) && (state || company)) return { country: first.code, quote: text, ...(address ? {} : { said: true as const }) };
    if ((address || said) && cityLike(city) && !/^(the|in|at|from|by)$/i.test(city)) {
      const written = new RegExp(`${escapeRe(city)}\\s*,\\s*(?:${COUNTRY_LEAD}\\s+)?${escapeRe(first.name)}`, 'iu').exec(text)?.[0];
      const quote = written ?? text;
      return { country: first.code, city, quote, cityQuote: quote, ...(address ? {} : { said: true as const }) };
    }
  }
  return placeStatement(text, first);
}

/**
 * A place statement: "made by Terry in Taiwan", "based in Portugal". Not whom it is made for ("Made for teams in Canada",
 * "Built for farmers in Kenya"): the place is theirs.
 */
function placeStatement(text: string, first: { code: string; name: string }): LineReading | null {
  const statementRe = new RegExp(
    `${PLACE_VERB.source}(?:(?!(?<![\\p{L}])(?:for|für|pour|para|per|voor|dla)(?![\\p{L}]))[^.!?]){0,40}?\\bin\\s+(the\\s+)?${first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    'iu',
  );
  const st = statementRe.exec(text);
  return st ? { country: first.code, quote: st[0], said: true } : null;
}

/**
 * Structured data's addresses that are not the company's: an event's, a place's, an offer's or a product's, a review's or a rating's, a
 * job's ("JobPosting.jobLocation"), or a person's named in it (a review's author, a founder, an employee, a member).
 */
const NOT_THE_COMPANYS =
  /^(\w*Event|Place|Offer|Product|Review|Rating|AggregateRating|JobPosting)\.|\.(author|reviewer|creator|jobLocation|founders?|employees?|members?|alumni|attendees?|performers?|customer)(\[\d+\])?\./;

const CONTACT_PAGE =
  /contact|kontakt|contato|contatti|contacto|impressum|imprint|legal|mentions|aviso|colofon|about|over-ons|ueber|uber|qui-sommes|quienes|quem-somos|chi-siamo|o-nas|company|presskit|press/i;

/**
 * The town in a structured locality that holds more than one place ("Munich, Bavaria", "Toronto, ON", "Shibuya-ku, Tokyo"): its
 * region, code or country dropped, the last place left, for addresses go from the smaller place to the larger (a ward, then its town).
 */
function structuredTown(raw: string, code: string | undefined): string | null {
  // Each part without its postal code, a region's code or name in brackets, or a country ("Steyr OÖ", "Castellana Grotte (BA)",
  // "Paris 75008", "NY 10001").
  const parts = raw
    .split(/\s*,\s*/)
    .map((p) => stripCountry(p.replace(/(?<![\p{L}\d-])\d{4,5}(-\d{3,4})?(?![\p{L}\d-])/gu, ' ')))
    .filter(Boolean);
  while (parts.length > 1 && (regionAnywhere(parts[parts.length - 1], code) || countriesNamed(parts[parts.length - 1]).length > 0)) parts.pop();
  return parts[parts.length - 1] ?? null;
}

/**
 * Whether a place read from an address is the company's own name ("Acme, Bayern, Deutschland" reads "Acme" before the region): the
 * brand or the name its host is registered under, letter for letter.
 */
function ownName(pages: PageDigest[], brand: string | null): (place: string) => boolean {
  const names = new Set([brand ? letters(brand) : '', ...pages.map((pg) => registrableName(hostOf(pg.url)))].filter((n) => n.length >= 2));
  return (place) => names.has(letters(place));
}
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * Where the company is: structured data's postal address, else an address or a place statement
 * on its pages (contact and legal pages first): a postal code of one country's form, a US
 * address, a postal code and city with the country written beside them, an address line ending
 * with a country's name, "based in …" or "made in …". The country is an ISO code; the city comes
 * only from an address or a "City, Country" statement.
 */
export function placeOf(pages: PageDigest[], brand: string | null = null): Place {
  const place = placeRead(pages, brand);
  return place.city ? { ...place, city: { ...place.city, value: withoutRouting(place.city.value) } } : place;
}

/** A French postal address routes mail to a company's own sorting ("75004 Paris CEDEX 04"): the town is Paris, as a person writes it. */
const withoutRouting = (city: string) => city.replace(/\s+cedex(\s+\d{1,2})?$/iu, '') || city;

function placeRead(pages: PageDigest[], brand: string | null): Place {
  const own = ownName(pages, brand);
  const structured = structuredPlace(pages, own);
  if (structured && !structured.regionAsTown) return structured.place;
  const written = writtenPlace(pages, own);
  // A structured address whose locality was a region ("addressLocality": "Puglia"): the town its pages write, in the same country.
  if (structured && written.city && (!written.country || written.country.value === structured.place.country?.value))
    return { country: structured.place.country ?? written.country, city: written.city };
  return structured?.place ?? written;
}

/** Structured data's postal address, and whether its locality was a region put where the town goes. */
function structuredPlace(pages: PageDigest[], own: (place: string) => boolean): { place: Place; regionAsTown: boolean } | null {
  for (const pg of pages) {
    const entries = Object.entries(pg.structured).filter(([k]) => !NOT_THE_COMPANYS.test(k));
    const countryRaw = entries.find(([k]) => /\.addressCountry(\.name)?$/.test(k))?.[1];
    const cityRaw = entries.find(([k]) => /\.addressLocality$/.test(k))?.[1];
    if (!countryRaw && !cityRaw) continue;
    // A structured address a template left unfilled ("addressLocality": "Stadt") is no one's.
    if (cityRaw && new RegExp(`^${STAND_IN_CITY}$`, 'iu').test(cityRaw.trim())) continue;
    // A union or a stand-in written as a code ("EU", "XX") is no country.
    const twoLetters = /^[A-Za-z]{2}$/.test(countryRaw?.trim() ?? '') && !/^(EU|UN|XX|ZZ|WW)$/i.test(countryRaw?.trim() ?? '');
    const code = countryRaw ? (twoLetters ? countryRaw.trim().toUpperCase() : countriesNamed(countryRaw)[0]?.code) : undefined;
    const town = cityRaw ? structuredTown(cityRaw, code) : null;
    // A state or province put where the town goes ("addressLocality": "Bavaria") is no town.
    const ok = town !== null && cityLike(town) && !regionAnywhere(town, code) && !own(town);
    const place = {
      country: code && countryRaw ? { value: code, quotes: [countryRaw], url: pg.url } : null,
      city: ok ? { value: squash(town), quotes: [cityRaw ?? town], url: pg.url } : null,
    };
    return { place, regionAsTown: cityRaw !== undefined && !ok && regionAnywhere(cityRaw.trim(), code) };
  }
  return null;
}

/** Where the pages' own words say the company is: addresses and place statements, contact and legal pages first. */
function writtenPlace(pages: PageDigest[], own: (place: string) => boolean): Place {
  // A site that tells of a move was founded elsewhere than where it is: "founded in Munich" no longer says where it is.
  const moved = pages.some((pg) => linesOf(pg).some((l) => statesMove(l.text)));
  const ordered = [...pages].sort((a, b) => Number(CONTACT_PAGE.test(pathOf(b))) - Number(CONTACT_PAGE.test(pathOf(a))));
  let countryOnly: Place | null = null;
  // A city from an address that names no country: kept in case no line names both.
  let cityOnly: Reading | null = null;
  for (const pg of ordered) {
    const lines = linesOf(pg).filter(
      (l: PageLine) => l.area !== 'nav' && !(l.marks ?? []).some((m) => m === 'quote' || m === 'post' || m === 'partners') && !isFiller(l.text),
    );
    // A legal notice's hosting section, from its heading (or a line that introduces the host: "hébergé par :") to the next heading, names the
    // host's address; its web designer's or authority's section ("Webdesign", "Conception et réalisation", "Médiateur de la consommation")
    // names theirs.
    let hostingSection = false;
    const others = linesUnder(pg, OTHERS_HEADING);
    const legal = LEGAL_PAGE.test(pathOf(pg));
    const read: { l: PageLine; got: NonNullable<ReturnType<typeof readLine>> }[] = [];
    for (const [i, l] of lines.entries()) {
      const theirs = legal && (THEIR_SECTION.test(squash(l.text)) || RESPONSIBLE_FOR_CONTENT.test(squash(l.text)));
      if (/^h\d$/.test(l.tag)) hostingSection = HOSTING.test(l.text) || theirs;
      else if ((HOSTING.test(l.text) || theirs) && /[:：]$/.test(l.text.trim())) hostingSection = true;
      if (others.has(l)) continue;
      if (
        hostingSection ||
        HOSTING.test(l.text) ||
        THEIR_LINE.test(squash(l.text)) ||
        (legal && RESPONSIBLE_FOR_CONTENT.test(squash(l.text))) ||
        OTHERS_PLACE.test(l.text) ||
        FAIR_VENUE.test(l.text) ||
        SERVICE_PROVIDER.test(l.text) ||
        PERSONS_ORIGIN.test(l.text) ||
        borrowedPlace(l.text)
      )
        continue;
      // A testimonial's signature ("Jane Doe, CEO, Acme, Berlin, Germany") follows its quotation.
      if (i > 0 && /^["“«„'‘★]|["”»]$/.test(lines[i - 1].text.trim())) continue;
      const addressy = l.area === 'footer' || l.tag === 'address' || (l.marks ?? []).includes('contact') || CONTACT_PAGE.test(pathOf(pg));
      const got = readLine(
        l.text,
        lines.slice(i + 1, i + 3).map((n) => n.text),
        (pg.lang ?? '').toLowerCase(),
        addressy,
        l.parts,
      );

      if (got) read.push({ l, got });
    }
    // Place statements on a team page or in a team block, a person's own ("she is based in Spain"), or naming several
    // countries on one page (each member's) say where people are, not the company.
    const team = TEAM_PAGE.test(pathOf(pg));
    const saidCountries = new Set(read.filter((r) => r.got.said).map((r) => r.got.country));
    for (const { l, got } of read) {
      if (got.said && (team || saidCountries.size > 1 || (l.marks ?? []).includes('team') || PERSONAL_SUBJECT.test(l.text))) continue;
      if (moved && foundedThere(l.text, got.quote)) continue;
      const country = got.country ? { value: got.country, quotes: [got.quote], url: pg.url } : null;
      const city = got.city && !own(got.city) ? { value: got.city, quotes: [got.cityQuote ?? got.quote], url: pg.url } : null;
      if (country && city) return { country, city };
      if (country) countryOnly ??= { country, city: null };
      else if (city) cityOnly ??= city;
    }
  }
  return { country: countryOnly?.country ?? null, city: cityOnly ?? null };
}
