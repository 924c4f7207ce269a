/**
 * What a bare "since" and its year date besides the company's own start, in the corpus languages: where the product is listed or
 * can be had ("Seit 2012 im App Store", "Disponible depuis 2019 sur Android", "Available on Steam since 2020"), a feature ("Since
 * 2012, Acme supports Opus"), a partnership ("Since 2014 we have been a Google Partner"), someone else's use ("Depuis 2017, la
 * Mairie de Lyon utilise Acme"), a delivery area ("Desde 2016 ofrecemos envíos a toda Europa") or where the company is now ("seit
 * 2018 in Wels", "since 2015 based in Berlin", "depuis 2019 à Lyon"). The company was there before any of them, or the sentence
 * says nothing of when it began; "Seit 2005 für Sie da", "Since 2012 we have been helping families" still date the business.
 */

/** Being had: available, sold, listed, downloaded. */
const AVAILABLE =
  /(?<![\p{L}])(available|verfügbar|erhältlich|disponibles?|disponíve(l|is)|disponibil[ei]|beschikbaar|verkrijgbaar|listed|gelistet|downloads?|installs|installations|téléchargée?s?|téléchargements?|descargas?|descargad[oa]s?|baixad[oa]s?|scaricat[oa]|installazioni|配信|ダウンロード)(?![\p{L}])/iu;
/** A listing on a stock exchange: "Since 2020 listed on the Frankfurt Stock Exchange", "Seit 2020 an der Börse notiert". */
const EXCHANGE =
  /(?<![\p{L}])(stock exchange|stock market|börse|bourse|bolsa de valores|borsa valori|piazza affari|effectenbeurs|notiert|cotée?s?|cotizad[oa]s?|cotad[oa]s?|quotat[oa]|genoteerd|nasdaq|nyse)(?![\p{L}])/iu;

/**
 * A pledge or a state the company keeps since a year ("Since 2018 carbon neutral", "Seit 2019 klimaneutral", "Depuis 2020, 100 % énergie
 * renouvelable", "all our packaging is plastic-free"): the year dates the pledge.
 */
const PLEDGE =
  /(?<![\p{L}])(carbon[- ]neutral|climate[- ]neutral|net[- ]zero|klimaneutral|co2-neutral|neutre en carbone|neutralité carbone|climáticamente neutr\p{L}*|neutr[oa]s? en carbono|neutr[oa]s? em carbono|a impatto zero|klimaatneutraal|co2-neutraal|plastic[- ]free|plastikfrei|zéro plastique|sin plástico|sem plástico|plastic ?vrij|renewable|erneuerbar\p{L}*|ökostrom|renouvelables?|renovables?|renováve(l|is)|rinnovabil[ei]|hernieuwbare|groene stroom|solar energy|solar power|solarstrom|solarenergie|énergie solaire|energía solar|energia solar|energia solare|zonne-energie)(?![\p{L}])/iu;

/**
 * A further office, shop or branch ("Since 2019 we have a second office in London", "Seit 2017 mit einer Filiale in Graz", "Depuis 2018,
 * une deuxième boutique à Nantes"): the company was there before it.
 */
const BRANCH =
  /(?<![\p{L}])((second|another|additional|zweite[nrs]?|weitere[nrs]?|deuxième|seconde?|autre|segund[oa]|otr[oa]|altr[oa]|tweede|andere)\s+(office|location|branch|shop|store|studio|büro|standort|laden|geschäft|bureau|agence|boutique|magasin|oficina|tienda|sede|local|escritório|loja|ufficio|negozio|punto vendita|kantoor|vestiging|winkel)|branch(es)?|filialen?|zweigstellen?|succursales?|sucursal(es)?|filial(es|is)?|vestigingen?)(?![\p{L}])/iu;

/** A store or a platform's marketplace: "im App Store", "on Steam", "sur le Chrome Web Store", "su Google Play". */
const STORE =
  /(?<![\p{L}])((app|play|mac app|microsoft|windows|chrome web|web|galaxy|snap|epic games|shopify app) ?store|google play|steam|f-droid|flathub|product hunt|appsource|itch\.io|marketplace|marktplatz|etsy|amazon|ebay|zalando)(?![\p{L}])/iu;
/**
 * Sold or stocked by a retailer, or seen in the media ("Seit 2015 im Sortiment von dm", "Depuis 2016 référencé chez Carrefour", "Desde
 * 2018 a la venta en El Corte Inglés", "Since 2015 stocked in Whole Foods", "Seit 2013 bekannt aus dem Fernsehen").
 */
const SOLD =
  /(?<![\p{L}])(stocked|sold (in|at|by|through)|verkauft (in|bei|über)|im sortiment|référencée?s?|vendue?s? (chez|en|dans)|à la vente|a la venta|vendid[oa]s? en|à venda|in vendita|vendut[oa] (in|da|su)|verkocht (bij|in)|te koop|featured in|as seen (in|on)|bekannt aus|vue? (à|dans|sur) la|visto en|visto su|bekend van)(?![\p{L}])/iu;
/** The company making a thing available ("Since 2005 we make our products available to customers"): its business, said by it. */
const WE = /(?<![\p{L}])(we|wir|nous|nosotros|noi|wij|ik|i)\s+(?!(are|sind|sommes|estamos|siamo|zijn|ben|am)(?![\p{L}]))\p{L}+/iu;
const listed = (clause: string) => {
  const had = AVAILABLE.exec(clause);
  return STORE.test(clause) || SOLD.test(clause) || (had !== null && !WE.test(clause.slice(0, had.index)));
};

/** A support, an integration, a compatibility or a translation: a feature when what it names is a thing, not whom it serves. */
const FEATURE =
  /(?<![\p{L}])(supports?|supported|unterstützt|prend en charge|pris en charge|supporte|soporta|admite|suporta|supporta|ondersteunt|integrates?|integrated|integriert|s['’]intègre|intègre|se integra|integra|integreert|compatible|kompatibel|compatível|compatibile|compatibel|accepts?|akzeptieren|acceptons|aceptamos|aceitamos|accettiamo|accepteren|translated|übersetzt|tradu(it|ite|its|cid[oa]s?|zid[oa]s?)|tradott[oaie]|vertaald|対応)(?![\p{L}])/iu;
/** Things a product supports: formats, platforms, devices, languages, payments ("supports 20 languages", "unterstützt Apple Pay"). */
const THING =
  /^\s*(\p{L}+\s+){0,3}?(codecs?|formats?|files?|protocols?|standards?|languages?|devices?|platforms?|browsers?|recording|export|import|sync|payments?|api|plugins?|extensions?|cameras?|screens?|widgets?|dark mode|formate?|dateiformate?|sprachen|geräte|plattformen|zahlung\p{L}*|fichiers?|langues|appareils|plateformes|paiements?|formatos?|archivos?|arquivos?|idiomas?|dispositivos?|plataformas?|pagos?|pagamentos?|lingue|dispositivi|piattaforme|pagamenti|bestandsformaten|talen|apparaten|platformen|betalingen)(?![\p{L}])/iu;
/** A name of a thing: an acronym, a name with a capital inside or a digit ("HDR", "ProRes", "USB-C", "4K"). Case matters. */
const TECH_NAME = /^\s*(\S+\s+){0,2}?\S*(\p{Lu}{2,}|\p{Ll}\p{Lu}|\d)/u;
/** In English a capitalised word after "supports" is a name, not a noun ("supports Opus"); German writes every noun so. */
const EN_NAMED = /^\s*(the\s+)?(?!(The|Our|Your|Their|All|Every|Local|Small)\b)\p{Lu}/u;
const featureOf = (clause: string) => {
  const verb = FEATURE.exec(clause);
  if (!verb) return false;
  const rest = clause.slice(verb.index + verb[0].length);
  return (
    !/^(supports?|supported|unterstützt|supporte|soporta|admite|suporta|supporta|ondersteunt|prend en charge|pris en charge)$/iu.test(verb[0]) ||
    THING.test(rest) ||
    TECH_NAME.test(rest) ||
    (/^support/i.test(verb[0]) && EN_NAMED.test(rest))
  );
};

/**
 * Another's backing ("Seit 2020 ist die Björn Steiger Stiftung wichtigster Förderer des Vereins", "Since 2019 Acme Ventures has been our
 * main investor", "Depuis 2018, la Région est notre principal financeur"): the company was there to be backed.
 */
const BACKER =
  /(?<![\p{L}])(förder(er|in|nde)|hauptförder\p{L}*|geldgeber\p{L}*|unterstützer\p{L}*|sponsor(s|en|in)?|hauptsponsor\p{L}*|funders?|backers?|(main |lead |first )?investors?|investoren|mécènes?|financeurs?|patrocinador(es|as?)?|mecenas|financiador(es|as?)?|finanziator[ei]|sostenitor[ei]|geldschieters?|subsidiegever\p{L}*)(?![\p{L}])/iu;

/** A partnership with another ("in partnership with", "Partnerschaft mit", "partenaire de Google", "a Google Partner"). */
const PARTNERSHIP =
  /(?<![\p{L}])(partnership|partnered|partnerschaft|partenariat|colaboración|en colaboración|parceria|collaborazione|samenwerking|kooperation|cooperación|cooperação|cooperazione)(?![\p{L}])/iu;
/**
 * Another brand's partner, named ("partner of Google", "Partner von Shopify", "partenaire de Salesforce", "a Google Partner",
 * "HubSpot-Partner"); not the company as the reader's partner ("Ihr Partner für Reinigung", "votre partenaire de confiance"). Case matters.
 */
const NAMED_PARTNER =
  /(?<![\p{L}])([Pp]artner|[Pp]artenaire|[Ss]ocio|[Pp]arceiro) (of|von|de|d['’]|di|van|da|do) \p{Lu}|(?<![\p{L}])(?!(Ihr|Your|Unser|Our|Votre|Notre|Su|Tu|Seu|Sua|Vostro|Nostro|Uw|Onze|Der|Die|Das|The|Le|La|El|Il|De|Het|Ein|Eine|An?|Trusted|Reliable)[ -])\p{Lu}[\p{L}\d]+(?:[ -](?:Premier|Certified|Gold|Silver|Solution|Solutions|Preferred))?[ -]Partner(?![\p{L}])/u;

/** Another's use or trust ("used by", "la Mairie utilise Acme", "vertrauen uns"): the customer's start, not the company's. */
const USED =
  /(?<![\p{L}])(used by|trusted by|relied on by|chosen by|(have|has) chosen|chose|ont choisi|han elegido|escolheram|hanno scelto|hebben gekozen|entschieden|gewählt|zu (ihre[mnr]?|seine[mnr]?)\s+(\p{L}+\s+){0,2}gemacht|uses|rely on|trust|trusts|nutzt|nutzen|verwendet|verwenden|eingesetzt|setzt auf|setzen auf|vertraut|vertrauen|utilise|utilisent|utilisée?s? par|font confiance|fait confiance|utiliza|utilizan|utilizad[oa] por|confía|confían|confia|confiam|utilizza|utilizzano|utilizzat[oa] da|si affida|si affidano|gebruikt|gebruiken|vertrouwt|vertrouwen)(?![\p{L}])/iu;

/** A delivery area ("shipping to all of Europe", "Versand in die Schweiz", "envíos a toda Europa", "spedizioni in tutta Italia"). */
const SHIPPING =
  /(?<![\p{L}])(shipping|ships?|versand|versenden|envíos?|enviamos|livraisons?|livrons|expédi\p{L}*|spedizion[ei]|spediamo|verzend\p{L}*|envios)(?![\p{L}])/iu;

/** Where the company is or went: based, settled, moved ("ansässig", "installés", "gevestigd", "trasferiti", "umgezogen"). */
const PLACED =
  /(?<![\p{L}])(based|located|headquartered|moved|relocated|settled|ansässig|niedergelassen|beheimatet|umgezogen|übersiedelt|implantée?s?|déménagée?s?|basad[oa]s?|ubicad[oa]s?|mudad[oa]s?|nos mudamos|sediat[oa]|trasferit[oai]|gevestigd|gehuisvest|verhuisd|sediad[oa]|localizad[oa])(?![\p{L}])|(?<![\p{L}])(con sede|mit sitz|avec (son )?siège|com sede|met (het |ons )?hoofdkantoor|with (our |its )?(head ?office|headquarters)|at home|zu hause|presenti|presentes|présents?|aanwezig|vertreten) (en|in|im|a|à|au|em|no|na|nel)(?![\p{L}])|(?<![\p{L}])(instalad[oa]s?|establecid[oa]s?|situat[oa]|insediat[oa]|estabelecid[oa]s?) (à|au|en|dans|a|in|em|no|na)(?![\p{L}])/iu;
/**
 * A clause after the year that is only a place ("in Wels", "sind wir in Wels zu Hause", "à Lyon", "en Madrid", "a Milano", "in der
 * Innenstadt von Graz"): a being there, a preposition, a name with a capital, then maybe a word of presence ("für Sie da", "vor Ort").
 */
const PLACE_LEAD = new RegExp(
  String.raw`^[\s,]*((we are|we['’]re|we have been|sind wir|wir sind|nous sommes|estamos|somos|siamo|zijn we|zijn wij|zitten we|zitten wij|ich bin|bin ich|je suis|estoy|sono)\s+)?` +
    String.raw`(in|à|au|en|a|em|no|na|nel|nella|te|at)\s+` +
    String.raw`((der|die|the|le|la|el|il|de|het|o)\s+(innenstadt|altstadt|mitte|heart|centre|center|centro|centrum|cœur|coeur|hartje|cuore)\s+(von|of|de|du|del|di|van|do|da)\s+)?` +
    // A German noun after "in" is a state, not a town ("in Familienhand", "im Geschäft").
    String.raw`(?!(famil\p{L}*|betrieb|geschäft|einsatz|business|handwerk|dienst\p{L}*|branche|hand|händen)(?![\p{L}]))`,
  'iu',
);
/** Places' names: capitalised words, with the small words towns' names hold ("Frankfurt am Main", "Berlin and Hamburg"). Case matters. */
const PLACE_NAME = /^\p{Lu}[\p{L}'’.-]*(\s+(am|an der|im|sur|de|del|di|aan de|\p{Lu}[\p{L}'’.-]*)|(,\s*|\s+(and|und|et|y|e|en|&)\s+)\p{Lu}[\p{L}'’.-]*)*/u;
const PRESENCE =
  /^(\s+(zu hause|daheim|ansässig|beheimatet|für sie da|für sie tätig|tätig|vor ort|active|actifs?|activos|attivi|actief|gevestigd|present|installée?s?|établie?s?|presentes?))?\s*[.!]?\s*$/iu;
const onlyAPlace = (after: string) => {
  const lead = PLACE_LEAD.exec(after);
  if (!lead) return false;
  const name = PLACE_NAME.exec(after.slice(lead[0].length));
  // "Dal 2019 siamo a Milano con il nostro negozio": being somewhere since a year, whatever follows, is still a presence.
  return name !== null && (lead[1] !== undefined || PRESENCE.test(after.slice(lead[0].length + name[0].length)));
};

/**
 * A person's role since a year, or a generation's ("Since 2015, Jane has been our head chef", "Seit 2015 ist Jana unsere Küchenchefin",
 * "Desde 2015, Ana es nuestra jefa de cocina", "Since 2019 our CEO is Tom Baker", "Depuis 2015, Marie dirige la cuisine", "Seit 2017 in
 * zweiter Generation"): the year dates who leads it, not the business.
 */
const ROLE =
  /(?<![\p{L}])(our|my|unser\p{L}*|mein\p{L}*|notre|ma|mon|nuestr[oa]|mi|nostr[oa]|onze|mijn|is|ist|est|es|è|as|als|comme|como|come)\s+(\p{L}+\s+){0,2}?(head chef|chef|ceo|managing director|director|manager|owner|küchenchef\p{L}*|geschäftsführer\p{L}*|inhaber\p{L}*|leiter\p{L}*|cheffe|directeur|directrice|gérante?|propriétaire|jef[ea]|directora?|gerente|dueñ[oa]|propietari[oa]|direttore|direttrice|titolare|proprietari[oa]|chef-kok|eigenaar|bedrijfsleider)(?![\p{L}])|(?<![\p{L}])(dirige|dirigent|leitet|leads|heads|gestisce|leidt)(?![\p{L}])|(?<![\p{L}])(generation|generación|génération|generazione|generatie|geração)(?![\p{L}])/iu;

/**
 * Settled in a town, said in French of the company ("Depuis 2021, l'association est installée à Montreuil", "nous sommes installés à
 * Lyon depuis 2019"): where it is. Said by a practitioner of herself ("Je suis installée à Lyon depuis 2015") it is the start of her practice.
 */
const SETTLED_FR = /(?<![\p{L}])(installée?s?|établie?s?) (à|au|en|dans)(?![\p{L}])/iu;
const SHE_HERSELF = /(?<![\p{L}])(je|j['’])(?![\p{L}])/iu;

/**
 * The clause the "since" governs, to its next comma: the words before it when it closes them ("Family owned since 1950, now in its
 * third generation" dates the family's ownership), else the words after it ("Since 2015, Jane has been our head chef").
 */
const ownClause = (before: string, after: string) =>
  /\p{L}/u.test(before) ? `${before} ${after.split(',')[0]}` : (after.replace(/^\s*,/, '').split(',')[0] ?? '');

/** Whether the "since" at `at`, with its year ending at `end`, dates one of the things above in its clause. */
export function sinceDatesAnother(quote: string, at: number, end: number): boolean {
  const before =
    quote
      .slice(0, at)
      .split(/[.;:!?—–]|,\s/)
      .pop() ?? '';
  const after = quote.slice(end).split(/[.;!?](?=\s|$)/)[0] ?? '';
  const clause = `${before} ${after}`;
  return (
    listed(clause) ||
    EXCHANGE.test(clause) ||
    PLEDGE.test(clause) ||
    BRANCH.test(clause) ||
    featureOf(clause) ||
    PARTNERSHIP.test(clause) ||
    NAMED_PARTNER.test(clause) ||
    BACKER.test(clause) ||
    USED.test(clause) ||
    SHIPPING.test(clause) ||
    PLACED.test(clause) ||
    (SETTLED_FR.test(clause) && !SHE_HERSELF.test(clause)) ||
    ROLE.test(ownClause(before, after)) ||
    onlyAPlace(after)
  );
}

/** A move said outright ("moved to Berlin", "umgezogen", "a déménagé", "nos mudamos", "si è trasferita", "verhuisd"); not a mover's trade ("Umzug", "déménagement"). */
const MOVED =
  /(?<![\p{L}])(moved|relocated|umgezogen|übersiedelt|a déménagé|avons déménagé|nous avons déménagé|nos mudamos|se mudó|mudou-se|trasferit[oaie]|ci siamo trasferiti|verhuisd)(?![\p{L}])/iu;
const SINCE_YEAR = /(?<![\p{L}])(since|seit|depuis|desde|dal|sinds)\s+((19|20)\d{2})(?!\d)/giu;

/**
 * Whether a line tells of a move: said outright, or a "since" whose clause only places the company ("seit 2018 in Wels", "since 2015
 * based in Berlin"). Where a site tells of one, the place it was founded in is not where it is.
 */
export function statesMove(text: string): boolean {
  if (MOVED.test(text)) return true;
  return [...text.matchAll(SINCE_YEAR)].some((m) => {
    const after = text.slice(m.index + m[0].length).split(/[.;!?](?=\s|$)/)[0] ?? '';
    // "depuis 2019 installée à Nantes": settled there since, which a founding sentence would not say of its own town.
    return onlyAPlace(after) || PLACED.test(after) || /^[\s,]*(installée?s?|établie?s?)\s+(à|au|en|dans)\s/iu.test(after);
  });
}
