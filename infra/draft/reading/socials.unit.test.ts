import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { profileOf } from './profile-address.ts';
import { companySocials } from './socials.ts';

const socials = (body: string, brand = 'Acme') => companySocials([digestPage('https://acme.test/', `<html><body>${body}</body></html>`)], brand);

describe("the company's own profiles", () => {
  it("given a follow-us row with two links of one network, a person's before the brand's ('x.com/jdoe' then 'x.com/acmehq'), then the brand's; the first stays when neither or the first is named after the brand", () => {
    const row = (a: string, b: string) => socials(`<footer><p>Suivez-nous</p><a href="https://x.com/${a}">X</a> <a href="https://x.com/${b}">X</a></footer>`);
    assert.deepEqual(row('jdoe', 'acmehq'), { x: 'https://x.com/acmehq' });
    assert.deepEqual(row('acme_app', 'acmehq'), { x: 'https://x.com/acme_app' });
    assert.deepEqual(row('jdoe', 'rroe'), { x: 'https://x.com/jdoe' });
  });

  it("given a maker credited by handle in the page's language ('Made by <a>@jdoe</a>', 'Hecho por <a>jdoe</a>', 'Entwickelt von @jdoe'), then not the accounts under that handle, a footer's bare icons to them too; the brand's handle credited so still is its profile", () => {
    // Given a credit naming a maker's handle, and the footer's network icons to that handle beside the company's own
    const page = (credit: string) =>
      socials(
        `<main><p>${credit}</p></main><footer><a href="https://twitter.com/jdoe">Twitter</a> <a href="https://github.com/jdoe">GitHub</a> <a href="https://www.instagram.com/acme_app">Instagram</a></footer>`,
      );
    // When the company's profiles are read, then only the company's own
    for (const credit of [
      'Made by <a href="https://github.com/jdoe">@jdoe</a>',
      'Hecho por <a href="https://github.com/jdoe">jdoe</a>, fundador de Acme.',
      'Entwickelt von @jdoe in Leipzig.',
      'Créé par @ana et @jdoe',
      'Made by jdoe in Oslo.',
      'Gemaakt door jdoe',
    ])
      assert.deepEqual(page(credit), { instagram: 'https://www.instagram.com/acme_app' }, credit);
    // And a credit to a team, not a handle, leaves the accounts under it ("by the team" is no credit to x.com/team)
    assert.deepEqual(socials('<main><p>Made by the team in Oslo.</p></main><footer><a href="https://x.com/team">X</a></footer>'), { x: 'https://x.com/team' });
    // And a credit to the brand's own handle keeps its accounts
    assert.deepEqual(
      socials(
        '<main><p>Made with ♥ by <a href="https://twitter.com/acmehq">@acmehq</a></p></main><footer><a href="https://github.com/acmehq">GitHub</a></footer>',
      ),
      { github: 'https://github.com/acmehq', x: 'https://twitter.com/acmehq' },
    );
  });

  it("given a footer linking the product's source and the project it wraps ('Source' to github.com/ding/material-ytdlp, 'Upstream yt-dlp' to github.com/yt-dlp/yt-dlp) for 'yt-dlp Studio', then the product's own repository", () => {
    const footer =
      '<footer><a href="docs.html">Documentation</a><a href="https://github.com/ding/material-ytdlp">Source</a><a href="https://github.com/yt-dlp/yt-dlp">Upstream yt-dlp</a></footer>';
    assert.deepEqual(socials(footer, 'yt-dlp Studio'), { github: 'https://github.com/ding/material-ytdlp' });
  });

  it("given the menu's link 'Published with HonKit' to HonKit's repository, then no profile: the tool the site was made with is not the company", () => {
    assert.deepEqual(
      socials('<nav><ul><li><a href="https://github.com/honkit/honkit" class="gitbook-link">Published with HonKit</a></li></ul></nav>', 'MLIB'),
      {},
    );
  });

  it("given a footer's 'Made with <a>Hugo ʕ•ᴥ•ʔ Simple</a>' to the theme's repository, then no profile; 'Made with love in Berlin' beside the company's account keeps it", () => {
    assert.deepEqual(
      socials('<footer><span>Made with <a href="https://github.com/maolonglong/hugo-simple/">Hugo ʕ•ᴥ•ʔ Simple</a></span></footer>', 'PublicBike'),
      {},
    );
    assert.deepEqual(socials('<footer><p>Made with love in Berlin · <a href="https://github.com/acmehq">GitHub</a></p></footer>'), {
      github: 'https://github.com/acmehq',
    });
  });

  it('given profiles in the footer or a follow-us area, then one per platform', () => {
    assert.deepEqual(
      socials(
        '<footer><a href="https://twitter.com/acmehq">Twitter</a> <a href="https://www.linkedin.com/company/acme">LinkedIn</a></footer><div class="social-links"><a href="https://www.instagram.com/acme_app/">IG</a></div>',
      ),
      { x: 'https://twitter.com/acmehq', linkedin: 'https://www.linkedin.com/company/acme', instagram: 'https://www.instagram.com/acme_app/' },
    );
  });

  it("given a footer link to a mailing list's page or a project's download files before its Mastodon, then not those: the Mastodon account is its profile", () => {
    // Given an open-source footer: its list, its files, then its account
    const footer = (first: string) => socials(`<footer><a href="${first}">List</a> <a href="https://floss.social/@acme">Mastodon</a></footer>`);
    // When the company's profiles are read, then the account, not the list or the files
    for (const first of [
      'https://lists.sourceforge.net/lists/listinfo/acme-devel',
      'https://sourceforge.net/p/acme/mailman/acme-users/',
      'https://sourceforge.net/projects/acme/files/',
    ])
      assert.deepEqual(footer(first), { custom: 'https://floss.social/@acme' }, first);
    // And the project's own SourceForge page is still a profile
    assert.deepEqual(footer('https://sourceforge.net/projects/acme/'), { custom: 'https://sourceforge.net/projects/acme/' });
  });

  it("given a footer line that lists the project's people by handle ('Maintainers: mauser, vifon', 'Entwickler: …'), then not their accounts; the project's repository beside it still is its profile", () => {
    // Given a footer naming the maintainers by their code-host handles before the project's own repository
    const footer = (label: string) =>
      socials(
        `<footer><p>${label} <a href="https://github.com/mauser">mauser</a>, <a href="https://github.com/vifon">vifon</a></p><p><a href="https://github.com/acme/acme">acme/acme</a></p></footer>`,
      );
    // When the company's profiles are read, then the repository, not a maintainer
    for (const label of ['Maintainers:', 'Core team:', 'Entwickler:', 'Mainteneurs :'])
      assert.deepEqual(footer(label), { github: 'https://github.com/acme/acme' }, label);
    // And a handle under no such label is still read as the page links it
    assert.deepEqual(socials('<footer><p>Code: <a href="https://github.com/mauser">mauser</a></p></footer>'), { github: 'https://github.com/mauser' });
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

  it("given profiles only in structured data's sameAs (the site's own organisation's too), then none: a profile is one the site links where a visitor sees it; the same profile linked in the footer is", () => {
    const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
    const own = ld({ '@type': 'Organization', name: 'Acme', url: 'https://acme.test/', sameAs: ['https://www.instagram.com/acme.boards'] });
    assert.deepEqual(socials(own), {});
    assert.deepEqual(socials(ld({ '@type': 'Person', name: 'Jane Doe', url: 'https://acme.test/', sameAs: ['https://twitter.com/janedoe'] })), {});
    assert.deepEqual(socials(`${own}<footer><a href="https://www.instagram.com/acme_boards">Instagram</a></footer>`), {
      instagram: 'https://www.instagram.com/acme_boards',
    });
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

  it("given a row of outlets that wrote about the company under 'As featured in' ('Bekannt aus', 'Vu dans', 'Visto en', 'Come visto su', 'Bekend van'), in the footer, then not their accounts; the company's own follow link after it still is", () => {
    for (const label of ['As featured in', 'As seen on', 'Bekannt aus', 'Vu dans', 'Visto en', 'Come visto su', 'Bekend van'])
      assert.deepEqual(
        socials(
          `<footer><p>${label}</p><div><a href="https://techcrunch.com/2023/05/01/a-story/">TechCrunch</a> <a href="https://twitter.com/verge">The Verge</a></div><p>Follow us <a href="https://twitter.com/acmehq">Twitter</a></p></footer>`,
        ),
        { x: 'https://twitter.com/acmehq' },
        label,
      );
    // And a follow link named for its network right under such a label is still the company's
    assert.deepEqual(socials('<footer><p>As seen on</p><p><a href="https://twitter.com/acmehq">Twitter</a></p></footer>'), { x: 'https://twitter.com/acmehq' });
  });

  it("given a link to the website's own source, a repository named for its Pages host ('github.com/acme/acme.github.io'), in the footer or the content, then not the company's profile; its code's repository still is", () => {
    // Given a page that links the repository this website is built from, in its footer and in a line of its content
    const inFooter = socials('<footer><a href="https://github.com/acme/acme.github.io">View the source of this website on GitHub</a></footer>');
    const inContent = socials('<p>To update this page, see its <a href="https://github.com/acme/acme.github.io">repository</a>.</p>');
    // When the company's profiles are read, then neither is one
    assert.deepEqual(inFooter, {});
    assert.deepEqual(inContent, {});
    // And the product's own repository beside it still is
    assert.deepEqual(
      socials('<footer><a href="https://github.com/acme/acme.github.io">Site source</a> <a href="https://github.com/acme/acme">Code</a></footer>'),
      {
        github: 'https://github.com/acme/acme',
      },
    );
  });

  it('given a profile in the content named as the site\'s host is, for a brand that adds a word to it ("Virtual Keyboard" on keyboard.test), then it; another repository not', () => {
    const keyboard = (body: string) => companySocials([digestPage('https://keyboard.test/', `<html><body>${body}</body></html>`)], 'Virtual Keyboard');
    assert.deepEqual(keyboard('<p>Fork it on <a href="https://github.com/mottie/Keyboard">GitHub</a>.</p>'), { github: 'https://github.com/mottie/Keyboard' });
    assert.deepEqual(keyboard('<p>Built on <a href="https://github.com/jquery/jquery">jQuery</a>.</p>'), {});
  });

  it("given a distribution's package page on Launchpad ('launchpad.net/ubuntu/+source/acme') or its tracker ('/acme/+bugs'), then not the product's profile; the project's own Launchpad page is", () => {
    assert.deepEqual(socials('<footer><a href="https://launchpad.net/ubuntu/+source/acme">Ubuntu package</a></footer>'), {});
    assert.deepEqual(socials('<footer><a href="https://launchpad.net/acme/+bugs">Bugs</a></footer>'), {});
    assert.deepEqual(socials('<footer><a href="https://launchpad.net/acme">Launchpad</a></footer>'), { custom: 'https://launchpad.net/acme' });
    assert.deepEqual(
      socials('<footer><a href="https://plus.google.com/+AcmeOrg">Google+</a></footer>'),
      { custom: 'https://plus.google.com/+AcmeOrg' },
      "a Google+ profile's '+'",
    );
  });

  it("never a person's profile, a testimonial's author, a credit for the site's design, a share link or a profile in the content that is not the product's", () => {
    assert.deepEqual(socials('<footer><a href="https://www.linkedin.com/in/jane-doe">LinkedIn</a></footer>'), {});
    assert.deepEqual(socials('<blockquote class="testimonial">“Great.” <a href="https://x.com/happy">@happy</a></blockquote>'), {});
    assert.deepEqual(socials('<footer><p>Theme by <a href="https://github.com/themer">Jo Themer</a></p></footer>'), {});
    assert.deepEqual(
      socials(
        '<main><footer>Built with <a href="https://www.mkdocs.org">MkDocs</a> using a <a href="https://github.com/snide/sphinx_rtd_theme">theme</a> provided by <a href="https://readthedocs.org">Read the Docs</a>.</footer></main>',
      ),
      {},
      "a theme credited after its link, in a footer set inside the main column: the theme's repository",
    );
    assert.deepEqual(
      socials(
        '<footer><p><a href="https://gitlab.com/gabmus/hugo-ficurinia">Ficurinia theme</a> for <a href="https://gohugo.io">Hugo</a> by <a href="https://gabmus.org">Gabriele Musco</a>. Licensed under GNU AGPLv3.</p></footer>',
      ),
      {},
      "a link that names the theme, its maker after the site generator's name",
    );
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

  it("given a section about others in the page's footer area ('Works with your tools' over Slack's, Zapier's and HubSpot's profiles, 'Built with it' over users' accounts), then none of their profiles; the company's own follow links beside them still count", () => {
    const tools =
      '<section><h2>Works with your tools</h2><ul><li><a href="https://github.com/slackapi">Slack</a></li><li><a href="https://twitter.com/zapier">Zapier</a></li><li><a href="https://www.linkedin.com/company/hubspot">HubSpot</a></li></ul></section>';
    const users = '<section><h2>Built with it</h2><div><h4>Initech</h4><a href="https://www.instagram.com/initech.co/">Instagram</a></div></section>';
    assert.deepEqual(socials(`<div class="footer-wrap">${tools}${users}<footer><a href="https://x.com/acmehq">X</a></footer></div>`), {
      x: 'https://x.com/acmehq',
    });
    assert.deepEqual(
      socials(
        '<footer><h4>Partners</h4><ul><li><a href="https://bigco.example/">BigCo</a></li></ul><h4>Follow us</h4><a href="https://x.com/acmehq">X</a></footer>',
      ),
      { x: 'https://x.com/acmehq' },
      "a flat footer's follow links after a partners column",
    );
  });

  it("given a launch badge linking to the product's Product Hunt page ('Featured on Product Hunt', 'Product of the Day'), then no Product Hunt profile; a footer's 'Product Hunt' link among the follow links still is one", () => {
    for (const alt of ['Featured on Product Hunt', 'Acme - Product of the Day'])
      assert.deepEqual(socials(`<main><p><a href="https://www.producthunt.com/products/acme"><img src="/ph.svg" alt="${alt}"></a></p></main>`), {}, alt);
    assert.deepEqual(socials('<footer><p>Follow us</p><a href="https://www.producthunt.com/products/acme">Product Hunt</a></footer>'), {
      producthunt: 'https://www.producthunt.com/products/acme',
    });
  });

  it("given a theme's repository left in the footer of its demo ('github.com/devcows/hugo-universal-theme', '…/jekyll-theme-minimal'), then no GitHub profile; a product's own repository named after it still is one", () => {
    for (const repo of ['devcows/hugo-universal-theme', 'pages-themes/jekyll-theme-minimal', 'gatsbyjs/gatsby-starter-blog'])
      assert.deepEqual(socials(`<footer><a href="https://github.com/${repo}">GitHub</a></footer>`), {}, repo);
    assert.deepEqual(socials('<footer><a href="https://github.com/acme/acme-theme">GitHub</a></footer>'), { github: 'https://github.com/acme/acme-theme' });
  });

  it("given a site template's vendor's own profiles left in its header or footer (facebook.com/themefisher, twitter.com/colorlib), then none; the company's own beside them still counts", () => {
    assert.deepEqual(
      socials(
        '<header><div class="header-top-socials"><a href="https://www.facebook.com/themefisher">f</a><a href="https://twitter.com/colorlib">t</a><a href="https://www.linkedin.com/company/acme-studio/">in</a></div></header>',
      ),
      { linkedin: 'https://www.linkedin.com/company/acme-studio/' },
    );
  });

  it("given a new Jekyll blog's footer with its starter theme's accounts (github.com/jekyll, twitter.com/jekyllrb), then none; the site's own beside them counts, and on Jekyll's own site they are its own", () => {
    const footer = (own: string) =>
      `<footer><ul class="social-media-list"><li><a href="https://github.com/jekyll">jekyll</a></li><li><a href="https://www.twitter.com/jekyllrb">jekyllrb</a></li>${own}</ul></footer>`;
    assert.deepEqual(socials(footer('<li><a href="https://www.instagram.com/acme">acme</a></li>')), { instagram: 'https://www.instagram.com/acme' });
    assert.deepEqual(socials(footer(''), 'Jekyll'), { github: 'https://github.com/jekyll', x: 'https://www.twitter.com/jekyllrb' });
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

  it("given a solo maker's own profiles in the footer under 'Made by Jane Doe' (instagram.com/jane_doe, github.com/JaneDoe-dev), then none: the maker's, not the product's; the product's own beside them stays", () => {
    assert.deepEqual(
      socials(
        '<h1>Acme</h1><footer><p>Made by Jane Doe</p><p>Backpacker · Aspiring Engineer</p><ul class="icons"><li><a href="https://www.instagram.com/jane_doe">Instagram</a></li><li><a href="https://github.com/JaneDoe-dev">Github</a></li><li><a href="https://twitter.com/acmeapp">Twitter</a></li></ul><p>© Copyright 2021, Jane Doe</p></footer>',
      ),
      { x: 'https://twitter.com/acmeapp' },
    );
    assert.deepEqual(
      socials('<h1>Jane Doe</h1><footer><p>Made by Jane Doe</p><a href="https://www.instagram.com/jane_doe">Instagram</a></footer>', 'Jane Doe'),
      { instagram: 'https://www.instagram.com/jane_doe' },
      'a personal brand is the person',
    );
    assert.deepEqual(
      socials('<h1>Acme</h1><footer><p>© 2024 Big Fish Games</p><a href="https://twitter.com/bigfishgames">Twitter</a></footer>'),
      { x: 'https://twitter.com/bigfishgames' },
      "a publisher's account stays",
    );
  });

  it("given a page whose author meta names a person ('CJ Patoilo') and a menu linking that person's Medium beside the project's repository, then only the repository; an author meta naming the company keeps its accounts", () => {
    // Given a library's page written by its maker, its menu linking the maker's own account
    const page = (author: string) =>
      companySocials(
        [
          digestPage(
            'https://acme.test/',
            `<html><head><meta name="author" content="${author}"></head><body><nav><a href="https://github.com/acme/acme">GitHub</a> <a href="https://medium.com/@cjpatoilo">What's New</a></nav><h1>Acme</h1></body></html>`,
          ),
        ],
        'Acme',
      );
    // When the company's profiles are read, then the maker's account is not among them
    assert.deepEqual(page('CJ Patoilo'), { github: 'https://github.com/acme/acme' });
    // And a company as the author names no person
    assert.deepEqual(page('Acme Labs'), { github: 'https://github.com/acme/acme', medium: 'https://medium.com/@cjpatoilo' });
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
    // On a host of its own words ("Acme Charts" at charts.test), "acme" alone is not the product's repository; named as the host it would be.
    assert.deepEqual(companySocials([digestPage('https://charts.test/', `<html><body>${page('acme')}</body></html>`)], 'Acme Charts'), {});
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

  it("given a founder's own accounts in the footer (x.com/0xDanielLopez beside a founder Daniel López, t.me/BernardoRM), then none; the product's repository under their account, the brand's accounts and a business named after its owner still count", () => {
    const page = (body: string, title = 'Acme') =>
      digestPage('https://acme.test/', `<html><head><title>${title}</title></head><body><footer>${body}</footer></body></html>`);
    assert.deepEqual(
      companySocials(
        [
          page(
            '<a href="https://x.com/0xDanielLopez">X</a><a href="https://t.me/BernardoRM">Telegram</a><a href="https://github.com/0xDanielLopez/acme">GitHub</a><a href="https://www.instagram.com/acme.app">IG</a>',
          ),
        ],
        'Acme',
        ['Daniel López', 'Bernardo Magalhães'],
      ),
      { github: 'https://github.com/0xDanielLopez/acme', instagram: 'https://www.instagram.com/acme.app' },
    );
    assert.deepEqual(companySocials([page('<a href="https://twitter.com/mdo">@mdo</a>')], 'WTF, forms', ['@mdo']), {});
    assert.deepEqual(companySocials([page('<a href="https://www.tiktok.com/@lucysaki0">TikTok</a>')], 'Wawa Seed', ['Lucy Saki']), {});
    // A short first name alone is a word of many a company's handle.
    assert.deepEqual(companySocials([page('<a href="https://x.com/brightmarketing">X</a>')], 'Acme', ['Mark Rossi']), {
      x: 'https://x.com/brightmarketing',
    });
    // The salon named after its owner, the owner's name in its account: the business's own.
    assert.deepEqual(
      companySocials([page('<a href="https://www.instagram.com/pracownia.agnieszkanowak/">IG</a>')], 'Pracownia Fryzjerska', ['Agnieszka Nowak']),
      { instagram: 'https://www.instagram.com/pracownia.agnieszkanowak/' },
    );
    assert.deepEqual(
      companySocials([page('<a href="https://www.instagram.com/lionelzurita/">IG</a>', 'Dr. Lionel Zurita | Abogado')], 'Estudio', ['Lionel Zurita']),
      { instagram: 'https://www.instagram.com/lionelzurita/' },
    );
  });

  it("given the company's own icon links in the footer and a web agency's credit there with a link of the same words ('Twitter'), then the company's stays and the agency's does not", () => {
    const footer = (credit: string) =>
      `<footer><div class="icons"><ul><li><a href="https://github.com/craftlabs"><span>GitHub</span></a></li><li><a href="https://twitter.com/craftlabs"><span>Twitter</span></a></li></ul></div><div><p>Acme is made in Utrecht.</p></div>${credit}</footer>`;
    assert.deepEqual(socials(footer('<p>Website design by PixelForge Studio · <a href="https://twitter.com/pixelforge">Twitter</a></p>')), {
      github: 'https://github.com/craftlabs',
      x: 'https://twitter.com/craftlabs',
    });
    assert.deepEqual(socials('<footer><p>Website design by PixelForge Studio · <a href="https://twitter.com/pixelforge">Twitter</a></p></footer>'), {});
  });

  it('given a "Created by" or "maintained by" credit in the footer, then not its profile', () => {
    assert.deepEqual(socials('<footer><span>Created By <a href="https://github.com/jdoe99/portfolio">jdoe99</a></span></footer>'), {});
    assert.deepEqual(socials('<footer><p>topbar is maintained by <a href="https://github.com/buunguyen">buunguyen</a></p></footer>', 'topbar'), {});
  });

  it('given a footer that credits or names a person ("by Joe Walnes", "Drew Noakes") beside their accounts\' icons, then none of them; the product\'s repository still counts', () => {
    assert.deepEqual(
      socials(
        '<footer><div>by Joe Walnes</div><a href="https://github.com/joewalnes"><i class="icon-github"></i></a><a href="http://twitter.com/joewalnes"><i class="icon-twitter"></i></a><div>Drew Noakes <a href="https://github.com/drewnoakes"><i class="icon-github"></i></a></div><a href="https://github.com/joewalnes/smoothie">Source</a></footer>',
        'Smoothie Charts',
      ),
      { github: 'https://github.com/joewalnes/smoothie' },
    );
    // A team card on the about page: the member's accounts beside their name.
    assert.deepEqual(
      socials(
        '<main><div class="cards"><div class="card"><div>Caio Pieri</div><div>DEV fullstack</div><div class="card-social"><a href="https://github.com/CAPIERI">gh</a></div></div></div></main><footer><a href="https://www.instagram.com/acme.app">IG</a></footer>',
      ),
      { instagram: 'https://www.instagram.com/acme.app' },
    );
  });

  it("given a site generator's starter that keeps the generator's own repository in the navigation bar (github.com/vuejs/vitepress) or the HTML5 Test Page's, then none; the generator's own site keeps it", () => {
    const nav = '<header><nav><div class="VPSocialLinks"><a href="https://github.com/vuejs/vitepress" aria-label="github"></a></div></nav></header>';
    assert.deepEqual(socials(nav, 'Dunce notes'), {});
    assert.deepEqual(socials(nav, 'VitePress'), { github: 'https://github.com/vuejs/vitepress' });
    assert.deepEqual(socials('<header><nav><a href="http://github.com/cbracco/html5-test-page">GitHub</a></nav></header>', 'Sakura'), {});
  });

  it('never a GitHub Pages address on a github.com subdomain (bgrins.github.com/spectrum): a site, not a profile', () => {
    assert.deepEqual(socials('<footer><a href="http://bgrins.github.com/spectrum">Spectrum</a></footer>'), {});
    assert.equal(profileOf('https://gist.github.com/jdoe'), null);
    assert.deepEqual(profileOf('https://www.github.com/acme'), { platform: 'github', url: 'https://www.github.com/acme' });
  });

  it("given a documentation generator's credit in the footer ('Documentation generated by <a>JSDoc 3.6.4</a>'), then not the generator's profile", () => {
    assert.deepEqual(
      socials('<footer><span>Documentation generated by <a href="https://github.com/jsdoc3/jsdoc">JSDoc 3.6.4</a> on Mon Jan 1</span></footer>'),
      {},
    );
  });
  it('given a footer that labels someone else\'s part with a colon ("Webdesign:", "Diseño web:", "Fotos:", "Réalisation :", "Partner:") or credits it with a verb in the site\'s language ("Criado por", "Strona wykonana przez", "Web impulsada por"), then not their profile; the own follow-us link stays', () => {
    const credits = [
      'Webdesign: <a href="https://www.instagram.com/pixelwerk/">pixelwerk</a>',
      'Diseño web: <a href="https://www.instagram.com/pixelstudio.es/">Pixel Studio</a>',
      'Fotos: <a href="https://www.instagram.com/anna.fotografie/">@anna.fotografie</a>',
      'Réalisation : <a href="https://www.linkedin.com/company/agence-web-x">Agence Web X</a>',
      'Unser Partner: <a href="https://www.facebook.com/biohonigx">BIO Honig X</a>',
      'Criado por <a href="https://www.instagram.com/agencia.x/">Agência X</a>',
      'Strona wykonana przez <a href="https://www.facebook.com/webstudiopl">WebStudio</a>',
      'Web impulsada por la <a href="https://www.facebook.com/proyectoscel">CEL</a>',
    ];
    for (const credit of credits) assert.deepEqual(socials(`<footer><p>© 2025 Acme · ${credit}</p></footer>`), {}, credit);
    assert.deepEqual(
      socials(
        '<footer><p>Folgen Sie uns: <a href="https://www.instagram.com/acmehof/">Instagram</a></p><p>Webdesign: <a href="https://www.facebook.com/pixelwerk">pixelwerk</a></p></footer>',
      ),
      { instagram: 'https://www.instagram.com/acmehof/' },
    );
  });
});
