/**
 * The places, chores and parts a software project keeps beside its product — its forum, wiki, chat, mailing list, nightly
 * builds, packages, translations, documentation, ports and plugins, a new website — in the languages seen most. Their start ("The new forum was launched
 * in 2015", "Nightly builds started in 2016", "Seit 2016 gibt es nächtliche Builds") dates that venue, not the product.
 */
const UPKEEP =
  /(?<![\p{L}])(forums?|wiki|mailing[- ]?lists?|chat|irc|discord|matrix|slack|gitter|zulip|mastodon|(bug |issue )?tracker|repositor(y|ies)|nightl(y|ies)|builds?|binaries|packages|translations?|documentation|docs|ports?|plugins?|add-?ons?|extensions?|bindings|new (web ?site|site|homepage|blog)|portierung|erweiterungen|portage|greffons|extensiones|complementos|extensões|estensioni|extensies|mailingliste|pakete|übersetzung(en)?|dokumentation|neue (web ?site|webseite|homepage)|liste de diffusion|compilations?|paquets|traductions?|nouveau site|foro|lista de correo|compilaciones|paquetes|traducciones|documentación|nuevo sitio|fórum|lista de discussão|pacotes|traduções|documentação|novo site|pacchetti|traduzioni|documentazione|nuovo sito|mailinglijst|pakketten|vertalingen|documentatie|nieuwe website|フォーラム|ナイトリー|ビルド|ドキュメント|翻訳)(?![\p{L}])/iu;

/** Where a project's code is hosted: "since 2017 on GitHub" dates a move of the code, not the project's start. */
const CODE_HOST = /(?<![\p{L}])(github|gitlab|sourceforge|codeberg|bitbucket|launchpad|savannah|gitea)(?![\p{L}])/iu;

/** The company speaking, in the languages seen most. */
const SPEAKER = /(?<![\p{L}])(we|our|us|i|my|wir|unser\p{L}*|nous|notre|nos|nosotros|nuestr\p{L}*|nós|noss[oa]s?|noi|nostr[oaie]|wij|onze|ons)(?![\p{L}])/iu;

const SINCE = /^(since|seit|depuis|desde|dal|sinds|od roku)$/i;

/**
 * What a "since" dates of a product that is already there: where it is available ("Since 2018, Acme is available on Flathub",
 * "has been available for Apple Silicon since 2020") and who keeps it ("Since 2014 the project has been maintained by volunteers",
 * "Seit 2014 wird das Projekt von Freiwilligen gepflegt").
 */
const ALREADY_THERE =
  /(?<![\p{L}])(available|verfügbar|erhältlich|disponibles?|disponíve(l|is)|disponibil[ei]|beschikbaar|maintained|gepflegt|betreut|maintenu|mantenid[oa]|mantid[oa]|mantenut[oa]|onderhouden)(?![\p{L}])/iu;

/**
 * Whether a start word ("launched", "started", "since") at `at` in `quote` dates a project's venue, its code's host, where it is
 * available or who maintains it: the
 * venue is the subject of its clause (the words before the start word), or the first words after a clause that opens with
 * "since" and its year ("Since 2016, nightly builds …"); a "since" beside a code host dates the move of the code.
 */
export function datesUpkeep(quote: string, word: string, at: number): boolean {
  const before =
    quote
      .slice(0, at)
      .split(/[.;:!?—–]|,\s/)
      .pop() ?? '';
  if (UPKEEP.test(before)) return true;
  if (!SINCE.test(word)) return false;
  if (CODE_HOST.test(quote) || ALREADY_THERE.test(before)) return true;
  const after = quote.slice(at).replace(/^\S+\s+(\S+\s+){0,2}?(19|20)\d{2}\s*,?/u, '');
  const head = after.split(/\s+/).slice(0, 8).join(' ');
  // "Since 2012 we build the best packages for travellers": the company speaks, its goods are no venue.
  const said = (re: RegExp) => re.test(head) && !SPEAKER.test(head.slice(0, re.exec(head)?.index));
  return !/\p{L}/u.test(before) && (said(UPKEEP) || said(ALREADY_THERE));
}

/**
 * The company's own website or social account as the subject of a start ("Our website was launched in 2019", "Le site a été créé en
 * 2018", "Unsere Webseite ging 2016 online", "Our Instagram account started in 2017"): the year dates the site, not the company. A
 * site named by its address ("Le site jeveuxaider.example a été initié…") may be the product itself, so it is left to be read.
 */
const OWN_SITE =
  /(?<![\p{L}])(((our|the|this|unser\p{L}*|die(se)?|notre|le|ce|nuestr[oa]|el|este|esta|la|nosso|o|este|il|nostro|questo|onze|de|deze)\s+(web ?site|webseite|homepage|site web|site internet|sitio web|página web|sito web|sito internet|sito))|(?<![\p{L}])(le|ce|notre)\s+site|(instagram|facebook|twitter|youtube|tiktok|linkedin|pinterest)[- ](account|page|channel|konto|kanal|seite|compte|page|chaîne|cuenta|canal|conta|pagina|profiel))(?![\p{L}])(?!\s+[\p{L}\d-]+\.\p{L}{2,})/iu;

/** Whether the words before the founding word at `at`, in its clause, make the company's own website or account its subject. */
export function datesOwnSite(quote: string, at: number): boolean {
  const before =
    quote
      .slice(0, at)
      .split(/[.;:!?—–]|,\s/)
      .pop() ?? '';
  return OWN_SITE.test(before);
}
