import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foundingYearIn, isFurniture, ownDomainEmail, priceCue, proseSupported, supports } from './support.ts';

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

  it("never takes a template's unfilled markup for a value", () => {
    for (const markup of ['{{ .Params.hero_title | safeHTML }}', 'Blog do {{ SITENAME }}', '{% block title %}', '<%= name %>', `\${SITE_NAME}`])
      assert.equal(supports('tagline', markup, markup, ctx), false, markup);
    assert.equal(supports('tagline', 'Widgets for {teams}', 'Widgets for {teams}', ctx), true, 'braces alone are words');
  });
});
