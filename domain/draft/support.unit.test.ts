import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foundingYearIn, isFurniture, ownDomainEmail, planModelOf, priceCue, proseSupported, supports } from './support.ts';

const ctx = { host: 'www.acme.test', code: ['curl https://api.acme.test -d amount=$0'] };

describe('a quote supports its value, field by field', () => {
  it('takes a founding year only from a founding statement or a foundingDate', () => {
    assert.equal(foundingYearIn('Acme was founded in 2019 in Berlin.', '2019'), true);
    assert.equal(foundingYearIn('Gegründet 2015 in München.', '2015'), true);
    assert.equal(foundingYearIn('Fondée en 2012 à Lyon.', '2012'), true);
    assert.equal(foundingYearIn('2019-04-01', '2019'), true, 'a foundingDate value');
    assert.equal(foundingYearIn('2019-04-01T00:00:00Z', '2019'), true, 'a foundingDate with its time');
    assert.equal(foundingYearIn('2025 Acme Games | Terms of Service', '2025'), false, 'a line that opens with a year');
    assert.equal(foundingYearIn('Since coming to power in 2009, the minister has…', '2009'), false);
    assert.equal(foundingYearIn('Similar articles: Mar 3, 2021', '2021'), false);
    assert.equal(foundingYearIn('© 2024 Acme Inc. All rights reserved.', '2024'), false);
    assert.equal(supports('founded_year', '2019', 'We shipped version 2 in 2019.', ctx), false);
  });

  it('reads a pricing model only from a price in a pricing sense, never from code or big money', () => {
    assert.equal(priceCue('Pro costs $12 per month per seat.'), true);
    assert.equal(priceCue('Start on the free plan forever.'), true);
    assert.equal(priceCue('We gave $100 Million scholarships last year.'), false);
    assert.equal(priceCue('The company raised $5M in seed funding.'), false);
    assert.equal(priceCue('Our course outline covers modules one to twelve and a capstone project.'), false);
    assert.equal(supports('pricing_model', 'Subscription', 'curl https://api.acme.test -d amount=$0', ctx), false, 'text in a code block');
    assert.equal(supports('pricing_model', 'Freemium', 'Pay once, own it forever: $49.', ctx), false, '"pay once" is not freemium');
    assert.equal(supports('pricing_model', 'One-time', 'Pay once, own it forever: $49.', ctx), true);
    assert.equal(supports('pricing_model', 'Freemium', 'Start on the free plan forever. Pro costs $12 per month per seat.', ctx), true);
    assert.equal(supports('pricing_model', 'Subscription', 'Pro costs $12 per month per seat.', ctx), true);
    assert.equal(supports('pricing_summary', 'Modules one to twelve', 'Modules one to twelve and a capstone.', ctx), false, 'a summary must state a price');
  });

  it("given a team's or a customer's business volume ('A team doing over $250 million in annual volume'), then no price; 'Teams pay $12 per seat a month' still is one", () => {
    assert.equal(priceCue('A team doing over $250 million in annual volume with strong systems, strong people, and still: spreadsheets.'), false);
    assert.equal(priceCue('Brokerages processing $2B in yearly transactions trust us.'), false);
    assert.equal(priceCue('Teams pay $12 per seat a month.'), true);
  });

  it("given a plan's price after a setup fee waived ('月額（初期0円） ¥6,480〜／月', 'Setup €0 · €49 per month'), then a subscription, not a free plan", () => {
    assert.equal(planModelOf(['スタンダード 月額（初期0円） ¥6,480〜／月', 'プレミアム 月額（初期0円） ¥12,800〜／月']), 'Subscription');
    assert.equal(planModelOf(['Basic Setup €0 · €49 per month', 'Pro Setup €0 · €99 per month']), 'Subscription');
    assert.equal(planModelOf(['Free €0 per month', 'Pro €99 per month']), 'Freemium');
  });

  it('keeps an e-mail only at the product’s own domain', () => {
    assert.equal(ownDomainEmail('hello@acme.test', 'www.acme.test'), true);
    assert.equal(ownDomainEmail('support@help.acme.test', 'acme.test'), true);
    assert.equal(ownDomainEmail('jane.reporter@newspaper.test', 'acme.test'), false, 'an article author');
    assert.equal(ownDomainEmail('hello@acme-widgets.test', 'acme.test'), false, 'a look-alike domain');
    assert.equal(supports('contact_email', 'hello@acme.test', 'Write to us at hello@acme.test.', ctx), true);
    assert.equal(supports('contact_email', 'ceo@acme.test', 'Write to us at hello@acme.test.', ctx), false, 'not in the quote');
    assert.equal(supports('contact_email', 'info@acme.test', 'E-Mail: info(at)acme.test', ctx), true, 'an address hidden from harvesters, as written');
    assert.equal(supports('contact_email', 'info@acme.test', 'info at the acme test', ctx), false);
  });

  it('never takes page furniture for a name or a tagline', () => {
    for (const furniture of ['Home', 'About us', 'Main navigation', 'Accessibility links', 'Navigate', 'Homepage', 'Skip to content', 'Accept all cookies'])
      assert.equal(isFurniture(furniture), true, furniture);
    assert.equal(isFurniture('Acme Widgets'), false);
    // "Home" in Norwegian, Danish, Swedish, Dutch, Czech and Polish, a title the site's page has kept.
    for (const home of ['Hjem', 'Forsiden', 'Startside', 'Framsida', 'Voorpagina', 'Hoofdpagina', 'Domů', 'Strona startowa'])
      assert.equal(isFurniture(home), true, home);
    assert.equal(supports('name', 'Home', 'Home', ctx), false);
    assert.equal(supports('tagline', 'Main navigation', 'Main navigation', ctx), false);
    assert.equal(supports('name', 'Acme Widgets', 'Acme Widgets | Widgets for teams', ctx), true);
    assert.equal(supports('name', 'Acme Teams', 'Acme Widgets for teams', ctx), false, 'a name appears contiguously');
  });

  it('accepts prose that shares most of its words and every number with its quote', () => {
    const quote = 'Acme Widgets gives small teams a shared board for every widget they build, used by 4,000 companies.';
    assert.equal(proseSupported('A shared board for every widget small teams build', [quote]), true);
    assert.equal(proseSupported('A shared board used by 5,000 companies', [quote]), false, 'a number the quote does not state');
    assert.equal(proseSupported('The fastest AI-powered platform for enterprise compliance', [quote]), false, 'words the quote does not say');
  });

  it("given a title's subtitle set between dashes ('OMAMORI -おつりで貯金アプリ-'), then the subtitle without its closing dash is supported by it", () => {
    assert.equal(supports('tagline', 'おつりで貯金アプリ', 'OMAMORI -おつりで貯金アプリ-', ctx), true);
    assert.equal(supports('tagline', 'おつりで家計簿アプリ', 'OMAMORI -おつりで貯金アプリ-', ctx), false);
  });

  it('takes a URL only when the quote is that URL', () => {
    assert.equal(supports('logo_url', 'https://acme.test/logo.png', 'https://acme.test/logo.png', ctx), true);
    assert.equal(supports('demo_video_url', 'https://video.test/acme', 'Watch our demo video', ctx), false);
  });
});

describe('the gate, for the fields read from a site as a whole', () => {
  it("reads a pricing model from a plan table's price points together; a free trial is not a free plan", async () => {
    const { planModelOf, supportsTogether } = await import('./support.ts');
    assert.equal(planModelOf(['Free $0 Per Month', 'Team $15 Per Month']), 'Freemium');
    assert.equal(planModelOf(['Starter $ 25 /Mo', 'Growth $ 149 /Mo']), 'Subscription');
    assert.equal(planModelOf(['Free trial for 30 days', 'Starter $ 25 /Mo']), 'Subscription');
    for (const trial of [
      '€ 0 pendant 14 jours',
      '0 € durante 30 días',
      '€ 0 gedurende 14 dagen',
      '0 zł przez 14 dni',
      '0 € 14 Tage kostenlos',
      'R$ 0 30 dias grátis',
    ])
      assert.equal(planModelOf([trial, 'Starter 25 € /mois']), 'Subscription', trial);
    assert.equal(planModelOf(['60 min 55€', '90 min 80€']), null, 'a price per session is no plan');
    assert.equal(planModelOf(['Free shipping on orders over $50 Free consultation', 'Starter $ 25 /Mo']), 'Subscription', 'a free perk is no free plan');
    assert.equal(planModelOf(['Kostenloser Versand ab 50 €', 'Starter 25 € / Monat']), 'Subscription', 'a free perk is no free plan');
    assert.equal(supportsTogether('pricing_model', 'Freemium', ['Free $0 Per Month', 'Team $15 Per Month'], ctx), true);
    assert.equal(supportsTogether('pricing_model', 'Freemium', ['Sign up for free now', 'Team $15 Per Month'], ctx), false, 'a call to sign up is not a plan');
  });

  it('takes free from the product said to be free as a whole, never from a free trial or a price above zero', () => {
    assert.equal(supports('pricing_model', 'Free', 'Acme is completely free.', ctx), true);
    assert.equal(supports('pricing_model', 'Free', 'Acme is free for nonprofits.', ctx), false, 'free for some');
    assert.equal(supports('pricing_model', 'Free', 'Try Acme completely free for 14 days: start your trial.', ctx), false);
    assert.equal(supports('pricing_model', 'Free', 'Acme is free to use; Pro is $4 a month.', ctx), false);
  });

  it('takes open source from a statement about the product, never about the website', () => {
    assert.equal(supports('pricing_model', 'Open source', 'Acme is free software released under the GPL.', ctx), true);
    assert.equal(supports('pricing_model', 'Open source', 'This site (under the MIT licence) is maintained by volunteers.', ctx), false);
  });

  it('takes a country only when its quote states it, a city only as written in its quote', () => {
    assert.equal(supports('country', 'NO', 'We are based in Oslo, Norway.', ctx), true);
    assert.equal(supports('country', 'SE', 'We are based in Oslo, Norway.', ctx), false);
    assert.equal(supports('country', 'NL', 'NL', ctx), true, 'a code as structured data gives it');
    assert.equal(supports('country', 'XX', 'XX', ctx), false, 'not a country code');
    assert.equal(supports('city', 'Oslo', 'We are based in Oslo, Norway.', ctx), true);
    assert.equal(supports('city', 'Bergen', 'We are based in Oslo, Norway.', ctx), false);
  });

  it('takes a logo only among the images the pages declare', () => {
    const withImages = { ...ctx, images: ['https://acme.test/logo.png'] };
    assert.equal(supports('logo_url', 'https://acme.test/logo.png', 'https://acme.test/logo.png', withImages), true);
    assert.equal(supports('logo_url', 'https://cdn.test/logo.png', 'https://cdn.test/logo.png', withImages), false);
  });

  it("takes an address off the site's host only when a domain or a public mailbox is named after the site", async () => {
    const { siteNamedEmail } = await import('./support.ts');
    assert.equal(siteNamedEmail('contato@agroacme.test', ['agroacme'], 'agroacme-br.example'), true);
    assert.equal(siteNamedEmail('acmetexas@gmail.com', ['acmetexas'], 'acmetexas.org'), true);
    assert.equal(siteNamedEmail('joe@gmail.com', ['acmetexas'], 'acmetexas.org'), false);
    assert.equal(
      siteNamedEmail('hello@acme-widgets.test', ['acmewidgets'], 'acmewidgets.test'),
      false,
      'a look-alike of a domain that is named after the site',
    );
    assert.equal(
      supports('contact_email', 'acme@prfirm.test', 'acme@prfirm.test', { ...ctx, names: ['acme'] }),
      false,
      'an agency named after its client is not the client',
    );
  });

  it("takes a founding year from statements in several languages, never from a person's work", () => {
    assert.equal(foundingYearIn('Acme wurde 2016 in Graz gegründet.', '2016'), true);
    assert.equal(foundingYearIn('Jesteśmy obecni na rynku od roku 2014', '2014'), true);
    assert.equal(foundingYearIn('2010年設立', '2010'), true);
    assert.equal(foundingYearIn('Claire has worked for Acme since September 2021.', '2021'), false);
  });

  it("never takes the start of a project's forum, builds or code host for its founding, in several languages", () => {
    // Given a software project's news that dates its venues and upkeep
    const upkeep = [
      ['The new forum was launched in March 2015.', '2015'],
      ['Nightly builds started in 2016.', '2016'],
      ['Since 2017, development happens on GitHub.', '2017'],
      ['Since 2016, nightly builds are available for Windows.', '2016'],
      ['Seit 2016 gibt es nächtliche Builds für Windows.', '2016'],
      ['Depuis 2017, le développement se fait sur GitHub.', '2017'],
      ['Desde 2017, el desarrollo se realiza en GitLab.', '2017'],
      ['Sinds 2017 vindt de ontwikkeling plaats op Codeberg.', '2017'],
      ['Desde su primera versión en 2005, el programa ha crecido mucho.', '2005'],
      ['Since 2018, Acme is available on Flathub.', '2018'],
      ['Sinds 2018 is Acme beschikbaar op Flathub.', '2018'],
      ['Since 2014 the project has been maintained by a team of volunteers.', '2014'],
      ['Seit 2014 wird das Projekt von Freiwilligen gepflegt.', '2014'],
      ['The Windows port was started in 2012.', '2012'],
      ['The plugin system was started in 2013.', '2013'],
    ];
    // When each is read for a founding year, then none is one
    for (const [quote, year] of upkeep) assert.equal(foundingYearIn(quote, year), false, quote);
    // And the project's own start, or the company's, still is
    assert.equal(foundingYearIn('The project was started in 2004 by Timo Hirvonen.', '2004'), true);
    assert.equal(foundingYearIn('Acme started in 2012 as a blog about coffee.', '2012'), true);
    assert.equal(foundingYearIn('Seit 2012 bieten wir Pakete für Reisende.', '2012'), true);
    assert.equal(foundingYearIn('Acme was started on GitHub in 2014 as a side project.', '2014'), true);
    assert.equal(foundingYearIn('Since 2005 we make our products available to customers in 30 countries.', '2005'), true);
  });

  it("never takes a template's unfilled markup for a value", () => {
    for (const markup of [
      '{{ .Params.hero_title | safeHTML }}',
      'Blog do {{ SITENAME }}',
      '{% block title %}',
      '<%= name %>',
      `\${SITE_NAME}`,
      '{=$title}',
      '{$page.title}',
    ])
      assert.equal(supports('tagline', markup, markup, ctx), false, markup);
    assert.equal(supports('tagline', 'Widgets for {teams}', 'Widgets for {teams}', ctx), true, 'braces alone are words');
  });
  it('given a membership, a certification or an award held since a year, in several languages, then that year founds nothing; a founding beside it still does', () => {
    const standings: [string, string][] = [
      ['Seit 2012 sind wir Mitglied im Landesverband der Imker.', '2012'],
      ['Depuis 2015, nous sommes membres de la Fédération du bâtiment.', '2015'],
      ['Desde 2018 somos miembros de la Asociación de Masajistas.', '2018'],
      ['Dal 2010 siamo soci di Confcommercio.', '2010'],
      ['Sinds 2014 zijn we lid van de branchevereniging.', '2014'],
      ['Desde 2019 somos associados da Associação de Aviação Agrícola.', '2019'],
      ['Seit 2012 sind wir nach ISO 9001 zertifiziert.', '2012'],
      ['Depuis 2016, notre atelier est certifié Qualibat.', '2016'],
      ['Sinds 2019 zijn wij VCA-gecertificeerd.', '2019'],
      ['Seit 2019 ausgezeichnet mit dem Umweltpreis der Stadt.', '2019'],
      ['Desde 2020 reconocidos como mejor spa de la isla.', '2020'],
    ];
    for (const [quote, y] of standings) assert.equal(foundingYearIn(quote, y), false, quote);
    assert.equal(foundingYearIn('Gegründet 2010, seit 2015 Mitglied im Verband.', '2010'), true);
    assert.equal(foundingYearIn('In business since 1997, Acme is a certified minority business.', '1997'), true);
    assert.equal(foundingYearIn('Seit 2014 sind wir Ihr Partner für Landtechnik.', '2014'), true);
  });

  it('given a Polish "since" with the year before "roku" ("Od 2014 roku naprawiamy maszyny"), then that year', () => {
    assert.equal(foundingYearIn('Od 2014 roku naprawiamy maszyny rolnicze.', '2014'), true);
    assert.equal(foundingYearIn('Od 2016 r. działamy na rynku.', '2016'), true);
    assert.equal(foundingYearIn('Od 2016 roku jesteśmy członkiem Izby Handlu.', '2016'), false);
  });
  it('given a "since" year that opens a period that ended ("dal 1998 al 2003", "von 2015 bis 2018") or dates something added ("Seit 2021 bieten wir auch Kurse an", "Desde 2018 también…", "Sinds 2020 ook…", "Seit 2023 neu im Sortiment"), then no founding year; a business said since a year still is one', () => {
    const notFounding: [string, string][] = [
      ['Dal 1998 al 2003 la villa è stata restaurata dalla famiglia.', '1998'],
      ['Desde 2015 hasta 2019 trabajé en hoteles de la isla.', '2015'],
      ['Seit 2021 bieten wir auch Online-Kurse an.', '2021'],
      ['Desde 2018 también ofrecemos masajes a domicilio.', '2018'],
      ['Depuis 2019, nous proposons aussi des ateliers.', '2019'],
      ['Sinds 2020 verzorgen wij ook glazenwassen.', '2020'],
      ['Od 2020 roku oferujemy również sprzedaż części.', '2020'],
      ['Dal 2019 offriamo anche il servizio catering.', '2019'],
      ['Seit 2023 neu im Sortiment: Blütenpollen.', '2023'],
    ];
    for (const [quote, y] of notFounding) assert.equal(foundingYearIn(quote, y), false, quote);
    assert.equal(foundingYearIn('Seit 2014 bieten wir Reparaturen für Landmaschinen an.', '2014'), true);
    assert.equal(foundingYearIn('Familienbetrieb seit 1952.', '1952'), true);
  });
  it('given a "since" year that dates what the company has or uses ("Desde 2017 contamos con 3 terapeutas", "Sinds 2018 werken wij met elektrische bussen"), then no founding year; the company said since a year still is one', () => {
    for (const [quote, y] of [
      ['Desde 2017 contamos con 3 terapeutas.', '2017'],
      ['Sinds 2018 werken wij met elektrische bussen.', '2018'],
      ['Seit 2019 verfügen wir über eine eigene Werkstatt.', '2019'],
      ['Depuis 2020, nous utilisons des produits bio.', '2020'],
    ])
      assert.equal(foundingYearIn(quote, y), false, quote);
    assert.equal(foundingYearIn('Seit 2014 bieten wir Reparaturen für Landmaschinen an.', '2014'), true);
    assert.equal(foundingYearIn('Since 2010, we have helped families move house.', '2010'), true);
    assert.equal(foundingYearIn('Sinds 2009 ondersteunt Acme garages in heel Friesland.', '2009'), true);
  });
  it('given a founding year written as a label in the site\'s language ("Año de fundación: 2012", "Fundação: 2012", "Anno di fondazione: 2012", "Année de création : 2012", "Rok założenia: 2012"), then that year; the site\'s own creation date or a foundation named as a body is none', () => {
    for (const quote of ['Año de fundación: 2012', 'Fundação: 2012', 'Anno di fondazione: 2012', 'Année de création : 2012', 'Rok założenia: 2012'])
      assert.equal(foundingYearIn(quote, '2012'), true, quote);
    assert.equal(foundingYearIn('Année de création du site : 2021', '2021'), false);
    assert.equal(foundingYearIn('Con el apoyo de la Fundación Telefónica, 2019.', '2019'), false);
  });
});
