import { US_STATE_NAME } from './countries.ts';

/**
 * First-level regions (states, provinces, Länder, regions) of the countries whose addresses name one between the city and
 * the country ("Mumbai, Maharashtra, India", "München, Bayern, Deutschland", "Toronto, Ontario, Canada"): the region is no
 * city. Names as addresses write them, in the country's language and in English. The United States are in countries.ts.
 */
const REGIONS: Record<string, string> = {
  IN: 'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Jammu and Kashmir|Ladakh|Puducherry|Chandigarh',
  DE: 'Baden-Württemberg|Bayern|Bavaria|Brandenburg|Hessen|Hesse|Mecklenburg-Vorpommern|Niedersachsen|Lower Saxony|Nordrhein-Westfalen|North Rhine-Westphalia|NRW|Rheinland-Pfalz|Rhineland-Palatinate|Saarland|Sachsen|Saxony|Sachsen-Anhalt|Saxony-Anhalt|Schleswig-Holstein|Thüringen|Thuringia|Oberbayern|Niederbayern|Oberpfalz|Oberfranken|Mittelfranken|Unterfranken|Ostwestfalen-Lippe',
  AT: 'Burgenland|Kärnten|Carinthia|Niederösterreich|Lower Austria|Oberösterreich|Upper Austria|Salzburg Land|Steiermark|Styria|Tirol|Tyrol|Vorarlberg',
  IT: "Abruzzo|Basilicata|Calabria|Campania|Emilia-Romagna|Emilia Romagna|Friuli-Venezia Giulia|Friuli Venezia Giulia|Lazio|Liguria|Lombardia|Lombardy|Marche|Molise|Piemonte|Piedmont|Puglia|Apulia|Sardegna|Sardinia|Sicilia|Sicily|Toscana|Tuscany|Trentino-Alto Adige|Trentino Alto Adige|Umbria|Valle d'Aosta|Veneto",
  ES: 'Andalucía|Andalusia|Aragón|Asturias|Islas Baleares|Illes Balears|Canarias|Islas Canarias|Cantabria|Castilla y León|Castilla-La Mancha|Cataluña|Catalunya|Catalonia|Comunidad Valenciana|Comunitat Valenciana|Extremadura|Galicia|La Rioja|Comunidad de Madrid|Región de Murcia|Navarra|País Vasco|Euskadi',
  FR: "Auvergne-Rhône-Alpes|Bourgogne-Franche-Comté|Bretagne|Brittany|Centre-Val de Loire|Corse|Grand Est|Hauts-de-France|Île-de-France|Ile-de-France|Normandie|Normandy|Nouvelle-Aquitaine|Occitanie|Pays de la Loire|Provence-Alpes-Côte d'Azur|PACA",
  CA: 'Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|Nova Scotia|Ontario|Prince Edward Island|Quebec|Québec|Saskatchewan|Yukon|Nunavut|Northwest Territories',
  AU: 'New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Australian Capital Territory|Northern Territory',
  BR: 'Acre|Alagoas|Amapá|Amazonas|Bahia|Ceará|Distrito Federal|Espírito Santo|Goiás|Maranhão|Mato Grosso|Mato Grosso do Sul|Minas Gerais|Pará|Paraíba|Paraná|Pernambuco|Piauí|Rio Grande do Norte|Rio Grande do Sul|Rondônia|Roraima|Santa Catarina|Sergipe|Tocantins',
  MX: 'Aguascalientes|Baja California|Baja California Sur|Campeche|Chiapas|Chihuahua|Coahuila|Colima|Durango|Guanajuato|Guerrero|Hidalgo|Jalisco|Estado de México|Michoacán|Morelos|Nayarit|Nuevo León|Oaxaca|Puebla|Querétaro|Quintana Roo|San Luis Potosí|Sinaloa|Sonora|Tabasco|Tamaulipas|Tlaxcala|Veracruz|Yucatán|Zacatecas',
  NL: 'Drenthe|Flevoland|Friesland|Fryslân|Gelderland|Groningen provincie|Limburg|Noord-Brabant|North Brabant|Noord-Holland|North Holland|Overijssel|Zeeland|Zuid-Holland|South Holland',
  PL: 'dolnośląskie|kujawsko-pomorskie|lubelskie|lubuskie|łódzkie|małopolskie|mazowieckie|opolskie|podkarpackie|podlaskie|pomorskie|śląskie|świętokrzyskie|warmińsko-mazurskie|wielkopolskie|zachodniopomorskie',
  // British counties, which addresses write between the town and the postcode ("Southend-on-Sea, Essex SS1 1AA"); counties named as their
  // county town (Durham, Bristol) are left out, for the town is meant.
  GB: 'Bedfordshire|Berkshire|Buckinghamshire|Cambridgeshire|Cheshire|Cornwall|Cumbria|Derbyshire|Devon|Dorset|County Durham|Co. Durham|East Sussex|Essex|Gloucestershire|Greater London|Greater Manchester|Hampshire|Herefordshire|Hertfordshire|Isle of Wight|Kent|Lancashire|Leicestershire|Lincolnshire|Merseyside|Middlesex|Norfolk|North Yorkshire|Northamptonshire|Northumberland|Nottinghamshire|Oxfordshire|Rutland|Shropshire|Somerset|South Yorkshire|Staffordshire|Suffolk|Surrey|Tyne and Wear|Warwickshire|West Midlands|West Sussex|West Yorkshire|Wiltshire|Worcestershire|East Riding of Yorkshire|Yorkshire|Fife|Lothian|Midlothian|East Lothian|West Lothian|Lanarkshire|Ayrshire|Aberdeenshire|Highland|Highlands|Argyll and Bute|Perth and Kinross|Dumfries and Galloway|Scottish Borders|Gwynedd|Powys|Ceredigion|Pembrokeshire|Carmarthenshire|Conwy|Denbighshire|Flintshire|Monmouthshire|Glamorgan|Vale of Glamorgan|County Antrim|County Down|Co. Antrim|Co. Down',
  PK: 'Punjab|Sindh|Khyber Pakhtunkhwa|Balochistan|Gilgit-Baltistan',
  // Japan's prefectures whose names are no large town's (Tokyo, Osaka, Kyoto, Chiba, Hiroshima… are towns too, and left out).
  JP: 'Hokkaido|Hokkaidō|Iwate|Miyagi|Gunma|Kanagawa|Ishikawa|Yamanashi|Aichi|Mie|Shiga|Hyogo|Hyōgo|Shimane|Kagawa|Ehime|Okinawa',
  // Swiss cantons and Belgian regions and provinces whose names are no town's (Bern, Genève, Zürich, Liège, Namur… are).
  CH: 'Aargau|Appenzell Ausserrhoden|Appenzell Innerrhoden|Basel-Landschaft|Baselland|Graubünden|Grisons|Nidwalden|Obwalden|Thurgau|Ticino|Tessin|Uri|Valais|Wallis|Vaud|Waadt|Jura',
  BE: 'Flanders|Vlaanderen|Flandre|Wallonia|Wallonie|Wallonië|Oost-Vlaanderen|West-Vlaanderen|Vlaams-Brabant|Brabant wallon|Waals-Brabant|Hainaut|Henegouwen|Limburg|Brussels-Capital Region|Région de Bruxelles-Capitale',
  IE: 'Leinster|Munster|Connacht|Ulster',
  CN: 'Anhui|Fujian|Gansu|Guangdong|Guangxi|Guizhou|Hainan|Hebei|Heilongjiang|Henan|Hubei|Hunan|Jiangsu|Jiangxi|Jilin|Liaoning|Qinghai|Shaanxi|Shandong|Shanxi|Sichuan|Yunnan|Zhejiang|Inner Mongolia|Ningxia|Xinjiang|Tibet',
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BY_COUNTRY = new Map(Object.entries(REGIONS).map(([code, names]) => [code, new RegExp(`^(${names.split('|').map(escapeRe).join('|')})$`, 'iu')]));

/**
 * Whether a place named before a country is a region of it, not a city: a region of that country by name, a region's code
 * ("ON", "SP", "ZH", "NSW"), or a name that says it is one ("Lagos State", "Gauteng Province", "Región de Valparaíso").
 */
export function regionOf(place: string, countryCode: string): boolean {
  const p = place.trim();
  if (/^\p{Lu}{2,3}$/u.test(p)) return true;
  if (
    /(?<![\p{L}])(state|province|region|county|prefecture|oblast|voivodeship|district)$|^(región|regione|région|provincia|província|province|provincie|estado|state|county|co\.|kanton|canton|comté|contea|condado|département|departamento|bundesland|land|prefettura|prefecture|distrito|distretto|district) (de |del |of |di |du |des |van )?/iu.test(
      p,
    )
  )
    return true;
  // A Japanese prefecture as romanised addresses write it: "Kanagawa-ken", "Osaka-fu", "Tokyo-to".
  if (countryCode === 'JP' && /-(ken|fu|to)$/iu.test(p)) return true;
  // A district named for its town, as Austrian and German addresses write it: "Landkreis Rosenheim", "Bezirk Wels-Land", "Linz-Land".
  if (/^(landkreis|kreis|bezirk|district|arrondissement|comarca)\s/iu.test(p) || ((countryCode === 'AT' || countryCode === 'DE') && /-land$/iu.test(p)))
    return true;
  return BY_COUNTRY.get(countryCode)?.test(p) ?? false;
}

/**
 * Areas that are no town: a group of islands, a peninsula or a hill country named as such in the languages seen most ("Canary Islands",
 * "Costa Brava", "Eferdinger Hügelland", "Mühlviertel"), and islands and landscapes that addresses and place statements name where a
 * business serves a whole area ("Lanzarote", "Mallorca", "Salento", "Allgäu"). Words that also make towns' names stay out (Gold Coast,
 * Simi Valley, Beverly Hills, Isola della Scala, Costa Mesa, Wuppertal): only plural island words, peninsulas and sure endings count.
 */
const AREA_WORD =
  /(?<![\p{L}])(islands|islas|îles|isole|ilhas|inseln|eilanden|wyspy|peninsula|península|penisola|halbinsel|schiereiland|półwysep|küste)(?![\p{L}])|(hügelland|bergland|viertel|gebirge)$/iu;
const AREA_NAME =
  /^(lanzarote|fuerteventura|tenerife|gran canaria|la gomera|el hierro|mallorca|majorca|menorca|minorca|formentera|sardegna|sardinia|sicilia|sicily|elba|corsica|corse|madeira|açores|azores|texel|sylt|rügen|usedom|salento|cilento|chianti|maremma|langhe|brianza|algarve|alentejo|provence|allgäu|eifel|salzkammergut|podhale|kaszuby|mazury|bretagne|normandie|île-de-france|flandre|vlaanderen|wallonie|veluwe|achterhoek|twente|costa brava|costa del sol|costa blanca|costa dorada|costa daurada|côte d['’]azur|costa smeralda|costiera amalfitana)$/iu;
export const areaNotTown = (place: string) => AREA_WORD.test(place.trim()) || AREA_NAME.test(place.trim());

/**
 * Whether a place is a region of its country, or of any country when the country is not known, or a US state: what a structured
 * address's locality holds when a site put its state or province there ("addressLocality": "Bavaria", "Ontario", "Kanagawa").
 */
export function regionAnywhere(place: string, countryCode?: string): boolean {
  const p = place.trim();
  const whole = new RegExp(`^(${US_STATE_NAME.source})$`, 'u');
  // New York and Washington are towns as much as states.
  if ((!countryCode || countryCode === 'US') && whole.test(p) && !/^(new york|washington)$/i.test(p)) return true;
  // A code alone ("ON", "SP") is no town, whatever the country.
  if (countryCode) return regionOf(p, countryCode);
  return /^\p{Lu}{2,3}$/u.test(p) || [...BY_COUNTRY.keys()].some((code) => regionOf(p, code));
}
