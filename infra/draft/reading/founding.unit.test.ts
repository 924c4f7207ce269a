import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { foundingOf } from './founding.ts';

const year = (body: string, head = '') =>
  foundingOf([digestPage('https://acme.test/about', `<html><head>${head}</head><body>${body}</body></html>`)])?.value ?? null;

describe('the founding year', () => {
  it("given users' choice since a year in German ('Seit 2018 haben mehr als 2,3 Millionen Schreibende Acme zu ihrem Schreibort gemacht', 'Seit 2015 haben sich 500 Praxen für Acme entschieden'), then no founding year, as in English", () => {
    for (const said of [
      'Seit 2018 haben mehr als 2,3 Millionen Schreibende weltweit Acme zu ihrem ruhigen Schreibort gemacht.',
      'Seit 2015 haben sich über 500 Praxen für Acme entschieden.',
      'Since 2018, 2.3 million writers have chosen Acme.',
    ])
      assert.equal(year(`<main><p>${said}</p></main>`), null, said);
    assert.equal(year('<main><p>Seit 2018 machen wir Schreibprogramme.</p></main>'), '2018');
  });

  it("given a network's run or uptime since a date ('Our mainnet is stable and highly active since April 1st, 2018', '100% uptime since 2016'), then no founding year: the product's launch; 'We have built wallets since 2016' still is one", () => {
    for (const said of ['Our mainnet is stable and highly active since April 1st, 2018.', 'Our status page has shown 100% uptime since 2016.'])
      assert.equal(year(`<main><p>${said}</p></main>`), null, said);
    assert.equal(year('<main><p>We have built wallets since 2016.</p></main>'), '2016');
  });

  it("given a launch or a 'since' beside a founding said in founding words, on one page or on two ('Acme launched in 2021. The company was founded in 2020.', 'Serving Berlin since 1987' over an about page's 'Acme GmbH wurde 1995 gegründet'), then the founding; a 'since' alone still is one", () => {
    assert.equal(year('<main><p>Acme launched in 2021. The company was founded in 2020.</p></main>'), '2020');
    const page = (path: string, body: string) => digestPage(`https://acme.test${path}`, `<html><head><title>Acme</title></head><body>${body}</body></html>`);
    const pages = [
      page('/', '<main><h1>Acme</h1><p>Serving Berlin since 1987.</p></main>'),
      page('/about', '<main><p>Acme GmbH wurde 1995 gegründet.</p></main>'),
    ];
    assert.equal(foundingOf(pages)?.value, '1995');
    assert.equal(foundingOf(pages.slice(0, 1))?.value, '1987');
  });

  it("given a licence or permit held since a date ('We have held an unlimited AÜG licence, issued by the Federal Employment Agency, since 10 March 2025', 'Seit 2019 mit Erlaubnis nach §34c GewO', 'Desde 2018 con licencia de agencia de viajes'), then no founding year; a founding beside it still is one", () => {
    for (const said of [
      'We have held an unlimited AÜG licence, issued by the Federal Employment Agency in Kiel, since 10 March 2025.',
      'Seit 2019 mit Erlaubnis nach §34c GewO.',
      'Desde 2018 con licencia de agencia de viajes.',
    ])
      assert.equal(year(`<main><p>${said}</p></main>`), null, said);
    assert.equal(year('<main><p>Founded in 2011, we have held an AÜG licence since 2015.</p></main>'), '2011');
  });

  it("given a customer's story that names its founding ('Globex, founded in 1998 in Austin, moved its support desk over'), then no founding year: the name is none the site signs with", () => {
    const on = (body: string, brand: string | null, title = 'Acme') =>
      foundingOf([digestPage('https://acme.test/', `<html><head><title>${title}</title></head><body>${body}</body></html>`)], brand)?.value ?? null;
    assert.equal(
      on('<section><h3>Customer story</h3><p>Globex, founded in 1998 in Austin, Texas, moved its whole support desk over in a week.</p></section>', 'Acme'),
      null,
    );
    assert.equal(on('<p>Globex was founded in 1998 and runs on Acme today.</p>', 'Acme'), null);
    assert.equal(on('<p>Globex wurde 1998 in Wien gegründet und nutzt Acme seit 2019.</p>', 'Acme'), null);
    assert.equal(on('<p>Globex werd in 1998 opgericht.</p>', 'Acme'), null);
    assert.equal(on('<p>Acme wurde 2016 in Graz gegründet.</p>', 'Acme'), '2016');
    assert.equal(on('<p>Acme was founded in 2012 in Lyon.</p>', 'Acme'), '2012');
    assert.equal(
      on('<p>Craftsmen Labs, founded in 2015, builds tools for product teams.</p><footer>© 2020 Craftsmen Labs</footer>', 'Gareth', 'Gareth'),
      '2015',
    );
  });

  it("given a partner named inside a sentence and set off by its founding ('In collaborazione con la Fondazione Verdi, nata nel 1987 a Torino', 'In partnership with the Verdi Foundation, founded in 1987'), then no founding year; the site's own name so set off still gives one", () => {
    const on = (body: string) =>
      foundingOf([digestPage('https://acme.test/', `<html><head><title>Acme</title></head><body>${body}</body></html>`)], 'Acme')?.value ?? null;
    // Given a partner's line in the corpus languages, when the founding year is read, then none
    for (const line of [
      'In collaborazione con la Fondazione Verdi, nata nel 1987 a Torino.',
      'In partnership with the Verdi Foundation, founded in 1987 in Turin.',
      'Gemeinsam mit der Stiftung Verdi, gegründet 1987 in Turin.',
      'En colaboración con la Fundación Verdi, fundada en 1987 en Turín.',
      'En partenariat avec la Fondation Verdi, fondée en 1987 à Turin.',
    ])
      assert.equal(on(`<section><p>${line}</p></section>`), null, line);
    // And the site's own name set off by its founding is still its founding
    assert.equal(on('<p>Welcome to Acme, founded in 2012 by two teachers.</p>'), '2012');
  });

  it("given a customer's words signed by someone who founded another company ('— Dana Whitfield, co-founder of Globex (founded 2012, Denver)', 'Dana Whitfield, who founded Globex in 2012'), then no founding year; the site's own name so written still gives one", () => {
    const on = (body: string) =>
      foundingOf([digestPage('https://acme.test/', `<html><head><title>Acme</title></head><body><h1>Acme</h1>${body}</body></html>`)], 'Acme')?.value ?? null;
    // Given a quotation without class names and its speaker's line, when the founding year is read, then none
    for (const speaker of [
      '— Dana Whitfield, co-founder of Globex (founded 2012, Denver, Colorado)',
      '— Dana Whitfield, who founded Globex in 2012',
      'Jan Novak gründete Globex Logistik 2012 in Brünn.',
    ])
      assert.equal(on(`<section><p>“We moved everything over in a week.”</p><p>${speaker}</p></section>`), null, speaker);
    // And the site's own founding so written is still its founding, as is a founding opened by a phrase
    assert.equal(on('<p>Acme (founded 2012) makes charts for teams.</p>'), '2012');
    assert.equal(on('<p>Jane Doe founded Acme in 2012 to make charts.</p>'), '2012');
    assert.equal(on('<p>Founded In 2012 By Two Teachers.</p>'), '2012');
  });
  it('given the founding of another work or body the product builds on, forks, brings or is hosted by, then no founding year; the product founded after such words still is', () => {
    // Given a project's page that dates the works it stands on
    // When the founding year is read, then there is none
    for (const body of [
      '<p>Acme brings Git, started by Linus Torvalds in 2005, to Windows.</p>',
      '<p>Acme is a fork of MPlayer, which was started in 2000.</p>',
      '<p>The project is hosted by the Zorbo Foundation, founded in 2010.</p>',
      '<p>Acme basiert auf FFmpeg, das im Jahr 2000 gestartet wurde.</p>',
    ])
      assert.equal(year(body), null, body);
    // And the product's own founding, with such words after it, is still read
    assert.equal(year('<p>Acme was founded in 2012 and is based on FFmpeg.</p>'), '2012');
  });

  it("given a fact sheet's founding row, its label and year in cells of their own ('Founded' / '2021', 'Gegründet' / '2015', 'Año de fundación' / '2019'), then that year; a release date so set out is no founding", () => {
    assert.equal(year('<h3>Factsheet</h3><dl><dt>Developer</dt><dd>Jan Smit</dd><dt>Founded</dt><dd>2021</dd></dl>'), '2021');
    assert.equal(year('<table><tr><th>Gegründet</th><td>2015</td></tr><tr><th>Sitz</th><td>Leipzig</td></tr></table>'), '2015');
    assert.equal(year('<div class="fact"><div>Año de fundación:</div><div>2019</div></div>'), '2019');
    assert.equal(year('<dl><dt>Release date</dt><dd>2023</dd><dt>Platforms</dt><dd>iOS</dd></dl>'), null);
  });

  it("given structured data of an organisation on another host whose name the page never signs with (a web agency's own), then not its founding year; the site's own on a sister host or signed in the title still is", () => {
    const on = (title: string, org: Record<string, string>) =>
      foundingOf([
        digestPage(
          'https://acme.com/',
          `<html><head><title>${title}</title></head><body><p>Hi</p><script type="application/ld+json">${JSON.stringify({ '@type': 'Organization', foundingDate: '2011', ...org })}</script></body></html>`,
        ),
      ])?.value ?? null;
    assert.equal(on('Acme — boards for teams', { name: 'PixelForge Studio', url: 'https://pixelforge.example/' }), null);
    assert.equal(on('Acme — boards for teams', { name: 'Acme GmbH', url: 'https://acme.de/' }), '2011', 'the same name under another ending');
    assert.equal(on('Acme — boards for teams', { name: 'Acme', url: 'https://acme-group.example/' }), '2011', 'signed in the title');
    assert.equal(on('Acme — boards for teams', { name: 'PixelForge Studio' }), '2011', "no address: the page's own");
  });

  it("given structured data's foundingDate, then its year", () => {
    assert.equal(year('', '<script type="application/ld+json">{"@type":"Organization","foundingDate":"2011-05-01"}</script>'), '2011');
  });

  it("given a CSS framework's docs that render a sample about section ('Founded in 2012 in Berlin' inside an example), then no founding year: a sample is what the framework makes; the same words outside an example are read", () => {
    const docs = (cls: string) =>
      year(`<h1>Acme CSS</h1><h2>Cards</h2><div class="${cls}"><div class="card"><h3>About us</h3><p>Founded in 2012 in Berlin, Germany.</p></div></div>`);
    assert.equal(docs('example'), null);
    assert.equal(docs('bd-example'), null);
    assert.equal(docs('about'), '2012');
  });

  it('given a year standing alone in a row of figures or under a portfolio item, then no founding year', () => {
    assert.equal(year('<div class="stats"><h3>+50</h3><p>Prompt pronti</p><h3>2026</h3><p>Contenuti aggiornati</p></div>'), null);
    assert.equal(year('<a class="project" href="/renders"><h2>Renders</h2><span>2021</span></a>'), null);
  });

  it("given a notice's timestamp on a line of its own ('2024-09-12 09:18' under '서비스의 제공이 중단됩니다'), then no founding year", () => {
    assert.equal(
      year('<h1>공지</h1><h5>2024년 10월 20일, 두근두근 서비스의 제공이 중단됩니다.</h5><p>그동안 이용해 주셔서 감사합니다.</p><p>2024-09-12 09:18</p>'),
      null,
    );
  });

  it('given a customer\'s quotation with its speaker ("We have used Acme since 2018." — Jane), then no founding year', () => {
    assert.equal(year('<p>"We have used Acme since 2018." — Jane</p>'), null);
  });

  it('given a founder who founded another company first ("founded her first company in 2005"), then not that year', () => {
    assert.notEqual(year('<p>Jane founded her first company in 2005 and started Acme in 2019.</p>'), '2005');
  });

  it("given a group's founding or the year the company joined one (its subsidiaries, a subsidiary of another, part of a group), then not that year", () => {
    assert.equal(year('<p>Spécialiste du conseil depuis 1999, le groupe Orbis rassemble à travers ses filiales plus de 300 consultants.</p>'), null);
    assert.equal(year('<p>Since 1985 the Norvik group and its subsidiaries have served ports across Europe.</p>'), null);
    assert.equal(year('<p>Acme ist eine Tochtergesellschaft der Norvik AG, gegründet 1950.</p>'), null);
    assert.equal(year('<p>Acme is part of the Norvik Group since 2015.</p>'), null);
    assert.equal(year('<p>Acme fait partie du groupe Norvik depuis 2015.</p>'), null);
    assert.equal(year('<p>Acme was founded in 2014 by two engineers. It is now used by teams in 40 countries.</p>'), '2014', 'its own founding still counts');
  });

  it('given a rule in force since a year ("Since 2018, GDPR requires consent"), then no founding year', () => {
    assert.equal(year('<p>Since 2018, GDPR requires consent for cookies.</p>'), null);
    assert.equal(year('<p>Since 2015, we have helped small teams plan their work.</p>'), '2015', 'the company speaking still dates itself');
  });

  it("given a founding statement in the site's language, then its year", () => {
    for (const [text, y] of [
      ['Acme was founded in 2014 by two engineers.', '2014'],
      ['In business since 1997.', '1997'],
      ['Acme wurde 2016 in Graz gegründet.', '2016'],
      ['Fondée en 2012 à Lyon.', '2012'],
      ['Fundada en 2009 en Madrid.', '2009'],
      ['A Acme foi fundada em 2017 em Lisboa.', '2017'],
      ['Opgericht in 2015.', '2015'],
      ['Acme è nata nel 2003 dalla visione di una famiglia.', '2003'],
      ['Jesteśmy obecni na rynku od roku 2014.', '2014'],
      ['2010年設立', '2010'],
      ['Działamy od 2008 roku na terenie całej Polski.', '2008'],
      ['Jesteśmy na rynku od 2005 roku.', '2005'],
      ['Na trhu od roku 2011 pomáháme firmám.', '2011'],
      ['Работаем с 2012 года по всей России.', '2012'],
      ["2009'dan beri hizmetinizdeyiz.", '2009'],
      ['2004 óta működünk Budapesten.', '2004'],
    ])
      assert.equal(year(`<p>${text}</p>`), y, text);
  });

  it('given a footer line that opens with a year and the name but has no copyright sign, then no founding year', () => {
    assert.equal(year('<footer><p>2025 Acme Games | Terms of Service | Privacy Policy</p></footer>'), null);
  });

  it("never a copyright line, a release, a person's work or a birth", () => {
    assert.equal(year('<footer><p>© 2013–2024 Acme</p></footer>'), null);
    assert.equal(year('<p>Version 2 launched in 2020.</p>'), null);
    assert.equal(year('<p>Claire has worked for Acme since September 2021.</p>'), null);
    assert.equal(year('<p>I was born in 1990 and started coding early.</p>'), null);
    assert.equal(year('<article class="post"><p>Founded in 2008, the city museum reopens.</p></article>'), null);
  });

  it('never a "since" that dates what someone else requires or did, or a rate or a tax', () => {
    assert.equal(year('<p>Cumple con los requisitos de autenticación (SPF, DKIM, DMARC) exigidos por Google y Microsoft desde 2024.</p>'), null);
    assert.equal(year('<p>We help you meet the e-mail rules required by Google since 2024.</p>'), null);
    assert.equal(year('<p>Acme has built help desk software for small teams since 2015.</p>'), '2015');
    assert.equal(year('<p>Unverbindliche Schätzung · 950 kWh/kWp · 35 ct/kWh · 0 % MwSt seit 2023</p>'), null);
    assert.equal(year('<p>Prices include VAT at 20% since 2011.</p>'), null);
  });

  it('never a "since" that dates something other than the company: a price, the API, the site, the data, a career', () => {
    for (const text of [
      'Prices unchanged since 2019.',
      'The API has been stable since 2018.',
      'Le site est en ligne depuis 2021.',
      'Data since 2000 is included in the archive.',
      'Our CEO started her career in 2004.',
    ])
      assert.equal(year(`<p>${text}</p>`), null, text);
    for (const [text, y] of [
      ['Depuis 2010, nous accompagnons les PME.', '2010'],
      ['Seit 2015 für Sie da.', '2015'],
      ['📅 Depuis 2015', '2015'],
      ['Logsmith has been independent since 2015.', '2015'],
      ['Spécialiste de la formation depuis 2002, Acme rassemble un réseau.', '2002'],
    ])
      assert.equal(year(`<p>${text}</p>`), y, text);
  });

  it("given a founding said of a customer, a partner, the companies served or a version, then no founding year: it is not the product's", () => {
    for (const text of [
      'Our customer BigCo, founded in 1998, cut costs by 40%.',
      'We are proud partners of the Linux Foundation, established in 2000.',
      'Trusted by companies founded since 2010.',
      'Supporting startups founded in 2020 or later.',
      'Acme 2.0 launched in 2023.',
      'Unsere Kunden, gegründet 1950, vertrauen uns.',
      'We launched our mobile app in 2022.',
      'The Android version started in 2021.',
      'Our partnership with BigCo began in 2017.',
      'Based on research started in 2008 at MIT.',
      'Since 2020, Acme is part of BigCo.',
      'Seit 2019 ist Acme Teil der BigCo-Gruppe.',
    ])
      assert.equal(year(`<p>${text}</p>`), null, text);
    assert.equal(year('<p>Founded in 2015, Acme serves customers worldwide.</p>'), '2015');
  });

  it('given the founding of a client the company worked for ("We helped Cantina Rossi, founded in 1920, rebuild their brand"), then no year', () => {
    assert.equal(year('<p>We helped Cantina Rossi, founded in 1920, rebuild their brand.</p>'), null);
    assert.equal(year("<p>Abbiamo ridisegnato l'identità della cantina fondata nel 1920 in Toscana.</p>"), null);
  });

  it('given a founding that comes before the help the company gives ("Founded in 2015 to help small businesses"), then that year', () => {
    assert.equal(year('<p>Founded in 2015 to help small businesses grow.</p>'), '2015');
  });
  it('given a person\'s own start ("Our founder started coding in 1995", "Herr Müller ist seit 2005 bei uns", "I began my journey in 2018"), then not the founding year; the company\'s journey still is', () => {
    assert.equal(year('<main><h1>About</h1><p>Our founder started coding in 1995.</p></main>'), null);
    assert.equal(year('<main><h1>Team</h1><p>Herr Müller ist seit 2005 bei uns.</p></main>'), null);
    assert.equal(year('<main><h1>About</h1><p>I began my journey in April of 2018 experimenting with paint.net.</p></main>'), null);
    assert.equal(year('<main><h1>About</h1><p>Her career started in 2009 at a design agency.</p></main>'), null);
    assert.equal(year('<main><h1>About</h1><p>Our journey began in 2015 when we founded Acme in Berlin.</p></main>'), '2015');
  });

  it('given a person\'s trade since a year ("Ich bin seit 2010 als Rechtsanwalt tätig", "Our founder has been a chef since 2001", "Je suis avocate depuis 2010"), then not the founding year; the business\'s own start still is', () => {
    assert.equal(year('<main><p>Ich bin seit 2010 als Rechtsanwalt tätig und berate Sie im Strafrecht.</p></main>'), null);
    assert.equal(year('<main><p>Our founder has been a chef since 2001.</p></main>'), null);
    assert.equal(year('<main><p>Je suis avocate depuis 2010.</p></main>'), null);
    assert.equal(year('<main><p>Sono avvocato dal 2012.</p></main>'), null);
    assert.equal(year('<main><p>We have been in business since 2010.</p></main>'), '2010');
    assert.equal(year('<main><p>Die Acme GmbH ist seit 1990 als Bauunternehmen tätig.</p></main>'), '1990');
    assert.equal(year('<main><p>Je suis installée à Lyon depuis 2015.</p></main>'), '2015');
  });

  it('given a move or a change of hands since a year ("Seit 2019 in neuen Räumen", "Our shop has been at this address since 2005", "Seit 2015 unter neuer Leitung"), then not the founding year; a founding beside it still is', () => {
    assert.equal(year('<main><p>Seit 2019 in neuen Räumen.</p></main>'), null);
    assert.equal(year('<main><p>Our shop has been at this address since 2005.</p></main>'), null);
    assert.equal(year('<main><p>Seit 2015 unter neuer Leitung.</p></main>'), null);
    assert.equal(year('<main><p>Depuis 2018 dans nos nouveaux locaux.</p></main>'), null);
    assert.equal(year('<main><p>Seit 2019 in neuen Räumen.</p><p>Die Bäckerei wurde 1920 gegründet.</p></main>'), '1920');
    assert.equal(year('<main><p>Family owned since 1950, now in its third generation.</p></main>'), '1950');
  });

  it('given a standing with another brand since a year ("Desde 2016 somos distribuidores oficiales de Honda", "Seit 2008 offizieller Vertragshändler von BMW", "Since 2016 an official Apple reseller"), then not the founding year; the dealer\'s own founding still is', () => {
    assert.equal(year('<main><p>Desde 2016 somos distribuidores oficiales de Honda.</p></main>'), null);
    assert.equal(year('<main><p>Seit 2008 offizieller Vertragshändler von BMW.</p></main>'), null);
    assert.equal(year('<main><p>Since 2016 an official Apple reseller.</p></main>'), null);
    assert.equal(year('<main><p>Dal 2018 siamo partner ufficiali di Samsung.</p></main>'), null);
    assert.equal(year('<main><p>Seit 2008 offizieller Vertragshändler von BMW.</p><p>Das Autohaus wurde 1962 gegründet.</p></main>'), '1962');
  });

  it("given structured data's foundingDate of another organisation (the parent, a body it is a member of, the one a review is about), then not the company's year; its own foundingDate still is", () => {
    const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
    assert.equal(
      year('', ld('{"@type":"Organization","name":"Acme","parentOrganization":{"@type":"Organization","name":"BigCo","foundingDate":"1950"}}')),
      null,
    );
    assert.equal(year('', ld('{"@type":"Organization","name":"Acme","memberOf":{"@type":"Organization","name":"Guild","foundingDate":"1880"}}')), null);
    assert.equal(year('', ld('{"@type":"Review","itemReviewed":{"@type":"Organization","name":"BigCo","foundingDate":"1990"}}')), null);
    assert.equal(
      year(
        '',
        ld('{"@type":"Organization","name":"Acme","foundingDate":"2014","parentOrganization":{"@type":"Organization","name":"BigCo","foundingDate":"1950"}}'),
      ),
      '2014',
    );
  });

  it('given a new name or legal form since a year with no founding said ("Seit 2015 firmieren wir als Acme GmbH", "Seit 2021 heißen wir Acme", "Seit 2015 als GmbH am Markt"), then not the founding year; a founding said beside it still is', () => {
    assert.equal(year('<main><p>Seit 2015 firmieren wir als Acme GmbH.</p></main>'), null);
    assert.equal(year('<main><p>Seit 2021 heißen wir Acme.</p></main>'), null);
    assert.equal(year('<main><p>Seit 2015 als GmbH am Markt.</p><p>Gegründet 1998 als Einzelunternehmen.</p></main>'), '1998');
    assert.equal(year('<main><p>Die Acme GmbH wurde 2015 als GmbH gegründet.</p></main>'), '2015');
    assert.equal(year('<main><p>Founded in 2012 as an LLC in Austin.</p></main>'), '2012');
  });

  it('given a founding statement in Czech, Russian, Ukrainian, Turkish, Nordic, Hungarian, Romanian, Vietnamese, Indonesian, Greek, Arabic, Hebrew, Chinese or Korean, then its year', () => {
    for (const [sentence, want] of [
      ['Společnost byla založena v roce 2012 v Brně.', '2012'],
      ['Компания основана в 2011 году.', '2011'],
      ['Компанію засновано у 2014 році.', '2014'],
      ['Şirketimiz 2009 yılında kuruldu.', '2009'],
      ['Företaget grundades 2016.', '2016'],
      ['Yritys on perustettu vuonna 2003.', '2003'],
      ['Virksomheden blev grundlagt i 1998.', '1998'],
      ['Selskapet ble etablert i 2017.', '2017'],
      ['A céget 2004-ben alapították.', '2004'],
      ['Compania a fost înființată în 2013.', '2013'],
      ['Công ty được thành lập năm 2015.', '2015'],
      ['Didirikan pada tahun 2018.', '2018'],
      ['Η εταιρεία ιδρύθηκε το 2007.', '2007'],
      ['تأسست الشركة عام 2010', '2010'],
      ['החברה נוסדה בשנת 2011', '2011'],
      ['公司成立于2016年', '2016'],
      ['2015년 설립', '2015'],
    ])
      assert.equal(year(`<p>${sentence}</p>`), want, sentence);
  });

  it('given a customer founded in a year, said in German ("Unser Kunde, gegründet 1990, vertraut uns"), then not that year', () => {
    assert.equal(year('<p>Unser Kunde, gegründet 1990, vertraut uns seit Jahren.</p>'), null);
  });
  it('given a person\'s trade with the "since" first ("Seit 2017 bin ich Imker", "Desde 2012 soy masajista", "Depuis 2015, je suis praticienne"), then no founding year; a business begun still is one', () => {
    assert.equal(year('<p>Seit 2017 bin ich Imker aus Leidenschaft.</p>'), null);
    assert.equal(year('<p>Desde 2012 soy masajista titulada.</p>'), null);
    assert.equal(year('<p>Depuis 2015, je suis praticienne en massage.</p>'), null);
    assert.equal(year('<p>Seit 2017 bin ich selbstständig.</p>'), '2017');
    assert.equal(year('<p>Seit 2017 bin ich für Sie da.</p>'), '2017');
  });

  it("given a \"since\" that dates another's backing ('Seit 2020 ist die Björn Steiger Stiftung wichtigster Förderer des Vereins', 'Since 2019 Northwind Ventures has been our main investor'), then no founding year; 'Seit 2020 fördern wir junge Talente' still dates the business", () => {
    for (const body of [
      '<p>Seit 2020 ist die Björn Steiger Stiftung wichtigster Förderer des Innovationsverbunds.</p>',
      '<p>Since 2019 Northwind Ventures has been our main investor.</p>',
      '<p>Depuis 2018, la Région est notre principal financeur.</p>',
    ])
      assert.equal(year(body), null, body);
    assert.equal(year('<p>Seit 2020 fördern wir junge Talente in der Region.</p>'), '2020');
  });

  it('given a "since" that dates where the product can be had, a feature, a partnership or another\'s use ("Seit 2012 im App Store", "Disponible depuis 2019 sur Android", "Since 2012, Acme supports Opus", "Since 2014 we have been a Google Partner", "Depuis 2017, la Mairie de Lyon utilise Acme"), then no founding year; the business dated by its "since" still is', () => {
    // Given pages whose only year dates something the company added or another did
    // When the founding year is read, then there is none
    for (const body of [
      '<p>Seit 2012 im App Store.</p>',
      '<p>Disponible depuis 2019 sur Android.</p>',
      '<p>Depuis 2019, notre application est disponible sur Android.</p>',
      '<p>Available on Steam since 2020.</p>',
      '<p>Since 2020 on Product Hunt.</p>',
      '<p>Since 2016, more than a million downloads.</p>',
      '<p>Since 2012, Acme supports the Opus codec.</p>',
      '<p>Since 2015 the app supports 20 languages.</p>',
      '<p>Since 2013, the app has been translated into 20 languages.</p>',
      '<p>Depuis 2018, compatible avec les montres Garmin.</p>',
      '<p>Since 2014 we have been a Google Partner.</p>',
      '<p>Seit 2019 sind wir Partner von Bio Austria.</p>',
      '<p>Desde 2020 somos parceiro da Voa Drones.</p>',
      '<p>Dal 2012 in collaborazione con Fiori del Sud.</p>',
      '<p>Depuis 2017, la Mairie de Lyon utilise Acme.</p>',
      '<p>Sinds 2019 vertrouwen zorginstellingen in de regio op onze schoonmakers.</p>',
      '<p>Desde 2016 ofrecemos envíos a toda Europa.</p>',
      '<p>Dal 2015 spediamo in tutta Europa.</p>',
    ])
      assert.equal(year(body), null, body);
    // And a "since" that dates the business itself, or whom it serves, still is one
    assert.equal(year('<p>Seit 2012 sind wir Ihr Partner für Reinigung.</p>'), '2012');
    assert.equal(year('<p>Since 2010 we support small businesses with their books.</p>'), '2010');
    assert.equal(year('<p>Sinds 2009 ondersteunt Bouwhulp garages in heel Friesland.</p>'), '2009');
    assert.equal(year('<p>Desde 2010 cuidamos de tu salud.</p>'), '2010');
  });

  it('given a "since" whose clause only places the company ("seit 2018 in Wels", "since 2015 based in Berlin", "Desde 2017 estamos en Madrid", "Sinds 2016 gevestigd in Zwolle"), then no founding year: a move is none; a founding beside it, or a business in a place, still is', () => {
    for (const body of [
      '<p>Seit 2018 in Wels.</p>',
      '<p>Seit 2016 in Steyr zu Hause.</p>',
      '<p>Seit 2010 in der Innenstadt von Graz.</p>',
      '<p>Since 2015, we have been based in Berlin.</p>',
      '<p>Depuis 2019 à Lyon.</p>',
      '<p>Desde 2017 estamos en Madrid.</p>',
      '<p>Dal 2019 siamo a Milano con il nostro punto vendita.</p>',
      '<p>Sinds 2016 gevestigd in Zwolle.</p>',
      '<p>Desde 2019 sediada em Maceió.</p>',
    ])
      assert.equal(year(body), null, body);
    assert.equal(year('<p>Die Imkerei wurde 1998 gegründet und ist seit 2016 in Steyr ansässig.</p>'), '1998');
    assert.equal(year('<p>Depuis 2019, nous accompagnons les PME à Lyon.</p>'), '2019');
    assert.equal(year('<p>Seit 1985 in Familienhand.</p>'), '1985');
    assert.equal(year('<p>Seit 2005 für Sie da.</p>'), '2005');
  });

  it('given a Japanese statement that the service began in a year ("2014年4月にサービスを開始しました"), then that year; a store listing from a year ("2016年からApp Storeで配信") is none', () => {
    assert.equal(year('<p>2014年4月にサービスを開始しました。</p>'), '2014');
    assert.equal(year('<p>2016年からApp Storeで配信しています。</p>'), null);
  });

  it('given the start of the company\'s own website or social account ("Our website was launched in 2019", "Le site a été créé en 2018", "Diese Website wurde 2019 erstellt", "Our Instagram account started in 2017"), then no founding year; a site named by its address, which may be the product, still is', () => {
    for (const body of [
      '<p>Our website was launched in 2019.</p>',
      '<p>Le site a été créé en 2018.</p>',
      '<p>Unsere Webseite wurde 2016 gestartet.</p>',
      '<p>Il nostro sito web è nato nel 2015.</p>',
      '<p>Our Instagram account started in 2017.</p>',
    ])
      assert.equal(year(body), null, body);
    assert.equal(year('<p>Le site jeveuxaider.example.org a été créé en mars 2020.</p>'), '2020');
    assert.equal(year('<p>The site was established in 1975 as a family campsite.</p>'), '1975');
  });

  it('given a "since" whose clause places the company in several towns or says it is active there ("Since 2017 in Berlin and Hamburg", "Seit 1996 in Leipzig für Sie tätig"), then no founding year', () => {
    assert.equal(year('<p>Since 2017 in Berlin and Hamburg.</p>'), null);
    assert.equal(year('<p>Seit 1996 in Leipzig für Sie tätig.</p>'), null);
    assert.equal(year('<p>Sinds 2015 actief in heel Nederland.</p>'), '2015');
  });

  it('given a "since" that dates a seat, a further branch, a stock listing, a pledge or who runs the business ("Desde 2015 con sede en Madrid", "Since 2019 we have a second office in London", "Seit 2020 an der Börse notiert", "Seit 2019 klimaneutral", "Seit 2014 führt Anna den Laden"), then no founding year', () => {
    for (const body of [
      '<p>Desde 2015 con sede en Madrid.</p>',
      '<p>Seit 2016 mit Sitz in Linz.</p>',
      '<p>Sinds 2013 met hoofdkantoor in Gent.</p>',
      '<p>Dal 2010 presenti a Bari.</p>',
      '<p>Since 2019 we have a second office in London.</p>',
      '<p>Seit 2017 mit einer Filiale in Graz.</p>',
      '<p>Seit 2020 an der Börse notiert.</p>',
      '<p>Since 2018 carbon neutral.</p>',
      '<p>Seit 2019 klimaneutral.</p>',
      '<p>Depuis 2020, 100 % énergie renouvelable.</p>',
      '<p>Since 2014, the shop has been run by Anna.</p>',
      '<p>Seit 2014 führt Anna den Laden.</p>',
    ])
      assert.equal(year(body), null, body);
    assert.equal(year('<p>Seit 2012 auf dem Markt.</p>'), '2012');
    assert.equal(year('<p>Dal 1980 realizziamo la borsa artigianale in pelle.</p>'), '1980', 'a bag is no stock exchange');
    assert.equal(year('<p>Desde 1995 diseñamos la bolsa perfecta.</p>'), '1995');
    assert.equal(year('<p>Since 2011 we have been making furniture in Leeds.</p>'), '2011');
  });

  it('given a founding word whose year comes in someone\'s own clause ("Jane founded Acme after ten years at Google (2005–2015)", "Gegründet von Jana, die seit 2008 als Tischlerin arbeitet", "Fondée par Marie, diplômée en 2009", "Founder Jane Doe (born 1980)"), then not that year; a year right after the founding word still is', () => {
    for (const body of [
      '<p>Jane founded Acme after ten years at Google (2005–2015).</p>',
      '<p>Jane founded Acme after working at Google from 2005 to 2015.</p>',
      '<p>Gegründet von Jana, die seit 2008 als Tischlerin arbeitet.</p>',
      '<p>Fondée par Marie, diplômée en 2009 de HEC.</p>',
      '<p>Founded by Jane, who started her career in 2001.</p>',
      '<p>Fundada por Ana, que desde 2005 trabaja como arquitecta.</p>',
    ])
      assert.equal(year(body), null, body);
    assert.equal(year('<p>Founder Jane Doe (born 1980) started Acme in 2012.</p>'), '2012');
    assert.equal(year('<p>Gegründet 2012 von Jana Müller (Jahrgang 1980).</p>'), '2012');
    assert.equal(year('<p>Acme was founded in Lisbon in 2014.</p>'), '2014');
  });

  it('given a Japanese company profile\'s founding row ("設立：2015年4月1日", a table\'s "設立" over "2015年4月", "創業" over "1998年"), then that year; a move or an app\'s start in the profile is none', () => {
    assert.equal(year('<p>設立：2015年4月1日</p>'), '2015');
    assert.equal(year('<table><tr><th>設立</th><td>2015年4月</td></tr><tr><th>資本金</th><td>1,000万円</td></tr></table>'), '2015');
    assert.equal(year('<table><tr><th>創業</th><td>1998年</td></tr></table>'), '1998');
    assert.equal(year('<dl><dt>設立年月</dt><dd>2012年10月</dd></dl>'), '2012');
    assert.equal(year('<p>2019年にオフィスを渋谷に移転しました。</p>'), null);
    assert.equal(year('<table><tr><th>リリース</th><td>2018年</td></tr></table>'), null);
  });

  it('given a "since" that dates a retailer\'s stocking, the media, a payment accepted or solar power ("Seit 2015 im Sortiment von dm", "Depuis 2016 référencé chez Carrefour", "Since 2015 stocked in Whole Foods", "Seit 2013 bekannt aus dem Fernsehen", "Since 2019 we accept Bitcoin"), then no founding year', () => {
    for (const body of [
      '<p>Seit 2015 im Sortiment von dm.</p>',
      '<p>Depuis 2016 référencé chez Carrefour.</p>',
      '<p>Desde 2018 a la venta en El Corte Inglés.</p>',
      '<p>Dal 2017 in vendita su Amazon.</p>',
      '<p>Since 2015 stocked in Whole Foods.</p>',
      '<p>Since 2016 on Etsy.</p>',
      '<p>Seit 2013 bekannt aus dem Fernsehen.</p>',
      '<p>Since 2019 we accept Bitcoin.</p>',
      '<p>Seit 2020 akzeptieren wir PayPal.</p>',
      '<p>Since 2020 powered by solar energy.</p>',
    ])
      assert.equal(year(body), null, body);
    assert.equal(year('<p>Since 2012 we have been making handmade soap.</p>'), '2012');
  });

  it('given a company settled in a town since a year, said in French ("Depuis 2021, l\'association est installée à Montreuil"), or users who have chosen the product since a year ("Since 2018, more than 2 million writers have chosen Inkpad"), then no founding year; a practitioner\'s own "Je suis installée à Lyon depuis 2015" still is', () => {
    assert.equal(year('<p>Depuis 2021, l’association est installée à Montreuil.</p>'), null);
    assert.equal(year('<p>Nous sommes installés à Lyon depuis 2019.</p>'), null);
    assert.equal(year('<p>Since 2018, more than 2 million writers have chosen Inkpad to write in peace.</p>'), null);
    assert.equal(year('<p>Since 2018, more than 2.3 million writers have chosen Inkpad to write in peace.</p>'), null, 'a decimal point ends no clause');
    assert.equal(year('<p>Je suis installée à Lyon depuis 2015.</p>'), '2015');
  });

  it('given a person\'s role or a generation since a year ("Since 2015, Jane has been our head chef", "Seit 2015 ist Jana unsere Küchenchefin", "Desde 2015, Ana es nuestra jefa de cocina", "Depuis 2015, Marie dirige la cuisine", "Seit 2017 in zweiter Generation"), then no founding year', () => {
    for (const body of [
      '<p>Since 2015, Jane has been our head chef.</p>',
      '<p>Seit 2015 ist Jana unsere Küchenchefin.</p>',
      '<p>Desde 2015, Ana es nuestra jefa de cocina.</p>',
      '<p>Dal 2015 Giulia è la nostra chef.</p>',
      '<p>Sinds 2015 is Anne onze chef-kok.</p>',
      '<p>Since 2019 our CEO is Tom Baker.</p>',
      '<p>Depuis 2015, Marie dirige la cuisine.</p>',
      '<p>Seit 2017 in zweiter Generation.</p>',
      '<p>Depuis 2017, la troisième génération est aux commandes.</p>',
    ])
      assert.equal(year(body), null, body);
    assert.equal(year('<p>Seit 2012 sind wir Ihr Partner für Reinigung.</p>'), '2012');
    assert.equal(year('<p>Since 2010 we have been helping families plan trips.</p>'), '2010');
  });
});
