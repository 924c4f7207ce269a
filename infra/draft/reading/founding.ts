import type { PageDigest } from '../../../domain/draft/page.ts';
import { foundedInWords, foundingYearIn } from '../../../domain/draft/support.ts';
import { anothersFounding } from './another-work.ts';
import { ownNames, signsWith } from './own-names.ts';
import { isFiller, isPlaceholderPage, linesOf, type Reading, sentences } from './text.ts';

/**
 * The year the company or product was founded: structured data's `foundingDate`, else a
 * founding statement in the site's language ("founded in 2014", "seit 2003", "è nata nel 2003",
 * "od roku 2014", "2010年設立"). Never a copyright line, a release, a news item or a quotation.
 */
/**
 * A founding said of others: customers, partners or the companies the product serves ("Our customer BigCo, founded in
 * 1998", "partners of the Linux Foundation, established in 2000", "startups founded in 2020 or later"), of a
 * version ("Acme 2.0 launched in 2023"), or of a client the company worked for ("We helped Cantina Rossi, founded in 1920,
 * …", "Abbiamo ridisegnato l'identità della cantina fondata nel 1920"). The words before the founding word say whose it is.
 */
const OTHERS_FOUNDING =
  /(?<![\p{L}])(founded|co-?founded|started|launched|built|gründete|a fondé|fundó|fundou|fondò|richtte)\s+(his|her|their|my|our|seine?|ihre?|sa|son|su|sua|zijn|haar)\s+(first|previous|former|earlier|other|erste|frühere|premi[eè]re?|primera?|primeira?|prim[ao]|eerste|vorige)\s+\p{L}+|(?<![\p{L}])(customers?|clients?|partners?|startups|companies|businesses|organi[sz]ations|brands|members|portfolio|kund(e|en|in|innen)|partnern?|unternehmen|clientes|empresas|entreprises|partenaires|aziende|bedrijven|klanten)(?![\p{L}])[^.!?]{0,40}?(?<![\p{L}])(founded|established|incorporated|launched|started|gegründet|fondée?s?|créée?s?|fundad[ao]s?|fondat[eiao]|opgericht)(?![\p{L}])|\d+\.\d+[^.!?]{0,20}?(?<![\p{L}])(launched|released|started|shipped)(?![\p{L}])|(?<![\p{L}])(helped|help|worked (with|for)|work (with|for)|designed for|built for|redesigned|rebranded|ridisegnat\p{L}*|realizzat\p{L}*|progettat\p{L}*|accompagn[ée]\p{L}*|aidé|geholfen|betreut|begleitet|ayudamos|ayudado|rediseñ\p{L}*|ajudamos|redesenh\p{L}*|geholpen|ontworpen)(?![\p{L}])[^.!?]{0,60}?(?<![\p{L}])(founded|established|gegründet|fondée?s?|créée?s?|fundad[ao]s?|fondat[eiao]|opgericht|nata|nato)(?![\p{L}])/iu;

/**
 * A person's own start, not the company's: an activity begun ("Our founder started coding in 1995", "began playing in 2001", "I began my
 * journey in April of 2018 experimenting with paint.net"), or a
 * member of the team with it since ("Herr Müller ist seit 2005 bei uns", "has been with us since 2012", "joined the team in 2015").
 */
const PERSONS_START =
  /(?<![\p{L}])(started|began|begann|commencé|empezó|comenzó|começou|iniziato|cominciato|begon)\s+((?!trading|operating|selling|manufacturing|producing|serving|business)\p{L}+ing|to\s+\p{L}+|mit\s+dem\s+\p{L}+|à\s+\p{L}+|a\s+\p{L}+r)(?![\p{L}])|(?<![\p{L}])((ist|sind|war|waren)\s+seit\s+(über\s+)?\d{4}\s+(bei uns|dabei|im team|teil des teams)|(has|have) been (with|part of) (us|the company|the team|our team)|joined (us|the team|our team|the company)|(arbeitet|arbeiten) (bei uns |hier )?seit|works? (with us|here|for us) since|travaille (chez nous|avec nous|ici) depuis|trabaja (con nosotros|aquí) desde|trabalha (conosco|aqui) desde|lavora (con noi|qui) dal|werkt (bij ons|hier) sinds|(I|he|she)\s+(began|started)\s+(my|his|her)\s+(journey|career|path|adventure)|(my|his|her)\s+(journey|career|path|adventure)\s+(began|started))(?![\p{L}])/iu;

/**
 * A person's trade since a year, said by them or of them ("Ich bin seit 2010 als Rechtsanwalt tätig", "Our founder has been a chef
 * since 2001", "Je suis avocate depuis 2010", "Sono avvocato dal 2010"): when they took up the trade, not when the business began
 * ("I have been in business since 2010", "Je suis installée depuis 2010", "Ich bin seit 2010 selbstständig" still say it), in either
 * order ("Seit 2017 bin ich Imker", "Desde 2012 soy masajista").
 */
const PERSONS_TRADE =
  /(?<![\p{L}])((I|he|she|(our|the|my) (founder|owner))\s+(have |has )?(been|worked|practi[cs]ed)\s+(as\s+)?an?\s+(?!(business|company|family|firm|brand|shop|store|studio|agency|team|partner|leader)(?![\p{L}]))\p{L}+(\s+\p{L}+)?\s+since|(I|he|she)\s+(have|has)\s+been\s+(working|practi[cs]ing)\s+as\s+an?\s+\p{L}+(\s+\p{L}+)?\s+since|(ich bin|bin ich|er ist|ist er|sie ist|ist sie|ich arbeite|arbeite ich|er arbeitet|sie arbeitet)\s+seit\s+(über\s+)?\d{4}\s+als\s+\p{L}+(\s+\p{L}+)?(\s+tätig)?|(je suis|il est|elle est)\s+(?!(install|établ|à mon compte|indépendant|en activité)\p{L}*)\p{L}+(\s+\p{L}+)?\s+depuis|j['’]exerce\s+(comme|en tant que)\s+\p{L}+(\s+\p{L}+)?\s+depuis|soy\s+(?!autónom)\p{L}+(\s+\p{L}+)?\s+desde|sono\s+\p{L}+(\s+\p{L}+)?\s+dal|(ik ben|ben ik)\s+sinds\s+\d{4}\s+(werkzaam\s+)?als|(since|seit|depuis|desde|dal|sinds|od)\s+\d{4},?\s+(I am|I['’]m|bin ich|je suis|soy|sono|ben ik|jestem)\s+(?!(selbstständig|selbständig|self-employed|in business|install\p{L}*|établ\p{L}*|indépendant\p{L}*|autónom\p{L}*|zelfstandig\p{L}*|für|for|pour|para|per|voor|dla|hier|da|là|here|aquí|qui|al|au|am|im|à|en|in|w|na)(?![\p{L}]))\p{L}+)(?![\p{L}])/iu;

/**
 * A move or a change of hands since a year, not a founding: new premises or this address ("Seit 2019 in neuen Räumen", "Our shop has
 * been at this address since 2005", "depuis 2018 dans nos nouveaux locaux"), new management or owners ("Seit 2015 unter neuer Leitung",
 * "Under new ownership since 2019", "dal 2020 sotto nuova gestione"), or who runs it since ("Since 2014, the shop has been run
 * by Anna", "Seit 2014 führt Anna den Laden").
 */
const MOVED_OR_TAKEN_OVER =
  /(?<![\p{L}])((at|in) (this|our|the) (current |present )?(address|location|premises|building)|(in|into|to) (our |a |the )?new (home|location|premises|building|office|shop|store|studio|workshop|space)|under new (management|ownership|leadership)|in new hands|new (management|owners?|ownership)|neuen? (räume[nr]?|räumlichkeiten|standort|adresse|geschäftsräume[nr]?|werkstatt|halle|laden|büro)|neuer (leitung|führung|geschäftsführung|inhaberschaft)|neue[nm]? (inhaber|besitzer|eigentümer)\p{L}*|an diesem standort|an dieser adresse|nouveaux locaux|nouvelle (adresse|direction|boutique)|nouveau (local|magasin)|nueva (sede|dirección|ubicación|gerencia)|nuevas instalaciones|nuevo local|nuova (sede|gestione|direzione)|nuovi locali|nieuw(e)? (pand|locatie|adres|leiding|eigenaars?|eigenaren)|nowej siedzibie|nowym (lokalu|miejscu)|run by|led by|managed by|geführt von|in (der )?hand von|dirigée? par|gérée? par|dirigid[oa] por|gestionad[oa] por|gerid[oa] por|gestit[oa] da|gerund door|geleid door|(führt|führen|leitet|leiten|übernahm|übernahmen)\s+([\p{L}-]+\s+){0,3}?(den|das|die)\s+(laden|betrieb|geschäft|hof|unternehmen|firma|praxis|werkstatt|café|restaurant|bäckerei|imkerei|gasthof))(?![\p{L}])/iu;

/**
 * A standing with another brand since a year, not a founding: an official or authorised dealer, distributor, partner or a recognised
 * training company ("Desde 2016 somos distribuidores oficiales de Honda", "Seit 2008 offizieller Vertragshändler von BMW", "Since 2016
 * an official Apple reseller", "Sinds 2017 erkend leerbedrijf").
 */
const STANDING =
  /(?<![\p{L}])(official(ly)? (an? )?(\S+ ){0,2}(dealer|reseller|distributor|partner|retailer|agent|importer|stockist)s?|authori[sz]ed (\S+ ){0,2}(dealer|reseller|distributor|partner|retailer|service (centre|center|partner))s?|(offizielle[rn]?|autorisierte[rn]?) (händler|partner|vertriebspartner|importeur|servicepartner|fachhändler)|vertragshändler|vertragspartner|vertragswerkstatt|distribu(idor|idores|teur|teurs|tore|tori) (oficial|oficiales|officiel|officiels|ufficial[ei]|autoris[ée]s?)|concesionarios? oficial(es)?|concessionnaires? (officiel|agréé)s?|revendeurs? (agréé|officiel)s?|partenaires? (officiel|agréé|certifié)s?|partner ufficial[ei]|rivenditor[ei] (autorizzat[oi]|ufficial[ei])|concessionari[oa]? ufficial[ei]|officiële? (dealer|partner|distributeur)s?|erkende? (dealer|leerbedrijf|installateur|partner)s?|oficjaln\p{L}* (dealer|dystrybutor|partner)\p{L}*|autoryzowan\p{L}* (dealer|serwis|partner)\p{L}*)(?![\p{L}])/iu;

/**
 * A new name or legal form since a year, with no founding said ("Seit 2015 firmieren wir als Acme GmbH", "Seit 2015 als GmbH am Markt",
 * "Since 2019 we operate as Acme Ltd (formerly …)", "Seit 2021 heißen wir Acme"): the business is older than its name or form.
 */
const RENAMED =
  /(?<![\p{L}])(firmier\p{L}*|heißen wir|hei(ß|ss)t (die firma|das unternehmen)|trading as|trade as|operate as|operating as|formerly|ehemals|vormals|anciennement|anteriormente|antes conocid[ao]|precedentemente|voorheen|renamed|umbenannt|umfirmiert|rebranded|renommée?|als (gmbh|ug|ag|kg|ohg|gbr|e\.\s?k\.|gmbh & co\.? kg)|as an? (llc|ltd|limited company|corporation|inc\.?|gmbh)|en tant que (sas|sarl|sa|eurl|sasu)|como (s\.l\.|s\.a\.|sl|sa|ltda))(?![\p{L}])/iu;
const SAYS_FOUNDED = /(?<![\p{L}])(found\p{L}*|established|est\.|gegründet|gründung|fondée?|créée?|fundad[ao]|fondat[ao]|opgericht|założon\p{L}*)(?![\p{L}])/iu;

/**
 * A group's founding, or the year a company joined one: a sentence that speaks of a group through its subsidiaries ("…since
 * 2002, Oktogone brings together through its subsidiaries…", "à travers ses filiales", "mit seinen Tochtergesellschaften"), or
 * of the company as another's subsidiary or part of a group ("a subsidiary of BigCo, founded in 1950", "part of the BigCo group
 * since 2015", "fait partie du groupe BigCo depuis 2015"). Its year is the group's, not the product's.
 */
const GROUPS_FOUNDING =
  /(?<![\p{L}])((its|their|ses|leurs|seine[nm]?|ihre[nm]?|sus|suas|seus|le sue|i suoi|zijn|haar|hun|swoje|swoich) (subsidiaries|affiliates|sister companies|filiales|tochter(gesellschaft|unternehmen|firm)?en|filiais|subsidiárias|controllate|consociate|dochter(onderneming|bedrijv)en|spółek zależnych|spółki zależne)|(subsidiary|filiale|tochter(gesellschaft|unternehmen)?|filial|subsidiária|controllata|dochter(onderneming|bedrijf)|spółka zależna) (of|de|du|des|von|der|des|di|del|della|van|da|do))(?![\p{L}])|(?<![\p{L}])(part of the|member of the|fait partie du|membre du|gehört zur|teil der|forma parte del|pertenece al|faz parte do|fa parte del|onderdeel van de|należy do) [^.!?]{0,40}?(?<![\p{L}])(group|groupe|gruppe|grupo|gruppo|groep|grupy)(?![\p{L}])/iu;

/**
 * Structured data about another organisation than the company: its parent, a subsidiary, a body it is a member of, a sponsor or a
 * partner, or the one a review is about ("Organization.parentOrganization.foundingDate", "Review.itemReviewed.foundingDate").
 */
export const OTHER_ORGANIZATION =
  /^(Review|Rating|AggregateRating)\.|\.(parentOrganization|subOrganization|memberOf|members?|itemReviewed|sponsors?|funders?|alumniOf|worksFor|affiliation|partners?|competitors?|seller|manufacturer|provider)(\[\d+\])?\./;

/**
 * A sentence that opens on an organisation's name and says it was founded ("Globex, founded in 1998 in Austin, moved its
 * support desk…", "Globex was founded in 1998", "Globex, gegründet 1998", "Globex wurde 1998 in Wien gegründet"): whose founding the
 * name says.
 */
const NAMED_FOUNDING =
  /^(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&.'’-]*|&|of|and|de|du|von|van|y|e))*)(?:,\s+|\s+(?:was|has been|is|wurde|a été|fue|foi|è stat[ao]|werd)\s+(?:[^\s.,;!?]+\s+){0,4}?)(?:founded|established|started|created|gegründet|fondée?|créée?|fundad[ao]|fondat[ao]|opgericht)(?![\p{L}])/u;

/**
 * An organisation named inside a sentence and set off by its founding ("In partnership with the Verdi Foundation, founded in 1987
 * in Turin", "In collaborazione con la Fondazione Verdi, nata nel 1987", "…mit der Stiftung Verdi, gegründet 1987", "co-founder of
 * Globex (founded 2012, Denver)"): whose founding the name says, wherever in the sentence it stands.
 */
const SET_OFF_FOUNDING =
  /(?<![\p{L}])(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&.'’-]*|&|of|and|de|du|von|van|y|e))*)(?:,\s+|\s*\(\s*)(?:(?:was|has been|wurde|a été|fue|foi|è stat[ao]|werd)\s+)?(?:founded|established|started|created|gegründet|fondée?|créée?|fundad[ao]|fondat[ao]|opgericht|nat[ao]|nacid[ao]|nascid[ao])(?![\p{L}])/gu;

/**
 * Someone founding an organisation named after the verb ("Dana Whitfield, who founded Globex in 2012", "Jan gründete Globex 2012"):
 * whose founding the name says. A word that opens a phrase ("Founded In 2012", "Fundada En 2012") is no name.
 */
const FOUNDED_NAMED =
  /(?<![\p{L}])(?:co-?founded|founded|established|gründete|gründeten|a fondé|ont fondé|fundó|fundaron|fundou|fundaram|fondò|fondarono|richtte|richtten)\s+(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*)*)/gu;
/** A word that opens a phrase, not a name, after a founding verb ("founded In 2019", "gründete Im Jahr 2019", "fundada En 2012"). */
export const PHRASE_WORD =
  /^(in|on|at|by|as|with|since|from|the|our|its|it|this|im|am|seit|mit|von|en|par|depuis|avec|dans|à|le|la|les|el|por|desde|con|em|nel|dal|il|op|door|sinds|met|de|het|w|we|z|przez|od)$/i;

const someoneElsesName = (named: string, own: string[]) =>
  // "The company", "Die Bäckerei", "La empresa": the company described, not another one named.
  !/^(we|our|it|this|wir|nous|nosotros)$/i.test(named) &&
  !/^(the|das|die|der|le|la|les|el|il|het|de|o|a|unser\p{L}*|notre|nuestr[ao]|nost?r[ao]|onze)(\s|$)/iu.test(named) &&
  !signsWith(named, own);

const someoneElses = (sentence: string, own: string[]) => {
  if ([...sentence.matchAll(SET_OFF_FOUNDING)].some((m) => m.index > 0 && someoneElsesName(m[1], own))) return true;
  if ([...sentence.matchAll(FOUNDED_NAMED)].some((m) => !PHRASE_WORD.test(m[1].split(/\s+/)[0]) && someoneElsesName(m[1], own))) return true;
  const named = NAMED_FOUNDING.exec(sentence)?.[1];
  return named ? someoneElsesName(named, own) : false;
};

export function foundingOf(pages: PageDigest[], brand: string | null = null): Reading | null {
  for (const pg of pages) {
    const date = Object.entries(pg.structured).find(([k]) => /\.foundingDate$/.test(k) && !OTHER_ORGANIZATION.test(k))?.[1];
    if (date && /^\d{4}/.test(date)) return { value: date.slice(0, 4), quotes: [date], url: pg.url };
  }
  const own = ownNames(pages, brand);
  // A start, a launch or a "since" is kept while a founding said in founding words is looked for on every page.
  let started: Reading | null = null;
  for (const pg of pages) {
    if (isPlaceholderPage(pg)) continue;
    for (const line of linesOf(pg)) {
      if ((line.marks ?? []).some((m) => m === 'quote' || m === 'post') || line.area === 'nav') continue;
      if (/©|copyright|\(c\)/i.test(line.text) || isFiller(line.text)) continue;
      // A quotation with its speaker ("\"We have used Acme since 2018.\" — Jane"): a customer's words, not the company's.
      if (/^\s*["“„«‘]/.test(line.text) && /["”»’]\s*([—–-]|$)/.test(line.text)) continue;
      for (const sentence of line.text.length <= 300 ? [line.text] : sentences(line.text)) {
        // A year standing alone on the page ("2026" over "Contenuti aggiornati" in a row of figures) says nothing of a
        // founding: only structured data's foundingDate, read above, may be a bare date.
        if (
          sentence.length > 300 ||
          OTHERS_FOUNDING.test(sentence) ||
          PERSONS_START.test(sentence) ||
          PERSONS_TRADE.test(sentence) ||
          MOVED_OR_TAKEN_OVER.test(sentence) ||
          STANDING.test(sentence) ||
          (RENAMED.test(sentence) && !SAYS_FOUNDED.test(sentence.replace(/\([^)]*\)/g, ' '))) ||
          GROUPS_FOUNDING.test(sentence) ||
          someoneElses(sentence, own) ||
          anothersFounding(sentence) ||
          // A post's timestamp ("2024-09-12 09:18" under a notice) is as bare a date.
          /^\s*\d{4}(-\d{2}(-\d{2})?)?([T ]\d{2}:\d{2}(:\d{2})?)?\s*$/.test(sentence)
        )
          continue;
        for (const year of sentence.match(/(?<!\d)(19|20)\d{2}(?!\d)/g) ?? []) {
          if (!foundingYearIn(sentence, year)) continue;
          const reading = { value: year, quotes: [sentence], url: pg.url };
          if (foundedInWords(sentence, year)) return reading;
          started ??= reading;
        }
      }
    }
    const labelled = labelledYear(pg);
    if (labelled) return labelled;
  }
  return started;
}

/** A fact sheet's label for the founding, alone in its cell: "Founded", "Gegründet:", "Fondée en", "Año de fundación", "Opgericht", "設立". */
const FOUNDED_LABEL =
  /^(founded|established|year founded|founding year|gegründet|gründungsjahr|fondée?( en)?|année de (création|fondation)|fundad[ao]( en)?|año de fundación|ano de fundação|fondat[ao]( nel)?|anno di fondazione|opgericht( in)?|oprichtingsjaar|założon[aey]( w)?|rok założenia|設立|創業|創立|設立年月日?|創業年)\s*[:：]?$/iu;

/**
 * A fact sheet's founding row (a press kit's "Founded" over "2021", a table's or a definition list's cells): the label and the year
 * on lines of their own, read as one quote in the page's order.
 */
function labelledYear(pg: PageDigest): Reading | null {
  const lines = linesOf(pg).filter((l) => l.area !== 'nav' && !(l.marks ?? []).some((m) => m === 'quote' || m === 'post'));
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    // A Japanese profile writes the month and day after the year ("2015年4月").
    const cell = /^((?:19|20)\d{2})(年(\d{1,2}月)?(\d{1,2}日)?)?$/u.exec(next?.text.trim() ?? '');
    if (!next || !cell || !FOUNDED_LABEL.test(line.text.trim())) continue;
    const quote = `${line.text.trim()} ${next.text.trim()}`;
    if (foundingYearIn(quote, cell[1])) return { value: cell[1], quotes: [quote], url: pg.url };
  }
  return null;
}
