import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { sloganOf } from './slogan.ts';

const slogan = (head: string, body: string, brand = 'Acme') =>
  sloganOf([digestPage('https://acme.test/', `<html><head>${head}</head><body>${body}</body></html>`)], brand)?.value ?? null;

describe('the slogan of a homepage', () => {
  /** The slogan of a hero that has the name as its heading and `line` under it. */
  const under = (line: string) => slogan('<title>Acme</title>', `<main><h1>Acme</h1><p>${line}</p></main>`);

  it("given a studio's main heading over its portfolio ('Some of our projects.', 'Einige unserer Projekte', 'Quelques-uns de nos projets'), then no slogan from it; 'Projects that ship on time' still is one", () => {
    const portfolio = (heading: string) =>
      slogan('<title>Acme</title>', `<main><h1>${heading}</h1><h5>Oirbo</h5><p>Game development</p><h5>Sudoku Zenkai</h5><p>Game development</p></main>`);
    for (const heading of ['Some of our projects.', 'A few of our latest works', 'Einige unserer Projekte', 'Quelques-uns de nos projets'])
      assert.equal(portfolio(heading), null, heading);
    assert.equal(portfolio('Projects that ship on time'), 'Projects that ship on time');
  });

  it("given a strip over the page announcing a course's next date or a sale's deadline ('New batch starting March 3rd! Secure your spot …', 'Limited-time offer: 30% off'), then no slogan from it; 'Your class starts here' still is one", () => {
    const strip = (heading: string) => slogan('<title>Acme</title>', `<div class="upper-strip"><h1>${heading}</h1></div><main><h2>Courses</h2></main>`);
    for (const heading of [
      "New batch starting March 3rd! Secure your spot with the early bird offer ending today. Ensure you're well-prepared.",
      'Limited-time offer: 30% off every plan',
      'Next cohort begins Monday, apply now',
    ])
      assert.equal(strip(heading), null, heading);
    assert.equal(strip('Your class starts here'), 'Your class starts here');
  });

  it("given a heading 'About' the product in another language ('Über Acme Connect', 'À propos d'Acme Connect', 'Sobre Acme Connect'), then no slogan from it; 'Data flows between offices' still is one", () => {
    const about = (heading: string) =>
      slogan('<title>Acme Connect</title>', `<main><h1>${heading}</h1><p>Documentation and downloads.</p></main>`, 'Acme Connect');
    for (const heading of ['Über Acme Connect', "À propos d'Acme Connect", 'Sobre Acme Connect', 'Over Acme Connect'])
      assert.equal(about(heading), null, heading);
    assert.equal(about('Data flows between offices'), 'Data flows between offices');
  });

  it("given a homepage that is the site's privacy policy, its subtitle set as a tagline ('Privacy Policy' over 'This policy covers all Sagelight apps.'), then no slogan from it; a tagline in the site's header above the document still is one", () => {
    const policy =
      '<main><h1>Privacy Policy</h1><p class="tagline">This policy covers all Acme apps, including Acme Bills. Your data belongs to you.</p></main>';
    assert.equal(slogan('<title>Acme — Legal</title>', policy), null);
    assert.equal(
      slogan('<title>Acme — Legal</title><meta name="description" content="Privacy Policy, GDPR Disclosure, and Terms of Service for Acme apps.">', policy),
      null,
    );
    assert.equal(
      slogan('<title>Acme — Legal</title>', `<header><p class="tagline">Bills, predicted before they land.</p></header>${policy}`),
      'Bills, predicted before they land.',
    );
  });

  it("given a legal page in Chinese or Japanese as the homepage ('Acme 隐私政策' over its date of update), or a card linking to the privacy policy under the brand ('🔒 プライバシーポリシー 必読'), then no slogan from them; a line under the brand that says what it is still is one", () => {
    assert.equal(
      slogan(
        '<title>Acme — X 悬浮词典 隐私政策</title>',
        '<main><header><h1>Acme 隐私政策</h1><p class="meta">最后更新日期：2026-07-26<br>产品名称：Acme — X 悬浮词典<br>适用范围：Acme 浏览器扩展</p></header><p>本页为公开隐私政策。</p></main>',
      ),
      null,
    );
    const card = (heading: string) =>
      slogan(
        '<title>Acme</title>',
        `<main><h1>Acme</h1><p class="subtitle">v2.0.52</p><a href="privacy.html"><h2>${heading}</h2><p>Data handling</p></a></main>`,
      );
    for (const heading of ['🔒 プライバシーポリシー <span class="badge">必読</span>', '📜 利用規約', 'Privacy Policy (must read)'])
      assert.equal(card(heading), null, heading);
    assert.equal(card('Fonts that read well on every page'), 'Fonts that read well on every page');
    for (const line of ['Generate your privacy policy in a minute', 'Generate your privacy policy', 'Cloud-Speicher mit Datenschutz'])
      assert.equal(under(line), line);
  });

  it("given a page whose title and heading name the site's own pages ('Petal — Legal & Support', 'Acme | Privacy & Terms', 'Acme – Datenschutz und Kontakt'), then no slogan from them; 'Acme — Legal & compliance checks in one click' still gives one", () => {
    for (const name of ['Legal &amp; Support', 'Privacy &amp; Terms', 'Datenschutz und Kontakt', 'About, Pricing &amp; FAQ'])
      assert.equal(
        slogan(
          `<title>Acme — ${name}</title>`,
          `<main><h1>Acme — ${name}</h1><p class="meta">Everything you need if you're using the Acme app: your data, the rules and how to reach us.</p></main>`,
        ),
        null,
        name,
      );
    assert.equal(
      slogan('<title>Acme — Legal &amp; compliance checks in one click</title>', '<main><h1>Acme</h1></main>'),
      'Legal & compliance checks in one click',
    );
  });

  it("given a main heading that is the brand and its release's number or stage ('🧩 PicoRouter v0.0.1', 'Acme 1.4.2', 'OpenTill (alpha)'), then not the slogan: the line under it is", () => {
    for (const heading of ['🧩 Acme v0.0.1', 'Acme 1.4.2', 'Acme (alpha)'])
      assert.equal(
        slogan('<title>Acme</title>', `<main><h1>${heading}</h1><p>Your personal model router — lean and local-first.</p></main>`),
        'Your personal model router — lean and local-first.',
        heading,
      );
    // With no name read at all (no title), one word and its number is still a name, no slogan.
    const unnamed = sloganOf([digestPage('https://acme.test/', '<html><body><main><h1>TOPALi v2</h1></main></body></html>')], null);
    assert.equal(unnamed?.value ?? null, null);
  });

  it("given a game's release notice as the title's part or under its name ('Windhelm® - Coming to PC, PlayStation 5, Xbox Series X/S, and Switch 2', 'Out now on Steam'), then no slogan from it; 'A comfy strategy game for the road' still is one", () => {
    for (const line of [
      'Coming to PC, PlayStation 5, Xbox Series X/S, and Switch 2',
      'Out now on Steam',
      'Coming soon to iOS and Android',
      'Erscheint bald für PC',
    ])
      assert.equal(slogan(`<title>Acme® - ${line}</title>`, '<main><h1>Acme</h1></main>'), null, line);
    assert.equal(slogan('<title>Acme® - A comfy strategy game for the road</title>', '<main><h1>Acme</h1></main>'), 'A comfy strategy game for the road');
  });

  it("given a legal or press page's own description ('特定商取引法に基づく表記。ラベルンの販売事業者情報。', 'License, attribution, and privacy disclosures for Aerial.', 'Boilerplate, fact sheet, product screenshots and brand assets for klipa.', 'Conditions Générales d’Utilisation', 'Allgemeine Geschäftsbedingungen - …'), then no slogan from it; 'Legal research in minutes, with sources' still is one", () => {
    for (const line of [
      '特定商取引法に基づく表記。ラベルンの販売事業者情報。',
      'License, attribution, and privacy disclosures for Acme.',
      'Boilerplate, fact sheet, product screenshots and brand assets for Acme.',
      'Conditions Générales d’Utilisation',
      'Allgemeine Geschäftsbedingungen - Acme Lichttechnik, Inhaber Rainer Ludwig.',
    ])
      assert.equal(under(line), null, line);
    assert.equal(under('Legal research in minutes, with sources'), 'Legal research in minutes, with sources');
  });

  it("given the site's menu in lower case right under its wordmark ('about user guide faq screenshots licence download source', each a link), then no slogan from it; a line under the wordmark that is no links still is one", () => {
    const menu =
      '<div id="menu"><a href="index.html"><b>about</b></a> <a href="guide.html">user guide</a> <a href="faq.html">faq</a> <a href="screenshots.html">screenshots</a> <a href="license.html">licence</a> <a href="/downloads.html">download</a></div>';
    assert.equal(slogan('<title>Acme</title>', `<div id="header"><div>Acme</div>${menu}</div>`), null);
    assert.equal(
      slogan('<title>Acme</title>', '<div id="header"><div>Acme</div><div>spectral imaging for everyone</div></div>'),
      'spectral imaging for everyone',
    );
  });

  it("given a page saved with a browser translator's popup in it (its heading 'Original text', 'Contribute a better translation'), then no slogan from the popup", () => {
    const popup =
      '<div id="goog-gt-tt" class="skiptranslate" dir="ltr"><div><img src="https://www.gstatic.com/images/branding/product/1x/translate_24dp.png" alt="Google Translate"></div><div class="top"><h1 class="title gray">Original text</h1></div><div class="bottom"><span class="activity-link">Contribute a better translation</span></div></div>';
    assert.equal(slogan('<title>Acme</title>', `<main><h2>Acme</h2></main>${popup}`), null);
  });

  it("given a hero line that gives the opening hours in German or French ('Unsere Öffnungszeiten: Mo–Fr 8–18 Uhr', 'Mo-Fr: 9:00-18:00', 'Ouvert du lun. - ven. 9h - 18h'), then no slogan, as in English; 'Invoices in 2–3 clicks' still is one", () => {
    for (const line of ['Unsere Öffnungszeiten: Mo–Fr 8–18 Uhr', 'Mo-Fr: 9:00-18:00', 'Ouvert du lun. - ven. 9h - 18h']) assert.equal(under(line), null, line);
    assert.equal(under('Invoices in 2–3 clicks.'), 'Invoices in 2–3 clicks.');
  });

  it("given a description that is the company's postal address ('Acme GmbH, Musterstr. 1, 10115 Berlin', '… 548 Market St, San Francisco, CA 94104') or says what a news page holds ('Latest news and updates from Acme'), then no slogan; a description that says what it is still is one", () => {
    const described = (d: string) =>
      slogan(`<title>Acme</title><meta name="description" content="${d}"><meta property="og:description" content="${d}">`, '<main><h1>Acme</h1></main>');
    for (const d of ['Acme GmbH, Musterstr. 1, 10115 Berlin', 'Acme Inc., 548 Market St, San Francisco, CA 94104', 'Latest news and updates from Acme.'])
      assert.equal(described(d), null, d);
    assert.equal(described('Acme is the invoicing tool for studios.'), 'Acme is the invoicing tool for studios.');
  });

  it("given a hero whose only line under the name is a byline ('By Jane Doe'), a repository's counts ('12k stars on GitHub'), a launch's announcement of a name ('Introducing Acme Teams'), what it runs on ('Requires iOS 16 or later') or whose service it is ('Ein Service der Acme GmbH'), then no slogan; 'By developers, for developers' and 'Introducing a better way to invoice' still are slogans", () => {
    for (const line of [
      'By Jane Doe',
      'Open source • MIT licensed • 12k stars on GitHub',
      'Introducing Acme Teams',
      'Requires iOS 16 or later.',
      'Made for macOS Sonoma and later',
      'Ein Service der Acme GmbH',
    ])
      assert.equal(under(line), null, line);
    for (const line of ['By developers, for developers.', 'Introducing a better way to invoice.']) assert.equal(under(line), line);
  });

  it("given a hero whose only line under the name counts its users ('10,000+ freelancers use Acme every day', 'Join 5,000+ teams shipping faster'), quotes a customer with their name ('“Acme saved me hours.” — Jane, designer'), names its accelerator's batch ('Y Combinator W24') or is a legal notice ('… is a registered trademark of …'), then no slogan; a slogan set in quotation marks alone or opening on a number still is one", () => {
    for (const line of [
      '10,000+ freelancers use Acme every day.',
      '2M developers trust Acme',
      'Join 5,000+ teams shipping faster.',
      '“Acme saved me hours every week.” — Jane, designer',
      'Y Combinator W24',
      'Acme is a registered trademark of Acme Inc.',
    ])
      assert.equal(under(line), null, line);
    assert.equal(under('“Invoices that chase themselves.”'), 'Invoices that chase themselves.');
    assert.equal(under('1 app to run your whole studio.'), '1 app to run your whole studio.');
  });

  it('given a hero dressed in emoji ("🚀 Ship invoices faster ✨"), signs ("… →", a cursor\'s "|", "™") or set in quotation marks ("«Dashboards your team reads»", "「つくって動かす」"), then its words alone', () => {
    assert.equal(slogan('', '<main><h1>🚀 Ship invoices faster ✨</h1></main>'), 'Ship invoices faster');
    assert.equal(slogan('', '<main><h1>«Dashboards your team reads»</h1></main>'), 'Dashboards your team reads');
    assert.equal(slogan('', '<main><h1>「つくって動かす」体験</h1></main>'), '「つくって動かす」体験');
    assert.equal(slogan('', '<main><h1>“Fast” and “cheap” invoices</h1></main>'), '“Fast” and “cheap” invoices');
    assert.equal(slogan('', '<main><h1>Invoices your clients ❤️ to pay</h1></main>'), 'Invoices your clients ❤️ to pay');
    for (const hero of [
      'Invoicing for freelancers →',
      'Invoicing for freelancers™',
      'Invoicing for freelancers <span class="cursor">|</span>',
      '✓ Invoicing for freelancers',
      '[ Invoicing for freelancers ]',
    ])
      assert.equal(slogan('', `<main><h1>${hero}</h1></main>`), 'Invoicing for freelancers', hero);
    assert.equal(slogan('', '<main><h1>Build apps in C++</h1></main>'), 'Build apps in C++');
    // Judged by its words: a question so dressed is still no slogan.
    assert.equal(slogan('', '<main><h1>🚀 What is Acme? →</h1><h2>Features</h2></main>'), null);
  });

  it('given a hero that only greets ("¡Hola!", "Hallo zusammen!", "Bonjour", "Ciao!") or asks the reader to log in ("Connectez-vous à votre espace", "Accedi al tuo account", "Melden Sie sich an"), then no slogan from it', () => {
    for (const hero of [
      '¡Hola!',
      'Hallo zusammen!',
      'Bonjour',
      'Ciao!',
      'Olá!',
      'Connectez-vous à votre espace',
      'Accedi al tuo account',
      'Melden Sie sich an',
      'Inicia sesión en tu cuenta',
      'Log je in',
    ])
      assert.equal(slogan('', `<main><h1>${hero}</h1><h2>Features</h2></main>`), null, hero);
  });

  it('given a hero that is a button\'s verb and the brand ("Holen Sie sich Acme", "Obtenez Acme", "Descarga Acme", "Prova Acme"), then no slogan from it', () => {
    for (const cta of [
      'Holen Sie sich Acme',
      'Obtenez Acme',
      'Descarga Acme',
      'Prova Acme',
      'Experimente Acme',
      'Probeer Acme',
      'Confira nossos Combos Promocionais !!!',
      'Check out our plans',
    ])
      assert.equal(slogan('', `<main><h1>${cta}</h1><h2>Features</h2></main>`), null, cta);
  });

  it('given a title whose words after the brand are only where it works ("Elektryk MG – Lublin i okolice", "… – Rosenheim und Umgebung"), then no slogan from them', () => {
    for (const t of ['Lublin i okolice', 'Rosenheim und Umgebung', 'Lyon et ses environs', 'Madrid y alrededores', 'Utrecht en omgeving'])
      assert.equal(slogan(`<title>Elektryk MG – ${t}</title>`, `<main><h1>Elektryk MG – ${t}</h1><p>Kontakt</p></main>`, 'Elektryk MG'), null, t);
  });

  it("given a hero that announces the product's end ('We have shut down Acme.', 'This app is no longer maintained', 'Startupımızı kapatmış bulunmaktayız.'), then no slogan from it: the product's state, not what it does", () => {
    for (const notice of [
      'We have shut down Acme. Thank you for riding along.',
      'This app is no longer maintained.',
      'Acme has been discontinued.',
      'Startupımızı kapatmış bulunmaktayız. (01.03.2018)',
    ])
      assert.equal(slogan('<title>Acme</title>', `<header><h1>${notice}</h1></header><main><h2>Features</h2></main>`), null, notice);
  });

  it("given a pre-launch hero line that closes on its launch status ('The golf betting scorekeeper. Coming soon.') or opens on a release-stage badge ('BETA Mobile crypto wallet'), then the slogan without it", () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>The golf betting scorekeeper. Coming soon.</p></main>'), 'The golf betting scorekeeper.');
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1><span><img src="logo.svg" alt="Acme"><sup>BETA</sup></span> <br>Mobile crypto wallet</h1></main>'),
      'Mobile crypto wallet',
    );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Beta testing made easy.</p></main>'), 'Beta testing made easy.');
  });

  it('given a title that sets its subtitle between dashes after the name ("OMAMORI -おつりで貯金アプリ-", "Acme - the calm board -"), then the subtitle without the closing dash', () => {
    assert.equal(
      slogan('<title>OMAMORI -貯金箱より確実でおトクな「おつりで貯金」アプリ-</title>', '<main><p>x</p></main>', 'OMAMORI'),
      '貯金箱より確実でおトクな「おつりで貯金」アプリ',
    );
    assert.equal(slogan('<title>Acme - the calm board for small teams -</title>', '<main><p>x</p></main>'), 'the calm board for small teams');
  });

  it('given a main heading that sets a subtitle between wave dashes after the name ("Miyajima Handmade ～宮島で出会うハンドメイド雑貨～"), then the subtitle', () => {
    assert.equal(
      slogan('<title>Miyajima Handmade</title>', '<section><h1>Miyajima Handmade ～宮島で出会うハンドメイド雑貨～</h1></section>', 'Miyajima Handmade'),
      '宮島で出会うハンドメイド雑貨',
    );
  });

  it('given a Japanese page whose main heading is its greeting section\'s name ("はじめのご挨拶", "院長あいさつ", "代表メッセージ"), then no slogan from it', () => {
    for (const h of ['はじめのご挨拶', 'ごあいさつ', '院長あいさつ', '代表メッセージ'])
      assert.equal(slogan('<title>FX TERRACE</title>', `<section><h1>${h}</h1><p>将来のお金は誰だって心配なもの。</p></section>`, 'FX TERRACE'), null, h);
  });

  it("given no main heading and an opening paragraph that tells the company's founding in Turkish, Polish or Swedish, then no slogan from it", () => {
    for (const p of [
      "Natal firması 2007 yılında İzmir'de kurulmuş ve o yıldan beri özlü teller üretmektedir.",
      'Natal powstała w 2006 roku jako spółka cywilna i montuje instalacje.',
      'Natal grundades 1981 och bygger hus i hela regionen.',
    ])
      assert.equal(slogan('<title>Natal Alüminyum Sanayi</title>', `<main><section><h2>Hakkımızda</h2><p>${p}</p></section></main>`, 'Natal'), null, p);
  });

  it('given a main heading that only names the business and its offers section\'s heading under it ("Special offer", "Specijalna ponuda", "Oferta specjalna"), then no slogan from it', () => {
    for (const h of ['Special offer', 'Offre spéciale', 'Oferta especial', 'Specijalna ponuda', 'Oferta specjalna', 'Veckans erbjudande'])
      assert.equal(slogan('<title>Salon Vojin</title>', `<section><h1>Salon Vojin</h1><h2>${h}</h2></section>`, 'Salon Vojin'), null, h);
  });

  it('given a main heading that only names the brand and a button\'s label under it ("<button><a><p>Cosa offriamo</p></a></button>"), then no slogan from the label', () => {
    assert.equal(
      slogan(
        '<title>Enoteca La Velca</title>',
        '<header><h1>Enoteca La Velca</h1></header><main><section><button><a href="/offerta"><p>Cosa offriamo</p></a></button></section></main>',
        'Enoteca La Velca',
      ),
      null,
    );
  });

  it('given a title whose other part is the company\'s registered name in its own script ("주식회사 어플라이 | APLY Inc.", "株式会社タスカル"), then no slogan from it', () => {
    assert.equal(slogan('<title>주식회사 어플라이 | APLY Inc.</title>', '<main><p>Drone platform</p></main>', 'APLY'), null);
    assert.equal(slogan('<title>APLY | 株式会社タスカル</title>', '<main><p>Drone platform</p></main>', 'APLY'), null);
  });

  it('given a main heading that comes after sections of their own (their headings and body copy), then not the slogan: it heads a section', () => {
    const body = 'Jeżeli masz problemy zdrowotne, wykonałeś setki badań i mimo to wciąż nie ma diagnozy, zapraszamy do naszego gabinetu w Nowym Sączu.';
    assert.equal(
      slogan('', `<main><h2>WIEDZA</h2><h2>DOŚWIADCZENIE</h2><p>${body}</p><h1>Pomagamy w usunięciu</h1><ul><li>Alergii</li><li>Astmy</li></ul></main>`),
      null,
    );
    assert.equal(slogan('', `<main><h1>Boards for small teams</h1><h2>Why Acme</h2><p>${body}</p></main>`), 'Boards for small teams');
    assert.equal(
      slogan('', `<main><h2>Nossos serviços</h2><p>${body}</p><h1>Acme</h1><p class="subtitle">A plataforma digital do Microempreendedor</p></main>`),
      'A plataforma digital do Microempreendedor',
      "the brand's own heading",
    );
  });

  it('given a line that is only the brand and where it is ("Verein Lebenslicht in Krumbach", "Acme aus Köln", "Acme à Lyon"), then no slogan from it', () => {
    for (const line of ['Verein Acme in Krumbach', 'Acme aus Köln', 'Acme à Lyon', 'Acme in Frankfurt am Main'])
      assert.equal(slogan('', `<main><h1>${line}</h1><h2>Termine</h2></main>`), null, line);
    assert.equal(slogan('', '<main><h1>Acme in every kitchen</h1></main>'), 'Acme in every kitchen');
  });

  it('given a main heading that is the brand after an article ("The Acme", "Die Acme", "L\'Acme"), then not the slogan: the line under it', () => {
    for (const named of ['The Acme', 'Die Acme', "L'Acme", 'La Acme'])
      assert.equal(
        slogan('', `<main><h1>${named}</h1><p>One subscription for every audit script we write.</p></main>`),
        'One subscription for every audit script we write.',
        named,
      );
  });

  it('given a hero heading that says what the product is, then that heading', () => {
    assert.equal(
      slogan('<title>Acme – Boards</title>', '<main><section class="hero"><h1>Widget boards for small teams</h1></section></main>'),
      'Widget boards for small teams',
    );
  });

  it("given a heading that names the brand with a button under it ('I want to help my customers (and sell more)!'), then never the button's words; the line under the heading stays", () => {
    const hero = (under: string) =>
      slogan('<title>Acme</title>', `<div class="header"><h1>Acme makes <u>$10k profit per month</u></h1>${under}</div><main><h2>Gallery</h2></main>`);
    assert.equal(hero('<button class="cta-button"><a href="mailto:hi@acme.test">I want to help my customers (and sell more)!</a></button>'), null);
    assert.equal(hero('<button>Jetzt Kunden begeistern und mehr verkaufen!</button>'), null);
    assert.equal(hero('<p>Body-fat scales for gyms and stores</p><button>I want one!</button>'), 'Body-fat scales for gyms and stores');
  });

  it('given a section\'s eyebrow set between the same ornaments ("& POZNAJ NAS &", "— Our story —"), then not that line; a line without them stays', () => {
    const page = (eyebrow: string) =>
      slogan('<title>Acme</title>', `<main><section><p class="section-subtitle">${eyebrow}</p><h2>NASZA MIŁOŚĆ DO WŁOSÓW</h2></section></main>`);
    assert.equal(page('&amp; POZNAJ NAS &amp;'), null);
    assert.equal(page('— Our story since the first day —'), null);
    assert.equal(page('Haircuts that last for weeks'), 'Haircuts that last for weeks');
  });

  it('given no main heading and a first heading the page repeats over each card ("Tätigkeitsfelder nach Schwerpunkt"), then not that heading; a lone first heading stays', () => {
    const card = (h: string) => `<div class="card"><h2>${h}</h2><p><strong>Arbeitsrecht</strong> Beratung von Arbeitgebern</p></div>`;
    assert.equal(slogan('<title>Acme</title>', `<main>${card('Tätigkeitsfelder nach Schwerpunkt')}${card('Tätigkeitsfelder nach Schwerpunkt')}</main>`), null);
    assert.equal(
      slogan('<title>Acme</title>', `<main>${card('Recht für Arbeitgeber in Kerpen')}${card('Steuerrecht')}</main>`),
      'Recht für Arbeitgeber in Kerpen',
    );
  });

  it("given no main heading and the page's body copy set as a post (a blog theme's article list), then not the first heading after it ('Works with your tools'): it heads a section past the lead; alone at the top it still leads", () => {
    // Given a page whose whole lead is an article of a post list, then a section of its own
    const copy =
      '<ul class="post-list"><li><article><h2>Welcome to Acme</h2><p>Acme is a financial manager. It can help you keep track of expenses, income, budgets and everything in between.</p></article></li></ul>';
    const section = '<section><h2>Works with your tools</h2><ul><li><a href="/slack">Slack</a></li></ul></section>';
    // When the slogan is read, then not the section's heading
    assert.equal(slogan('<title>Acme</title>', `<header><div>Acme</div></header><main>${copy}${section}</main>`), null);
    // And the same heading leading the page is its hero's
    assert.equal(slogan('<title>Acme</title>', `<header><div>Acme</div></header><main>${section}</main>`), 'Works with your tools');
  });

  it('given a Polish or Czech section\'s name "O <what>" ("O cukierni", "O firmie": "About the shop"), then not a slogan', () => {
    for (const h of ['O cukierni', 'O firmie', 'O nás'])
      assert.equal(slogan('<title>Acme</title>', `<main><section><h2>${h}</h2><p>Pieczemy od rana.</p></section></main>`), null);
  });

  it("given a project page whose main heading names a docs section ('How To Use', 'Installation', 'Usage', 'So funktioniert’s', '使い方'), then not that heading: the title's words", () => {
    for (const h of ['How To Use', 'Installation', 'Basic usage', 'Examples', 'So funktioniert’s', 'Cómo usarlo', '使い方'])
      assert.equal(
        slogan(
          '<title>Acme — Transition numbers with ease</title>',
          `<main><div>Transition numbers with ease</div><h1>${h}</h1><p>Add the script to your page.</p></main>`,
        ),
        'Transition numbers with ease',
        h,
      );
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1>Installation made painless for teams of any size</h1></main>'),
      'Installation made painless for teams of any size',
    );
    for (const t of ['Acme – Demos and Documentation', 'Acme | Docs & Examples'])
      assert.equal(slogan(`<title>${t}</title>`, '<main><h1>Acme</h1><h2>Installation</h2></main>'), null, t);
  });

  it("given a main heading that is a lower-case brand and one lower-case word ('tldr pages' for tldr), then not the slogan: it is the name in the brand's style", () => {
    assert.equal(slogan('<title>tldr pages</title>', '<main><h1>tldr pages</h1><h2>Installation</h2></main>', 'tldr'), null);
    assert.equal(
      slogan('<title>tldr pages</title>', '<main><h1>tldr pages</h1><h2>Simplified and community-driven man pages</h2></main>', 'tldr'),
      'Simplified and community-driven man pages',
    );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme makes invoices simple</h1></main>'), 'Acme makes invoices simple', 'a sentence stays');
  });

  it("given a project page written from its README, a short quotation right under the heading that names the brand ('> Simplified and community-driven man pages.'), then that line; a customer's quotation with its speaker never", () => {
    const page = (quote: string) =>
      slogan('<title>tldr pages</title>', `<main><h1>tldr pages</h1><blockquote><p>${quote}</p></blockquote><h2>Installation</h2></main>`, 'tldr');
    assert.equal(page('Simplified and community-driven man pages.'), 'Simplified and community-driven man pages.');
    assert.equal(page('“The best cheat sheets I have used.” — Jane Roe'), null);
    assert.equal(page('The best cheat sheets I have used - Jane Roe'), null);
  });

  it("given a title whose slogan closes with its maker's byline ('Acme: Ultra lightweight, simple autocomplete, by Lea Verou'), then the slogan without it", () => {
    const t = (title: string) => slogan(`<title>${title}</title>`, '<main><h1>Acme</h1><h2>Installation</h2></main>');
    assert.equal(t('Acme: Ultra lightweight, simple autocomplete, by Lea Verou'), 'Ultra lightweight, simple autocomplete');
    assert.equal(t('Acme – Schlanke Formulare für Vereine, von Jana Roth'), 'Schlanke Formulare für Vereine');
    assert.equal(t('Acme – Task boards built by teams for teams'), 'Task boards built by teams for teams', 'no byline');
  });

  it("given a hero heading that opens with its eyebrow in its own element ('<span class=hero-eyebrow>…</span> The sovereign data platform.'), then the heading's own words: the eyebrow is a line above them", () => {
    assert.equal(
      slogan(
        '<title>Acme</title>',
        '<main><h1><span class="hero-eyebrow">Analytics Kernel, Keep Ownership</span>\n The sovereign <span class="grad">data</span><br> platform.</h1></main>',
      ),
      'The sovereign data platform.',
    );
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1><span class="accent">Calm</span> boards for small teams.</h1></main>'),
      'Calm boards for small teams.',
    );
  });

  it("given a changelog page's heading that is the brand and 'changelog' set after a colon ('Acme :changelog', 'acme: changelog'), then no slogan from it: it names the page", () => {
    assert.equal(slogan('<title>Acme :changelog</title>', '<main><h1>Acme :changelog</h1><h2>Version 0.1.0</h2></main>'), null);
    assert.equal(slogan('<title>acme :changelog</title>', '<main><h1>acme :changelog</h1><h2>Version 0.1.0</h2></main>', 'acme'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>The calm changelog for small teams.</p></main>'), 'The calm changelog for small teams.');
  });

  it("given a heading that is the brand and its page's words ('Remodal example', 'Acme demo page', 'Acme docs'), then no slogan from it", () => {
    for (const h of ['Acme example', 'Acme demo page', 'Acme docs', 'Acme Beispiele'])
      assert.equal(slogan('<title>Acme example</title>', `<main><h1>${h}</h1><h2>Installation</h2></main>`), null, h);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme makes examples come alive</h1></main>'), 'Acme makes examples come alive');
    assert.equal(
      slogan(
        '<title>Acme Examples</title>',
        '<main><h1>Acme Demonstration</h1><h2>Elastic Transition</h2><p>Grouped Photo 1</p><h2>Fade Transition</h2></main>',
      ),
      null,
      'the headings under a demonstration name its examples',
    );
    const sample = 'My father’s family name being Pirrip, and my Christian name Philip, my infant tongue could make of both names nothing longer than Pip.';
    assert.equal(
      slogan('<title>Acme | demo</title>', `<main><h1>Acme</h1><div class="editable"><p>${sample}</p></div></main>`),
      null,
      "a demo page's sample text is no slogan",
    );
    assert.equal(
      slogan('<title>Acme | Demo</title>', '<main><h1>Acme</h1><p>Simple and easy to use lightbox script written in pure JavaScript</p></main>'),
      'Simple and easy to use lightbox script written in pure JavaScript',
      "a demo page's short lead stays",
    );
  });

  it('given a Japanese or Chinese template\'s filler text ("テキストテキストテキスト", "ここにキャッチコピーが入ります", "ダミーテキスト"), then no slogan; a real Japanese slogan stays', () => {
    for (const t of ['テキストテキストテキストテキスト', 'ここにキャッチコピーが入ります', 'ダミーテキストです。', '示例文本示例文本'])
      assert.equal(slogan(`<meta name="description" content="${t}">`, `<main><section class="hero"><h1>${t}</h1></section></main>`), null, t);
    assert.equal(slogan('', '<main><section class="hero"><h1>犬と過ごす、やさしい午後</h1></section></main>'), '犬と過ごす、やさしい午後');
  });

  it('given a hero left in lorem-ipsum Latin that does not open on "Lorem ipsum" ("Fusce ac dui magna. Duis in rhoncus velit.", "Sed ut perspiciatis unde omnis"), then no slogan from it; a Latin motto stays', () => {
    for (const t of ['Fusce ac dui magna. Duis in rhoncus velit.', 'Sed ut perspiciatis unde omnis iste natus', 'Duis aute irure dolor in reprehenderit'])
      assert.equal(slogan('<title>Acme</title>', `<main><section class="hero"><h1>${t}</h1></section></main>`), null, t);
    assert.equal(slogan('<title>Acme</title>', '<main><section class="hero"><h1>Per aspera ad astra</h1></section></main>'), 'Per aspera ad astra');
  });

  it('given a meta description left as a template\'s stand-in in other languages ("Opis strony", "Seitenbeschreibung", "Description du site", "サイトの説明"), then no slogan from it', () => {
    for (const t of ['Opis strony', 'Seitenbeschreibung', 'Description du site', 'Descripción del sitio', 'Descrizione del sito', 'サイトの説明'])
      assert.equal(slogan(`<meta name="description" content="${t}">`, '<main><p>Gabinet dietetyczny.</p></main>'), null, t);
    assert.equal(
      slogan('<meta name="description" content="Dieta, która pasuje do Twojego życia">', '<main><p>Gabinet.</p></main>'),
      'Dieta, która pasuje do Twojego życia',
    );
  });

  it('given a description that closes on a button\'s words ("Scopri di più.", "Learn more.", "Mehr erfahren."), then the slogan without them', () => {
    for (const [d, want] of [
      ['Ripetizioni e assistenza informatica su misura. Scopri di più.', 'Ripetizioni e assistenza informatica su misura.'],
      ['Widget boards for small teams. Learn more.', 'Widget boards for small teams.'],
      ['Tafeln für kleine Teams. Mehr erfahren!', 'Tafeln für kleine Teams.'],
    ])
      assert.equal(slogan(`<meta name="description" content="${d}">`, '<main><p>Acme.</p></main>'), want, d);
  });

  it("given a heading that only names the brand, then the title's words after the brand", () => {
    assert.equal(
      slogan('<title>Acme — Widget boards for small teams | Springfield</title>', '<h1>ACME</h1><p class="hero__tagline">A tagline below</p>'),
      'Widget boards for small teams',
    );
  });

  it('given "Welcome to Acme" and no title slogan, then the line under it', () => {
    assert.equal(
      slogan('<title>Home – Acme</title>', '<main><h1>Welcome to<br>Acme!</h1><h2>Engineering boards, empowering teams</h2><p>More.</p></main>'),
      'Engineering boards, empowering teams',
    );
  });

  it("given a tagline element in the lead, then it; a section's subtitle further down is not one", () => {
    assert.equal(
      slogan('<title>Acme - Home</title>', '<p class="lead heading">acme</p><p class="lead">a calm and fast widget board</p><h2>Features</h2>'),
      'a calm and fast widget board',
    );
    assert.equal(
      slogan('<title>Pricing | Acme</title>', '<h1>Pricing</h1><h2>Plans</h2><h2>Try it free</h2><p class="section-subtitle">It takes minutes to start.</p>'),
      null,
    );
  });

  it('given no heading, then the short description; never one about prices', () => {
    assert.equal(
      slogan(
        '<title>Acme</title><meta property="og:description" content="The digital home of the widget board.">',
        '<h3 class="media-heading">Version 2 released</h3>',
      ),
      'The digital home of the widget board.',
    );
    assert.equal(slogan('<title>Acme</title><meta name="description" content="Flexible pricing plans for every team size.">', '<p>Hi.</p>'), null);
  });

  it('never takes a button, a section heading, a question, an announcement bar, "Official website" or a news heading', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Get started</h1></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Latest news</h1></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>What is Acme?</h1></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<div class="announcement-bar"><h1>Version 3 is out now</h1></div>'), null);
    assert.equal(slogan('<title>Acme | Official Website</title>', '<p>x</p>'), null);
    assert.equal(slogan('<title>Acme</title>', '<article class="post"><h1>Our plans for 2026</h1></article>'), null);
  });

  it("given a submitted page about the site's housekeeping (its downloads, privacy policy, governance or press kit), then no slogan from its heading", () => {
    const at = (url: string, body: string, head = '<title>Acme</title>') =>
      sloganOf([digestPage(url, `<html><head>${head}</head><body>${body}</body></html>`)], 'Acme')?.value ?? null;
    assert.equal(at('https://acme.test/downloads/index.html', '<main><h1>Acme downloads for every system</h1></main>'), null);
    assert.equal(at('https://acme.test/privacy.html', '<main><h1>Acme Privacy Policy; Last updated January 3rd, 2014.</h1></main>'), null);
    assert.equal(at('https://acme.test/governance-model.html', '<main><h1>Acme governance model</h1></main>'), null);
    assert.equal(at('https://acme.test/presskit/', '<main><h1>Acme for the press</h1></main>'), null);
    assert.equal(at('https://acme.test/', '<main><h1>Fast downloads that never stall</h1></main>'), 'Fast downloads that never stall');
    assert.equal(
      at(
        'https://acme.test/community/',
        '<main><h1>Community</h1></main>',
        '<title>Acme | Community</title><meta name="description" content="a free and open media player">',
      ),
      'a free and open media player',
      "the site's own description still says what the product is",
    );
  });

  it("given a submitted page whose heading or title names the part of the site its address names ('Onze diensten' on /diensten.html, 'Masajes y Servicios' on /masajes.html, 'All the features' on /features/), then no slogan from that page's heading, lead, title or description", () => {
    const at = (url: string, head: string, body: string) =>
      sloganOf([digestPage(url, `<html><head>${head}</head><body>${body}</body></html>`)], 'Acme')?.value ?? null;
    const lead = '<main><h1>Onze diensten.</h1><p class="lead">Van dagelijks onderhoud tot specialistisch werk.</p></main>';
    assert.equal(at('https://acme.test/diensten.html', '<title>Diensten | Acme</title>', lead), null);
    assert.equal(
      at('https://acme.test/leistungen/', '<title>Acme</title>', '<main><h1>Unsere Leistungen</h1><p class="subtitle">Vom Fenster bis zur Fassade.</p></main>'),
      null,
    );
    assert.equal(at('https://acme.test/masajes.html', '<title>Acme - Masajes y Servicios</title>', '<main><p>Reserva</p></main>'), null);
    assert.equal(at('https://acme.test/features/', '<title>Acme | All the features of Acme</title>', '<main><h2>CSS</h2></main>'), null);
    assert.equal(
      at(
        'https://acme.test/features/',
        '<title>Acme</title><meta name="description" content="Every feature of Acme in one list.">',
        '<main><h2>CSS</h2></main>',
      ),
      null,
    );
    // The same lines on the homepage say what the company is.
    assert.equal(at('https://acme.test/', '<title>Acme</title>', lead.replace('Onze diensten.', 'Acme')), 'Van dagelijks onderhoud tot specialistisch werk.');
    // A page's address words any sentence holds ("what-we-offer") name no part of the site; a folder named for the brand is its homepage.
    const offer = at(
      'https://acme.test/what-we-offer.html',
      '<title>Acme - What we Offer</title><meta name="description" content="Acme is a school based counselling service. Here is what we offer.">',
      '<p>x</p>',
    );
    assert.match(offer ?? '', /school based counselling service/);
    assert.equal(
      at('https://someone.test/acme/', '<title>Acme</title>', '<main><h1>Acme</h1><p class="tagline">Charts for the terminal</p></main>'),
      'Charts for the terminal',
    );
  });

  it("given a customers page submitted alone whose description is of its case studies ('Local landing page case studies. Learn how Acme…', 'Kundenreferenzen', 'Success stories'), then no slogan from it; the same description on the homepage still is one", () => {
    const at = (url: string, description: string) =>
      sloganOf(
        [digestPage(url, `<html><head><title>Acme</title><meta name="description" content="${description}"></head><body><p>x</p></body></html>`)],
        'Acme',
      )?.value ?? null;
    for (const [url, description] of [
      ['https://acme.test/customers/', 'Location targeted promotion and local landing page case studies. Learn how Acme converts mobile traffic.'],
      ['https://acme.test/kunden.html', 'Kundenreferenzen aus Handel und Industrie'],
      ['https://acme.test/clients/', 'Success stories from retailers who grew with local pages'],
    ])
      assert.equal(at(url, description), null, url);
    assert.equal(at('https://acme.test/', 'Local landing pages for retailers'), 'Local landing pages for retailers');
    // A studio's or a stories page is no customers page: its description naming customers still says what the company is
    for (const url of ['https://acme.test/studio.html', 'https://acme.test/stories.html'])
      assert.equal(at(url, 'Charts our customers use every day'), 'Charts our customers use every day', url);
  });

  it("given a page past the start page whose title is its own name before the brand ('Kontakt oss — Acme', 'Offerte aanvragen | Acme', '弊社について - Acme', 'Work with us · Acme'), then no slogan from the title: those words name the page", () => {
    const at = (url: string, title: string) =>
      sloganOf([digestPage(url, `<html><head><title>${title}</title></head><body><p>x</p></body></html>`)], 'Acme')?.value ?? null;
    for (const [url, title] of [
      ['https://acme.test/kontakt.html', 'Kontakt oss — Acme'],
      ['https://acme.test/contact.html', 'Offerte aanvragen | Acme'],
      ['https://acme.test/about.html', '弊社について - Acme'],
      ['https://acme.test/contact.html', 'Work with us · Acme'],
      ['https://acme.test/prezzi.html', 'Prezzo e prova — Acme'],
      ['https://acme.test/faq.html', 'Vanliga frågor om fotvård | Acme'],
    ])
      assert.equal(at(url, title), null, title);
    // The same title on the start page is the slogan before the brand; after the brand, a line the site's every title carries.
    assert.equal(at('https://acme.test/', 'Cloud backups for small offices | Acme'), 'Cloud backups for small offices');
    assert.equal(at('https://acme.test/en/', 'Cloud backups for small offices | Acme'), 'Cloud backups for small offices');
    assert.equal(at('https://acme.test/kontakt.html', 'Acme - Cloud backups for small offices'), 'Cloud backups for small offices');
  });

  it("given an about, FAQ or contact page whose title's words beside the brand speak of what the page holds ('Chi Siamo - Acme - Missione, Visione e Valori', 'FAQ - Acme | Domande su…', 'Acme FAQ - Kanji & JLPT Help', 'Contacto | Acme — Irún (943 61 94 84)'), then no slogan from them; a line that says what the company does still is one", () => {
    const at = (url: string, title: string) =>
      sloganOf([digestPage(url, `<html><head><title>${title}</title></head><body><p>x</p></body></html>`)], 'Acme')?.value ?? null;
    for (const [url, title] of [
      ['https://acme.test/chi-siamo.html', 'Chi Siamo - Acme - Missione, Visione e Valori'],
      ['https://acme.test/faq.html', 'FAQ - Acme | Domande su Vibe Coding e IDE Mobile'],
      ['https://acme.test/faq/', 'Acme FAQ - Kanji & JLPT Help'],
      ['https://acme.test/contacto.html', 'Contacto y Cita | Acme — Irún (943 61 94 84)'],
      ['https://acme.test/a-propos.html', 'À propos - Acme | Histoire, agrément et présence nationale'],
    ])
      assert.equal(at(url, title), null, title);
    assert.equal(at('https://acme.test/about.html', 'About Us | Acme | Cloud Infrastructure Development'), 'Cloud Infrastructure Development');
  });

  it("given a project's homepage in a folder of a host of many ('/intro.js/', '/entruempelung-jetzt/'), then read as a start page: its title's words beside the brand are the slogan; a folder named as a page ('/kontakt/') is that page", () => {
    const at = (url: string, title: string) =>
      sloganOf([digestPage(url, `<html><head><title>${title}</title></head><body><p>x</p></body></html>`)], 'Acme')?.value ?? null;
    assert.equal(at('https://someone.test/acme.js/', 'Acme.js - Better introductions for websites'), 'Better introductions for websites');
    assert.equal(at('https://someone.test/entruempelung-jetzt/', 'Entrümpelung in München | Acme'), 'Entrümpelung in München');
    assert.equal(at('https://acme.test/kontakt/', 'Kontakt oss — Acme'), null);
  });

  it('given a heading that says what the company offers or how it works ("What Acme Counselling offers", "Was Acme bietet"), then no slogan from it', () => {
    for (const h of ['What Acme Counselling offers', 'How Acme works', 'Was Acme bietet', 'Ce que Acme propose', 'Lo que ofrece Acme'])
      assert.equal(slogan('', `<main><h2>${h}</h2><p>Each plan comes with all of them.</p></main>`, 'Acme'), null, h);
  });

  it('given a brand heading followed by a section\'s heading ("Customer story", "About us") and its paragraph, then no slogan from that paragraph; a button\'s heading between the brand and the hero\'s line is passed over', () => {
    assert.equal(
      slogan('', '<main><h1>Acme</h1><h3>Customer story</h3><p>Globex moved its whole support desk over to us in a single week.</p></main>', 'Acme'),
      null,
    );
    assert.equal(
      slogan('', '<main><h1>Acme</h1><h4>Download now</h4><h1>Acme is a wireless remote for your Mac</h1></main>', 'Acme'),
      'Acme is a wireless remote for your Mac',
    );
  });

  it('given a page that opens on section names joined ("Tools & Features", "Produkte & Leistungen", "Servicios y precios"), then no slogan from them; a heading that says what it does still is one', () => {
    for (const h of [
      'Tools & Features',
      'Features and Benefits',
      'Our Products & Services',
      'Produkte & Leistungen',
      'Servicios y precios',
      'Produtos e serviços',
      'Links & Downloads',
      'Customer story',
    ])
      assert.equal(slogan('', `<main><h2>${h}</h2><p>Each plan comes with all of them.</p></main>`, 'Acme'), null, h);
    assert.equal(slogan('', '<main><h2>Tools and features for busy teams</h2><p>More.</p></main>', 'Acme'), 'Tools and features for busy teams');
  });

  it('given a brand heading over an events section ("Eventi futuri", "Kommende Veranstaltungen", "Próximos eventos"), then no slogan from the section\'s heading', () => {
    for (const h of [
      'Eventi futuri',
      'Prossimi eventi',
      'Kommende Veranstaltungen',
      'Termine',
      'Prochains événements',
      'Próximos eventos',
      'Komende evenementen',
      'Wydarzenia',
    ])
      assert.equal(
        slogan(
          '<title>ACAT Sassuolo - Home</title>',
          `<header><h1>ACAT Sassuolo</h1></header><main><h2>${h}</h2><p>Qui le nostre attività.</p></main>`,
          'ACAT Sassuolo',
        ),
        null,
        h,
      );
  });

  it('given a title or heading that only names a tool\'s screen ("Fisioterapia Gossos - Sistema de Reservas", "Panel de Administración", "Admin Dashboard"), then no slogan', () => {
    for (const t of ['Sistema de Reservas', 'Sistema de Gestión', 'Panel de Administración', 'Admin Dashboard', 'Buchungssystem', 'Système de gestion'])
      assert.equal(slogan(`<title>Fisioterapia Gossos - ${t}</title>`, `<main><h1>${t}</h1><form><input></form></main>`, 'Fisioterapia Gossos'), null, t);
    assert.equal(
      slogan('<title>Gossos</title>', '<main><h1>Sistema de reservas para clínicas de fisioterapia</h1></main>', 'Gossos'),
      'Sistema de reservas para clínicas de fisioterapia',
    );
  });

  it('given a pricing page\'s heading ("Acme — Transparent Pricing", "Simple, fair pricing"), then no slogan from it', () => {
    for (const t of ['Transparent Pricing', 'Simple, fair pricing', 'Plans & Pricing', 'Pricing plans'])
      assert.equal(slogan(`<title>Acme — ${t}</title>`, `<main><h1>${t}</h1><p>$89 /user/mo</p></main>`), null, t);
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1>Transparent pricing for freelancers who hate spreadsheets</h1></main>'),
      'Transparent pricing for freelancers who hate spreadsheets',
    );
  });

  it('never takes a heading whose last words are drawn by a picture or a script ("Bet on anything with [logo]"), nor "公式情報ページ"', () => {
    assert.equal(
      slogan(
        '<title>Acme – The onchain broker</title>',
        '<main><h1>Trade crypto. Bet on anything <span>with</span><img alt="Partner" src="/p.svg"></h1></main>',
      ),
      'The onchain broker',
    );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Die beste App für</h1></main>'), null);
    assert.equal(slogan('<title>Acme | Official Info</title>', '<main><h1>公式情報ページ</h1></main>'), null);
  });

  it('never takes a section\'s heading under its label ("About" over "La nascita di Saiko") nor the heading of the company\'s story', () => {
    assert.equal(
      slogan(
        '<title>Saiko</title>',
        '<main><h2>La storia dietro ogni sorso</h2><h3>About</h3><h1>Birra giapponese dalle Alpi</h1><p>Testo.</p></main>',
        'Saiko',
      ),
      null,
    );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>The story of Acme</h1><p>It began in a garage.</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><p>New</p><h1>Widget boards for small teams</h1></main>'), 'Widget boards for small teams');
  });

  it('never takes a numbered step of how to use it ("1. Upload audio track", "Step 2: paste the lyrics")', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><div>1. Upload audio track</div><div>2. Paste the lyrics</div></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Step 2: paste the lyrics</h1></main>'), null);
  });

  it('given a description the site\'s template left ("Description of the website", create-react-app\'s), then no slogan from it', () => {
    assert.equal(slogan('<title>Acme</title><meta name="description" content="Description of the website">', '<p>Boards.</p>'), null);
    assert.equal(slogan('<title>Acme</title><meta name="description" content="Web site created using create-react-app">', '<div id="root"></div>'), null);
    assert.equal(slogan('<title>Acme</title><meta name="description" content="The Page Description">', '<p>Boards.</p>'), null);
  });

  it("given a title part that closes on the home page's name after a colon ('Acme - Facturación simple para autónomos: Inicio'), then the slogan without it", () => {
    assert.equal(slogan('<title>Acme - Facturación simple para autónomos: Inicio</title>', '<p>Hola.</p>'), 'Facturación simple para autónomos');
  });

  it("given a title that opens on a person's academic titles and name ('dr hab. Sebastian Rutkowski — Osteopatia i Mikrokinezyterapia'), then the slogan after the name, never the titles and the name", () => {
    assert.equal(
      slogan(
        '<title>dr hab. Sebastian Rutkowski — Osteopatia i Mikrokinezyterapia</title>',
        '<h2>dr hab. prof. uczelni Sebastian Rutkowski</h2>',
        'Sebastian Rutkowski',
      ),
      'Osteopatia i Mikrokinezyterapia',
    );
  });

  it('given a line that says what the site is ("Acme\'s crypto-facing website", "The homepage of Acme"), then no slogan from it', () => {
    assert.equal(slogan('<title>Acme</title><meta name="description" content="Acme\'s crypto-facing website">', '<p>Hi.</p>'), null);
    assert.equal(slogan('<title>Acme</title>', '<h1>The homepage of Acme Research</h1>'), null);
    assert.equal(slogan('<title>Acme</title><meta name="description" content="地震情報アプリ「Acme」の公式サイトです。">', '<p>Hi.</p>'), null);
    assert.equal(
      slogan('<title>合同会社アクメ</title><meta name="description" content="アクメのコーポレートサイト">', '<p>Hi.</p>'),
      null,
      "a company's corporate site",
    );
  });

  it('given a heading that presents the brand ("Introducing Acme"), a label ending with a colon, a line cut off at a comma, or a lone word ("Projets"), then none of them', () => {
    assert.equal(slogan('<title>Acme</title>', '<h1>Introducing Acme</h1>'), null);
    assert.equal(slogan('<title>Acme</title>', '<h1>Pages :</h1>'), null);
    assert.equal(slogan('<title>Acme</title>', '<h1>Projets</h1>'), null);
    assert.equal(slogan('<title>Acme</title>', '<h1>Acme</h1><p>Your customers want to know their numbers,</p><p>today</p>'), null);
    assert.equal(slogan('<title>Acme</title>', '<h1>Introducing boards for small teams</h1>'), 'Introducing boards for small teams');
  });

  it('given a submitted about, team or pricing page, then no slogan from its headings or description', () => {
    const one = (url: string, html: string) => sloganOf([digestPage(url, html)], 'Acme')?.value ?? null;
    assert.equal(one('https://acme.test/team/', '<html><head><title>Team | Acme</title></head><body><h1>Meet the people behind Acme</h1></body></html>'), null);
    assert.equal(
      one(
        'https://acme.test/x',
        '<html><head><title>Acme</title><meta name="description" content="The team of Acme."></head><body><h1>Meet the team</h1></body></html>',
      ),
      null,
    );
  });

  it('given a page with no main heading that opens with a paragraph naming the product, then its first sentence', () => {
    assert.equal(
      slogan('<title>Acme.js</title>', '<p>Acme.js gives structure to widget code by providing boards and events. More here.</p><h2>Downloads</h2>', 'Acme.js'),
      'Acme.js gives structure to widget code by providing boards and events.',
    );
  });

  it("given the logo's heading naming the company in full, then the hero's heading, never the company's full name", () => {
    assert.equal(
      slogan(
        '<title>Acme AI Solutions | Consulting</title>',
        '<header><h1>Acme AI Solutions</h1></header><main><h1>Transform your business with AI</h1><p>We help.</p></main>',
      ),
      'Transform your business with AI',
    );
  });

  it("given a template's demo page ('Limty - Multipurpose Business HTML Template'), then no slogan: its words are the template's", () => {
    assert.equal(slogan('<title>Limty - Multipurpose Business HTML Template</title>', '<h1>We provide outstanding creative work!</h1>', 'Limty'), null);
  });

  it("given a dated line of the company's story under its heading ('Since February of 2023, we have…'), then no slogan from it", () => {
    assert.equal(
      slogan(
        '<title>Acme - Home</title>',
        '<h1>Introducing Acme</h1><p>Since February of 2023, we have been committed on a mission to empower developers.</p>',
      ),
      null,
    );
  });

  it("given body copy under the brand's heading, then no slogan from the lines after it, nor a 'read more' link in any language", () => {
    assert.equal(
      slogan(
        '<title>Acme - Home</title>',
        '<h1>Introducing Acme</h1><p>Since February of 2023, we have been committed on a mission to empower developers and programmers by bridging the gap between coding languages.</p><p>We believe every developer deserves the freedom to understand code.</p>',
      ),
      null,
    );
    assert.equal(slogan('<title>Acme</title>', '<h1>Acme</h1><p>Weiter lesen</p>'), null);
  });

  it("given a row of cards under the brand's heading ('Servicio en Hoteles & Spa' over its paragraph and button, then 'Masajes a Domicilio' over its own), then no slogan from the first card; a heading over its paragraph with no card beside it still is one", () => {
    // Given the brand's heading, then two cards of what the company offers, each a heading over a paragraph
    const card = (h: string) => `<h3>${h}</h3><p>Disfruta de la máxima relajación en toda la isla.</p><div>Reservar</div>`;
    // When the slogan is read, then none from the cards
    assert.equal(slogan('', `<main><h1>Acme</h1><div>Lanzarote</div>${card('Servicio en Hoteles & Spa')}${card('Masajes a Domicilio')}</main>`), null);
    // And a hero's heading over its lead, a section after it, still is the slogan
    assert.equal(
      slogan('', `<main><h1>Acme</h1>${card('Masajes en hoteles y a domicilio')}<h2>Tarifas</h2><p>55 €</p></main>`),
      'Masajes en hoteles y a domicilio',
    );
  });

  it("given a hero heading that is only a person's name ('Damien Robitaille', 'Thomas Wenzlaff!'), then no slogan from it; a title's 'Data Consultancy' still says what it does", () => {
    assert.equal(slogan('<title>INDEX</title>', '<main><h1>Damien Robitaille</h1></main>'), null);
    assert.equal(slogan('<title></title>', '<main><h1>Thomas Wenzlaff!</h1><p>Über siehe …</p></main>'), null);
    assert.equal(
      slogan('<title>Acme | Data Consultancy</title>', '<main><h1>Data Onderzoek Consultancy Visualisaties Trainingen</h1></main>'),
      'Data Consultancy',
    );
  });

  it('given a slogan of two short sentences that opens like a button ("Get found. Keep leads."), then it; a button alone is none', () => {
    assert.equal(slogan('<title>Acme — Get found. Keep leads.</title>', '<p>Hi</p>'), 'Get found. Keep leads.');
    assert.equal(slogan('<title>Acme — Get started</title>', '<p>Hi</p>'), null);
  });

  it("given a hero heading that names a section of the page ('Who we are', 'Case studies', 'Nos services', 'Unsere Leistungen'), then no slogan from it", () => {
    for (const h of [
      'Who we are',
      'What our customers say',
      'Case studies',
      'Release notes',
      'Terms of Service',
      'Nos services',
      'Nuestros servicios',
      'Wie zijn wij',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${h}</h1></main>`), null, h);
  });

  it("given a hero heading that is news of the company (a release, 'Now available', hiring, a sale, a season's greeting), then the line under the brand's heading or none", () => {
    for (const h of [
      'Version 3.2 released',
      'Now available on Android',
      'We are hiring!',
      'Black Friday: 50% off all plans',
      'Happy holidays from the Acme team',
      'Acme has been acquired by BigCorp',
      'Thank you!',
      'Stay tuned!',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${h}</h1></main>`), null, h);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme 2.0 is here</h1><p>Faster sync for small teams.</p></main>'), 'Faster sync for small teams.');
  });

  it("given a greeting or the author's introduction ('Hello there!', 'Hi, I'm Jane', 'Herzlich willkommen!'), then no slogan from it", () => {
    for (const h of ['Hello there!', "Hi, I'm Jane Doe", 'Hey 👋', 'Herzlich willkommen!'])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${h}</h1></main>`), null, h);
  });

  it("given a call to get in touch, sign up or give ('Contact us today for a free quote', 'Sign up for our newsletter'), then no slogan from it", () => {
    for (const h of ['Contact us today for a free quote', 'Sign up for our newsletter', 'Log in to your account', 'Kontaktieren Sie uns', 'Make a reservation'])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${h}</h1></main>`), null, h);
  });

  it("given a phone number, opening hours, a post's byline, a scroll hint or social proof under the brand's heading, then none of them", () => {
    for (const line of [
      'Call us: +1 555 123 4567',
      'Open Monday to Friday, 9am - 5pm',
      'Posted on March 3, 2020 by admin',
      'Scroll to explore',
      'Trusted by 10,000+ teams',
    ])
      assert.equal(under(line), null, line);
  });

  it("given a title whose words beside the brand name the site's builder, a version, a founding date, a place or an address, then no slogan from them", () => {
    for (const t of [
      'Made with Webflow',
      'Powered by Shopify',
      'GitHub Pages',
      'Version 2.3.1',
      'Est. 1999',
      'Berlin, Germany',
      'Space Coast, Florida',
      'Austin, TX',
      '123 Main Street, Springfield',
      'Part of BigCorp Group',
    ])
      assert.equal(slogan(`<title>Acme | ${t}</title>`, '<main><p>Some words.</p></main>'), null, t);
    assert.equal(slogan('<title>Acme | Widget boards for Berlin teams</title>', '<main><p>Some words.</p></main>'), 'Widget boards for Berlin teams');
  });

  it('given a description that is a keyword list, says what the page is or offers to read, or is only the brand and "Home", then no slogan from it', () => {
    for (const d of [
      'widgets, widget boards, buy widgets online, widget shop, cheap widgets',
      'This is the website of Acme GmbH.',
      'Read the latest news from Acme.',
      'Acme - Home',
    ])
      assert.equal(slogan(`<title>Acme</title><meta name="description" content="${d}">`, '<main><p>Some words.</p></main>'), null, d);
    assert.equal(
      slogan('<title>Acme</title><meta name="description" content="Fast, simple, secure and free.">', '<main><p>x</p></main>'),
      'Fast, simple, secure and free.',
    );
  });

  it("given a badge under the brand's heading (its maker, a rating, its platforms, a price or licence badge, a release stage, a copyright line, a language switcher, a cookie notice), then none of them; a slogan that opens with 'By' still is one", () => {
    for (const line of [
      'by Jane Doe',
      '★★★★★ 4.9 on the App Store',
      'Available on iOS and Android',
      'Windows · macOS · Linux',
      'No credit card required',
      'Open source',
      'MIT License',
      'Now in public beta',
      'All rights reserved',
      'EN | DE | FR',
      'This website uses cookies',
    ])
      assert.equal(under(line), null, line);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>By The Power of Media!</h1></main>'), 'By The Power of Media!');
  });

  it("given a tagline element under a lesser heading that follows the main one ('How to start:' over 'Step by Step'), then it heads that section, no slogan; with no main heading such a heading may be the hero's", () => {
    assert.equal(
      slogan(
        '<title>Acme</title>',
        `<main><h1>Acme</h1><p>${'A sample of text to read at the pace chosen, sentence after sentence. '.repeat(4)}</p><h4>How to start:</h4><h6 class="tagline">Step by Step</h6></main>`,
      ),
      null,
    );
    assert.equal(
      slogan(
        '<title></title>',
        '<main><h4>All your music theory needs. In one place.</h4><p class="tagline">An app to make and understand music like the pros.</p><h2>Metronome</h2></main>',
      ),
      'An app to make and understand music like the pros.',
    );
  });

  it("given a hero heading that shows a key to press ('Select text CTRL+G Fixed'), then it demonstrates the product: the title's words after the brand stand instead", () => {
    assert.equal(
      slogan(
        '<title>Acme — Fix text instantly with AI | One hotkey</title>',
        '<main><section class="hero"><h1>Select text<br><kbd>CTRL+G</kbd><br><span>Fixed</span></h1></section></main>',
      ),
      'Fix text instantly with AI',
    );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Press ⌘K to find anything</h1></main>'), null);
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1>Notes for Google+ fans and alternative thinkers</h1></main>'),
      'Notes for Google+ fans and alternative thinkers',
    );
  });

  it("given a heading that tells the state of the site, the visitor's account or cart, a page control, a command to type or a template's stand-in, then none of them; a slogan with the same words still is one", () => {
    for (const line of [
      'This site is under construction',
      'Web under development',
      'You can also view our Privacy Policy.',
      'Website currently under maintenance',
      'This is a cheap website created by a student',
      'Oops! Something went wrong',
      "We'll be back soon",
      'Seite im Aufbau',
      'Binnenkort beschikbaar',
      'Neue Website in Kürze',
      'Unsere neue Homepage ist bald online',
      'Our new website is under construction',
      'Notre nouveau site arrive bientôt',
      'Choose the plan that fits your team',
      'Find the right plan for you',
      'Wählen Sie Ihren Tarif',
      'Choisissez votre formule',
      'Elige tu plan',
      'Kies het pakket dat bij je past',
      'My account',
      'Mi cuenta',
      'Your cart is empty',
      'Shopping cart',
      'Secure Access to Acme',
      'Select your language',
      'Back to top',
      'Watch the video',
      'API reference',
      'npm install acme',
      '$ curl -sSL https://acme.test/install | sh',
      'git clone https://github.com/acme/acme',
      'Insert your tagline here',
      'Your headline goes here',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><section class="hero"><h1>${line}</h1></section></main>`), null, line);
    for (const line of [
      'Secure access to your data for every team',
      'Your cart, rebuilt for conversions',
      'Git made simple for designers',
      'Watch your team grow',
      'A new website in five minutes',
      'Compare health plans in minutes',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><section class="hero"><h1>${line}</h1></section></main>`), line, line);
  });

  it("given a title whose parts a double hyphen separates ('Acme -- Tiny modal library', 'Acme Lyon -- Acme Lyon'), then the part after it without the hyphen, and no slogan from a part that only repeats the name", () => {
    const page = (title: string, brand = 'Acme') => slogan(`<title>${title}</title>`, '<main><p>Contact</p></main>', brand);
    assert.equal(page('Acme -- Tiny modal library'), 'Tiny modal library');
    assert.equal(page('Acme Lyon -- Acme Lyon', 'Acme Lyon'), null);
  });

  it("given a pricing page read as the homepage, whose title and heading praise its prices ('Acme — Transparent Pricing', 'Simple, transparent pricing', 'Plans & Pricing'), then no slogan from them", () => {
    for (const h of [
      'Transparent Pricing',
      'Simple, transparent pricing',
      'Plans & Pricing',
      'Tarifs transparents',
      'Transparent Pricing Plans',
      'Development Rates & Pricing',
    ])
      assert.equal(slogan(`<title>Acme — ${h}</title>`, `<main><h1>${h}</h1><div class="plan"><h3>Pro</h3><p>$89 /user/mo</p></div></main>`), null, h);
    assert.equal(slogan('<title>Acme — Transparent invoices for freelancers</title>', '<main><p>Contact</p></main>'), 'Transparent invoices for freelancers');
  });

  it("given a newsletter's or magazine's page whose title names one issue ('NOW — Issue No. 2: The Specimen', 'Acme – Issue #14', 'Acme – Ausgabe 3'), then no slogan from it", () => {
    for (const t of ['Issue No. 2: The Specimen', 'Issue #14', 'Ausgabe 3'])
      assert.equal(slogan(`<title>Acme — ${t}</title>`, '<main><p>Contact</p></main>'), null, t);
    assert.equal(slogan('<title>Acme — Issue tracking for small teams</title>', '<main><p>Contact</p></main>'), 'Issue tracking for small teams');
  });

  it("given a library's demo page whose title names it ('Live demo — Acme', 'Acme – Interactive demo', 'Acme - Demo page', 'Acme – Live examples'), then no slogan from that part; a title's slogan still is one", () => {
    const page = (title: string) => slogan(`<title>${title}</title>`, '<h1>Acme</h1><p>Click the button below to open a modal.</p><button>Open modal</button>');
    for (const t of ['Live demo — Acme', 'Acme – Interactive demo', 'Acme - Demo page', 'Acme – Live examples']) assert.equal(page(t), null, t);
    assert.equal(page('Acme - Tiny modal library'), 'Tiny modal library');
  });

  it("given a CSS framework's specimen page ('This is <h1>', 'This is a test page filled with common HTML elements.'), then no slogan from it; a line that names HTML without a tag still may be one", () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>This is &lt;h1&gt;</h1><h2>This is &lt;h2&gt;</h2><p>Body text.</p></main>'), null);
    assert.equal(
      slogan('<title>Acme</title>', '<main><section class="hero"><h1>This is a test page filled with common HTML elements.</h1></section></main>'),
      null,
    );
    assert.equal(
      slogan('<title>Acme</title>', '<main><section class="hero"><h1>Classless CSS for semantic HTML pages</h1></section></main>'),
      'Classless CSS for semantic HTML pages',
    );
  });

  it("given an examples page whose headings keep a Markdown heading's marks ('# Chart Type', '## Usage'), then no slogan from them; the same heading without the marks may be one", () => {
    const page = (h: string) =>
      slogan(
        '<title>Acme</title>',
        `<div class="section"><h2>${h}</h2><h3>Line Chart</h3><a href="/samples/line.html">Line chart with ordinary data</a></div>`,
      );
    assert.equal(page('# <span>Chart Type</span>'), null);
    assert.equal(page('## Usage'), null);
    assert.equal(page('Simple charts for every dashboard'), 'Simple charts for every dashboard');
  });

  it("given a hero heading that is a button's words, a gate's page, a part of a longer text or a badge of where it was made, then none of them; a slogan that opens with the same words still is one", () => {
    for (const line of [
      'Schedule a demo',
      'Free trial',
      'Add to Chrome',
      'Launch app',
      'Star us on GitHub',
      'Find out more',
      'Meer informatie',
      'Créer un compte',
      'Sponsor this project',
      'Just a moment...',
      'Checking your browser before accessing',
      '403 Forbidden',
      'Good morning!',
      'Chapter 1',
      'Case study',
      'Made with love',
      'Made with ❤ in Berlin',
      'Made in Germany',
      'Hosted in the EU',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><section class="hero"><h1>${line}</h1></section></main>`), null, line);
    for (const line of [
      'Made in minutes',
      'Made for Mac',
      'Hosted in the EU, built for privacy',
      'Free trial management for SaaS',
      'Open source analytics for everyone',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><section class="hero"><h1>${line}</h1></section></main>`), line, line);
  });

  it("given a title whose words beside the brand name a store's page, only the kind of thing it is or a template's stand-in ('Apps on Google Play', 'Mobile App', 'Your Company Tagline'), then no slogan; words that say more still are one", () => {
    for (const title of [
      'Acme – Apps on Google Play',
      'Acme on the App Store',
      'Acme - Chrome Web Store',
      'Acme | Mobile App',
      'Acme | Die App',
      'Acme — Your Company Tagline',
      'Acme - Slogan here',
    ])
      assert.equal(slogan(`<title>${title}</title>`, '<main><p>Hi.</p></main>'), null, title);
    assert.equal(slogan('<title>Acme | The app for teams</title>', '<main><p>Hi.</p></main>'), 'The app for teams');
    assert.equal(slogan('<title>Acme | Google Play review monitoring</title>', '<main><p>Hi.</p></main>'), 'Google Play review monitoring');
  });

  it("given only a description that is a framework's or a publishing tool's default, a landing page's, a stand-in's or someone's portfolio ('A new Flutter project.', 'Just another WordPress site', 'Jane Doe's portfolio'), then no slogan; a description that says what it does still is one", () => {
    for (const d of [
      'A Vite + React app',
      'A new Flutter project.',
      'Hugo theme demo',
      'Just another WordPress site',
      'Ein weiterer WordPress-Blog',
      'My WordPress Blog',
      'A site built with Webflow',
      'Landing page for Acme',
      'Click here to learn more',
      'Enter a description here',
      "Jane Doe's portfolio",
    ])
      assert.equal(slogan(`<title>Acme</title><meta name="description" content="${d}">`, '<main><p>Hi.</p></main>'), null, d);
    for (const d of ['A Hugo theme for documentation sites', 'Landing pages that convert', 'Track your crypto portfolio', 'Invoicing built for freelancers'])
      assert.equal(slogan(`<title>Acme</title><meta name="description" content="${d}">`, '<main><p>Hi.</p></main>'), d, d);
  });

  it("given a badge under the brand's heading in another language or form (its maker, sponsor or engine, its platforms, no card needed, a release stage or version, a licence, a rating or a count), then none of them; a slogan that opens the same way still is one", () => {
    for (const line of [
      'Ein Projekt von Jane Doe',
      'Desarrollado por Jane Doe',
      'Maintained by the Acme team',
      'Gefördert durch das BMBF',
      'Powered by OpenAI',
      'In partnership with BigCorp',
      'Built on Ethereum',
      'Made with Rust',
      'Für Windows, macOS und Linux',
      'Disponible sur iOS et Android',
      'Keine Kreditkarte erforderlich',
      'Jetzt in der Beta',
      'Current version: 3.1',
      'Released under the MIT License',
      '4.9 out of 5',
      'Over 10,000 downloads',
      'Grátis e de código aberto',
    ])
      assert.equal(under(line), null, line);
    for (const line of [
      'Created by teachers for teachers',
      'Designed by nature, perfected by science',
      'Disponible en todo momento para tus clientes',
      'Für Teams, die schneller liefern wollen',
      'Free and open source password manager',
    ])
      assert.equal(under(line), line, line);
  });

  it("given a tagline element made only of badges ('Works on Linux, Windows and macOS. Fully open source.'), nor two buttons side by side ('Get Acme Read the docs'), then the description says what it is; a sentence beside a badge still makes a slogan", () => {
    assert.equal(
      slogan(
        '<title>Acme</title><meta name="description" content="A decentralised cross-platform software installation system.">',
        '<main><section class="hero"><h1>Acme</h1><p class="tagline">Works on Linux, Windows and macOS. Fully open source.</p></section></main>',
      ),
      'A decentralised cross-platform software installation system.',
    );
    assert.equal(
      slogan(
        '<title>Acme</title><meta name="description" content="A decentralised cross-platform software installation system.">',
        '<main><section class="hero"><h1>Acme</h1><p class="tagline">Works on Linux, Windows and macOS. Fully open source.</p><div><a href="/get">Get Acme</a> <a href="/docs">Read the docs</a></div></section></main>',
      ),
      'A decentralised cross-platform software installation system.',
    );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Learn faster. Read smarter.</p></main>'), 'Learn faster. Read smarter.');
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Runs on Windows and Mac. Loved by designers everywhere.</p></main>'),
      'Runs on Windows and Mac. Loved by designers everywhere.',
    );
  });

  it("given a main heading that is an emoji, the brand and a word ('🎮 Acme Blog'), then not the slogan: the line under it", () => {
    assert.equal(
      slogan('<title>Acme Blog</title>', '<header><h1>🎮 Acme Blog</h1></header><main><p>Notes on strategy games, played slowly.</p></main>'),
      'Notes on strategy games, played slowly.',
    );
  });

  it("given a button's words behind an emoji ('🚀 Get started'), then not the slogan: the description", () => {
    assert.equal(
      slogan('<title>Acme</title><meta name="description" content="Widget boards for small teams.">', '<main><h1>🚀 Get started</h1></main>'),
      'Widget boards for small teams.',
    );
  });

  it("given a locked page's prompt under the brand ('🔒 Enter your password'), then no slogan", () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>🔒 Enter your password</p><button>Enter</button></main>'), null);
  });

  it("given a starter page that only says where it is hosted ('Acme is I'm hosted with GitHub Pages.'), then no slogan", () => {
    assert.equal(slogan('<title>acme</title>', "<h1>acme</h1><p>acme is I'm hosted with GitHub Pages.</p>"), null);
  });

  it("given a main heading that says the company's state today ('We are launching soon!', 'We're open!', 'Closed for the holidays', 'COVID-19 update: we remain open'), then no slogan", () => {
    for (const line of [
      'We are launching soon!',
      "We're open!",
      'We are closed for the holidays',
      'COVID-19 update: we remain open',
      'Wir haben wieder geöffnet',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), null, line);
  });

  it("given a main heading that calls to act in words other rules miss ('Jetzt Termin vereinbaren', 'Solicita tu presupuesto', 'Stay up to date with our newsletter'), then no slogan", () => {
    for (const line of [
      'Jetzt Termin vereinbaren',
      'Solicita tu presupuesto',
      'Réservez votre table',
      'Stay up to date with our newsletter',
      'Vraag nu een offerte aan',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), null, line);
  });

  it("given a main heading that is a date ('March 12, 2024') or an award ('Winner of the 2023 Design Award'), then no slogan", () => {
    for (const line of ['March 12, 2024', 'Monday, 3 June 2024', 'Winner of the 2023 Design Award'])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), null, line);
  });

  it('given slogans that open like those notices, then still slogans', () => {
    for (const line of [
      'Award-winning boards for small teams',
      'Stay focused, ship faster',
      'Open boards for open teams',
      'Closed-loop feedback for product teams',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), line, line);
  });

  it("given a credit, a byline or a post's labels under the brand ('Photo by Jane Doe on Unsplash', '(c) Jane Doe 2024', 'A website by Jane Doe', 'By Jane Doe | March 3, 2024', 'Tags: web, design'), then no slogan", () => {
    for (const line of [
      'Photo by Jane Doe on Unsplash',
      'Image: Jane Doe',
      '(c) Jane Doe 2024',
      'Hosted by Jane',
      'A website by Jane Doe',
      'By Jane Doe | March 3, 2024',
      'Tags: web, design',
    ])
      assert.equal(under(line), null, line);
  });

  it("given a breadcrumb under the brand ('You are here: Home', 'Startseite » Leistungen'), then no slogan", () => {
    for (const line of ['You are here: Home', 'Sie sind hier: Startseite', 'Startseite » Leistungen']) assert.equal(under(line), null, line);
  });

  it("given the page's controls or a note on the browser under the brand ('Open menu', 'Slide 1 of 3', 'Click to enlarge', 'Best viewed in Chrome'), then no slogan", () => {
    for (const line of [
      'Open menu',
      'Search this site',
      'Share this page',
      'Click to enlarge',
      'Slide 1 of 3',
      'More info',
      'Rotate your device',
      'Your browser is outdated',
      'Best viewed in Chrome',
    ])
      assert.equal(under(line), null, line);
  });

  it("given a call to act under the brand ('Like us on Facebook', 'Send us a message', 'Get notified when we launch', 'Enter your email'), then no slogan", () => {
    for (const line of ['Like us on Facebook', 'Send us a message', 'Leave a message', 'Get notified when we launch', 'Enter your email'])
      assert.equal(under(line), null, line);
  });

  it("given news under the brand ('Now on Product Hunt', '🎉 We just raised $5M', 'New: Dark mode is here'), then no slogan", () => {
    for (const line of ['Now on Product Hunt', '🎉 We just raised $5M', 'New: Dark mode is here']) assert.equal(under(line), null, line);
  });

  it("given a cookie notice in the languages seen ('Diese Website verwendet Cookies', 'Ce site utilise des cookies', 'Paramètres des cookies'), then no slogan; a bakery's cookies still make one", () => {
    for (const line of [
      'Diese Website verwendet Cookies',
      'Ce site utilise des cookies',
      'Este sitio web utiliza cookies',
      'Questo sito utilizza i cookie',
      'Deze website gebruikt cookies',
      'Paramètres des cookies',
    ])
      assert.equal(under(line), null, line);
    assert.equal(under('Fresh cookies baked every morning'), 'Fresh cookies baked every morning');
  });

  it("given a made-with badge in the languages seen ('Hecho con ❤ en Madrid', 'Fait avec amour à Paris') or a section's name ('Featured Products', 'Meet the team', 'Frequently asked questions'), then no slogan", () => {
    for (const line of [
      'Hecho con ❤ en Madrid',
      'Fait avec amour à Paris',
      'Featured Products',
      'Meet the team',
      'Frequently asked questions',
      'Preguntas frecuentes',
    ])
      assert.equal(under(line), null, line);
  });

  it("given a title whose words beside the brand name the page in other languages ('Página principal', 'Tienda online', 'La carte', 'トップページ'), then no slogan", () => {
    for (const rest of ['Página principal', 'Tienda online', 'Loja online', 'Negozio online', 'La carte', 'トップページ'])
      assert.equal(slogan(`<title>Acme | ${rest}</title>`, '<main><p>x</p></main>'), null, rest);
  });

  it("given a title whose words beside the brand are its platforms ('iOS & Android App') or whose project it is ('A Jane Doe project'), then no slogan", () => {
    for (const rest of ['iOS & Android App', 'Windows, Mac and Linux', 'A Jane Doe project'])
      assert.equal(slogan(`<title>Acme | ${rest}</title>`, '<main><p>x</p></main>'), null, rest);
  });

  const opening = (para: string) => slogan('<title>Acme</title>', `<main><p>${para}</p><p>More about us.</p></main>`);

  it("given no main heading and an opening paragraph whose first sentence is about the company, not what it offers ('Acme uses cookies…', 'Acme was founded in 2010…', 'Acme is closed on Mondays…', 'Acme is hiring!'), then no slogan", () => {
    for (const para of [
      'Acme uses cookies to give you the best experience.',
      'Acme was founded in 2010 by Jane Doe in Berlin.',
      'Acme is closed on Mondays and public holidays.',
      'Acme is hiring! Join our team of engineers.',
      'Acme has moved to a new address.',
      'Acme is a registered trademark of Acme Inc.',
      'Acme needs JavaScript to run. Please enable it.',
      'Acme GmbH, Hauptstraße 5, 10115 Berlin, Tel. 030 123456',
    ])
      assert.equal(opening(para), null, para);
  });

  it('given no main heading and an opening paragraph whose first sentence is a notice the slogan rules know (maintenance, a release), then no slogan; one that says what it is still is', () => {
    assert.equal(opening('Acme is currently under maintenance, please come back later.'), null);
    assert.equal(opening('Acme 2.0 has been released with dark mode and more.'), null);
    assert.equal(
      opening('Acme is the easiest way to manage widgets for small teams. It is free.'),
      'Acme is the easiest way to manage widgets for small teams.',
    );
  });

  it("given a sale's countdown where a tagline would be ('Sale ends Sunday', 'Limited time offer', 'Only 3 left'), then no slogan", () => {
    for (const line of ['Sale ends Sunday', 'Limited time offer', 'Only 3 left', 'Angebot endet morgen'])
      assert.equal(slogan('<title>Acme</title>', `<main><p class="tagline">${line}</p></main>`), null, line);
  });

  it("given a template's or a build's unfilled placeholder where the slogan would be ('{heading}', '%REACT_APP_TAGLINE%', 'HERO_SUBTITLE'), then no slogan", () => {
    for (const line of ['{heading}', '%REACT_APP_TAGLINE%', 'HERO_SUBTITLE']) assert.equal(under(line), null, line);
  });

  it("given a main heading that joins the brand and its slogan ('Acme: Boards for teams', 'Acme — the calm board', 'Boards for teams – Acme'), then the slogan without the brand", () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme: Boards for teams</h1></main>'), 'Boards for teams');
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme — the calm board</h1></main>'), 'the calm board');
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Boards for teams – Acme</h1></main>'), 'Boards for teams');
  });

  it("given a main heading that sets the brand on a line of its own above a sentence ('Acme' / 'Be the supplier who gets designed in first.'), then the sentence; a title-case name or the brand as the subject stays whole", () => {
    assert.equal(
      slogan(
        '<title>Acme</title>',
        '<main><h1><span class="block">Acme</span><span class="block">Be the supplier who gets designed in first.</span></h1></main>',
      ),
      'Be the supplier who gets designed in first.',
    );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme makes boards simple for small teams</h1></main>'), 'Acme makes boards simple for small teams');
  });

  it("given a single page about the company's people, history or jobs submitted on its own ('/who-we-are.html', '/unternehmen.html', '/equipe.html', '/nosotros.html'), then no slogan from its description", () => {
    for (const page of [
      'who-we-are.html',
      'our-history.html',
      'careers.html',
      'unternehmen.html',
      'equipe.html',
      'nosotros.html',
      'azienda.html',
      'wie-zijn-wij.html',
    ]) {
      const read = sloganOf(
        [
          digestPage(
            `https://acme.test/${page}`,
            '<html><head><title>Acme</title><meta name="description" content="Acme builds widget boards for small teams."></head><body><main><h1>Something</h1></main></body></html>',
          ),
        ],
        'Acme',
      );
      assert.equal(read?.value ?? null, null, page);
    }
  });

  it("given an association's call as the main heading ('Donate to Acme', 'Become a member', 'Mitglied werden', 'Volunteer with us', 'Apply now', 'Registration is now open', 'Save the date'), then no slogan", () => {
    for (const line of [
      'Donate to Acme',
      'Become a member',
      'Mitglied werden',
      'Devenir membre',
      'Hazte socio',
      'Volunteer with us',
      'Mach mit!',
      'Apply now',
      'Registration is now open',
      'Tickets on sale now',
      'Save the date',
      'Call for papers',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), null, line);
  });

  it("given an association's calendar or notice as the main heading ('Next meeting: March 3', 'Próximos eventos', 'Annual General Meeting 2024', 'Sunday service at 10am', 'Season 2024/25', 'Tag der offenen Tür', 'In memoriam'), then no slogan", () => {
    for (const line of [
      'Next meeting: March 3',
      'Próximos eventos',
      'Événements à venir',
      'Annual General Meeting 2024',
      'Sunday service at 10am',
      'Mass times',
      'Season 2024/25',
      'Tag der offenen Tür',
      'In memoriam',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), null, line);
  });

  it('given slogans that open with those words, then still slogans', () => {
    for (const line of [
      'Donation management for small charities',
      'Become a better writer in ten minutes a day',
      'Season your food like a chef',
      'Open source boards for open teams',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), line, line);
  });

  it("given a header without a menu element whose links sit side by side under the brand ('Home Products About us Contact', 'Startseite Leistungen Über uns Kontakt'), then no slogan", () => {
    for (const links of [
      '<a href="/">Home</a> <a href="/p">Products</a> <a href="/a">About us</a> <a href="/c">Contact</a>',
      '<a href="/">Startseite</a> <a href="/l">Leistungen</a> <a href="/u">Über uns</a> <a href="/k">Kontakt</a>',
    ])
      assert.equal(slogan('<title>Acme</title>', `<header><h1>Acme</h1><div class="menu">${links}</div></header><main><p>x</p></main>`), null, links);
  });

  it("given such a menu row with a page of the site's own among its common items ('Start Leistungen Über uns Fuhrpark Kontakt'), then no slogan; a slogan made of menu words ('Home services for every home') still is one", () => {
    const under = (line: string) => slogan('<title>Acme</title>', `<div><div>Acme</div><div>${line}</div></div>`);
    assert.equal(under('Start Leistungen Über uns Fuhrpark Kontakt'), null);
    assert.equal(under('Home Shop Gutscheine Blog Kontakt'), null);
    assert.equal(under('Home services for every home'), 'Home services for every home');
  });

  it("given an e-mail address, a shop's perks or a search box's hint under the brand ('info@acme.test', 'Free delivery over €50 · 30-day returns', 'Search products, brands and more'), then no slogan; a slogan about deliveries still is one", () => {
    for (const line of ['info@acme.test', 'Free delivery over €50 · 30-day returns', 'Search products, brands and more'])
      assert.equal(slogan('<title>Acme</title>', `<header><h1>Acme</h1><div>${line}</div></header>`), null, line);
    assert.equal(
      slogan('<title>Acme</title>', '<header><h1>Acme</h1><div>Free delivery tracking for small shops</div></header>'),
      'Free delivery tracking for small shops',
    );
  });

  it('given a coming-soon page whose heading ends in emoji ("em breve 😜🎃"), then no slogan', () => {
    assert.equal(slogan('<title>Em Breve</title>', '<main><h1>em breve 😜🎃</h1></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Coming soon 🚀</h1></main>'), null);
  });

  it("given a pricing or contact page read as the homepage, whose title names that page beside the brand ('Pricing Plans — Acme | Transparent Software & Website Development Costs', 'Contact Acme | Get In Touch for Custom Solutions'), then no slogan from the title; a homepage's title still gives one", () => {
    assert.equal(slogan('<title>Pricing Plans — Acme | Transparent Software &amp; Website Development Costs</title>', '<main><p>Contact</p></main>'), null);
    assert.equal(slogan('<title>Contact Acme | Get In Touch for Custom Solutions</title>', '<main><p>Contact</p></main>'), null);
    assert.equal(slogan('<title>Acme | Custom software for logistics firms</title>', '<main><p>Contact</p></main>'), 'Custom software for logistics firms');
  });

  it("given a contact page read as the homepage, whose heading invites the visitor ('Let's Work Together', 'Let's build something together', 'Let's talk'), then no slogan from it; a slogan that goes on to say what the company does still is one", () => {
    for (const h of ["Let's Work Together", "Let's build something together", 'Let’s talk!'])
      assert.equal(slogan('<title>Contact — Acme</title>', `<main><h1>${h}</h1><p>Call us on 0123 456 789.</p></main>`), null, h);
    assert.equal(
      slogan('<title>Acme</title>', "<main><h1>Let's build websites that bring you customers</h1></main>"),
      "Let's build websites that bring you customers",
    );
    assert.equal(slogan('<title>Acme</title>', "<main><h1>Let's create magic</h1></main>"), "Let's create magic", 'a slogan of two words after "Let\'s"');
  });

  it("given a blog's tag line ('#adelaide #general #people #update') or a documentation theme's pager ('GitHub Next »', '« Previous') under the name, then not the slogan; a line with one hashtag in a sentence still may be one", () => {
    for (const line of ['#adelaide #general #people #update', 'GitHub Next »', '« Previous'])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>Acme</h1><div>${line}</div></main>`), null, line);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>The #1 board for remote teams</p></main>'), 'The #1 board for remote teams');
  });

  it("given a magazine's dateline under its name, its weekday set off by a dot ('FRIDAY · 24 JULY 2026'), then not the slogan", () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>FRIDAY · 24 JULY 2026</p></main>'), null);
  });

  it("given a newsletter archive's way in ('Browse back issues of Acme Weekly.'), then not the slogan; a line that only names issues may still be one", () => {
    assert.equal(
      slogan(
        '<title>Archives - Acme Weekly</title><meta name="description" content="Browse back issues of Acme Weekly.">',
        '<header><h1>Archives</h1></header><main><h2>Issue 17</h2><p>Springs and SVG.</p></main>',
        'Acme Weekly',
      ),
      null,
    );
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Track issues and ship faster with your team.</p></main>'),
      'Track issues and ship faster with your team.',
    );
  });

  it('given a date alone under the heading, in any language ("Czwartek, 14 marca 2024, 18:00", "12. März 2024"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Czwartek, 14 marca 2024, 18:00</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>12. März 2024</p></main>'), null);
  });

  it('given a label and a price ("Bilety: 20 zł", "Preis: ab 49 €"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Bilety: 20 zł</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Preis: ab 49 €</p></main>'), null);
  });

  it('given a heading that names an about-me section ("Sobre mim", "Über mich"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><h2>Sobre mim</h2><p>Sou designer.</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><h2>Über mich</h2><p>Ich bin Designerin.</p></main>'), null);
  });

  it('given a welcome in Swedish or Russian ("Välkommen till Lunds Bygg", "Добро пожаловать"), then not the slogan', () => {
    assert.equal(slogan('<title>Lunds Bygg</title>', '<main><h1>Välkommen till Lunds Bygg</h1></main>', 'Lunds Bygg'), null);
    assert.equal(slogan('<title>СтройПроект</title>', '<main><h1>Добро пожаловать</h1></main>', 'СтройПроект'), null);
  });

  it('given opening hours or "our services" as a heading, in any language ("Horário de funcionamento", "Наши услуги", "Våra tjänster"), then not the slogan', () => {
    assert.equal(slogan('<title>Padaria Sol</title>', '<main><h1>Horário de funcionamento</h1><p>Seg–Sáb 7h–19h</p></main>', 'Padaria Sol'), null);
    assert.equal(slogan('<title>СтройПроект</title>', '<main><h1>Наши услуги</h1></main>', 'СтройПроект'), null);
    assert.equal(slogan('<title>Lunds Bygg</title>', '<main><h1>Våra tjänster</h1></main>', 'Lunds Bygg'), null);
  });

  it('given a call to book ("Prenez rendez-vous en ligne"), then not the slogan', () => {
    assert.equal(slogan('<title>Cabinet Roux</title>', '<main><h1>Prenez rendez-vous en ligne</h1></main>', 'Cabinet Roux'), null);
  });

  it('given a count of customers or years in other languages ("Über 500 zufriedene Kunden", "Más de 25 años de experiencia"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Über 500 zufriedene Kunden</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Más de 25 años de experiencia</p></main>'), null);
  });

  it('given a hiring or holiday-closing notice in German ("Wir suchen Verstärkung!", "Betriebsurlaub vom 1. bis 15. August"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Wir suchen Verstärkung!</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Betriebsurlaub vom 1. bis 15. August</p></main>'), null);
  });

  it('given who owns the company or its old name, in other languages ("Ein Unternehmen der BigCo Gruppe", "Formerly known as Widgetly"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Ein Unternehmen der BigCo Gruppe</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Formerly known as Widgetly</p></main>'), null);
  });

  it('given a register number ("Registered charity no. 1234567", "Company No. 01234567 · VAT GB123456789"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Registered charity no. 1234567</p></main>'), null);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Company No. 01234567 · VAT GB123456789</p></main>'), null);
  });

  it('given a button\'s words in French ("Découvrez nos réalisations"), then not the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Découvrez nos réalisations</p></main>'), null);
  });
  it('given a title that is the brand and two words joined by "&" ("Dona Lavandaria & Engomadoria"), then not those words but the line under the heading', () => {
    assert.equal(
      slogan(
        '<title>Dona Lavandaria &amp; Engomadoria</title>',
        '<header><h1>Dona Lavandaria &amp; Engomadoria</h1></header><main><section class="hero"><h2>A tua roupa, a nossa paixão.</h2></section></main>',
        'Dona',
      ),
      'A tua roupa, a nossa paixão.',
    );
  });
  it('given a section named with its article in other languages ("El proyecto", "Le projet", "Het team", "A empresa"), then not the slogan', () => {
    for (const [lang, h1] of [
      ['es', 'El proyecto'],
      ['fr', 'Le projet'],
      ['nl', 'Het team'],
      ['pt', 'A empresa'],
      ['en', 'The project'],
    ])
      assert.equal(slogan(`<title>Acme</title><meta http-equiv="content-language" content="${lang}">`, `<main><h1>${h1}</h1><p>x</p></main>`), null);
  });

  it('given a newsletter\'s, waitlist\'s or trial\'s call ("Get the latest news delivered to your inbox", "Rejoignez la liste d\'attente", "Start your 14-day free trial", "Sans carte bancaire"), then not the slogan', () => {
    for (const line of ['Get the latest news delivered to your inbox', "Rejoignez la liste d'attente", 'Start your 14-day free trial', 'Sans carte bancaire'])
      assert.equal(under(line), null, line);
  });

  it('given a privacy or cookie notice in other words ("We value your privacy", "Wir respektieren Ihre Privatsphäre", "Utilizamos cookies propias y de terceros."), then not the slogan', () => {
    for (const line of ['We value your privacy', 'Wir respektieren Ihre Privatsphäre', 'Utilizamos cookies propias y de terceros.'])
      assert.equal(under(line), null, line);
  });

  it('given a loading note, store badges, a count of users, news or a row of legal links ("Wird geladen …", "Jetzt im App Store und bei Google Play", "Über 10.000 zufriedene Nutzer", "Now with AI", "Próximamente en iOS y Android", "Privacy Policy · Terms of Service"), then not the slogan', () => {
    for (const line of [
      'Wird geladen …',
      'Jetzt im App Store und bei Google Play',
      'Über 10.000 zufriedene Nutzer',
      'Now with AI',
      'Próximamente en iOS y Android',
      'Privacy Policy · Terms of Service',
      'Mit Liebe gemacht in Hamburg',
      'お問い合わせはこちら',
    ])
      assert.equal(under(line), null, line);
  });
  it("given a call to follow in the languages the others miss ('Folgen Sie uns auf Social Media', 'Följ oss på våra sociala medier', 'Følg os på Instagram', 'Obserwuj nas') or a game's button ('New game', 'Nouvelle partie', 'Nueva partida'), then not the slogan", () => {
    for (const line of [
      'Folgen Sie uns auf Social Media',
      'Följ oss på våra sociala medier',
      'Følg os på Instagram',
      'Følg oss på Facebook',
      'Obserwuj nas w mediach społecznościowych',
      'Seuraa meitä',
      'New game',
      'Nouvelle partie',
      'Nueva partida',
    ])
      assert.equal(under(line), null, line);
  });
  it("given a page whose header says nothing, when its body offers a stylesheet's specimen, a demo's label, a section's name or a credit ('Heading 1', 'Installation and Usage', 'Sample gallery', 'Acme\u2019s Key Features', 'The Acme Team', 'Vilka är vi', 'Skontaktuj się z nami', 'Acme is a project by Jane Roe', 'Witaj na naszej stronie!'), then not the slogan; a line about what it does still is", () => {
    for (const line of [
      'Heading 1',
      'Installation and Usage',
      'Sample gallery',
      'Demo (no JS, minimal options)',
      'Acme’s Key Features',
      'The Acme Team',
      'Vilka är vi',
      'Kim jesteśmy',
      'Skontaktuj się z nami',
      'Acme is a project by Jane Roe.',
      'Witaj na naszej stronie!',
    ])
      assert.equal(under(line), null, line);
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1>Acme</h1><p>Acme is a project management tool for small teams</p></main>'),
      'Acme is a project management tool for small teams',
    );
  });
  it('given the state of a list or a search over an app\'s results ("0 results", "No items found", "Showing 1–10 of 42", "Add a filter to see results", "Keine Ergebnisse", "Aucun résultat"), then not the slogan', () => {
    for (const line of [
      '0 results',
      '12 items',
      'No items found',
      'No results',
      'Showing 1–10 of 42',
      'Add a filter to see results',
      'Keine Ergebnisse',
      'Aucun résultat',
      'Nessun risultato',
      'Nothing found',
    ])
      assert.equal(under(line), null, line);
    assert.equal(
      slogan(
        '<title>Acme</title><meta name="description" content="A fast search for words by meaning and sound">',
        '<main><h6>Acme</h6><h5>Add a filter to see results</h5><h6>0 results</h6></main>',
      ),
      'A fast search for words by meaning and sound',
    );
  });
  it('given a section\'s name or a button\'s words in other languages ("О компании", "Hakkımızda", "Läs mer", "Umów wizytę", "자세히 보기", "今すぐダウンロード", "臨時休業のお知らせ", "Solicite um orçamento"), then not the slogan', () => {
    for (const line of [
      'О компании',
      'Hakkımızda',
      'Läs mer',
      'Umów wizytę',
      '자세히 보기',
      '今すぐダウンロード',
      '臨時休業のお知らせ',
      'Solicite um orçamento',
    ])
      assert.equal(under(line), null, line);
  });

  it('given the brand with its legal form ("Acme s.r.o.", "Acme Sp. z o.o.", "Acme GmbH & Co. KG", "ООО «Acme»", "PT Acme Indonesia"), then not the slogan: the name as registered', () => {
    for (const line of [
      'Acme s.r.o.',
      'Acme Sp. z o.o.',
      'Acme GmbH & Co. KG',
      'ООО «Acme»',
      'ТОВ «Acme»',
      'Acme d.o.o.',
      'Acme S.A. de C.V.',
      'PT Acme Indonesia',
    ])
      assert.equal(under(line), null, line);
  });

  it('given a title that joins the product to its publisher\'s registered name ("Sky Cursor – Delta Corp."), then not the publisher\'s name: no slogan', () => {
    for (const title of ['Acme – Delta Corp.', 'Acme | Pixel Studio GmbH', 'Acme - Bright Apps Ltd', 'Acme - AYT Technologies', 'Acme | XYZ Games'])
      assert.equal(slogan(`<title>${title}</title>`, '<main><h1>Acme</h1></main>'), null, title);
    assert.equal(slogan('<title>Acme – Boards for small teams</title>', '<main><h1>Acme</h1></main>'), 'Boards for small teams');
    assert.equal(
      slogan('<title>Acme LLC</title>', '<main><div class="logo">ACME</div><p class="tagline">Mobile Technology Studio</p></main>'),
      'Mobile Technology Studio',
      'words that describe the maker are its tagline',
    );
  });

  it('given a credit under the heading ("Developer : Jane Doe (Delta Corp.)", "Developed by Jane Doe", "Entwickelt von Pixel GmbH"), then not the slogan: who made it', () => {
    for (const line of [
      'Developer : Jane Doe (Delta Corp.)',
      'Publisher: Bright Apps',
      'Developed by Jane Doe',
      'Made by Snake Oil Studios © 2015',
      'Entwickelt von Pixel GmbH',
    ])
      assert.equal(slogan('<title>Acme</title>', `<header><h1>Acme</h1><p>${line}</p></header>`), null, line);
    assert.equal(slogan('<title>Acme</title>', '<header><h1>Acme</h1><p>Made by designers, for designers.</p></header>'), 'Made by designers, for designers.');
  });

  it('given a slogan beside them, then still the slogan ("Acme s.r.o." over "Účetnictví pro malé firmy")', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme s.r.o.</h1><p>Účetnictví pro malé firmy</p></main>'), 'Účetnictví pro malé firmy');
  });
  it('given a greeting in other languages ("Hoş geldiniz", "Acme\'ye hoş geldiniz", "Vítejte na stránkách Acme", "Selamat datang di Acme", "Ласкаво просимо", "ברוכים הבאים"), then not the slogan', () => {
    for (const line of [
      'Hoş geldiniz',
      "Acme'ye hoş geldiniz",
      'Vítejte na stránkách Acme',
      'Selamat datang di Acme',
      'Bine ați venit la Acme',
      'Ласкаво просимо',
      'ברוכים הבאים',
      'Seja bem-vindo à Acme',
    ])
      assert.equal(under(line), null, line);
  });

  it('given the state of the site or of a request ("Strona w budowie", "Сайт в разработке", "Çok yakında", "Email Confirmed", "Seite nicht gefunden", "This domain is for sale"), then not the slogan', () => {
    for (const line of [
      'Strona w budowie',
      'Сайт в разработке',
      'Sayfa yapım aşamasında',
      'Website in aanbouw',
      'Çok yakında',
      'Segera hadir',
      'Your email has been confirmed',
      'Seite nicht gefunden',
      'Sie werden weitergeleitet',
      'This domain is for sale',
    ])
      assert.equal(under(line), null, line);
    assert.equal(slogan('<title>Email Confirmed - Acme</title>', '<main><p>Confirming your email...</p></main>'), null);
  });

  it('given the name of a form as the title of the page the homepage forwards to ("Formulario de Membresía - Acme", "Contact form", "Anmeldeformular"), then not the slogan', () => {
    for (const line of ['Formulario de Membresía', 'Membership form', 'Contact Form', 'Anmeldeformular', "Formulaire d'inscription", 'Formulário de cadastro'])
      assert.equal(slogan(`<title>${line} - Acme</title>`, '<main><p>x</p></main>'), null, line);
  });

  it('given a form\'s instruction under the brand ("Completa los datos para crear tu web profesional", "Fill in the form below"), then not the slogan', () => {
    for (const line of ['Completa los datos para crear tu web profesional', 'Fill in the form below to get started', 'Füllen Sie das Formular aus'])
      assert.equal(under(line), null, line);
  });

  it('given a site generator\'s starter words left in place ("My great project tagline", "Dinosaurs are cool", "A VitePress Site"), then not the slogan', () => {
    for (const line of [
      'My great project tagline',
      'Dinosaurs are cool',
      'A VitePress Site',
      'Write an awesome description for your new site here. You can edit this line.',
    ])
      assert.equal(under(line), null, line);
  });

  it('given what the page is in other languages ("Oficjalna strona", "Официальный сайт компании", "Resmi web sitesi", "Webové stránky firmy", "Situs resmi", "공식 홈페이지"), in the title or under the brand, then not the slogan', () => {
    for (const line of [
      'Oficjalna strona internetowa',
      'Официальный сайт компании',
      'Resmi Web Sitesi',
      'Webové stránky firmy',
      'Virallinen sivusto',
      'Hivatalos weboldal',
      'Situs resmi',
      'Trang web chính thức',
      'Επίσημη ιστοσελίδα',
      '공식 홈페이지',
      'Site-ul oficial',
    ]) {
      assert.equal(slogan(`<title>Acme | ${line}</title>`, '<main><p>x</p></main>'), null, line);
      assert.equal(under(line), null, line);
    }
  });

  it('given a slogan that names the web among other words ("Strona internetowa dla Twojej firmy w 7 dni"), then still the slogan', () => {
    assert.equal(
      slogan('<title>Acme</title>', '<main><h1>Strona internetowa dla Twojej firmy w 7 dni</h1></main>'),
      'Strona internetowa dla Twojej firmy w 7 dni',
    );
  });

  it('given a button\'s words or a section\'s name in other languages ("Zamów teraz", "Hemen başla", "Kokeile ilmaiseksi", "Mua ngay", "Οι υπηρεσίες μας", "지금 시작하기", "Jetzt starten"), then not the slogan', () => {
    for (const line of [
      'Zamów teraz',
      'Hemen başla',
      'Vyzkoušet zdarma',
      'Kokeile ilmaiseksi',
      'Kom igång',
      'Próbálja ki ingyen',
      'Cumpără acum',
      'Mua ngay',
      'Daftar sekarang',
      'Οι υπηρεσίες μας',
      'השירותים שלנו',
      '지금 시작하기',
      'Jetzt starten',
      'Aan de slag',
    ])
      assert.equal(under(line), null, line);
  });

  it('given a section\'s name in Chinese, Japanese or Korean long enough to pass for a sentence ("作者最新文章", "为什么选择我们", "サービス内容", "よくあるご質問", "選ばれる理由", "자주 묻는 질문"), then not the slogan', () => {
    for (const line of [
      '作者最新文章',
      '为什么选择我们',
      '為什麼選擇我們',
      'サービス内容',
      'よくあるご質問',
      '最新ニュース',
      '選ばれる3つの理由',
      '자주 묻는 질문',
      '왜 우리인가',
    ])
      assert.equal(under(line), null, line);
  });

  it('given a copyright line, a cookie notice, opening hours or a register\'s number in other languages ("Wszelkie prawa zastrzeżone", "Bu site çerez kullanır", "Пн–Пт 9:00–18:00", "NIP: 123-456-78-90", "ИНН 7701234567"), then not the slogan', () => {
    for (const line of [
      'Wszelkie prawa zastrzeżone',
      'Tüm hakları saklıdır',
      'Ta strona używa plików cookies',
      'Bu site çerez kullanır',
      'Этот сайт использует файлы cookie',
      'Pon–Pt 9:00–17:00',
      'Пн–Пт 9:00–18:00',
      'NIP: 123-456-78-90',
      'ИНН 7701234567',
      'Zadzwoń: 500 600 700',
    ])
      assert.equal(under(line), null, line);
  });

  it('given a slogan about cookies the bakery bakes ("Homemade cookies baked daily in Kraków"), then still the slogan', () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Homemade cookies baked daily in Kraków</h1></main>'), 'Homemade cookies baked daily in Kraków');
  });

  it('given a date alone in Turkish, Russian, Ukrainian, Nordic, Finnish, Hungarian, Romanian or Greek ("3 Mart 2024", "12 мая 2024 г.", "2024. március 12."), then not the slogan', () => {
    for (const line of [
      '3 Mart 2024',
      '12 мая 2024 г.',
      '5 січня 2024 року',
      '5 januari 2024',
      '12. maaliskuuta 2024',
      '2024. március 12.',
      '12 martie 2024',
      '12 Μαΐου 2024',
    ])
      assert.equal(under(line), null, line);
  });

  it("given a description that says the page is a demo or the docs of a named project ('Demo of Acme, a tiny modal library', 'Documentation for Acme.js'), then no slogan from it; a description that offers demos still is one", () => {
    for (const d of [
      'Demo of Acme, a tiny modal library',
      'Live demo of Acme',
      'Documentation for acme.js',
      'Examples for the Acme library',
      'A demo of Acme.',
    ])
      assert.equal(slogan(`<title>Acme</title><meta name="description" content="${d}">`, '<main><p>Hi.</p></main>'), null, d);
    for (const d of ['Demos of your product that close deals', 'Examples of great onboarding, collected weekly'])
      assert.equal(slogan(`<title>Acme</title><meta name="description" content="${d}">`, '<main><p>Hi.</p></main>'), d, d);
  });

  it("given a CSS framework's page headed by the name of a test page of HTML elements ('HTML5 Test Page', 'Kitchen sink'), then not that heading: the description", () => {
    for (const h of ['HTML5 Test Page', 'HTML Test Page', 'Kitchen sink', 'Typography test page'])
      assert.equal(
        slogan(
          `<title>${h} with Acme</title><meta name="description" content="The classless CSS framework.">`,
          `<main><header><h1>${h}</h1><p>This is a test page filled with common HTML elements.</p></header><h2>Headings</h2></main>`,
        ),
        'The classless CSS framework.',
        h,
      );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Test pages for every pull request</h1></main>'), 'Test pages for every pull request');
  });

  it("given a lead under the brand's heading that holds its buttons ('… For macOS and Linux <a class=\"btn\">Download v4.1 stable</a> Release Notes'), then the lead without the buttons' words", () => {
    for (const button of ['<a class="btn btn-lg" href="/download">Download v4.1 stable</a>', '<a role="button" href="/download">Download v4.1 stable</a>'])
      assert.equal(
        slogan(
          '<title>Acme</title>',
          `<main><h1>Acme</h1><p class="lead">A fast and free file sharing client<br>For macOS and Linux<br>${button}<br><a href="/notes">Release Notes</a></p></main>`,
        ),
        'A fast and free file sharing client For macOS and Linux',
        button,
      );
  });

  it("given a project page's header that sets the brand and its maker ('pathjs by mtrpcic', 'Acme by Jane Doe') over the description, then the description, not the byline", () => {
    for (const by of ['acme <span class="small">by <a href="https://github.com/jdoe">jdoe</a></span>', 'Acme <small>by Jane Doe</small>'])
      assert.equal(
        slogan(
          '<title>acme by jdoe</title>',
          `<h1><a href="https://github.com/jdoe/acme">${by}</a></h1><div class="description">Simple, lightweight routing for web browsers</div>`,
        ),
        'Simple, lightweight routing for web browsers',
        by,
      );
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme by Jane Doe</h1></main>'), null);
  });

  it("given a project's state as its main heading ('🚨 Unmaintained 🚨', 'Deprecated', 'This library is no longer maintained'), then no slogan from it", () => {
    for (const h of ['🚨 Unmaintained 🚨', 'Deprecated', 'No longer maintained.', 'This library is no longer maintained'])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${h}</h1><p>Please migrate to the native API.</p></main>`), null, h);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Replace deprecated APIs in one command</h1></main>'), 'Replace deprecated APIs in one command');
  });

  it("given a documentation starter's page title 'Hello from Acme' over the brand's heading and its lead, then the lead, not the greeting", () => {
    assert.equal(
      slogan('<title>Hello from Acme | Acme</title>', '<header><h1>Acme</h1><p>Collection of libraries to access databases from JavaScript</p></header>'),
      'Collection of libraries to access databases from JavaScript',
    );
  });

  it("given a link to the code under the brand's heading ('View the Project on GitHub acme/acme', 'Fork me on GitHub'), then no slogan from it", () => {
    for (const link of ['View the Project on GitHub <small>acme/acme</small>', 'Fork me on GitHub', 'Star us on GitHub today'])
      assert.equal(
        slogan('<title>Acme</title>', `<header><h1>Acme</h1><p class="view"><a href="https://github.com/acme/acme">${link}</a></p></header>`),
        null,
        link,
      );
  });

  it("given a carousel of several slides each with its own heading, then none of them is the slogan; a single slide's heading still is", () => {
    const slides =
      '<div class="slider"><div class="slide active"><h1>Welcome to Acme Group</h1></div><div class="slide"><h1>Committed to quality</h1></div><div class="slide"><h1>We protect the environment</h1></div></div>';
    assert.equal(slogan('<title>Acme Group</title>', `<main>${slides}<section><h2>News</h2></section></main>`, 'Acme Group'), null);
    const swiper =
      '<div class="swiper"><div class="swiper-slide"><h1>Cross country coverage with reliable trucking</h1></div><div class="swiper-slide"><h1>Seamless freight for global trade</h1></div></div>';
    assert.equal(slogan('<title>Acme</title>', `<main>${swiper}</main>`), null);
    // Nor the section heading after the slides: it heads a section, not the page.
    assert.equal(slogan('<title>Acme</title>', `<main>${swiper}<section><h2>High quality services for growing teams</h2></section></main>`), null);
    const one = '<div class="swiper"><div class="swiper-slide"><h1>Cross country coverage with reliable trucking</h1></div></div>';
    assert.equal(slogan('<title>Acme</title>', `<main>${one}</main>`), 'Cross country coverage with reliable trucking');
  });

  it('given a page titled as the brand\'s contact page ("Contact Acme"), then no slogan from its form\'s lead; titled by the brand alone, the lead still is', () => {
    const body =
      '<main><section class="page-hero"><h1>How can we help?</h1><p class="lede">Whatever it is, a repair or a question, tell us and we will sort it for you.</p></section><form><input name="email"></form></main>';
    assert.equal(slogan('<title>Contact Acme</title>', body), null);
    // An about page's heading may say what the company is: only a contact page is set aside.
    assert.equal(slogan('<title>About Acme | IT support experts</title>', '<main><h1>The IT support experts</h1></main>'), 'The IT support experts');
    assert.equal(slogan('<title>Acme</title>', body), 'Whatever it is, a repair or a question, tell us and we will sort it for you.');
  });

  it('given the brand\'s blog index ("Blog Acme" or "Blog" as its main heading), then no slogan from its lead; a brand named "… News" still has one', () => {
    const lead = '<p>Surf tips, swell forecasts and life in the community.</p>';
    assert.equal(slogan('<title>Blog Surf | Acme</title>', `<main><h1>📝 Blog Acme</h1>${lead}</main>`), null);
    assert.equal(slogan('<title>Blog — Acme</title>', `<main><h1>Blog</h1>${lead}</main>`), null);
    assert.equal(
      slogan('<title>Maybe News</title>', `<main><h1>Maybe News</h1>${lead}</main>`, 'Maybe News'),
      'Surf tips, swell forecasts and life in the community.',
    );
  });

  it("given a title that sets its slogan after a typewriter's dash ('Acme -- The Logfile Navigator'), then the slogan without the dash", () => {
    assert.equal(slogan('<title>Acme -- The Logfile Navigator</title>', '<main><p>Download</p></main>'), 'The Logfile Navigator');
  });

  it('given a carousel its script drives (data-autoplay, data-ride="carousel") whose slides have no slide class, then no slide\'s heading is the slogan', () => {
    const cards = (attrs: string) =>
      `<div id="intro" ${attrs}><div class="intro-item"><h2>Ubicación estratégica</h2><p>15 estaciones ubicadas estratégicamente</p></div><div class="intro-item"><h2>Pasión por servir</h2><p>Más de 20 años sirviendo a nuestra comunidad</p></div><div class="intro-item"><h2>Pago electrónico</h2><p>Disfruta los beneficios</p></div></div>`;
    assert.equal(slogan('<title>Acme</title>', `<main>${cards('data-autoplay="3000" data-transition="fadeUp"')}</main>`), null);
    assert.equal(slogan('<title>Acme</title>', `<main>${cards('data-ride="carousel"')}</main>`), null);
  });

  it("given a lead that closes with a link to the code ('… controller <small><a>GitHub</a></small>', '…slideshows.<br><a>Show source on GitHub</a>', '… see. – <a>Code on GitHub »</a>'), then the lead without the link's words and the dash before them; a slogan that names the host as its object keeps it", () => {
    const code = (text: string) => `<a href="https://github.com/jdoe/acme">${text}</a>`;
    assert.equal(
      slogan('<title>Acme</title>', `<main><h1>Acme</h1><h2>2kb modular modal window controller <small>${code('GitHub')}</small></h2></main>`),
      '2kb modular modal window controller',
    );
    assert.equal(
      slogan('<title>Acme</title>', `<main><h1>Acme</h1><p>A tiny library for responsive image slideshows.<br>${code('Show source on GitHub')}</p></main>`),
      'A tiny library for responsive image slideshows.',
    );
    assert.equal(
      slogan('<title>Acme</title>', `<main><h1>Acme</h1><p><em>the simplest modal you ever did see.</em> &ndash; ${code('Code on GitHub &raquo;')}</p></main>`),
      'the simplest modal you ever did see.',
    );
    assert.equal(slogan('<title>Acme</title>', `<main><h1>Publish docs straight from ${code('GitHub')}</h1></main>`), 'Publish docs straight from GitHub');
    assert.equal(
      slogan('<title>Acme - The No Hassle jQuery Colorpicker</title>', `<main><p>${code('jQuery Colorpicker')}</p></main>`),
      'The No Hassle jQuery Colorpicker',
    );
  });

  it("given the brand written with its package's ending before the slogan ('Acme.js - A simple JavaScript framework', 'Acme.js The ultra slim lightbox.'), then the slogan alone", () => {
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme.js - A simple JavaScript framework</h1></main>'), 'A simple JavaScript framework');
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Acme</h1><h2>Acme.js The ultra slim lightbox.</h2></main>'), 'The ultra slim lightbox.');
  });

  it("given no heading to read and a description that sets the brand before its slogan ('Acme.js - A simple JavaScript framework'), then the slogan alone", () => {
    assert.equal(
      slogan('<title>Acme</title><meta name="description" content="Acme.js - A simple JavaScript framework">', '<main><p>Download</p></main>'),
      'A simple JavaScript framework',
    );
  });

  it("given a docs generator's own description left as the site's ('Nextra: the next docs builder'), then no slogan from it", () => {
    assert.equal(
      slogan('<title>Introduction – Nextra</title><meta name="description" content="Nextra: the next docs builder">', '<main><p>Download</p></main>'),
      null,
    );
  });
  it("given a main heading that bids the reader order, call or book now with the verb and the 'now' in any order ('Jetzt Honig bestellen!', 'Vraag vandaag nog een offerte aan', 'Zadzwoń i zamów części już dziś!', 'Llámanos hoy'), then no slogan; a slogan that only names a day is still one", () => {
    for (const line of [
      'Jetzt Honig bestellen!',
      'Vraag vandaag nog een offerte aan',
      'Zadzwoń i zamów części już dziś!',
      'Llámanos hoy',
      'Prenota oggi il tuo tavolo',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><h1>${line}</h1></main>`), null, line);
    assert.equal(slogan('<title>Acme</title>', '<main><h1>Fresh bread for today and tomorrow</h1></main>'), 'Fresh bread for today and tomorrow');
  });

  it("given a menu written as a plain list (no <nav>) whose last item is a section's name ('Blog'), right above the main heading, then the main heading is still the slogan", () => {
    // Given a header without <nav> or <header>: the menu's items sit in the page's main lines, "Blog" last
    const page = '<div><ul><li>Home</li><li>About us</li><li>Blog</li></ul></div><h1>Teachers and volunteers, side by side through the crisis</h1>';
    // When the slogan is read, then the heading, not a section's content under a label
    assert.equal(slogan('<title>Acme</title>', page), 'Teachers and volunteers, side by side through the crisis');
    // And a real label above a heading still makes it a section's heading
    assert.notEqual(
      slogan('<title>Acme</title>', '<p>Blog</p><h1>Teachers and volunteers, side by side through the crisis</h1>'),
      'Teachers and volunteers, side by side through the crisis',
    );
  });

  it("given a line that says who keeps the website ('This site is maintained by the Acme association', 'Ce site est maintenu par …', 'Diese Website wird von … betreut'), then no slogan from it, in a tagline's place or not", () => {
    for (const line of [
      'This site is maintained by the Acme association',
      'This website (MIT licence) is run by volunteers of Acme',
      "Ce site (sous licence MIT) est maintenu par l'association Acme",
      'Diese Website wird vom Verein Acme betreut',
      'Este sitio es mantenido por la asociación Acme',
      'Questo sito è mantenuto da Acme',
      'Este site é mantido pela associação Acme',
      'Deze website wordt onderhouden door Acme',
    ])
      assert.equal(slogan('<title>Acme</title>', `<main><p class="tagline">${line}</p></main>`), null, line);
    // And a slogan that speaks of a site the product makes is still one
    assert.equal(
      slogan('<title>Acme</title>', '<main><p class="tagline">Your website, built and maintained by experts</p></main>'),
      'Your website, built and maintained by experts',
    );
  });

  it('given no main heading and a lead whose brand stands alone on a line (a wordmark in a paragraph, class names that say nothing), then the line under it is the slogan', () => {
    // Given a hero written as plain paragraphs: the wordmark, then what the product is, then a section of features
    const page = (lead: string) =>
      `<div><p class="x1a">acme</p><p class="x2b">${lead}</p><a href="/download">Download</a></div><h2>Features</h2><h4>Languages</h4><p>Acme supports over 75 languages and has 7 colour schemes to choose from.</p>`;
    // When the slogan is read, then the line under the wordmark
    assert.equal(
      slogan('<title>Acme - Home</title>', page('a modern and intuitive terminal-based text editor')),
      'a modern and intuitive terminal-based text editor',
    );
    // And with no such line, never a feature's paragraph past the first section heading
    assert.equal(slogan('<title>Acme - Home</title>', page('Download')), null);
    // And not a line further down once a quotation between them is set aside: only the line right under the wordmark
    assert.equal(
      slogan(
        '<title>Acme - Home</title>',
        '<div><p>acme</p><blockquote><p>&ldquo;We love it.&rdquo; &mdash; Jane</p></blockquote><p>Website design by Pixel Studio and friends</p></div>',
      ),
      null,
    );
    // But a paragraph there that says what the product is still is its slogan
    assert.equal(
      slogan(
        '<title>Acme - Home</title>',
        '<div><p>Download</p></div><h2>About</h2><p>Acme is an open-source pivot table written in JavaScript for the browser.</p>',
      ),
      'Acme is an open-source pivot table written in JavaScript for the browser.',
    );
  });

  it("given a page that opens with paragraphs of body copy and sets every section's heading as an h1 ('Downloads & Dependencies', 'Getting Started'), then no section heading is the slogan: the opening paragraph that says what the product is", () => {
    // Given a one-page reference: what it is, then sections each under an h1
    const page =
      '<p>Acme gives structure to web applications by providing models with key-value binding and custom events, and views with declarative event handling.</p><p>The project is hosted on GitHub, with an online test suite and an example application.</p><h1>Downloads &amp; Dependencies (Right-click, and use "Save As")</h1><p>Development version</p><h1>Getting Started</h1><p>Models</p><h1>Events</h1>';
    // When the slogan is read, then the opening sentence, not the first section's heading
    assert.equal(
      slogan('<title>Acme</title>', page),
      'Acme gives structure to web applications by providing models with key-value binding and custom events, and views with declarative event handling.',
    );
    // And one main heading after a long notice (an offer's pop-up) is still the page's
    assert.equal(
      slogan(
        '<title>Acme</title>',
        '<p>Summer offer: book any cleaning before August and we take ten percent off the price of your first three visits.</p><h1>Spotless offices for busy teams</h1>',
      ),
      'Spotless offices for busy teams',
    );
    // And a hero's h1 over its own lead paragraph is still the slogan
    assert.equal(
      slogan(
        '<title>Acme</title>',
        '<h1>Boards for calm teams</h1><p>Acme gives structure to your week by providing boards, lists and gentle reminders for everyone on the team.</p>',
      ),
      'Boards for calm teams',
    );
  });

  it("given a page without <nav>, <header> or <footer> whose menu and footer are plain lines, then neither a menu row in any language ('Acasă Servicii Portofoliu Despre noi Contact', 'Nimble on GitHub | Me on Twitter'), a lone button, nor a credit for what the site is built with is the slogan", () => {
    // Given the brand's heading, then the menu as a row of links in a div, then the hero's own heading
    const menu = (items: string[]) => `<div>${items.map((t) => `<a href="/${encodeURIComponent(t)}">${t}</a>`).join(' ')}</div>`;
    // When the slogan is read, then the hero's heading, not the row
    for (const items of [
      ['Acasă', 'Servicii', 'Portofoliu', 'Despre noi', 'Contact'],
      ['Hauptseite', 'Über uns'],
      ['Nimble on GitHub', 'Me on Twitter'],
    ])
      assert.equal(
        slogan('<title>Acme</title>', `<h1>Acme</h1>${menu(items)}<h2>Complete digital solutions for your business</h2>`),
        'Complete digital solutions for your business',
        items.join(' '),
      );
    assert.equal(
      slogan('<title>Acme</title>', '<h1>Acme</h1><div><a href="/chat">Let&#39;s chat now →</a></div><p>Boards for calm teams everywhere</p>'),
      'Boards for calm teams everywhere',
    );
    for (const credit of ['Built with MkDocs using a theme provided by Read the Docs.', 'Powered by Jekyll and GitHub Pages', 'Erstellt mit WordPress'])
      assert.equal(slogan('<title>Acme</title>', `<h1>Acme</h1><div><p>${credit}</p></div>`), null, credit);
    // And a line of words with one link inside it is still read
    assert.equal(
      slogan('<title>Acme</title>', '<h1>Acme</h1><p>Boards for teams who <a href="/calm">work calmly</a></p><h2>Features</h2>'),
      'Boards for teams who work calmly',
    );
  });

  it("given a line under the brand's heading that names whom the company works with or is backed by ('In collaborazione con la Fondazione Verdi…', 'In partnership with…', 'Gefördert von…'), then no slogan from it", () => {
    for (const line of [
      'In collaborazione con la Fondazione Verdi, nata nel 1987 a Torino.',
      'In partnership with the Verdi Foundation since 2019',
      'Gefördert von der Stadt Wien und dem Land Tirol',
      'En partenariat avec la Fondation Verdi',
      'Supported by the European Regional Development Fund',
    ])
      assert.equal(slogan('<title>Acme</title>', `<h1>Acme</h1><p>${line}</p>`), null, line);
    // And a slogan that speaks of working together is still one
    assert.equal(slogan('<title>Acme</title>', '<h1>Acme</h1><p>Together we build calmer teams</p>'), 'Together we build calmer teams');
  });

  it("given a line under the brand's heading that opens with a template's Latin before the site's own words ('Sed do eiusmod tempor incididunt ut labore… Doces artesanais…'), then no slogan from it", () => {
    assert.equal(
      slogan(
        '<title>Acme</title>',
        '<h1>Acme</h1><p>Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Doces artesanais feitos todos os dias.</p>',
      ),
      null,
    );
    // And two sentences of the site's own are still a slogan
    assert.equal(slogan('<title>Acme</title>', '<h1>Acme</h1><p>Get found. Keep leads.</p>'), 'Get found. Keep leads.');
  });
});
