import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { foundersOf } from './founders.ts';

const founders = (body: string, path = '/', head = '', brand = 'Acme') =>
  foundersOf([digestPage(`https://acme.test${path}`, `<html><head>${head}</head><body>${body}</body></html>`)], brand).map((f) => f.value.name);

describe('who founded or made the product', () => {
  it("given an about page's figures ('100%' over 'Code Ownership') right above the eyebrow 'About the Founder' over the founder's name, then the founder alone: the eyebrow is no one's role", () => {
    assert.deepEqual(
      founders(
        '<main><div class="stats"><div>85%</div><div>Average Time Saved</div><div>100%</div><div>Code Ownership</div></div><div class="eyebrow">About the Founder</div><h1>Daniel Knight</h1><p>Founder &amp; Systems Architect at Acme</p></main>',
        '/about.html',
      ),
      ['Daniel Knight'],
    );
  });

  it("given a card's heading that sets the role under the name inside it ('<h3>Jane Roe<br><small>Co-founder &amp; CEO</small></h3>'), then the founder; a heading of a founder's story names no one", () => {
    assert.deepEqual(
      founders(
        '<h2>Team</h2><div class="team"><div><h3>Jane Roe<br><small>Co-founder &amp; CEO</small></h3></div><div><h3>John Doe<br><small>CTO</small></h3></div></div>',
        '/team.html',
      ),
      ['Jane Roe'],
    );
    assert.deepEqual(founders('<h2>Team</h2><h3>Founder Friday Recap</h3>', '/team.html'), []);
  });

  it("given a founder named in short in one place and in full in another ('Salah Mahdi' over 'Gründer', 'Salah Mahdi Saleh, Gründer & Inhaber'), then one founder, named in full", () => {
    assert.deepEqual(
      founders(
        '<h1>Über uns</h1><h2>Salah Mahdi<br>Gründer &amp; Ihr Ansprechpartner</h2><p>Salah Mahdi Saleh, Gründer &amp; Inhaber MS Fußbodenheizung</p>',
        '/ueber-uns.html',
        '',
        'MS Fußbodenheizung',
      ),
      ['Salah Mahdi Saleh'],
    );
  });

  it("given a team card whose name is set in capitals ('BARTEK JASIŃSKI' over 'Prezes i założyciel Fundacji') or greets with an emoji ('Jane Roe 👋'), then the founder, written as a person writes the name", () => {
    assert.deepEqual(
      founders('<h1>O nas</h1><div class="bio-title"><h2>BARTEK JASIŃSKI</h2><span class="role">Prezes i założyciel Fundacji</span></div>', '/o-nas.html'),
      ['Bartek Jasiński'],
    );
    assert.deepEqual(
      founders('<h2>Team</h2><div class="team"><div><h3>Jane Roe 👋</h3><p>Founder</p></div><div><h3>John Doe</h3><p>CTO</p></div></div>', '/team.html'),
      ['Jane Roe'],
    );
  });

  it("given a description whose capitalised words before a comma go on in a clause about the founder ('Strategy. Design. Intelligent Automation, meet the studio and its founder.'), then no founder from them; a name with its role after the comma still is one", () => {
    const head = (d: string) => `<meta property="og:description" content="${d}">`;
    assert.deepEqual(founders('<p>x</p>', '/about.html', head('Strategy. Design. Intelligent Automation, meet the studio and its founder.')), []);
    assert.deepEqual(founders('<p>x</p>', '/about.html', head('Lisboa Digital, conheça o estúdio e a sua fundadora.')), []);
    assert.deepEqual(founders('<p>x</p>', '/about.html', head('Jane Doe, the founder of Acme, designs every tool.')), ['Jane Doe']);
    assert.deepEqual(founders('<ul><li>Jane Doe, co-founder &amp; CEO</li></ul>', '/team.html'), ['Jane Doe']);

    it("given someone said to have founded a company the site never signs with ('Jane Roe founded Initech in 2001') or anyone's founding under an advisors' heading, then no founder; founding the brand, the company or in a year still makes one", () => {
      // Given an advisor's line, or the same sentence in the page's body, when the founders are read, then none
      assert.deepEqual(founders('<h1>Acme</h1><section><h3>Our advisors</h3><p>Jane Roe founded Initech in 2001 and sold it in 2015.</p></section>'), []);
      assert.deepEqual(founders('<h1>Acme</h1><p>Jane Roe founded Initech in 2001 and sold it in 2015.</p>'), []);
      assert.deepEqual(founders('<h1>Acme</h1><p>Max Muster gründete die Globex GmbH 1998.</p>'), []);
      // And the brand's founder, the company's, or a founding in a year stays one; a title the site signs with names the brand too
      assert.deepEqual(founders('<h1>Acme</h1><p>Jane Doe founded Acme in 2019.</p>'), ['Jane Doe']);
      assert.deepEqual(founders('<h1>Acme</h1><p>Jane Doe founded the company in 2019.</p>'), ['Jane Doe']);
      assert.deepEqual(founders('<h1>Acme</h1><p>Jane Doe founded in 2019 what became a studio.</p>'), ['Jane Doe']);
      assert.deepEqual(founders('<p>Jane Doe founded Chartwise in 2019.</p>', '/', '<title>Chartwise</title>', ''), ['Jane Doe']);
    });
  });

  it("given two people with their roles in brackets on one line ('Simone Haas (CEO), Jan Lehnardt (CEO)'), then never one of them with the rest of the line as a role", () => {
    const found = foundersOf([digestPage('https://acme.test/imprint/', '<html><body><p>Simone Haas (CEO), Jan Lehnardt (CEO)</p></body></html>')], 'Acme').map(
      (f) => f.value,
    );
    assert.ok(
      found.every((f) => !(f.title ?? '').includes('(')),
      JSON.stringify(found),
    );
    assert.deepEqual(founders('<p>Jane Doe (Founder)</p>', '/team.html'), ['Jane Doe']);
  });

  it("given a maker's credit to the company's own handle ('Made by @acmehq', 'Hecho por @acme_app'), then no founder; a person's handle credited so still is one", () => {
    for (const handle of ['@acmehq', '@acme_app', '@acmefm', '@getacme'])
      assert.deepEqual(founders(`<footer><p>Made with ♥ by ${handle}</p></footer>`), [], handle);
    assert.deepEqual(founders('<footer><p>Made by @kbarnow</p></footer>'), ['@kbarnow']);
  });

  it("given a maker's handle and the same person named in full as founder ('Made by @jdoe', 'Jane Doe, founder of Acme'), then the name alone; another person's handle beside a named founder stays", () => {
    const about = '<main><h2>About</h2><p>Jane Doe, founder of Acme.</p></main>';
    assert.deepEqual(founders(`<footer><p>Made by @jdoe</p></footer>${about}`), ['Jane Doe']);
    assert.deepEqual(founders(`<footer><p>Hecho por @janedoe92</p></footer>${about}`), ['Jane Doe']);
    assert.deepEqual(founders(`<footer><p>Made by @rroe</p></footer>${about}`), ['@rroe', 'Jane Doe']);
  });

  it("given a CSS framework's test page signed by a stand-in author ('Written by Jon Doe', 'Written by John Doe', 'Written by Joe Bloggs'), then no founder; a real author's credit still is one", () => {
    const page = (name: string) =>
      founders(
        `<h1>Acme Test Page</h1><p>A page filled with common HTML elements.</p><address>Written by <a href="mailto:webmaster@example.com">${name}</a>.</address>`,
      );
    for (const name of ['Jon Doe', 'John Doe', 'Joe Bloggs']) assert.deepEqual(page(name), [], name);
    assert.deepEqual(page('Kevin Quirk'), ['Kevin Quirk']);
  });

  it('given the website, a text on it or a dated post credited to a person, then no founder; the product credited still names its maker', () => {
    // Given credits for the site, its documentation or theme, and a news post's byline with its date
    // When the founders are read, then none is found
    for (const body of [
      '<footer><p>This website was designed by Anxhelo Lushka.</p></footer>',
      '<p>This site was built by Anxhelo Lushka.</p>',
      '<p>This documentation is written by Jane Roe and John Poe.</p>',
      '<p>This theme was created by Jane Roe.</p>',
      '<h3>Acme 0.9.6 released</h3><p>Written by Sebastian Moors on August 24, 2014</p><p>A new release is out.</p>',
      '<h3>Acme 0.9.6 released</h3><p>Posted by Sebastian Moors | 24.08.2014</p>',
    ])
      assert.deepEqual(founders(body), [], body);
    // And the product's own credit, dated or not, still names its maker
    assert.deepEqual(founders('<p>This program was written by Jane Roe.</p>'), ['Jane Roe']);
    assert.deepEqual(founders('<p>Acme was written by Kevin Quirk in 2014.</p>'), ['Kevin Quirk']);
  });

  it('given a credit for another work the product is based on or uses, or for a document on the site, then no founder; the product originally created by a person still names them', () => {
    // Given credits that belong to a boilerplate, a library or a governance document
    // When the founders are read, then none is found
    for (const body of [
      '<p>This project is based on the Skeleton boilerplate, created by Dave Gamache.</p>',
      '<p>It uses Bootstrap, designed by Mark Otto and Jacob Thornton.</p>',
      '<p>Acme basiert auf Foo, entwickelt von Jana Roth.</p>',
      '<p>Acme brings Git, started by Linus Torvalds in 2005, to Windows.</p>',
      '<p>Acme builds on FFmpeg, launched in 2000 by Fabrice Bellard.</p>',
      '<p>This governance model was written by Ross Gardler and Gabriel Hanganu.</p>',
    ])
      assert.deepEqual(founders(body), [], body);
    // And the product's first maker is still named, also after a sentence that credits the work it is based on
    assert.deepEqual(founders('<p>Acme was originally created by Jane Roe and is now maintained by the community.</p>'), ['Jane Roe']);
    assert.deepEqual(founders('<p>Based on the original caniuse.com by @Fyrd. Launched by @janeroe and the team at Acme Studio.</p>'), ['@janeroe']);
  });

  it("given the product built by an organisation named with what it is ('Acme is gebouwd door Toms Ambitie, een venture club uit Zwolle', 'built by Northwind Works, a small design studio in Oslo'), then no founder: a club or a studio is no person; a person named with their role still is one", () => {
    assert.deepEqual(founders('<p>Acme is gebouwd door Toms Ambitie, een venture club uit Zwolle die eigenzinnige producten maakt.</p>', '/over.html'), []);
    assert.deepEqual(founders('<p>Acme is built by Northwind Works, a small design studio in Oslo.</p>', '/about.html'), []);
    assert.deepEqual(founders('<p>Acme is built by Jane Roe, a designer in Oslo.</p>', '/about.html'), ['Jane Roe']);
  });

  it("given a part of the product started or launched by a person ('The Windows port was started by A', 'The German translation was launched by A'), then no founder; the product or the company started by them still names them", () => {
    // Given a project's page that credits who began one of its parts
    // When the founders are read, then none is found
    for (const body of ['<p>The Windows port was started by Jane Roe in 2012.</p>', '<p>The German translation was launched by Jane Roe.</p>'])
      assert.deepEqual(founders(body), [], body);
    // And the product's or the company's start still names its founders
    assert.deepEqual(founders('<p>Acme, the app for bakers, was started by Jane Roe in 2012.</p>'), ['Jane Roe']);
    assert.deepEqual(founders('<p>The company was started by Jane Roe and Sam Poe in 2010.</p>'), ['Jane Roe', 'Sam Poe']);
  });

  it("given structured data's founder, then that person", () => {
    assert.deepEqual(
      founders('', '/', '<script type="application/ld+json">{"@type":"Organization","founder":{"@type":"Person","name":"Maria Rossi"}}</script>'),
      ['Maria Rossi'],
    );
  });

  it("given a founding or making statement in the site's language, then its people", () => {
    assert.deepEqual(founders('<p>Acme was founded in 2019 by Ana Costa and Jon Keller.</p>'), ['Ana Costa', 'Jon Keller']);
    assert.deepEqual(founders('<p>Acme is built by Pim de Vries, an iOS developer.</p>'), ['Pim de Vries']);
    assert.deepEqual(founders('<footer><p>Designed with ♥ by CJ Okafor</p></footer>'), ['CJ Okafor']);
    assert.deepEqual(founders('<p>Acme wurde von Lena Hofer und Jonas Brandl gegründet.</p>'), ['Lena Hofer', 'Jonas Brandl']);
    assert.deepEqual(founders('<p>Fondée par Claire Martin en 2012.</p>'), ['Claire Martin']);
    assert.deepEqual(founders('<p>Acme è nata nel 2003 dalla visione di Maria Cristina Rossi.</p>'), ['Maria Cristina Rossi']);
  });

  it('given the product said made by a person in Dutch, German or French word order ("Acme wordt gemaakt door A", "Acme wird von A entwickelt", "Acme est développée par A"), then that person; a website credited so is no founder', () => {
    assert.deepEqual(founders('<p>Acme wordt gemaakt door Pim Coumans, een iOS-ontwikkelaar uit Utrecht.</p>'), ['Pim Coumans']);
    assert.deepEqual(founders('<p>Acme wordt door Pim Coumans gemaakt.</p>'), ['Pim Coumans']);
    assert.deepEqual(founders('<p>Acme wird von Lena Vogt entwickelt, einer iOS-Entwicklerin aus Leipzig.</p>'), ['Lena Vogt']);
    assert.deepEqual(founders('<p>Acme est développée par Julien Marchal, développeur iOS basé à Lyon.</p>'), ['Julien Marchal']);
    assert.deepEqual(founders('<p>Acme fue desarrollada por Lucía Gómez en Valencia.</p>'), ['Lucía Gómez']);
    assert.deepEqual(founders('<p>Die Website wird von Lena Vogt gestaltet.</p>'), []);
    assert.deepEqual(founders('<p>Unser Logo wurde von Lena Vogt entwickelt.</p>'), []);
  });

  it("given an about page whose customers' words are signed like team cards under a heading of praise ('Why brands love us', 'Témoignages', 'Was unsere Kunden sagen', 'Wat onze klanten zeggen'), then no founders from them; the team above still", () => {
    const team = '<h2>Our team</h2><p>Ana Costa</p><p>Chief Executive Officer</p>';
    for (const heading of ['Why brands love us', 'Témoignages', 'Was unsere Kunden sagen', 'Wat onze klanten zeggen', 'Testimonios'])
      assert.deepEqual(
        founders(
          `${team}<section><h2>${heading}</h2><div><p>Great maps.</p><p>Brian Rudolph, Co-founder of Banza</p></div><div><p>Works well.</p><p>Jess Eddy</p><p>Co-founder</p></div></section>`,
          '/about/',
        ),
        ['Ana Costa'],
        heading,
      );
  });

  it('given a person as the subject of a founding verb, or named the founder of the company, then that person', () => {
    assert.deepEqual(founders('<p>Jane Doe founded Acme in 2019 to help small teams.</p>'), ['Jane Doe']);
    assert.deepEqual(founders('<p>Max Hofer gründete Acme 2019 in Köln.</p>'), ['Max Hofer']);
    assert.deepEqual(founders('<p>Jean Dupont a fondé Acme en 2019.</p><p>Fondée en 2019 par Léa Martin, Acme aide les PME.</p>'), [
      'Jean Dupont',
      'Léa Martin',
    ]);
    assert.deepEqual(founders('<p>Juan Pérez fundó Acme en 2019.</p>'), ['Juan Pérez']);
    assert.deepEqual(founders("<p>Hi, I'm Jane Doe, the founder of Acme.</p><p>Ana Costa is the co-founder of this company.</p>"), ['Jane Doe', 'Ana Costa']);
    assert.deepEqual(founders('<p>Our founders, Jane Doe and John Roe, started Acme in a garage.</p>'), ['Jane Doe', 'John Roe']);
    assert.deepEqual(founders('<p>Mia Wong (Founder)</p>', '/team.html'), ['Mia Wong']);
  });

  it('given a founder\'s or owner\'s role before the name, alone on its line ("Inhaber: Max Hofer"), then that person', () => {
    assert.deepEqual(founders('<h1>Impressum</h1><p>Inhaber: Max Hofer</p>', '/impressum.html'), ['Max Hofer']);
    assert.deepEqual(founders('<p>Gründer und Geschäftsführer: Jana Beispiel</p>', '/ueber-uns.html'), ['Jana Beispiel']);
  });

  it("never a founder of someone else's company", () => {
    assert.deepEqual(founders('<p>Jane Doe, founder of BigCo, spoke at our launch.</p>'), []);
  });

  it('given a credits line, then its people', () => {
    assert.deepEqual(founders('<p>Developers: Ada Marsh (ada), Tomas Vik (tv)</p>'), ['Ada Marsh', 'Tomas Vik']);
  });

  it("given a press kit's fact sheet crediting a studio in capitals ('Developer: YGGDRASIL STUDIO Based in Korea'), then no founder from inside its words ('IO Based'); a team card broken after the name ('<strong>Lee Yunseok</strong><br>Creator, Owner') names Lee Yunseok, not 'Lee Yunseok Creator'", () => {
    assert.deepEqual(founders('<h2>Factsheet</h2><p>Developer: YGGDRASIL STUDIO Based in Korea, Republic of.</p>', '/presskit/'), []);
    assert.deepEqual(founders('<h2>Team &amp; Repeating Collaborators</h2><p><strong>Lee Yunseok </strong><br/>Creator, Owner</p>', '/presskit/'), [
      'Lee Yunseok',
    ]);
  });

  it("given a press kit's fact sheet that runs its facts on in one line ('Developer: Studio Flip Location: Sydney Publisher: Blowfish Studios Development Stage - Alpha Platform: iOS'), then no founder from the facts after the credit; a credit with a website after it keeps its person", () => {
    assert.deepEqual(
      founders(
        '<h2>Fact Sheet</h2><p>Developer: Studio Flip &amp; Blowfish Studios Location: Sydney Publisher: Blowfish Studios Development Stage - Alpha Platform: iOS/Android/Steam Age Rating - 6+ Estimated Play time: 2-4 hours</p>',
        '/press-kit.html',
      ),
      [],
    );
    assert.deepEqual(founders('<p>Developer: Ada Marsh Website: acme.test</p>', '/press-kit.html'), ['Ada Marsh']);
  });

  it("given a site built by a group it names in capitals ('About Acme | Built by Oklahoma Mineral Owners', 'Built by Mineral Owners, for Mineral Owners'), then no founder: a group of people is no one's name; 'Built by James Price' still is one", () => {
    assert.deepEqual(
      founders(
        '<h1>Built by Mineral Owners, for Mineral Owners</h1><p>The story behind Acme.</p>',
        '/about.html',
        '<title>About Acme | Built by Oklahoma Mineral Owners</title>',
      ),
      [],
    );
    assert.deepEqual(founders('<p>Acme was built by James Price, a mineral owner in Oklahoma.</p>', '/about.html'), ['James Price']);
  });

  it("given a developer's credit that names the company the person made it for ('Developer : Ronald Vale (Delta Corp.)'), then no founder: the company's developer; a founder's credit with the company stays", () => {
    assert.deepEqual(founders('<p>Developer : Ronald Vale (Delta Corp.)</p>'), []);
    assert.deepEqual(founders('<p>Founder: Ronald Vale (Delta Corp.)</p>'), ['Ronald Vale']);
  });

  it("given team cards naming a design kit's stand-in ('Marvin McKinney, CEO & Founder'), then nobody from the site's cards, on that page or another; a real team's cards still give their founders", () => {
    const site = (first: string) =>
      foundersOf(
        [
          digestPage(
            'https://acme.test/team.html',
            `<html><body><h2>Our team</h2><h5>${first}</h5><p>CEO &amp; Founder</p><h5>Sophia Rodriguez</h5><p>Creative Director</p></body></html>`,
          ),
          digestPage(
            'https://acme.test/single-team.html',
            '<html><body><h2>Sophia Rodriguez</h2><div>CEO &amp; Founder</div><p>A content management system helps you publish.</p></body></html>',
          ),
        ],
        'Acme',
      ).map((f) => f.value.name);
    assert.deepEqual(site('Marvin McKinney'), []);
    assert.deepEqual(site('Jane Roe'), ['Jane Roe', 'Sophia Rodriguez']);
  });

  it("given a template's team section left in place, its bios lorem ipsum or scrambled Latin ('Walter White, Chief Executive Officer'), then nobody from it", () => {
    const team = (bio: string) => `<h2>Team</h2><p>${bio}</p><h4>Walter White</h4><p>Chief Executive Officer</p><p>${bio}</p>`;
    assert.deepEqual(founders(team('Explicabo voluptatem mollitia et repellat qui dolorum quasi'), '/team'), []);
    assert.deepEqual(founders(team('Lorem ipsum dolor sit amet, consectetur adipiscing elit.'), '/team'), []);
    assert.deepEqual(founders(team('Walter has run the bakery since his father retired.'), '/team'), ['Walter White']);
  });

  it("given a section heading in the site's language next to a founder's role ('Unsere Werte', 'Perche Sceglierci', 'Chi Siamo'), then no founder by that name", () => {
    for (const h of ['Unsere Werte', 'Perche Sceglierci', 'Chi Siamo', 'Nuestros Valores'])
      for (const card of [`<h3>${h}</h3><p>Founder &amp; CEO</p>`, `<p>Founder &amp; CEO</p><h3>${h}</h3><p>Quality first.</p>`])
        assert.deepEqual(founders(`<h2>Team</h2>${card}`, '/team'), [], `${h}: ${card}`);
    assert.deepEqual(founders('<h2>Team</h2><h3>Anna Maier</h3><p>Founder &amp; CEO</p>', '/team'), ['Anna Maier']);
  });

  it('given a team card on the about page whose role says founder, owner or CEO, then that person with the role', () => {
    const page = digestPage(
      'https://acme.test/about',
      '<html><body><h1>Our team</h1><h3>Sara Lind</h3><p>Co-founder &amp; CEO</p><h3>Bo Berg</h3><p>Designer</p></body></html>',
    );
    assert.deepEqual(
      foundersOf([page], 'Acme').map((f) => f.value),
      [{ name: 'Sara Lind', title: 'Co-founder & CEO' }],
    );
  });

  it('given a footer credit naming a company by its legal form ("Created by Bright Pixel Apps LLC"), then no founder', () => {
    assert.deepEqual(founders('<main><p>Freight costs under control.</p></main><footer><p>Created by Bright Pixel Apps LLC</p></footer>'), []);
    assert.deepEqual(founders('<footer><p>Created by Brightwave Ltd</p></footer>'), []);
  });

  it("never someone credited for another thing, a testimonial's signature on the homepage, or a company", () => {
    assert.deepEqual(founders('<p>The Roboto font was designed by Christian Hansen.</p>'), []);
    assert.deepEqual(founders('<p>“Acme saves me hours.”</p><div>Rosa Diaz</div><div>Founder · Clinic Diaz</div>'), []);
    assert.deepEqual(founders('<footer><p>Made by Craftsmen Labs</p></footer>'), []);
  });

  it('given people on an about page who say who they are ("Ich heiße A", "Wij: A en B"), then them; never on another page', () => {
    const on = (path: string, body: string) =>
      foundersOf([digestPage(`https://acme.test${path}`, `<html><head><title>Acme</title></head><body>${body}</body></html>`)], 'Acme').map(
        (f) => f.value.name,
      );
    assert.deepEqual(on('/ueber-uns.html', '<p>Ich heiße Bernhard Baumann und habe die Imkerei von meinem Vater übernommen.</p>'), ['Bernhard Baumann']);
    assert.deepEqual(on('/about/', '<p>Grafieken, onderzoek, data.. Wij: Stefan Musch en Rob Storm, beseffen ons dat niet iedereen enthousiast wordt.</p>'), [
      'Stefan Musch',
      'Rob Storm',
    ]);
    assert.deepEqual(on('/blog/post.html', '<p>My name is Jane Doe and I review apps.</p>'), []);
  });
  it('given a founding that names its place before its founders ("founded in 2021 in Lisbon, Portugal by A and B"), then both', () => {
    const on = (path: string, body: string) =>
      foundersOf([digestPage(`https://acme.test${path}`, `<html><head><title>Acme</title></head><body>${body}</body></html>`)], 'Acme').map(
        (f) => f.value.name,
      );
    assert.deepEqual(on('/', '<p>Acme was founded in 2021 in Lisbon, Portugal by Marta Sousa and Jon Keller.</p>'), ['Marta Sousa', 'Jon Keller']);
  });

  it('given a name and a founder\'s role set apart by a dot ("Jane Doe · Founder"), or "I\'m A" on an about page, then the person, never "I\'m" as a first name', () => {
    const on = (path: string, body: string) =>
      foundersOf([digestPage(`https://acme.test${path}`, `<html><head><title>Acme</title></head><body>${body}</body></html>`)], 'Acme').map(
        (f) => f.value.name,
      );
    assert.deepEqual(on('/about', '<p>Jane Doe · Founder</p>'), ['Jane Doe']);
    assert.deepEqual(on('/about', "<p>Hi, I'm Jane Doe. I started Acme in 2020.</p>"), ['Jane Doe']);
    assert.deepEqual(on('/', "<p>I'm Jane Doe, the maker of Acme.</p>"), ['Jane Doe']);
    assert.deepEqual(on('/blog/post', "<p>Hi, I'm Jane Doe and I review apps.</p>"), []);
  });

  it('given a heading that says founder over a name, or over a sentence the name opens, then that person', () => {
    const on = (body: string) =>
      foundersOf([digestPage('https://acme.test/about', `<html><head><title>Acme</title></head><body>${body}</body></html>`)], 'Acme').map((f) => f.value.name);
    assert.deepEqual(on('<h2>Our founder</h2><h3>Jane Doe</h3><p>Jane built Acme after ten years in logistics.</p>'), ['Jane Doe']);
    assert.deepEqual(on('<h2>Meet the founder</h2><p>Jane Doe is a designer from Porto.</p>'), ['Jane Doe']);
    assert.deepEqual(on('<h2>Die Gründerin</h2><p>Anna Schmidt</p>'), ['Anna Schmidt']);
    assert.deepEqual(on('<h2>Our team</h2><p>Jane Doe is a designer from Porto.</p>'), []);
  });

  it('given a team page whose cards give a leading role ("Chief Technology Officer", "CTO"), then those people; never a role at another body', () => {
    const on = (body: string) =>
      foundersOf([digestPage('https://acme.test/company/', `<html><head><title>Acme</title></head><body>${body}</body></html>`)], 'Acme').map(
        (f) => f.value.name,
      );
    assert.deepEqual(
      on(
        '<h3>Our Team</h3><h6>Anna Nowak</h6><p>Chief Executive Officer</p><h6>Fabio Alves</h6><p>Chief Technology Officer</p><h6>Jo Roe</h6><p>Developer</p>',
      ),
      ['Anna Nowak', 'Fabio Alves'],
    );
    assert.deepEqual(
      on("<h5>Gilles Martin</h5><p>Président de la conférence des présidents d'Université</p><h5>Ann Lee</h5><p>Chief Operating Officer of BigCo</p>"),
      [],
    );
  });

  it('given the page\'s description naming its founder with the role ("Frederic Bochmann — Gründer von Acme"), then that person', () => {
    const pages = [
      digestPage(
        'https://acme.test/ueber-uns.html',
        '<html><head><title>Über uns – Acme</title><meta name="description" content="Frederic Bochmann — Gründer von Acme Webdesign, Zwickau. Websites für lokale Betriebe."></head><body><p>Wir bauen Websites.</p></body></html>',
      ),
    ];
    assert.deepEqual(
      foundersOf(pages, 'Acme').map((f) => f.value.name),
      ['Frederic Bochmann'],
    );
  });

  it("given another company's founder (its own founding sentence, an advisor's or an investor's card, a board member), then not this product's founder", () => {
    assert.deepEqual(founders('<p>BigCo was founded by Jane Doe in 2001. Acme integrates with BigCo.</p>'), []);
    assert.deepEqual(founders('<h3>Advisors</h3><h4>Jane Doe</h4><p>Founder of BigCo</p>', '/team'), []);
    assert.deepEqual(founders('<h2>Testimonials</h2><h4>Jane Doe</h4><p>Co-founder at BigCo</p>', '/about'), []);
    assert.deepEqual(founders('<p>Jane Doe, Founder of BigCo, joined our board.</p>', '/about'), []);
    assert.deepEqual(founders('<p>Jane Doe is the founder of BigCo and an advisor to Acme.</p>', '/about'), []);
    assert.deepEqual(founders('<section><h3>Backed by</h3><p>Northwind Ventures, founded in 2008 by Alex Kim, led our seed round.</p></section>'), []);
    assert.deepEqual(
      founders('<p>Craftsmen Labs, founded in 2014 by Jan Smit, builds Acme.</p><footer><p>© 2020 Craftsmen Labs</p></footer>'),
      ['Jan Smit'],
      'the company behind the product, which the site signs with, is its own',
    );
    // Then the product's own founding sentence and its own team still do.
    assert.deepEqual(founders('<p>Acme was founded by Jane Doe in 2001.</p>'), ['Jane Doe']);
    assert.deepEqual(founders('<h3>Team</h3><h4>Jane Doe</h4><p>Founder &amp; CEO</p>', '/team'), ['Jane Doe']);
  });
  it('given a customer\'s signature under a testimonials heading on the about page ("Jane Smith, Founder of BigCo"), then no founder', () => {
    assert.deepEqual(
      founders('<h2>What customers say</h2><div class="card"><p>"Acme saved us hours."</p><p>Jane Smith, Founder of BigCo</p></div>', '/about'),
      [],
    );
    assert.deepEqual(founders('<h2>Our team</h2><p>Olaf Lind, Founder of Acme</p>', '/about'), ['Olaf Lind'], "the company's own founder still counts");
  });

  it('given a founding said of a client, a customer or a partner ("Our client BigCo, founded by …", "Unser Kunde … wurde von … gegründet", "We worked with BigCo, a bakery founded by …"), then no founder: it is theirs', () => {
    assert.deepEqual(founders('<p>Notre client Boulangerie Morel, fondée en 1998 par Jean Dupont, nous a confié son site.</p>'), []);
    assert.deepEqual(founders('<p>Unser Kunde Holzbau Keller wurde 1998 von Max Muster gegründet.</p>'), []);
    assert.deepEqual(founders('<p>We worked with Globex, a bakery founded by Jane Doe in 1998.</p>'), []);
    assert.deepEqual(founders('<p>Our partner Globex was co-founded by Jane Doe and John Roe.</p>'), []);
    // The company's own founding, with its clients named after it, still counts.
    assert.deepEqual(founders('<p>Acme was founded in 2019 by Jane Doe to help our clients grow.</p>'), ['Jane Doe']);
    assert.deepEqual(founders('<p>Acme wurde 2019 von Lena Hofer gegründet, um Kunden zu helfen.</p>'), ['Lena Hofer']);
  });

  it('given a signature that names the role and the company after it ("Jane Doe, CEO, Globex", "John Roe — Founder @ Initech", under a customer\'s quotation on the about page), then no founder: the role is at that company', () => {
    assert.deepEqual(founders('<p>Speakers</p><p>Jane Doe, CEO, Globex</p><p>John Roe — Founder @ Initech</p>'), []);
    assert.deepEqual(founders('<p>“Acme saved us hours.”</p><p>Jane Doe, Founder, Globex</p>', '/about'), []);
    // A second role is no company, and the company's own name or its founder's own quotation still counts.
    assert.deepEqual(founders('<p>Jane Doe, Founder, Lead Designer</p><p>John Roe, Co-founder, Acme</p>'), ['Jane Doe', 'John Roe']);
    assert.deepEqual(founders('<p>“We started Acme to save you hours.”</p><p>Jane Doe, Founder</p>', '/about'), ['Jane Doe']);
  });

  it('given a team member whose role serves the founder, the owner or the CEO ("Assistant to the CEO", "Founder\'s Associate", "Assistant du fondateur", "CEO Office Manager"), then not a founder; the founder beside them still is', () => {
    assert.deepEqual(
      founders(
        '<h3>Jane Doe</h3><p>Assistant to the CEO</p><h3>John Roe</h3><p>Executive Assistant to the Founder</p><h3>Ann Lee</h3><p>Founder &amp; CEO</p>',
        '/team',
      ),
      ['Ann Lee'],
    );
    assert.deepEqual(founders("<h3>Jane Doe</h3><p>Founder's Associate</p><h3>Marc Roe</h3><p>Assistant du fondateur</p>", '/equipe'), []);
    assert.deepEqual(founders('<p>Jane Doe, CEO Office Manager</p><p>Ann Lee, Co-founder</p>', '/about'), ['Ann Lee']);
  });

  it('given a founder\'s word that qualifies another job ("Founding Engineer", "Creator Success Manager", "Maker Community Lead"), then no founder; a founder who holds such a job too still is', () => {
    assert.deepEqual(founders('<p>Jane Doe, Founding Engineer</p><p>John Roe, Co-founder &amp; Founding Engineer</p>', '/about'), ['John Roe']);
    assert.deepEqual(
      founders('<h3>Jane Doe</h3><p>Creator Success Manager</p><h3>John Roe</h3><p>Maker Community Lead</p><h3>Ann Lee</h3><p>Founder</p>', '/team'),
      ['Ann Lee'],
    );
  });

  it('given a team member named by kinship with the founder or the owner ("Son of the founder", "Wife of the owner", "Épouse du propriétaire"), or as an assistant in Spanish or Portuguese, then not a founder; the owner beside them still is', () => {
    assert.deepEqual(founders('<h3>Jane Doe</h3><p>Wife of the owner</p><h3>Tom Doe</h3><p>Son of the founder</p><h3>Bob Doe</h3><p>Owner</p>', '/team'), [
      'Bob Doe',
    ]);
    assert.deepEqual(founders('<h3>Marie Dupont</h3><p>Épouse du propriétaire</p>', '/equipe'), []);
    assert.deepEqual(founders('<h3>Ana López</h3><p>Asistente del fundador</p><h3>Rita Costa</h3><p>Assistente do fundador</p>', '/equipo'), []);
  });

  it("given structured data's founder of another organisation (a body the company is a member of, its parent), then not this company's founder; its own founder still is", () => {
    const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
    assert.deepEqual(
      founders(
        '',
        '/',
        ld('{"@type":"Organization","name":"Acme","memberOf":{"@type":"Organization","name":"Guild","founder":{"@type":"Person","name":"Karl Benz"}}}'),
      ),
      [],
    );
    assert.deepEqual(
      founders(
        '',
        '/',
        ld(
          '{"@type":"Organization","name":"Acme","founder":{"@type":"Person","name":"Maria Rossi"},"parentOrganization":{"@type":"Organization","name":"BigCo","founder":{"@type":"Person","name":"Karl Benz"}}}',
        ),
      ),
      ['Maria Rossi'],
    );
  });

  it('given a template\'s stand-in person left unfilled ("Inhaber: Max Mustermann", "Geschäftsführerin: Erika Musterfrau"), then no founder; a real owner still is', () => {
    assert.deepEqual(founders('<h1>Impressum</h1><p>Inhaber: Max Mustermann</p><p>Geschäftsführerin: Erika Musterfrau</p>', '/impressum'), []);
    assert.deepEqual(founders('<h1>Impressum</h1><p>Inhaber: Max Brandl</p>', '/impressum'), ['Max Brandl']);
  });

  it("given a founder whose surname has a prefix before its second capital ('founded in 2008 by Kevin Bomberry and Don McCaughey', 'Siobhan O'Brien'), then the whole surname", () => {
    assert.deepEqual(founders('<p>Acme Software was founded in 2008 by Kevin Bomberry and Don McCaughey.</p>', '/company/'), [
      'Kevin Bomberry',
      'Don McCaughey',
    ]);
    assert.deepEqual(founders("<p>Acme was founded by Siobhan O'Brien.</p>", '/about'), ["Siobhan O'Brien"]);
  });

  it("given a press kit's team cards left with a stand-in's words ('Name Surname' over 'Programming & Co-Founder', 'Vorname Nachname', 'Your Name'), then no founder; a named card still is one", () => {
    const card = (name: string) =>
      `<h2>Team</h2><div class="member"><h3>${name}</h3><p class="role">Programming &amp; Co-Founder</p><a href="#">twitter.com/handle</a></div>`;
    for (const name of ['Name Surname', 'Vorname Nachname', 'Your Name', 'Nome Cognome']) assert.deepEqual(founders(card(name), '/presskit.html'), [], name);
    assert.deepEqual(founders(card('Lina Okafor'), '/presskit.html'), ['Lina Okafor']);
  });

  it('given two founders joined by "y", "e" or "i" ("fundada por María López y Juan Pérez"), then two people, not one', () => {
    assert.deepEqual(founders('<p>La empresa fue fundada por María López y Juan Pérez.</p>', '/about'), ['María López', 'Juan Pérez']);
    assert.deepEqual(founders('<p>Fundada em 2004 por Ana Costa e João Silva.</p>', '/about'), ['Ana Costa', 'João Silva']);
  });

  it('given a name with its particle ("José Ortega y Gasset"), then one person', () => {
    assert.deepEqual(founders('<p>Fundada en 1923 por José Ortega y Gasset.</p>', '/about'), ['José Ortega y Gasset']);
  });

  it('given a founder called Hugo ("Founded in 2004 by Claire Morel and Hugo Lefevre"), then both: a first name is no site generator', () => {
    assert.deepEqual(founders('<p>Founded in 2004 by Claire Morel and Hugo Lefevre.</p>', '/about'), ['Claire Morel', 'Hugo Lefevre']);
  });

  it('given a founding year between the verb and its founders ("Gegründet 2004 von Anna Berg und Jan Lund"), then both', () => {
    assert.deepEqual(founders('<p>Gegründet 2004 von Anna Berg und Jan Lund.</p>', '/ueber-uns'), ['Anna Berg', 'Jan Lund']);
  });
  it('given a button over the founder\'s section heading on the company page ("See All Services" over "The Founder"), then only the founder that section names', () => {
    assert.deepEqual(
      founders(
        '<main><h2>What We Do</h2><p>We build clouds.</p><div class="btn">See All Services</div><h2>The Founder</h2><p>Vasiliy Ivanov is a builder and a systems architect.</p></main>',
        '/company',
      ),
      ['Vasiliy Ivanov'],
    );
  });

  it('given a footer that credits the website\'s developer or designer under the copyright of a company ("© 2026 Arretxe Motos S.L." then "Desarrollado por Unax Aller"), then no founder: the person built the site; a maker\'s credit without such a copyright, or said of the product, still is one', () => {
    const footer = (copyright: string, credit: string) => founders(`<footer><p>${copyright}</p><p>${credit}</p></footer>`, '/', '', 'Arretxe Motos');
    assert.deepEqual(
      footer('© 2026 Arretxe Motos y Maquinaria Agricola S.L. — Todos los derechos reservados', 'Desarrollado por <a href="https://unax.test">Unax Aller</a>'),
      [],
    );
    assert.deepEqual(footer('© 2024 Arretxe Motos GmbH', 'Designed by Jane Roe'), []);
    assert.deepEqual(footer('© 2024 Arretxe Motos', 'Designed by Jane Roe'), ['Jane Roe']);
    assert.deepEqual(footer('© 2024 Arretxe Motos LLC', 'Made by Jane Roe'), ['Jane Roe']);
  });

  it('given a role followed by the person\'s email or a closing stop ("Właściciel sauber.jan@gmail.com", "cofondatrice."), then the role alone', () => {
    const titles = (body: string) => foundersOf([digestPage('https://acme.test/', `<html><body>${body}</body></html>`)], 'Acme').map((f) => f.value.title);
    assert.deepEqual(titles('<p>Mateusz Jarząbek - Właściciel sauber.mjarzabek@gmail.com</p>'), ['Właściciel']);
    assert.deepEqual(titles('<p>Jennifer Carrolo, cofondatrice.</p>'), ['cofondatrice']);
  });

  it("given the HTML5 test page a CSS framework shows its styles on, signed by that page's author ('Made by @cbracco'), then no founder", () => {
    assert.deepEqual(
      founders('<h1>HTML5 Test Page</h1><footer><p>Made by <a href="https://twitter.com/cbracco">@cbracco</a>. Code on GitHub.</p></footer>'),
      [],
    );
  });
  it('given team cards that put the role above the name ("Founder & President" over "Jane Doe"), then that person; in a grid that writes name then role, the role is the name above\'s', () => {
    const card = (role: string, name: string) => `<div class="card"><h3>${role}</h3><p>${name}</p><p>Major: Biology</p></div>`;
    assert.deepEqual(founders(`<h1>Meet the Team</h1>${card('Founder &amp; President', 'Lena Ortiz')}${card('Secretary', 'Tom Reyes')}`, '/team.html'), [
      'Lena Ortiz',
    ]);
    assert.deepEqual(founders(`<h1>Unser Team</h1>${card('Inhaberin', 'Eva Brandt')}${card('Verkauf', 'Jonas Weber')}`, '/team.html'), ['Eva Brandt']);
    assert.deepEqual(
      founders('<h1>Team</h1><div><p>Lena Ortiz</p><p>Designer</p><p>Tom Reyes</p><p>Founder</p><p>Mia Chen</p><p>Developer</p></div>', '/team.html'),
      ['Tom Reyes'],
    );
    // A name run into the role line ("Lena Ortiz Co-Founder & Consultant") over a section's heading names no one below it.
    assert.deepEqual(founders('<h1>Team</h1><div>Lena Ortiz<span>Co-Founder &amp; Consultant</span></div><h3>Unsere Werte</h3>', '/team.html'), []);
  });
  it('given a founder who introduces herself with a verb at the sentence\'s head ("Soy Ana López, fundadora de Acme", "Sono Marco Rossi, fondatore"), then her name without the verb', () => {
    assert.deepEqual(founders('<h2>Quiénes somos</h2><p>Soy Ana López, fundadora de Acme y masajista titulada.</p>', '/quienes-somos.html'), ['Ana López']);
    assert.deepEqual(founders('<h2>Chi siamo</h2><p>Sono Marco Rossi, fondatore di Acme.</p>', '/chi-siamo.html'), ['Marco Rossi']);
  });
});
