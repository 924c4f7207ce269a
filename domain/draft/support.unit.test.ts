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
  });

  it('never takes page furniture for a name or a tagline', () => {
    for (const furniture of ['Home', 'About us', 'Main navigation', 'Accessibility links', 'Navigate', 'Homepage', 'Skip to content', 'Accept all cookies'])
      assert.equal(isFurniture(furniture), true, furniture);
    assert.equal(isFurniture('Acme Widgets'), false);
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

  it('takes a URL only when the quote is that URL', () => {
    assert.equal(supports('logo_url', 'https://acme.test/logo.png', 'https://acme.test/logo.png', ctx), true);
    assert.equal(supports('demo_video_url', 'https://video.test/acme', 'Watch our demo video', ctx), false);
  });
});
