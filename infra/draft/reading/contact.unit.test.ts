import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { supportContext } from '../../../domain/draft/evidence.ts';
import { digestPage } from '../../crawl/page-digest.ts';
import { contactEmailOf } from './contact.ts';

const email = (url: string, title: string, body: string) => {
  const pages = [digestPage(url, `<html><head><title>${title}</title></head><body>${body}</body></html>`)];
  const r = contactEmailOf(pages, supportContext(pages).names ?? []);
  return r ? { value: r.value, quote: r.quotes[0] } : null;
};

describe('the contact e-mail', () => {
  it("given an address only a CDN's script writes in ('[email protected]', the address encoded in data-cfemail), then no contact e-mail: no quote of it is on the page as written", () => {
    // 'hello@acme.test' XORed with the key 0x31, as the CDN writes it
    const code = [0x31, ...[...'hello@acme.test'].map((c) => c.charCodeAt(0) ^ 0x31)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const page = `<main><p>Write to <a href="/cdn-cgi/l/email-protection#${code}"><span class="__cf_email__" data-cfemail="${code}">[email&#160;protected]</span></a>.</p></main>`;
    assert.equal(email('https://acme.test/contact.html', 'Contact', page), null);
  });

  it("given the company's general box beside its press, support or sales boxes ('Press: press@' before 'Say hello: hello@'), then the general one, wherever it stands", () => {
    const value = (body: string) => email('https://acme.test/', 'Acme', body)?.value ?? null;
    assert.equal(value('<footer><p>Press: press@acme.test</p><p>Say hello: hello@acme.test</p></footer>'), 'hello@acme.test');
    assert.equal(value('<footer><p>Support: support@acme.test</p><p>Sales: sales@acme.test</p><p>General: info@acme.test</p></footer>'), 'info@acme.test');
    assert.equal(value('<footer><p>Press: press@acme.test</p><p>Support: support@acme.test</p></footer>'), 'support@acme.test');
  });

  it("given a newsletter's sender at the site's own domain ('newsletter@', 'boletin@', 'nieuwsbrief@', 'infolettre@'), then never it; a general box beside it still is", () => {
    for (const box of ['newsletter', 'boletin', 'nieuwsbrief', 'infolettre'])
      assert.equal(email('https://acme.test/', 'Acme', `<footer><p>Te escribiremos desde ${box}@acme.test cada mes.</p></footer>`), null, box);
    assert.equal(email('https://acme.test/', 'Acme', '<footer><p>newsletter@acme.test</p><p>hola@acme.test</p></footer>')?.value, 'hola@acme.test');
  });

  it("given an about page's team whose cards link each member's own address with no class naming them ('Rob Storm' / 'Brand Manager' / mailto:rob@), then none: an about page introduces people, it does not say whom to write to", () => {
    const cards =
      '<h2>Ons Team</h2><h2>Rob Storm</h2><h4>Brand Manager</h4><a href="mailto:rob@acme.test">✉</a><h2>Stefan Musch</h2><h4>Data Analyst</h4><a href="mailto:stefan@acme.test">✉</a>';
    assert.equal(email('https://acme.test/about/', 'Acme', cards), null);
    assert.equal(email('https://acme.test/contact/', 'Acme', cards)?.value, 'rob@acme.test');
  });

  it("given a team listed with each member's own address and no mailbox of the company's ('Jonas – jonas@', 'c.roux@'), then none; a person's address the footer or the contact page gives, or one alone, still is the contact", () => {
    // Given a team section with two members' addresses in the page's body
    const team = '<h2>Team</h2><p>Jonas Weber – jonas@acme.test</p><p>Lea Brandt – <a href="mailto:l.brandt@acme.test">l.brandt@acme.test</a></p>';
    // When the contact is read, then none
    assert.equal(email('https://acme.test/', 'Acme', team), null);
    // And one the footer gives, or a single person's address, still is
    assert.equal(email('https://acme.test/', 'Acme', `${team}<footer>Schreib uns: jonas@acme.test</footer>`)?.value, 'jonas@acme.test');
    assert.equal(email('https://acme.test/', 'Acme', '<p>Sarah Baker – sarah@acme.test</p>')?.value, 'sarah@acme.test');
    assert.equal(email('https://acme.test/contact', 'Acme', team)?.value, 'jonas@acme.test');
    // And so does one the page's contact section lists under its heading ("Kontakt", "Contáctanos")
    for (const heading of ['Kontakt', 'Contáctanos', 'Get in touch'])
      assert.equal(email('https://acme.test/', 'Acme', team.replace('Team', heading))?.value, 'jonas@acme.test', heading);
  });

  it("given an address at the site's own domain, then it; the general mailbox before a person's", () => {
    assert.deepEqual(email('https://www.acme.test/', 'Acme', '<p>jane@acme.test</p><footer>Write to hello@acme.test</footer>'), {
      value: 'hello@acme.test',
      quote: 'hello@acme.test',
    });
  });

  it("given an open-source project's security-report box or mailing lists (security@, acme-dev@lists.acme.test, acme-users@), then none of them; the project's own mailbox still is its contact", () => {
    const footer = (extra: string) =>
      email(
        'https://acme.test/',
        'Acme',
        `<footer><p>Report security issues to security@acme.test. Join the mailing list: acme-dev@lists.acme.test or acme-users@acme.test</p>${extra}</footer>`,
      )?.value ?? null;
    assert.equal(footer(''), null);
    assert.equal(footer('<p>Questions? hello@acme.test</p>'), 'hello@acme.test');
    assert.equal(footer('<p>Write to maria@acme.test</p>'), 'maria@acme.test');
  });

  it("given a mailing list's address on the project's own domain ('Join the users mailing list at users@…', 'Mailingliste: …', 'announce@'), then not it; a general mailbox on the same line or elsewhere still is the contact", () => {
    const site = (body: string) => email('https://zorbo.org/', 'Zorbo', body)?.value ?? null;
    // Given list addresses written with the words that say they are lists
    // When the contact is read, then none
    for (const body of [
      '<p>Join the users mailing list at users@zorbo.org (archives).</p>',
      '<p>Developers discuss on the mailing list dev@zorbo.org.</p>',
      '<p>Mailingliste: diskussion@zorbo.org (Archiv)</p>',
      '<p>Release news: announce@zorbo.org</p>',
      '<p>Send patches to patches@zorbo.org.</p>',
      '<p>Code of conduct violations: conduct@zorbo.org</p>',
    ])
      assert.equal(site(body), null, body);
    // And the project's own mailbox is still its contact
    assert.equal(site('<p>Contact us at hello@zorbo.org or join our mailing list.</p>'), 'hello@zorbo.org');
    assert.equal(site('<p>Comments can be made by emailing the development team at developers@zorbo.org.</p>'), 'developers@zorbo.org');
  });

  it("given a download page that names its release-signing key's owner with an address in brackets, then not that address; the project's own mailbox still is", () => {
    // Given a signature section: the key's identity, its ID and fingerprint
    const signed = (lead: string) =>
      `<h2>Signature</h2><p>${lead}</p><ul><li>The Zorbo Developers &lt;dev@zorbo.org&gt;</li><li>Key ID: 0x8AF822A975097442</li><li>Fingerprint: B3C9 4B42 50DC 097E</li></ul>`;
    // When the contact is read, then the key's address is none
    assert.equal(email('https://zorbo.org/', 'Zorbo', signed('Releases are signed with GnuPG.')), null);
    assert.equal(email('https://zorbo.org/', 'Zorbo', signed('Die Pakete sind mit diesem Schlüssel signiert.')), null);
    // And a written contact beside it still is one; an address in brackets without a key is one too
    assert.equal(
      email('https://zorbo.org/', 'Zorbo', `${signed('Releases are signed with GnuPG.')}<footer><p>Questions: info@zorbo.org</p></footer>`)?.value,
      'info@zorbo.org',
    );
    assert.equal(email('https://zorbo.org/', 'Zorbo', '<p>Write to the Zorbo team &lt;dev@zorbo.org&gt;</p>')?.value, 'dev@zorbo.org');
  });

  it("given a framework's docs that render a sample contact card with a mail link (inside an 'example'), then not its address; the docs' own mail link still is", () => {
    const sample = '<h1>Acme CSS</h1><div class="example"><div class="card"><a href="mailto:hello@acme.test">Write to us</a></div></div>';
    assert.equal(email('https://acme.test/', 'Acme CSS', sample), null);
    assert.equal(email('https://acme.test/', 'Acme CSS', `${sample}<footer><a href="mailto:team@acme.test">Contact</a></footer>`)?.value, 'team@acme.test');
  });

  it('given an address written only in a mail link, then it, quoted by the link', () => {
    assert.deepEqual(email('https://acme.test/', 'Acme', '<footer><a href="mailto:hi@acme.test">Let\'s talk</a></footer>'), {
      value: 'hi@acme.test',
      quote: 'mailto:hi@acme.test',
    });
  });

  it('given a site hosted elsewhere, an address at a domain named after it; a public mailbox only when named after the site', () => {
    assert.equal(
      email('https://acme-co.example/', 'Acme Counselling Ltd - Home', '<footer>sarah@acmecounsellingltd.test</footer>')?.value,
      'sarah@acmecounsellingltd.test',
    );
    assert.equal(
      email('https://acmetexas.example/', 'Home – ACME Texas', '<footer><p>Email: <a href="mailto:acmetexas@gmail.com">acmetexas@gmail.com</a></p></footer>')
        ?.value,
      'acmetexas@gmail.com',
    );
    assert.equal(email('https://acme.test/', 'Acme', '<footer>Write to joe.bloggs@gmail.com</footer>'), null);
  });

  it("never a look-alike domain, an agency's address, a placeholder or an address in a quotation", () => {
    assert.equal(email('https://acmewidgets.test/', 'Acme Widgets', '<p>hello@acme-widgets.test</p>'), null);
    assert.equal(email('https://www.acme.test/', 'Home - Acme', '<p>Press: acme@prfirm.test</p>'), null);
    assert.equal(email('https://acme.test/', 'Acme', '<form><p>you@example.com</p></form>'), null);
    assert.equal(email('https://acme.test/', 'Acme', '<blockquote>Mail me at ceo@acme.test <cite>Bob</cite></blockquote>'), null);
  });
  it('given a no-reply sender, an unsubscribe or a bounce box at the site\'s own domain ("noreply@acme.test"), then never it; a box a person reads beside it still is', () => {
    assert.equal(
      email('https://acme.test/', 'Acme', '<p>Our emails come from noreply@acme.test – do not reply.</p><p>Add bounce@acme.test to your safe senders.</p>'),
      null,
    );
    assert.deepEqual(email('https://acme.test/', 'Acme', '<p>Emails come from no-reply@acme.test.</p><p>Write to us: team@acme.test</p>'), {
      value: 'team@acme.test',
      quote: 'team@acme.test',
    });
  });

  it('given a stand-in address at the site\'s own domain in the site\'s language ("max.mustermann@", "vorname.nachname@", "prenom.nom@", "tucorreo@", "xxx@"), then never it; the real box beside it still is', () => {
    for (const box of ['max.mustermann', 'vorname.nachname', 'prenom.nom', 'tucorreo', 'xxx'])
      assert.equal(email('https://acme.test/', 'Acme', `<p>E-Mail: ${box}@acme.test</p>`), null, box);
    assert.deepEqual(email('https://acme.test/', 'Acme', '<p>Beispiel: max.mustermann@acme.test</p><p>Kontakt: kontakt@acme.test</p>'), {
      value: 'kontakt@acme.test',
      quote: 'kontakt@acme.test',
    });
  });

  it('given an address hidden from harvesters ("info(at)acme.test", "hello [at] acme [dot] test", "kontakt at acme dot test"), then the address, quoted as written', () => {
    assert.deepEqual(email('https://www.acme.test/impressum', 'Acme', '<p>E-Mail: info(at)acme.test</p>'), {
      value: 'info@acme.test',
      quote: 'info(at)acme.test',
    });
    assert.deepEqual(email('https://www.acme.test/impressum', 'Acme', '<p>hello [at] acme [dot] test</p>'), {
      value: 'hello@acme.test',
      quote: 'hello [at] acme [dot] test',
    });
    assert.deepEqual(email('https://www.acme.test/impressum', 'Acme', '<p>Mail: kontakt at acme dot test</p>'), {
      value: 'kontakt@acme.test',
      quote: 'kontakt at acme dot test',
    });
    assert.equal(email('https://www.acme.test/impressum', 'Acme', '<p>info(at)other.test</p>'), null);
  });
  it("given a box for a side matter before the general one (datenschutz@, empleo@, rh@, faktury@) beside a general box in the site's language (buero@, reservas@, atendimento@, biuro@), then the general one; a side box alone is still the contact", () => {
    const pairs: [string, string][] = [
      ['datenschutz@acme.test', 'buero@acme.test'],
      ['empleo@acme.test', 'reservas@acme.test'],
      ['rh@acme.test', 'atendimento@acme.test'],
      ['faktury@acme.test', 'biuro@acme.test'],
    ];
    for (const [side, general] of pairs)
      assert.equal(email('https://acme.test/', 'Acme', `<p>${side}</p><p>Drop us a line: ${general}</p>`)?.value, general, side);
    assert.equal(email('https://acme.test/', 'Acme', '<p>Datenschutz: datenschutz@acme.test</p>')?.value, 'datenschutz@acme.test');
  });

  it("given a label set right before the address with no space between their elements ('<span>E-Mail</span><a>zsolt@…</a>'), then the mailbox without the label, quoted as the page writes it", () => {
    for (const label of ['E-Mail', 'Email', 'Mail', 'Kontakt', 'Courriel'])
      assert.deepEqual(
        email('https://acme.test/', 'Acme', `<p><span>${label}</span>zsolt@acme.test</p>`),
        { value: 'zsolt@acme.test', quote: `${label}zsolt@acme.test` },
        label,
      );
    // And a mailbox that itself opens with such a word in lower case is kept whole
    assert.equal(email('https://acme.test/', 'Acme', '<p>Write to mailroom@acme.test</p>')?.value, 'mailroom@acme.test');
  });
});
