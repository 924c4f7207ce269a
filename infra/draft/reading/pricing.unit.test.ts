import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { pricingOf } from './pricing.ts';

const model = (pages: Record<string, string>, brand = 'Acme') =>
  pricingOf(
    Object.entries(pages).map(([path, body]) =>
      digestPage(`https://acme.test${path}`, `<html><head><title>${path === '/' ? 'Acme' : 'Pricing | Acme'}</title></head><body>${body}</body></html>`),
    ),
    brand,
  )?.value ?? null;

const plan = (name: string, price: string, period = 'per month') => `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><p>${period}</p></div>`;

describe('the pricing model, read from the plans as a whole', () => {
  it('given plan cards on the homepage with no price markup, a free one ("Basis / Kostenlos", "Gratis", "0 €") beside a paid one, then freemium; the paid card alone stays a subscription', () => {
    const card = (name: string, price: string) => `<div><h3>${name}</h3><p>${price}</p><p>Belege sortieren</p></div>`;
    for (const free of ['Kostenlos', 'Gratis', '0 €', '$0'])
      assert.equal(model({ '/': `<main><h1>Acme</h1><h2>Preise</h2>${card('Basis', free)}${card('Profi', '12 € / Monat')}</main>` }), 'Freemium', free);
    assert.equal(model({ '/': `<main><h1>Acme</h1><h2>Preise</h2>${card('Profi', '12 € / Monat')}</main>` }), 'Subscription');
  });

  it("given the product said free to have ('Download Acme for free.', 'Add to Chrome — it's free.', 'Acme is free.') beside a paid edition or plan, then freemium; a free thing beside it, a free month or a trial leave the paid model", () => {
    assert.equal(
      model({ '/': '<main><h1>Acme</h1><p>Download Acme for free.</p><h2>Acme Pro</h2><p>Unlock all features for $9.99 — a one-time purchase.</p></main>' }),
      'Freemium',
    );
    assert.equal(
      model({ '/': "<main><h1>Acme for Chrome</h1><p>Add to Chrome — it's free.</p><h2>Premium</h2><p>$4.99/month for unlimited snippets.</p></main>" }),
      'Freemium',
    );
    assert.equal(model({ '/': '<main><h1>Download</h1><p>Acme is free. Acme Pro costs $19 (one-time purchase).</p></main>' }), 'Freemium');
    assert.equal(model({ '/': '<main><h1>Download</h1><p>Setup is free. Acme costs $19 (one-time purchase).</p></main>' }), 'One-time');
    assert.equal(
      model({ '/': '<p>Hi</p>', '/pricing': `<h1>Pricing</h1><p>Includes one month free</p>${plan('Team', '$25')}${plan('Business', '$149')}` }),
      'Subscription',
    );
    assert.equal(model({ '/': '<main><h1>Acme</h1><p>Try Acme free for 30 days.</p><h2>Pricing</h2><p>Acme costs $19 per month.</p></main>' }), 'Subscription');
  });

  it("given a free edition named as one ('the free version', 'the free plugin', 'la version gratuite') beside paid plans, then freemium; a free edition denied ('there is no free version') leaves the paid model", () => {
    const paid = `<h2>Pro</h2>${plan('Pro', '$49', 'per year')}${plan('Agency', '$199', 'per year')}`;
    assert.equal(model({ '/': `<main><h1>Acme for WordPress</h1><p>Get the free plugin on WordPress.org.</p>${paid}</main>` }), 'Freemium');
    assert.equal(model({ '/': `<main><h1>Acme</h1><p>Download the free version, or buy Pro.</p>${paid}</main>` }), 'Freemium');
    assert.equal(model({ '/': `<main><h1>Acme</h1><p>Essayez la version gratuite.</p>${paid}</main>` }), 'Freemium');
    assert.equal(model({ '/': `<main><h1>Acme</h1><p>There is no free version, but every plan has a trial.</p>${paid}</main>` }), 'Subscription');
    assert.equal(model({ '/': `<main><h1>Acme</h1><p>Es gibt keine kostenlose Version.</p>${paid}</main>` }), 'Subscription');
  });

  it("given what a professional would charge set beside a free tool ('Ce que les consultants facturent 1500€ — gratuit.', 'Accountants charge $400 for this — free here.'), then no freemium from that fee", () => {
    for (const line of [
      'Seuil de rentabilité, export PDF. Ce que les consultants facturent 1500€ — gratuit.',
      'Break-even and cash flow. Accountants charge $400 for this — free here.',
    ])
      assert.notEqual(model({ '/': `<main><h1>Acme</h1><h3>Business Plan Pro</h3><p>${line}</p></main>` }), 'Freemium', line);
  });

  it("given an about page whose description names the open-source tools the product is made with ('Learn more about the developer behind Acme and the open-source tools that make it possible.'), then not open source; 'Acme is open source.' still is", () => {
    const about = (description: string) =>
      pricingOf(
        [
          digestPage(
            'https://acme.test/',
            '<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>IPTV for Apple devices.</p></main></body></html>',
          ),
          digestPage(
            'https://acme.test/about',
            `<html><head><title>About | Acme</title><meta name="description" content="${description}"></head><body><main><h1>About</h1></main></body></html>`,
          ),
        ],
        'Acme',
      )?.value ?? null;
    assert.equal(about('Learn more about the developer behind Acme and the open-source tools that make it possible.'), null);
    assert.equal(about('Acme is open source.'), 'Open source');
  });

  it("given a line that calls the product free software under a licence ('gpg4usb is free software, and it is licensed under the GNU General Public License (GPL).') where its name is not known, then not free: free as in a licence; 'Acme is completely free.' and 'free to use and open source' still are", () => {
    const lead = (line: string) => model({ '/': `<main><h1>Welcome</h1><p>${line}</p></main>` }, '');
    assert.equal(lead('gpg4usb is free software, and it is licensed under the GNU General Public License (GPL).'), null);
    assert.equal(lead('Acme is completely free.'), 'Free');
    assert.equal(lead('Acme is free to use and open source.'), 'Free');
  });

  it("given the founders' story of what the tools they tried asked ('Every solution we found wanted $12 per employee per month.'), then no subscription from it; the product's own '$12 per employee per month' still is one", () => {
    const story = (line: string) =>
      model({ '/': '<main><h1>Acme</h1><p>HR for small teams.</p></main>', '/about': `<main><h2>Origin Story</h2><p>${line}</p></main>` });
    for (const line of [
      "Every solution we found wanted $12 per employee per month. For a 10-person team that's $1,440 a year. We refused.",
      'Each app I tried charged $9/mo for the basics.',
    ])
      assert.equal(story(line), null, line);
    assert.equal(story('Acme costs $12 per employee per month, billed monthly.'), 'Subscription');
  });

  it("given a pricing page whose free card is a call or a consultation ('Tech Discovery Call / Free / 20–30 minutes', 'Erstgespräch / Kostenlos') beside paid stages, then no free plan: not freemium; a free plan's card still makes it one", () => {
    const card = (name: string, price: string, note: string) => `<div class="price"><div>${name}</div><div>${price}</div><div>${note}</div></div>`;
    const paid = card('Operations Retainer', '$1,000/mo', 'Six months included') + card('Fractional Officer', '$7,500/mo', 'Embedded leadership');
    for (const free of [card('Tech Discovery Call', 'Free', '20–30 minutes'), card('Erstgespräch', 'Kostenlos', '30 Minuten')])
      assert.equal(model({ '/pricing.html': `<main><h1>Pricing</h1>${free}${paid}</main>` }), 'Subscription', free);
    assert.equal(model({ '/pricing.html': `<main><h1>Pricing</h1>${card('Starter', 'Free', 'For one user')}${paid}</main>` }), 'Freemium');
  });

  it("given the product said free to get started ('Acme is free to get started. If you need more, there is Acme Advanced.', 'free to start'), then not free as a whole: more is sold; 'Acme is free.' still is", () => {
    for (const line of ["Acme is free to get started. If you need more, we've got you covered with Acme Advanced.", 'Acme is free to start.'])
      assert.equal(model({ '/': `<main><h1>Acme</h1><p>Find the files that fill your disk.</p><p>${line}</p></main>` }), null, line);
    assert.equal(model({ '/': '<main><h1>Acme</h1><p>Find the files that fill your disk.</p><p>Acme is free.</p></main>' }), 'Free');
  });

  it("given the product said free beside a call to its sales team ('Contact sales' on an Enterprise card, 'Talk to sales'), then not free: something is sold on request; a plain 'Contact us' leaves it free", () => {
    const card = (name: string, price: string, button: string) => `<div class="plan"><h3>${name}</h3><p>${price}</p><a>${button}</a></div>`;
    assert.equal(
      model({ '/': `<main><h1>Pricing</h1>${card('Community', 'Free forever', 'Get started')}${card('Enterprise', 'Custom', 'Contact sales')}</main>` }),
      null,
    );
    assert.equal(model({ '/': '<header><a>Talk to sales</a></header><main><h1>Acme</h1><p>Acme is completely free.</p></main>' }), null);
    assert.equal(model({ '/': '<header><a>Contact us</a></header><main><h1>Acme</h1><p>Acme is completely free.</p></main>' }), 'Free');
  });

  it("given an event's tickets ('Early bird: €25 per ticket'), then no usage-based model: admission is no unit used; a price per ticket sold or resolved still is one", () => {
    assert.equal(model({ '/': '<main><h1>Acme Conf 2025</h1><h2>Tickets</h2><p>Early bird: €25 per ticket</p><p>Regular: €40 per ticket</p></main>' }), null);
    assert.equal(model({ '/': '<p>Hi</p>', '/pricing': '<h1>Pricing</h1><p>$0.99 per ticket sold</p>' }), 'Usage-based');
    assert.equal(model({ '/': '<p>Hi</p>', '/pricing': '<h1>Pricing</h1><p>$1 per resolved ticket</p>' }), 'Usage-based');
  });

  it('given a free plan beside paid monthly plans, then freemium', () => {
    assert.equal(model({ '/': '<p>Hi</p>', '/pricing': `<h1>Pricing</h1>${plan('Free', '$0')}${plan('Team', '$15')}${plan('Business', '$49')}` }), 'Freemium');
  });

  it("given packages priced once beside add-ons with a period ('+750 €/mois', 'Maintenance 90 €/mois' under 'Options à la carte'), then no subscription: the add-ons are not the product's plans", () => {
    const packs = `<h1>Tarifs</h1><h2>Nos formules</h2>${plan('Vitrine', 'À partir de 990€', 'Pour les artisans')}${plan('Visibilité', 'À partir de 1 890€', 'Pour les PME')}`;
    const row = (name: string, price: string) => `<div class="opt-row"><span>${name}</span><span>${price}</span></div>`;
    const options = `<h2>Options à la carte</h2>${row('E-commerce', '+890€')}${row('Campagne Google Ads (mois supplémentaire)', '+750€/mois')}${row('Maintenance mensuelle', '90€/mois')}`;
    assert.equal(
      model({
        '/tarifs': `${packs}${options}<section class="faq"><h2>FAQ</h2><h3>Une maintenance ?</h3><p>Oui, à partir de 90€/mois : sauvegardes et mises à jour.</p></section>`,
      }),
      null,
    );
    const addOns = `<h2>Add-ons</h2>${row('Extra storage', '$5/month')}${row('Priority support', '+ $20/month')}`;
    assert.equal(model({ '/pricing': `<h1>Pricing</h1>${plan('Solo', '$49', 'one-time')}${plan('Team', '$199', 'one-time')}${addOns}` }), 'One-time');
    assert.equal(
      model({ '/pricing': `<h1>Pricing</h1>${plan('Starter', '$9')}${plan('Pro', '$29')}${addOns}` }),
      'Subscription',
      'monthly plans with monthly add-ons stay a subscription',
    );
  });

  it('given monthly plans priced in Kč, ₽, ₺, kr, Ft or đ ("299 Kč/měsíc", "990 ₽/мес", "149 ₺/ay", "99 kr/mån", "4 990 Ft/hó", "199.000đ/tháng"), then subscription', () => {
    for (const [a, b] of [
      ['299 Kč/měsíc', '599 Kč/měsíc'],
      ['990 ₽/мес', '2 490 ₽/мес'],
      ['149 ₺/ay', '299 ₺/ay'],
      ['99 kr/mån', '199 kr/mån'],
      ['4 990 Ft/hó', '9 990 Ft/hó'],
      ['199.000đ/tháng', '499.000đ/tháng'],
      ['199 000 ₫ / tháng', '399 000 ₫ / tháng'],
    ])
      assert.equal(model({ '/pricing': `<h1>Pricing</h1>${plan('Basic', a, '')}${plan('Pro', b, '')}` }), 'Subscription', a);
  });

  it("given an app free to download with in-app purchases ('Free · Offers In-App Purchases') and a paid Pro ('$2.99/month'), then freemium; without the free download, subscription", () => {
    const page = (hero: string) =>
      model({
        '/': `<section class="hero"><h1>Notes at the speed of thought</h1><p>${hero}</p></section><section class="pricing"><h2>Acme Pro</h2><p>$2.99/month or $19.99/year. Try it free for 7 days.</p></section>`,
      });
    assert.equal(page('Free · Offers In-App Purchases'), 'Freemium');
    assert.equal(page('Gratis · In-App-Käufe'), 'Freemium');
    assert.equal(page('Available on the App Store'), 'Subscription');
  });

  it('given only paid monthly or yearly plans (and a free trial), then subscription: a trial is not a free plan', () => {
    assert.equal(
      model({ '/pricing': `<h1>Pricing</h1>${plan('Starter', '$25', '/Mo')}${plan('Growth', '$149', '/Mo')}<p>Try it free for 30 days.</p>` }),
      'Subscription',
    );
    assert.equal(
      model({ '/pricing': `<h1>Preise</h1>${plan('Start', '€ 3.500,-', 'pro Jahr')}${plan('Business', '€ 16.800,-', 'pro Jahr')}` }),
      'Subscription',
    );
  });

  it('given plans priced per month the way Japanese tables write it ("¥0 / 月", "¥2,980／月"), then freemium', () => {
    assert.equal(
      model({ '/pricing': `<h1>料金</h1>${plan('無料プラン', '¥0 / 月', 'まず試したい方に')}${plan('プロプラン', '¥2,980／月', 'すべての機能')}` }),
      'Freemium',
    );
  });

  it("given a sentence that prices a plan at nothing beside paid ones ('Acme starts at $0/month forever. Paid plans start at $249/year'), then freemium; a zero fee or a trial's zero beside a price stays a subscription", () => {
    const said = (sentence: string) => model({ '/': '<main><h1>Acme</h1></main>', '/about': `<main><h1>About Acme</h1><p>${sentence}</p></main>` });
    assert.equal(said('Acme starts at $0/month forever. Paid plans start at $249/year (Starter) and $449/year (Pro).'), 'Freemium');
    assert.equal(said('The Basic plan is 0 € im Monat; Profi kostet 12 € im Monat.'), 'Freemium');
    assert.equal(said('No contracts: $0 setup fee, then $29/month.'), 'Subscription');
    assert.equal(said('0 € Einrichtungsgebühr, danach 19 € / Monat.'), 'Subscription');
    assert.equal(said('Start at $0 for 14 days, then $9/month.'), 'Subscription');
  });

  it('given the product said to be free as a whole, and no price or paid part anywhere, then free', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free. No sign-up, no ads.</p>' }), 'Free');
    assert.equal(model({ '/': '<h1>Acme</h1><p>Free online pitch trainer and voice coach</p>' }), 'Free');
    assert.equal(
      model({
        '/': '<h1>Acme</h1><p>【完全無料・登録不要】AIが生成するポッドキャスト。</p><div class="pricing"><h3>完全無料プラン</h3><p>¥0 永久無料</p></div>',
      }),
      'Free',
    );
  });

  it("given a pricing page left from a template under another brand's copyright ('© Datafy. All rights reserved.'), then no model from its plans; the site's own or its maker's notice keeps them", () => {
    const plans = `<h1>Pricing plans</h1>${plan('Individual', '$0')}${plan('Small Teams', '$50')}${plan('Enterprise', '$200')}`;
    const home = '<h1>Kubernetes services</h1><p>Our engineers run your clusters.</p>';
    assert.equal(model({ '/': home, '/pricing': `${plans}<footer><p>© Datafy. All rights reserved.</p></footer>` }), null);
    assert.equal(model({ '/': home, '/pricing': `${plans}<footer><p>© 2017 Acme. All rights reserved.</p></footer>` }), 'Freemium');
    assert.equal(
      model({ '/': `${home}<footer><p>© 2017 Foundry Labs</p></footer>`, '/pricing': `${plans}<footer><p>© 2017 Foundry Labs</p></footer>` }),
      'Freemium',
    );
    assert.equal(model({ '/': home, '/pricing': `${plans}<footer><p>© 2017 All rights reserved.</p></footer>` }), 'Freemium');
    assert.equal(
      model({ '/': home, '/pricing': `${plans}<p>Every Acme plan can be cancelled at any time.</p><footer><p>© Datafy. All rights reserved.</p></footer>` }),
      'Freemium',
      'a page that names the site under a mistyped notice is still its own',
    );
  });

  it("given a pricing page that still holds the template's filler under its heading ('Our Pricing' / 'Lorem ipsum dolor sit amet'), then no model from its plans; the same plans under the site's own words are read", () => {
    const plans = `${plan('Basic', '€99', '/maand')}${plan('Premium', '€199', '/maand')}${plan('Advance', '€299', '/maand')}`;
    assert.equal(model({ '/pricing': `<h1>Our Pricing</h1><p>Lorem ipsum dolor sit amet, consectetur adipisicing elit.</p>${plans}` }), null);
    assert.equal(model({ '/pricing': `<h1>Our Pricing</h1><p>Fusce ac dui magna. Duis in rhoncus velit.</p>${plans}` }), null);
    assert.equal(model({ '/pricing': `<h1>Onze prijzen</h1><p>Kies het pakket dat bij je past.</p>${plans}` }), 'Subscription');
  });

  it("given users' words that name a price (a review card, a paragraph wholly in quotation marks), then no model from them; the site's own sentence stays", () => {
    const users = '<h2>What users say</h2>';
    assert.equal(model({ '/': `${users}<div class="user-review"><p>Cheaper than my streaming service at $4.99 per month!</p></div>` }), null);
    assert.equal(model({ '/': `${users}<p>“Best app ever, well worth the $3 per month.”</p>` }), null);
    assert.equal(model({ '/': `${users}<p>« Vaut bien ses 4,99 € par mois. »</p>` }), null);
    assert.equal(model({ '/': '<h2>Pricing</h2><p>Acme costs $4.99 per month, billed monthly.</p>' }), 'Subscription');
  });

  it('given a free trial, consultation or quote, a paid tier or a price elsewhere, then not free', () => {
    assert.equal(model({ '/': '<p>Acme is completely free for 30 days: start your trial.</p>' }), null);
    assert.equal(model({ '/': '<p>Your first consultation is completely free.</p>' }), null);
    assert.equal(model({ '/': '<p>Acme is completely free.</p><p>Upgrade to Premium for offline mode.</p>' }), null);
    assert.equal(model({ '/': '<p>Acme is free to use.</p><div class="price"><p>Pro</p><p>$4</p></div>' }), null);
  });

  it("given a free product whose page tells of the money the company raised ('Acme raises $5M seed round to grow its team', 'closed a $10M Series A'), then still free: a round is no price", () => {
    for (const news of ['Acme raises $5M seed round to grow its team — TechCrunch, March 12, 2024', 'We closed a $10M Series A in May.'])
      assert.equal(model({ '/': `<h1>Acme</h1><p>Acme is completely free.</p><section><h3>In the news</h3><p>${news}</p></section>` }), 'Free', news);
    // And a price beside the same words still is one
    assert.notEqual(model({ '/': '<h1>Acme</h1><p>Acme is completely free.</p><p>Teams pay $5 per month for sync.</p>' }), 'Free');
  });

  it("given free words under an event's or an offer's heading ('Free webinar: scaling support' over 'Free for everyone.', 'Kostenloser Workshop' over 'Die Teilnahme ist kostenlos.'), then not free: the event is; the same words under the product's heading still say it", () => {
    for (const [heading, line] of [
      ['Free webinar: scaling support', 'Join us on June 12 at 5pm CET. Free for everyone.'],
      ['Meetup in Berlin', 'Entry is completely free.'],
      ['Kostenloser Workshop', 'Die Teilnahme ist kostenlos.'],
      ['Atelier découverte', 'La participation est gratuite.'],
    ])
      assert.equal(model({ '/': `<h1>Acme</h1><p>Charts for teams.</p><section><h3>${heading}</h3><p>${line}</p></section>` }), null, heading);
    assert.equal(model({ '/': '<h1>Acme</h1><section><h3>Charts for teams</h3><p>Free for everyone.</p></section>' }), 'Free');
  });

  it('given "free from" or "free of" something ("your online experience is free from disruptions"), then not free; "free of charge" still is', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>We make sure that your online experience is free from disruptions caused by attackers.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Your feed is completely free of ads and trackers.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is free of charge for everyone.</p>' }), 'Free');
  });

  it("given a free tier said in words beside paid plan cards ('Free covers Flow and Focus.' over Monthly $6.99/mo, Annual, Lifetime), then freemium; a free trial said so stays a subscription", () => {
    const cards = `${plan('Monthly', '$6.99', '/mo')}${plan('Annual', '$34.99', '/yr')}`;
    assert.equal(
      model({ '/': `<h1>Acme</h1><section class="pricing"><h2>Pricing</h2><p>Free covers Flow and Focus. Pro unlocks Deep mode.</p>${cards}</section>` }),
      'Freemium',
    );
    assert.equal(
      model({ '/': `<h1>Acme</h1><section class="pricing"><h2>Pricing</h2><p>Free trial covers every mode for 7 days.</p>${cards}</section>` }),
      'Subscription',
    );
  });

  it("given the price section's lead saying the product starts free and is upgraded later ('Start free, upgrade when you're ready' over Premium $7.99/month), then freemium; 'Start your free trial' stays a subscription", () => {
    const cards = `${plan('Premium Monthly', '$7.99', '/month')}${plan('Premium Yearly', '$59.99', '/year')}`;
    assert.equal(
      model({ '/': `<h1>Acme</h1><section id="pricing"><h2>Simple, Transparent Pricing</h2><p>Start free, upgrade when you're ready</p>${cards}</section>` }),
      'Freemium',
    );
    assert.equal(
      model({ '/': `<h1>Acme</h1><section id="pricing"><h2>Simple, Transparent Pricing</h2><p>Start your free trial, cancel anytime</p>${cards}</section>` }),
      'Subscription',
    );
  });

  it("given paid plan cards and a feature table comparing a 'Free' column with a 'Pro' one ('Feature | Free | Pro'), then freemium: the free column is a plan; a table of paid plans alone stays a subscription", () => {
    const card = (name: string, price: string, sub: string) =>
      `<div class="price-card"><div class="plabel">${name}</div><div class="pnum">${price}</div><div class="psub">${sub}</div></div>`;
    const cards = `<div class="price-cards">${card('Monthly', '$4.99', 'per month, after your free 14 days')}${card('Annual', '$49.99', 'per year')}</div>`;
    const table = (a: string, b: string) =>
      `<div class="pro-table-wrap"><table class="pro-table"><thead><tr><th>Feature</th><th>${a}</th><th>${b}</th></tr></thead><tbody><tr><td>Reminders</td><td>Up to 3</td><td>Unlimited</td></tr></tbody></table></div>`;
    const page = (t: string) =>
      `<h1>Acme</h1><section id="pro"><div class="eyebrow">Pricing</div><h2>One price. Everything included.</h2>${cards}${t}</section>`;
    assert.equal(model({ '/': page(table('Free', 'Pro')) }), 'Freemium');
    assert.equal(model({ '/': page(table('Monthly', 'Annual')) }), 'Subscription');
  });

  it("given core tools said free beside fees taken as a share ('Core Tools: Completely Free', 'FlowPay 0.25% platform fee', 'a 1% commission'), then not free", () => {
    assert.equal(
      model({
        '/': '<h1>Acme</h1><p>DeFi tools on testnet.</p>',
        '/pricing':
          '<h1>Pricing</h1><h2>Core Tools: Completely Free</h2><p>No fee on staking.</p><h3>FlowPay</h3><p>0.25%</p><p>Taken once as a platform fee when a stream is created.</p>',
      }),
      null,
    );
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free to list.</p><p>We take a 1% commission on each sale.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free. 100% private.</p>' }), 'Free', 'a share that is no fee leaves it free');
  });

  it("given a waiting list said to be free to join ('Join the Waitlist — It's Free'), then no pricing model: the product is not out, its price unsaid", () => {
    for (const t of [
      "Join the Waitlist — It's Free",
      'Joining the waitlist is free.',
      'Trag dich in die Warteliste ein – es ist kostenlos',
      "Rejoignez la liste d'attente, c'est entièrement gratuit",
    ])
      assert.equal(model({ '/': `<h1>Acme</h1><p>The website that gets your shop found.</p><a class="btn">${t}</a>` }), null, t);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free. Join 2,000 teams.</p>' }), 'Free', 'a product said free stays free');
  });

  it('given a first session, lesson, meeting or call said to be free ("Il primo incontro è completamente gratuito"), then not free: the next ones are paid', () => {
    for (const t of [
      'Il primo incontro per le lezioni è completamente gratuito.',
      'The first lesson is completely free.',
      'Das erste Gespräch ist kostenlos.',
      'La première séance est entièrement gratuite.',
      'La primera clase es gratis.',
      'A primeira aula é gratuita.',
      'Het eerste gesprek is helemaal gratis.',
    ])
      assert.equal(model({ '/': '<h1>Acme</h1><p>Lezioni e assistenza informatica.</p>', '/prezzi': `<h1>Prezzi</h1><p>${t}</p>` }), null, t);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free. Every lesson, forever.</p>' }), 'Free', 'a product free as a whole stays free');
  });

  it('given a first month at 0 € as a launch offer beside monthly plans, then subscription: a first month free is a trial', () => {
    assert.equal(
      model({
        '/prijzen': `<h1>Prijzen</h1>${plan('Basis', '79 €/ maand')}${plan('Uitgebreid', '149 €/ maand')}<div class="price"><p><span>Jij betaalt de eerste maand</span><span>0 €</span></p></div>`,
      }),
      'Subscription',
    );
  });

  it('given an app free to download whose Pro tier is paid monthly, then freemium', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Free to download. Acme Pro unlocks everything for $4.99/month.</p>' }), 'Freemium');
  });

  it('given a price paid once, then one-time; a price per request, usage-based', () => {
    assert.equal(model({ '/': '<p>Pay once: $29 for a licence that never expires.</p>' }), 'One-time');
    assert.equal(model({ '/': '<p>Pay as you go: $1 per 1,000 requests.</p>' }), 'Usage-based');
  });

  it('given an open-source statement about the product, then open source; never one about the website itself', () => {
    assert.equal(model({ '/': '<p>Acme is free software released under the GNU General Public License.</p>' }), 'Open source');
    assert.equal(model({ '/': '<footer><p>Licensed under the MIT License.</p></footer>' }), 'Open source');
    assert.equal(model({ '/': '<p>This site (under the MIT licence) is maintained by volunteers.</p>' }), null);
    assert.equal(model({ '/': '<p>Acme is built on open source components.</p>' }), null);
    assert.equal(
      model({ '/': '<h1>Luna</h1><footer><p>Ficurinia theme for Hugo by Gabriele Musco. Licensed under GNU AGPLv3.</p></footer>' }),
      null,
      "a footer's credit line: the theme's licence",
    );
    assert.equal(model({ '/': '<h2>Open source project for calibrating displays and checking them.</h2>' }), 'Open source');
  });

  it("given a description that names open source as what a person or a firm specialises in ('Technologist and Maker specialising in Cloud, Open Source and Innovation.'), then no pricing model", () => {
    const described = (description: string) =>
      pricingOf(
        [
          digestPage(
            'https://acme.test/',
            `<html><head><title>Acme</title><meta name="description" content="${description}"></head><body><h1>Acme</h1></body></html>`,
          ),
        ],
        'Acme',
      )?.value ?? null;
    assert.equal(described('Technologist and Maker specialising in Cloud, Open Source and Innovation.'), null);
    assert.equal(described('A consultancy focused on open source databases.'), null);
    assert.equal(described('Acme is an open source project for calibrating displays.'), 'Open source');
  });

  it("given a project's worth in a portfolio and a period said of something else, then no pricing model", () => {
    assert.equal(
      model({ '/': '<p>Annual refurbishment programmes. Includes a library joint venture ($36M, three buildings) and 25-70 projects per year.</p>' }),
      null,
    );
    assert.equal(model({ '/': '<p>Our plans: the Pro plan costs $12 per month.</p>' }), 'Subscription');
  });

  it('given "2 months free" for paying a year ahead, then the lone free cells of its calendar are those months, not a free plan', () => {
    assert.equal(
      model({
        '/prijzen':
          '<h1>Prijzen</h1><div class="price"><div>2 maanden gratis</div><div>O</div><div>N</div><div>D</div><div>gratis</div><div>gratis</div><div>Jouw bedrag per maand</div><div>€62,50</div><div>Jaarlijks gefactureerd · €750 per jaar</div></div>',
      }),
      'Subscription',
    );
  });

  it("given a rival's price called too high in a comparison, then no pricing model; a price said not to be expensive stays the product's", () => {
    assert.equal(
      model({
        '/': '<h3>Other assistants</h3><ul><li>Closed ecosystem</li><li>Coût élevé — environ 30 €/utilisateur/mois, en plus de votre licence</li></ul>',
      }),
      null,
    );
    assert.equal(model({ '/': '<p>Expensive: about $30 per user per month on top of your suite.</p>' }), null);
    assert.equal(model({ '/': '<p>Not expensive: Acme Pro is $5 per month.</p>' }), 'Subscription');
  });

  it("given a template's plan table left in place, its features scrambled Latin ('Aida dere', 'Nec feugiat nisl'), then no pricing model from it", () => {
    const card = (name: string, price: string, features: string) =>
      `<div class="box"><h3>${name}</h3><h4>${price}<span> / month</span></h4><ul><li>${features}</li></ul></div>`;
    const table = (f: string) =>
      `<section id="pricing" class="pricing"><h2>Pricing</h2>${card('Free', '$0', f)}${card('Business', '$19', f)}${card('Developer', '$29', f)}</section>`;
    assert.equal(model({ '/': `<h1>Acme</h1>${table('Nec feugiat nisl aida dere')}` }), null);
    assert.equal(model({ '/': `<h1>Acme</h1>${table('Unlimited projects')}` }), 'Freemium');
  });

  it('given a service priced per session, a donation or a template page left over, then nothing', () => {
    assert.equal(model({ '/': '<div class="prices"><p>Massage 60 min</p><p class="price">55€</p><p>90 min</p><p class="price">80€</p></div>' }), null);
    assert.equal(model({ '/': '<p>Support the project with $5 per month on our donation page.</p>' }), null);
    assert.equal(
      pricingOf(
        [
          digestPage(
            'https://acme.test/pricing/',
            `<html><head><title>Pricing</title><meta name="description" content="this is meta description"></head><body>${plan('Basic', '$99')}${plan('Premium', '$199')}</body></html>`,
          ),
        ],
        'Acme',
      ),
      null,
    );
  });

  it('given a plan free for a number of days beside paid monthly plans, then subscription: those days are a trial', () => {
    assert.equal(
      model({ '/precios': `<h1>Precios</h1>${plan('Demo', '$0', '/15 días')}${plan('Básico', '$29', '/mes')}${plan('Pro', '$59', '/mes')}` }),
      'Subscription',
    );
  });

  it('given prices set per customer on a pricing page or in a line about prices, then contact sales; never a service sending its quotation', () => {
    assert.equal(
      model({ '/tarifs': '<h1>Tarifs</h1><p>Une approche tarifaire flexible : obtenez un devis personnalisé selon vos besoins.</p>' }),
      'Contact sales',
    );
    assert.equal(model({ '/': '<h1>Acme</h1><p>Enterprise plans: contact us for pricing.</p>' }), 'Contact sales');
    assert.equal(model({ '/': '<h1>Acme</h1><p>Preise auf Anfrage.</p>' }), 'Contact sales');
    assert.equal(model({ '/': '<h1>Acme</h1><p>Faremos uma avaliação e enviaremos um orçamento personalizado em até 24 horas.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Liever direct een offerte op maat?</p><footer><p>Pricing on request</p></footer>' }), null);
  });

  it('given money paid to the reader (a wage, an allowance) or "once" that is no payment, then no pricing model', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Military training counts. GI Bill pays $1,500–$3,000+/month on top of your wages.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Once approved, a veteran can apply for a housing allowance ($1,500/month).</p>' }), null);
    assert.equal(
      model({ '/': '<h1>Acme</h1><p>O valor máximo de faturamento do MEI é de R$ 81.000,00 por ano.</p><p>Um serviço pago com valor mensal de R$19,90.</p>' }),
      'Subscription',
    );
    assert.equal(model({ '/': '<h1>Acme</h1><p>Buy a licence once for $79; updates for a year are included.</p>' }), 'One-time');
  });
  it('given a fee waived beside the plans ("Costo disdetta €0", "$0 setup fee"), then no free plan: the plans paid monthly are a subscription', () => {
    assert.equal(
      model({
        '/prezzi': `<h1>Prezzi</h1>${plan('Starter', '€29', '/mese')}${plan('Pro', '€59', '/mese')}<div><div>Costo disdetta</div><div>€0</div><div>per disdire, in qualsiasi momento</div></div>`,
      }),
      'Subscription',
    );
    assert.equal(
      model({ '/pricing': `<h1>Pricing</h1>${plan('Team', '$29')}${plan('Business', '$79')}<div class="price"><p>$0 setup fee</p></div>` }),
      'Subscription',
    );
    assert.equal(model({ '/pricing': `<h1>Pricing</h1>${plan('Free', '$0', '/month · no setup fee')}${plan('Pro', '$12')}` }), 'Freemium');
  });

  it('given paid-once packages priced with Swiss or French thousands separators ("3\'000 CHF", "2 000 €"), then one-time: no zero price is read from them', () => {
    assert.equal(
      model({ '/preise': `<h1>Preise</h1><p>Basic: 1'500 CHF einmalig</p><p>Premium: 3'000 CHF einmalig</p><p>Enterprise: 5'000 CHF einmalig</p>` }),
      'One-time',
    );
    assert.equal(
      model({ '/tarifs': `<h1>Tarifs</h1>${plan('Essentiel', '900 €', 'paiement unique')}${plan('Complet', '2 000 €', 'paiement unique')}` }),
      'One-time',
    );
  });

  it('given a plan at zero paid for as it is used ("€ 0/mese · solo a consumo") beside paid monthly plans, then subscription: it is no free plan', () => {
    assert.equal(
      model({
        '/prezzi': `<h1>Prezzi</h1>${plan('Solo', '€ 0', '/mese · solo a consumo')}${plan('Micro', '€ 59', '/mese')}${plan('Piccola', '€ 149', '/mese')}`,
      }),
      'Subscription',
    );
    assert.equal(model({ '/prezzi': `<h1>Prezzi</h1>${plan('Free', '€ 0', '/mese')}${plan('Micro', '€ 59', '/mese')}` }), 'Freemium');
  });

  it("given an implementation paid once before a monthly charge by the minute ('Jednorazowe wdrożenie 5 000 – 25 000 zł' + 'Miesięczne utrzymanie, rozliczenie minutowe'), then not one-time", () => {
    assert.notEqual(
      model({
        '/cennik':
          '<h1>Cennik</h1><div><h3>Jednorazowe wdrożenie</h3><p>5 000 – 25 000 zł</p><p>Konfiguracja agenta AI</p></div><div><h3>Miesięczne utrzymanie</h3><p>rozliczenie minutowe</p><p>Bez abonamentu</p></div>',
      }),
      'One-time',
    );
    assert.notEqual(
      model({
        '/pricing': '<h1>Pricing</h1><div><h3>One-time implementation</h3><p>$4,000</p></div><div><h3>Platform</h3><p>$0.09 per minute of calls</p></div>',
      }),
      'One-time',
    );
  });

  it("given a price the makers plan ('Future premium features are planned around a transparent adaptive pricing philosophy from $1 to $20 per month'), then no pricing model from it", () => {
    assert.equal(
      model({
        '/': '<h1>Can I afford this?</h1><p>Future premium features are planned around a transparent adaptive pricing philosophy from $1 to $20 per month.</p>',
      }),
      null,
    );
  });

  it("given a free extra with what it is worth ('inkl. Ladestation im Wert von 149 € gratis', 'a $49 value, free'), then no pricing model from it", () => {
    assert.equal(model({ '/': '<h1>Hörgeräte in Mayen</h1><p>Jetzt: inkl. Ladestation im Wert von 149 € gratis</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme Course</h1><p>Bonus workbook (a $49 value), free with every signup.</p>' }), null);
  });

  it('given a joining fee paid once beside prices per month ("einmalig eine Anmeldegebühr von 49,90 €"), then not one-time', () => {
    assert.notEqual(
      model({
        '/preise': `<h1>Preise</h1><p>Bei Abschluss einer Mitgliedschaft fällt einmalig eine Anmeldegebühr von 49,90 € an, inklusive einem T-Shirt. Alle Preise verstehen sich pro Monat, zahlbar im Voraus.</p>`,
      }),
      'One-time',
    );
    assert.equal(
      model({ '/pricing': '<h1>Pricing</h1><p>Lifetime license $199. No setup fee.</p>' }),
      'One-time',
      'a fee said not to exist leaves the price paid once',
    );
  });

  it('given a plan whose price cell says "Free" after its name beside paid monthly plans, then freemium', () => {
    assert.equal(model({ '/pricing': `<h1>Pricing</h1>${plan('Self-hosted', 'Free', 'forever')}${plan('Cloud', '$20')}` }), 'Freemium');
    assert.equal(model({ '/pricing': `<h1>Pricing</h1>${plan('Starter', 'Free', 'trial for 14 days')}${plan('Cloud', '$20')}` }), 'Subscription');
  });

  it('given a price paid once said in Italian, French, Spanish or German ("€49,90 una volta", "payez une seule fois"), then one-time; once a month is a period', () => {
    assert.equal(model({ '/prezzi': '<h1>Prezzo</h1><p>Nessun abbonamento.</p><p>€49,90 una volta · IVA inclusa</p><div>Acquista</div>' }), 'One-time');
    assert.equal(model({ '/': "<h1>Acme</h1><p>Payez une seule fois 39 €, c'est tout.</p>" }), 'One-time');
    assert.equal(model({ '/': '<h1>Acme</h1><p>Nur einmal zahlen: 49 € für immer.</p>' }), 'One-time');
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme Pro: paghi 5 € una volta al mese.</p>' }), 'Subscription');
  });

  it("given money saved, spent or budgeted, or another product's price, then no pricing model from it", () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Teams save on average $1,200 per year in wasted licences.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>The average person spends $273 per month on subscriptions.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Set a budget of $200 per month for groceries and see where it goes.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Other tools charge $99/month for the same features.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Stop paying an agency instead of $300/month.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><ul><li>Track subscriptions like Netflix ($15.49/month) and Spotify.</li></ul>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Refer a friend and you both get $20 per month in credit.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme costs $9 per month for unlimited projects.</p>' }), 'Subscription');
  });
  it('given what outside providers cost, estimated ("~$3.30/mo", "costs about $5/month"), on a site of a product said to be free and open source, then open source', () => {
    assert.equal(
      model({
        '/': '<h1>Acme</h1><p>Voice input for Mac. Acme is free and open source.</p>',
        '/pricing': `<h1>Provider Pricing</h1><p>You bring your own API keys and pay your providers directly.</p>${plan('Free combo', '$0', '/mo')}${plan('Budget', '~$0.66', '/mo')}${plan('Premium', '~$6.80', '/mo')}`,
      }),
      'Open source',
    );
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free.</p><p>Running it on a small server costs about $5/month.</p>' }), 'Free');
  });

  it('given a plan change priced at 0 € beside monthly plans, then subscription', () => {
    assert.equal(
      model({
        '/pricing': `<h1>Pricing</h1>${plan('Lite', '€400', '/ month')}${plan('Standard', '€880', '/ month')}${plan('Plan Changes', '€0', '/ remote, any time')}`,
      }),
      'Subscription',
    );
  });
  it('given a free start that a trial explains ("Start for free, then $9/month after your 14-day trial"), then subscription; a free plan said beside a trial stays freemium', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Start for free, then $9/month after your 14-day trial.</p>' }), 'Subscription');
    assert.equal(model({ '/': '<h1>Acme</h1><p>Free plan forever, or try Pro free for 14 days, then $9/month.</p>' }), 'Freemium');
  });

  it('given an app free to download that sells in-app purchases, then not free; one that says it has none stays free', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is free to download and offers in-app purchases.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free, with no in-app purchases.</p>' }), 'Free');
  });

  it("given tiers on a page that asks for support, a host's prices the site recommends, or a product free during its beta, then no pricing model from them", () => {
    assert.equal(model({ '/support': `<h1>Support us</h1>${plan('Friend', '$5')}${plan('Patron', '$20')}` }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>We recommend Hetzner: their servers start at €4.51/month.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is free while in beta.</p>' }), null);
  });
  it('given open source asked about, denied, meant as intelligence (OSINT), or offered as a service, then no open-source model', () => {
    assert.equal(
      model({ '/': '<h1>Acme</h1><details><summary>Is Acme open source?</summary><p>No, Acme is not open source, but our SDK is.</p></details>' }),
      null,
    );
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme ist nicht Open Source.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is an OSINT tool that gathers open-source intelligence.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>We help companies adopt open source software.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is the open source alternative to Notion.</p>' }), 'Open source');
  });
  it("given open source said of something the product names, not of the product itself, then no open-source model; the product's own statement still counts", () => {
    // Given a brand whose first word is a common word, when a sentence uses that word of something else
    assert.equal(model({ '/': '<h1>Data Studio</h1><p>Your data is stored in an open-source database you control.</p>' }, 'Data Studio'), null);
    // Given the brand inside another word ("start" holds "Art")
    assert.equal(model({ '/': '<h1>Art</h1><p>The starter kit is open source.</p>' }, 'Art'), null);
    // Given the product named, then another subject that is open source
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme runs on PostgreSQL, which is open source.</p>' }), null);
    // Then the product's own statements still do, its name whole or without its web ending
    assert.equal(model({ '/': '<h1>Data Studio</h1><p>Data Studio is free and open source.</p>' }, 'Data Studio'), 'Open source');
    assert.equal(model({ '/': "<h1>Acme</h1><p>Acme's source code is released under the MIT license.</p>" }), 'Open source');
    assert.equal(model({ '/': '<h1>Backbone.js</h1><p>Backbone is an open-source component of DocumentCloud.</p>' }, 'Backbone.js'), 'Open source');
  });

  it('given a product free only for some, for a while or to try ("free for nonprofits", "free for personal use", "gratuit pendant 14 jours", "free to try"), then not free', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is free for nonprofits and schools.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is free for personal use.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme est gratuit pendant 14 jours.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is free to try.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is free for everyone.</p>' }), 'Free');
  });

  it("given an open-source project's sponsor tiers on its homepage ('Backer $2 / month' under 'Sponsors', 'Support the project'), then no subscription: gifts to a project are not its plans; its licence still says open source", () => {
    const home = (section: string) =>
      model({
        '/': `<header><h1>Acme</h1><p>A tiny date library for JavaScript.</p></header><main><h2>Install</h2><pre>npm install acme</pre><h2>${section}</h2><p>Acme is MIT licensed and free.</p><div class="tiers"><div class="tier"><h3>Backer</h3><p>$2 / month</p></div><div class="tier"><h3>Gold</h3><p>$100 / month</p></div></div></main>`,
      });
    assert.equal(home('Sponsors'), 'Open source');
    assert.equal(home('Support the project'), 'Open source');
    assert.equal(home('Plans'), 'Subscription');
  });

  it("given a licence named with its version ('GPLv3', 'GPLv2+'), a Portuguese, Italian or Dutch 'free software', or the source code's licence, then open source; the website's own licence still says nothing", () => {
    // Given a project's homepage that states its licence in one of these ways
    const home = (line: string) => model({ '/': `<h1>Acme</h1><p>A small music player for the console.</p>${line}` });
    // When the pricing is read, then open source
    for (const line of [
      '<footer><p>Distributed under the GPLv3.</p></footer>',
      '<footer><p>Acme is licensed under the GPLv2+.</p></footer>',
      '<p>Acme é software livre e de código aberto.</p>',
      '<p>Acme è software libero.</p>',
      '<p>Acme is vrije software.</p>',
      '<p>The source code is available on GitHub under the BSD 3-Clause license.</p>',
    ])
      assert.equal(home(line), 'Open source', line);
    // And the website's or its content's licence, or a dual licence, says nothing of the product's
    assert.equal(home('<footer><p>This site is released under the GPLv3.</p></footer>'), null);
    assert.equal(home('<p>The source code of this website is available under the MIT license.</p>'), null);
    assert.equal(home('<p>Available under a commercial licence; a GPL version exists for the free edition.</p>'), null);
  });

  it("given a product said to be proprietary while a part of it is open ('Acme is proprietary software; the SDK is open source', '…, but the SDK is …', 'aber das SDK ist Open Source'), then not open source; 'Acme is fast, private and open source' still is", () => {
    // Given a homepage whose sentence names the product, then opens another clause about a part
    const home = (line: string) => model({ '/': `<h1>Acme</h1><p>A note-taking app.</p><p>${line}</p>` });
    // When the pricing is read, then the part's licence is not the product's
    assert.equal(home('Acme is proprietary software; the SDK is open source.'), null);
    assert.equal(home('Acme is proprietary software, but the SDK is open source.'), null);
    assert.equal(home('Acme ist proprietär, aber das SDK ist Open Source.'), null);
    // And a list of the product's own traits still says it
    assert.equal(home('Acme is fast, private and open source.'), 'Open source');
  });

  it("given tiers under a call to support the project by name whose section speaks of donations ('Support Acme', 'Unterstütze Acme'), then no subscription; the same heading over plans with no donation still is one", () => {
    // Given a project's homepage with its licence and a support section by the project's name
    const home = (heading: string, note: string) =>
      model({
        '/': `<h1>Acme</h1><p>Acme is free software released under the GPL.</p><section><h2>${heading}</h2><div><h3>Backer</h3><p>$5 / month</p></div><div><h3>Patron</h3><p>$100 / month</p></div><p>${note}</p></section>`,
      });
    // When the pricing is read, then the licence, not the tiers
    assert.equal(home('Support Acme', 'Donations go through Open Collective.'), 'Open source');
    assert.equal(home('Unterstütze Acme', 'Alle Spenden fließen in das Hosting.'), 'Open source');
    // And without a word of donation the tiers are plans
    assert.equal(home('Support Acme', 'Cancel at any time.'), 'Subscription');
  });

  it("given an open-source product with paid support beside it ('Support contracts from €1,200 per year', a price under 'Commercial support'), then open source: the support's price is not the product's; without the licence, the price is read", () => {
    const licence = '<p>Acme Player is free and open source software, released under the GPL.</p>';
    const site = (about: string, support: string) =>
      model({ '/': `<h1>Acme Player</h1><p>A music player for Linux, macOS and Windows.</p>${about}${support}` });
    assert.equal(site(licence, '<h2>Need help?</h2><p>Support contracts from €1,200 per year.</p>'), 'Open source');
    assert.equal(site(licence, '<h2>Commercial support</h2><p>From €1,200 per year for companies.</p>'), 'Open source');
    assert.equal(site('', '<h2>Commercial support</h2><p>From €1,200 per year for companies.</p>'), 'Subscription');
    assert.equal(site(licence, '<h2>Acme Player Pro</h2><p>€12 per year for the pro edition.</p>'), 'Subscription');
  });

  it("given a CSS framework's docs that render a sample pricing card ('Pro $29/mo' inside an example), then no subscription: a sample is not the framework's price; the same cards outside an example are read", () => {
    const cards = '<div class="card"><h3>Starter</h3><p class="price">$9/mo</p></div><div class="card"><h3>Pro</h3><p class="price">$29/mo</p></div>';
    const docs = (cls: string) =>
      model({
        '/': `<h1>Acme CSS</h1><p>A classless CSS framework.</p><h2>Cards</h2><div class="${cls}">${cards}</div><footer>Acme CSS is MIT licensed.</footer>`,
      });
    assert.equal(docs('example'), 'Open source');
    assert.equal(docs('bd-example'), 'Open source');
    assert.equal(docs('demo'), 'Open source');
    assert.equal(docs('pricing-cards'), 'Subscription');
  });

  it("given a library's demo page ('Live demo — Acme', 'Acme | Examples') whose sample modal says 'Only $5 per month', then no subscription: the sample's price; a page not titled a demo is read", () => {
    const demo = (title: string) =>
      pricingOf(
        [
          digestPage(
            'https://acme.test/',
            `<html><head><title>${title}</title></head><body><h1>Acme</h1><p>Click the button to open a modal.</p><div class="modal"><h2>Join our newsletter!</h2><p>Premium access: only $5 per month.</p></div></body></html>`,
          ),
        ],
        'Acme',
      )?.value ?? null;
    assert.equal(demo('Live demo — Acme'), null);
    assert.equal(demo('Acme | Examples'), null);
    assert.equal(demo('Acme — Premium newsletters'), 'Subscription');
  });

  it('given a library\'s docs that give leave ("feel free to use relative units", "Feel free to download the examples"), then not free: leave is no price', () => {
    const docs = (line: string) =>
      model({ '/': `<h1>Acme Lightbox</h1><p>A responsive lightbox script.</p><h2>Sizing</h2><p>Acme does not fix the size - ${line}</p>` });
    assert.equal(docs("feel free to use relative units like EM's or resize it with CSS."), null);
    assert.equal(docs('Feel free to download the examples and change them.'), null);
    assert.equal(docs('and it is free to use for everyone.'), 'Free');
  });

  it('given a part of the product said to be open source, a paid edition beside a free one, or a wage, then no pricing model from them', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>The Acme CLI is open source.</p>' }), null);
    assert.equal(model({ '/': "<h1>Acme</h1><p>Acme's SDKs are released under the MIT license.</p>" }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme Community Edition is free. The Enterprise Edition adds SSO.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>We pay engineers $120,000 per year.</p>' }), null);
    // Then the product's own statement still counts.
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is open source.</p>' }), 'Open source');
    assert.equal(model({ '/': '<h1>Acme</h1><p>Every Acme plugin is MIT-licensed.</p>' }), 'Open source');
    assert.equal(
      pricingOf([digestPage('https://acme.test/', '<html><head><title>Acme CLI</title></head><body><p>The Acme CLI is open source.</p></body></html>')], 'Acme')
        ?.value,
      'Open source',
    );
  });

  it('given prices not set yet ("Pricing coming soon. Contact us for early access pricing"), then not contact sales', () => {
    assert.equal(model({ '/pricing': '<h1>Pricing</h1><p>Pricing coming soon. Contact us for early access pricing.</p>' }), null);
  });

  it('given money a job pays or a perk gives ("$4,000/year for certifications", a learning budget), then no pricing model', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>We give every engineer $4,000/year for certifications.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><h2>Perks</h2><ul><li>Learning budget: €1,000 per year</li><li>Gehalt: 60.000 € pro Jahr</li></ul>' }), null);
  });

  it('given a product priced in words a job ad also uses (conferences, certification, full-time support, per employee), then its model is read', () => {
    assert.equal(model({ '/pricing': '<h1>Pricing</h1><p>Unlimited conferences for $12/month.</p>' }), 'Subscription');
    assert.equal(model({ '/pricing': '<h1>Pricing</h1><p>Certification prep courses: $29 per month.</p>' }), 'Subscription');
    assert.equal(model({ '/pricing': '<h1>Pricing</h1><p>Full-time support included: $49 per month.</p>' }), 'Subscription');
    assert.equal(model({ '/pricing': '<h1>Pricing</h1><p>Payroll for $6 per employee per month.</p>' }), 'Subscription');
  });

  it('given a product that helps people, priced by the month ("Acme te ayuda a vender más", "pour vous donner accès"), then its model is read', () => {
    assert.equal(model({ '/pricing': '<h1>Precios</h1><p>Acme te ayuda a vender más: 19 € al mes.</p>' }), 'Subscription');
    assert.equal(model({ '/pricing': '<h1>Tarifs</h1><p>Pour vous donner accès à tout : 9 € par mois.</p>' }), 'Subscription');
    assert.equal(model({ '/pricing': '<h1>Prijzen</h1><p>Acme helpt u met uw boekhouding voor €9 per maand.</p>' }), 'Subscription');
  });

  it('given a careers page that names a salary, then no pricing model', () => {
    assert.equal(
      model({ '/': '<h1>Acme</h1><p>Boards for teams.</p>', '/careers': '<h1>Join us</h1><p>Senior engineer, $150,000 per year, remote.</p>' }),
      null,
    );
  });

  it('given money the state or an insurer gives ("eine gesetzliche Leistung der Pflegeversicherung in Höhe von 131 € pro Monat"), then no pricing model', () => {
    assert.equal(
      model({
        '/': '<h1>Alltagshilfe Acme</h1><p>Der Entlastungsbetrag ist eine gesetzliche Leistung der Pflegeversicherung in Höhe von 131 € pro Monat.</p>',
      }),
      null,
    );
    assert.equal(model({ '/': '<h1>Acme Care</h1><table><tr><td>Entlastungsbetrag § 45b SGB XI</td><td>131 € /Monat</td></tr></table>' }), null);
    assert.equal(model({ '/': '<h1>Acme Solar</h1><p>Homeowners can claim a government grant of up to $5,000 per year.</p>' }), null);
  });

  it('given money a person is paid ("They get $1,500–$3,000+/month", "earn up to $500 a month"), then no pricing model', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Veterans apply for the GI Bill. They get $1,500–$3,000+/month.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Refer friends and earn up to $500 a month.</p>' }), null);
  });

  it("given a business's own volume told as its story ('was doing $500,000 a year', '$150 million in total construction sales'), then no pricing model", () => {
    assert.equal(
      model({
        '/': '<h1>Acme</h1><p>Carolyn did not study this industry from the outside. The company was doing $500,000 a year when she walked in. Over the 18 years that followed she drove more than $150 million in total construction sales.</p>',
      }),
      null,
    );
    assert.equal(model({ '/': '<h1>Acme</h1><p>Our clients have closed over $2 million in new deals per year since switching.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Josh, a founding engineer at Wish, helped scale it to 100M+ users and $2B in sales per year.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Starter is $29 a month; the Pro plan is $99 a month.</p>' }), 'Subscription');
  });

  it('given a free consultation beside hourly fees ("Consulta inicial gratuita. Tarifas desde 90 € por hora"), then not freemium: a free consultation is no free plan', () => {
    assert.notEqual(model({ '/': '<h1>García Abogados</h1><p>Consulta inicial gratuita. Tarifas desde 90 € por hora.</p>' }), 'Freemium');
    assert.notEqual(
      model({
        '/': '<h1>Acme</h1><p>Yes. The first workflow-fit conversation is free. The $999 assessment begins only after you agree to its fixed scope.</p>',
      }),
      'Freemium',
      'a free first conversation beside a paid assessment',
    );
    assert.equal(
      model({ '/': '<h1>Acme</h1><p>Free plan: unlimited conversations with your tutor. Pro costs $9/month.</p>' }),
      'Freemium',
      "a chat app's free plan of conversations stays a free plan",
    );
  });

  it('given a free account beside paid monthly plans, then still freemium', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Create a free account. Pro costs $9/month.</p>' }), 'Freemium');
  });

  it('given a donation by the month to a nonprofit ("Met €25 per maand helpt u een gezin", "Word vriend voor €5 per maand"), then no pricing model', () => {
    assert.equal(
      model({
        '/': '<h1>Stichting Voedselhulp</h1><h2>Doneer</h2><p>Met €25 per maand helpt u een gezin een maand lang.</p><p>Word vriend voor €5 per maand.</p>',
      }),
      null,
    );
  });

  it('given a free extra beside a monthly or nightly price ("Dominio gratis el primer año", "Parcheggio gratuito"), then not freemium', () => {
    assert.equal(model({ '/': '<h1>Acme Hosting</h1><p>Planes desde 3,99 € al mes. Dominio gratis el primer año.</p>' }), 'Subscription');
    assert.notEqual(model({ '/': '<h1>Hotel Sole</h1><p>Parcheggio gratuito. Camere da 89 € a notte.</p>' }), 'Freemium');
  });
  it('given plans with no price and a free entry at a zero price ("✅ Ingresso gratuito (€0)"), then not freemium: €0 is the free offer, not a paid one', () => {
    assert.notEqual(
      model({
        '/prezzi': `<h1>Prezzi</h1>${plan('Team Base', 'Richiedi info', '')}${plan('Enterprise', 'Contattaci', '')}<h2>Programma Partner</h2><ul><li>✅ Ingresso gratuito (€0)</li><li>✅ Formazione inclusa</li></ul>`,
      }),
      'Freemium',
    );
  });
  it('given a price only in a blog post about another tool ("Notion costs $10 per month." on /blog/notion-review), then no pricing model', () => {
    assert.equal(
      model({
        '/': '<main><h1>Acme</h1><p>Boards for teams.</p></main>',
        '/blog/notion-review': '<main><h2>Our review of Notion</h2><p>Notion costs $10 per month.</p></main>',
      }),
      null,
    );
  });

  it('given a free plan said in Korean, Traditional Chinese or Polish beside paid monthly plans ("무료" beside "₩9,900/월", "Darmowy" beside "29 zł/mies."), then freemium, not subscription', () => {
    assert.equal(
      model({ '/pricing': `<h1>요금제</h1>${plan('Basic', '무료', '')}${plan('Pro', '₩9,900/월', '')}${plan('Team', '₩19,900/월', '')}` }),
      'Freemium',
    );
    assert.equal(model({ '/pricing': `<h1>方案</h1>${plan('Basic', '免費', '')}${plan('Pro', 'NT$150/月', '')}` }), 'Freemium');
    assert.equal(
      model({ '/pricing': `<h1>Cennik</h1>${plan('Basic', 'Darmowy', '')}${plan('Pro', '29 zł/mies.', '')}${plan('Team', '59 zł/mies.', '')}` }),
      'Freemium',
    );
  });

  it('given a free trial said in Korean ("14일 무료 체험") beside paid monthly plans, then subscription: a trial is not a free plan', () => {
    assert.equal(
      model({ '/pricing': `<h1>요금제</h1>${plan('Trial', '14일 무료 체험', '')}${plan('Pro', '₩9,900/월', '')}${plan('Team', '₩19,900/월', '')}` }),
      'Subscription',
    );
  });

  it('given a person\'s hourly rate or a delivery fee per order ("We charge €60 per hour", "Cleaning €25 per hour", "Delivery: €5 per order"), then no pricing model: a service\'s rate is no usage-based plan', () => {
    for (const line of ['We charge €60 per hour.', 'Cleaning €25 per hour', 'Delivery: €5 per order'])
      assert.equal(model({ '/': `<main><h1>Acme</h1><p>${line}</p></main>` }), null, line);
  });

  it('given a machine\'s work priced by the hour or the minute ("€0.50 per hour of GPU time", "$0.006 per minute of audio"), then usage-based', () => {
    assert.equal(model({ '/': '<main><h1>Acme</h1><p>GPUs cost €0.50 per hour of GPU time.</p></main>' }), 'Usage-based');
    assert.equal(model({ '/': '<main><h1>Acme</h1><p>Transcription costs $0.006 per minute of audio.</p></main>' }), 'Usage-based');
  });
  it("given a shop's basket widget beside yearly licences ('Cart $0.00', 'Ihr Warenkorb ist leer. Gesamt € 0,00'), then its empty total is no free plan", () => {
    const plans = `${plan('Personal', '$49', 'per year')}${plan('Business', '$99', 'per year')}`;
    assert.equal(model({ '/pricing': `<header><a href="/cart">Cart</a><span>$0.00</span></header><h1>Pricing</h1>${plans}` }), 'Subscription');
    assert.equal(model({ '/pricing': `<h1>Preise</h1><div><p>Ihr Warenkorb ist leer.</p><p>Gesamt € 0,00</p></div>${plans}` }), 'Subscription');
  });

  it("given what free users get beside a paid subscription ('Free users can encrypt 1 photo per day. Premium subscription ($9.99/month) removes all limits.'), then freemium", () => {
    assert.equal(
      model({ '/': '<h1>Acme</h1><p>Free users can encrypt 1 photo per day. Premium subscription ($9.99/month or $99.99/year) removes all limits.</p>' }),
      'Freemium',
    );
    assert.equal(model({ '/': '<h1>Acme</h1><p>Premium subscription ($9.99/month or $99.99/year) removes all limits.</p>' }), 'Subscription');
  });

  it("given a free first call or meeting, with or without a price ('La prima chiamata è gratuita, dura 30 minuti', 'Das erste Gespräch ist kostenlos', 'La primera reunión es gratis'), then no free plan: the product's price is not said", () => {
    for (const said of [
      'La prima chiamata è gratuita, dura 30 minuti e non ti impegna a nulla.',
      'Das erste Gespräch ist kostenlos.',
      'La primera reunión es gratis.',
    ])
      assert.equal(model({ '/contact.html': `<h1>Acme</h1><p>${said}</p>` }), null, said);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Acme is completely free.</p>' }), 'Free');
  });

  it('given a free pick-up, site visit or tasting beside a price ("Abholung ab Hof kostenlos", "Sopralluogo gratuito su appuntamento"), then no free plan', () => {
    assert.equal(model({ '/': '<h1>Acme</h1><p>Menu nozze a partire da 130 € a persona. Sopralluogo gratuito su appuntamento.</p>' }), null);
    assert.equal(model({ '/': '<h1>Acme</h1><p>Honig-Abo 7,00 € im Monat. Abholung ab Hof kostenlos.</p>' }), 'Subscription');
  });

  it("given a homepage's plans under a heading that speaks of prices, in markup whose class names say nothing (a free card at $0 beside a one-time purchase), then freemium, not one-time from the paid card alone", () => {
    const page = (heading: string) =>
      `<h1>Acme</h1><h2 class="x1">${heading}</h2><div class="x2"><p>Acme Free</p><p>$0</p><p>No sign-up, no limits.</p></div><div class="x3"><p>One-time purchase</p><p>US$19.99 once</p></div>`;
    for (const heading of ['Real results, free — one price.', 'Simple pricing', 'Unsere Preise', 'Nos tarifs'])
      assert.equal(model({ '/': page(heading) }), 'Freemium', heading);
  });
});
