import { countriesNamed, US_STATE_NAME, US_STATES } from '../../../domain/draft/countries.ts';
import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';
import { isFurniture, priceCue } from '../../../domain/draft/support.ts';
import { blogIndex } from './blog-index.ts';
import { ACADEMIC_TITLES, demoTitle, SLOGAN_SEPARATORS } from './brand.ts';
import { severalSlides, withoutSlides } from './carousel.ts';
import { personName } from './founders.ts';
import { withoutLegalForm } from './legal-form.ts';
import { LEGAL_DOCUMENT, NOT_WHAT_IT_IS } from './not-a-slogan.ts';
import { OFFICIAL_SITE_WORDS, withoutOfficialMark } from './official-mark.ts';
import { addressTopic, lastSegment, namesTopic, secondaryAddress } from './page-topic.ts';
import {
  FACT_PAGE,
  FACT_PATH,
  HOUSEKEEPING_PAGE,
  isFiller,
  isPlaceholderText,
  isTemplateTitle,
  letters,
  linesOf,
  RELEASE_STAGE,
  type Reading,
  sentences,
  squash,
  VERSION_AFTER,
  withoutEmojiAround,
} from './text.ts';

/** "Welcome to Acme", in the languages seen most: a greeting, not a slogan. */
const WELCOME =
  /^(welcome|willkommen|herzlich willkommen|bienvenue|bienvenido|bienvenidos|bem-vindo|bem-vindos|benvenut[oi]|welkom|witamy|witaj|witajcie|välkommen|velkommen|tervetuloa|добро пожаловать|ようこそ|欢迎|歡迎|환영합니다|vítejte|vitajte|hoş geldin(iz)?|üdvözöljük|üdvözlünk|bine a(ț|ţ|t)i venit|bun venit|chào mừng|selamat datang|καλώς (ήρθατε|ήρθες|ορίσατε)|أهلا|أهلاً|مرحبا|مرحباً|ברוכים הבאים|ласкаво просимо|seja bem-vind[oa]s?|sejam bem-vind[oa]s|sea bienvenid[oa]|(te|le|les) damos la bienvenida)(?![\p{L}])|(?<![\p{L}])hoş geldin(iz)?[\s!.]*$|^[¡]?(hello|hi|hey|hallo|hola|bonjour|salut|olá|oi|ciao|hoi|moin|servus|buongiorno|buenos días|bom dia|guten tag)(\s+(there|everyone|world|à tous|a todos|zusammen|tutti|allemaal))?\s*[!.,]*$|^こんにちは/iu;
/** A button's words: an action, not a slogan. */
const ACTION =
  /^(download|get|try|sign|start|buy|join|learn|contact|book|request|see|view|read|discover|explore|order|shop|install|subscribe|descargar|herunterladen|télécharger|scarica|baixar|entdecken|découvrir|découvrez|descubre|descubra|scopri|ontdek|odkryj|upptäck|holen sie sich|hol dir|laden sie|lade dir|testen sie|teste|probieren sie|obtenez|obtiens|essayez|essaie|téléchargez|descarga|descargue|prueba|pruebe|obtén|consigue|baixe|obtenha|experimente|ottieni|prova|provate|probeer|haal|check out|confira|confiram|veja|vejam|conheça|conheçam|bekijk|schauen sie sich|schau dir)(?![\p{L}])/iu;
/** Headings that name a section of the page, not the product; an events list's ("Eventi futuri", "Kommende Veranstaltungen", "Próximos eventos") in the languages seen too. */
const SECTION =
  /^(official (web ?site|site|page|homepage)|the official|homepage|company|the company|home|solutions?|platform|products?|latest|recent|our|news|features?|overview|services?|products?|projects?|testimonials?|contact|pricing|about|downloads?|documentation|getting started|community|team|blog|events?|upcoming|why|how it works|faq|help|support|neuigkeiten|aktuelles|nouveautés|actualités|noticias|novidades|notizie|nieuws|aktualności|eventi|prossimi eventi|veranstaltungen|kommende veranstaltungen|nächste termine|termine|événements|evenements|prochains événements|eventos|próximos eventos|proximos eventos|evenementen|komende evenementen|wydarzenia|nadchodzące wydarzenia|evenemang|kommande evenemang)(?![\p{L}])/iu;
/** More headings that name a section of the page, in the languages seen most (at most four words): what follows, not the product. "Our …" in other languages is one. */
const SECTION_NAME =
  /^(who we are|what we (do|offer)|featured|meet (the|our) (team|founders?|people|staff|crew)|frequently asked questions|häufig gestellte fragen|questions fréquentes|preguntas frecuentes|perguntas frequentes|domande frequenti|veelgestelde vragen|what (our |people |they )?(customers|clients|users|people|they) (say|are saying)|case stud(y|ies)|customer stor(y|ies)|success stor(y|ies)|release notes|changelog|what's new|quick ?start|table of contents|contents$|careers( at\b.*)?$|jobs( at\b.*)?$|open (positions|roles)|job openings|join (us|our team|the team)|in the press|press (releases?|kit|coverage)|media (kit|coverage)|where to buy|best ?sellers|new arrivals|terms( of\b.*| and\b.*| & .*)?$|privacy (policy|notice|statement)|legal (notice|information|info)|impressum|imprint|mentions légales|datenschutz|aviso legal|note legali|colofon|choose (a|your) plan|screenshots|integrations|unser(e[nmrs]?)?|notre|nos (services|produits|solutions|offres|prestations|valeurs|clients|partenaires|réalisations|projets|équipes?|engagements|actualités|références|tarifs|formules|métiers|missions)|nuestr[oa]s?|onze|i nostri|le nostre|il nostro|la nostra|noss[oa]s?|nasz[ae]?|wer wir sind|was wir (tun|machen|bieten)|qui sommes[- ]nous|ce que nous faisons|quiénes somos|qué hacemos|quem somos|o que fazemos|chi siamo|cosa facciamo|wie (zijn )?wij( zijn)?|wat (we|wij) doen|våra|vårt|vår|vores|vårt|våre|наши|наш|наша|наше|nasze|naszą)(?![\p{L}])/iu;

/**
 * A pricing page's heading: its prices praised in a word or two ("Transparent Pricing", "Simple, transparent pricing", "Plans &
 * Pricing", "Tarifs transparents"). It names the page a visitor is on, not what the product is.
 */
const PRICES_HEADING =
  /^((simple|transparent|straightforward|flexible|fair|honest|clear|affordable|predictable|no-nonsense|our|development|developer|service|services|project|hosting|website|web|design|software|consulting|membership)[,\s]+((and|&)\s+)?){0,3}(pricing|prices|rates|fees|plans)(\s*(and|&)\s*(pricing|prices|plans|rates))?(\s+plans)?$|^(preise und pakete|transparente preise|tarifs transparents|precios transparentes|prezzi trasparenti)$/iu;

/** A pricing or contact page's own name in its title ("Pricing Plans", "Contact Us", "Kontakt"), with or without the brand after it. */
const PRICES_OR_CONTACT_PAGE =
  /^(pricing|pricing plans|plans (and|&) pricing|prices|rates|contact|contact us|get in touch|kontakt|contacto|contatti|nous contacter|preise|tarifs|precios|prezzi)$/i;

/**
 * A project page's documentation sections, in the languages seen most: "How To Use", "Usage", "Installation", "Examples",
 * "Demos and Documentation",
 * "Browser support", "So funktioniert's", "Utilisation", "Cómo usarlo", "Come usare", "使い方", and a demo page's own name ("Live demo",
 * "Interactive demo", "Demo page", "Live examples"). What follows, not the product.
 */
const DOCS_SECTION =
  /^((demos?|docs|documentation|examples?|api|usage|guides?|tutorials?|reference)(\s+(and|&|\+|und|et|y|e)\s+(demos?|docs|documentation|examples?|api|usage|guides?|tutorials?|reference))+|how to (use|install|get started|set up|setup)|(basic |advanced )?usage|installation|install(ing)?|set ?up|configuration|options|api( reference| docs)?|((live|online|interactive|more)\s+)?(examples?|demos?|demonstrations?)(\s+page)?|browser (support|compatibility)|licen[cs]e|credits|so funktioniert(['’]?s)?|anleitung|verwendung|nutzung|utilisation|mode d['’]emploi|comment (l['’])?utiliser|c[óo]mo (usar(lo)?|funciona)|uso|instalaci[óo]n|instala[çc][ãa]o|como (usar|funciona)|come (usare|funziona)|utilizzo|installazione|gebruik|hoe werkt (het|het\?)|jak (używać|to działa)|instalacja|使い方|インストール|使用方法|安装)[\s.:!?]*$/iu;

/**
 * News of the company, not what it does: a release ("Version 3.2 released", "Acme 2.0 is here"),
 * availability ("Now available on Android"), hiring, an acquisition or a closing, a season's
 * greeting, a sale, a thank-you, maintenance, a teaser.
 */
const NEWS = [
  /\b(v|version|versión|versione|versão|versie)\s?\d+(\.\d+)*\b.*\b(released|is out|is here|is live|available|launched|ist da|erschienen|verfügbar|sorti|disponible|disponibile|disponível|beschikbaar)\b/iu,
  /\b\d+\.\d+(\.\d+)?\b.*\b(released|is out|is here|is live|now available|launched|ist da|ist erschienen|est sorti|est disponible|está disponible|è disponibile|está disponível|is uit)\b/iu,
  /^(now|jetzt|maintenant|ahora|ya|agora|ora|nu)\s+(available|verfügbar|erhältlich|disponible|disponível|disponibile|beschikbaar|live|open)\b/iu,
  /\b(we'?re hiring|we are hiring|now hiring|wir stellen ein|on recrute|nous recrutons|estamos contratando|stiamo assumendo|wij zoeken|we zoeken)\b|^wir suchen (verstärkung|dich|sie|mitarbeiter\p{L}*|kolleg\p{L}*|auszubildende)(?![\p{L}])/iu,
  // "Betriebsurlaub vom 1. bis 15. August", "Chiuso per ferie": a closing for the holidays.
  /(?<![\p{L}])(betriebsurlaub|betriebsferien|urlaubsbedingt geschlossen|congés annuels|fermeture (annuelle|estivale)|cerrado por vacaciones|chiuso per ferie|wegens vakantie gesloten|zomersluiting|fechado para férias)(?![\p{L}])/iu,
  /\b(acquired by|has been acquired|(is|are) shutting down|has shut down|will shut down|is closing( down)?|wird eingestellt|ferme ses portes)\b/iu,
  // "We have shut down Acme", "This app is no longer maintained", "Startupımızı kapatmış bulunmaktayız": the product's end, not what it does.
  /\b(we('ve| have) (shut( it)? down|closed|discontinued|sunset)|(has been|was|is now|is) (discontinued|shut down|sunset(ted)?)|no longer (maintained|available|supported|in development|being developed|active)|wurde eingestellt|n'est plus (maintenu|disponible)|ya no (está disponible|se mantiene)|não (é|está) mais (mantido|disponível)|non è più (mantenuto|disponibile)|wordt niet meer onderhouden)\b|(?<![\p{L}])kapat(tık|mış|ıldı)(?![\p{L}])/iu,
  /\b(merry christmas|happy holidays|happy new year|season'?s greetings|frohe weihnachten|frohes neues jahr|joyeux noël|bonne année|feliz navidad|feliz año nuevo|buon natale|buon anno|prettige feestdagen|feliz natal)\b/iu,
  /\b\d+\s?%\s?(off|rabatt|de descuento|de réduction|de remise|sconto|korting|de desconto)\b|\b(black friday|cyber monday|free shipping|kostenloser versand|versandkostenfrei|livraison gratuite|envío gratis|spedizione gratuita|frete grátis|gratis verzending)\b/iu,
  // "Sale ends Sunday", "Limited time offer", "Only 3 left": a sale's countdown.
  /\b(sale|offer|deal|promo(tion)?|angebot|aktion|soldes|oferta|offerta|aanbieding) (ends|endet|se termine|termina|eindigt)\b|^(limited[- ]time (offer|only|deal)|last chance|only \d+ left|while (stocks|supplies) last|solange der vorrat reicht|dans la limite des stocks|hasta agotar (existencias|stock))\b/iu,
  /^(thank you|thanks|vielen dank|danke|merci|gracias|grazie|obrigad[oa]|bedankt)\b/iu,
  // "Issue No. 2: The Specimen", "Issue #14", "Ausgabe 3", "Numéro 12": one issue of a newsletter or magazine, not what it is.
  /^(issue|edition|volume|vol\.|ausgabe|heft|numéro|número|numero|nummer|wydanie)\s*(no\.?|nr\.?|n[°º]|#)?\s*\d+\b/iu,
  /\b(under maintenance|maintenance mode|be right back|temporarily unavailable|wartungsarbeiten|en maintenance|en mantenimiento|in manutenzione|em manutenção)\b/iu,
  /^(download|herunterladen|télécharger|descargar|baixar|scarica)\b.*\b\d+\.\d+/iu,
  /^(stay tuned|something (big|new|great|exciting|special) is coming|big things are coming|bleiben sie dran|restez à l'écoute)\b/iu,
  // "We are launching soon!", "We're open!", "Closed for the holidays", "COVID-19 update": the company's state today, not what it does.
  /^(we('re| are)|we'?ll be|we will be) (launching|going live|coming) (soon|shortly)\b|^launching soon\b/iu,
  // "Coming to PC, PlayStation 5, Xbox Series X/S, and Switch 2", "Out now on Steam": where and when a game comes out, not what it is.
  /^(coming( soon)?|out now|releasing( soon)?|launching( soon)?|erscheint( bald)?|bientôt|disponible (bientôt|prochainement)) (to|on|for|auf|für|sur) (pc|steam|ios|android|mac(os)?|windows|linux|playstation|ps[45]|xbox|(nintendo )?switch|consoles?|the app store|google play|epic)(?![\p{L}])/iu,
  /^(we('re| are)) (now |still |currently |temporarily )?(open|closed|back)(?![\p{L}])|^(now|currently|temporarily) (open|closed)(?![\p{L}])|\bclosed (for|during|over) (the )?(holidays?|christmas|summer|winter|easter|renovations?|vacation)\b|^wir haben (jetzt |wieder )?(geöffnet|geschlossen)|^(nous sommes|on est) (ouverts?|fermés?)|^estamos (abiertos|cerrados)/iu,
  /^(covid(-19)?|coronavirus|corona)[\s:–-]*(update|information|info|notice|hinweis|maßnahmen|mesures|medidas)\b|\b(covid(-19)?|coronavirus) (update|notice)\b/iu,
];

/** A greeting or the author's introduction ("Hello there!", "Hi, I'm Jane", "Hey 👋"): whose page it is, not what it does. */
const GREETING =
  /^(hi|hello|hey|hallo|hola|bonjour|ciao|olá|ola|oi|salut|hej|howdy|greetings)(?![\p{L}])[\s,!.…👋🙂😊]*((there|everyone|all|world|friends?|folks|y'all|zusammen|à tous|a todos|a tutti)(?![\p{L}])[\s,!.…👋🙂😊]*)?($|(i'm|i am|we're|we are|this is|my name is|ich bin|wir sind|je suis|nous sommes|soy|somos|sono|siamo|sou|ik ben|wij zijn)(?![\p{L}]))/iu;

/** A call to reach the company, sign up or give ("Contact us today for a free quote", "Sign up for our newsletter", "Donate now"): what to do, not what it is. */
const CALL_TO_ACT =
  /^(contact us|contact me|call us|call me|call now|email us|e-mail us|write to us|reach out|get in touch|sign up|sign in|log ?in|register (now|today|here)|create (an|your) account|subscribe|donate (now|today)|make a (reservation|booking|donation|appointment)|find (a store|us|our stores?)|kontaktieren sie|rufen sie|schreiben sie uns|jetzt (anmelden|registrieren|spenden)|contactez|appelez|écrivez-nous|inscrivez-vous|abonnez-vous|contáctanos|contacta con|llámanos|escríbenos|regístrate|suscríbete|entre em contato|fale conosco|ligue para|cadastre-se|contattaci|chiamaci|scrivici|iscriviti|neem contact|bel ons|meld je aan|schrijf je in|log (je|u) in|inloggen|connectez-vous|identifiez-vous|se connecter|melden sie sich an|melde dich an|einloggen|anmelden|inicia sesión|iniciar sesión|accede a tu|faça login|fazer login|entre na sua conta|acesse sua conta|accedi|accedere)(?![\p{L}])|^(ログイン|サインイン)/iu;

/**
 * A badge, a status or a notice beside the brand rather than what it does: its maker ("by Jane
 * Doe"), a rating or a press mention, the platforms it runs on, a price or licence badge, a
 * compliance mark, a release stage, a copyright line, a language switcher, a page's script or
 * cookie notice.
 */
const BADGE = [
  /^(by|von|par|por|door|przez)\s+\p{Lu}[\p{L}'’.-]*(\s+\p{Lu}[\p{L}'’.-]*){0,2}[.!]?$|^([Aa]|[Aa]n) (product|project|service|app|company|brand|initiative) (of|by|from)\s/u,
  /^((free|open|source|open-source|libre|gratis|kostenlos|gratuit|gratuito|beta|alpha|new|and|&|\+|,)\s*){1,4}[.!]?$/iu,
  /^(winner|finalist|nominee|recipient|gewinner|lauréat|ganador|vincitore|winnaar) (of|for|des|du|de|del|der|des|van)\b/iu,
  // "iOS & Android App", "A Jane Doe project": the platforms, or whose project it is.
  /^(ios|android|iphone|ipad|mac|macos|windows|linux|web)( ?(&|and|\+|,|\/) ?(ios|android|iphone|ipad|mac|macos|windows|linux|web))+( (app|apps|application))?[.!]?$/iu,
  /^[Aa]n? (\p{Lu}[\p{L}'’.-]*\s){1,3}(project|production|company|initiative|venture|side project)[.!]?$/u,
  /[★⭐]|\b\d(\.\d)?\s?\/\s?5\b|^rated\b|^(as seen|as featured|featured) (on|in)\b|^backed by\b|^#\d+\s/iu,
  /^(available|download|get it) (on|for|in|from)\b|^for (mac|macos|windows|linux|ios|android|iphone|ipad)\b|^(windows|macos|mac|linux|ios|android|web)(\s?[·|&,/+]+\s?(windows|macos|mac|linux|ios|android|web))+$|^(a )?(chrome|firefox|safari|edge|browser|vs ?code|wordpress|shopify|figma|slack|obsidian) (extension|add-?on|plugin|app)$/iu,
  /^(no (credit card|signup|sign-up|sign up|registration|account|ads)\b.{0,20}|cancel anytime|free \d+[- ]day trial|\d+\s?% free|free forever)[.!]?$/iu,
  /^(gdpr|dsgvo|rgpd|soc ?2|hipaa|iso ?\d+|pci[- ]dss)( type (i|ii|1|2))? (compliant|certified|konform|ready)[.!]?$/iu,
  /^((now|currently) in |in )?(public |private |open |closed )?(beta|alpha|early access|preview)[.!]?$|^(invite only|work in progress|currently in development|under (active )?development|in development|launching (in|on|soon)\b)/iu,
  /^(mit|gpl|lgpl|agpl|apache|bsd|mpl|isc|cc[- ]by)[\w.\s-]{0,12}(licen[sc]ed?|licen[sc]e)[.!]?$/iu,
  /all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados|alle rechten voorbehouden/iu,
  // "Made with love", "Made with ❤ in Berlin", "Made in Germany", "Hosted in the EU": where and how it was made, a badge.
  /^([Mm]ade|[Bb]uilt|[Cc]rafted|[Dd]esigned|[Dd]eveloped|[Hh]andmade)( with (love|care|passion|❤️?|♥️?|💙|💜|🧡|💚))?( (in|im|en|em|à|a) (the )?[\p{Lu}][\p{L}.]*( [\p{Lu}][\p{L}.]*)?)?( with (love|care|❤️?|♥️?))?[.!]?$|^[Hh]osted in (the )?(EU|Europe|[\p{Lu}][\p{L}]+)[.!]?$/u,
  // Its maker, sponsor or engine in the languages seen ("Ein Projekt von Jane Doe", "Desarrollado por Jane Doe", "Sponsored by BigCorp", "Powered by OpenAI", "Built on Ethereum", "Made with Rust").
  /^(a|an|ein|eine|un|une|una|uma|um)\s+((open[- ]source|free|side|hobby|personal|community)\s+)?(project|product|app|tool|initiative|service|projekt|produkt|dienst|angebot|projet|produit|proyecto|producto|servicio|projeto|produto|serviço|progetto|prodotto|servizio)\s+(by|of|from|von|der|des|de|du|par|por|di|della|del|da|do|door|van)\s/iu,
  /^([Dd]eveloped|[Cc]reated|[Bb]uilt|[Mm]ade|[Mm]aintained|[Dd]esigned|[Ww]ritten|[Ss]ponsored|[Ss]upported|[Ff]unded|[Bb]acked|[Pp]owered|[Ee]ntwickelt|[Ee]rstellt|[Gg]emacht|[Gg]efördert|[Uu]nterstützt|[Bb]etrieben|[Cc]réé|[Cc]rée|[Dd]éveloppé|[Cc]onçu|[Ss]outenu|[Pp]ropulsé|[Dd]esarrollado|[Cc]reado|[Hh]echo|[Pp]atrocinado|[Aa]poyado|[Dd]esenvolvido|[Cc]riado|[Ff]eito|[Aa]poiado|[Ss]viluppato|[Cc]reato|[Rr]ealizzato|[Ss]ostenuto|[Oo]ntwikkeld|[Gg]emaakt|[Oo]ndersteund)\s+(by|von|durch|par|por|da|di|door)\s+((the|das|die|der|la|le|les|el|los|il|o|a|de|het) )?[\p{Lu}\d][^\s,;:]*(\s+[^\s,;:]+){0,3}[.!]?$|^[Ii]n (partnership|collaboration|cooperation|association) with\s|^([Bb]uilt|[Rr]unning|[Rr]uns) on \p{Lu}[^\s,]*[.!]?$|^([Mm]ade|[Bb]uilt|[Ww]ritten) (with|in) \p{Lu}[\p{L}\d+#.]*( and \p{Lu}[\p{L}\d+#.]*)?[.!]?$/u,
  // The platforms, a card not needed, a release stage or version, a licence, a rating or a count, in the languages seen ("Für Windows, macOS und Linux", "Disponible sur iOS et Android", "Keine Kreditkarte erforderlich", "Jetzt in der Beta", "Current version: 3.1", "Released under the MIT License", "4.9 out of 5", "Over 10,000 downloads").
  /^(für|pour|para|per|voor|dla)\s+(windows|macos|mac|linux|ios|android|iphone)\b|^(disponible|disponível|disponibile|verfügbar|erhältlich|beschikbaar|dostępn[ay])\s+(sur|en|em|su|für|auf|voor|op|na|para|per|im|in|nel)\s+(l'|le |la |el |o |the |dem |de |het )?(ios|android|iphone|ipad|mac|macos|windows|linux|web|app store|mac app store|google play|play store|chrome web store|microsoft store)\b/iu,
  /^(keine kreditkarte|aucune carte (bancaire|de crédit)|pas de carte (bancaire|de crédit)|sin tarjeta|sem cartão|nessuna carta|geen creditcard)\b.{0,25}$/iu,
  /^((jetzt|maintenant|ahora|agora|ora|nu|now|currently) )?((in der|en|em|in) )?(beta|bêta)(phase|version)?[.!]?$|^(current|latest|newest|stable) (version|release)\b|^available now[.!]?$/iu,
  /^(released|licensed|distributed) under\b/iu,
  /\b\d(\.\d)?\s?(out of|von|sur|de|su|van|z)\s?5\b|^((over|more than|mehr als|plus de|más de|mais de|oltre|meer dan)\s+)?\d[\d,.]*\s?[kKmM+]*\s+(downloads|installs|users|customers|stars|active users|happy customers)[.!]?$/iu,
  /^(grátis|gratuito|gratis|gratuit|kostenlos|free)( e| y| et| und| en| and| &)? (de )?(código aberto|código abierto|open[- ]source|quelloffen|libre)[.!]?$/iu,
  // "Works on Linux, Windows and macOS", "Fully open source": the platforms and the licence again.
  /^(works|runs|available) on (windows|macos|mac|linux|ios|android|web|bsd)((,|,? and|,? or|\s&)? (windows|macos|mac|linux|ios|android|the web|web|bsd))*[.!]?$|^(fully|100\s?%|completely|totally|entirely) (free|open[- ]source|free and open[- ]source|libre)[.!]?$/iu,
  /^follow (us|me)(?![\p{L}])|^folge (uns|mir)(?![\p{L}])|^folgen sie (uns|mir)(?![\p{L}])|^suivez-nous(?![\p{L}])|^síguenos(?![\p{L}])|^sígueme(?![\p{L}])|^seguici(?![\p{L}])|^segui-nos(?![\p{L}])|^siga-nos(?![\p{L}])|^volg ons(?![\p{L}])|^följ (oss|mig)(?![\p{L}])|^følg (os|oss|mig|meg)(?![\p{L}])|^obserwuj (nas|mnie)(?![\p{L}])|^seuraa (meitä|minua)(?![\p{L}])/iu,
  // "New game", "Nouvelle partie", "Nueva partida", "Neues Spiel": a game's button, the first thing its page shows.
  /^(new game|start (a )?new game|play again|nouvelle partie|nueva partida|nuova partita|nova partida|neues spiel|nieuw spel|nowa gra)[.!]?$/iu,
  /^(toggle (navigation|menu)|loading|please enable javascript|you need to enable javascript|javascript (is )?(required|disabled)|this (web ?)?site uses cookies|we use cookies|your browser does not support)\b/iu,
];

/** A menu's items side by side, as a header without a <nav> shows them ("Home Products About us Contact", "Startseite Leistungen Über uns Kontakt"). */
const MENU_ITEM =
  '(home|start|startseite|accueil|inicio|início|about|about us|über uns|ueber uns|a propos|à propos|qui sommes-nous|quiénes somos|chi siamo|over ons|contact|contact us|kontakt|contacto|contato|contatti|contactez-nous|products?|produkte|produits|productos|prodotti|services?|leistungen|nos services|servicios|servizi|diensten|blog|news|aktuelles|actualités|noticias|pricing|preise|tarifs|precios|prezzi|team|das team|faq|faqs|portfolio|projects?|projekte|referenzen|gallery|galerie|galería|shop|store|careers|jobs|karriere|impressum|imprint|privacy|datenschutz|log ?in|sign in|sign up|register|features|docs|documentation|support|help|events|termine|downloads?|resources|solutions|lösungen|company|unternehmen|partners|kunden|clients|testimonials|our work|menu|speisekarte|reservations?|booking|cart|warenkorb|search|suche)';
const MENU_WORD = new RegExp(`(?<![\\p{L}])${MENU_ITEM}(?![\\p{L}])`, 'giu');

/**
 * A menu's row with a page of the site's own among its common items ("Start Leistungen Über uns Fuhrpark Kontakt"): three or more
 * items, at most one other word for every three, no sentence's punctuation and no joining word.
 */
function menuRow(t: string): boolean {
  if (/[,.;:!?]/.test(t)) return false;
  const items = t.match(MENU_WORD) ?? [];
  if (items.length < 3) return false;
  const rest = t
    .replace(MENU_WORD, ' ')
    .split(/[\s|·•/]+/)
    .filter((w) => /\p{L}/u.test(w));
  return (
    rest.length <= Math.floor(items.length / 3) &&
    !rest.some((w) => /^(and|und|et|y|e|en|i|or|oder|ou|o|for|für|pour|para|per|voor|with|mit|avec|con|com|met)$/i.test(w))
  );
}

/** A language switcher ("EN | DE | FR", "English Deutsch Français"). */
const LANGUAGE =
  /^(en|de|fr|es|it|nl|pt|pl|ja|zh|ru|sv|da|no|fi|cs|tr|english|deutsch|français|francais|español|espanol|italiano|nederlands|português|portugues|polski|日本語|中文|русский|svenska|dansk|norsk|suomi)$/iu;
const languageSwitcher = (t: string) => {
  const parts = t.split(/[\s|/·•,]+/).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => LANGUAGE.test(p));
};

/** A place and nothing more ("Berlin, Germany", "Lisbon · Portugal"): where the company is, not what it does. */
function onlyAPlace(t: string): boolean {
  const parts = t
    .replace(/[.!]+$/, '')
    .split(/\s*[,·|•/]\s*/)
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > 3)) return false;
  const last = parts[parts.length - 1];
  // "Space Coast, Florida", "Austin, TX": a US state closes a place as a country does.
  const state = US_STATE_NAME.exec(last);
  return countriesNamed(last).some((c) => c.name.length === last.length) || state?.[0] === last || US_STATES.includes(last);
}

/** Search words set side by side ("widgets, widget boards, buy widgets online, widget shop"): a keyword list, not a sentence. */
function keywordList(t: string, brand: string | null): boolean {
  if (/[.!?]$/.test(t)) return false;
  const items = t.split(/\s*,\s*/).filter(Boolean);
  if (items.length < 4 || items.some((i) => i.split(/\s+/).length > 4)) return false;
  const words = items.map((i) =>
    i
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/s$/, '')),
  );
  const repeats = words.some((ws, i) => words.some((other, j) => j !== i && ws.some((w) => w.length > 2 && other.includes(w))));
  return repeats || (brand !== null && items.some((i) => letters(i) === letters(brand)));
}

const STOP =
  /^(a|an|and|the|of|for|to|in|on|with|your|you|our|is|are|de|la|le|les|des|du|et|en|der|die|das|und|für|mit|el|los|las|y|para|con|do|da|dos|das|e|com|il|lo|per|di|het|een|van|voor|met|z|i|w|na|dla|i)$/i;

/**
 * What an about, FAQ, pricing or contact page holds, in the languages seen most: its questions and help, the company's mission,
 * values and history, its plans and prices, its telephone and form. A title's words about them ("Missione, Visione e Valori",
 * "Kanji & JLPT Help", "Free, Starter, Pro & Enterprise Plans", "Irún (943 61 94 84)") describe that page, not the product.
 */
const PAGE_MATTER =
  /(?<![\p{L}])(questions?|asked|help|faqs?|domande|preguntas|fragen|vragen|perguntas|hilfe|aide|ayuda|aiuto|ajuda|pomoc|mission|vision|values|history|missione|visione|valori|storia|histoire|valeurs|geschichte|werte|historia|valores|misión|visión|missão|visão|geschiedenis|waarden|plans?|pricing|prices|preise|precios|prix|tarifs|prezzi|preços|prijzen|ceny|cennik|phone|telefon|téléphone|teléfono|telefono|telefone|formulario|formular|formulaire)(?![\p{L}])|\d{3}[\s.-]?\d{2,3}[\s.-]?\d{2,4}/iu;

const mainHeading = (page: PageDigest) => squash(linesOf(page).find((l) => l.tag === 'h1' && !l.hidden)?.text ?? '').replace(/[.!:]$/, '');

function isFactPage(page: PageDigest, brand: string | null): boolean {
  const segment = lastSegment(page.url) ?? '';
  return FACT_PAGE.test(segment) || FACT_PATH.test(segment) || FACT_PAGE.test(mainHeading(page)) || titledAsContactPage(page.title, brand);
}

/** A page whose short main heading, or the title's first words, name the part of the site its address names: that part's page. */
function topicalPage(page: PageDigest, topic: string): boolean {
  const heading = mainHeading(page);
  const first = squash(page.title.split(SLOGAN_SEPARATORS)[0] ?? '');
  return (heading.split(/\s+/).length <= 5 && namesTopic(heading, topic)) || (first.split(/\s+/).length <= 4 && namesTopic(first, topic));
}

/**
 * A main heading that is the brand and one of its legal documents or housekeeping pages ("Acme Privacy Policy", "Acme 隐私政策",
 * "Petal — Legal & Support"): the page is that document, and the line under its heading says what the page holds.
 */
const LEGAL_NAME = new RegExp(`^(${LEGAL_DOCUMENT})$`, 'iu');
const brandsOwnPage = (page: PageDigest, brand: string | null) => {
  const heading = mainHeading(page);
  if (brand === null || !heading.toLowerCase().startsWith(brand.toLowerCase())) return false;
  const rest = squash(heading.slice(brand.length).replace(/^[\s:|·–—-]+/, ''));
  return LEGAL_NAME.test(rest) || HOUSEKEEPING_PAGE.test(rest) || sitesPages(rest);
};

const isHousekeepingPage = (page: PageDigest, brand: string | null) =>
  HOUSEKEEPING_PAGE.test(lastSegment(page.url) ?? '') || HOUSEKEEPING_PAGE.test(mainHeading(page)) || brandsOwnPage(page, brand);

/** The words that name a contact page, in the languages seen most. */
const CONTACT_PAGE = /^(contact|contact us|get in touch|kontakt|kontaktieren sie|contactez|nous contacter|contacto|contactar|contato|contatti|contacta)$/i;

/**
 * A title that opens by naming the page as the brand's contact page ("Contact Acme | IT support in Poole"): a contact page
 * submitted on its own, whose lead line is its form's ("Whatever it is, tell us and we'll sort it"), not what the product is.
 * Only a contact page: an about page's heading ("The IT support experts") often says what the company is.
 */
function titledAsContactPage(title: string, brand: string | null): boolean {
  const first = squash(title.split(SLOGAN_SEPARATORS)[0] ?? '');
  if (!brand || !first.toLowerCase().endsWith(` ${brand.toLowerCase()}`)) return false;
  return CONTACT_PAGE.test(first.slice(0, -brand.length).trim());
}

/** Words a sentence never ends on: a preposition, an article, a conjunction or a possessive waiting for what follows. */
const DANGLING =
  /(?<![\p{L}])(with|for|to|and|or|of|the|a|an|in|on|at|by|from|your|our|into|mit|für|und|oder|der|die|das|den|dem|ein|eine|zu|von|avec|pour|et|ou|le|la|les|des|un|une|de|du|con|para|y|o|el|los|las|por|com|e|os|as|per|il|lo|gli|di|da|met|voor|en|het|een|van|naar)$/iu;

/** Headings of the company's story, in the languages seen most. */
const STORY =
  /^(the (birth|story|history|origin) of|our (story|history|journey)|how it (all )?(started|began)|la (nascita|storia) di|la nostra storia|die geschichte (von|der|des)|unsere geschichte|l['’]histoire de|notre histoire|la historia de|nuestra historia|a história d[aeo]|nossa história|het verhaal van|ons verhaal)\b/i;

/** A list of words set side by side ("Data Research Consultancy Training"), not a sentence. */
function wordList(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 4) return false;
  return words.every((w) => /^\p{Lu}/u.test(w) && !STOP.test(w)) && !/[,.!?:;]/.test(text);
}

/** Words that make a company's full name of a brand ("Acme AI Solutions", "Acme Labs GmbH"): a name, not what it does. */
const COMPANY_WORD =
  /^(ai|app|apps|solutions?|labs?|studios?|technolog(y|ies)|tech|software|systems?|group|holdings?|inc|llc|ltd|limited|gmbh|ag|ug|kg|sa|sas|sarl|srl|sl|bv|nv|oy|ab|as|co|company|corp|corporation|digital|media|consulting|agency|ventures|partners|hq|io|team|project|foundation|official|online)\.?$/i;

/** A line without the emoji that open it ("🚀 Get started", "🔒 Enter your password"): what it says is in its words. */
const undecorated = (t: string) => t.replace(/^((?![©®™])(\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\uFE0F|\u200D|\s))+/u, '');

/**
 * A company's registered name, whoever's ("Delta Corp." beside the app "Sky Cursor", "Pixel Studio GmbH", "AYT Technologies"): a name
 * and its legal form, or an acronym and its maker's word, and nothing more: a publisher's or a maker's name, never a slogan.
 */
/** A Japanese, Korean or Chinese company's registered name: its legal form before or after the name, nothing more ("주식회사 어플라이", "株式会社タスカル", "冉暖科技有限公司"). */
const CJK_REGISTERED =
  /^((株式会社|有限会社|合同会社|주식회사|유한회사|\(주\)|㈜)\s*[^\s、。！？!?]{1,20}|[^\s、。！？!?]{1,20}\s*(株式会社|有限会社|合同会社|주식회사|股份有限公司|有限公司|公司))$/u;

const registeredName = (text: string) => {
  if (CJK_REGISTERED.test(squash(text))) return true;
  const bare = withoutLegalForm(text);
  const words = bare.split(/\s+/);
  const aName = words.length <= 4 && words.every((w) => /^[\p{Lu}\p{N}&]/u.test(w)) && !/[.!?,:;]/.test(bare);
  // With its legal form, or a proper name (an acronym: "AYT", "XYZ") before the word that makes a maker's name ("AYT Technologies");
  // words that describe ("Mobile Technology Studio", a studio's stated tagline) name no one.
  const acronymMaker = words.length >= 2 && /^\p{Lu}{2,5}$/u.test(words[0]) && MAKER_WORD.test(words.at(-1) ?? '');
  return aName && ((bare !== '' && bare !== squash(text)) || acronymMaker);
};
const MAKER_WORD =
  /^(technolog(y|ies)|labs?|studios?|games|software|softworks|systems|group|holdings|ventures|corporation|company|enterprises|interactive|entertainment)$/i;

/** Words that name a project's page ("example", "demo", "docs", "changelog", "playground"): what the page is, in English and the languages seen most. */
const PAGE_WORD =
  /^(examples?|demos?|demonstrations?|docs|documentation|changelog|homepage|website|site|page|playground|sandbox|showcase|test|beispiele?|dokumentation|exemples?|démo|ejemplos?|documentación|exemplos?|documentação|esempi|esempio|documentazione|voorbeelden|przykłady?|dokumentacja)$/iu;

/** A heading that is the brand and its page's words ("Colorbox Demonstration", "Acme examples"): the headings under it name the examples shown. */
const namesItsPage = (text: string, brand: string) => {
  const words = undecorated(squash(text)).split(' ');
  const n = brand.split(/\s+/).length;
  return words.length > n && letters(words.slice(0, n).join(' ')) === letters(brand) && words.slice(n).every((w) => PAGE_WORD.test(w.replace(/[,.:!]$/, '')));
};

/**
 * A main heading that names the brand as the site's banner: not a story's, and not one naming its page after the brand ("Acme
 * examples", "Acme Privacy Policy"), which heads that page.
 */
const bannerHeading = (page: PageDigest, heading: string, brand: string) =>
  letters(heading).includes(letters(brand)) && !STORY.test(squash(heading)) && !namesItsPage(heading, brand) && !brandsOwnPage(page, brand);

const brandish = (text: string, brand: string | null): boolean => {
  const l = letters(text);
  if (!l) return true;
  const bare = withoutLegalForm(text);
  if (brand && bare !== squash(text) && bare && brandish(bare, brand)) return true;
  // "Verein Lebenslicht …", "Stiftung Acme …", "Association Acme …": the kind of body before the brand is part of its name.
  const body = squash(text).replace(
    /^(verein|förderverein|stiftung|association|asociación|associação|associazione|fundación|fundação|fondation|fondazione|stichting|vereniging)\s+/i,
    '',
  );
  if (brand && body !== squash(text) && brandish(body, brand)) return true;
  if (brand && (l === letters(brand) || letters(brand).includes(l))) return true;
  // "PicoRouter v0.0.1", "OpenTill (alpha)": the brand and its release's number or stage.
  const released = squash(text).replace(VERSION_AFTER, '').replace(RELEASE_STAGE, '');
  if (brand && released !== squash(text) && brandish(released, brand)) return true;
  // "The AuditToolkit", "Die Acme", "L'Acme": an article before the brand still only names it.
  if (brand && letters(squash(text).replace(/^((the|an?|le|la|les|der|die|das|el|los|las|il|lo|gli|het|de|os?|as)\s+|l['’]\s*)/i, '')) === letters(brand))
    return true;
  if (brand) {
    // An emoji before the brand ("🎮 Acme Blog") decorates it: the words after it count.
    const words = undecorated(squash(text)).split(' ');
    const n = brand.split(/\s+/).length;
    if (words.length > n && letters(words.slice(0, n).join(' ')) === letters(brand)) {
      // "Acme :changelog": a colon set before the page's word as after it.
      const rest = words.slice(n).map((w) => w.replace(/^:|[,.]$/g, ''));
      if (rest.every((w) => COMPANY_WORD.test(w))) return true;
      // "Remodal example", "Acme demo page", "Acme docs": the brand and the page's own words name the page, they say nothing of it.
      if (rest.length <= 2 && rest.every((w) => PAGE_WORD.test(w))) return true;
      // "Acme WooCommerce Integration", "Acme DOS Collection", "Acme Cleaning Wesel": the brand and a capitalised word or two name a product, an edition or a branch, they say nothing of it.
      if (rest.length <= 2 && rest.every((w) => /^[\p{Lu}\p{N}]/u.test(w))) return true;
      // "tldr pages", "cmus player": a brand written in lower case and one lower-case word after it is its full name in that style.
      const head = words.slice(0, n).join(' ');
      if (rest.length === 1 && head === head.toLowerCase() && /^\p{Ll}+$/u.test(rest[0])) return true;
      // "Verein Lebenslicht in Krumbach", "Acme aus Köln", "Lyon.rb à Lyon": the brand and where it is; nothing said of what it does.
      if (
        rest.length >= 2 &&
        rest.length <= 4 &&
        /^(in|aus|bei|im|am|from|à|a|en|em|di|da|de|del|uit|te|w|z)$/i.test(rest[0]) &&
        rest.slice(1).every((w) => /^\p{Lu}[\p{L}.'’-]*$/u.test(w) || /^(am|an|der|de|del|la|le|sur|upon|on)$/.test(w))
      )
        return true;
      // "pathjs by mtrpcic", "Toastr by CodeSeven", "Acme by Jane Doe": the brand and its maker (a handle, or a name in capitals), as a
      // project page's header sets them; nothing said of what it is.
      if (
        /^(by|von|par|por|door|przez)$/i.test(rest[0]) &&
        ((rest.length === 2 && /^@?[\p{L}\d][\p{L}\d._-]*$/u.test(rest[1])) || (rest.length <= 4 && rest.slice(1).every((w) => /^\p{Lu}/u.test(w))))
      )
        return true;
    }
  }
  if (WELCOME.test(text.trim())) return true;
  // "Introducing Acme", "Meet Acme": the brand presented, not what it does.
  const presented = /^(introducing|meet|presenting|say hello to|this is|here is|discover|découvrez|entdecken sie|descubre|conheça|scopri)\s+(.+)$/i.exec(
    text.trim(),
  );
  return Boolean(brand && presented && letters(presented[2]) === letters(brand));
};

/** Endings of words that say something ("Bridging", "Innovation", "Management", "Security"): a name has none of them. */
const SAYING_ENDING =
  /(ing|ion|ions|ment|ments|ity|ities|ness|ive|ives|ure|ures|ics|ogy|ism|ance|ancy|ence|ency|ship|ful|less|ed|ers|ung|heit|keit|ción|ção|zione|ità|ité|tät|ismo|ista)$|^(data|tech|web|digital|cloud|smart|home|global|green|solar|energy|health|studio|media|design|software|systems?|services?|solutions?|research|retreat|future|secured?)$/i;

/** A person's name and nothing more ("Damien Robitaille", "Thomas Wenzlaff!"): whose site it is, not what it does. */
const onlyAName = (t: string) => {
  const name = t.replace(/[!.]+$/, '').trim();
  const words = name.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}\p{Ll}+(-\p{Lu}\p{Ll}+)?$/u.test(w) && !SAYING_ENDING.test(w)) &&
    personName(name) !== null
  );
};

/**
 * A sentence about the company rather than what it offers, wherever the brand opens it: a
 * cookie notice, its founding, its opening days, hiring, a move, a trademark notice, a need
 * for JavaScript.
 */
const ABOUT_THE_COMPANY = [
  /\b(uses?|verwendet|nutzt|utilise|utiliza|utilizza|gebruikt) (\S+ )?cookies (to|and|for|um|pour|para|per|om)\b|\bcookies? to (give|improve|ensure|enhance|offer|provide|personali[sz]e|analy[sz]e)\b/iu,
  /\b(was|were|wurde|a été|fue|foi|è stata|è stato|werd) (founded|established|started|created|launched|set up|gegründet|fondée?|créée?|fundad[ao]|fondat[ao]|opgericht)\b/iu,
  // "Natal firması 2007 yılında İzmir'de kurulmuş…", "Firma powstała w 2006 roku…", "Företaget grundades 1981…": its founding, in the languages the line above misses.
  /(?<![\p{L}])(kurul(muş|du|muştur|duğu)|powsta(ła|ł|ło)|została założona|został założony|byla založena|byl založen|grundades|grundlagt|grunnlagt|ble etablert|blev etableret|is opgericht|è nata|è nato|foi criad[ao]|fue cread[ao]|est née?)(?![\p{L}])/iu,
  /\b(is|are|will be|remains?|bleibt|ist|sind|est|sera|está|estará|è|sarà|blijft) (closed|open|geschlossen|geöffnet|fermée?|ouverte?|cerrad[ao]|abiert[ao]|chius[ao]|apert[ao]|gesloten) (on|from|until|for|during|between|am|vom|bis|le|du|jusqu|el|desde|hasta|il|dal|fino|op|van|tot)\b/iu,
  // "Acme GmbH, Hauptstraße 5, 10115 Berlin, Tel.": its address.
  /(straße|strasse|str\.|gasse|allee|platz|street|road|avenue|rue|calle|via|rua|straat|laan)\s+\d+[a-z]?\s*,|,\s*\d{4,5}\s\p{Lu}\p{Ll}+/u,
  /\b(is|are) (now )?hiring\b|\b(has|have) moved\b|\bregistered trademark\b|\btrademarks? of\b|\b(needs|requires) javascript\b|\benable javascript\b/iu,
];

/** "About" before a name, in the languages seen most ("Über", "À propos de", "Sobre", "Chi è", "Over", "Om", "O"). */
const ABOUT_WORD = /^((about|über|ueber|sobre|acerca de|informazioni su|chi è|over|om|o)\s+|(à|a) propos (de\s+|d['’]\s*))/iu;

/** Whether a line of text could be the product's slogan. */
const namesASection = (text: string) => {
  const t = undecorated(squash(text)).replace(/[.:!]$/, '');
  return t.split(/\s+/).length <= 4 && ((SECTION.test(t) && !ACTION.test(t)) || SECTION_NAME.test(t) || DOCS_SECTION.test(t));
};

function sloganLike(text: string, brand: string | null, max = 220): boolean {
  const line = undecorated(squash(text));
  // Judged as written (a pager's "Next »") and by its words alone: a question dressed in an emoji and an arrow ("🚀 What is Acme? →") is still a question.
  const words = undressed(line);
  return sloganLine(line, brand, max) && (words === line || sloganLine(words, brand, max));
}

/** The names of the site's own pages side by side ("Legal & Support", "Privacy & Terms", "Hilfe und Kontakt"): what a page gathers, not what the product is. */
function sitesPages(t: string): boolean {
  const parts = t.split(/\s*(?:&|\+|,|·|\/|(?<![\p{L}])(?:and|und|et|y|e|en|i)(?![\p{L}]))\s*/iu).filter((p) => p.trim());
  return parts.length >= 2 && parts.every((p) => HOUSEKEEPING_PAGE.test(p) || FACT_PAGE.test(p));
}

function sloganLine(t: string, brand: string | null, max: number): boolean {
  if (t.length < 6 || t.length > max) return false;
  if (isFurniture(t) || brandish(t, brand) || registeredName(t) || isFiller(t) || isPlaceholderText(t)) return false;
  // A template's Latin left before the site's own words ("Sed do eiusmod tempor incididunt… Doces artesanais…"): the line is the template's.
  const said = sentences(t);
  if (said.length > 1 && said.some((x) => isFiller(x))) return false;
  if (/[?？]\s*$/.test(t) || /^¿/.test(t)) return false;
  // A label that introduces what follows ("Pages :", "Our services:"), or a lone word in a spaced script ("Projets"): a section's name, not a slogan.
  if (/[:：]$/.test(t)) return false;
  // A sentence cut off by the layout ("You customers want to know their fat %,"): a fragment, not a slogan.
  if (/[,;，、]$/.test(t)) return false;
  // A heading whose last words are drawn by pictures or a script ("Bet on anything with [logo]"): it stops on a word that needs more.
  if (DANGLING.test(t)) return false;
  if (!/\s/.test(t) && /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\d'’.&!-]+$/u.test(t)) return false;
  // A button says one thing; "Get found. Keep leads." says two, as slogans do.
  // Its words counted, not the marks set apart after them ("Confira nossos Combos Promocionais !!!").
  if (ACTION.test(t) && t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length <= 4 && sentences(t).length < 2) return false;
  // Two buttons side by side ("Get Zero Install Read the docs"): a second capitalised call inside one unpunctuated line.
  if (
    ACTION.test(t) &&
    sentences(t).length < 2 &&
    /\s(Download|Get|Try|Sign|Start|Buy|Join|Learn|Contact|Book|Request|See|View|Read|Discover|Explore|Order|Shop|Install|Subscribe)\s\p{Ll}/u.test(t)
  )
    return false;
  if ((SECTION.test(t) || SECTION_NAME.test(t) || DOCS_SECTION.test(t) || PRICES_HEADING.test(t)) && t.split(/\s+/).length <= 4) return false;
  if (sitesPages(t)) return false;
  // "dr hab. prof. uczelni Sebastian Rutkowski": a person's titles and name, who, not what.
  if (ACADEMIC_TITLES.test(t) && personName(t.replace(ACADEMIC_TITLES, ''))) return false;
  // "TOPALi v2", "Acme 1.4.2": one word and its release's number, a name whatever the brand read.
  if (VERSION_AFTER.test(t) && !/\s/.test(t.replace(VERSION_AFTER, '').trim())) return false;
  // "Über IRIS connect", "À propos d'Acme", "Sobre Acme", "Over Acme": the heading of the section about the product, in any language.
  const about = ABOUT_WORD.exec(t);
  if (about && brandish(t.slice(about[0].length), brand)) return false;
  if (NEWS.some((r) => r.test(t)) || GREETING.test(t) || CALL_TO_ACT.test(t) || NOT_WHAT_IT_IS.some((r) => r.test(t))) return false;
  if (onlyAPlace(t) || keywordList(t, brand) || languageSwitcher(t) || menuRow(t) || BADGE.some((r) => r.test(t))) return false;
  // Badges side by side ("Works on Linux, Windows and macOS. Fully open source."): each sentence a badge, no slogan among them.
  if (said.length > 1 && said.every((x) => BADGE.some((r) => r.test(squash(x))))) return false;
  // "Acme - Home", "Acme | Startseite": the brand and the page's furniture, nothing said.
  const parts = t.split(SLOGAN_SEPARATORS).filter((p) => p.trim());
  if (parts.length > 1 && parts.every((p) => brandish(p, brand) || isFurniture(p))) return false;
  if (wordList(t) || priceCue(t) || onlyAName(t)) return false;
  // The heading of the company's story ("La nascita di Saiko", "The story of Acme", "Unsere Geschichte"): a chapter, not a slogan.
  if (STORY.test(t)) return false;
  // A numbered step ("1. Upload audio track", "Step 2: paste the lyrics", "Schritt 1 –"): how to use it, not what it is.
  if (/^(\d{1,2}[.)]\s|0\d\s|(step|schritt|étape|etape|paso|passo|stap|krok)\s*\d)/i.test(t)) return false;
  if (/^[\d\s.,:/-]+$/.test(t) || /©|copyright/i.test(t)) return false;
  // A key to press ("Select text CTRL+G Fixed", "Press ⌘K"): a demonstration of how to use it, not what it is.
  if (/(^|[^\p{L}])(ctrl|strg|cmd|alt|option|opt|shift)\s*\+\s*\S|[⌘⌥⌃⇧]\s*\S/iu.test(t)) return false;
  // "Since February of 2023, we have been…", "Founded in 2019, Acme…": the company's story, dated, not its slogan.
  if (
    /^(since|seit|depuis|desde|dal|sinds|od|founded|established|started|launched|gegründet|fondée?|fundad[ao]|fondata|opgericht|in|im|en|em|nel|w)(?![\p{L}])[^.!?]{0,25}(?<!\d)(19|20)\d{2}(?!\d)/iu.test(
      t,
    )
  )
    return false;
  // "Official website of …", "Site officiel": what the page is, not what the product is.
  if (/^(the )?(official|offizielle|site officiel|sitio oficial|site oficial|sito ufficiale|officiële)\b/i.test(t) && t.split(/\s+/).length <= 4) return false;
  // "Acme's crypto-facing website", "The personal homepage of Jane": what the site is, not what the product does.
  if (/\b(web ?site|web ?page|homepage|home page|site web|sitio web|webseite|internetseite|sito web)$/i.test(t.replace(/[.!]+$/, ''))) return false;
  if (/^(the |a )?(official |personal )?(web ?site|homepage|home page|blog) (of|for|von|de|di|van)\b/i.test(t)) return false;
  if (CJK_SITE_ITSELF.test(t)) return false;

  return /\p{L}{2}/u.test(t);
}

/** "…の公式サイトです", "アクメのコーポレートサイト", "官方网站": what the page is in Japanese or Chinese (the brand's official or corporate site). */
const CJK_SITE_ITSELF = new RegExp(`(${OFFICIAL_SITE_WORDS}|情報ページ|ホームページ)(です|である|。|$)`, 'u');

/** The brand as a line writes it, or with its package's ending ("Featherlight.js", "Water.css" for the brand read as "Featherlight", "Water"). */
const namesTheBrand = (text: string, brand: string) =>
  letters(text) === letters(brand) || letters(text.trim().replace(/\.(js|css|ts)$/i, '')) === letters(brand);

/**
 * A heading that sets the brand on a line of its own above a sentence ("<span class=block>VendorCAD</span><span class=block>Be the
 * supplier who gets designed in first.</span>" reads "VendorCAD Be the supplier who…"): the sentence after the brand, when it opens
 * with a capital and goes on in lower case as sentences do. A title-case name ("Acme Cloud Boards") or the brand as the sentence's
 * subject ("Acme makes boards simple") is left whole.
 */
function brandThenSentence(text: string, brand: string): string | null {
  const words = text.split(' ');
  const n = brand.split(/\s+/).length;
  if (words.length < n + 3 || !namesTheBrand(words.slice(0, n).join(' '), brand)) return null;
  const rest = words.slice(n);
  return /^\p{Lu}\p{Ll}*$/u.test(rest[0]) && rest.slice(1).filter((w) => /^\p{Ll}/u.test(w)).length >= 2 ? rest.join(' ') : null;
}

/** A heading of the brand and words that say nothing of what it is beside it ("Elektryk MG – Lublin i okolice"): the name, no slogan. */
function brandAndNothing(text: string, brand: string | null): boolean {
  if (!brand) return false;
  const parts = squash(text)
    .split(/\s+[|–—·:»•/-]\s+|\s*[|｜]\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  const at = parts.findIndex((p) => namesTheBrand(p, brand));
  return parts.length === 2 && at >= 0 && !sloganLike(parts[1 - at], brand);
}

/** A launch status closing a hero line ("… Coming soon.", "… Launching soon!", "… Now in beta."): the product's state today, not what it does. */
const STATUS_TAIL =
  /^(coming soon|launching soon|available soon|coming (soon )?to (ios|android|iphone|the app store|google play)( soon)?|(now |currently )?in (public |private |open |closed )?beta|now available|available now)[.!…]*$/iu;
/** A release stage's badge set before the slogan in the same heading ("<sup>BETA</sup> Mobile crypto wallet"): written in capitals, a badge. */
const STAGE_BADGE = /^(BETA|ALPHA|PREVIEW|EARLY ACCESS)\s+(?=\p{Lu})/u;

/** The slogan without the launch status or release-stage badge a pre-launch hero sets beside it. */
function withoutStatus(text: string): string {
  const t = text.replace(STAGE_BADGE, '');
  const parts = sentences(t);
  const last = parts.at(-1)?.trim() ?? '';
  return parts.length >= 2 && STATUS_TAIL.test(last) ? t.slice(0, t.lastIndexOf(last)).trim() : t;
}

/** A line that opens or closes with the brand ("Acme: Boards for teams", "Acme — the calm board", "Boards for teams – Acme"): the slogan is the words beside it. */
function sloganPart(line: string, brand: string | null): string {
  const text = withoutStatus(line);
  if (!brand) return text;
  const after = brandThenSentence(squash(text), brand);
  if (after && sloganLike(after, brand)) return after;
  // A Japanese subtitle set between wave dashes after the name ("Miyajima Handmade ～宮島で出会うハンドメイド雑貨～"): the words between them.
  const waved = /^(.+?)\s*[～〜]\s*(.+?)\s*[～〜]$/u.exec(squash(text));
  if (waved && letters(waved[1]) === letters(brand) && sloganLike(waved[2], brand)) return waved[2];
  const parts = squash(text)
    .split(/\s+[|–—·:»•/-]\s+|\s+--?\s*|\s*[|｜]\s*|(?<=\p{L}):\s+|(?<=\p{L})[.,]\s+/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length !== 2) return text;
  const at = parts.findIndex((p) => namesTheBrand(p, brand));
  const rest = at === 0 ? parts[1] : at === 1 ? parts[0] : null;
  return rest && sloganLike(rest, brand) ? rest : text;
}

/**
 * A title's slogan without the byline that closes it ("Ultra lightweight, simple autocomplete, by Lea Verou", "…, von Jana Roth",
 * "… — par Marie Curie"): who made it, not what it is. Only a person's name after a comma or a dash; "built by teams" stays.
 */
function withoutByline(text: string): string {
  const m = /^(.{12,}?)\s*[,–—-]\s*(by|von|par|por|di|da|door|przez|av|af)\s+(.+)$/iu.exec(text);
  return m && personName(m[3]) ? m[1] : text;
}

/** A subtitle set between dashes after the name ("OMAMORI -おつりで貯金アプリ-"): the words without the closing dash. */
const withoutClosingDash = (part: string, title: string) => {
  const m = /^(.+?)\s*([-－~～〜])$/u.exec(part);
  // Only when the same dash opens the part in the title: "Acme -Boards-", not a part that merely ends on one.
  return m && (title.includes(` ${m[2]}${m[1]}`) || title.includes(` ${m[2]} ${m[1]}`)) ? m[1] : part;
};

/** The home page's name after a colon ("Internet Corporativo: Inicio", "… : Startseite"): the page's furniture, no word of a slogan. */
const HOME_AFTER_COLON =
  /\s*[:：]\s*(home|home ?page|start|startseite|accueil|inicio|início|inizio|pagina iniziale|página (de )?inicio|página inicial|strona główna|главная)$/iu;

/** The title's words after the brand ("Acme – Widgets for teams"), or before it when the brand closes the title. */
function titleSlogan(title: string, brand: string | null, secondary = false): string | null {
  const part = titleSloganPart(title, brand, secondary);
  return part ? withoutClosingDash(part, title).replace(HOME_AFTER_COLON, '') : null;
}

/** The title's part beside the brand, as the separators cut it. */
function titleSloganPart(title: string, brand: string | null, secondary: boolean): string | null {
  if (!brand) return null;
  const b = letters(brand);
  const parts = title
    .split(SLOGAN_SEPARATORS)
    .map((t) => squash(t))
    .filter(Boolean);
  // A pricing or contact page's title ("Pricing Plans — Acme | Transparent Development Costs", "Contact Acme | Get in touch for
  // custom work"): its other words describe that page, not what the company does.
  if (parts.some((p) => PRICES_OR_CONTACT_PAGE.test(p) || PRICES_OR_CONTACT_PAGE.test(p.replace(brand, '').trim()))) return null;
  if (parts.length > 1) {
    // The part that names the brand, with the mark of an official site ("【公式】アクメ｜クラウド会計ソフト") or without.
    const at = parts
      .map((p) => withoutOfficialMark(p).replace(ACADEMIC_TITLES, ''))
      .findIndex((p) => letters(p) === b || (letters(p).startsWith(b) && p.split(/\s+/).length <= brand.split(/\s+/).length + 1));
    if (at === 0) return parts[1];
    // "Kontakt oss — Acme", "弊社について - Acme": on a page past the start page, the words before the brand name that page.
    if (at === parts.length - 1) return secondary && parts.length === 2 ? null : parts[0];
    if (at > 0) return parts[at + 1];
    return null;
  }
  // No separator: a title that opens with the brand and goes on ("Acme Exception reporting in real time").
  const t = squash(title);
  const words = t.split(/\s+/);
  for (let n = 1; n <= Math.min(5, words.length - 2); n++)
    if (letters(words.slice(0, n).join(' ')) === b) {
      const rest = words
        .slice(n)
        .join(' ')
        .replace(/^[^\p{L}\p{N}]+/u, '');
      // Two words after the brand name it further ("Acme Cleaning Wesel", "Dona Lavandaria & Engomadoria": a joining word or
      // sign is none of them); a slogan says more.
      const named = rest.split(/\s+/).filter((w) => /\p{L}/u.test(w) && !/^(and|und|et|e|y|i|en|og|och|ja)$/i.test(w));
      return named.length >= 3 && !/^(by|von|par|por|door|da|di|przez)\s/i.test(rest) ? rest : null;
    }
  return null;
}

const visible = (l: PageLine) =>
  !l.hidden &&
  (l.area === 'main' || l.area === 'header') &&
  !(l.marks ?? []).some((m) => m === 'post' || m === 'quote' || m === 'faq' || m === 'notice' || m === 'partners');

/**
 * A project page written from its README ("# tldr pages" then "> Simplified and community-driven man pages."): a short quotation
 * right under a main heading that only names the brand, with no speaker, is its slogan, not a customer's words.
 */
function quotedLead(lines: PageLine[], h1: PageLine, brand: string): string | null {
  const next = lines[lines.indexOf(h1) + 1];
  if (!next || next.hidden || !(next.marks ?? []).includes('quote') || !/^(blockquote|p)$/.test(next.tag)) return null;
  if (!brandish(h1.text, brand) || next.text.length > 140 || /["“”„«»]|[—–]\s*\S|\s-\s*\p{Lu}/u.test(next.text)) return null;
  return sloganLike(next.text, brand) ? next.text : null;
}

/**
 * A line made of links alone: a menu written without a <nav> ("Acasă Servicii Portofoliu Despre noi Contact", "Nimble on GitHub | Me on
 * Twitter"), in any language, or a lone button that is no heading ("Let's chat →"). Where the links go, not what the product is.
 */
function linkRow(line: PageLine, links: readonly { text: string }[]): boolean {
  // A heading that is a link (the brand's, home) is still a heading.
  if (/^h[1-6]$/.test(line.tag)) return false;
  const texts = [...new Set(links.map((l) => squash(l.text)).filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  let rest = ` ${squash(line.text)} `;
  let found = 0;
  for (const t of texts) {
    const at = rest.indexOf(` ${t} `);
    if (at < 0) continue;
    rest = `${rest.slice(0, at)}  ${rest.slice(at + t.length + 2)}`;
    found += 1;
  }
  if (/[\p{L}\p{N}]/u.test(rest)) return false;
  return found >= 2 || (found === 1 && squash(line.text).split(/\s+/).length <= 4);
}

/** A code host's or a package registry's address: a link to the project's code, not words about it. */
const CODE_WORDS = /(?<![\p{L}])(github|gitlab|bitbucket|codeberg|sourceforge|npm|source|code|repo|repository|fork)(?![\p{L}])/iu;
const CODE_HOST = /^https?:\/\/([\w-]+\.)*(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sourceforge\.net|npmjs\.com)\//i;

/**
 * A slogan without the link to the code that closes its line ("2kb modular modal window controller <small><a>GitHub</a></small>",
 * "A tiny slideshow library.<br><a>Show source on GitHub</a>"): the link's words say where the code is, not what the product is.
 */
function withoutCodeLink(found: Reading | null, home: PageDigest, brand: string | null): Reading | null {
  if (!found) return null;
  // The link's words must say so ("GitHub", "Show source on GitHub", "Fork the repo"); "jQuery Colorpicker" linked to its repository is the slogan's own words.
  const link = home.links.find(
    (l) => CODE_HOST.test(l.href) && CODE_WORDS.test(l.text) && l.text.split(/\s+/).length <= 6 && found.value.endsWith(` ${squash(l.text)}`),
  );
  // The dash or bar that set the link apart goes with it ("the simplest modal you ever did see. – <a>Code on GitHub »</a>").
  const rest = link
    ? found.value
        .slice(0, -squash(link.text).length)
        .replace(/[\s|·•–—-]+$/u, '')
        .trim()
    : '';
  // What is left must still read as a slogan: "Publish docs straight from <a>GitHub</a>" names the code host as its object.
  return link && rest.split(/\s+/).length >= 3 && sloganLike(rest, brand) ? { ...found, value: rest } : found;
}

/** A sentence that says what its subject is: "Acme is an open-source …", "Acme est un outil …", "Acme ist eine App …", "Acme es una …". */
const DEFINES =
  /^\S+(\s+\S+){0,3}\s+(is|are|ist|sind|est|sont|es|son|é|são|è|sono|zijn)\s+(a|an|the|ein|eine|einer|der|die|das|un|une|le|la|les|una|uno|el|los|las|um|uma|o|os|il|lo|gli|een|de|het)\s/iu;

/**
 * A page with no main heading whose lead sets the brand alone on a line (a wordmark in a paragraph or a div, as a site with
 * generated class names writes its hero), then a line that says what the product is: that line is the slogan, as under a heading.
 */
function lineUnderWordmark(top: PageLine[], lines: PageLine[], firstSection: number, brand: string | null, home: PageDigest): Reading | null {
  if (!brand) return null;
  const lead = firstSection >= 0 ? top.slice(0, firstSection) : top;
  const mark = lead.find((l) => /^(p|div|span|strong|b)$/.test(l.tag) && letters(l.text) === letters(brand));
  // The line right under it on the page, not the next one left after posts and quotations are set aside.
  const shown = lines.filter((l) => !l.hidden);
  const next = mark ? shown[shown.indexOf(mark) + 1] : undefined;
  if (!next || !lead.includes(next)) return null;
  if (!next || !/^(p|div|span|h[2-4])$/.test(next.tag) || next.text.length > 160 || next.text.split(/\s+/).length < 3) return null;
  // The site's menu under its wordmark ("about user guide faq screenshots licence download source"), its links' words and nothing else.
  if (linkRow(next, home.links)) return null;
  return sloganLike(next.text, brand) ? { value: sloganPart(next.text, brand), quotes: [next.text], url: home.url } : null;
}

/** A lesser heading over a paragraph, with another heading of its rank over its own paragraph right after: a card of a row. */
function cardHeading(top: PageLine[], at: number): boolean {
  const heading = top[at];
  if (!/^h[3-6]$/.test(heading.tag)) return false;
  const after = top.slice(at + 1, at + 5);
  const sibling = after.findIndex((l) => l.tag === heading.tag);
  return sibling > 0 && after.slice(0, sibling).some((l) => l.tag === 'p') && top[at + 2 + sibling]?.tag === 'p';
}

/** The first heading of a page with no main heading, when it leads the page (nothing but other headings or short lines before it). */
function leadingHeading(top: PageLine[], lines: PageLine[], brand: string | null, url: string): Reading | null {
  const at = top.findIndex((l) => /^h[1-3]$/.test(l.tag));
  const first = at >= 0 ? top[at] : undefined;
  const leads = at >= 0 && top.slice(0, at).every((l) => /^h\d$/.test(l.tag) || l.text.length <= 30);
  // A heading the page repeats ("Tätigkeitsfelder nach Schwerpunkt" over each partner's card) titles cards, not the page.
  const repeated = first !== undefined && lines.filter((l) => l.tag === first.tag && squash(l.text) === squash(first.text)).length >= 2;
  // Past the page's body copy, set aside above as a post's or a quotation's, the first heading left heads a section after it.
  const shown = lines.filter((l) => !l.hidden && (l.area === 'main' || l.area === 'header'));
  const pastCopy = first !== undefined && shown.slice(0, shown.indexOf(first)).some((l) => l.tag === 'p' && l.text.length > 100);
  if (first && leads && first.tag === 'h2' && !repeated && !pastCopy && sloganLike(first.text, brand))
    return { value: sloganPart(first.text, brand), quotes: [first.text], url };
  return null;
}

/**
 * The product's slogan, read as a person reads a homepage: the part of the title after the
 * brand; an element that says it is the tagline; the hero's main heading, or the line under it
 * when the heading only names the brand or says "Welcome to"; the page's short description; the
 * first sentence of a paragraph that opens with the brand's name. Never a button, a menu item, a
 * section heading, a question, a price or a news heading.
 */
export function sloganOf(pages: PageDigest[], brand: string | null): Reading | null {
  const found = pages[0] ? withoutCodeLink(readSlogan(pages, brand), pages[0], brand) : null;
  return found && { ...found, value: undressed(found.value) };
}

/**
 * Emoji and signs at either end of a line ("🚀 Ship invoices faster ✨", "Invoicing for freelancers →", a cursor's "|") and
 * quotation marks or brackets around all of it ("«Dashboards your team will read»", "「つくって動かす」", "[ … ]") dress it: its
 * words are the slogan, as a person writes it down.
 */
const QUOTE_PAIRS = ['""', '“”', '„“', '„”', '«»', '»«', '‹›', "''", '‘’', '「」', '『』', '[]', '【】'];
/** Signs drawn before or after a line's words: an arrow of its link, a check mark, a typing cursor, a trademark's sign, a rule. */
const SIGNS_BEFORE = /^[\s→⟶➜➔►▶▸›»•·*~_|—–✓✔☑-]+(?=[\p{L}\p{N}¿¡"“„«‘'[【])/u;
const SIGNS_AFTER = /(?<=[\p{L}\p{N}.!?…"”»’'\]】)])[\s→⟶➜➔►▶▸›»•·*~_|—–™®℠-]+$/u;
function undressed(value: string): string {
  const words = withoutEmojiAround(value) || value;
  const pair = QUOTE_PAIRS.find(([open, close]) => words.startsWith(open) && words.endsWith(close));
  const inner = pair && words.length >= 3 ? words.slice(1, -1).trim() : '';
  // A quotation inside it ("“Fast” and “cheap”") means the marks are not around the whole line.
  const unquoted = pair && inner && !inner.includes(pair[0]) && !inner.includes(pair[1]) ? inner : words;
  return unquoted.replace(SIGNS_BEFORE, '').replace(SIGNS_AFTER, '').trim() || unquoted;
}

/**
 * Where the page's own main heading is among its first lines, or -1. A main heading after the page's opening paragraphs of body copy
 * heads a section of it (a page that sets every section's heading as an h1); so does one that comes after sections of their own
 * (their headings and body copy, "WIEDZA" over a paragraph, then "Pomagamy w usunięciu" over a list) and does not name the brand: the
 * page's lead was above it.
 */
function pageHeadingAt(top: PageLine[], firstH1: number, brand: string | null): number {
  const before = top.slice(0, Math.max(firstH1, 0));
  const sectionsAsH1 = top.filter((l) => l.tag === 'h1').length >= 3 && before.some((l) => l.tag === 'p' && l.text.length > 100);
  // The brand's own heading ("Portal do MEI" over its subtitle) is the site's banner wherever it sits.
  const branded = firstH1 >= 0 && brand !== null && letters(top[firstH1].text).includes(letters(brand));
  const afterSections = !branded && before.some((l) => /^h[23]$/.test(l.tag)) && before.some((l) => l.tag === 'p' && l.text.length > 100);
  return sectionsAsH1 || afterSections ? -1 : firstH1;
}

/** The slogan as read from the page's lines, title and description, before the link to its code is taken off. */
function readSlogan(pages: PageDigest[], brand: string | null): Reading | null {
  const home = pages[0];
  // A template's demo page ("Limty - Multipurpose Business HTML Template") speaks for the template.
  if (!home || isTemplateTitle(home.title)) return null;
  // The brand's blog index speaks for its posts: its lead and title say what the blog is about.
  if (blogIndex(home, brand)) return null;
  // A submitted about, team, pricing, FAQ or contact page says what that page is, not the product's slogan: only the title's words beside the brand.
  const topic = addressTopic(home, brand);
  const secondary = secondaryAddress(home, brand);
  if (isFactPage(home, brand)) {
    const t = titleSlogan(home.title, brand, secondary);
    return t && sloganLike(t, brand) && !(topic && namesTopic(t, topic)) && !PAGE_MATTER.test(t) ? { value: t, quotes: [home.title], url: home.url } : null;
  }
  // A page about the site's housekeeping (its downloads, legal notice, press kit): its own headings and paragraphs say what the
  // page is; only the site's banner (the brand's heading and the line under it, a tagline), the title's words beside the brand
  // and the site's own description may say what the product is.
  // So is a page whose heading or title names the part of the site its address names ("Onze diensten" on /diensten.html).
  const topical = topic !== null && topicalPage(home, topic);
  const housekeeping = isHousekeepingPage(home, brand) || topical;
  const lines = linesOf(home);
  const top = withoutSlides(lines.filter(visible)).slice(0, 60);
  // A tagline element in the page's lead (before its first section heading) or its hero, not a section's subtitle.
  // A lesser heading after the main one heads a section too ("How to start:" over "Step by Step"); with no main heading it may be the hero's.
  const firstH1 = top.findIndex((l) => l.tag === 'h1');
  const h1At = pageHeadingAt(top, firstH1, brand);
  const firstSection = top.findIndex(
    (l, i) => /^h[23]$/.test(l.tag) || (/^h[4-6]$/.test(l.tag) && firstH1 >= 0 && i > firstH1) || (h1At < 0 && l.tag === 'h1'),
  );
  const tagged = top.find(
    (l, i) =>
      (l.marks ?? []).includes('tagline') &&
      l.tag !== 'h1' &&
      !topical &&
      (firstSection < 0 || i < firstSection || (l.marks ?? []).includes('hero')) &&
      // On a legal notice or a press kit, the subtitle under its own heading ("Privacy Policy" over "This policy covers all our apps") is the document's.
      !(housekeeping && firstH1 >= 0 && i > firstH1) &&
      sloganLike(l.text, brand),
  );
  const h1 = h1At >= 0 ? top[h1At] : null;
  // A main heading under a section's label ("About" over "La nascita di Saiko") heads that section, not the page.
  const kicker = h1At > 0 ? top[h1At - 1] : undefined;
  // A menu's last item right above the heading ("Blog" where no <nav> marks the menu) is no section's label.
  const sectionHeading = Boolean(
    kicker && kicker.tag !== 'li' && kicker.text.split(/\s+/).length <= 3 && SECTION.test(squash(kicker.text).replace(/[.:!]$/, '')),
  );
  // The hero's main heading, when it says what the product is.
  if (h1 && !housekeeping && !sectionHeading && sloganLike(h1.text, brand) && !brandAndNothing(h1.text, brand))
    return { value: sloganPart(h1.text, brand), quotes: [h1.text], url: home.url };
  const titled = titledSlogan(home, brand, topic, secondary);
  if (titled) return titled;
  // A heading that names the brand (or greets with it): the slogan is the line under it.
  const quoted = h1 && brand !== null ? quotedLead(lines, h1, brand) : null;
  if (quoted) return { value: sloganPart(quoted, brand), quotes: [quoted], url: home.url };
  if (h1 && brand !== null && !sectionHeading && bannerHeading(home, h1.text, brand))
    for (const [k, next] of top.slice(h1At + 1, h1At + 4).entries()) {
      if (next.tag === 'h1' && brandish(next.text, brand)) continue;
      // The first of a row of cards under the brand's heading ("Servicio en Hoteles & Spa" over its paragraph, then "Masajes a
      // Domicilio" over its own): what the company offers, one by one, not what it is.
      if (cardHeading(top, h1At + 1 + k)) break;
      // A menu set as plain lines under the brand's heading, or a lone button: the slogan may come after it.
      if (linkRow(next, home.links)) continue;
      // On a demonstration page a long paragraph is its sample text ("My father's family name being Pirrip…"), not a lead.
      if (demoTitle(home.title) && next.text.length > 100) break;
      // The logo's heading, then the hero's: the hero's heading says what the product is.
      if (/^(h[1-4]|p|div|span)$/.test(next.tag) && sloganLike(next.text, brand))
        return { value: sloganPart(next.text, brand), quotes: [next.text], url: home.url };
      // A heading that names a section ("Customer story", "About us") starts that section: the lines under it are its own.
      if (/^h[12]$/.test(next.tag) || (/^h[34]$/.test(next.tag) && namesASection(next.text))) break;
      // Past a paragraph of body copy the page is telling its story: the lines after it are no slogan either.
      if (next.tag === 'p' && next.text.length > 100) break;
    }
  if (tagged) return { value: sloganPart(tagged.text, brand), quotes: [tagged.text], url: home.url };
  const underWordmark = h1At < 0 && !housekeeping ? lineUnderWordmark(top, lines, firstSection, brand, home) : null;
  if (underWordmark) return underWordmark;
  // No main heading: the first heading, when it leads the page. Not past a carousel's slides: the heading after them heads a section.
  const leading = h1At < 0 && !housekeeping && !severalSlides(lines) ? leadingHeading(top, lines, brand, home.url) : null;
  if (leading) return leading;

  const described = describedSlogan(home, brand, topic);
  if (described) return described;
  // A page with no main heading may open with a paragraph that says what the product is: its first sentence.
  return brand && h1At < 0 && !housekeeping ? openingSentence(top, firstSection, brand, home.url) : null;
}

/** The first sentence of a paragraph opening with the brand's name, where it says what the product is. */
function openingSentence(top: PageLine[], firstSection: number, brand: string, url: string): Reading | null {
  const b = letters(brand.split(/\s+/)[0]);
  // Past the page's first section heading, a paragraph opening with the brand tells of a feature ("Acme supports 75 languages"),
  // unless it says what the product is ("Acme is an open-source pivot table").
  const opening = top.find(
    (l, i) =>
      l.tag === 'p' &&
      letters(l.text.split(/\s+/)[0] ?? '') === b &&
      l.text.split(/\s+/).length >= 5 &&
      (firstSection < 0 || i < firstSection || DEFINES.test(l.text)),
  );
  const first = opening ? sentences(opening.text)[0] : undefined;
  // The sentence must still say what the product is: not a notice, its story or its news ("Acme uses cookies to…", "Acme was founded in 2010…", "Acme is closed on Mondays").
  if (first && first.length <= 300 && !priceCue(first) && !isFiller(first) && sloganLike(first, brand, 300) && !ABOUT_THE_COMPANY.some((r) => r.test(first)))
    return { value: first, quotes: [first], url };
  return null;
}

/** The title's words beside the brand (never a template's title: they describe the template). */
function titledSlogan(home: PageDigest, brand: string | null, topic: string | null, secondary: boolean): Reading | null {
  const fromTitle =
    (isTemplateTitle(home.title) ? null : titleSlogan(home.title, brand, secondary)) ??
    (home.meta['og:title'] ? titleSlogan(home.meta['og:title'], brand, secondary) : null);
  // The title's words that name the page's part of the site ("Masajes y Servicios" on /masajes) name the page.
  if (!fromTitle || !sloganLike(fromTitle, brand) || (topic && namesTopic(fromTitle, topic))) return null;
  return { value: withoutByline(fromTitle), quotes: [home.title.includes(fromTitle) ? home.title : (home.meta['og:title'] ?? home.title)], url: home.url };
}

/** The page's short description, when it says what the product is. */
function describedSlogan(home: PageDigest, brand: string | null, topic: string | null): Reading | null {
  for (const said of [home.meta['og:description'], home.meta.description, home.meta['twitter:description']]) {
    if (!said || said.length > 160 || sentences(said).length > 2) continue;
    // A description that opens by naming the page's part of the site ("All our features, one list.") describes that page.
    if (topic && namesTopic(sentences(said)[0] ?? said, topic)) continue;
    // A button's words closing the description ("… personalizzate. Scopri di più.", "… for teams. Learn more."): the slogan is before them.
    const parts = sentences(said);
    const d = parts.length === 2 && isFurniture(parts[1]) ? parts[0] : said;
    if (/\b(pricing|prices?|plans?|preise|precios|prix|tarifs|preços|prezzi|prijzen)\b/i.test(d)) continue;
    // "Acme.js - A simple JavaScript framework": the description's words beside the brand, as a heading's are read.
    if (sloganLike(d, brand, 160)) return { value: sloganPart(d, brand), quotes: [said], url: home.url };
  }
  return null;
}
