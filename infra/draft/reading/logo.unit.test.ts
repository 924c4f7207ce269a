import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { logoOf } from './logo.ts';

const logo = (head: string, body: string, brand = 'Acme') =>
  logoOf([digestPage('https://acme.test/', `<html><head>${head}</head><body>${body}</body></html>`)], brand)?.value ?? null;

describe("the site's logo", () => {
  it('given a card\'s image of the awards a society gives (\'<img class="card-logo" src="images/awards.png">\'), then not the logo: the site\'s icon is', () => {
    assert.equal(
      logo(
        '<link rel="icon" href="/favicon.ico">',
        '<main><div class="card"><img class="card-logo" src="/images/awards.png"><h3>학술상</h3></div></main>',
        'KSBC',
      ),
      'https://acme.test/favicon.ico',
    );
  });

  it("given a Japanese page's first view set with the brand as its alternative text ('<img src=\"img/kagayaki_fv.jpg\" alt=\"かがやき鍼灸整骨院\">', 'mv.jpg'), then not that picture: the touch icon", () => {
    const head = '<link rel="apple-touch-icon" href="/img/apple-touch-icon.png">';
    for (const file of ['img/kagayaki_fv.jpg', 'img/mv.jpg', 'img/main_visual.jpg'])
      assert.equal(
        logo(head, `<main><div class="fv"><img src="/${file}" alt="かがやき鍼灸整骨院"></div></main>`, 'かがやき鍼灸整骨院'),
        'https://acme.test/img/apple-touch-icon.png',
        file,
      );
  });

  it("given a review or launch site's badge in the header that names the brand ('Acme on Trustpilot', 'Acme - Featured on Product Hunt'), then not it: that site's mark; the site's icon or its own logo is", () => {
    const icon = '<link rel="icon" href="/favicon.ico">';
    assert.equal(
      logo(icon, '<header><a href="https://www.trustpilot.com/review/acme.test"><img src="/img/trustpilot.svg" alt="Acme on Trustpilot"></a></header>'),
      'https://acme.test/favicon.ico',
    );
    assert.equal(
      logo(
        icon,
        '<header><a href="https://www.producthunt.com/posts/acme"><img src="/img/ph.svg" alt="Acme - Featured on Product Hunt"></a><a href="/"><img src="/img/acme.svg" alt="Acme"></a></header>',
      ),
      'https://acme.test/img/acme.svg',
    );
  });

  it("given a UI kit's docs that render a sample navbar or header with its logo (inside a 'bd-example' or an 'example'), then not that logo: the sample's; the docs' own header logo still is", () => {
    const sample = (cls: string) =>
      `<main><h1>Navbar</h1><div class="${cls}"><nav class="navbar"><a class="navbar-brand" href="#"><img src="/docs/brand/sample-logo.svg" alt="Logo"> Brand</a></nav></div></main>`;
    assert.equal(logo('', sample('bd-example')), null);
    assert.equal(logo('', sample('example')), null);
    assert.equal(
      logo('', `<header><a href="/"><img src="/img/acme-logo.svg" alt="Acme"></a></header>${sample('example')}`),
      'https://acme.test/img/acme-logo.svg',
    );
  });

  it("given a logo set in a link to another site in the page's body ('<a href=\"https://opensource.org/\"><img src=\"opensource-logo-small.png\"></a>'), then not it: that site's mark; the site's icon is; a header's logo linking to the company's other site, or one named after the brand linking to its repository, still is", () => {
    const osi = '<main><h2>Home</h2><a href="https://www.opensource.org/"><img src="/assets/opensource-logo-small.png" alt=""></a><p>Acme is free.</p></main>';
    assert.equal(logo('<link rel="icon" href="/favicon.ico">', osi), 'https://acme.test/favicon.ico');
    assert.equal(logo('', '<main><a href="/about"><img src="/assets/acme-logo.png" alt=""></a></main>'), 'https://acme.test/assets/acme-logo.png');
    assert.equal(
      logo('<link rel="icon" href="/favicon.ico">', '<main><h1><a href="https://github.com/jdoe/acme"><img src="/img/acme-logo.png" alt=""></a></h1></main>'),
      'https://acme.test/img/acme-logo.png',
    );
    assert.equal(logo('', '<header><a href="https://acme-group.test/"><img src="/img/logo.svg" alt="Acme"></a></header>'), 'https://acme.test/img/logo.svg');
  });

  it("given a share image or structured-data logo left on the build machine's address (localhost, a private network), then not it; the site's own icon still is", () => {
    // Given a generator's leftovers: absolute addresses on the machine that built the site
    const leftovers = [
      '<meta property="og:image" content="http://localhost:4000/img/avatar-icon.png">',
      '<meta property="og:image" content="http://10.0.0.13:4000/images/logo.png">',
      '<script type="application/ld+json">{"@type":"Organization","logo":"http://127.0.0.1:8080/logo.png"}</script>',
    ];
    // When the logo is read, then there is none
    for (const head of leftovers) assert.equal(logo(head, '<p>Acme</p>'), null, head);
    // And a relative icon beside the leftover is still the logo
    assert.equal(logo(`${leftovers[0]}<link rel="icon" href="/favicon.png">`, '<p>Acme</p>'), 'https://acme.test/favicon.png');
  });

  it('given a header image that says it is the logo (class, alt, file name, or the brand as its alt), then that image, resolved against the page', () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.ico">', '<header><a href="/"><img src="img/brand-mark.png" class="site-logo"></a></header>'),
      'https://acme.test/img/brand-mark.png',
    );
    assert.equal(logo('', '<header><img src="/a.png" alt="Acme"></header>'), 'https://acme.test/a.png');
  });

  it('given a portfolio picture of branding work, then not the logo: the icon', () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<main><h2>Our work</h2><img src="/branding-sample.jpg" alt="Branding Package Sample"></main>'),
      'https://acme.test/favicon.png',
    );
    assert.equal(logo('', '<nav><a class="navbar-brand" href="/"><img src="/mark.svg"></a></nav>'), 'https://acme.test/mark.svg');
  });

  it('given a services grid whose card pictures a branding service by its file ("service-brand.svg"), then not the logo: the icon; in the header such a file still is', () => {
    assert.equal(
      logo(
        '<link rel="icon" href="/favicon.svg">',
        '<main><div class="services-grid"><div class="service card"><img class="icon" src="/img/service-brand.svg" alt=""><h3>Branding</h3></div><div class="service card"><img class="icon" src="/img/service-web.svg" alt=""><h3>Web</h3></div></div></main>',
      ),
      'https://acme.test/favicon.svg',
    );
    assert.equal(
      logo('<link rel="icon" href="/favicon.svg">', '<header><a href="/"><img src="/img/brand.svg" alt=""></a></header>'),
      'https://acme.test/img/brand.svg',
    );
  });

  it("given a logo image that is an image service's stand-in (via.placeholder.com), then no logo", () => {
    assert.equal(logo('', '<header><img class="logo" src="https://via.placeholder.com/80x80" alt="Acme logo"></header>'), null);
  });

  it('given no logo image, then the touch icon, then the icon', () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.png"><link rel="apple-touch-icon" href="/touch.png">', '<main><img src="/hero.jpg" alt="A happy team"></main>'),
      'https://acme.test/touch.png',
    );
    assert.equal(logo('<link rel="shortcut icon" href="/favicon.ico">', '<p>Hi</p>'), 'https://acme.test/favicon.ico');
  });

  it("never a screenshot named after the product outside the header, a partner's logo, a social icon or a store badge", () => {
    assert.equal(logo('', '<main><img src="/acme-2.4-screenshot.png" alt="Acme screenshot"></main>'), null);
    assert.equal(logo('', '<section class="clients"><img src="/bigco-logo.png" alt="BigCo logo"></section>'), null);
    assert.equal(
      logo('', '<header><img src="/twitter.svg" alt="Twitter logo"><img src="/app-store-badge.svg" alt="Download on the App Store"></header>'),
      null,
    );
    assert.equal(
      logo('', '<header><img src="/images/social/Bluesky_Social_butterfly_logo.png" alt=""><img src="/images/steam-logo.png" alt="Steam"></header>'),
      null,
      "a network's or a store's mark",
    );
  });

  it("given a downloads page whose only logos are package repositories' (Flathub, Snapcraft, F-Droid), then none of them is the site's logo", () => {
    for (const img of [
      '<img src="/images/flatpak-logo-horizontal-black.svg" alt="Get from flathub beta repository">',
      '<img src="/img/snapcraft.png" alt="Get it from the Snap Store">',
      '<img src="/img/get-it-on-fdroid.png" alt="Get it on F-Droid">',
    ])
      assert.equal(logo('', `<main><h1>Downloads</h1>${img}</main>`), null, img);
  });

  it("given a picture of the app in the header whose alternative text is the brand and 'Mockup' or 'screenshot', then not the logo: the touch icon", () => {
    const touch = '<link rel="apple-touch-icon" href="/touch.png">';
    assert.equal(logo(touch, '<header><img src="/assets/mock-iphone.png" alt="Acme App Mockup"></header>'), 'https://acme.test/touch.png');
    assert.equal(logo(touch, '<header><img src="/assets/hero.png" alt="Acme screenshot"></header>'), 'https://acme.test/touch.png');
    assert.equal(logo(touch, '<header><img src="/assets/mark.png" alt="Acme"></header>'), 'https://acme.test/assets/mark.png', 'the brand alone is its mark');
  });

  it("given an app's screen in the header hero, its alternative text the brand and what the screen shows ('Acme welcome screen asking …'), or its file in a screens folder, then not the logo: the touch icon", () => {
    const touch = '<link rel="apple-touch-icon" href="/touch.png">';
    assert.equal(
      logo(touch, '<header><h1>Acme</h1><img src="screens/select.png" alt="Acme welcome screen asking how you would like to start"></header>'),
      'https://acme.test/touch.png',
    );
    assert.equal(logo(touch, '<header><img src="/screens/acme.png" alt="Acme"></header>'), 'https://acme.test/touch.png');
    assert.equal(
      logo(touch, '<header><img src="/img/acme-splash-screen-logo.png" alt="Acme logo"></header>'),
      'https://acme.test/img/acme-splash-screen-logo.png',
      'the word logo still makes it one',
    );
  });

  it("given a maker's list of apps whose icons say 'X app icon' (one of them 'SignatureMark – Brand Mark app icon'), then not an app's icon but the site's touch icon; the brand's own app icon still is", () => {
    const apps =
      '<main><img src="https://store.test/a.jpg" alt="CutList: Plywood Optimizer app icon"><img src="https://store.test/b.jpg" alt="SignatureMark – Brand Mark app icon"></main>';
    assert.equal(logo('<link rel="apple-touch-icon" href="/touch.png">', apps, 'WoodCutTool'), 'https://acme.test/touch.png');
    assert.equal(
      logo('<link rel="apple-touch-icon" href="/touch.png">', '<main><img src="/img/acme.png" alt="Acme Brand Mark app icon"></main>'),
      'https://acme.test/img/acme.png',
    );
  });

  it("given logos whose alternative text names someone else (a data source's, a client's), then not the site's logo: its touch icon", () => {
    assert.equal(
      logo(
        '<link rel="apple-touch-icon" href="/touch.png">',
        '<main><h3>Our data partners</h3><img src="/img/logos/eu.png" alt="Logo van EU"><img src="/img/logos/un.png" alt="Logo of the United Nations"><img src="/img/x.png" alt="BigCo logo"></main>',
      ),
      'https://acme.test/touch.png',
    );
    assert.equal(logo('', '<main><img src="/img/a.png" alt="Logo of Acme"></main>'), 'https://acme.test/img/a.png');
    assert.equal(logo('', '<main><img src="/img/b.png" alt="company logo"></main>'), 'https://acme.test/img/b.png');
  });

  it("given a portrait declared as the touch icon (a file named 'ich.png', 'me.jpg', 'portrait.jpg', or the image structured data gives a person), then not the logo: the icon", () => {
    for (const file of ['image/ich.png', 'img/me.jpg', 'assets/portrait-2.jpg', 'img/headshot.webp', 'img/profile-photo.jpg'])
      assert.equal(
        logo(`<link rel="apple-touch-icon" href="${file}"><link rel="icon" href="/favicon.png">`, '<main><p>Hi.</p></main>'),
        'https://acme.test/favicon.png',
        file,
      );
    const person = '<script type="application/ld+json">{"@type":"Person","name":"Jane Roe","image":"https://acme.test/img/jane.png"}</script>';
    assert.equal(
      logo(`${person}<link rel="apple-touch-icon" href="/img/jane.png"><link rel="icon" href="/favicon.png">`, '<main><p>Hi.</p></main>'),
      'https://acme.test/favicon.png',
    );
    const founder =
      '<script type="application/ld+json">{"@type":"Organization","name":"Acme","founder":{"@type":"Person","name":"Jane Roe","image":"/img/jane.png"}}</script>';
    assert.equal(logo(`${founder}<link rel="apple-touch-icon" href="/img/jane.png">`, '<main><p>Hi.</p></main>'), null);
    assert.equal(
      logo('<link rel="apple-touch-icon" href="/img/acme-mark.png">', '<main><p>Hi.</p></main>'),
      'https://acme.test/img/acme-mark.png',
      'a mark stays',
    );
  });

  it('given only a share image, it counts only when its file says it is the logo', () => {
    assert.equal(logo('<meta property="og:image" content="https://acme.test/assets/logo.png">', '<p>x</p>'), 'https://acme.test/assets/logo.png');
    assert.equal(logo('<meta property="og:image" content="https://acme.test/share-card.jpg">', '<p>x</p>'), null);
  });

  it("given only a share image that shows others' marks in a row ('codesmith-client-logo-bar-left.png', 'customer-logos-strip.png', 'partner_logos.png'), then no logo", () => {
    for (const file of ['codesmith-client-logo-bar-left.png', 'customer-logos-strip.png', 'partner_logos.png', 'logo-wall.jpg'])
      assert.equal(logo(`<meta property="og:image" content="https://acme.test/assets/${file}">`, '<p>x</p>'), null, file);
    assert.equal(
      logo('<meta property="og:image" content="https://acme.test/assets/acme-logo-social.png">', '<p>x</p>'),
      'https://acme.test/assets/acme-logo-social.png',
    );
  });

  it("given a funder's mark in a 'Supported by' strip ('funder-logo', 'Kofinanziert von der Europäischen Union'), then not the logo: the icon", () => {
    assert.equal(
      logo(
        '<link rel="icon" href="/favicon.svg">',
        '<main><h1>Resilience for data centres</h1></main><section><span>Supported by</span><img src="./logos/EU-Fahne-Kofinanziert.png" alt="Kofinanziert von der Europäischen Union" class="funder-logo"></section>',
      ),
      'https://acme.test/favicon.svg',
    );
  });

  it('given a logo wall (files named after other marks), or a screenshot named after the product, outside the header, then not the logo: the icon', () => {
    const icon = '<link rel="icon" href="/favicon.png">';
    assert.equal(
      logo(icon, '<main><h2>Trusted by</h2><img src="/img/logo-bigco.svg" alt="logo"><img src="/img/initech-logo.png" alt="logo"></main>'),
      'https://acme.test/favicon.png',
    );
    assert.equal(logo(icon, '<main><img src="/acme-screenshot.png" alt="Acme"></main>'), 'https://acme.test/favicon.png');
    // Then a file that only says which of its own logos it is stays the logo.
    assert.equal(logo(icon, '<main><img src="/img/logo-horizontal-white.svg" alt="logo"></main>'), 'https://acme.test/img/logo-horizontal-white.svg');
    assert.equal(logo(icon, '<main><img src="/img/acme-logo.svg" alt="logo"></main>'), 'https://acme.test/img/acme-logo.svg');
  });

  it("given a row of other tools' marks whose files carry a build's hash ('logos/cursor-logo-5jxhjn17.png' alt 'Cursor', 'logos/claude-logo-0p9b6824.png'), then not the logo: the icon; the brand's own hashed logo stays it", () => {
    const icon = '<link rel="icon" href="/favicon.svg">';
    const row =
      '<main><div>Works with</div><img src="logos/cursor-logo-5jxhjn17.png" alt="Cursor"><img src="logos/claude-logo-0p9b6824.png" alt="Claude Code"><img src="logos/gemini-logo-1f6kvbwc.png" alt="Gemini CLI"></main>';
    assert.equal(logo(icon, row), 'https://acme.test/favicon.svg');
    assert.equal(logo(icon, '<main><img src="/img/acme-logo-5jxhjn17.svg" alt="logo"></main>'), 'https://acme.test/img/acme-logo-5jxhjn17.svg');
  });

  it("given a tool the product works with shown by its logo ('pictures/gmail_new_logo_icon_159149.png' alt 'Gmail / E-Mail'), then not the site's logo: the icon; a brand whose name holds such a word ('Notion Boost') keeps its own", () => {
    const icon = '<link rel="icon" href="/favicon.png">';
    assert.equal(
      logo(icon, '<main><h2>Works with your tools</h2><img src="pictures/gmail_new_logo_icon_159149.png" alt="Gmail / E-Mail"></main>'),
      'https://acme.test/favicon.png',
    );
    assert.equal(
      logo(icon, '<header><img src="/img/notion-boost-logo.png" alt="Notion Boost"></header>', 'Notion Boost'),
      'https://acme.test/img/notion-boost-logo.png',
    );
  });

  it("given only a site builder's default icons (Webflow's favicon and webclip), then no logo: they are the builder's mark", () => {
    assert.equal(
      logo(
        '<link href="https://cdn.prod.website-files.com/img/favicon.ico" rel="shortcut icon"><link href="https://cdn.prod.website-files.com/img/webclip.png" rel="apple-touch-icon">',
        '<main><h1>Widget boards for small teams</h1></main>',
      ),
      null,
    );
  });

  it("given a site builder's default touch icon beside the site's own favicon, then the favicon", () => {
    assert.equal(
      logo(
        '<link href="https://framerusercontent.com/sites/icons/default-touch-icon.v3.png" rel="apple-touch-icon"><link href="/favicon.png" rel="icon">',
        '<main><h1>Widget boards for small teams</h1></main>',
      ),
      'https://acme.test/favicon.png',
    );
  });

  it("given a photograph in the header whose alternative text opens with the brand ('Acme office in Berlin'), then not the logo: the icon", () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<header><img src="/img/office.jpg" alt="Acme office in Berlin"></header>'),
      'https://acme.test/favicon.png',
    );
  });

  it("given a banner in the header whose alternative text is the brand ('banner.jpg', alt 'Acme'), then not the logo: the icon", () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<header class="masthead"><img src="/img/banner.jpg" alt="Acme"></header>'),
      'https://acme.test/favicon.png',
    );
  });

  it("given a status badge in the header (img.shields.io, alt 'Acme license'), then not the logo: the icon", () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<header><img src="https://img.shields.io/badge/license-MIT-blue.svg" alt="Acme license"></header>'),
      'https://acme.test/favicon.png',
    );
  });

  it('given a lazy-loaded header logo (a stand-in in src, a data: URI or a placeholder file, the address in data-src or srcset), then the address the loader fills in', () => {
    assert.equal(
      logo(
        '<link rel="icon" href="/favicon.png">',
        '<header><img class="logo lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/logo.png" alt="Acme"></header>',
      ),
      'https://acme.test/img/logo.png',
    );
    assert.equal(
      logo('', '<header><img class="lazyload" src="img/lazyload-ph.png" data-src="img/site-circle-icon.png" alt="logo"></header>'),
      'https://acme.test/img/site-circle-icon.png',
      "a stand-in file in src is the loader's, not the logo",
    );
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<header><img class="logo" srcset="/img/logo@2x.png 2x" alt="Acme"></header>'),
      'https://acme.test/img/logo@2x.png',
    );
  });

  it("given an icon or a logo whose address is a template's unrendered placeholder ('{{ site.logo }}', '<?php echo $icon; ?>') or the page itself ('#'), then never that address", () => {
    assert.equal(logo('<link rel="icon" href="{{ favicon }}">', '<p>x</p>'), null);
    assert.equal(logo('<link rel="icon" href="<?php echo $icon; ?>">', '<p>x</p>'), null);
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<header><img class="logo" src="{{ site.logo }}" alt="Acme"></header>'),
      'https://acme.test/favicon.png',
    );
    assert.equal(logo('<link rel="icon" href="/favicon.png">', '<header><img class="logo" src="#" alt="Acme"></header>'), 'https://acme.test/favicon.png');
  });

  it("given only a share image whose file has 'icon' inside another word ('silicon-valley-office.jpg', 'iconic-hero.jpg'), then no logo; 'app-icon.png' still is one", () => {
    assert.equal(logo('<meta property="og:image" content="https://acme.test/img/silicon-valley-office.jpg">', '<p>x</p>'), null);
    assert.equal(logo('<meta property="og:image" content="https://acme.test/img/iconic-hero.jpg">', '<p>x</p>'), null);
    assert.equal(logo('<meta property="og:image" content="https://acme.test/img/app-icon.png">', '<p>x</p>'), 'https://acme.test/img/app-icon.png');
  });

  it("given a photo whose words name speech therapy ('Behandlungsraum der Logopädie', 'logopedia'), then not the logo: the icon", () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<main><img src="/img/raum.jpg" alt="Behandlungsraum der Logopädie"></main>'),
      'https://acme.test/favicon.png',
    );
    assert.equal(logo('<link rel="icon" href="/favicon.png">', '<main><img src="/img/logopedia-sala.jpg" alt="Sala"></main>'), 'https://acme.test/favicon.png');
  });

  it('given the icon a starter left ("vite.svg", "react-logo.png") or an icon from a package CDN, then no logo: the tool\'s mark is not the site\'s', () => {
    assert.equal(logo('<link rel="icon" type="image/svg+xml" href="/vite.svg">', '<main><h1>Boards</h1></main>'), null);
    assert.equal(logo('<link rel="icon" href="/img/react-logo.png">', '<main><h1>Boards</h1></main>'), null);
    assert.equal(logo('<link rel="icon" href="https://cdn.jsdelivr.net/gh/twbs/icons/bootstrap.svg">', '<main><h1>Boards</h1></main>'), null);
  });

  it("given the tool's own site, then its icon is its logo", () => {
    assert.equal(logo('<link rel="icon" href="/vite.svg">', '<main><h1>Vite</h1></main>', 'Vite'), 'https://acme.test/vite.svg');
  });

  it('given a row of logos under a heading that names partners or clients ("Our partners", "Nasi klienci", "Referanslarımız", "Οι συνεργάτες μας", "導入企業"), with no class that says so, then not one of them: the icon', () => {
    for (const heading of [
      'Our partners',
      'Trusted by',
      'Nasi klienci',
      'Наши партнёры',
      'Referanslarımız',
      'Naši klienti',
      'Våra kunder',
      'Ügyfeleink',
      'Klien kami',
      'Οι συνεργάτες μας',
      '導入企業',
      'Ils nous font confiance',
    ])
      assert.equal(
        logo(
          '<link rel="icon" href="/favicon.png">',
          `<main><h1>Acme</h1><section><h2>${heading}</h2><img class="logo" src="/a.png" alt="logo"><img class="logo" src="/b.png" alt="logo"></section></main>`,
        ),
        'https://acme.test/favicon.png',
        heading,
      );
  });

  it("given a row of marks in the hero whose container's class says so ('logo-row', 'logos', 'client-logo-wall'), with no alternative text, and the brand's image outside the header, then the brand's image", () => {
    for (const row of ['logo-row__container logo-row', 'logos', 'client-logo-wall'])
      assert.equal(
        logo(
          '',
          `<div class="top-bar__logo-col"><img src="img/logo.svg" alt="Acme"></div><header><h1>Managed hosting</h1><div class="${row}"><img src="img/trusted-cloud.svg" alt=""><img src="img/partner2.svg" alt=""></div></header>`,
        ),
        'https://acme.test/img/logo.svg',
        row,
      );
  });

  it("given the site's own logo in a section headed by its brand, then still that logo", () => {
    assert.equal(
      logo('<link rel="icon" href="/favicon.png">', '<main><section><h2>Acme</h2><img class="logo" src="/acme.png" alt="Acme logo"></section></main>'),
      'https://acme.test/acme.png',
    );
  });

  it("given an open-source project's row of its users' logos ('Who’s using Acme', 'Who uses Acme', 'In production at'), files named 'logo-bigco.svg' and no brand known, then not one of them: the icon", () => {
    for (const heading of ['Who’s using Acme', "Who's using it", 'Who uses Acme?', 'Companies using Acme', 'In production at'])
      assert.equal(
        logoOf(
          [
            digestPage(
              'https://acme.test/',
              `<html><head><link rel="icon" href="/favicon.png"></head><body><main><div class="row"><h2>${heading}</h2><div class="col"><a class="logo-company" href="https://bigco.example/"><img src="images/logo-bigco.svg" alt="BigCo"></a><a class="logo-company" href="https://initech.example/"><img src="images/logo-initech.png" alt="Initech"></a></div></div></main></body></html>`,
            ),
          ],
          null,
        )?.value,
        'https://acme.test/favicon.png',
        heading,
      );
  });

  it("given an icon whose address a build never filled in ('%PUBLIC_URL%/logo192.png', '{{ site.logo }}', '<%= BASE_URL %>favicon.ico'), then no logo from it; a built address still is one", () => {
    for (const href of ['%PUBLIC_URL%/logo192.png', '{{ site.logo }}', '<%= BASE_URL %>favicon.ico'])
      assert.equal(logo(`<link rel="apple-touch-icon" href="${href}">`, '<h1>Acme</h1>'), null, href);
    assert.equal(logo('<link rel="apple-touch-icon" href="/logo192.png">', '<h1>Acme</h1>'), 'https://acme.test/logo192.png');
  });
});
