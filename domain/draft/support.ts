import { isCountryCode, statesCountry } from './countries.ts';
import type { DraftFieldName } from './fields.ts';
import { datesOwnSite, datesUpkeep } from './project-upkeep.ts';
import { sinceDatesAnother } from './since-another-thing.ts';

/**
 * Whether a quote supports a value, field by field: presence is not enough. A year needs a
 * founding statement, a pricing model a price in a pricing sentence, an e-mail the product's own
 * domain, a name the words in a row, prose most of its words and every number.
 */

/**
 * What the rule knows of the site beyond the quote: its host, text that is code on its pages,
 * the names the site gives itself (title parts, site name; letters only, lower case) and the
 * images its pages declare (icons, share images, logo images).
 */
export type SupportContext = { host: string; code: string[]; names?: string[]; images?: string[] };

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Navigation and page furniture: never a product's name or tagline. */
export const FURNITURE =
  /^(home|homepage|home page|start|startseite|inicio|início|accueil|página inicial|página de inicio|pagina de inicio|pagina iniziale|strona główna|startpagina|ホーム|welcome|about|about us|about me|über uns|über mich|a propos|à propos|à propos de moi|sobre mim|sobre nós|sobre mí|sobre nosotros|acerca de mí|chi sono|chi siamo|over mij|over ons|o mnie|o nas|om mig|om oss|contact|contact us|kontakt|contacto|contato|contatti|blog|news|menu|main menu|main navigation|navigation|navigate|skip to (main )?content|skip navigation|accessibility links|breadcrumbs?|search|log ?in|sign ?in|sign ?up|register|pricing|prices|preise|precios|prix|tarifs|features|faq|faqs|careers|jobs|team|our team|privacy policy|terms|cookie(s| settings| policy)?|accept( all)?( cookies)?|share|follow us|subscribe|read more|weiterlesen|weiter lesen|mehr erfahren|lire la suite|en savoir plus|leer más|leia mais|saiba mais|leggi di più|scopri di più|lees meer|czytaj więcej|learn more|get started|more|close|back|next|previous|untitled|index|404|not found|page not found|header section|hero section|footer section|intro section|section|coming soon|under construction|launching soon|site under construction|en construction|próximamente|em breve|in arrivo|binnenkort|demnächst|document|untitled( document| page)?|hello,? world!?|new tab|dashboard|landing page|my portfolio|portfolio|my (web ?)?site|website|web ?page|page d'accueil|page d’accueil|página principal|pagina principale|page principale|hauptseite|トップページ|トップ|top|top page|ホームページ|首页|홈|메인|главная|forum|foro|fórum|vacature|vacatures|vacancy|vacancies|stellenangebot|stellenangebote|offre d'emploi|oferta de empleo|首頁|главная|головна|online ?shop|webshop|tienda online|loja online|negozio online|boutique en ligne|la carte|speisekarte|index of .*|sans titre|unbenannt|sin título)$/i;

/**
 * The same furniture in the languages the list above misses (Russian, Ukrainian, Turkish, Czech, Slovak, Polish, Nordic,
 * Hungarian, Romanian, Vietnamese, Indonesian, Greek): "Контакты | Acme", "Hizmetler | Acme" name the page, never the brand.
 */
const FURNITURE_MORE =
  /^(контакты|контакт|о компании|о нас|цены|тарифы|блог|услуги|новости|главная страница|контакти|про нас|про компанію|ціни|послуги|новини|i\u0307?letişim|hakkımızda|fiyatlandırma|fiyatlar|hizmetler|hizmetlerimiz|haberler|ana ?sayfa|ceník|služby|o nás|kontakty|úvod|úvodní stránka|aktuality|reference|cenník|usługi|oferta|realizacje|aktualności|cennik|projekty|yhteystiedot|yhteys|palvelut|hinnasto|meistä|etusivu|tjänster|priser|hem|startsida|framsida|kontakta oss|tjenester|forside|forsiden|hjem|startside|voorpagina|hoofdpagina|domů|strona startowa|ydelser|om os|kezdőlap|főoldal|szolgáltatások|árak|rólunk|kapcsolat|hírek|acasă|servicii|prețuri|despre noi|noutăți|trang chủ|dịch vụ|bảng giá|giới thiệu|liên hệ|tin tức|beranda|layanan|harga|tentang kami|kontak|hubungi kami|berita|αρχική|υπηρεσίες|τιμές|σχετικά με εμάς|επικοινωνία|νέα|vítejte|hoş geldiniz)$/iu;

export const isFurniture = (value: string) =>
  [FURNITURE, FURNITURE_MORE].some((r) =>
    r.test(
      norm(value)
        // "em breve 😜🎃": emoji after the words add nothing to them.
        .replace(/(?:\s|\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+$/u, '')
        .replace(/[.!:|·•–—-]+$/, '')
        .trim()
        // "The Homepage", "My Blog": the page's furniture still.
        .replace(/^(the|my|our) (?=(home ?page|blog|index|start|news|menu)$)/, ''),
    ),
  );

/**
 * A number as prices write it, with its thousands separators: "1,500", "1.500", and the Swiss "3'000" and French
 * "2 000" (a space, often non-breaking), so that "3'000 CHF" is never read as "000 CHF", a zero price.
 */
const NUMBER = String.raw`\d(?:[\d,.]|['’\u00a0\u202f ](?=\d{3}(?!\d)))*`;
/** A price in a pricing sense: an amount with a period, a unit or a plan, or a free offer. */
const AMOUNT = new RegExp(
  String.raw`(?:(?:R\$|US\$|[$€£¥₹₩₽₺₫]|\b(?:usd|eur|gbp|chf|mxn|cop|brl|pln|cad|aud)\b)\s?${NUMBER}(?:\s?(?:k|m|million|billion|bn))?|(?<![\d'’])${NUMBER}\s?(?:usd|eur|gbp|chf|mxn|cop|brl|pln|zł|kr|€|\$|£|円|元|dollars?|euros?|kč|czk|₽|руб\.?|rub|₺|tl|ft|huf|₫|đ|vnd|sek|nok|dkk)(?![\p{L}]))`,
  'iu',
);
/** Units that make a price usage-based: a price per thing used, not per person or period. */
export const USAGE_UNIT =
  /\bper\s+(?:\d[\d,.]*\s+)?(request|call|use|api call|gb|tb|unit|message|minute|hour|resolved ticket|support ticket|tickets? (?:sold|issued)|transaction|order|sms|e-?mail sent|execution|run|event|credit|token)s?\b|\b(usage[- ]based|pay as you go|metered)\b/i;
const PERIOD =
  /(\/\s?(mo|mon|month|yr|year|mes|mês|mois|monat|maand|mese|miesiąc|mies|mc|an|ano|año|jahr|jaar|anno|rok)\b|\bper\s+(month|year|maand|jaar|mese|anno)\b|\ba (month|year)\b|\bmonthly\b|\byearly\b|\bannually\b|\bbilled\b|\bpar (mois|an)\b|\bpro (monat|jahr)\b|\bim monat\b|\bmonatlich\b|\bjährlich\b|\bmensuel(le)?\b|\bannuel(le)?\b|\bal (mes|año|mese|anno)\b|\bpor (mes|año|mês|ano)\b|\bmensual\b|\banual\b|\bmensal\b|\bmensile\b|\bannuale\b|\bmaandelijks\b|\bjaarlijks\b|\bmiesięcznie\b|\brocznie\b|月額|年額|[/／]\s?(月|年|ヶ月|か月)|毎月|\/\s?(월|년)|\/\s?(měs(íc)?|мес(яц)?|год|ay|yıl|mån(ad)?|md|mnd|år|hó(nap)?|év|tháng|năm)(?=$|[\s.,;:!?)/*]|\d)|měsíčně|ежемесячно|в месяц|aylık|per månad|i månaden|per måned|havonta|mỗi tháng|hàng tháng)/i;
const PERIOD_OR_UNIT = new RegExp(
  `${PERIOD.source}|\\bper\\s+[a-z]+|\\/\\s?(user|seat|license|licence)|one[- ]time|lifetime|pay once|\\b(pay|paid|buy|bought|purchased?|charged?|billed)\\b[^.!?]{0,20}\\bonce\\b|once[- ]off|\\d\\s*once\\b|\\b(plan|tier|starter|business|enterprise|team|pro|pricing|licence|license)\\b`,
  'i',
);
/** A free plan named as one ("free plan", "free forever", "free tier", "free up to"): it stays free beside any trial. */
const FREE_PLAN_SAID = /\bfree (plan|forever|tier|version|edition)\b|\bfree up to\b|\b(is|are|stays?|remains?) free\b/i;
/** A free offer, a plan people can stay on: not a free trial, which ends. */
export const FREE_OFFER =
  /\b(free (plan|forever|tier|version|account|edition|users?|members?|to start|to use|to download|download|for\b)|free up to|(is|are|stays?|remains?) free\b|starts? (for )?free|kostenlos|gratuit|gratis)/i;
/**
 * A plan priced at nothing, written as an amount ("starts at $0/month forever", "€0", "0 € / Monat"): a free offer as the word is. Not a
 * zero fee beside a price ("$0 setup fee", "0 € Einrichtungsgebühr", "$0 down"), which says nothing of a plan.
 */
const ZERO_PRICE =
  /(?:(?:R\$|US\$|[$€£¥₹₩])\s?0(?:[.,]0{1,2})?(?![\d.,]*\d)|(?<![\d.,])0(?:[.,]0{1,2})?\s?(?:€|\$|£|円|元|zł|kr)(?![\p{L}]))(?!\s*(?:(?:\/\s*)?[\p{L}-]+\s+){0,2}(?:setup|set-up|activation|installation|fees?|down|deposit|upfront|shipping|delivery|einrichtung\p{L}*|gebühr\p{L}*|anzahlung|versand\p{L}*|frais|acompte|livraison|envío|frete|spedizione|verzend\p{L}*)(?![\p{L}]))/iu;
/**
 * Money a company raised or holds, not a price: an amount in millions or thousands before a round's word ("$5M seed round", "$2 million in
 * funding"), or after a raising verb ("raises $5M", "closed a $10M Series A").
 */
const BIG_MONEY =
  /(million|billion|bn|(?:\d\s?|\b)(?:m|mm|k)\b)\s*(in\s+)?(funding|scholarships?|raised|series|seed|grants?|revenue|valuation|round|investment)|(?<![\p{L}])(raises?|raised|raising|secures?|secured|closes?|closed)\s+(an?\s+)?(\p{L}+\s+)?[$€£]\s?\d/iu;

/** Money paid to the reader or made by a business, not asked of them: wages, a salary, a stipend, earnings, a payout ("GI Bill pays $1,500/month"), a revenue ceiling ("faturamento de R$ 81.000,00 por ano"). */
const EARNINGS =
  /(?<![\p{L}])(earn|earns|earning|earnings|we pay|we['’]ll pay|we will pay|compensation|wages?|salary|salaries|income|stipends?|allowances?|grants?|reimburs\p{L}*|payouts?|commissions?|pays|paid to you|revenue|turnover|umsatz|chiffre d'affaires|facturación|faturamento|fatturato|omzet|przychód|zuschuss|beca|bolsa|gehalt|lohn|verdienst|verdienen|salaire|rémunération|sueldo|salario|salário|remuneração|stipendio|retribuzione|loon|salaris|wynagrodzenie|pensja|給与|月給|年収|工资|薪资)(?![\p{L}])/iu;

/**
 * A business's own volume, told as its story ("The company was doing $500,000 a year when she walked in", "drove more than $150
 * million in total construction sales", "a team doing over $250 million in annual volume"): what a business turned over, not what
 * the reader pays.
 */
const BUSINESS_VOLUME =
  /(?<![\p{L}])(was|were|is|are|been) (doing|making|generating|turning over|bringing in)(?![\p{L}])|(?<![\p{L}])(drove|driven|generated|closed|sold|grossed) (more than |over |nearly |almost |about )?[$€£]|[$€£]\s?\d[\d,.]*\s?(k|m|b|bn|million|billion)?\s+(in|of) (total |annual |yearly |new )?(\p{L}+ )?(sales|revenue|deals|bookings|volume|transactions|gmv|payments processed)(?![\p{L}])|(?<![\p{L}])(doing|processing|handling|managing) (more than |over |nearly |almost |about )?[$€£]\s?\d[\d,.]*\s?(k|m|b|bn|million|billion)(?![\p{L}])/iu;

export function priceCue(text: string): boolean {
  if (EARNINGS.test(text) || BUSINESS_VOLUME.test(text)) return false;
  if (FREE_OFFER.test(text) && !BIG_MONEY.test(text)) return true;
  if (!AMOUNT.test(text) || BIG_MONEY.test(text)) return false;
  return PERIOD_OR_UNIT.test(text) || USAGE_UNIT.test(text) || ONE_TIME.test(text);
}

/** Founding statements in the languages seen most, and a fact sheet's founding labels ("Gründungsjahr", "Año de fundación"); the year must sit close after the words. */
const FOUNDED =
  /(?<![\p{L}])(founded|co-?founded|established|est\.|started|launched|incorporated|since|born|began|begun|gegründet|gründete|seit|fondée?|fondé|créée?|depuis|fundad[ao]|fundou|fundó|desde|opgericht|sinds|fondata|fondato|nata|nato|nasce|dal|założon[aey]|powstał[aoy]?|od roku|od(?=\s+(?:19|20)\d{2}\s+(?:roku|r\.))|(?:año|ano|anno|année|rok|year|jaar) (?:de |di |of |van )?(?:fundación|fundação|fondazione|fondation|création|creación|criação|założenia|foundation|oprichting)(?!\s+(?:du|del|do|della|der|of the|van de)\s+(?:site|sitio|sito|web|website|webseite))|(?:fundación|fundação|fondazione|fondation)(?=\s*[:：])|gründungsjahr|founding year|year founded|year established|oprichtingsjaar|istniejemy od|działamy od|(?:jesteśmy )?na rynku od|působíme od|(?:jsme )?na trhu od|работаем с|на рынке с|працюємо з|založen[aoy]?|založeno|основан[аоы]?|основано|заснован[аоі]?|засновано|kuruldu|kurulmuştur|grundades|grundad[et]?|grundlagt|grundlagd|etablert|etableret|stiftet|stiftad|perustettu|perustettiin|alapítva|alapított|înfiin(?:ț|ţ|t)at[ăe]?|fondată|thành lập|didirikan|ιδρύθηκε|تأسست|تأسس|נוסדה|נוסד|הוקמה|הוקם)(?![\p{L}])[^.!?]{0,40}?(?<!\d)((?:19|20)\d{2})(?!\d)/iu;
/** Founding statements that put the year first: "2010年設立", "2014年4月にサービスを開始", "seit 1997 gegründet", "2008'den beri", "2008 óta működünk" read as year then word. */
const FOUNDED_YEAR_FIRST =
  /(?<!\d)((?:19|20)\d{2})(?:\s*年(?:\d{1,2}月)?(?:\d{1,2}日)?\s*(?:に)?\s*(?:設立|創業|創立|成立|创立|創刊)|\s*年(?:\d{1,2}月)?(?:\d{1,2}日)?\s*(?:に|より|から)\s*(?:サービス|事業|営業)(?:を)?(?:開始|スタート)|\s*년\s*(?:\d{1,2}월\s*)?(?:에\s*)?(?:설립|창립|창업)|(?!\d)[^.!?\d]{0,40}?(?<![\p{L}])(?:gegründet|ins leben gerufen|opgericht|fondée?|fundad[ao]|fondata|fondato|założon[aey]|założył[aoy]?|založen[aoy]?|основан[аоы]?|kuruldu|kurulmuştur|grundades|grundlagt|perustettu|alapít\p{L}*)(?![\p{L}])|['’]?(?:den|dan|ten|tan) (?:beri|bu yana)|\s+yılından (?:beri|bu yana)|\s+óta (?:működ\p{L}*|dolgoz\p{L}*|foglalkoz\p{L}*))/iu;
/** Founding words in Chinese and Japanese, which no space sets apart: "公司成立于2016年", "創立於1998年", a profile's "設立：2015年4月1日". */
const FOUNDED_CJK = /(?:成立|创立|創立|設立|创建|創建|創業|创办|創辦)(?:年月日|年月|年)?(?:于|於)?\s*[:：]?\s*((?:19|20)\d{2})(?!\d)/u;

/** "Since" words that also date a person's work or membership ("has worked here since 2021"): then they found nothing. */
const WEAK_SINCE = /^(since|seit|depuis|desde|dal|sinds|od roku|od)$/i;
const PERSON_WORK =
  /\b(worked|working|works|joined|been with|employed|member|volunteer(ed|ing)?|lives|lived|living|studied|studying|teaching|taught|practising|practicing|arbeitet|gearbeitet|travaille|trabaja|trabalha|lavora|werkt|pracuje)\b/i;
/**
 * A standing the company holds since a year: a membership of an association or a chamber, a certification, an award ("Seit 2012
 * Mitglied im Imkerverband", "Depuis 2016, certifié Qualibat", "Desde 2020 premiados como…", "Sinds 2019 VCA-gecertificeerd"), a licence
 * or permit ("We have held an AÜG licence since 10 March 2025", "Seit 2019 mit Erlaubnis nach §34c"). The
 * year dates the standing; the business is older, and the sentence says nothing of when it began.
 */
const A_STANDING =
  /(?<![\p{L}])((members?|mitglied(er)?|membres?|miembros?|membros?|associad[oa]s?|soci[oa]?|lid|leden)\s+(of|in|im|in der|der|des|bei|beim|de|du|d['’]|del|della|dell['’]|di|da|do|dos|das|van|bij)|członk\p{L}*|certified|certification|accredited|accreditation|zertifiziert\p{L}*|zertifizierung|akkreditiert|certifiée?s?|certificad[oa]s?|certificación|certificação|certificat[oi]|certificata|certificazione|gecertificeerd\p{L}*|certificering|certyfikowan\p{L}*|certyfikat\p{L}*|award(ed)?|award-winning|ausgezeichnet|prämiert|gütesiegel\p{L}*|récompensée?s?|primée?s?|premiad[oa]s?|premiat[oi]|bekroond|reconocid[oa]s?\s+como|nagrodzon\p{L}*|licen[cs]e[ds]?|licen[cs]ing|lizenz\p{L}*|erlaubnis|genehmigung|zulassung|konzession|licencia|licença|licenza|vergunning|permits?|agrément|agréée?s?|licencj\p{L}*|koncesj\p{L}*)(?![\p{L}])/iu;
/** A period that ended, read after the "since" year: "dal 1998 al 2003", "von 2015 bis 2018", "desde 2015 hasta 2019", "from 2015 to 2018". */
const TO_A_YEAR = /^\s*(?:-|–|—|to|till|until|bis|à|au|a|al|hasta|até|ao|tot|do)\s+(?:19|20)\d{2}(?!\d)|^\s*[-–—]\s*(?:19|20)\d{2}(?!\d)/iu;
/**
 * Something added since a year, said in the clause after it: "Seit 2021 bieten wir auch Kurse an", "Desde 2018 también ofrecemos…",
 * "Depuis 2019, nous proposons aussi…", "Sinds 2020 ook…", "Od 2020 roku oferujemy również…", "Seit 2023 neu im Sortiment": the
 * business was there before it.
 */
const ADDED =
  /(?<![\p{L}])(also|too|as well|additionally|new|auch|zusätzlich|ebenfalls|neu|neue[nrs]?|aussi|également|nouveaux?|nouvelles?|también|además|nuev[oa]s?|também|nov[oa]s?|anche|inoltre|nuov[oa]|nuovi|nuove|ook|nieuwe?|również|też|także|now[yae])(?![\p{L}])/iu;
/** "In business since 1997, Acme is a certified …", "Familienbetrieb seit 1952 und zertifiziert": the "since" dates the business itself. */
const inBusinessSince = (quote: string, at: number) => COMPANY_DOING.test(quote.slice(Math.max(0, at - 30), at));
/**
 * What the company has or uses since a year ("Desde 2017 contamos con 3 terapeutas", "Sinds 2018 werken wij met elektrische
 * bussen"): a part or a tool added to a business that was there before. ("Sinds 2009 ondersteunt Acme garages": whom it serves, its business.)
 */
const HAS_OR_USES =
  /(?<![\p{L}])(contamos con|disponemos de|verfügen (wir )?über|nous disposons d['’e]|disponiamo di|contiamo su|dispomos de|contamos com|beschikken (wij|we) over|werken (wij|we) met|arbeiten wir mit|nutzen wir|nous utilisons|utilizamos|usamos|utilizziamo|we use|we work with)(?![\p{L}])/iu;
const addedSince = (quote: string, end: number) => {
  const after = quote.slice(end).split(/[.;!?]/)[0] ?? '';
  return ADDED.test(after) || HAS_OR_USES.test(after);
};
/** Belonging to another company ("Since 2020, Acme is part of BigCo", "seit 2019 Teil der BigCo-Gruppe"): the year dates the owner's purchase. */
const OWNED =
  /(?<![\p{L}])(part of|a member of the|subsidiary|acquired|teil (von|der|des)|tochter\p{L}*|übernommen|fait partie|filiale|rachetée?|parte de|filial|adquirid[oa]|fa parte|controllata|acquisita|onderdeel van|overgenomen)(?![\p{L}])/iu;
/**
 * Words that also start a release, a series, a network or a life: "version 2 launched in 2020", "I was born in 1990", "Our mainnet is
 * active since April 1st, 2018" found no company.
 */
const WEAK_START = /^(started|launched|began|begun|born|since|seit|depuis|desde|dal|sinds|od roku|od)$/i;
const NOT_A_COMPANY =
  /\b((mobile|ios|android|iphone|ipad|desktop|mac|macos|windows|linux|web) (app|apps|version|client)|mainnet|testnet|blockchain|uptime|partnership|collaboration|cooperation|kooperation|partenariat|colaboración|colaboração|research|forschung|recherche|investigación|pesquisa|career|careers|degree|studies|internship|phd|version|versions|versión|versiones|versão|versões|versione|versioni|versie|versies|wersj[a-ząęi]*|release[sd]?|v\d[\w.]*|update[sd]?|feature[sd]?|beta|edition|season|campaign|programm?e?|course|tour|event|conference|podcast|newsletter|series|album|episode|i was born|he was born|she was born|were born)\b/i;
const UNRELATED_SINCE = /\b(since coming|since taking|since joining|since becoming|in power|elected|war|crisis|pandemic)\b/i;

/** Someone else acting, or a rule in force: "required by Google since 2024", "exigidos por Google desde 2024", "Pflicht seit 2021". */
const NOT_THE_SPEAKER =
  /(?<![\p{L}])(by|por|von|par|door|przez|required|mandatory|compulsory|obligatory|in force|regulations?|law|pflicht|vorgeschrieben|gesetzlich|obligatoire|exigée?s?|obligatori[oa]s?|exigid[oa]s?|vigente|obrigatóri[oa]s?|exigid[oa]s?|obbligatori[oa]|verplicht)(?![\p{L}])/iu;
/** The company speaking or named by its legal form, in the languages seen most. */
const SPEAKER =
  /(?<![\p{L}])(we|we['’](ve|re)|us|our|i|i['’](ve|m)|my|wir|uns|unser\p{L}*|nous|notre|nos|je|nosotros|nuestr[oa]s?|somos|estamos|nós|noss[oa]s?|noi|nostr[oaie]|siamo|wij|ons|onze|zijn|my|nasz\p{L}*|jesteśmy|inc|ltd|llc|gmbh|ag|ug|kg|sarl|sas|srl|sl|bv|b\.v\.|oy|ab)(?![\p{L}])/iu;
/** What a company does through the years: in business, serving, helping, building, "has built …", "für Sie da". */
const COMPANY_DOING =
  /(?<![\p{L}])(in business|serving|family[- ](owned|run)|family business|familienbetrieb|familienunternehmen|traditionsbetrieb|meisterbetrieb|entreprise familiale|maison familiale|empresa familiar|negocio familiar|azienda familiare|impresa familiare|familiebedrijf|familiezaak|firma rodzinna|trading|operating|helping|supporting|building|making|crafting|providing|offering|creating|developing|designing|producing|delivering|manufacturing|(has|have|had) (been )?(built|made|served|helped|provided|offered|developed|designed|crafted|supported|run|operated|worked|created|produced|delivered|grown|been (in business|around|active))|independent|unabhängig|indépendante?|independiente|independente|indipendente|onafhankelijk|specialists?|spécialistes?|spezialist(en)?|especialistas?|specialist[ia]|für sie da|im einsatz|tätig|au service|à votre service|a su servicio|ao seu serviço|al vostro servizio|voor u|actif|activos?|ativ[oa]s?|attiv[oa]|actief|presentes?|présents?)(?![\p{L}])/iu;

/** A rule in force ("Since 2018, GDPR requires consent for cookies", "Seit 2021 ist die E-Rechnung Pflicht"): its "since" dates the rule. */
const A_RULE =
  /(?<![\p{L}])(requires?|required|mandatory|compulsory|obligatory|in force|regulations?|directive|gdpr|dsgvo|rgpd|pflicht|vorgeschrieben|gesetzlich|verordnung|obligatoire|réglementation|obligatori[oa]s?|reglamento|obrigatóri[oa]s?|obbligatori[oa]|verplicht)(?![\p{L}])/iu;
/** A rate or a tax just before "since" ("0 % MwSt seit 2023", "VAT at 20% since 2011"): the year dates the rate, not the company. */
const A_RATE = /\d\s?%|(?<![\p{L}])(mwst|ust|umsatzsteuer|vat|tva|iva|btw|tax|taxes|steuer|impuesto|imposto|imposta)(?![\p{L}])/iu;

/**
 * A "since" word dates the company unless the words just before it say someone else acted or a
 * rule applies: "the authentication required by Google and Microsoft since 2024" dates the rule.
 */
function sinceDatesSpeaker(quote: string, at: number): boolean {
  // The clause the "since" closes must be the company's: opening with it ("Since 2010, we …", "Seit 2015 für Sie da"), or said by
  // the company ("we", "our", a legal form) or of what it does ("in business", "has built …"); "Prices unchanged since 2019",
  // "The API has been stable since 2018", "Le site est en ligne depuis 2021" date something else.
  const clause =
    quote
      .slice(0, at)
      .split(/[.;:!?—–]|,\s/)
      .pop() ?? '';
  if (/\p{L}/u.test(clause) && !SPEAKER.test(quote) && !COMPANY_DOING.test(quote)) return false;
  const near = quote.slice(0, at).split(/\s+/).filter(Boolean).slice(-6).join(' ');
  return !NOT_THE_SPEAKER.test(near) && !A_RATE.test(quote.slice(0, at).split(/\s+/).filter(Boolean).slice(-3).join(' '));
}

/**
 * Words between a founding word and a year that hand the year to someone else's clause: a parenthesis, a relative clause, a
 * career or studies ("Jane founded Acme after ten years at Google (2005–2015)", "Gegründet von Jana, die seit 2008 als Tischlerin
 * arbeitet", "Fondée par Marie, diplômée en 2009", "Founded by Jane, who started her career in 2001", "Founder Jane Doe (born 1980)").
 */
const ANOTHERS_YEAR_BETWEEN =
  /\(|,\s*(who|which|whom|whose|die|der|welche[rs]?|qui|dont|que|quien(es)?|cuy[oa]|che|cui|wie|dat)(?![\p{L}])|(?<![\p{L}])(who|whom|whose|after|nach|après|después|dopo|diplômée?|graduated|studied|career|karriere|carrière|carrera|carriera|loopbaan)(?![\p{L}])/iu;

export function foundingYearIn(quote: string, year: string): boolean {
  // A date alone (structured data's foundingDate: "2014", "2014-03", "2014-03-01T00:00:00Z"), not a line that opens with a year.
  if (/^\d{4}(-\d{2}(-\d{2})?)?([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(quote.trim())) return quote.trim().startsWith(year);
  if (UNRELATED_SINCE.test(quote)) return false;
  for (const m of quote.matchAll(new RegExp(FOUNDED.source, 'giu')))
    if (
      m[2] === year &&
      !ANOTHERS_YEAR_BETWEEN.test(m[0].slice(m[1].length, -4)) &&
      // "Jane Doe (born 1980)": a person's birth, set off in brackets.
      !(/^born$/i.test(m[1]) && /\(\s*$/.test(quote.slice(0, m.index))) &&
      !(
        WEAK_SINCE.test(m[1]) &&
        (PERSON_WORK.test(quote) ||
          (A_STANDING.test(quote) && !inBusinessSince(quote, m.index)) ||
          OWNED.test(quote) ||
          A_RULE.test(quote) ||
          TO_A_YEAR.test(quote.slice(m.index + m[0].length)) ||
          addedSince(quote, m.index + m[0].length) ||
          sinceDatesAnother(quote, m.index, m.index + m[0].length) ||
          !sinceDatesSpeaker(quote, m.index))
      ) &&
      !(WEAK_START.test(m[1]) && (NOT_A_COMPANY.test(quote) || datesUpkeep(quote, m[1], m.index))) &&
      !datesOwnSite(quote, m.index)
    )
      return true;

  return yearFirstOrHanzi(quote, year);
}

/** A founding that puts the year first ("2010年設立", "seit 1997 gegründet") or in Chinese or Japanese founding words ("成立于2016年"). */
const yearFirstOrHanzi = (quote: string, year: string) =>
  [...quote.matchAll(new RegExp(FOUNDED_YEAR_FIRST.source, 'gu'))].some((m) => m[1] === year) || FOUNDED_CJK.exec(quote)?.[1] === year;

/**
 * The year said founded in founding words ("founded in 2020", "gegründet 2020", "2010年設立"), not only as a start, a launch or a
 * "since" ("launched in 2021", "seit 1987"): of a site that says both, the founding a person writes down.
 */
export function foundedInWords(quote: string, year: string): boolean {
  for (const m of quote.matchAll(new RegExp(FOUNDED.source, 'giu'))) if (m[2] === year && !WEAK_START.test(m[1])) return true;
  return yearFirstOrHanzi(quote, year);
}

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or our that the their this to was we with you your will can more all any into over per'.split(
    ' ',
  ),
);
// A word's closing hyphen is the title's dash, not the word ("アプリ-" in "OMAMORI -おつりで貯金アプリ-").
const contentWords = (s: string) =>
  (norm(s).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.replace(/-+$/, '')).filter((w) => w.length > 2 && !STOP.has(w));
const numbers = (s: string) => s.match(/\d+(?:[.,]\d+)*/g) ?? [];

/** Prose in the draft's words: most content words and every number come from the quotes. */
export function proseSupported(value: string, quotes: string[]): boolean {
  const joined = quotes.join(' ');
  const said = new Set(contentWords(joined));
  const words = contentWords(value);
  if (words.length === 0) return quotes.some((q) => norm(q).includes(norm(value)));
  const found = words.filter((w) => said.has(w)).length;
  const digits = numbers(joined).map((n) => n.replace(/[.,]/g, ''));
  return found / words.length >= 0.8 && numbers(value).every((n) => digits.includes(n.replace(/[.,]/g, '')));
}

const EMAIL = /^[^\s@]{1,64}@([^\s@]{1,189}\.[^\s@]{2,63})$/;
const IP = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|localhost)$/i;
const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');

/** An address at the product's own domain (or a sub- or parent domain of it). A site on an address, not a name, cannot be judged. */
export function ownDomainEmail(email: string, host: string): boolean {
  const domain = EMAIL.exec(email)?.[1]?.toLowerCase();
  if (!domain) return false;
  const site = bare(host);
  if (IP.test(site)) return true;
  return domain === site || domain.endsWith(`.${site}`) || site.endsWith(`.${domain}`);
}

const insideCode = (quote: string, ctx: SupportContext) => ctx.code.some((c) => norm(c).includes(norm(quote)));

/** Letters and digits only, lower case, accents dropped: how a site's name is compared with an address. */
export const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Mailbox providers anyone can sign up with: an address there is a person's or an organisation's, not a domain's. */
const FREE_MAIL =
  /^(gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|mac|aol|gmx|web|t-online|freenet|posteo|mailbox|proton|protonmail|pm|tutanota|zoho|yandex|mail|inbox|bk|list|rambler|qq|163|126|sina|naver|daum|hanmail|orange|wanadoo|free|laposte|sfr|libero|virgilio|alice|tiscali|tin|wp|o2|onet|interia|seznam|centrum|uol|bol|terra|ig|hushmail|fastmail|rediffmail)\.[a-z.]{2,10}$/i;

/** The name a host is registered under: the label before its public suffix ("acme" of www.acme.co.uk). */
export function registrableName(host: string): string {
  const labels = bare(host).split('.').filter(Boolean);
  if (labels.length < 2) return letters(labels[0] ?? '');
  const second = labels.at(-2) ?? '';
  const short = labels.length >= 3 && /^[a-z]{2}$/.test(labels.at(-1) ?? '') && /^(co|com|org|net|ac|gov|edu|ne|or|gob|gv)$/.test(second);
  return letters(short ? (labels.at(-3) ?? '') : second);
}

/**
 * An address as sites hide it from harvesters, written out: "info(at)acme.de", "hello [at] acme
 * [dot] de", "kontakt at acme dot de" read as "info@acme.de", "hello@acme.de", "kontakt@acme.de".
 */
export function deobfuscated(text: string): string {
  return text
    .replace(/\s*(\(at\)|\[at\]|\{at\}|\(@\)|\[@\]|\(ät\))\s*/giu, '@')
    .replace(/\s*(\(dot\)|\[dot\]|\{dot\}|\(punkt\)|\[punkt\])\s*/giu, '.')
    .replace(/([\p{L}\p{N}._%+-])\s+at\s+([\p{L}\p{N}-]+)\s+dot\s+(\p{L}{2,24})(?![\p{L}])/giu, '$1@$2.$3');
}

/** The name of a mail domain: its first label that is not `www`, `mail` or the like. */
const domainName = (domain: string) => {
  const labels = domain.toLowerCase().split('.');
  return letters(labels.length > 2 && /^(www|mail|email|mx|smtp|post)$/.test(labels[0]) ? labels[1] : labels[0]);
};

/**
 * An address the site's own words make its own even off its host: at a domain named after the
 * site ("contato@acme.com" on a site called Acme hosted elsewhere), or a mailbox at a public
 * provider named after the site ("acmetexas@gmail.com" on "ACME Texas"). Another person's or
 * another company's address never is.
 */
export function siteNamedEmail(email: string, names: string[], host: string): boolean {
  const m = EMAIL.exec(email);
  if (!m) return false;
  const domain = m[1].toLowerCase();
  const local = letters(email.slice(0, email.lastIndexOf('@')));
  const long = names.filter((n) => n.length >= 4);
  if (FREE_MAIL.test(domain)) return long.some((n) => n.length >= 5 && (local === n || local.startsWith(n)));
  // A site whose own domain carries its name has its addresses there: a look-alike domain is someone else's.
  if (long.includes(registrableName(host))) return false;
  const label = domainName(domain);
  return label.length >= 4 && long.some((n) => label === n || (n.length >= 5 && label.startsWith(n)) || (label.length >= 5 && n.startsWith(label)));
}

/**
 * A service or an extra given free beside paid work: a consultation or a first conversation, a quote, a delivery, a domain, parking,
 * breakfast, a pick-up, a site visit, a tasting, advice ("free consultation", "The first workflow-fit conversation is free", "consulta
 * inicial gratuita", "Dominio gratis el primer año", "Parcheggio gratuito", "Abholung ab Hof kostenlos", "Sopralluogo gratuito").
 */
const SERVICE_WORDS =
  '(consult\\p{L}*|(?:first|initial|intro(?:ductory)?|discovery)\\s+(?:[\\p{L}-]+\\s+)?(?:conversation|call|chat|meeting)|quotes?|quotation|estimates?|shipping|delivery|evaluation|assessment|diagnostics?|audit|inspection|devis|livraison|beratung|erstberatung|erstgespräch|versand|lieferung|presupuesto|envío|orçamento|frete|avaliação|preventivo|spedizione|consegna|offerte|verzending|bezorging|kennismakingsgesprek|wycena|dostawa|konsultacja|domains?|dominios?|domaines?|domänen?|parking|parcheggio|aparcamiento|estacionamento|parkplatz|parkplätze|wi-?fi|wlan|breakfast|colazione|desayuno|frühstück|petit[- ]déjeuner|café da manhã|ontbijt|returns?|rücksendung|retours?|devoluciones|pick-?up|collection|abholung|selbstabholung|retrait|recogida|retirada|ritiro|afhalen|odbiór|site visit|viewing|besichtigung|vor-ort-termin|visite|visita|visita técnica|sopralluogo|bezichtiging|kennismaking|wizja lokalna|tasting|verkostung|dégustation|degustación|degustação|degustazione|proeverij|degustacja|advice|advies|conseils?|asesoramiento|consulenza|aconselhamento|porada)';
const FREE_WORDS = '(free|gratuit\\p{L}*|gratis|kostenlos\\p{L}*|grátis|gratuit[oa]s?|darmow\\p{L}*|bezpłatn\\p{L}*)';
const FREE_SERVICE = new RegExp(
  `(?<![\\p{L}])(${SERVICE_WORDS}(\\s+\\p{L}+){0,2}\\s+${FREE_WORDS}|${FREE_WORDS}\\s+(\\p{L}+\\s+)?${SERVICE_WORDS})(?![\\p{L}])`,
  'giu',
);

/**
 * The pricing model a price sentence reads as, or null when it says too little: one-time and
 * usage-based by their words, freemium a free offer beside a price, subscription a price per
 * period, free a free offer with no price.
 */
/**
 * A price per unit used: by a unit of computing or messaging ("per 1,000 requests", "per GB"), or by the minute, the hour or the
 * order only of something a machine does ("$0.006 per minute of audio", "€0.50 per GPU hour"). A person's hour ("We charge €60 per
 * hour", "Cleaning €25 per hour") or a delivery fee per order is a service's rate, not a usage-based plan.
 */
const TIMED_MACHINE_WORK =
  /(?<![\p{L}])(api|gpu|cpu|vcpu|compute|server|instance|vm|node|build|pipeline|runner|transcri\p{L}*|audio|video|stream\p{L}*|render\p{L}*|storage|bandwidth|calls?|sms|voice|model|inference|tokens?|requests?|queries)(?![\p{L}])/iu;
const usagePriced = (text: string) => TECH_USAGE.test(text) || (USAGE_UNIT.test(text) && TIMED_MACHINE_WORK.test(text));

export function pricingModelOf(text: string): string | null {
  if (!AMOUNT.test(text) && OPEN_SOURCE.test(text) && !aboutTheSiteItself(text)) return 'Open source';
  // A zero price ("Ingresso gratuito (€0)", "Free – $0") is the free offer itself, not a price beside it.
  const amount = paidAmount(text) && !BIG_MONEY.test(text);
  if (ONE_TIME.test(text) && amount && !onceIsAFee(text)) return 'One-time';
  if (usagePriced(text) && amount && !FREE_OFFER.test(text)) return 'Usage-based';
  // "Start for free, then $9/month after your trial": a free start that a trial explains is the trial, not a free plan.
  // "Consulta inicial gratuita. Tarifas desde 90 € por hora": a free consultation, quote or delivery beside paid work is no free plan.
  const freePlan = FREE_OFFER.test(text.replace(FREE_SERVICE, ' ')) || (ZERO_PRICE.test(text) && !PAID_AS_USED.test(text));
  if (amount && freePlan && (!TRIAL.test(text) || FREE_PLAN_SAID.test(text))) return 'Freemium';
  if (usagePriced(text) && amount) return 'Usage-based';
  if (amount && PERIOD.test(text)) return 'Subscription';
  if (!amount && FREE_OFFER.test(text)) return 'Free';
  return null;
}

/**
 * The product said to be free as a whole, in the languages seen most: "completely free", "free
 * forever", "it's free", "Free Online Pitch Trainer", "entièrement gratuit", "komplett
 * kostenlos", "completamente gratis", "完全無料". A free trial, quote or consultation, free
 * shipping or a free download of a guide is an offer, not the product's price. "Feel free to use …" gives leave,
 * as a library's docs do ("feel free to use relative units"): it says nothing of a price. Nor does "free from" or "free of" something
 * ("your online experience is free from disruptions", "completely free of ads"): without it, not without a price; "free of charge" is one.
 */
export const FREE_PRODUCT =
  /(?<![\p{L}-])(completely|totally|entirely|absolutely|100\s?%|always|forever)\s+free(?![\p{L}-])(?!\s+(from|of)\s+(?!charge))|(?<![\p{L}-])(?<!\bfeel(?:s|ing)?\s+)free (forever|of charge|to use|to download|for everyone|for all)(?![\p{L}])|(?<![\p{L}])(is|are|it['’]s|stays|remains) (completely |totally |100\s?% )?free(?![\p{L}-])(?!\s+(from|of)\s+(?!charge))|^free\s+(online\s+)?(app|tool|software|extension|add-on|plugin|generator|calculator|converter|editor|trainer|tracker|\p{L}+\s+(app|tool|generator|calculator|converter|editor|trainer|tracker))\b|(?<![\p{L}])(entièrement gratuite?|totalement gratuite?|100\s?% gratuite?|(est|sont) gratuite?s?|komplett kostenlos|völlig kostenlos|100\s?% kostenlos|(ist|sind) kostenlos|totalmente gratis|completamente gratis|100\s?% gratis|(es|son) gratis|totalmente gratuit[oa]|completamente gratuit[oa]|100\s?% gratuit[oa]|(é|são) gratuit[oa]s?|(è|sono) gratuit[oa]|volledig gratis|helemaal gratis|(is|zijn) gratis)(?![\p{L}])|完全無料|永久無料|全部免费|完全免费|永久免费/iu;
/**
 * Free things that are an offer beside the product, not its price; among them a first session, lesson, meeting or call
 * ("Il primo incontro è completamente gratuito", "The first lesson is free", "Das erste Gespräch ist kostenlos"): the next ones are paid.
 * A waiting list free to join ("Join the Waitlist — It's Free") is one too: the product is not out and its price is unsaid.
 */
export const FREE_EXTRA =
  /(?<![\p{L}])(first|erste[nrs]?|premi[eè]re?|primer[ao]?|primeir[ao]|prim[ao]|eerste|pierwsz[aey])\s+(\p{L}+\s+){0,2}(session|lesson|meeting|call|class|appointment|visit|chiamata|telefonata|videochiamata|llamada|chamada|appel|telefonat|rozmowa|incontro|lezione|colloquio|sessione|appuntamento|visita|séance|cours|rendez-vous|entretien|sesión|clase|cita|reunión|sessão|aula|reunião|sitzung|termin|stunde|gespräch|sessie|les|gesprek|afspraak|lekcja|spotkanie|konsultacja|wizyta)(?![\p{L}])|(?<![\p{L}])(trial|test|beta|early access|wait-?\s?list|waiting list|warteliste|liste d['’]attente|lista de espera|lista d['’]attesa|wachtlijst|preview|quote|quotation|consult\p{L}*|shipping|delivery|estimate|demo|sample|samples|gift|e-?book|guide|checklist|webinar|newsletter|account|accounts|returns?|cancellation|parking|wifi|wi-fi|essai|devis|livraison|consultation|probe\p{L}*|angebot|beratung|erstgespräch|versand|lieferung|prueba|presupuesto|envío|teste|orçamento|frete|prova|preventivo|spedizione|offerte|proef|verzending|お試し|体験|見積)(?![\p{L}])/iu;
/**
 * Free only for some, for a while, to try or to start ("free for nonprofits", "free for personal use",
 * "free for teams of up to 3", "free to try", "free to get started", "gratuit pendant 14 jours"): others pay, or it ends.
 */
export const FREE_LIMITED =
  /(?<![\p{L}])(free|kostenlos|gratuit[e]?|gratis|gratuit[oa]|grátis)\s+(for|to|für|pour|para|per|voor|pendant|durante|während|gedurende)\s+(the first |les |la |le |die |den |los |las |os |as |i |gli |de |het )?(get started|start|begin|sign up|try|testen|essayer|probar|experimentar|provare|proberen|students?|étudiants?|studenten|studierende|estudiantes|estudantes|studenti|nonprofits?|non-profits?|charities|associations?|vereine|ong|ngos?|schools?|schulen|écoles|escuelas|escolas|scuole|scholen|education\p{L}*|teachers?|enseignants?|lehrer\p{L}*|profesores|professores|insegnanti|leraren|individuals?|particuliers?|particulieren|privatpersonen|private (nutzung|use)|personal use|usage personnel|uso personal|uso pessoal|uso personale|persoonlijk gebruik|non-commercial\p{L}*|open[- ]?source( projects?)?|small teams?|teams? of|up to|bis zu|jusqu['’]à|hasta|até|fino a|tot|\d+)/iu;

/** An open-source statement: "open source", "free software", or a licence by its name ("MIT License", "GPL v3", "licensed under the GPLv3", "distributed under the GPLv2+"). */
export const OPEN_SOURCE =
  /\b(open[- ]?source|free software|libre software|logiciel libre|software libre|freie software|software livre|software libero|vrije software|código (aberto|abierto)|quelloffen)\b|オープンソース|\b(MIT|BSD|Apache|GPL|GNU GPL|GNU General Public|LGPL|AGPL|MPL|Mozilla Public|ISC|EUPL)(v?\d[\d.]*\+?)?\b[^.]{0,30}\b(licen[cs]e[sd]?|lizenz|licence|licencia|licença|licenza|licentie|licencja)\b|\b(licen[cs]e[sd]?|lizenz|licence|licencia|licença|licenza|licentie|licencja)\b[^.]{0,20}\b(MIT|BSD|Apache|GPL|GNU|LGPL|AGPL|MPL|ISC|EUPL)(v?\d[\d.]*\+?)?\b|\b(released|distributed|published|available) under (the )?(terms of the )?(GNU )?(MIT|BSD|Apache|GPL|LGPL|AGPL|MPL|EUPL)(v?\d[\d.]*\+?|-\d[\d.]*(-or-later|-only)?)?\b/i;
/** A licence or open-source statement about the website itself, its repository or its content, not the product. */
const SITE_ITSELF =
  /\b(this|our|the) (web ?site|site|page|repository|repo|blog|content)\b|\b(ce|notre) site\b|\b(este|nuestro|nosso|esse) (sitio|site|repositório|repositorio)\b|\b(diese|unsere) (webseite|website|seite)\b|\b(deze|onze) (website|site)\b|\b(questo|il nostro) sito\b|\bcontribut\w* (to|para|à|a|an|zu) (this|the|our|este|esse|ce|cet|diese[nm]?|dit|deze|questo) (site|website|repository|repo|repositório|repositorio|dépôt|projekt)\b|\b(theme|template)\b/i;
export const aboutTheSiteItself = (text: string) => SITE_ITSELF.test(text);

/**
 * Prices stated to be set per customer, in the languages seen most: "contact us for pricing",
 * "pricing on request", "custom pricing", "sur devis", "Preise auf Anfrage", "presupuesto
 * personalizado", "preço sob consulta", "il preventivo viene definito su misura", "prijs op
 * aanvraag". The model is then contact sales. A call to ask for a free quote ("Get a free
 * quote", "Vrijblijvende offerte") is a service's button, not a statement about its prices.
 */
export const CONTACT_SALES = new RegExp(
  [
    /\bcontact (us|sales|our (sales )?team)\b[^.!?]{0,30}\b(pricing|prices?|custom plan)\b/,
    /\b(pricing|prices?|rates?|fees?)\b[^.!?]{0,20}\b(on|upon) request\b/,
    /\bcustom(ised|ized)? (pricing|quotes?)\b|\b(personali[sz]ed|tailored|individual) (pricing|quote)\b/,
    /\b(sur devis|devis (personnalisé|sur mesure|adapté)|(tarifs?|prix) sur demande)\b/,
    /\b(preise? auf anfrage|individuelles angebot|individuelle preise)\b/,
    /\b(presupuesto (personalizado|a medida)|precios? a consultar|cotizaci[oó]n (personalizada|a medida)|precios? (bajo|a) pedido)\b/,
    /\b(orçamento personalizado|preços? sob consulta)\b/,
    /\bpreventiv[oi]\b[^.!?]{0,30}\b(su misura|personalizzat[oi])\b|\bprezz[oi] su richiesta\b/,
    /\b(offerte op maat|prijs op aanvraag|prijzen op aanvraag)\b/,
  ]
    // A word's edge in any script: `\b` knows only ASCII letters, and "personnalisé" ends in one it does not.
    .map((r) => r.source.replaceAll('\\b', '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))'))
    .join('|'),
  'iu',
);

/** What one price point of a plan table says: its amount, and whether it is a free plan, per period, paid once, per unit used, or a trial. */
type PlanPoint = { amount: number | null; free: boolean; period: boolean; once: boolean; usage: boolean; trial: boolean; metered: boolean };
/** A plan at zero whose use is paid for as it goes ("€ 0/mese · solo a consumo", "$0/month, pay as you go"): not a free plan. */
const PAID_AS_USED =
  /(?<![\p{L}])(pay[- ]as[- ]you[- ]go|pay[- ]per[- ]use|usage[- ]based|metered|(solo |solamente )?a consumo|a consumo|nach verbrauch|verbrauchsabhängig|à la consommation|à l['’]usage|por consumo|por uso|pago por uso|op basis van verbruik|per gebruik)(?![\p{L}])/iu;
/**
 * A trial, by its name or by the days a zero price lasts, in the languages seen most ("$0 for 30 days", "0 € pendant 14 jours",
 * "0 € durante 30 días", "0 zł przez 14 dni", "14 Tage kostenlos"): it ends, so it is no free plan.
 */
const TRIAL =
  /\b(trial|try (it )?free|free for \d+ days|essai|prueba|teste|proef|prova|testversion|testen|test|first (\d+ )?months?|eerste (\d+ )?maand(en)?|erste[nr]? monat|ersten (\d+ )?monate|premiers? (\d+ )?mois|primer(os)? (\d+ )?mes(es)?|primeiros? (\d+ )?m[eê]s(es)?|prim[oi] (\d+ )?mes[ei])\b|試用|体験|初月|试用|체험|평가판|(\/|\bfor\b|\bpor\b|\bpour\b|\bfür\b|\bper\b|\bpendant\b|\bdurant\b|\bdurante\b|\bgedurende\b|\bvoor\b|\bprzez\b|\bwährend\b)\s?\d+\s?(days?|d[ií]as|jours|tage[n]?|giorni|dagen|dni|日間?|天)(?![\p{L}])|(?<![\p{L}\d])\d+\s?(days?|d[ií]as|jours|tage|giorni|dagen|dni)\s+(free|gratuits?|gratis|kostenlos|gratuitos?|grátis|gratuiti|za darmo)(?![\p{L}])/iu;
/** A plan's name (a few words, no call to act: "Sign up for free" is a button) before a price cell that says "Free". */
const FREE_CELL =
  /^((?!(for|up|try|start|get|sign|join|use|download|is|it['’]s|are|go|and|or|with|now|für|pour|para|per|voor|totally|completely|100%)\s)\S+\s){1,3}(free|gratis|kostenlos|gratuit|grátis|gratuito|darmowy|bezpłatny|無料|免费|免費|무료|zdarma|бесплатно|безкоштовно|ücretsiz|ingyenes|miễn phí|δωρεάν|ilmainen|darmowo)(?![\p{L}-])/iu;
/**
 * A free start that lasts until one upgrades ("Start free, upgrade when you're ready", "Start for free, upgrade anytime", "Free to
 * start, upgrade as you grow"): a free tier, not a trial (which ends by itself).
 */
export const START_FREE_THEN_UPGRADE = /^((start|begin|get started)\s+(for\s+)?free|free to start)\b[^.!?]{0,12}?\bupgrad(e|ing)\b/i;
const FREE_PLAN =
  /^(free|gratis|kostenlos|gratuit|grátis|gratuito|darmowy|bezpłatny|無料|免费|免費|무료|zdarma|бесплатно|безкоштовно|ücretsiz|ingyenes|miễn phí|δωρεάν|ilmainen|darmowo)(?![\p{L}])(\s+(plan|forever|tier|version|edition|account))?/iu;
/** "Free shipping on orders over $50", "Free consultation", "Kostenloser Versand": a free thing beside the product, not a free plan. */
const FREE_THING =
  /^(free|gratis|kostenlos(e[rns]?)?|gratuit[e]?|grátis|gratuit[oa])\s+(\p{L}+\s+)?(shipping|delivery|returns?|consult\p{L}*|quotes?|estimates?|parking|wi-?fi|gifts?|samples?|e-?books?|guides?|checklists?|webinars?|installation|setup|versand|lieferung|beratung|rückversand|livraison|retours?|devis|envío|envio|presupuesto|entrega|frete|orçamento|spedizione|consegna|preventivo|verzending|bezorging|offerte|advies)(?![\p{L}])/iu;
/**
 * A price paid once: "one-time", "lifetime", "pay once", "€49 once", and the same said in the
 * languages seen most ("einmalig", "paiement unique", "€49,90 una volta", "paghi una volta",
 * "payez une seule fois", "pagas una vez", "paga uma vez", "einmal zahlen").
 */
const ONE_TIME = new RegExp(
  [
    /one[- ]time|lifetime|pay once|\b(pay|paid|buy|bought|purchased?|charged?|billed)\b[^.!?]{0,20}\bonce\b|once[- ]off|\d\s*once\b|\bonce\b(?=,? (and )?(for )?(all|ever|life))/,
    /einmalig|paiement unique|pago único|pagamento único|una tantum|eenmalig|jednorazow|買い切り/,
    // "Once a month" ("une fois par mois", "una volta al mese") is a period, not once.
    /\d[\s€$£]*(una (sola )?volta|une (seule )?fois|una (sola )?vez|uma (única |só )?vez)(?![\p{L}])(?!\s+(al|all['’]|par|per|por|pro|a|im|ao|au|ogni|chaque|cada|jede[nms]?)(?![\p{L}]))/u,
    /(?<![\p{L}])(pag\p{L}*|pai\p{L}*|pay\p{L}*|zahl\p{L}*|bezahl\p{L}*|betaal\p{L}*)(?![\p{L}])[^.!?]{0,20}(?<![\p{L}])(una (sola )?volta|une (seule )?fois|una (sola )?vez|uma (única |só )?vez|(nur )?einmal|één keer|eenmalig)(?![\p{L}])(?!\s+(al|all['’]|par|per|por|pro|a|im|ao|au|ogni|chaque|cada|jede[nms]?|in de|pro)(?![\p{L}]))/u,
    /(?<![\p{L}])(nur )?einmal (zahlen|bezahlen|kaufen)(?![\p{L}])/u,
  ]
    .map((r) => r.source)
    .join('|'),
  'iu',
);
/** A fee paid once on joining or setting up, beside the plans: "Anmeldegebühr", "setup fee", "frais d'inscription", "matrícula". */
const JOINING_FEE =
  /(?<![\p{L}])(set-?up fee|sign-?up fee|registration fee|joining fee|enrol?ment fee|admission fee|activation fee|installation fee|onboarding fee|\p{L}*(anmelde|aufnahme|einrichtungs|einschreib|bearbeitungs)gebühr\p{L}*|frais d['’](inscription|adhésion|installation|activation|ouverture)|frais de (mise en service|dossier)|(cuota|tasa|costo|coste) de (inscripción|alta|matrícula|activación|instalación)|matrícula|taxa de (inscrição|adesão|ativação|instalação)|quota (d['’]iscrizione|di iscrizione|associativa)|inschrijf(geld|kosten)|opstartkosten|aansluitkosten|implementation( fee)?|wdrożeni\p{L}*|implementierung\p{L}*|mise en place|implementaci[oó]n|implementação|implementazione|implementatie\p{L}*)(?![\p{L}])|初期費用|入会金/iu;
/**
 * "Once" said of a joining, setting-up or implementation fee ("einmalig eine Anmeldegebühr von 49,90 €", "Jednorazowe wdrożenie 5 000 zł"
 * before a monthly charge per minute), not of the product's price.
 */
const onceIsAFee = (text: string) => {
  const fee = JOINING_FEE.exec(text);
  const once = ONE_TIME.exec(text);
  // "No setup fee" says there is none.
  const denied =
    fee && /(?<![\p{L}])(no|without|zero|kein\p{L}*|ohne|sans|aucun\p{L}*|sin|sem|senza|geen|zonder)\s+(\p{L}+\s+)?$/iu.test(text.slice(0, fee.index));
  return Boolean(fee && once && !denied && Math.abs(fee.index - once.index) <= 60);
};
const TECH_USAGE =
  /\bper\s+(?:\d[\d,.]*\s+)?(request|call|api call|gb|tb|unit|message|sms|e-?mail sent|execution|run|event|credit|token|transaction|resolved ticket|support ticket|tickets? (?:sold|issued))s?\b|\b(usage[- ]based|pay as you go|metered)\b/i;

/**
 * A fee beside the plans, in the languages seen most: setting up, activating, cancelling,
 * commissions, hidden costs. "Costo disdetta €0", "$0 setup fee", "Einrichtungsgebühr 0 €" say a
 * fee is waived, not that a plan is free.
 */
const FEE =
  /(?<![\p{L}])(set-?up|set up|install\p{L}*|activat\p{L}*|onboarding|training|(plan )?changes?|upgrades?|downgrades?|migrations?|cancel\p{L}*|terminat\p{L}*|hidden|fees?|commissions?|deposit|transactions?|einricht\p{L}*|aktivierung\p{L}*|kündigung\p{L}*|gebühr\p{L}*|versteckt\p{L}*|frais|mise en service|résiliation|annulation|instalaci\p{L}*|activaci\p{L}*|cancelaci\p{L}*|comisi\p{L}*|permanencia|(cuota|coste|costo) de alta|instalação|ativação|adesão|cancelamento|taxas?|comissão|fidelidade|attivazione|installazione|disdett\p{L}*|cancellazione|commissioni|costi nascosti|opstart\p{L}*|installatie\p{L}*|activatie\p{L}*|opzeg\p{L}*|annulering\p{L}*|transactie\p{L}*|verborgen)(?![\p{L}])|初期(費用)?|解約|手数料/iu;

/** Whether the zero amount at `m` is a fee waived: a fee named in the words before it, or right after it. */
function waivedFee(text: string, m: RegExpExecArray): boolean {
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
  return FEE.test(text.slice(0, m.index)) || new RegExp(`^\\s*(/\\s*)?(${FEE.source})`, 'iu').test(after);
}

/** Words that make an amount an estimate ("~$3.30/mo", "about $5 a month", "environ 30 €"): what something may cost, never a plan's price. */
const ESTIMATE =
  /(~|≈|±|(?<![\p{L}])(about|approx\.?|approximately|around|roughly|estimated|ca\.|circa|environ|etwa|ungefähr|rund|aprox\.?|aproximadamente|alrededor de|cerca de|ongeveer|zo'n|circa))\s*$|約\s*$|およそ\s*$/iu;

/** Whether every amount in the text is an estimate. */
export function estimatesOnly(text: string): boolean {
  const all = [...text.matchAll(new RegExp(AMOUNT.source, 'giu'))];
  return all.length > 0 && all.every((m) => ESTIMATE.test(text.slice(Math.max(0, m.index - 20), m.index)));
}

function planPoint(text: string): PlanPoint | null {
  if (estimatesOnly(text)) return null;
  // The plan's price: the first amount that is no fee waived ("月額（初期0円） ¥6,480〜／月": no setup fee, then the month's price).
  const amounts = [...text.matchAll(new RegExp(AMOUNT.source, 'giu'))];
  const zero = (x: RegExpExecArray) => /^0+$/.test(x[0].replace(/[^\d]/g, ''));
  const m = amounts.find((x) => !(zero(x) && waivedFee(text, x))) ?? null;
  if (!m && amounts.length > 0) return null;
  const digits = m ? m[0].replace(/[^\d]/g, '') : '';
  const amount = m && !BIG_MONEY.test(text) ? (/^0+$/.test(digits) ? 0 : Number(digits) || null) : null;
  // A plan's price cell that says "Free" after the plan's name ("Hobby Free", "Self-hosted Free forever") is a free plan too.
  const free =
    (FREE_PLAN.test(text.trim()) && !FREE_THING.test(text.trim())) ||
    START_FREE_THEN_UPGRADE.test(text.trim()) ||
    (amount === null && FREE_CELL.test(text) && !FREE_EXTRA.test(text)) ||
    (amount === null && productFree(text));
  if (amount === null && !free) return null;
  return {
    amount,
    free,
    period: PERIOD.test(text),
    once: ONE_TIME.test(text) && !onceIsAFee(text),
    usage: TECH_USAGE.test(text),
    trial: TRIAL.test(text),
    metered: PAID_AS_USED.test(text),
  };
}

/**
 * The product itself said to be free, to download, install or use ("Free to download", "Add to Chrome — it's free", "Acme is free."):
 * a free edition, as a free plan is, beside a paid one ("Acme Pro costs $19, once"). Never a free thing beside it (its setup, its
 * support, its shipping), a free start that ends, or free for some only.
 */
const SOLD_AS =
  /(?<![\p{L}])(download\p{L}*|install\p{L}*|app|apps|application|extension|add-on|addon|plugin|software|version|edition|chrome|firefox|safari|edge|windows|macos|mac|ios|android|app store|google play|to use)(?![\p{L}])/iu;
/** "Acme is free.", "Acme Lite ist kostenlos": a name, then that it is free, and nothing more. */
const NAME_IS_FREE =
  /^[\p{Lu}\d][\p{L}\d.+-]*(\s[\p{Lu}\d][\p{L}\d.+-]*)?\s(is|ist|est|es|é|è|is en blijft)\s(completely |totally |entirely |100\s?% |always |komplett |völlig |entièrement |totalement |totalmente |completamente |helemaal )?(free|kostenlos|gratuit|gratis|gratuito|grátis)[.!]?$/u;
/** "Download Acme for free", "Free download", "Kostenloser Download", "Téléchargement gratuit": the product is free to have. */
const FREE_DOWNLOAD =
  /(?<![\p{L}])((download|install|add)\s+(\p{L}+\s+){0,3}(for free|free of charge|gratis|kostenlos|gratuitement|gratuitamente)|free download|kostenlose[rn]? download|gratis download|téléchargement gratuit|descarga gratuita|download gratuito|download gratuit[oa])(?![\p{L}])/iu;
const NOT_THE_PRODUCT =
  /(?<![\p{L}])(support|updates?|hosting|ssl|migration|access|registration|sign-?up|membership|entry|admission|delivery|app-?\s?usage)(?![\p{L}])/iu;
/**
 * The free edition named as one ("the free version", "our free plan", "die kostenlose Version", "la version gratuite", "de gratis
 * versie"): a free way to have the product that people stay on. Never one denied ("no free version", "keine kostenlose Version").
 */
const FREE_EDITION = new RegExp(
  String.raw`(?<!(?:\bno|\bnot|\p{L}*n['’]t|\bwithout|\bany|kein\p{L}*|pas de|sin|sem|senza|geen)\s+(?:\p{L}+\s+)?)` +
    String.raw`(?<![\p{L}])(?:(?:the|a|our|its|their)\s+free\s+(?:version|edition|plan|tier|app|plugin|extension|add-on|download)s?|` +
    String.raw`(?:die|eine|unsere)\s+(?:kostenlose|gratis)\s+(?:version|edition|app|erweiterung)|gratisversion|` +
    String.raw`(?:la|une|notre)\s+version\s+gratuite|` +
    String.raw`(?:la|una|nuestra)\s+(?:versión|edición)\s+gratuita|(?:a|uma|nossa)\s+(?:versão|edição)\s+gratuita|` +
    String.raw`(?:la|una|nostra)\s+versione\s+gratuita|(?:de|een|onze)\s+gratis\s+versie)(?![\p{L}])`,
  'iu',
);

export const productFree = (text: string) =>
  // "Free software", "free and open source": free as in freedom, said of the licence.
  !OPEN_SOURCE.test(text) &&
  !FREE_EXTRA.test(text) &&
  !FREE_LIMITED.test(text) &&
  !TRIAL.test(text) &&
  !FEE.test(text) &&
  !NOT_THE_PRODUCT.test(text) &&
  ((FREE_PRODUCT.test(text) && SOLD_AS.test(text)) ||
    FREE_DOWNLOAD.test(text) ||
    FREE_EDITION.test(text) ||
    NAME_IS_FREE.test(text.replace(/\s+/g, ' ').trim()));

/**
 * The pricing model of a plan table read as a whole, from its price points (one quote each: a
 * plan's name, price and period): a free plan beside paid ones is freemium, paid plans per
 * month or year a subscription, a price paid once one-time, a price per unit used usage-based.
 * A free trial is not a free plan. Null when the points say too little (a price per session is
 * a service's price, not a plan).
 */
export function planModelOf(quotes: string[]): string | null {
  const points = quotes.map(planPoint).filter((p): p is PlanPoint => p !== null);
  const free = points.some((p) => (p.free || p.amount === 0) && !p.trial && !p.metered);
  const paid = points.filter((p) => p.amount !== null && p.amount > 0);
  const perPeriod = paid.some((p) => p.period && !p.once);
  const once = paid.some((p) => p.once);
  const usage = paid.some((p) => p.usage && !p.period);
  if (free && (perPeriod || once || usage)) return 'Freemium';
  if (perPeriod) return 'Subscription';
  if (once) return 'One-time';
  if (usage) return 'Usage-based';
  return null;
}

/** An amount above zero ("$9", "19 €"), not a zero price ("¥0", "0 €"). */
export function paidAmount(text: string): boolean {
  for (const m of text.matchAll(new RegExp(AMOUNT.source, 'giu'))) if (/[1-9]/.test(m[0])) return true;
  return false;
}

/** Whether the quotes of a value support it together (a plan table is read from several price points). */
export function supportsTogether(field: DraftFieldName, value: string, quotes: string[], ctx: SupportContext): boolean {
  const own = quotes.filter((q) => !insideCode(q, ctx));
  if (field === 'pricing_model') return own.length > 1 && planModelOf(own)?.toLowerCase() === value.toLowerCase();
  return false;
}

/**
 * A template's markup that was never filled in ("{{ .Params.hero_title }}", "{% block title %}",
 * "<%= name %>", "${SITENAME}", "{=$title}", "{$page.title}"): the template's words, not the site's.
 */
export const unrendered = (text: string) => /\{\{.*?\}\}|\{%.*?%\}|<%.*?%>|\$\{\s*[\w.]+\s*\}|\[\[\s*[\w.]+\s*\]\]|\{=?\s*\$[\w.]+\s*\}/s.test(text);

/** Whether `quote` supports `value` for `field`. */
export function supports(field: DraftFieldName, value: string, quote: string, ctx: SupportContext): boolean {
  if (insideCode(quote, ctx) && field !== 'name') return false;
  if (unrendered(value)) return false;
  switch (field) {
    case 'name':
      return !isFurniture(value) && value.length <= 120 && norm(quote).includes(norm(value));
    case 'tagline':
      return !isFurniture(value) && !isFurniture(quote) && proseSupported(value, [quote]);
    case 'short_description':
    case 'description':
      return proseSupported(value, [quote]);
    case 'pricing_summary':
      return priceCue(value) && priceCue(quote) && proseSupported(value, [quote]);
    case 'pricing_model':
      if (value.toLowerCase() === 'open source') return OPEN_SOURCE.test(quote) && !aboutTheSiteItself(quote);
      if (value.toLowerCase() === 'contact sales') return CONTACT_SALES.test(quote) && !AMOUNT.test(quote);
      if (value.toLowerCase() === 'free') return FREE_PRODUCT.test(quote) && !FREE_EXTRA.test(quote) && !FREE_LIMITED.test(quote) && !paidAmount(quote);
      return (priceCue(quote) && pricingModelOf(quote)?.toLowerCase() === value.toLowerCase()) || planModelOf([quote])?.toLowerCase() === value.toLowerCase();
    case 'founded_year':
      return /^\d{4}$/.test(value) && foundingYearIn(quote, value);
    case 'contact_email':
      return norm(deobfuscated(quote)).includes(norm(value)) && (ownDomainEmail(value, ctx.host) || siteNamedEmail(value, ctx.names ?? [], ctx.host));
    case 'logo_url':
      // A logo is an image the site's pages declare (an icon, a share image, a logo image), quoted as its address.
      if (ctx.images && !ctx.images.includes(value.trim())) return false;
      return /^https?:\/\//.test(value) && (quote.trim() === value.trim() || quote.includes(value));
    case 'demo_video_url':
      return /^https?:\/\//.test(value) && (quote.trim() === value.trim() || quote.includes(value));
    case 'stage':
      // A reading: a stage read from the quote.
      return quote.trim().length > 0;
    case 'country':
      // An ISO code the quote states: by a country's name in any of several languages, a postal code of its form, a US address, or the code itself as structured data gives it.
      return /^[A-Z]{2}$/.test(value) && isCountryCode(value) && (quote.trim().toUpperCase() === value || statesCountry(quote, value));
    case 'city':
      return !isFurniture(value) && value.length <= 80 && !/\d/.test(value) && norm(quote).includes(norm(value));
    case 'categories':
      // Which words make a category is the mapping's business (see the drafters); the quote must be the product's own words.
      return quote.trim().length >= 12;
    default:
      return !isFurniture(value) && norm(quote).includes(norm(value));
  }
}
