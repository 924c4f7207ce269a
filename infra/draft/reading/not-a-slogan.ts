import { MONTHS } from '../../../domain/draft/months.ts';
import { ANOTHER_BODY_WORDS } from './text.ts';

/**
 * Lines that are never a product's slogan, whatever the page: the page's or the company's day (a telephone number, opening
 * hours, a byline, a date, a register's number), the site's state, a button's words and the like, in the languages seen.
 * The slogan reader (slogan.ts) holds the rules that weigh a line against the brand and the page.
 */
/** The words of "the official website of the company" in Polish, Czech, Slovak, Russian, Ukrainian, Turkish, Nordic, Hungarian, Romanian, Vietnamese, Indonesian, Greek, Arabic, Hebrew and Korean. */
const SITE_WORD =
  '(strona|strony|stránky|stránka|webové|webová|web|website|site|site-ul|sitesi|situs|сайт|kotisivut|verkkosivut|sivusto|webbplats|hjemmeside|nettside|weboldal|honlap|trang|ιστοσελίδα|الموقع|האתר|웹사이트|홈페이지|internetowa|internetová|principală|pagina|główna|chủ|resmi|oficjalna|oficjalny|официальный|офіційний|oficiální|oficiálna|virallinen|officiell|officiel|offisiell|hivatalos|oficial|oficială|chính|thức|επίσημη|الرسمي|הרשמי|공식|firmy|firmowa|компании|компанії|firma|yrityksen|företagets|virksomhedens|selskapets|céges|công|ty|perusahaan|εταιρείας|الشركة|החברה|회사)';

/** Nouns that name a section of a page (what it lists), in the languages seen most. */
const SECTION_NOUN =
  '(features?|tools?|links|services?|installation|install|usage|setup|configuration|options|examples?|demos?|benefits?|advantages?|highlights?|products?|solutions?|resources?|downloads?|support|help|docs|documentation|news|updates?|contacts?|about|team|faqs?|testimonials?|reviews?|partners?|clients?|customers?|integrations?|screenshots?|gallery|portfolio|projects?|events?|blog|pricing|prices?|plans?|funktionen|werkzeuge|tools|leistungen|vorteile|produkte|lösungen|preise|kontakt|referenzen|galerie|neuigkeiten|fonctionnalités|outils|avantages|produits|tarifs|prix|références|actualités|funciones|características|herramientas|servicios|ventajas|productos|soluciones|precios|contacto|galería|noticias|funcionalidades|recursos|ferramentas|serviços|vantagens|produtos|soluções|preços|contato|contacto|galeria|novidades|funzionalità|caratteristiche|strumenti|servizi|vantaggi|prodotti|soluzioni|prezzi|contatti|galleria|notizie|functies|diensten|voordelen|producten|oplossingen|prijzen|nieuws)';

/** The names of a site's legal documents, in the languages seen most (Chinese, Japanese and Korean too: an app's store asks for one). */
export const LEGAL_DOCUMENT =
  "privacy policy|privacy notice|terms of service|terms of use|terms and conditions|terms & conditions|cookie policy|gdpr( disclosure| notice)?|legal notice|impressum|datenschutzerklärung|datenschutz|agb|allgemeine geschäftsbedingungen|nutzungsbedingungen|mentions légales|politique de confidentialité|conditions générales( d['’]utilisation| de vente)?|condiciones generales( de uso| de contratación)?|condições gerais( de uso)?|condizioni generali( d['’]uso| di vendita)?|política de privacidad|aviso legal|términos y condiciones|política de privacidade|termos de uso|informativa (sulla )?privacy|termini e condizioni|privacyverklaring|algemene voorwaarden|隐私政策|隱私政策|隱私權政策|隐私协议|用户协议|服务条款|プライバシーポリシー|利用規約|個人情報保護方針|特定商取引法に基づく表記|特商法表記|개인정보\\s?처리방침|이용약관";

/** The same documents by their whole names: "Datenschutz", "AGB" or "Impressum" may end a slogan as a word of its own ("Cloud mit Datenschutz"). */
const WHOLE_LEGAL_DOCUMENT = LEGAL_DOCUMENT.replace(/\|(impressum|datenschutz|agb)(?=\|)/g, '');

/** A phone number, opening hours, a post's byline, a scroll hint or social proof: about the page or the company's day, not what the product is. */
export const NOT_WHAT_IT_IS = [
  // "Transparent Pricing", "Simple, fair pricing", "Plans & Pricing": a price table's heading, what the page lists, not what the product is.
  /^(((simple|transparent|fair|flexible|clear|honest|straightforward|affordable|predictable|our|plans|pricing)\s*(,|and|&)?\s+)+(pricing|prices|plans)|pricing (plans|and plans|& plans|options|tiers))[.!]?$/iu,
  // "Tools & Features", "Features and Benefits", "Produkte & Leistungen", "Servicios y precios": section names joined, what the
  // sections below hold, not what the product is (one such name alone is a section heading already).
  new RegExp(
    `^((our|key|main|unsere|nos|nuestros|nossos|i nostri|onze)\\s+)?${SECTION_NOUN}(\\s*(&|\\+|,|/|and|und|et|y|e|en|i|och|og)\\s*${SECTION_NOUN})+[.!]?$`,
    'iu',
  ),
  // "Some of our projects", "A few of our latest works", "Einige unserer Projekte", "Quelques-uns de nos projets": a portfolio's heading over
  // the work it shows, not what the company is.
  new RegExp(
    `^((some|a few|a selection|a sample|a glimpse|examples?) of (our|my) (latest |recent |selected |featured |favou?rite )?(${SECTION_NOUN}|works?|apps|games)|(einige|ein paar|eine auswahl) (unserer|meiner) (neuesten )?(projekte|arbeiten|referenzen|apps|spiele)|quelques-un[se]s? de (nos|mes) (derniers |dernières )?(projets|réalisations|travaux|applications|jeux)|(algunos|algunas) de (nuestros|nuestras|mis) (últimos |últimas )?(proyectos|trabajos|aplicaciones|juegos)|(alguns|algumas) d(os|as) (nossos|nossas|meus|minhas) (últimos |últimas )?(projetos|trabalhos|aplicativos|jogos)|alcuni dei (nostri|miei) (ultimi )?(progetti|lavori)|(enkele|een paar) van (onze|mijn) (laatste |recente )?(projecten|werken|apps|games))[.!:]?$`,
    'iu',
  ),
  // "What Acme Counselling offers", "How Acme works", "Was Acme bietet": a section's heading about the company, what follows.
  /^(what|how) (\p{L}[\p{L}'’&.-]*\s+){1,4}(offers|does|provides|works)[.!:]?$|^(was|wie) (\p{L}[\p{L}'’&.-]*\s+){1,4}(bietet|macht|funktioniert)[.!:]?$|^ce que (\p{L}[\p{L}'’&.-]*\s+){1,4}(propose|offre|fait)[.!:]?$|^(lo que|qué) (ofrece|hace) (\p{L}[\p{L}'’&.-]*\s*){1,4}[.!:]?$|^o que (\p{L}[\p{L}'’&.-]*\s+){1,4}(oferece|faz)[.!:]?$|^cosa (offre|fa) (\p{L}[\p{L}'’&.-]*\s*){1,4}[.!:]?$|^wat (\p{L}[\p{L}'’&.-]*\s+){1,4}(biedt|doet)[.!:]?$/iu,
  // "Choose the plan that fits your team", "Find the right plan for you", "Wählen Sie Ihren Tarif", "Choisissez votre formule": a plan
  // table's call to pick, what the pricing page asks, not what the product is.
  /^(choose|pick|select|find|compare|get) (the |a |your )?(right |best |perfect |ideal )?(plan|plans|pricing|package|tier|subscription)s?\b|^(wähle|wählen sie|finde|finden sie) (\p{L}+ )?(tarif|plan|paket|abo)\p{L}*|^(choisissez|choisir|trouvez|comparez) (\p{L}+ ){0,2}(formule|offre|plan|abonnement|forfait)s?\b|^(elige|escoge|encuentra|escolha|encontre|scegli|trova|kies|vind|wybierz|znajdź) (\p{L}+ ){0,2}(plan|planes|plano|planos|piano|pacchetto|abbonamento|abonnement|pakket|pakiet|tarief)\p{L}*/iu,
  // "Sistema de Reservas", "Panel de Administración", "Admin Dashboard", "Buchungssystem": the name of a tool's screen (a business's own
  // booking or management app), what the page is for its staff, not what the business or a product is.
  /^((admin|administration|administrator|control|management|booking|reservation|scheduling|appointment)\s+(panel|dashboard|system|portal|area)|dashboard|back[- ]?office|(sistema|painel|panel|plataforma|système|systeme|interface)\s+(de|di|d['’]|do|da)\s*(gesti[óo]n|gest[ãa]o|gestione|gestion|reservas?|prenotazion[ei]|réservations?|reservations?|administraci[óo]n|administra[çc][ãa]o|amministrazione|administration|control|controle|contrôle|citas|turnos|agendamento|agendamentos)|pannello di (controllo|amministrazione)|(verwaltungs|buchungs|reservierungs|termin)(system|portal|bereich)|adminbereich)[.!]?$/iu,
  /\+\d{1,3}[\s.-]?\(?\d|\b(tel|phone|call|fon|téléphone|teléfono|telefone|telefono|telefoon)\b[^\d\p{L}]{0,3}(us|uns|nous|nos|ci)?[^\d\p{L}]{0,3}\d/iu,
  /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(-|–|to|through)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b\d{1,2}([:.]\d{2})?\s?(am|pm)\s?(-|–|to)\s?\d{1,2}([:.]\d{2})?\s?(am|pm)\b|^((our|unsere|nos|nuestro|nossos|i nostri|onze)\s+)?(opening hours|öffnungszeiten|horaires d'ouverture|horario|horário|orari di apertura|openingstijden|godziny otwarcia|öppettider|åbningstider|åpningstider|часы работы|режим работы|営業時間|营业时间|營業時間|영업시간)(?![\p{L}])|(?<![\p{L}])(mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|lu|ma|mi|ju|vi|sá|do)\.?\s*[-–]\s*(mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|lu|ma|mi|ju|vi|sá|do)\.?\s*:?\s*\d{1,2}([:.]\d{2})?\s*(h|uhr)?\s*[-–]\s*\d{1,2}([:.]\d{2})?\s*(h|uhr)?(?![\p{L}])/iu,
  /^(posted|published|written|last updated|updated|veröffentlicht|aktualisiert|publié|mis à jour|publicado|actualizado|pubblicato|aggiornato|gepubliceerd)(?![\p{L}])/iu,
  /^(scroll|swipe)( down| up)?( to (explore|discover|see more|learn more|continue|start|begin)| for more)?[\s.!…↓⌄]*$/iu,
  /^(trusted|loved|used|chosen|backed) by\b/iu,
  // "10,000+ freelancers use Acme every day", "2M developers trust Acme", "Join 5,000+ teams": a count of its users, not what it is.
  /^(join\s+((over|more than)\s+)?)?\d[\d,.]*\s?[kKmM]?\+?\s+(\p{L}+\s+){0,2}(use|uses|trust|trusts|love|loves|rely on|choose|chose|have joined|already use)(?![\p{L}])|^join\s+((over|more than)\s+)?\d[\d,.]*\s?[kKmM]?\+?\s+\p{L}+/iu,
  // "By Jane Doe", "Von Anna Müller", "Par Jean Dupont": a byline.
  /^([Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]i|[Dd]oor)\s+\p{Lu}[\p{L}.'’-]*(\s+(van|von|de|da|di|du|der|den|le|la)?\s*\p{Lu}[\p{L}.'’-]*){0,3}$/u,
  // "12k stars on GitHub", "Open source • MIT licensed • 3,400 forks": a repository's counts.
  /(?<![\p{L}\d])\d[\d.,]*\s?[kKmM]?\+?\s+(github\s+)?(stars|forks|stargazers)(?![\p{L}])/iu,
  // "Introducing Acme Teams", "Meet Acme", "Say hello to Acme 2": a launch's announcement of a name, not what it is.
  /^([Ii]ntroducing|[Aa]nnouncing|[Mm]eet|[Ss]ay hello to|[Pp]resenting|[Nn]ew:)\s+\p{Lu}[\p{L}\d.'’-]*(\s+\p{Lu}?[\p{L}\d.'’-]*){0,3}[.!]?$/u,
  // "Requires iOS 16 or later", "Made for macOS Sonoma and later", "Compatible with Windows 10+": what it runs on.
  /^(requires|compatible with|made for|works with|designed for|runs on|für|pour|para)\s+(macos|ios|ipados|watchos|android|windows|linux|iphone|ipad|mac)\b.*\b(or later|and later|or newer|and newer|or above|and above|oder neuer|ou plus récent|o posterior)[.!]?$|^requires\s+(macos|ios|ipados|android|windows|linux)\b/iu,
  // "Latest news and updates from Acme", "Aktuelle Neuigkeiten von Acme": what a news page holds, not what the product is.
  /^((the |all the )?(latest|recent)|aktuelle|dernières|últimas|ultime|laatste) (news|updates|articles|posts|stories|insights|neuigkeiten|nachrichten|beiträge|actualités|nouvelles|noticias|notícias|notizie|nieuws|berichten)(?![\p{L}])/iu,
  // "Acme GmbH, Musterstr. 1, 10115 Berlin", "548 Market St, San Francisco, CA 94104": a postal address, where, not what.
  /(straße|strasse|str\.|gasse|weg|platz|allee|ring|street|st\.|avenue|ave\.|road|rd\.|rue|via|calle|avenida|rua|laan|straat|plein)\s*\d+\s?[a-z]?\s*[,·|–-]\s*\d{4,5}\s+\p{Lu}|(?<![\p{L}\d])\d+\s+(\p{Lu}\p{L}*\s+){1,3}(St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way)\.?,\s*(\p{Lu}\p{L}*\s*){1,3},\s*[A-Z]{2}\s+\d{5}/u,
  // "Y Combinator W24", "YC S23", "Techstars '22": the accelerator's batch, a badge.
  /^(y ?combinator|yc|techstars)\s*\(?['’]?([wsfx]|winter|summer|fall|spring)?\s?['’]?\d{2}(\d{2})?\)?$/iu,
  // "Acme is a registered trademark of Acme Inc.", "All rights reserved": a legal notice.
  /(?<![\p{L}])((registered\s+)?trade\s?marks?\s+of|all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|todos os direitos reservados|tutti i diritti riservati|alle rechten voorbehouden)(?![\p{L}])/iu,
  // "“Acme saved me hours every week.” — Jane, designer": a customer's words with their name, a testimonial.
  /^["“„«‘][^"“”„«»]{3,}["”»’]\s*[—–-]\s*\p{Lu}/u,
  // "Über 500 zufriedene Kunden", "Plus de 20 ans d'expérience", "Más de 25 años de experiencia": a count of customers or years.
  /^(over|more than|über|mehr als|plus de|más de|mais de|oltre|meer dan|ponad|över|более)\s+\d[\d.,]*\+?\s+(\p{L}+\s+)?(customers|clients?|kunden|clientes|klanten|klientów|kunder|клиентов|users|nutzer(innen)?|benutzer|utilisateurs|usuarios|usuários|utenti|gebruikers|użytkowników|years|jahren?|ans|años|anos|anni|jaar|lat|år|лет|projects|projekte|projets|proyectos|projetos|progetti|projecten|projektów)(?![\p{L}])/iu,
  // "Made with Webflow", "Powered by Shopify", "GitHub Pages": the tool the site was built with.
  /^((made|built|created|designed|powered|hosted|generated|proudly powered)( with| by| on| using)( the)? (webflow|shopify|wix|squarespace|wordpress|hugo|jekyll|gatsby|next\.?js|react|vue|svelte|astro|bootstrap|tailwind|github|netlify|vercel|carrd|framer|notion|google sites|godaddy|jimdo|weebly|strikingly|ghost|html5 ?up|mobirise|hostinger|lovable|bolt|v0)\b|(a )?(github pages|google sites)( site| page)?$)/iu,
  // "Acme is I'm hosted with GitHub Pages.": a starter page's words about where it is hosted.
  /\bhosted (with|on|by) (github|gitlab) pages\b/iu,
  // "Version 2.3.1", "Page 2": a number of the page or the release, nothing said.
  /^((v|version|versión|versione|versão|versie)\s?\d+(\.\d+)*|page \d+|seite \d+)[.!]?$/iu,
  // "Est. 1999", "Established in 1999": a founding date alone.
  /^(est\.?|established|etabliert|gegründet|fondée?|fundad[ao]|fondata|opgericht)( in)? (19|20)\d{2}[.!]?$/iu,
  // "This is the website of Acme GmbH.", "Read the latest news from Acme.", "Learn more about Acme": what the page is or offers to read.
  /^(this is|welcome to|here is) (the|a|our|my) (official )?(web ?site|homepage|home page|site|page|blog) (of|for)\b/iu,
  /^((read|browse|view|see) (the )?(latest|all|our|more)\b|(learn|find out|discover) more about\b)/iu,
  // "Acme on Facebook. 1,234 likes.": a social page's counter.
  /\b\d[\d,.]*\s+(likes|followers|talking about this)\b/iu,
  // "New site coming soon", "Neue Website in Kürze", "Our new website is under construction", "Wir sind umgezogen": news of the website itself.
  /^((our|the|unsere?|notre|nuestro|el|il nostro|il|onze|de|o nosso|o) )?(new (web ?)?site|neue[rn]? (web ?)?(seite|site)|neue[rn]? (homepage|internetseite|internetauftritt)|nouveau site|nuevo sitio|nuovo sito|nieuwe (web ?)?site|novo site)\b|\b(wir sind umgezogen|we('ve| have) moved|nous avons déménagé|nos hemos mudado|ci siamo trasferiti|we zijn verhuisd)\b/iu,
  // "This site is under construction", "Web under development", "This is a cheap website created by …", "Oops! Something went wrong", "We'll be back soon": the state of the site, not the product.
  /^this (web ?)?(site|page|website|homepage|blog) (is|was|has|will|uses|contains|belongs)\b|^this is (a|an|my|our) ((?!for |to |of |with |about )[\p{L}-]+ ){0,2}(web ?site|site|homepage|home page|blog)(?![\p{L}])|\b(site|seite|sito|sitio|página|pagina|website|webseite) (en|im|in) (construction|aufbau|costruzione|construcción|construção|opbouw|onderhoud)\b|^(we'?ll|we will) be back\b|^(oops|whoops)\b|^something went wrong\b|^((the|this|our|my) )?(new )?(web|site|web ?site|web ?page|homepage|page|blog)( is)? (currently |still )?under (development|construction|maintenance)\b/iu,
  /^(binnenkort|demnächst|bald|bientôt|prochainement|prossimamente|em breve|próximamente)( (beschikbaar|verfügbar|erhältlich|disponible|disponibile|disponível|online|en ligne|live))?[.!…]*$/iu,
  // "Zamów teraz", "Hemen başla", "Kokeile ilmaiseksi", "Mua ngay", "Οι υπηρεσίες μας", "지금 시작하기", "Jetzt starten": a button's words or a section's name
  // in the languages the rules above miss.
  /^(zamów( teraz)?|kup( teraz)?|zarejestruj się|zaloguj się|(sprawdź|zobacz) ofertę|poznaj nas|начать( бесплатно| сейчас)?|попробовать( бесплатно)?|satın al|hemen (başla|satın al|kaydol)|ücretsiz (dene|başla)|kayıt ol|giriş yap|vyzkoušet( zdarma)?|vyzkoušejte( zdarma)?|naše (služby|mise)|köp( nu)?|kom igång|registrera dig|osta nyt|kokeile( ilmaiseksi)?|tietoa meistä|bestil( nu)?|kom i gang|bestill( nå)?|próbálja ki( ingyen)?|cumpără( acum)?|serviciile noastre|misiunea noastră|mua ngay|đăng ký( ngay)?|đăng nhập|dùng thử( miễn phí)?|dịch vụ của chúng tôi|beli sekarang|daftar( sekarang)?|αγόρασε τώρα|οι υπηρεσίες μας|δοκιμάστε( δωρεάν)?|اشترك الآن|ابدأ الآن|خدماتنا|הירשמו( עכשיו)?|השירותים שלנו|התחילו( בחינם)?|지금 시작하기|서비스 소개|jetzt starten|kostenlos starten|comece( grátis| agora)|inizia( ora| subito| gratis)|aan de slag|empieza( ahora| gratis)|commencez( maintenant| gratuitement))[\s.!…→»]*$/iu,
  // "3 Mart 2024", "12 мая 2024", "5 januari 2024", "12. maaliskuuta 2024", "2024. március 12.", "12 martie 2024": a date alone in the languages
  // the month names above miss (a weekday and a time may go with it).
  /^(\p{L}+,?\s+)?(\d{1,2}\.?\s+(ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня|januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december|tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|lokakuuta|marraskuuta|joulukuuta|ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie|ιανουαρίου|φεβρουαρίου|μαρτίου|απριλίου|μαΐου|ιουνίου|ιουλίου|αυγούστου|σεπτεμβρίου|οκτωβρίου|νοεμβρίου|δεκεμβρίου)\s+\d{4}(\s*(г\.|года|року))?|\d{4}\.\s+(január|február|március|április|május|június|július|augusztus|szeptember|október|november|december)\s+\d{1,2}\.?)(,?\s+\d{1,2}[:.]\d{2})?[.!]?$/iu,
  // "Wszelkie prawa zastrzeżone", "Все права защищены", "Tüm hakları saklıdır", "Ta strona używa plików cookies", "Bu site çerez kullanır":
  // a copyright line or a cookie notice in the languages the rules below miss.
  /^(wszelkie prawa zastrzeżone|все права защищены|усі права захищені|tüm hakları saklıdır|všechna práva vyhrazena|všetky práva vyhradené|alla rättigheter förbehållna|kaikki oikeudet pidätetään|alle rettigheder forbeholdes|alle rettigheter reservert|minden jog fenntartva|toate drepturile rezervate|bảo lưu mọi quyền|hak cipta dilindungi( undang-undang)?|με επιφύλαξη παντός δικαιώματος|جميع الحقوق محفوظة|כל הזכויות שמורות)[.!]?$|(?<![\p{L}])(używa|wykorzystuje|использует|використовує|kullanır|kullanmaktadır|používá|využívá|používa|använder|bruker|bruger|käyttää|használ|folosește|sử dụng|menggunakan|χρησιμοποιεί)(?![\p{L}])[^.!?]{0,30}(cookie|çerez|eväste|süti|ciasteczk)|(?<![\p{L}])(çerez|süti)\p{L}*[^.!?]{0,30}(kullan|használ)\p{L}*/iu,
  // "Pon–Pt 9:00–17:00", "Пн–Пт 9:00–18:00", "NIP: 123-456-78-90", "ИНН 7701234567", "Zadzwoń: 500 600 700": opening hours, a register's or a
  // telephone number behind a short label, in any language.
  /^[\p{L}]{1,5}\.?\s*[–—-]\s*[\p{L}]{1,5}\.?:?\s+\d{1,2}([:.]\d{2})?\s*[–—-]\s*\d{1,2}([:.]\d{2})?$|^[\p{L}][\p{L}.\- ]{1,14}\s*[:.]?\s*[A-Z]{0,3}\s?\d[\d .\-/]{5,}$/u,
  // "作者最新文章", "为什么选择我们", "サービス内容", "よくあるご質問", "選ばれる理由", "자주 묻는 질문": a section's name in Chinese, Japanese or Korean
  // long enough to pass for a sentence.
  /^(作者|本站|站内)?(最新|热门|熱門|相关|相關)(文章|消息|动态|動態|资讯|資訊|ニュース|推荐|推薦)$|^最新ニュース$|^(为什么|為什麼|为何|為何)(要)?(选择|選擇)(我们|我們)|^サービス(内容|紹介|一覧|案内)$|^よくある(ご)?(質問|しつもん)|^選ばれる(\d|[一二三四五六七八九十])?(つの)?理由|^자주 묻는 질문|^왜 (우리|저희)|^(회사|서비스|제품) 소개$/u,
  // "Oficjalna strona", "Официальный сайт компании", "Resmi web sitesi", "Webové stránky firmy", "Situs resmi", "공식 홈페이지": what the page is
  // (an official site, a company's website), in the languages the rules below miss, and nothing else.
  new RegExp(`^${SITE_WORD}(\\s+${SITE_WORD}){0,4}[.!]?$`, 'iu'),
  // "Strona w budowie", "Сайт в разработке", "Çok yakında", "Email confirmed", "Seite nicht gefunden", "Sie werden weitergeleitet", "This domain is for sale":
  // the state of the site or of the visitor's request, in the languages the rules above miss.
  /(?<![\p{L}])((strona|witryna) (jest )?w budowie|сайт (находится )?(в разработке|на реконструкции)|сайт у розробці|(sayfa(mız)?|site(miz)?|web sitesi(miz)?) yapım aşamasında|(stránka|stránky|web) (je )?ve výstavbě|rakenteilla|under (uppbyggnad|konstruktion|opbygning|oppbygging)|fejlesztés alatt|în construc(ț|ţ|t)ie|in allestimento|em constru(ç|c)ão|in aanbouw|en cours de construction|hier entsteht (eine|unsere|die) (neue )?(web ?seite|website|homepage|internetseite)|υπό κατασκευή|قيد الإنشاء|האתר בבנייה)(?![\p{L}])/iu,
  /^(wkrótce|скоро|çok yakında|yakında|již brzy|brzy|segera hadir|sắp ra mắt|незабаром|σύντομα|قريب[اً]+|בקרוב|hamarosan|în curând|kohta|pian)(\s+\p{L}+)?[\s.!…]*$/iu,
  /^((your |the )?e-?mail( address)? (has been |is )?(confirmed|verified)|(payment|order|subscription|registration|sign-?up|account) (was |has been |is )?(successful|confirmed|completed?|created)( successfully)?|account created|you('ve| have) been unsubscribed|you are (now )?unsubscribed|(page|seite|página|pagina|pagine) (not found|nicht gefunden|introuvable|no encontrada|non trovata|niet gevonden|não encontrada)|(redirecting|weiterleitung|redirection|redirigiendo|redirecionando|reindirizzamento)(?![\p{L}])|sie werden (jetzt )?weitergeleitet|(this|the) domain( name)? (is|may be) for sale|diese domain (steht zum verkauf|ist zu verkaufen)|ce (nom de )?domaine est à vendre|(este|el) dominio (está )?en venta)/iu,
  // "My account", "Your cart is empty", "Secure Access to Acme", "Select your language", "Back to top", "Watch the video": the visitor's own pages and the page's controls.
  /^(my|your|mein|meine|mon|ma|mes|mi|mis|mio|minha|mijn) (account|konto|compte|cuenta|conta|cart|basket|bag|warenkorb|panier|carrito|carrello|carrinho|winkelwagen|profile|profil|perfil|orders|bestellungen|commandes|pedidos)( is empty| ist leer| est vide| está vacío)?[.!]?$|^(shopping (cart|bag|basket)|secure (access|login|sign-?in)( to [\p{L}\d.]+)?[.!]?$|iniciar sesión|cerrar sesión|se connecter|se déconnecter|einloggen|ausloggen|back to top|nach oben|retour en haut|volver arriba|torna su|(select|choose|pick) (your|a|the) (language|country|region|location)|(watch|play) (the |our )?(video|trailer|demo|film)\b|api (reference|docs|documentation)$)/iu,
  // "Formulario de Membresía", "Contact form", "Anmeldeformular", "Formulaire d'inscription": the name of a form the page holds (a site
  // whose homepage forwards to its sign-up form titles it so), not what the product is.
  /^((membership|registration|contact|sign-?up|signup|order|application|booking|enquiry|inquiry|request|subscription) form|formulario( de)? (membres[ií]a|registro|contacto|inscripci[oó]n|solicitud|pedido|reserva|suscripci[oó]n)|formul[aá]rio de (inscri[cç][aã]o|cadastro|contato|contacto|pedido|ades[aã]o)|(anmelde|kontakt|bestell|registrierungs|mitglieds)formular|formulaire (d['’]inscription|de contact|d['’]adh[eé]sion|de commande|de r[eé]servation)|modulo (di )?(iscrizione|contatto|registrazione|adesione)|(aanmeld|inschrijf|contact|bestel)formulier)[.!]?$/iu,
  // "Completa los datos para crear tu web", "Fill in the form below", "Füllen Sie das Formular aus": the form's instruction to the visitor.
  /^((completa|completá|rellena|llena) (los|tus|el|este|estos) (datos|formulario|campos)|(please )?(fill (in|out)|complete) (the|this|your) (form|details|fields)|(füllen sie|fülle) (das formular|die felder)|(remplissez|complétez) (le formulaire|les champs)|(preencha|complete) (o formulário|os dados|os campos)|(compila|completa) (il modulo|i campi))(?![\p{L}])/iu,
  // "npm install acme", "$ curl -sSL … | sh", "git clone …": a command to type, not what the product is.
  /^(\$\s*)?(npm|npx|yarn|pnpm|bun|pip3?|pipx|uv|brew|cargo|gem|apt(-get)?|dnf|yum|choco|winget|scoop|docker|podman|git|curl|wget|composer|dotnet|helm|kubectl)\s+(install|i|add|clone|run|pull|tool|-\S+)(?![\p{L}])|^\$\s/iu,
  // "This is <h1>", "Heading <h2>", "This is a test page filled with common HTML elements": a CSS framework's specimen of the elements it styles.
  /<\/?(h[1-6]|p|a|div|span|em|strong|b|i|code|pre|ul|ol|li|table|blockquote|button|input|img|mark|small|abbr)>|^this is (a |an )?(test|sample|demo|example|specimen) (page|site|heading|paragraph)\b/iu,
  // "# Chart Type", "## Usage": a Markdown heading's marks left in a docs or examples page, a section's name.
  /^#{1,6}\s+\S/u,
  // "Schedule a demo", "Add to Chrome", "Launch app", "Star us on GitHub", "Créer un compte": a button's words the ACTION verbs miss.
  /^((schedule|book) (a |an |your )?(demo|call|meeting|consultation)|free trial|add to (chrome|firefox|safari|edge|opera|brave|slack|discord|teams|notion|home screen)|(open|launch) (the )?(web ?)?(app|dashboard|console|editor)|go to (the |your )?(app|dashboard|console|account)|open in (the )?(browser|app)|(star|fork) (us |me |it )?on github|find out more|saber más|meer (informatie|weten|info)|teste grátis|(créer|crear|criar) (un |una |uma )?(compte|cuenta|conta)|sponsor (this|the|our) project|demo video)[.!…]*$/iu,
  // "Please wait", "Just a moment...", "Checking your browser", "403 Forbidden", "Good morning": a gate's or a greeting's page, not the product's.
  /^(please wait|just a moment|one moment|checking your browser|access denied|forbidden|error \d{3}|\d{3} (error|forbidden|not found|unauthorized|bad gateway|service unavailable|internal server error))(?![\p{L}])|^(good (morning|afternoon|evening|night)|guten (morgen|tag|abend)|bonsoir|buenos días|buenas (tardes|noches)|bom dia|buongiorno|goedemorgen)[\s,!.…]*$/iu,
  // "Enter your password", "Passwort eingeben", "비밀번호를 입력하세요": a locked page's prompt, not the product's words.
  /^(please )?(enter|type|input) (your |the )?(password|passcode|passphrase|access code|pin)(?![\p{L}])|^password( required| protected)?[.!:]?$|(passwort|kennwort) eingeben|entrez (votre|le) mot de passe|(introduce|ingresa|introduzca|escribe) (tu|la|su) contraseña|(digite|insira|introduza) (a )?(sua |a )?senha|inserisci (la )?password|voer (je|uw|het) wachtwoord in|비밀번호를? 입력|パスワードを入力|请输入密码|請輸入密碼/iu,
  // "Jetzt Honig bestellen!", "Vraag vandaag nog een offerte aan", "Zadzwoń i zamów części już dziś!", "Llámanos hoy": a short line
  // that bids the reader order, call or book now, its verb and its "now" in any order, is a button's or a banner's call, not a slogan.
  /^(?=.{1,60}$)(?=.*(?<![\p{L}])(bestellen|anrufen|buchen|anfragen|kaufen|reservieren|order|call|book|buy|commandez|appelez|réservez|achetez|contactez|pide|pida|llama|llámanos|reserva|compra|solicita|solicite|peça|ligue|compre|reserve|ordina|chiama|chiamaci|prenota|acquista|richiedi|bestel|bel|boek|koop|vraag|zamów|zadzwoń|kup|zarezerwuj)(?![\p{L}]))(?=.*(?<![\p{L}])(jetzt|heute|sofort|now|today|maintenant|aujourd['’]hui|ahora|hoy|agora|hoje|já|oggi|subito|adesso|nu|vandaag|meteen|teraz|dziś|dzisiaj)(?![\p{L}])).*/iu,
  // "Jetzt Termin vereinbaren", "Solicita tu presupuesto", "Stay up to date with our newsletter": a call to act in words the other rules miss.
  /^(jetzt (termin|anrufen|buchen|bestellen|anfragen|kaufen|testen|registrieren)|termin (vereinbaren|buchen|anfragen)|(solicita|pide|reserva|compra|llama|descarga) (tu|su|ya|ahora|hoy|aquí)|(demandez|réservez|commandez|appelez) (votre|vos|un|une|dès|nous|maintenant)|(prenez|prendre|prenons) (rendez-vous|rdv|contact)|(richiedi|prenota|chiama) (il|la|un|una|ora|subito|adesso)|(solicite|peça|reserve|ligue) (seu|sua|já|agora|hoje)|(vraag|boek|bestel) (nu|uw|je|een)|stay (up to date|updated|in the loop|informed)|(join|subscribe to|sign up for|sign up to) (our|the) (newsletter|mailing list))(?![\p{L}])/iu,
  // "March 12, 2024", "Monday, 3 June 2024": a date alone.
  /^(((mon|tues|wednes|thurs|fri|satur|sun)day),? )?(\d{1,2}(st|nd|rd|th)?\.? )?(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\.?( \d{1,2}(st|nd|rd|th)?)?,? \d{4}[.!]?$/iu,
  // "Bilety: 20 zł", "Preis: ab 49 €", "Tickets: $25": a label and a price, not what the product is.
  /^[\p{L} ]{2,25}\s?[:：]\s*(from |ab |od |dès |desde |da |vanaf |à partir de )?((R\$|US\$|[$€£¥₹₩])\s?\d[\d.,]*|\d[\d.,]*\s?(€|\$|£|zł|kr|円|元|eur|usd|chf))[\s\p{L}/.]{0,15}$/iu,
  // "#adelaide #general #people #update": a post list's tags, not what the site is.
  /^(#[\p{L}\p{N}_-]+[\s,]*){2,}$/u,
  // "GitHub Next »", "« Previous", "Older posts →": a pager's links, not what the site is.
  /(^|\s)(next|previous|prev|older|newer)( (posts?|entries|page|chapter))?\s*(»|›|→)$|^(«|‹|←)\s*(previous|prev|next|older|newer)(?![\p{L}])/iu,
  // "Let's Work Together", "Let's build something together", "Let's talk": a contact page's invitation, not what the company does.
  /^let['’]?s\s+(work|build|talk|chat|connect|collaborate|create|team up|get started|start)(\s+(something|it|this|now|today|more))?(\s+together)?[.!]?$/iu,
  // "Browse back issues of Acme Weekly", "Read past editions": a newsletter archive's way in, not what the newsletter is.
  /^(browse|read|explore|see|view|search)\s+(all\s+|the\s+|our\s+)?(back|past|previous|older|earlier)\s+(issues|editions|newsletters|posts|episodes|numbers)(?![\p{L}])/iu,
  // "Czwartek, 14 marca 2024, 18:00", "Friday · 24 July 2026", "12. März 2024", "2024年3月12日 10:00": a date alone, in any language (a weekday and a time may go with it).
  new RegExp(
    `^(\\p{L}+\\.?\\s*[,·•|–—-]?\\s+)?(\\d{1,2}\\.?\\s+(de\\s+)?(${MONTHS})\\.?,?\\s+(de\\s+)?\\d{4}|(${MONTHS})\\.?\\s+\\d{1,2},?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[./]\\d{1,2}[./]\\d{4}|\\d{4}年\\d{1,2}月\\d{1,2}日)(,?\\s+(\\p{L}+\\.?\\s+)?\\d{1,2}[:.h]\\d{2}(\\s*(uhr|h))?)?[.!]?$`,
    'iu',
  ),
  // "Photo by Jane Doe on Unsplash", "Image: Jane Doe", "(c) Jane Doe", "Hosted by Jane", "A website by Jane Doe", "Tags: web, design", "By Jane Doe | March 3, 2024": a credit, a byline or a post's labels.
  /^((photo|image|foto|bild|picture|illustration|photo credit|crédit photo|credits?|bildnachweis)( by|:)\s|\(c\)\s|hosted by\s|(a|an|the) (web ?site|site|page|homepage|blog|portfolio) (by|of|from|von|de|par|di|van)\s|(tags?|categories|category|kategorien?|étiquettes|etiquetas|schlagwörter)\s*:)/iu,
  // "Developer : Jane Doe (Delta Corp.)", "Publisher: Acme Games", "Developed by Jane Doe", "Entwickelt von Pixel GmbH": who made it, a credit.
  /^(developers?|publisher|author|maker|creator|entwickler(in)?|herausgeber|développeur|développeuse|éditeur|desarrollador(a)?|desenvolvedor(a)?|sviluppatore|ontwikkelaar)\s*[:：]\s*\S/iu,
  /^(([Dd]eveloped|[Pp]ublished|[Cc]reated|[Mm]ade|[Bb]uilt|[Dd]esigned|[Pp]roduced) by|[Ee]ntwickelt von|[Dd]éveloppé par|[Dd]esarrollado por|[Dd]esenvolvido por|[Ss]viluppato da|[Oo]ntwikkeld door)\s+\p{Lu}[\p{L}'’.&-]*(\s+\p{Lu}[\p{L}'’.&-]*){0,3}\s*(\([^)]*\))?\s*(©.*)?[.!]?$/u,
  /^([Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor|[Dd]i) \p{Lu}[\p{L}'’.-]*( \p{Lu}[\p{L}'’.-]*){0,2}\s*[|·•,–—]\s*\S/u,
  // "You can also view our Privacy Policy.", "Please read our Terms of Service": a pointer to the site's legal pages.
  /(?<![\p{L}])(view|read|see|review|check|consult)\s+(our|the)\s+(privacy policy|privacy notice|terms( of (service|use))?|cookie policy|legal notice|imprint)(?![\p{L}])/iu,
  // "You are here: Home", "Startseite » Leistungen": a breadcrumb.
  /^(you are here|sie sind hier|vous êtes ici|usted está aquí|você está aqui|ti trovi in|u bent hier)\b|^(home|startseite|accueil|inicio|início|home ?page)\s*[»›>/|]/iu,
  // "Open menu", "Search this site", "Share this page", "Click to enlarge", "Slide 1 of 3", "More info", "Rotate your device", "Best viewed in Chrome": the page's controls and notes on the browser.
  /^((open|close|toggle) (the )?(menu|navigation|search)|search (this|the) (site|website|page)|(share|print|bookmark) this (page|article|post)|go back|click (to|here|the|on|below)\b|tap (to|here)\b|press (any key|enter|space)\b|(slide|page|step|image|photo) \d+ (of|von|de|sur|di|van) \d+|more info(rmation)?[.!]?$|ver más[.!]?$|(rotate|turn) your (device|phone|screen)|your browser is (outdated|out of date|not supported)|update your browser|(best|optimi[sz]ed) viewed (in|with|on)\b)/iu,
  // "Like us on Facebook", "Send us a message", "Get notified when we launch", "Enter your email": a call to act the other rules miss.
  /^(like us on|send us (a|an) (message|email|e-mail|note|line)|leave (us )?a (message|comment|review)|get notified\b|notify me\b|enter your (e-?mail|email address|name|phone))/iu,
  // "Now on Product Hunt", "We just raised $5M", "New: Dark mode is here": news.
  /^(now (live )?on product hunt|we('ve| have)? just (raised|launched|released|shipped|closed)\b|new[:!]\s)|\b(raised|raises) (a )?\$\d/iu,
  // "Diese Website verwendet Cookies", "Ce site utilise des cookies", "Paramètres des cookies": a cookie notice.
  /\b(this|our|diese|unsere|ce|notre|este|nuestro|nuestra|questo|il nostro|deze|onze|esta|nosso|nossa)( web)? ?(web ?site|site|sitio( web)?|seite|webseite|internetseite|sito( web)?|website|página)( web)? (uses|verwendet|nutzt|benutzt|utilise|utiliza|usa|utilizza|gebruikt) (\S+ )?cook|^(cookie[- ]?(einstellungen|settings|preferences)|paramètres des cookies|préférences (de |des )?cookies|configuración de cookies|impostazioni (dei )?cookie|cookie-?instellingen)\b/iu,
  // "El proyecto", "Le projet", "Het team", "A empresa": a section named with its article, in the languages seen.
  /^(the|el|la|le|l['’]|das|die|der|il|lo|het|de|o|a)\s?(project|proyecto|projet|projekt|progetto|projeto|company|empresa|entreprise|unternehmen|firma|azienda|bedrijf|team|equipo|équipe|squadra|equipa|mission|misión|missione|missão|missie|idea|idée|idee|ideia|story|historia|histoire|geschichte|storia|história|verhaal)[.!]?$/iu,
  // "Get the latest news delivered to your inbox", "Rejoignez la liste d'attente", "Únete": a newsletter's or a waitlist's call.
  /\b(to|in|into) your inbox\b|(?<![\p{L}])(waitlist|wait list|waiting list|liste d['’]attente|lista de espera|warteliste|wachtlijst|lista d['’]attesa)(?![\p{L}])|^(rejoignez|únete|unete|junte-se|unisciti|abonnez-vous|suscríbete|iscriviti|inscreva-se)(?![\p{L}])/iu,
  // "We value your privacy", "Wir respektieren Ihre Privatsphäre", "Utilizamos cookies propias y de terceros": a privacy or cookie notice.
  /\b(we (value|respect|care about|protect) your privacy|wir (respektieren|schützen) ihre privatsphäre|nous respectons votre vie privée|respetamos (tu|su) privacidad|rispettiamo la tua privacy|respeitamos a sua privacidade|wij respecteren uw privacy)\b|(?<![\p{L}])(utilizamos|usamos|nous utilisons|on utilise|wir (verwenden|nutzen)|utilizziamo|usiamo|we gebruiken|we use|we utili[sz]e)\s+(\p{L}+\s+)?cookies?(?![\p{L}])/iu,
  // "0 results", "No items found", "Showing 1–10 of 42", "Add a filter to see results", "Keine Ergebnisse": a list's or a search's
  // state, the words an app prints over its results (an app's homepage rendered ahead of time keeps them), not what it is.
  /^\d[\d.,]*\s+(results?|items?|matches|entries|records|hits|ergebnisse|treffer|einträge|résultats?|éléments|resultados?|elementos|risultati|elementi|resultaten|wyników|件)(\s+(found|gefunden|trouvés?|encontrados?|trovati|gevonden))?[.!]?$|^(no|keine|aucun|aucune|sin|sem|nessun|nessuna|geen|brak)\s+(results?|items?|matches|entries|records|data|ergebnisse|treffer|einträge|daten|résultats?|éléments|données|resultados?|elementos|datos|dados|risultat[oi]|elementi|dati|resultaten|gegevens|wyników|danych)(\s+(found|yet|to (show|display)|gefunden|trouvés?|encontrados?|trovati|gevonden))?[.!]?$|^nothing (found|here yet|to show)[.!]?$|^(showing|displaying)\s+\d+(\s*[–—-]\s*\d+)?\s+(of|von|sur|de|di|van)\s+\d+(?![\p{L}])|^(add|apply|select|choose|use|enter) (a |some |your )?(filters?|search( term)?|query)( to (see|show|view|get|find) (the |any )?results)?[.!]?$/iu,
  // "Heading 1", "Sample gallery", "Demo (no JS, minimal options)", "Acme's Key Features", "The Acme Team", "Vilka är vi", "Skontaktuj się z
  // nami", "Acme is a project by Jane Roe": a stylesheet's specimen, a demo's label, a section's name or a credit, in the languages the
  // rules above miss, the lines a page's body offers when its header (where its banner sits) says nothing.
  /^heading\s*[1-6][.!:]?$|^(sample|example|demo)\s+(gallery|page|app|site|content|text|data|usage)[.!]?$|^demo\s*\(|^(\S+['’]s\s+)?(key|main|core|top|all)\s+features[.!:]?$|^(the|our)\s+([\p{L}\d.&-]+\s+){0,2}team[.!:]?$/iu,
  /^(vilka är vi|hvem er vi|kim jesteśmy|keitä olemme|biz kimiz|kdo jsme|skontaktuj się( z nami)?|kontakta oss|kontakt os|kontakt oss|ota yhteyttä|kontaktujte nás)[\s.!?:]*$/iu,
  /(?<![\p{L}])is an? ((open[- ]source|side|personal|hobby|free)\s+)?project (by|of|from)\s+(the\s+)?\p{Lu}/u,
  // "Wird geladen …", "Chargement…", "Cargando...": a loading note.
  /^(loading|wird geladen|lädt|laden|chargement( en cours)?|cargando|carregando|caricamento( in corso)?|bezig met laden|ładowanie|読み込み中|加载中)[\s.…]*$/iu,
  // "Jetzt im App Store und bei Google Play": a short line naming both stores is a badge ("Google Play review monitoring" names a product's subject).
  /^(?=(\S+\s+){0,7}\S+$).*(\bapp store\b.*\b(google play|play store)\b|\b(google play|play store)\b.*\bapp store\b)/iu,
  // "Sans carte bancaire", "Sin tarjeta de crédito", "Start your 14-day free trial", "Testez gratuitement": a card not needed, a trial's call.
  /^(sans|aucune|pas de) carte (bancaire|de crédit)|^(sin|sem|senza|zonder|ohne) (tarjeta|cartão|carta|creditcard|kreditkarte)|^(start|begin|try|get|claim) (your |a |the |our )?((free|\d+[- ]days?)[- ]?)*(free )?trial\b|^(testez|essayez|prueba|pruébalo|experimente|prova|probeer|teste?n? sie)\b.{0,30}\b(gratuitement|gratis|grátis|gratuitamente|kostenlos)\b/iu,
  // "Now with AI", "Jetzt mit KI", "Coming soon to iOS and Android", "Próximamente en iOS y Android": news of the product.
  /^(now|jetzt|maintenant|ahora|agora|ora|nu) (with|mit|avec|con|com|met)\s|^(coming soon|bald|bientôt|prochainement|próximamente|em breve|prossimamente|binnenkort|demnächst)\s+(to|on|for|in|en|em|auf|sur|su|op|für|pour|para|per|im|na)(?![\p{L}])/iu,
  // "Privacy Policy · Terms of Service", "Impressum | Datenschutz": a row of legal links.
  /^(privacy( policy)?|terms( (of|and) (service|use|conditions))?|cookies?( policy)?|imprint|impressum|datenschutz(erklärung)?|agb|legal( notice)?|mentions légales|aviso legal|política de privacidad|note legali|disclaimer)(\s*[·|•/,&-]\s*(privacy( policy)?|terms( (of|and) (service|use|conditions))?|cookies?( policy)?|imprint|impressum|datenschutz(erklärung)?|agb|legal( notice)?|mentions légales|aviso legal|política de privacidad|note legali|disclaimer))+$/iu,
  // "Mit Liebe gemacht in Hamburg", "Con amore fatto a Roma": made with love, the words the other way round.
  /^(mit liebe|avec amour|con amor|com amor|con amore|met liefde|with love)\s+(gemacht|entwickelt|hergestellt|fait|conçu|hecho|feito|fatto|gemaakt|made)(?![\p{L}])/iu,
  // "お問い合わせはこちら", "資料請求", "無料相談": a call to ask or book, in Japanese.
  /^(?=.{1,20}$).*(はこちら|お問い合わせ|お問合せ|資料請求|お申し込み|お申込み|無料相談|ご予約)/u,
  // A section's name or a button's words in the languages the rules above miss ("О компании", "Hakkımızda", "Läs mer", "Umów wizytę",
  // "자세히 보기", "今すぐダウンロード", "Solicite um orçamento"): what to click, not what the product is.
  /^(о компании|о нас|контакты|новости|наши услуги|скачать( бесплатно)?|узнать больше|подробнее|оставить заявку|связаться с нами|заказать звонок|hakkımızda|iletişim|hizmetlerimiz|hemen indir|indir|daha fazla bilgi|detaylı bilgi|teklif al(ın)?|bize ulaşın|o nas|nasze usługi|zadzwoń( teraz)?|dowiedz się więcej|umów (wizytę|się)|czytaj więcej|sprawdź|pobierz|kontakta oss|läs mer|boka tid|læs mere|les mer|lue lisää|ota yhteyttä|kontaktujte nás|více informací|zjistit více|čtěte více|o nás|despre noi|contactează-ne|află mai multe|σχετικά με εμάς|επικοινωνία|περισσότερα|اتصل بنا|من نحن|اقرأ المزيد|צור קשר|אודות|קרא עוד|liên hệ|về chúng tôi|xem thêm|ติดต่อเรา|เกี่ยวกับเรา|อ่านเพิ่มเติม|공지사항|회사소개|문의하기|지금 다운로드|무료로 시작하기|자세히 보기|더 보기|로그인|회원가입)[\s.!…→»]*$/iu,
  /^(お知らせ(一覧)?|新着情報|よくある質問|サービス(一覧|紹介)?|ご利用の流れ|事業内容|会社概要|会社案内|代表挨拶|(はじめの|初めの|代表者?の?|社長|院長|理事長|校長|園長)?ご?(挨拶|あいさつ)|(代表|社長|院長)メッセージ|採用情報|アクセス|今すぐダウンロード|無料で始める|詳しく見る|もっと見る|ログイン|新規登録)[\s。!！…→»]*$|のお知らせ$|(サイト|ホームページ|ウェブサイト)を(リニューアル|公開)しました|^(定休日|営業時間)[:：\s]/u,
  /^(solicite|solicita|pida|pide|peça|peça já|richiedi) (um |un |una |uma |tu |su |seu |sua |il |la )?(orçamento|presupuesto|cotización|cotação|preventivo|demo|información|informações|informazioni)(?![\p{L}])/iu,
  // "Hecho con ❤ en Madrid", "Fait avec amour à Paris": how and where it was made, a badge.
  /^(hecho|fait|feito|fatto|gemacht|gemaakt|made|handmade|crafted|built) (con|avec|com|mit|met|with) (amor|amour|love|liebe|liefde|carinho|cariño|❤️?|♥️?|💙|💜|🧡|💚)/iu,
  // An association's calls and notices: "Donate to Acme", "Become a member", "Mitglied werden", "Volunteer with us", "Apply now", "Registration is now open", "Tickets on sale now", "Save the date", "Call for papers".
  /^(donate|spende|spenden|faire un don|dona|doneer|doe een gift|doar)(?![\p{L}])|^(become|werde|werden sie|devenez|devenir|hazte|hágase|diventa|word|torne-se|seja) (a |an |ein |eine |un |une |uno |una |um |uma )?(member|mitglied|membre|socio|socia|lid|sócio|volunteer|ehrenamtliche[rn]?|bénévole|voluntario|volontario|vrijwilliger|voluntário|sponsor|supporter|förder(er|mitglied))(?![\p{L}])|\bmitglied werden\b|^(volunteer|join) (with|us)\b|^(mach|machen sie) mit\b|^(apply|enrol|enroll|register) (now|today|here|online)\b|^(bewirb dich|bewerben sie sich|postulez|inscrivez-vous|inscríbete|iscriviti)(?![\p{L}])|^(applications?|registrations?|admissions?|enrol(l)?ments?|anmeldungen?|inscriptions?|inscripciones|iscrizioni) (is |are |sind |ist |sont )?(now |jetzt |maintenant )?(open|offen|ouvertes?|abiertas?|aperte?)\b|^(tickets?|karten|billets?|entradas|biglietti) (on sale|available|now available|erhältlich|en vente|a la venta|disponibili)\b|^(save the date|call for (papers|proposals|volunteers|participants|speakers|entries|submissions))\b/iu,
  // "Next meeting: March 3", "Upcoming events", "Annual General Meeting 2024", "Sunday service at 10am", "Season 2024/25", "Open day on Saturday", "In memoriam": its calendar and notices.
  /^(next|upcoming|nächste[rs]?|prochaine?s?|próxim[oa]s?|prossim[ie]|volgende) (meeting|match|game|event|events|service|session|termine?|treffen|spiel|réunion|événements?|rencontre|eventos?|partido|reunión|eventi|partita|evenementen?|wedstrijd)(?![\p{L}])|^(événements|eventos|eventi|veranstaltungen|evenementen) (à venir|próximos|in programma|anstehend)\b|^(annual general meeting|general assembly|mitgliederversammlung|jahreshauptversammlung|assemblée générale|asamblea general|assemblea generale|algemene ledenvergadering)\b|^((sunday|saturday|weekday|weekly) (services?|mass|worship)|mass times|service times|gottesdienst(e|zeiten)?|horaires des messes|horario de misas)\b|^(season|saison|temporada|stagione|seizoen|termine|dates|fechas) \d{4}|^(open (day|house|evening)|tag der offenen tür|portes ouvertes|jornada de puertas abiertas|open dag|giornata (a porte aperte|aperta))\b|^(in memoriam|rest in peace|r\.i\.p\.?|nachruf|in gedenken)(?![\p{L}])/iu,
  // "info@acme.test", "Free delivery over €50 · 30-day returns", "Search products, brands and more": an address to write to, a shop's perks, a search box's hint.
  /[\w.+-]+@[\w-]+\.[\w.-]+|\bfree (delivery|returns)( (on|over|for|from|worldwide|in)\b|\s*[·|•,]|[.!]?$)|\b\d+[- ]day (returns|money[- ]back)\b|^search (for )?(products|brands|items|articles|anything|the (site|shop|store|catalog(ue)?))\b/iu,
  // "Privacy Policy, GDPR Disclosure, and Terms of Service for Acme apps", "Impressum und Datenschutzerklärung": what a legal page holds,
  // a line that opens on one legal document and names another.
  new RegExp(`^(${LEGAL_DOCUMENT})(?![\\p{L}]).*(?<![\\p{L}])(${LEGAL_DOCUMENT})(?![\\p{L}])`, 'iu'),
  // "X 悬浮词典 隐私政策", "Acme Browser Extension Privacy Policy": a title or heading ending on the document's name is that document's,
  // unless the name is one the product makes for its user ("Generate your privacy policy").
  new RegExp(
    `(?<!(?<![\\p{L}])(your|a|the|our|my|their|ihre|deine|eine|votre|une|vos|tu|una|su|sua|seu|uma|la|il|je|uw|een)\\s+)(?<![\\p{Ll}])(${WHOLE_LEGAL_DOCUMENT})[.!]?$`,
    'iu',
  ),
  // "特定商取引法に基づく表記。ラベルンの販売事業者情報。", "Privacy Policy: how we handle your data": the document's own first words.
  new RegExp(`^(${LEGAL_DOCUMENT})\\s*[。.:：]`, 'iu'),
  // "Allgemeine Geschäftsbedingungen - Lichttechnik und Vertrieb, Inhaber …": the document's name, then whose.
  new RegExp(`^(${LEGAL_DOCUMENT})\\s+[-–—|]\\s+`, 'iu'),
  // "License, attribution, and privacy disclosures for Aerial.": what a legal page holds.
  /(?<![\p{L}])(licen[cs]e|attribution|privacy|cookies?|terms|legal|imprint)(?![\p{L}])[^.。]{0,40}(?<![\p{L}])(disclosures?|notices?|statements?)(?![\p{L}])/iu,
  // "Boilerplate, fact sheet, product screenshots and brand assets for klipa.": what a press kit holds.
  /(?<![\p{L}])(boilerplate|fact ?sheet|press releases?|brand assets|press photos|media kit)(?![\p{L}])[^.。]{0,60}(?<![\p{L}])(boilerplate|fact ?sheet|screenshots|brand assets|logos|press photos|media kit)(?![\p{L}])/iu,
  // "🔒 プライバシーポリシー 必読", "Privacy Policy (must read)": a card or a heading that leads to the legal document, its name and a badge.
  new RegExp(`^[\\p{P}\\p{S}\\s]*(${LEGAL_DOCUMENT})(?![\\p{L}])\\s*(\\([^)]{0,24}\\)|[^\\s()]{1,10})?[.!]?$`, 'iu'),
  // "New batch starting March 3rd! Secure your spot with the early bird offer ending today.", "Limited-time offer: 30% off", "Next
  // cohort begins Monday": a course's next date or a sale's deadline, the news of the week over the page, not what it is.
  /(?<![\p{L}])(early[- ]bird|limited[- ]time (offer|deal|only)|(offer|sale|discount|registration|enrol+ment) (ends|ending|expires|closes|closing)|secure your (spot|seat|place)|frühbucher\p{L}*|nur noch heute)(?![\p{L}])|(?<![\p{L}])(batch|cohort|intake|session|course|class|season) (starts|starting|begins|beginning|opens|opening) (on |from |this |next )?(\d|today|tomorrow|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)|(?<![\p{L}\d])\d{1,2}\s?% off(?![\p{L}])/iu,
  // "Special offer", "Offre spéciale", "Specijalna ponuda", "Oferta specjalna", "Özel kampanya", "Veckans erbjudande": a shop's or a salon's
  // offers section, the heading alone, not what the business is.
  /^((our|unsere|nos|nuestras|le nostre|onze|nossas) )?(special offers?|offers? of the (week|month)|today['’]?s (deals?|offers?)|current offers|sonderangebote?|angebote? des (monats|tages)|aktuelle angebote|unsere angebote|offres? (spéciales?|du moment|du mois)|ofertas?( especial(es)?| del mes| de la semana| especiais)?|promociones|promoç(ão|ões)|offert[ae]( special[ei]| del mese)?|speciale aanbieding(en)?|aanbieding(en)?|specijaln[ae] ponud[ae]|posebn[ae] ponud[ae]|akcij[ae]|oferta specjalna|oferty specjalne|promocj[ae]|speciální nabídk[ay]|akční nabídk[ay]|özel (teklif|fırsat|kampanya)(lar)?|kampanyalar|(veckans |månadens )?erbjudanden?|ukens tilbud|ugens tilbud|специальн(ое|ые) предложени[ея]|акции)[.!]*$/iu,
  // "Lublin i okolice", "Rosenheim und Umgebung", "Lyon et ses environs", "Madrid y alrededores": where it works, a place alone.
  /^((in|w|im|à|en|em|a|i) )?\p{Lu}[\p{L}.'’-]*( \p{Lu}[\p{L}.'’-]*)?,? (i|und|et( ses)?|y|e|en|and( the)?|och|og|ve|a) (okolice|okolic[ae]|[Uu]mgebung|[Uu]mland|alentours|environs|région|alrededores|arredores|dintorni|provincia|omgeving|omstreken|omgivningar|omegn|omgivelser|surroundings|surrounding areas?|area|region|çevresi|okolí)[.!]?$/u,
  // "Case study", "Chapter 1", "Teil 2": a part of a longer text.
  /^(case study|(chapter|part|kapitel|teil|chapitre|partie|capítulo|capitolo|parte|hoofdstuk|deel)\s+(\d+|[ivx]+))(?![\p{L}])/iu,
  // "Apps on Google Play", "on the App Store", "Chrome Web Store": the store's page, not what the product is.
  /^((apps|games) on google play|(on|in|from) (the )?(app store|mac app store|google play|play store|chrome web store|microsoft store|f-droid)|(app store|mac app store|google play|play store|chrome web store|microsoft store|firefox add-ons|f-droid))[.!]?$/iu,
  // "The App", "Mobile App", "Die App": what kind of thing it is, nothing said.
  /^(the |die |la |l'|le |el |a |an |o |de |het |een |eine |une |una |uma )?(web |mobile |desktop |ios |android |iphone |mac |windows )?(app|application|anwendung|aplicación|aplicativo|applicazione|webapp|web-app)[.!]?$/iu,
  // "Your Company Tagline", "Slogan here": a template's stand-in.
  /^(your |our |my )?(company |brand |site |business |website )?(tagline|slogan|headline)( (here|goes here))?[.!]?$/iu,
  // A framework's or a publishing tool's default words ("A Vite + React app", "A new Flutter project.", "Just another WordPress site", "Hugo theme demo"), a landing page saying it is one, "Click here …": nothing said about the product.
  /^(a |an )?(new |simple |basic |minimal )?(vite|react|next\.?js|vue(\.?js)?|nuxt|svelte(kit)?|angular|ionic|flutter|expo|electron|gatsby|hugo|jekyll|astro|tailwind( css)?|bootstrap)\b.{0,30}\b(app|application|project|site|starter|template|theme|demo|boilerplate)[.!]?$/iu,
  /\b(just another wordpress (site|blog|weblog)|un sitio más de wordpress|otro sitio realizado con wordpress|ein weiterer wordpress-?(blog|site|seite)|un site utilisant wordpress|un altro sito (realizzato con )?wordpress|nog een wordpress(-| )(site|blog)|mais um site (do )?wordpress)\b|^my (wordpress|wix|squarespace|jimdo|weebly) (blog|site|website)[.!]?$|^(this is )?(my|a) (new )?(site|website|blog) (built|made|created) with (wordpress|wix|squarespace|jimdo|weebly|webflow|carrd)\b/iu,
  /^(a |the )?landing ?page\b|^click here\b|^(enter|write|add|insert|put) (a |an |your )?(short )?(description|tagline|text|slogan)( here)?\b/iu,
  // "Jane Doe's portfolio": whose pages they are.
  /^\p{Lu}[\p{L}.-]+( \p{Lu}[\p{L}.-]+){0,2}['’]s? (portfolio|personal (web ?site|page|blog|homepage)|blog|resume|résumé|cv|homepage)[.!]?$/u,
  // "Insert your tagline here", "Your headline goes here": a template's stand-in.
  /\b(your|insert|add|put|enter)( your)? (tagline|slogan|headline|heading|title|text|content|description) here\b|\b(tagline|slogan|headline|heading|title|text|description) goes here\b/iu,
  // "HTML5 Test Page", "Kitchen sink", "Typography test page": the name of a CSS framework's page of sample elements, not what the framework is.
  /^((html5?|css|typography|style|element|elements) )?(test|specimen|sample) page[.!]?$|^kitchen ?sink( page)?[.!]?$/iu,
  // "Demo of Acme, a tiny modal library", "Documentation for acme.js": a project's demo or docs page saying what the page is, a named project
  // after it ("Demos of your product that close deals" names no one).
  /^([Aa]n? |[Tt]he )?([Ll]ive |[Oo]nline |[Ii]nteractive )?([Dd]emo(nstration)?s?|[Ee]xamples?|[Dd]ocumentation|[Dd]ocs|[Pp]layground|[Ss]howcase) (of|for) (the )?(\p{Lu}|[\p{Ll}\d-]+\.(js|css|ts)(?![\p{L}]))/u,
  // "Part of BigCorp Group", "Ein Unternehmen der BigCo Gruppe", "Une marque du groupe BigCo": who owns it.
  /^[Pp]art of (the )?\p{Lu}/u,
  /^(a (subsidiary|member|company|brand) of( the)?|ein(e)? (unternehmen|marke|tochter\p{L}*) (der|des|von)|une (société|marque|filiale) (du|de|des)( groupe)?|una (empresa|marca|filial) (del|de)( grupo)?|un['’]azienda (del|di)( gruppo)?|una (società|marca) (del|di)( gruppo)?|een (bedrijf|merk|onderdeel) van|onderdeel van|uma (empresa|marca) (do|da|de)( grupo)?)\s+\p{Lu}/iu,
  // "Formerly known as Widgetly", "Früher Widgetly": its old name.
  /^(formerly|previously|früher|ehemals|vormals|anciennement|anteriormente|precedentemente|già|voorheen|dawniej)(\s+(known as|bekannt als|connu sous le nom de|conocid[oa] como|conhecid[oa] como|noto come|bekend als))?\s+\p{Lu}/iu,
  // "Registered charity no. 1234567", "Company No. 01234567 · VAT GB…", "P.IVA 01234567890", "KvK 12345678": a register's number.
  /(?<![\p{L}])(registered charity|charity (no|number)|company (no|number|reg(istration)?)|vat (no|number|reg)|ust-?id(nr)?|handelsregister|hrb|siret|siren|kvk|nif|cif|p\.?\s?iva|partita iva|rcs|krs|nip|regon|cnpj)\.?\s*(no\.?|nr\.?|number|:)?\s*[A-Z]{0,3}\s?\d{5,}/iu,
  // "O cukierni", "O firmie", "O salonie", "O nás": "About the shop", a Polish, Czech or Slovak section's name, the words a menu links to.
  /^[Oo]\s+\p{Ll}+[.!:]?$/u,
  // "& POZNAJ NAS &", "— Our story —", "~ Bienvenue ~", "✦ Über uns ✦": a section's eyebrow, the same ornament on both sides; a slogan is
  // not set between ornaments.
  /^([&~—–·•*✦✧★☆♦◆❖|/\\-]+)\s*\S(.*\S)?\s*\1$/u,
  // "🚨 Unmaintained 🚨", "Deprecated", "This library is no longer maintained": the project's state, not what it is.
  /^(unmaintained|deprecated|archived|abandoned|discontinued|obsolete|end[- ]of[- ]life|no longer (actively )?(maintained|supported|developed)|not (actively )?maintained( any ?more)?|looking for (a )?(new )?maintainers?)(\s|[.!]|\p{Extended_Pictographic}|\uFE0F)*$|^(this|the) (project|library|package|repository|repo|module|plugin|tool|extension|gem|crate|theme)( is| has been)( now)? (deprecated|unmaintained|archived|abandoned|discontinued|no longer (actively )?(maintained|supported|developed)|not (actively )?maintained)/iu,
  // "This site is maintained by the Acme association", "Ce site (sous licence MIT) est maintenu par …", "Diese Website wird von … betreut":
  // who keeps the website, a credit line a theme's tagline slot may hold, not what the product is.
  /^(this|the) (web ?site|site|page|web ?page)\b.{0,40}\b(is|was) (maintained|run|built|made|hosted|managed|edited|operated|designed|developed) by\b|^(ce|le) (site|site web|site internet)\b.{0,40}\b(est|a été) (maintenu|géré|édité|réalisé|conçu|développé|hébergé|animé)e? par\b|^(diese|die) (website|webseite|internetseite|homepage|seite)\b.{0,40}\b(wird|wurde) (von|vom|durch)\b.{0,60}\b(betreut|betrieben|gepflegt|erstellt|gestaltet|entwickelt|gehostet)\b|^(este|el) (sitio|sitio web|portal)\b.{0,40}\b(es|está|fue) (mantenido|gestionado|administrado|creado|desarrollado|diseñado) por\b|^(este|o) (site|sítio|portal)\b.{0,40}(?<![\p{L}])(é|foi) (mantido|gerido|gerenciado|criado|desenvolvido) (por|pela|pelo)\b|^(questo|il) sito\b.{0,40}(?<![\p{L}])(è|è stato) (mantenuto|gestito|curato|realizzato|sviluppato) da\b|^deze (web)?site\b.{0,40}\b(wordt|werd) (onderhouden|beheerd|gemaakt|ontwikkeld) door\b/iu,
  // "In partnership with the Verdi Foundation", "Supported by the EU", "In collaborazione con …": whom the company works with or is
  // backed by, not what the product is.
  new RegExp(`^(${ANOTHER_BODY_WORDS})(?![\\p{L}])`, 'iu'),
  // "Built with MkDocs using a theme provided by Read the Docs", "Powered by Jekyll & GitHub Pages", "Erstellt mit WordPress": what
  // the website is made with, a footer's credit, not what the product is.
  /^(built|made|created|generated|powered|hosted|published|designed|erstellt|gemacht|realisiert|réalisé|créé|propulsé|généré|hecho|creado|desarrollado|feito|criado|realizzato|creato|gemaakt)( (with|using|on|by|mit|avec|par|con|com|met|door|por))? .{0,40}\b(mkdocs|sphinx|jekyll|hugo|hexo|gatsby|docusaurus|vuepress|vitepress|gitbook|wordpress|wix|squarespace|webflow|joomla|drupal|ghost|github pages|gitlab pages|netlify|vercel|read the docs|bootstrap|a theme|theme|template|thème|vorlage|plantilla|tema|sjabloon)\b/iu,
  // "Hello from Acme": the page title a documentation starter gives every new site, a greeting, not a slogan.
  /^(hello|hi|hey|greetings|hallo|bonjour|hola|ciao|olá) (from|von|de|desde|da)\s/iu,
  // "View the Project on GitHub acme/acme", "Fork me on GitHub", "Star us on GitHub": a link to the code, not what the product is.
  /^(view|see|visit|browse|get|download|fork|star|watch|clone|follow|contribute|find|check)\b.{0,40}\b(on|at|from|via|to) (github|gitlab|bitbucket|codeberg|sourceforge|npm)(?![\p{L}])/iu,
  // "123 Main Street, Springfield", "Hauptstraße 5", "12 rue de la Paix": a street address.
  /^\d+[a-z]?,?\s+([\p{L}'’.-]+\s){0,3}(street|st\.|road|rd\.|avenue|ave\.|boulevard|blvd\.?|lane|drive|court|square)(?![\p{L}])|^[\p{L}-]+(straße|strasse|str\.|weg|platz|allee|gasse|laan|straat|plein|gracht)\s+\d+|^(\d+[a-z]?,?\s+)?(rue|avenue|boulevard|calle|avenida|via|viale|piazza|rua|praça|plaza|ulica|ul\.)\s+[^,\d]+,?\s*\d+/iu,
];
