import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { brandOf } from './brand.ts';
import { sloganOf } from './slogan.ts';

const brand = (url: string, head: string, body = '') => brandOf([digestPage(url, `<html><head>${head}</head><body>${body}</body></html>`)])?.value ?? null;
/** The name read from a page's title alone, on a host that spells no name (a project's page under its maker's host). */
const titled = (title: string, path = '/') => brand(`https://someone.github.test${path}`, `<title>${title}</title>`, '<p>Hi</p>');

describe('the brand a site calls itself', () => {
  it('given a host that wraps the name in a button verb and a heading that says it ("Get Gareth" on getgareth.test), then the name without the verb, unless the site signs with it', () => {
    assert.equal(brand('https://getgareth.test/', '', '<main><h1>Get Gareth</h1><p>Gareth turns notes into tasks.</p></main>'), 'Gareth');
    assert.equal(brand('https://tryquillmate.test/', '<title>Try Quillmate</title>'), 'Quillmate');
    assert.equal(brand('https://getgareth.test/', '', '<main><h1>Get Gareth</h1></main><footer>© 2025 Get Gareth Ltd</footer>'), 'Get Gareth');
  });

  it("given an application name that is its author's address ('Tim Kinnane <tim.kinnane@amazebot.chat>'), or a title cut inside its bracket ('எழில்: … (Ezhil: The Tamil Programming Language)'), on a host that spells no name, then neither is the name", () => {
    assert.equal(
      brand(
        'https://neutral-1.example/',
        '<title>bBot</title><meta name="application-name" content="Tim Kinnane &lt;tim.kinnane@amazebot.chat&gt;">',
        '<h1>bBot</h1>',
      ),
      'bBot',
    );
    const tamil = brand('https://neutral-2.example/', '<title>எழில்: தமிழ் நிரலாக்க மொழி (Ezhil: The Tamil Programming Language)</title>', '<h1>Ezhil</h1>');
    assert.notEqual(tamil, 'எழில்: தமிழ் நிரலாக்க மொழி (Ezhil');
  });

  it("given no title and a footer that gives the studio's Instagram handle ('@vivix.media ↗') on vivix-media.test, then the name is the copyright line's, not the handle", () => {
    assert.equal(
      brand(
        'https://vivix-media.test/',
        '',
        '<main><h2>Aufmerksamkeit ist flüchtig.</h2></main><footer><p>alysenko [at] vivix-media.test <a href="https://www.instagram.com/vivix.media/">@vivix.media ↗</a></p><p>© 2026 VIVIX Media</p></footer>',
      ),
      'VIVIX Media',
    );
  });

  it("given a title whose name part the page's author metadata or copyright line signs ('Agence webmarketing | HeroGrowth', author 'HeroGrowth', '© Copyright HeroGrowth 2019' under a footer's 'Agence webmarketing', '© 2026 AGECODE' under 'AGECODE Longevity Clinic Frankfurt | …'), or that names the platforms after the name ('GeoTap Game for iOS and Android'), on a host that spells no name, then the name", () => {
    assert.equal(brand('https://neutral-3.example/', '<title>Agence webmarketing | HeroGrowth</title><meta name="author" content="HeroGrowth">'), 'HeroGrowth');
    assert.equal(
      brand(
        'https://neutral-5.example/',
        '<title>Agence webmarketing | HeroGrowth</title>',
        '<footer><h4>Agence webmarketing</h4><p>© Copyright HeroGrowth 2019. All Rights Reserved.</p></footer>',
      ),
      'HeroGrowth',
    );
    assert.equal(
      brand(
        'https://neutral-6.example/',
        '<title>AGECODE Longevity Clinic Frankfurt | Verjüngungsmedizin &amp; Lebensverlängerung</title>',
        '<footer><p>© 2026 AGECODE · Longevity &amp; Regenerative Medicine. Alle Rechte vorbehalten.</p></footer>',
      ),
      'AGECODE',
    );
    assert.equal(
      brand(
        'https://neutral-4.example/',
        '<title>GeoTap Game for iOS and Android</title><meta property="og:site_name" content="GeoTap Game for iOS and Android">',
      ),
      'GeoTap Game',
    );
  });

  it("given a press kit's page named after the product ('Dawnfolk Press Kit' as title and heading) or a Chinese about page ('关于速豹国际物流 2026｜12年国际物流经验'), then the product's name alone", () => {
    assert.equal(brand('https://dawnfolk.test/presskit.html', '<title>Dawnfolk Press Kit</title>', '<h1>Dawnfolk Press Kit</h1>'), 'Dawnfolk');
    assert.equal(
      brand('https://subaog.test/about.html', '<title>关于速豹国际物流 2026｜12年国际物流经验 | 各国寄中国专线</title>', '<h1>关于速豹回国物流</h1>'),
      '速豹国际物流',
    );
  });

  it("given a title with the release's number after the name ('CaptureFlow 0.2.0 | Private Screenshot Workflow', 'Acme v2.1'), then the name without it; 'Web 2.0 Toolkit' keeps its number", () => {
    assert.equal(titled('CaptureFlow 0.2.0 | Private Screenshot Workflow'), 'CaptureFlow');
    assert.equal(titled('Acme v2.1 | Invoices in a minute'), 'Acme');
    assert.equal(titled('Web 2.0 Toolkit | Widgets for your blog'), 'Web 2.0 Toolkit');
  });

  it("given a host that spells a form of address and a surname ('dr-mueller.test'), then not the form of address alone ('Dr') but the name the title gives ('Dr. Anna Müller')", () => {
    assert.equal(
      brand(
        'https://www.dr-mueller.test/',
        '<title>Zahnarzt Berlin Mitte – Dr. Anna Müller</title>',
        '<header><a href="/">Zahnarztpraxis Dr. Anna Müller</a></header><main><h1>Ihr Zahnarzt in Berlin</h1></main>',
      ),
      'Dr. Anna Müller',
    );
  });

  it("given a site name in the metadata that claims or describes ('The best invoicing tool', 'Simple invoicing for studios') on a host that spells no name, then no name from it; a site name of names ('Acme Invoicing') still is one", () => {
    const named = (site: string) =>
      brand(
        'https://www.getinvoicely.test/',
        `<title>Invoicing for studios</title><meta property="og:site_name" content="${site}">`,
        '<main><h1>Invoices, chased</h1></main>',
      );
    assert.equal(named('The best invoicing tool'), null);
    assert.equal(named('Simple invoicing for studios'), null);
    assert.equal(named('Acme Invoicing'), 'Acme Invoicing');
  });

  it("given a start page titled with its slogan before the name ('Webdesign aus Köln – Acme Studio') on a host that spells neither, and the site's other pages titled with the name ('Kontakt – Acme Studio'), then the name every page carries, and on the start page alone the part in capitalised words, not the one a preposition places ('Plumbers in Springfield | Northwind Plumbing'); a name with a small word of its own stays ('Fix my Trip | Cheap Flights')", () => {
    const page = (path: string, title: string) =>
      digestPage(`https://kleines-studio.test${path}`, `<html><head><title>${title}</title></head><body><main><h1>Willkommen</h1></main></body></html>`);
    const home = page('/', 'Webdesign aus Köln – Acme Studio');
    assert.equal(brandOf([home, page('/kontakt.html', 'Kontakt – Acme Studio'), page('/leistungen.html', 'Leistungen – Acme Studio')])?.value, 'Acme Studio');
    assert.equal(brandOf([home])?.value, 'Acme Studio');
    const single = (title: string) => brand('https://kleines-studio.test/', `<title>${title}</title>`);
    assert.equal(single('Plumbers in Springfield | Northwind Plumbing'), 'Northwind Plumbing');
    assert.equal(single('Fix my Trip | Cheap Flights'), 'Fix my Trip');
  });

  it("given a title that is a sentence and a header whose heading the copy names again ('Free Bible Apps' over 'Free Bible Apps can help You read…'), then that heading; a header's heading the copy never names is none", () => {
    const page = (copy: string) =>
      brandOf([
        digestPage(
          'https://someone.github.test/',
          `<html><head><title>Read His Word. Anytime. Anywhere. Any device.</title></head><body><header><h1>Free Bible Apps</h1></header><main><p>${copy}</p></main></body></html>`,
        ),
      ])?.value ?? null;
    assert.equal(page('Free Bible Apps can help You read and meditate on His Word.'), 'Free Bible Apps');
    assert.equal(page('Read and meditate on His Word on all your devices.'), null);
  });

  it("given a page past the start page, on a host that spells no name, whose title names the page in another language or words ('За нас – Medium Future', 'サイト概要 | MobaScope JP', 'Découvrir MeeTempo - …', 'FAQ GoCRM | …') or cuts a phrase short ('Podcast to FAQ — PodPress'), then the name; a title that only describes ('About Us | Exceptional Digital Experiences for Hospitality') names none", () => {
    assert.equal(titled('За нас – Medium Future', '/about.html'), 'Medium Future');
    assert.equal(titled('サイト概要 | MobaScope JP', '/about.html'), 'MobaScope JP');
    assert.equal(titled('運営情報 | MobaScope JP', '/company.html'), 'MobaScope JP');
    assert.equal(titled('Découvrir MeeTempo - Tes vraies rencontres, simplifiées', '/about.html'), 'MeeTempo');
    assert.equal(titled('FAQ GoCRM | Vos questions sur notre logiciel de gestion', '/faq.html'), 'GoCRM');
    assert.equal(titled('Podcast to FAQ — PodPress', '/podcast-to-faq.html'), 'PodPress');
    const listed = digestPage(
      'https://someone.github.test/podcast-to-faq.html',
      '<html><head><title>Podcast to FAQ — PodPress</title></head><body><main><h1>Podcast to FAQ</h1></main><footer><ul><li><a href="/blog.html">Podcast to Blog</a></li><li><a href="/podcast-to-faq.html">Podcast to FAQ</a></li></ul></footer></body></html>',
    );
    assert.equal(brandOf([listed])?.value, 'PodPress', "a footer's list of links names pages, not the site");
    assert.equal(titled('About Us | Exceptional Digital Experiences for Hospitality', '/about-us.html'), null);
  });

  it("given a page past the start page whose title names that page ('下载 - 虫洞8°', 'お問い合わせ | ラベルン', 'Nosotros | Vinos Sol' on /nosotros.html, 'Listino Prezzi'), then not the page's name but the other part", () => {
    assert.equal(brand('https://echo.test/download.html', '<title>下载 - 虫洞8°</title>'), '虫洞8°');
    assert.equal(brand('https://label.test/contact.html', '<title>お問い合わせ | ラベルン</title>'), 'ラベルン');
    assert.equal(brand('https://label.test/company.html', '<title>会社概要 | ラベルン</title>'), 'ラベルン');
    assert.equal(brand('https://bodega.test/nosotros.html', '<title>Nosotros | Vinos Sol</title>'), 'Vinos Sol');
    assert.equal(brand('https://lock.test/tarieven.html', '<title>Tarieven & Prijzen - Slotenmaker Zuid</title>'), 'Slotenmaker Zuid');
    assert.equal(brand('https://consulenze.test/prezzi.html', '<title>Listino Prezzi</title>'), null);
  });

  it("given a page past the start page whose title puts the page's word before or after the name ('About Domerius Services', 'Over Bouwadvies', 'Contact Tractări Auto', 'Preise bei WISHES4YOU', 'Acme Pricing'), then the name without it; on the start page the words stay", () => {
    assert.equal(brand('https://site.test/about.html', '<title>About Domerius Services | Leading builders</title>'), 'Domerius Services');
    assert.equal(brand('https://site.test/over-ons.html', '<title>Over Technisch Bouwadvies | Persoonlijk advies</title>'), 'Technisch Bouwadvies');
    assert.equal(brand('https://site.test/contact.html', '<title>Contact Tractări Auto Buzău | Intervenție Rapidă 24/7</title>'), 'Tractări Auto Buzău');
    assert.equal(brand('https://site.test/preise.html', '<title>Preise bei WISHES4YOU</title>'), 'WISHES4YOU');
    assert.equal(brand('https://site.test/ueber-uns.html', '<title>Über uns</title><meta property="og:site_name" content="Haus Service">'), 'Haus Service');
    assert.equal(brand('https://site.test/contact.html', '<title>Contact me</title>'), null);
    assert.equal(brand('https://site.test/', '<title>Contact Energy | Power for homes</title>'), 'Contact Energy');
  });

  it("given a project's homepage in a folder named for it ('/crossroads.js/' under 'Crossroads.js: JavaScript Routes System'), then the name its title gives, not the title's other words", () => {
    assert.equal(brand('https://someone.test/crossroads.js/', '<title>Crossroads.js: JavaScript Routes System</title>'), 'Crossroads.js');
  });

  it("given a title that is only the site's domain ('mpv.io') where the page calls it by the label alone ('mpv is a free media player'), then the label; a brand that writes its domain as its name keeps it", () => {
    const body = '<main><p>mpv is a free media player.</p><p>mpv runs on Linux, macOS and Windows.</p><p>Install mpv today.</p></main>';
    assert.equal(brand('https://mirror.test/', '<title>mpv.io</title>', body), 'mpv');
    const booking = '<main><p>Booking.com is a travel site.</p><p>Booking.com has hotels.</p><p>Booking made simple.</p></main>';
    assert.equal(brand('https://mirror.test/', '<title>Booking.com</title>', booking), 'Booking.com');
    assert.equal(brand('https://mirror.test/', '<title>Backbone.js</title>', body.replaceAll('mpv', 'Backbone')), 'Backbone.js');
  });

  it("given a page past the start page titled only by its own name ('Competenze', 'Protected page', 'Games', 'SMG Privacy Policy'), then no name from it; a title only a name is written so keeps it ('株式会社 堀口繊維工業', 'NaamScan', 'lemonad.js'), as does one the page's footer signs", () => {
    for (const [url, title] of [
      ['https://site.test/certificazioni.html', 'Competenze'],
      ['https://site.test/401.html', 'Protected page'],
      ['https://site.test/dragtoss.html', 'Games'],
      ['https://site.test/privacypolicy.html', 'SMG Privacy Policy'],
    ])
      assert.equal(brand(url, `<title>${title}</title>`), null, title);
    assert.equal(brand('https://site.test/company.html', '<title>株式会社 堀口繊維工業</title>'), '堀口繊維工業');
    assert.equal(brand('https://site.test/faq.html', '<title>NaamScan</title>'), 'NaamScan');
    assert.equal(brand('https://site.test/games.html', '<title>Bitshift</title>', '<footer><p>© 2025 Bitshift</p></footer>'), 'Bitshift');
    assert.equal(brand('https://site.test/', '<title>Bitshift</title>'), 'Bitshift');
  });

  it('given a title "Home – Acme Texas" on acmetexas.org, when read, then the words that spell the host', () => {
    assert.equal(brand('https://acmetexas.org/', '<title>Home – ACME Texas</title>'), 'ACME Texas');
  });

  it('given a title that runs on without a separator, then only the words that spell the host ("Can I print… Support tables")', () => {
    assert.equal(brand('https://beta.caniprint.test/', '<title>Can I print… Support tables for printers</title>'), 'Can I print');
  });

  it("given an app's support page titled 'Acme Support' on the app's own host, then the app's name without the page's", () => {
    assert.equal(brand('https://acmeapp.github.io/', '<title>AcmeApp Support</title>', '<h1>AcmeApp Support</h1><p>Questions? Write to us.</p>'), 'AcmeApp');
  });

  it('given accents the host drops, then the name as the site writes it', () => {
    assert.equal(brand('http://www.manana.test/', '<title>Mañana Calendars for teams that plan ahead</title>'), 'Mañana');
  });

  it('given a host that spells only the start of the name, then the whole name when the site name says it, else the words the host spells', () => {
    assert.equal(
      brand(
        'https://brightminds.test/',
        '<title>Bright Minds Academy – Courses for first-generation students</title><meta property="og:site_name" content="Bright Minds Academy">',
      ),
      'Bright Minds Academy',
    );
    assert.equal(brand('https://acme.test/', '<title>Acme Software – Boards for teams</title>'), 'Acme');
    assert.equal(brand('https://acme-counselling-uk.example/', '<title>ACME Counselling Ltd - Home</title>'), 'ACME Counselling');
  });

  it('given one word of a hyphenated host in a later title part and another part the site declares or heads its page with, holding another host word, then that part', () => {
    const title = '<title>Alltagshilfe Musterstadt | Haushaltshilfe & Alltagshilfe in Musterstadt</title>';
    const siteName = '<meta property="og:site_name" content="Alltagshilfe Musterstadt">';
    assert.equal(brand('https://haushaltshilfe-musterstadt.example/', title + siteName), 'Alltagshilfe Musterstadt');
    assert.equal(brand('https://blumenladen-pusteblume.example/', '<title>Pusteblume - Blumenladen</title>', '<h1>PUSTEBLUME</h1>'), 'Pusteblume');
    // Said nowhere else as the name, the part with the host's first word keeps it.
    assert.equal(brand('https://blumenladen-pusteblume.example/', '<title>Pusteblume - Blumenladen</title>', '<h1>Frische Blumen</h1>'), 'Blumenladen');
  });

  it('given a title that names the page showing off a stylesheet\'s elements ("Simple.css Test Page", "Acme Demo Page"), then the name before it; a build tool\'s name left alone gives none', () => {
    assert.equal(brand('https://kq.example/', '<title>Simple.css Test Page</title>', '<h1>Simple.css Test Page</h1>'), 'Simple.css');
    assert.equal(brand('https://kq.example/', '<title>Acme Demo Page</title>'), 'Acme');
    assert.equal(brand('https://kq.example/', '<title>HTML5 Test Page</title>'), null);
  });

  it('given a generic subdomain ("app.", "my."), then not the word it spells but the name the other label spells', () => {
    assert.equal(brand('https://app.satya.test/', '<title>Satya APP - All your needs at a place</title>'), 'Satya');
    assert.equal(brand('https://my.acme.co.uk/', '<title>My Account | Acme</title>'), 'Acme');
  });

  it('given a name that never spans a separator, then "Acme", not "Acme | Service"', () => {
    assert.equal(brand('https://acme-service.test/', '<title>Acme | Service and parts | Springfield</title>'), 'Acme');
  });

  it("given a template title that is another product's, then the word in the page that spells the host", () => {
    assert.equal(brand('https://www.kubething.com/', '<title>OtherName</title>', "<h2>why kubething</h2><p>Support from kubething's team.</p>"), 'kubething');
  });

  it("given a template title that is another product's and a header logo named for the host ('kubething-logo.png'), but the host's name nowhere in the words, then no brand; a logo named otherwise leaves the title's name", () => {
    const body = (logo: string) => `<nav><a class="navbar-brand" href="/"><img src="images/${logo}" alt=""></a></nav><h1>Cloud services</h1>`;
    assert.equal(brand('https://www.kubething.com/', '<title>OtherName</title>', body('kubething-logo.png')), null);
    assert.equal(brand('https://www.kubething.com/', '<title>OtherName</title>', body('logo.png')), 'OtherName');
  });

  it('given a title that is the domain, then the heading that spells it', () => {
    assert.equal(brand('https://vidz.test/', '<title>vidz.test</title>', '<h1>vidz</h1>'), 'vidz');
  });

  it('given a host that says nothing (an address), then the site name of its metadata, then the part of the title that is not furniture', () => {
    assert.equal(brand('http://127.0.0.1:8080/', '<title>Home | Lumen</title><meta property="og:site_name" content="Lumen Notes">'), 'Lumen Notes');
    assert.equal(brand('http://127.0.0.1:8080/', '<title>Home | Lumen</title>'), 'Lumen');
  });

  it('given "Product by Maker", then the product', () => {
    assert.equal(brand('http://127.0.0.1:8080/', '<title>StatBot by Numbers LLC</title>'), 'StatBot');
  });

  it('given "Product by Maker" on the maker\'s own host, then the product, not the maker the host spells; "Made by Maker" names no product', () => {
    assert.equal(brand('https://www.numbersco.com/', '<title>StatBot by NumbersCo</title>'), 'StatBot');
    assert.equal(brand('https://numbersco.com/', '<title>Home | Data Desk by NumbersCo</title>'), 'Data Desk');
    assert.equal(brand('https://numbersco.com/', '<title>Made by NumbersCo</title>'), 'NumbersCo');
  });

  it("given a theme demo's title that says what it is a landing page for ('Sassly – SaaS Startup Landing Page', 'Appy - App Landing Page'), then no brand from it; a site's own title still is", () => {
    assert.equal(
      brand(
        'https://menus.example.org/',
        '<title>Sassly – SaaS Startup Landing Page</title><meta property="og:title" content="Sassly – SaaS Startup Landing Page">',
      ),
      null,
    );
    assert.equal(brand('https://menus.example.org/', '<title>Appy - App Landing Page</title>'), null);
    assert.equal(brand('https://menus.example.org/', '<title>Menu Lens - Translate any menu</title>'), 'Menu Lens');
  });

  it("given a title that names a template ('Limty - Multipurpose Business HTML Template'), then no brand from it", () => {
    const page = digestPage('https://shop.test/', '<html><head><title>Limty - Multipurpose Business HTML Template</title></head><body><p>Hi</p></body></html>');
    assert.equal(brandOf([page]), null);
  });

  it('given only a title that is a sentence ("Cheapest way to buy IOTA") or a search phrase ("Meilleur VPN en France"), then no brand from it; "Fix my Trip" still names one', () => {
    const from = (title: string) =>
      brandOf([digestPage('https://127.0.0.1/', `<html><head><title>${title}</title></head><body><p>Hi</p></body></html>`)])?.value ?? null;
    assert.equal(from('Cheapest way to buy IOTA'), null);
    assert.equal(from('Fix my Trip'), 'Fix my Trip');
    assert.equal(from('Meilleur VPN en France – Sécurité & Confidentialité'), null);
    assert.equal(from('The Homepage'), null);
  });

  it("given a plugin's or a project's page on a host that spells no name ('jQuery Modal', '» KeePassMobile - Mobile Password Management Software', 'jQuery File Upload Demo'), then its name: a plugin named after its library is no starter's title, a mark before the title, a demo's word, a version or where it serves after it are no part of it ('Entrümpelung Jetzt München & Umgebung', 'TopbarPlus v3')", () => {
    assert.equal(titled('jQuery Modal'), 'jQuery Modal');
    assert.equal(titled('jQuery Lifestream - Create a stream of your online activity.'), 'jQuery Lifestream');
    assert.equal(titled('» KeePassMobile - Mobile Password Management Software'), 'KeePassMobile');
    assert.equal(titled('jQuery File Upload Demo'), 'jQuery File Upload');
    assert.equal(titled('Start | Entrümpelung Jetzt München & Umgebung'), 'Entrümpelung Jetzt');
    assert.equal(titled('TopbarPlus v3'), 'TopbarPlus');
    for (const t of ['jQuery Demo', 'React Starter', 'Bootstrap Template']) assert.equal(titled(t), null, t);
  });

  it("given a site that names itself with its legal form wherever it is read ('Müller Haustechnik GmbH' as its site name, title and logo; 'Bottazzi Srl' on bottazzi.test), then the name without it", () => {
    assert.equal(
      brand(
        'https://mueller-haustechnik.test/',
        '<title>Startseite - Müller Haustechnik GmbH</title><meta property="og:site_name" content="Müller Haustechnik GmbH">',
        '<header><img src="/logo.png" alt="Müller Haustechnik GmbH"></header><main><h1>Heizung und Sanitär aus einer Hand</h1></main>',
      ),
      'Müller Haustechnik',
    );
    assert.equal(brand('https://bottazzi.test/', '<title>Bottazzi Srl</title>'), 'Bottazzi');
    assert.equal(brand('https://acme-ventures.test/', '<title>Acme Ventures</title>'), 'Acme Ventures');
  });

  it("given a title set apart by '::' ('Acme :: Home'), a trademark's sign inside the name ('Acme™ Invoicing') or a release stage in brackets ('Acme (Beta) – Invoicing for teams'), then the name as written down; 'Página de inicio' is a page's name, no slogan", () => {
    assert.equal(titled('Acme :: Home'), 'Acme');
    assert.equal(titled('Acme™ Invoicing'), 'Acme Invoicing');
    assert.equal(titled('Acme (Beta) – Invoicing for teams'), 'Acme');
    const home = digestPage('https://someone.github.test/', '<html><head><title>Acme | Página de inicio</title></head><body><p>Hola</p></body></html>');
    assert.equal(sloganOf([home], 'Acme'), null);
  });

  it("given a Japanese or Chinese title that marks the site official ('【公式】アクメ｜クラウド会計ソフト', 'アクメ公式サイト', 'Acme 官网'), then the name without the mark, and the slogan beside it still read", () => {
    for (const title of ['【公式】アクメ｜クラウド会計ソフト', 'アクメ【公式】', 'アクメ公式サイト', 'アクメ 公式サイト', 'Acme 官网', 'Acme官方网站'])
      assert.equal(titled(title), /Acme/.test(title) ? 'Acme' : 'アクメ', title);
    const home = digestPage(
      'https://someone.github.test/',
      '<html><head><title>【公式】アクメ｜クラウド会計ソフト</title></head><body><p>Hi</p></body></html>',
    );
    assert.equal(sloganOf([home], 'アクメ')?.value, 'クラウド会計ソフト');
  });

  it("given a Japanese, Korean or Chinese company's name with its legal form ('株式会社きざし屋', 'ALL IN HOLDINGS株式会社', '주식회사 어플라이', '冉暖科技有限公司'), then the name without it", () => {
    for (const [title, name] of [
      ['株式会社きざし屋', 'きざし屋'],
      ['ALL IN HOLDINGS株式会社', 'ALL IN HOLDINGS'],
      ['会社概要 | 合同会社なぎの木', 'なぎの木'],
      ['주식회사 어플라이', '어플라이'],
      ['冉暖科技有限公司', '冉暖科技'],
    ])
      assert.equal(titled(title), name, title);
  });

  it("given a title that names the company with its legal form on a host that spells no name ('Parsec Solutions Srl — Soluzioni SAP IT', 'A-M Gebäudereinigung UG - Professionelle Reinigungsdienste'), then the name without it", () => {
    assert.equal(titled('Parsec Solutions Srl — Soluzioni SAP IT'), 'Parsec Solutions');
    assert.equal(titled('A-M Gebäudereinigung UG - Professionelle Reinigungsdienste'), 'A-M Gebäudereinigung');
    assert.equal(titled('100Starlings Ltd website'), '100Starlings');
  });

  it("given a name written as only a name is (a digit or a capital inside it) followed by what the product is ('About Sheria360 AI-Powered Legal Management System'), then the name alone; a name of ordinary words keeps them", () => {
    assert.equal(titled('About Sheria360 AI-Powered Legal Management System', '/about.html'), 'Sheria360');
    assert.equal(titled('Pricing — 360ops Sovereign AI Operating System', '/pricing.html'), '360ops');
    assert.equal(titled('NaamScan Compliance Platform'), 'NaamScan Compliance Platform');
    assert.equal(titled('Acme Project Management Software | Plans'), 'Acme Project Management Software');
  });

  it('given only a title with a greeting, a trailing "Home", a button\'s words or a default title, then the name alone or none', () => {
    const from = (title: string) =>
      brandOf([digestPage('https://127.0.0.1/', `<html><head><title>${title}</title></head><body><p>Hi</p></body></html>`)])?.value ?? null;
    assert.equal(from('Welcome to Acme Cloud'), 'Acme Cloud');
    assert.equal(from('Bienvenue sur Acme'), 'Acme');
    assert.equal(from('Acme Cloud: Home'), 'Acme Cloud');
    assert.equal(from('Get Started with Acme'), null);
    assert.equal(from('Tailwind Funcional'), null);
    assert.equal(from('Bootstrap Demo'), null);
    assert.equal(from('Download Acme for Windows'), null);
    for (const t of ['Document', 'Untitled Document', 'React App', 'Vite + React + TS', 'Hello World', 'New Tab', 'Dashboard', 'Landing Page', 'Index of /'])
      assert.equal(from(t), null, t);
    assert.equal(from('Free AI Headshot generator by Open AI'), null);
  });

  it("given a host of several words and a title that uses one of them as a common word first ('Custom Software Development | Acme Software' on acme-software.com), then the host's whole name", () => {
    assert.equal(brand('https://acme-software.com/', '<title>Custom Software Development | Acme Software</title>'), 'Acme Software');
    assert.equal(brand('https://hotel-seeblick.at/', '<title>Hotel am See | Hotel Seeblick</title>'), 'Hotel Seeblick');
  });

  it("given a product on its company's subdomain (review.cogito-ai.org), then the name with the company's ('Cogito Review')", () => {
    assert.equal(brand('https://review.cogito-ai.org/', '<title>Cogito Review — AI pull request reviews</title>'), 'Cogito Review');
  });

  it("given a title split by a full-width bar ('DeepCast AI｜無料AIポッドキャスト'), then the name before it", () => {
    assert.equal(brand('https://deepcast-ai.test/', '<title>DeepCast AI｜無料AIポッドキャスト</title>'), 'DeepCast AI');
  });

  it("given a title that is a template's stand-in ('Company Name', 'Your Brand') or a page's own name ('Terms of Service', 'Qui sommes-nous ?'), then no brand", () => {
    for (const t of ['Company Name | Home', 'Your Brand', 'Site Name', 'Terms of Service', 'Help Center', 'Qui sommes-nous ?', 'Cool SaaS app landing page'])
      assert.equal(brand('https://zeta.example/', `<title>${t}</title>`), null, t);
  });

  it("given a submitted page titled with its own name ('Downloads', 'Community', 'Press Kit', 'Privacy Policy'), then that is no brand", () => {
    for (const t of ['Downloads', 'Community', 'Press Kit', 'Privacy Policy', 'Donate or Sponsor'])
      assert.equal(brand('https://zeta.example/x/', `<title>${t}</title>`), null, t);
  });

  it("given a site name the host does not spell that names a publishing platform ('WordPress', 'Medium', 'Google Sites'), then no brand from it; the site's own site name still is one", () => {
    for (const n of ['WordPress', 'Medium', 'Google Sites', 'YouTube'])
      assert.equal(brand('https://zeta.example/', `<title>Widgets for teams</title><meta property="og:site_name" content="${n}">`), null, n);
    for (const n of ['Google Plus', 'Google+', 'Discord', 'Mastodon'])
      assert.equal(
        brand('https://zeta.example/', `<script type="application/ld+json">{"@type":"WebSite","name":"${n}","headline":"Widgets"}</script>`),
        null,
        n,
      );
    assert.equal(brand('https://zeta.example/', '<title>Widgets for teams</title><meta property="og:site_name" content="Acme">'), 'Acme');
  });

  it("given a host that is a common word the title uses in a phrase ('IntervalClock — the live clock' on clock.example.com), then the title's name, not the word", () => {
    assert.equal(brand('https://clock.example.com/', '<title>IntervalClock — the live clock</title>'), 'IntervalClock');
  });

  it("given a host that spells only the start of the name and a title that is only the name, when the main heading says the same ('Daylog Dock' on daylog.example), then the whole name; a title alone is not enough", () => {
    assert.equal(brand('https://daylog.example/', '<title>Daylog Dock</title>', '<main><h1>Daylog Dock</h1><p>A daily note.</p></main>'), 'Daylog Dock');
    assert.equal(brand('https://daylog.example/', '<title>Daylog Dock</title><meta property="og:title" content="Daylog Dock">'), 'Daylog Dock');
    assert.equal(brand('https://daylog.example/', '<title>Daylog Dock</title>', '<main><h1>A daily note</h1></main>'), 'Daylog');
    for (const words of ['Daylog Beta', 'Daylog Login', 'Daylog Inc.', 'Daylog 2.0', 'Daylog for Teams', 'Daylog Coming Soon'])
      assert.equal(brand('https://daylog.example/', `<title>${words}</title>`, `<main><h1>${words}</h1></main>`), 'Daylog', words);
  });

  it("given a host that says nothing and a framework's default title ('Ionic App', 'Flutter Demo', 'localhost'), then no brand", () => {
    for (const title of ['Ionic App', 'Flutter Demo', 'localhost']) assert.equal(brand('http://127.0.0.1:8080/', `<title>${title}</title>`), null, title);
  });

  it("given a host that says nothing and a title whose part is a campaign's headline ('Limited time!! Monitor campaign', 'Summer Sale: 30% off', '期間限定キャンペーン'), then never that part, and the other only where the page's own furniture names it", () => {
    const page = (title: string, footer: string) =>
      brand('http://127.0.0.1:8080/', `<title>${title}</title>`, `<main><h1>Dating coaching</h1><p>Hi.</p></main><footer><p>${footer}</p></footer>`);
    assert.equal(page('期間限定！！モニター生募集キャンペーン｜AI×人間ハイブリッド出会い支援サービス', '© 2025 出会い支援サービス モニター事務局'), null);
    assert.equal(page('Summer Sale: 30% off all plans | Invoicing for Freelancers', '© 2025 All rights reserved'), null);
    assert.equal(page('Limited time offer – Coaching for Founders', 'Contact us'), null);
    assert.equal(page('Black Friday: 50% Rabatt | Rechnix', '© 2025 Rechnix GmbH'), 'Rechnix');
    assert.equal(page('Lumen | Notes that keep', 'Contact us'), 'Lumen', 'a title without a campaign keeps its name');
  });

  it("given a host word that a heading uses as a common word, lower case inside a sentence ('Don't animate large elements' on animate.style), then not the name: the title's", () => {
    assert.equal(
      brand(
        'https://animate.style/',
        '<title>Animate.css | A cross-browser library of CSS animations.</title>',
        "<main><h1>Animate.css</h1><h3>Don't animate large elements</h3></main>",
      ),
      'Animate.css',
    );
    assert.equal(brand('https://animate.style/', '<title>Docs</title>', "<main><h2>Don't animate large elements</h2></main>"), null);
    assert.equal(brand('https://animate.style/', '<title>Docs</title>', '<main><h2>Why Animate is fast</h2></main>'), 'Animate', 'capitalised, it names');
  });

  it("given a page titled only by what it holds ('Examples', 'Demos', 'Samples'), then no brand from its title", () => {
    for (const t of ['Examples', 'Demos', 'Samples', 'Examples | Demos'])
      assert.equal(brand('http://127.0.0.1:8080/', `<title>${t}</title>`, '<main><h2>Tooltip</h2><p>Hover me.</p></main>'), null, t);
  });

  it("given a redirect's stub page ('Page Redirection', 'Redirecting…', 'Weiterleitung', 'Redirección'), then no brand from its title", () => {
    for (const t of ['Page Redirection', 'Redirecting...', 'Weiterleitung', 'Redirección', 'Redirect'])
      assert.equal(
        brand(
          'http://127.0.0.1:8080/',
          `<meta http-equiv="refresh" content="1;url=examples"><title>${t}</title>`,
          "If you are not redirected, follow the <a href='examples'>link</a>",
        ),
        null,
        t,
      );
  });

  it("given a host that says nothing and a title whose first part is one of the page's menu items ('Acceuil|ScaleYouUp'), then the other part", () => {
    assert.equal(
      brand(
        'http://127.0.0.1:8080/',
        '<title>Acceuil|ScaleYouUp</title>',
        '<nav><ul><li><a href="/">Acceuil</a></li><li><a href="/tarifs">Tarifs</a></li></ul></nav><main><p>Hi.</p></main>',
      ),
      'ScaleYouUp',
    );
    assert.equal(
      brand('http://127.0.0.1:8080/', '<title>Lumen — Notes that keep</title>', '<nav><a href="/">LUMEN.</a><ul><li><a href="/f">Features</a></li></ul></nav>'),
      'Lumen',
    );
    assert.equal(
      brand('http://127.0.0.1:8080/', '<title>Lumen | Home</title>', '<nav><ul><li><a href="/">Lumen</a></li><li><a href="/p">Pricing</a></li></ul></nav>'),
      'Lumen',
    );
  });

  it("given a title that frames the name with the page's words ('Acme Website', 'Homepage of Acme', 'Acme's Official Site', 'Acme Landing Page') on a host that does not spell it, then the name alone", () => {
    for (const title of ['Acme Website', 'Homepage of Acme', "Acme's Official Site", 'Acme Landing Page'])
      assert.equal(brand('https://example.org/', `<title>${title}</title>`), 'Acme', title);
  });

  it("given an emoji or a trademark sign around the name ('🚀 Acme', 'Acme™ - Boards'), then the name alone", () => {
    assert.equal(brand('https://example.org/', '<title>🚀 Acme</title>'), 'Acme');
    assert.equal(brand('https://example.org/', '<title>Acme™ - Boards</title>'), 'Acme');
  });

  it("given an emoji after the name ('acme-cli ⚡', 'Acme 🚀 – Boards'), then the name alone", () => {
    assert.equal(brand('https://example.org/', '<title>acme-cli ⚡</title>'), 'acme-cli');
    assert.equal(brand('https://example.org/', '<title>Acme 🚀 – Boards for teams</title>'), 'Acme');
  });

  it("given a title that opens with search words side by side ('Plumbing, Heating, Boilers - Acme'), then the brand after them", () => {
    assert.equal(brand('https://example.org/', '<title>Plumbing, Heating, Boilers - Acme</title>'), 'Acme');
  });

  it("given a page's own name before the brand ('Company Profile - Acme') or a practice title ('My First Website'), then the brand, or none", () => {
    assert.equal(brand('https://example.org/', '<title>Company Profile - Acme</title>'), 'Acme');
    assert.equal(brand('https://example.org/', '<title>My First Website</title>'), null);
  });

  it("given a title whose first part says what the firm does and whose copyright line names the other ('Plumbers in Springfield | Acme' over '© 2024 Acme'), then that other part", () => {
    assert.equal(
      brand(
        'https://example.org/',
        '<title>Plumbers in Springfield | Acme</title>',
        '<main><p>We fix pipes.</p></main><footer><p>© 2024 Acme. All rights reserved.</p></footer>',
      ),
      'Acme',
    );
  });

  it("given a German name the host spells with ae, oe, ue or ss ('Müller Bau' on mueller-bau.de), then the whole name as the site writes it", () => {
    assert.equal(brand('https://www.mueller-bau.de/', '<title>Home | Müller Bau</title>'), 'Müller Bau');
  });

  it("given a name with letters accents do not make ('Sørensen Design', 'Łódzka Piekarnia'), on a host that writes them plainly, then the whole name as the site writes it", () => {
    assert.equal(brand('https://sorensen-design.dk/', '<title>Forside | Sørensen Design</title>'), 'Sørensen Design');
    assert.equal(brand('https://lodzka-piekarnia.pl/', '<title>Start - Łódzka Piekarnia</title>'), 'Łódzka Piekarnia');
  });

  it("given a title that is a template's unfilled placeholder ('{title}'), then no brand", () => {
    assert.equal(brand('https://example.org/', '<title>{title}</title>'), null);
  });

  it("given a host that spells a name but the word that says what kind of body it is ('Springfield Chess Club' on springfieldchess.org), then the whole name", () => {
    assert.equal(brand('https://springfieldchess.org/', '<title>Welcome | Springfield Chess Club</title>'), 'Springfield Chess Club');
  });

  it("given a hotel's stars after its name ('Hotel Sonnenhof ★★★★') or a greeting's 'the' before it ('Welcome to the Springfield Historical Society'), then the name alone", () => {
    assert.equal(brand('https://example.org/', '<title>Hotel Sonnenhof ★★★★ | Bad Füssing</title>'), 'Hotel Sonnenhof');
    assert.equal(brand('https://example.org/', '<title>Welcome to the Springfield Historical Society</title>'), 'Springfield Historical Society');
  });

  it("given a site generator's or starter's default name the host does not spell ('Gatsby Starter Blog', 'Create Next App', 'Hugo Site', 'My Awesome Site'), then no brand from it; the tool's own site keeps its name", () => {
    for (const n of ['Gatsby Starter Blog', 'Create Next App', 'Hugo Site', 'Jekyll Now', 'HTML5 UP', 'My Awesome Site']) {
      assert.equal(brand('https://example.org/', `<title>${n}</title>`), null, n);
      assert.equal(brand('https://example.org/', `<title>Widgets for teams</title><meta property="og:site_name" content="${n}">`), null, n);
    }
    assert.equal(brand('https://gohugo.io/', '<title>Hugo</title>'), 'Hugo');
    assert.equal(brand('https://jekyllrb.com/', '<title>Jekyll • Simple, blog-aware, static sites</title>'), 'Jekyll');
  });

  it('given a title that names the page ("top", "トップ"), then no brand: a page is not named after itself', () => {
    assert.equal(brand('https://minakami.test/', '<title>top</title>', '<header><h1>水上高原 スキー</h1></header>'), null);
    assert.equal(brand('https://minakami.test/', '<title>トップ</title>', '<header><h1>水上高原 スキー</h1></header>'), null);
  });

  it('given one word of a hyphenated host in the middle of a title phrase ("Uw tandarts in Zwolle" on tandarts-devries.nl), then not that word', () => {
    assert.equal(brand('https://www.tandarts-devries.nl/', '<title>Tandartspraktijk De Vries | Uw tandarts in Zwolle</title>'), 'Tandartspraktijk De Vries');
    assert.equal(brand('https://www.elektro-koeln.de/', '<title>Willkommen bei Müller Elektro</title>'), 'Müller Elektro');
  });

  it('given one word of a hyphenated host that opens a phrase running on in lower case ("Zubní centrum …" on zubni-centrumvm.cz), then not that word alone', () => {
    assert.equal(
      brand('https://zubni-centrumvm.cz/', '<title>Zubní centrum Valašské Meziříčí | Moderní stomatologie</title>'),
      'Zubní centrum Valašské Meziříčí',
    );
    assert.equal(brand('https://acme-service.test/', '<title>Acme | Service and parts</title>'), 'Acme');
  });

  it('given one word of a hyphenated host after a lower-case word ("Guide de pêche Verdon") or in a list of brands sold ("Vanguard, MOLYguard"), then not that word', () => {
    assert.equal(
      brand('https://guide-peche-verdon.test/', '<title>Lucas Garcin | Guide de pêche Verdon et PACA</title>', "<h1>Vivez l'aventure de la pêche en lac</h1>"),
      'Lucas Garcin',
    );
    assert.equal(
      brand('https://lubrificanti-vanguard-molyguard.test/', '<title>Andrea Trabucchi – Lubrificanti in Lombardia | Vanguard, MOLYguard, Lorica</title>'),
      'Andrea Trabucchi',
    );
  });

  it('given a title part that opens with one word of a hyphenated host and holds its others in a name ("Clínica Dental Mª Cristina Sagarzazu"), then the whole part', () => {
    assert.equal(brand('https://sagarzazu-clinicadental.test/', '<title>Clínica Dental Mª Cristina Sagarzazu</title>'), 'Clínica Dental Mª Cristina Sagarzazu');
    assert.equal(brand('https://mueller-elektro.test/', '<title>Elektro Müller | Ihr Elektriker</title>'), 'Elektro Müller');
    assert.equal(brand('https://www.elektro-koeln.test/', '<title>Elektro Müller in Köln</title>'), 'Elektro');
  });

  it("given a heading where the host's words run on into name words the title says too (\"Bienvenue chez Machine à Coudre Méditerranée\"), then the whole name; without the title's word, the host's words", () => {
    const page = (title: string) =>
      brand('https://machineacoudre.test/', `<title>${title}</title>`, '<main><h2>Bienvenue chez Machine à Coudre Méditerranée</h2></main>');
    assert.equal(page('Machines à Coudre Méditerranée'), 'Machine à Coudre Méditerranée');
    assert.equal(page('Ateliers et réparations'), 'Machine à Coudre');
  });

  it('given a heading set in capitals with one word of a hyphenated host in it ("PREMIUM BARBER EXPERIENCE bei Stadtbarbier Lounge" on stadt-barber-lounge.test), then not that word but the title\'s name', () => {
    assert.equal(
      brand(
        'https://stadt-barber-lounge.test/',
        '<title>Stadtbarbier Lounge | Premium Barber &amp; Club Experience</title>',
        '<header><img src="logo.jpg" alt="Stadtbarbier Lounge Logo"></header><h1>PREMIUM BARBER EXPERIENCE bei Stadtbarbier Lounge</h1><footer>© 2025 Stadtbarbier Lounge</footer>',
      ),
      'Stadtbarbier Lounge',
    );
  });

  it('given a title whose name spells on the words of a hyphenated host past the first ("Acme Optik — Brillen" on acme-optika.test, "Vinicola La Estación" on vinicola-la-estaci-n.test), then the whole name; a word that spells no host word stays out', () => {
    assert.equal(brand('https://acme-optika.test/', '<title>Acme Optik — Brillen für alle</title>'), 'Acme Optik');
    assert.equal(brand('https://vinicola-la-estaci-n.test/', '<title>Vinicola La Estación</title>'), 'Vinicola La Estación');
    assert.equal(brand('https://head-spa-ita.test/', '<title>Head Spa Italia® - Metodo Olistico</title>'), 'Head Spa Italia');
    assert.equal(brand('https://schwimmschule-website.test/', '<title>Schwimmschule Delphine Rosenheim – Kurse</title>'), 'Schwimmschule');
  });

  it("given a maintenance page's title ('Under Maintenance', 'Wartungsarbeiten', 'Site em manutenção'), then no brand from it", () => {
    for (const t of ['Under Maintenance', 'Wartungsarbeiten', 'Site em Manutenção', 'Sito in manutenzione'])
      assert.equal(brand('https://studio.test/', `<title>${t}</title>`, '<h1>Vem novidades por aí!</h1>'), null, t);
  });

  it('given a title that is a sign-up page\'s name in another language ("Aanmelding", "Anmeldung", "Inscription"), then no brand from it', () => {
    for (const t of ['Aanmelding', 'Anmeldung', 'Inscription', 'Registro']) assert.equal(brand('https://zorg.test/', `<title>${t}</title>`), null, t);
  });

  it('given a Chinese title whose parts a hyphen joins without spaces ("首页-华信科技"), then the part that is not the page\'s name', () => {
    assert.equal(brand('https://www.huaxin.cn/', '<title>首页-华信科技</title>'), '华信科技');
  });

  it('given a title that is the Korean for "home" ("홈"), then no brand', () => {
    assert.equal(brand('https://www.cafe-haneul.kr/', '<title>홈</title>'), null);
  });

  it('given a title part that spells the whole host but for its small words ("Chorale de Lyon" on chorale-lyon.fr), then that part', () => {
    assert.equal(brand('https://www.chorale-lyon.fr/', '<title>Accueil - Chorale de Lyon</title>'), 'Chorale de Lyon');
  });

  it('given a title that names the page\'s kind ("Foro", "Vacature"), then no brand', () => {
    assert.equal(brand('https://foro.example.es/', '<title>Foro</title>'), null);
    assert.equal(brand('https://werkenbij.example.nl/', '<title>Vacature</title>'), null);
  });
  it("given a product on its maker's host whose title and site name agree (\"Password Manager\" on passwords.widgetco.test, its maker's logo beside it and in the footer), then the product's name", () => {
    assert.equal(
      brand(
        'https://passwords.widgetco.test/',
        '<title>Password Manager | The easy way to stay secure online.</title><meta property="og:site_name" content="Password Manager">',
        '<header><img src="/img/logo.png" alt="Password Manager logo"><div>Password Manager by <img src="/img/maker.svg" alt="WidgetCo Logo"></div></header><main><h1>Password Manager</h1></main><footer><p>© 2025 WidgetCo</p></footer>',
      ),
      'Password Manager',
    );
  });

  it('given a Japanese or Chinese template\'s stand-in company ("株式会社サンプル", "○○株式会社", "示例公司"), then no brand; a real name with its legal form stays a name (written without the form)', () => {
    for (const t of ['株式会社サンプル', '○○株式会社', 'サンプル株式会社', '示例公司'])
      assert.equal(brand('https://corporate.test/', `<title>${t}</title>`, `<header><h1>${t}</h1></header>`), null, t);
    assert.equal(brand('https://kobayashi-kogyo.test/', '<title>株式会社小林工業</title>', '<header><h1>株式会社小林工業</h1></header>'), '小林工業');
  });

  it('given a title "Name（reading in kana）｜Japanese slogan" whose host spells neither, then the name without its reading, never the slogan', () => {
    assert.equal(
      brand(
        'https://hoshizora-tools.test/',
        '<title>Lumora（ルモラ）｜備えあれば、毎日がもっと楽に</title>',
        '<main><h1>Lumora</h1></main><footer><p>備えあれば、毎日がもっと楽に</p></footer>',
      ),
      'Lumora',
    );
  });

  it("given a documentation site whose site name, title and heading all say 'Acme Platform Documentation' on docs.acme.com, then the product's name without the documentation's words; a site name of a name's own words still extends it", () => {
    const head = (n: string) => `<title>${n}</title><meta property="og:site_name" content="${n}">`;
    assert.equal(
      brand('https://docs.zentrix.com/', head('Zentrix Platform Documentation'), '<main><h1>Zentrix Platform Documentation</h1><p>x</p></main>'),
      'Zentrix',
    );
    assert.equal(brand('https://zentrix.com/', head('Zentrix Labs'), '<main><h1>Zentrix Labs</h1><p>x</p></main>'), 'Zentrix Labs');
  });

  it("given a newsletter's archive page titled 'Archives - CSS Animation Weekly', then the newsletter's name, never 'Archives'", () => {
    assert.equal(brand('https://zz-qq.test/', '<title>Archives - Zentrix Weekly</title>', '<main><h1>Archives</h1><p>x</p></main>'), 'Zentrix Weekly');
    assert.equal(brand('https://zz-qq.test/', '<title>Archiv | Zentrix Weekly</title>', '<main><p>x</p></main>'), 'Zentrix Weekly', 'in German');
    assert.equal(
      brand('https://zz-qq.test/', '<title>Archive | Resale for brands</title>', '<main><p>x</p></main>'),
      'Archive',
      "a brand named 'Archive' keeps its name",
    );
  });

  it('given a title of a stand-in in other languages ("Accueil - Mon site", "Mein Blog", "Our Services"), then no brand', () => {
    for (const title of ['Accueil - Mon site', 'Mein Blog', 'Our Services'])
      assert.equal(brand('https://zz-qq.test/', `<title>${title}</title>`, '<main><p>x</p></main>'), null, title);
  });

  it('given a title that opens with the page\'s name in Russian, Turkish, Czech, Nordic, Hungarian, Romanian, Vietnamese, Indonesian or Greek ("Контакты — Zentrix", "İletişim - Zentrix", "Služby | Zentrix") on a host that spells neither, then the brand, never the page\'s name', () => {
    for (const page of [
      'Контакты',
      'Услуги',
      'İletişim',
      'Hizmetler',
      'Služby',
      'Ceník',
      'Palvelut',
      'Tjänster',
      'Szolgáltatások',
      'Servicii',
      'Dịch vụ',
      'Layanan',
      'Υπηρεσίες',
      'Projekty',
    ])
      assert.equal(brand('https://studio-web.test/', `<title>${page} | Zentrix</title>`, '<h1>x</h1>'), 'Zentrix', page);
  });

  it('given a host that spells only a trade\'s words ("Studio Dentistico") and a copyright line that names the title part\'s next words, then the whole name, never the trade alone', () => {
    const title = '<title>Studio Dentistico Aurora | Odontoiatria moderna</title>';
    assert.equal(
      brand(
        'https://studio-dentistico.test/',
        title,
        '<main><h1>Sorrisi sani</h1></main><footer><p>© 2026 Studio Dentistico Aurora Privacy · Cookie</p></footer>',
      ),
      'Studio Dentistico Aurora',
    );
    // Up to the first word that is no name's: "en Irún" after "Clínica Dental Elgorriaga" is where it is.
    assert.equal(
      brand(
        'https://clinica-dental.test/',
        '<title>Clínica Dental Elgorriaga en Irún | Dentistas</title>',
        '<footer><p>© 2026 Clínica Dental Elgorriaga · Aviso legal</p></footer>',
      ),
      'Clínica Dental Elgorriaga',
    );
    // No notice, a notice that names only the run, or one that adds a legal form: the words the host spells.
    assert.equal(brand('https://studio-dentistico.test/', title, '<main><h1>Sorrisi sani</h1></main>'), 'Studio Dentistico');
    assert.equal(
      brand('https://forn-nou.test/', '<title>Forn Nou Vileta - Palma</title>', '<footer><p>© 2025 Forn Nou · Todos los derechos reservados</p></footer>'),
      'Forn Nou',
    );
    assert.equal(brand('https://parsec.test/', '<title>Parsec Srl — Soluzioni SAP</title>', '<footer><p>© 2025 Parsec Srl</p></footer>'), 'Parsec');
    // A town after the name, a stop that ends the notice's name, or a name the notice joins on with "e": the words the host spells.
    assert.equal(
      brand(
        'https://power-rent.test/',
        '<title>Power Rent Radom — wynajem busów</title>',
        '<p>ul. Mokra 2A, 26-600 Radom</p><footer><p>© Power Rent Radom</p></footer>',
      ),
      'Power Rent',
    );
    assert.equal(
      brand(
        'https://holistic-physio.test/',
        '<title>Holistic Physio Brisbane | Physio</title>',
        '<footer><p>© 2026 Holistic Physio. Brisbane Physiotherapy</p></footer>',
      ),
      'Holistic Physio',
    );
    assert.equal(brand('https://mc.test/', '<title>MC Elaborazioni | Consulenza</title>', '<footer><p>© 2025 MC Elaborazioni e Consulenze</p></footer>'), 'MC');
  });

  it("given a title that names a kind of business and a main heading that the copyright line repeats, then the heading's name, not the kind", () => {
    assert.equal(
      brand(
        'https://ristorante-cinese.test/',
        '<title>Ristorante Cinese "Dragone d\'Oro" - Home</title>',
        "<header><h1>Dragone d'Oro</h1><p>Autentica cucina cinese</p></header><footer><p>© 2025 Dragone d'Oro – Tutti i diritti riservati</p></footer>",
      ),
      "Dragone d'Oro",
    );
    assert.equal(
      brand(
        'https://hg.test/',
        '<title>Hausmeisterservice & Gartenpflege</title>',
        '<h1>Haus & Garten Service</h1><footer><p>© 2026 Haus & Garten Service</p></footer>',
      ),
      'Haus & Garten Service',
    );
    // A heading the copyright line does not repeat, or a longer form of the name read: the name read.
    assert.equal(
      brand('https://hg.test/', '<title>Hausmeisterservice & Gartenpflege</title>', '<h1>Haus & Garten Service</h1><footer><p>© 2026 HG</p></footer>'),
      'Hausmeisterservice & Gartenpflege',
    );
    assert.equal(brand('https://acme.test/', '<title>Acme | Boards</title>', '<h1>Acme Boards</h1><footer><p>© 2026 Acme Boards</p></footer>'), 'Acme');
  });

  it("given a page past the start page whose title names the page in the site's words ('Why Firmarch', 'Nos Tarification', 'Contatta M&C Elaborazioni'), then the name without the page's words, or none", () => {
    assert.equal(brand('https://www.foundrystack.test/about.html', '<title>Why Firmarch – Engineering You Can Trust</title>'), 'Firmarch');
    assert.equal(
      brand(
        'https://www.mcconsulenze.test/contatti.html',
        '<title>Contatta M&amp;C Elaborazioni | Consulenza Senorbi Sardegna</title>',
        '<footer><p>© 2024-2026 M&amp;C Elaborazioni e Consulenze Aziendali S.r.l.s.</p></footer>',
      ),
      'M&C Elaborazioni',
    );
    assert.notEqual(
      brand('https://radium.test/pricing.html', '<title>Nos Tarification - Agence de Marketing Digital à Casablanca</title>'),
      'Nos Tarification',
    );
  });

  it("given a site generator's default title left in place ('My New Hugo Site'), then no name from it", () => {
    assert.equal(brand('https://blog.test/', '<title>My New Hugo Site</title>'), null);
  });

  it("given a page past the start page whose title writes the page's name on to the brand with no space, as Chinese and Japanese do ('盒豚生活常见问题', '盒豚生活客服与商务合作'), then the brand alone", () => {
    assert.equal(brand('https://www.hetun.test/faq.html', '<title>盒豚生活常见问题 - 返利机器人使用疑问解答</title>'), '盒豚生活');
    assert.equal(brand('https://www.hetun.test/contact.html', '<title>联系我们 - 盒豚生活客服与商务合作</title>'), '盒豚生活');
    assert.equal(brand('https://www.hetun.test/', '<title>盒豚生活</title>'), '盒豚生活');
  });

  it("given a title that names the theme the site was built on ('Optech - IT Solution & Technology Theme'), then not the theme's name", () => {
    assert.notEqual(brand('https://www.techvista.test/about-us.html', '<title>Optech - IT Solution &amp; Technology Theme</title>'), 'Optech');
  });

  it("given a project's page past its start page titled with the page's own topic ('confirm-kit.js | Animations' on /animations.html), when its banner repeats that topic ('Animations - Use one, or define your own.'), then not the topic as the name", () => {
    const body =
      '<header><img src="/kit/confirm-kit.png" alt="CONFIRM-KIT"><p>Animations - Use one, or define your own.</p></header><main><h2>Open and close animations</h2><p>Different animations for open and close.</p></main>';
    assert.notEqual(brand('https://jane.github.io/confirm-kit/animations.html', '<title>confirm-kit.js | Animations</title>', body), 'Animations');
    assert.equal(
      brand('https://animations.test/animations.html', '<title>confirm-kit.js | Animations</title>', body),
      'Animations',
      'a topic the host spells is the name',
    );
  });

  it("given a title or heading that is only the host a publishing platform gave its user ('jane.github.io', 'acme.netlify.app'), then no name from it", () => {
    assert.equal(brand('https://jane.github.io/confirm/', '<title>jane.github.io</title>', '<h1>jane.github.io</h1><p>Dialogs for the web.</p>'), null);
    assert.equal(brand('https://acme.netlify.app/', '<title>acme.netlify.app</title>', '<p>Boards for teams.</p>'), null);
  });

  it('given a page with no title nor metadata, when its main heading and its copyright line give the same name, then that name; a heading the copyright line does not repeat gives none', () => {
    const body = "<header><h1>Dragone d'Oro</h1></header><main><p>Autentica cucina cinese nel cuore della città.</p></main>";
    assert.equal(brand('https://ristorante.test/', '', `${body}<footer><p>© 2025 Dragone d'Oro – Tutti i diritti riservati</p></footer>`), "Dragone d'Oro");
    assert.equal(brand('https://ristorante.test/', '', `${body}<footer><p>© 2025 Tutti i diritti riservati</p></footer>`), null);
  });

  it('given a host\'s word in lower case amid a title part\'s phrase ("Styleable select elements" on select.test), then not that word but the name the page gives', () => {
    assert.equal(brand('https://select.test/', '<title>Select.js – Styleable select elements built on Tether.js</title>', '<h1>Select</h1>'), 'Select');
    assert.equal(brand('https://chota.test/', '<title>chota - A micro CSS framework</title>'), 'chota');
  });

  it("given a product on its maker's subdomain whose title and header's wordmark both say 'Hanzi Browse' (browse.hanzilla.test), then the whole name, not the subdomain's word alone", () => {
    assert.equal(
      brand(
        'https://browse.hanzilla.test/',
        '<title>Hanzi Browse — Browser automation for Claude Code &amp; Codex</title>',
        '<header><a href="/">Hanzi Browse</a></header><h1>The context layer for browsing agents.</h1>',
      ),
      'Hanzi Browse',
    );
    assert.equal(
      brand('https://browse.hanzilla.test/', '<title>Hanzi Browse — Browser automation</title>', '<h1>The context layer for browsing agents.</h1>'),
      'Browse',
    );
    // A button's verb before the name in both places is none of its words.
    assert.equal(brand('https://leaf7.test/', '<title>Get Leaf7</title>', '<header><a href="/">Get Leaf7</a></header><h1>The script hub.</h1>'), 'Leaf7');
  });

  it("given a product page on its maker's site whose footer credits the maker ('with love by DoozieSoft' on dooziesoft.test) under a title and a main heading that both say 'ClawOps', then the product's name; with no heading that says it, the maker's", () => {
    const footer = '<footer><p>with love by <a href="https://dooziesoft.test">DoozieSoft</a></p></footer>';
    assert.equal(
      brand('https://www.dooziesoft.test/', '<title>ClawOps | Production-Grade OpenClaw Operations</title>', `<h1>ClawOps</h1>${footer}`),
      'ClawOps',
    );
    assert.equal(
      brand('https://www.dooziesoft.test/', '<title>ClawOps | Production-Grade OpenClaw Operations</title>', `<h1>Operations, handled</h1>${footer}`),
      'DoozieSoft',
    );
  });

  it('given a title and a main heading that are both "Virtual Keyboard" on keyboard.test, then the whole name, not the host\'s word alone', () => {
    assert.equal(brand('https://keyboard.test/', '<title>Virtual Keyboard</title>', '<h1>Virtual Keyboard</h1>'), 'Virtual Keyboard');
    assert.equal(brand('https://keyboard.test/', '<title>Virtual Keyboard</title>', '<h1>Type anywhere</h1>'), 'Keyboard');
  });

  it('given a name closed by a page\'s word ("Ramda Documentation", "Macreel Site" on macreel-site.test), then the name without it', () => {
    assert.equal(brand('https://ramdajs.test/', '<title>Ramda Documentation</title>', '<h1>Ramda</h1>'), 'Ramda');
    assert.equal(brand('https://macreel-site.test/', '<title>Macreel Site</title>', '<h1>Web Design &amp; SEO</h1>'), 'Macreel');
    assert.equal(brand('https://docs.test/', '<title>Docs</title>'), null);
  });

  it('given a title and a main heading that write the name with a legal form the word list lacked ("BEKOR Musikverlag OHG", "Acme Bau GbR", "Acme s.r.o."), then the name without it', () => {
    for (const form of ['OHG', 'GbR', 'e.K.', 's.r.o.', 'Lda', 'Kft'])
      assert.equal(
        brand('https://bekor-musikverlag.test/', `<title>BEKOR Musikverlag ${form}</title>`, `<h1>BEKOR Musikverlag ${form}</h1>`),
        'BEKOR Musikverlag',
        form,
      );
  });

  it("given a Turkish company's title with its legal form in capitals and unspaced ('UMAY TÜM BİLİŞİM LTD.ŞTİ.', 'Acme Yazılım Tic. Ltd. Şti.'), then the name without it; so is an Italian 'S.r.l.s.'", () => {
    assert.equal(brand('https://e-imzasatinal.test/', '<title>UMAY TÜM BİLİŞİM LTD.ŞTİ.</title>', '<h1>UMAY TÜM BİLİŞİM LTD.ŞTİ.</h1>'), 'UMAY TÜM BİLİŞİM');
    assert.equal(brand('https://neutral-7.example/', '<title>Acme Yazılım Tic. Ltd. Şti.</title>', '<h1>Acme Yazılım Tic. Ltd. Şti.</h1>'), 'Acme Yazılım');
    assert.equal(
      brand('https://neutral-11.example/', '<title>Acme Consulenze S.r.l.s.</title>', '<h1>Acme Consulenze S.r.l.s.</h1>'),
      'Acme Consulenze',
      'an Italian simplified limited company',
    );
  });

  it("given a name in Latin letters followed by the kind of product in Japanese or Chinese ('Zero Quake 地震情報アプリ', 'Acme 记账软件'), then the name alone; a Japanese name is kept whole", () => {
    assert.equal(brand('https://neutral-8.example/', '<title>Zero Quake 地震情報アプリ</title>', '<h1>Zero Quake</h1>'), 'Zero Quake');
    assert.equal(brand('https://neutral-9.example/', '<meta property="og:site_name" content="Acme 记账软件"><title>Acme 记账软件</title>'), 'Acme');
    assert.equal(brand('https://neutral-10.example/', '<title>らくらく家計簿アプリ</title>', '<h1>らくらく家計簿アプリ</h1>'), 'らくらく家計簿アプリ');
    assert.equal(
      brand('https://makesmomo-hp.example/', '<title>職場にうかがう、上司に知られない相談窓口｜makes-momo（EAP・巡回健康相談／岡山）</title>'),
      'makes-momo',
      'an aside in full-width brackets',
    );
  });

  it("given a Korean or Chinese title that names the page beside the brand ('쏠엘앤씨 메인', the main page; '최신 뉴스 | 愛知国際学院', the latest news; 'FaceBody颜身运动—官方网站', the official site), then the brand alone", () => {
    assert.equal(brand('https://neutral-20.example/', '<title>쏠엘앤씨 메인</title>', '<h1>쏠엘앤씨</h1>'), '쏠엘앤씨');
    assert.equal(brand('https://neutral-21.example/', '<title>최신 뉴스 | 愛知国際学院</title>'), '愛知国際学院');
    assert.equal(brand('https://neutral-22.example/', '<title>FaceBody颜身运动—官方网站</title>'), 'FaceBody颜身运动');
  });

  it("given a practice's title that opens on its doctor's academic titles ('dr hab. Sebastian Rutkowski — Osteopatia i Mikrokinezyterapia') or a Korean association's form ('사단법인 한국방송비평학회'), on a host that spells neither, then the name without them; 'Dr. Martens' stays whole", () => {
    assert.equal(brand('https://neutral-23.example/', '<title>dr hab. Sebastian Rutkowski — Osteopatia i Mikrokinezyterapia</title>'), 'Sebastian Rutkowski');
    assert.equal(brand('https://neutral-24.example/', '<title>사단법인 한국방송비평학회 (KSBC)</title>'), '한국방송비평학회 (KSBC)');
    assert.equal(brand('https://neutral-25.example/', '<title>Dr. Martens | Boots</title>'), 'Dr. Martens');
  });

  it("given a documentation generator's default title ('Introduction – Nextra', 'Getting started | Docusaurus') on a host that spells neither, then no name from it", () => {
    assert.equal(brand('https://acme.js.org/', '<title>Introduction – Nextra</title>'), null);
    assert.equal(brand('https://acme.js.org/', '<title>Getting started | Docusaurus</title>'), null);
  });

  it("given a title that presents the name ('Introducing acme.js', 'Say hello to Acme'), then the name alone", () => {
    assert.equal(brand('https://example.org/', '<title>Introducing acme.js</title>'), 'acme.js');
    assert.equal(brand('https://example.org/', '<title>Say hello to Acme</title>'), 'Acme');
  });
});
