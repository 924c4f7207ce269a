import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { companySocials, profileOf } from './socials.ts';

const socials = (body: string, brand = 'Acme') => companySocials([digestPage('https://acme.test/', `<html><body>${body}</body></html>`)], brand);

describe("the company's own profiles", () => {
  it('given profiles in the footer or a follow-us area, then one per platform', () => {
    assert.deepEqual(
      socials(
        '<footer><a href="https://twitter.com/acmehq">Twitter</a> <a href="https://www.linkedin.com/company/acme">LinkedIn</a></footer><div class="social-links"><a href="https://www.instagram.com/acme_app/">IG</a></div>',
      ),
      { x: 'https://twitter.com/acmehq', linkedin: 'https://www.linkedin.com/company/acme', instagram: 'https://www.instagram.com/acme_app/' },
    );
  });

  it("given a CSS framework's docs that render a sample footer with profiles (inside an 'example' or 'bd-example'), then none of them: the sample's, not the framework's; the docs' own footer still counts", () => {
    const sample = (cls: string) =>
      `<h1>Acme CSS</h1><div class="${cls}"><footer><a href="https://twitter.com/startupco">Twitter</a> © 2019 Startup Inc.</footer></div>`;
    assert.deepEqual(socials(sample('example')), {});
    assert.deepEqual(socials(sample('bd-example')), {});
    assert.deepEqual(socials(`${sample('example')}<footer><a href="https://github.com/acme/acme-css">GitHub</a></footer>`), {
      github: 'https://github.com/acme/acme-css',
    });
  });

  it("given a footer's link to one blog post ('Read the blog post' on medium.com/@jane/…-a95cb5032c97), then no profile: a post is not a profile; the author's or the company's page still is one", () => {
    const footer = (href: string) => socials(`<footer><p>Read the <a href="${href}">blog post</a>.</p></footer>`);
    assert.deepEqual(footer('https://medium.com/@janedoe/so-we-built-our-own-charts-a95cb5032c97'), {});
    assert.deepEqual(footer('https://medium.com/acme-engineering/why-we-rewrote-the-parser-3f1e2d4c5b6a'), {});
    assert.deepEqual(footer('https://medium.com/acme-engineering'), { medium: 'https://medium.com/acme-engineering' });
    assert.deepEqual(footer('https://www.facebook.com/Acme-Bakery-1234567890'), { facebook: 'https://www.facebook.com/Acme-Bakery-1234567890' });
  });

  it("given the site's own organisation's sameAs in structured data (its url on this host), then its profiles; never a person's or another organisation's", () => {
    const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
    assert.deepEqual(socials(ld({ '@type': 'Organization', name: 'Acme', url: 'https://acme.test/', sameAs: ['https://www.instagram.com/acme.boards'] })), {
      instagram: 'https://www.instagram.com/acme.boards',
    });
    assert.deepEqual(socials(ld({ '@type': 'Organization', name: 'Daily News', url: 'https://news.example/', sameAs: ['https://twitter.com/dailynews'] })), {});
    assert.deepEqual(socials(ld({ '@type': 'Person', name: 'Jane Doe', url: 'https://acme.test/', sameAs: ['https://twitter.com/janedoe'] })), {});
  });

  it('given a profile in the content named after the product, then it ("github.com/acme/acme", "reddit.com/r/Acme")', () => {
    assert.deepEqual(
      socials('<p>Get the code on <a href="https://github.com/acme/acme">GitHub</a>; talk on <a href="https://reddit.com/r/Acme">Reddit</a>.</p>'),
      {
        github: 'https://github.com/acme/acme',
        reddit: 'https://reddit.com/r/Acme',
      },
    );
  });

  it("never a person's profile, a testimonial's author, a credit for the site's design, a share link or a profile in the content that is not the product's", () => {
    assert.deepEqual(socials('<footer><a href="https://www.linkedin.com/in/jane-doe">LinkedIn</a></footer>'), {});
    assert.deepEqual(socials('<blockquote class="testimonial">“Great.” <a href="https://x.com/happy">@happy</a></blockquote>'), {});
    assert.deepEqual(socials('<footer><p>Theme by <a href="https://github.com/themer">Jo Themer</a></p></footer>'), {});
    assert.deepEqual(
      socials(
        '<footer><a href="https://github.com/pixelnest/presskit.html">presskit.html</a> by <a href="http://pixelnest.io">Pixelnest Studio</a> — original presskit() by Rami Ismail</footer>',
      ),
      {},
      "a work named with its maker: the work's page",
    );
    assert.deepEqual(socials('<footer><a href="https://twitter.com/intent/tweet?url=x">Share</a></footer>'), {});
    assert.deepEqual(socials('<p>Our developer <a href="https://github.com/someone">on GitHub</a></p>'), {});
  });

  it('given a video or a playlist linked in the footer ("youtube.com/playlist?list=…", "youtube.com/watch?v=…"), then no YouTube profile: it shows one item; the channel still counts', () => {
    assert.deepEqual(socials('<footer><div class="social"><a href="https://youtube.com/playlist?list=PLabc123">YouTube</a></div></footer>'), {});
    assert.deepEqual(socials('<footer><div class="social"><a href="https://www.youtube.com/watch?v=abc123">YouTube</a></div></footer>'), {});
    assert.deepEqual(socials('<footer><div class="social"><a href="https://www.youtube.com/@acme">YouTube</a></div></footer>'), {
      youtube: 'https://www.youtube.com/@acme',
    });
  });

  it("given a site template's vendor's own profiles left in its header or footer (facebook.com/themefisher, twitter.com/colorlib), then none; the company's own beside them still counts", () => {
    assert.deepEqual(
      socials(
        '<header><div class="header-top-socials"><a href="https://www.facebook.com/themefisher">f</a><a href="https://twitter.com/colorlib">t</a><a href="https://www.linkedin.com/company/acme-studio/">in</a></div></header>',
      ),
      { linkedin: 'https://www.linkedin.com/company/acme-studio/' },
    );
  });

  it('given a footer line that names another body the company belongs to, works with or is backed by ("Proud member of …", "In partnership with …", "Gefördert von …"), then not its profile; the company\'s own beside it still counts', () => {
    assert.deepEqual(
      socials(
        '<footer><p>Proud member of <a href="https://www.linkedin.com/company/chamber-of-commerce">the Chamber</a></p><div class="social"><a href="https://www.instagram.com/acme">ig</a></div></footer>',
      ),
      { instagram: 'https://www.instagram.com/acme' },
    );
    assert.deepEqual(socials('<footer><p>In partnership with <a href="https://www.facebook.com/globexcorp">Globex</a></p></footer>'), {});
    assert.deepEqual(socials('<footer><p>Gefördert von <a href="https://twitter.com/foerderbank">der Förderbank</a></p></footer>'), {});
  });

  it("given a template's stand-in profiles in the footer (facebook.com/name, twitter.com/username), then none", () => {
    assert.deepEqual(
      socials(
        '<footer><a href="https://facebook.com/name">f</a><a href="https://twitter.com/username">t</a><a href="https://instagram.com/yourpage">i</a></footer>',
      ),
      {},
    );
  });

  it("given a template's stand-in profiles in the site's language (tiktok.com/@DINKLINIK, instagram.com/deinefirma, facebook.com/votreentreprise), then none; a real handle beside them stays", () => {
    assert.deepEqual(
      socials(
        '<footer><a href="https://tiktok.com/@DINKLINIK">t</a><a href="https://instagram.com/deinefirma">i</a><a href="https://facebook.com/votreentreprise">f</a><a href="https://www.youtube.com/@dinkliniken-astorp">y</a></footer>',
      ),
      { youtube: 'https://www.youtube.com/@dinkliniken-astorp' },
    );
  });

  it("given a person's own Facebook address in the footer (facebook.com/john.bernal.3551), then none; a page's address with its number stays", () => {
    assert.deepEqual(
      socials('<footer><a href="https://www.facebook.com/john.bernal.3551">f</a><a href="https://www.instagram.com/acabadosjb/">i</a></footer>'),
      { instagram: 'https://www.instagram.com/acabadosjb/' },
    );
    assert.deepEqual(socials('<footer><a href="https://facebook.com/Elektriciteitmb-104856798002213">f</a></footer>'), {
      facebook: 'https://facebook.com/Elektriciteitmb-104856798002213',
    });
  });

  it('reads a platform link as a profile only when its path names someone', () => {
    assert.equal(profileOf('https://github.com/'), null);
    assert.equal(profileOf('https://github.com/acme/acme/issues'), null);
    assert.equal(profileOf('https://discord.com/oauth2/authorize?client_id=1416167216621293588&scope=bot'), null, "adding a bot to one's server");
    assert.deepEqual(profileOf('https://discord.gg/acme'), { platform: 'custom', url: 'https://discord.gg/acme' });
    assert.deepEqual(profileOf('https://bsky.app/profile/acme.bsky.social'), { platform: 'custom', url: 'https://bsky.app/profile/acme.bsky.social' });
  });
  it('given profiles in areas named in other languages ("redes", "réseaux sociaux", "sociais", "SNS"), then them; never a class that only holds those letters ("redesign", "association")', () => {
    assert.deepEqual(socials('<div class="redes"><a href="https://instagram.com/qwerty.es">IG</a></div>'), { instagram: 'https://instagram.com/qwerty.es' });
    assert.deepEqual(socials('<div class="reseaux-sociaux"><a href="https://x.com/qwerty_fr">X</a></div>'), { x: 'https://x.com/qwerty_fr' });
    assert.deepEqual(socials('<ul class="sns-list"><li><a href="https://x.com/qwerty_jp">X</a></li></ul>'), { x: 'https://x.com/qwerty_jp' });
    assert.deepEqual(socials('<div class="redesign-2024"><p><a href="https://instagram.com/someone_else">Photo</a></p></div>'), {});
    assert.deepEqual(socials('<div class="association-members"><a href="https://x.com/member_org">Member</a></div>'), {});
    assert.deepEqual(
      socials('<footer><a href="https://www.plus.google.com/discover">Google+</a></footer>'),
      {},
      "a platform's discover page is nobody's profile",
    );
  });

  it('given a profile in the content whose handle is the product\'s name with a brand\'s words ("acmestudio_official", "getacmestudio"), then it; never a handle that merely holds the name', () => {
    assert.deepEqual(socials('<p>Follow <a href="https://instagram.com/acmestudio_official">us</a></p>', 'Acme Studio'), {
      instagram: 'https://instagram.com/acmestudio_official',
    });
    assert.deepEqual(socials('<p><a href="https://x.com/getacmestudio">X</a></p>', 'Acme Studio'), { x: 'https://x.com/getacmestudio' });
    assert.deepEqual(socials('<p>We build on <a href="https://github.com/stripe/stripe-node">Stripe</a>.</p>', 'Acme Studio'), {});
    assert.deepEqual(socials('<p>Inspired by <a href="https://instagram.com/studioghibli">them</a>.</p>', 'Studio'), {});
  });
  it("given a project's mailing list or code host beyond the named platforms (Google Groups, GitLab, Codeberg), then it as the other network", () => {
    assert.deepEqual(socials('<footer><a href="https://groups.google.com/group/acme-users">Mailing list</a></footer>'), {
      custom: 'https://groups.google.com/group/acme-users',
    });
    assert.deepEqual(socials('<footer><a href="https://gitlab.com/acme-org">GitLab</a></footer>'), { custom: 'https://gitlab.com/acme-org' });
  });

  it("given a project page whose footer says who maintains or wrote it ('Acme is maintained by <a>jdoe</a>', 'Written by …'), then not that person's account", () => {
    for (const credit of ['Acme is maintained by', 'Written by', 'Authored by'])
      assert.deepEqual(socials(`<footer><p>${credit} <a href="https://github.com/jdoe">jdoe</a></p></footer>`), {}, credit);
  });

  it("given a maker's code host account in the footer (github.com/jdoe) and the product's repository under it in the content, then the repository; a repository the gate does not read as the product's name leaves none", () => {
    const page = (repo: string) =>
      `<p>Clone the <a href="https://github.com/jdoe/${repo}/">repository on GitHub</a>.</p><footer>by Jane Doe <a href="https://github.com/jdoe"><i title="GitHub"></i></a></footer>`;
    assert.deepEqual(socials(page('acme')), { github: 'https://github.com/jdoe/acme/' });
    assert.deepEqual(socials(page('acme'), 'Acme Charts'), {});
    assert.deepEqual(socials(page('widgets')), { github: 'https://github.com/jdoe' }, "another project's repository says nothing of the account");
    assert.deepEqual(socials('<footer><a href="https://github.com/acmehq">GitHub</a></footer><p><a href="https://github.com/acmehq/acme">code</a></p>'), {
      github: 'https://github.com/acmehq',
    });
  });

  it("given a product's page with its maker's links in the first person ('Me on Twitter', 'Follow me on GitHub'), then not the maker's accounts; 'Star me on GitHub' on the repository still counts", () => {
    assert.deepEqual(
      socials('<header><a href="https://twitter.com/jdoe">Me on Twitter</a> <a href="https://github.com/jdoe">Follow me on GitHub</a></header>'),
      {},
    );
    assert.deepEqual(socials('<header><a href="https://github.com/jdoe/acme">star me</a></header>'), { github: 'https://github.com/jdoe/acme' });
    assert.deepEqual(socials('<header><a href="https://twitter.com/acmehq">Follow me</a></header>'), { x: 'https://twitter.com/acmehq' });
  });

  it("given a documentation generator's credit in the footer ('Documentation generated by <a>JSDoc 3.6.4</a>'), then not the generator's profile", () => {
    assert.deepEqual(
      socials('<footer><span>Documentation generated by <a href="https://github.com/jsdoc3/jsdoc">JSDoc 3.6.4</a> on Mon Jan 1</span></footer>'),
      {},
    );
  });
});
