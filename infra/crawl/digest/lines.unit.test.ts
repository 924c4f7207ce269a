import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../page-digest.ts';

const lines = (body: string) => digestPage('https://acme.test/', `<html><body>${body}</body></html>`).lines ?? [];

describe('the page as a person reads it', () => {
  it("given a heading whose two sentences are set in spans of their own ('<span>Your Entire Business.</span><span>One Intelligent Operating System.</span>'), then a space between them; 'ASP.NET' in one text and a wordmark 'Data.<span>LAB</span>' stay as written", () => {
    assert.deepEqual(
      lines(
        '<h1><span class="line-1">Your Entire Business.</span><span class="line-2">One Intelligent Operating System.</span></h1><p>Built on ASP.NET and Node.js.</p>',
      ).map((l) => l.text),
      ['Your Entire Business. One Intelligent Operating System.', 'Built on ASP.NET and Node.js.'],
    );
  });

  it("given a WordPress theme's header printed into the page ('Author: DavidCarbon Author URI: … Theme Name: … License: GNU General Public License'), then no line of it; a line that names an author still is one", () => {
    const header =
      '<p style="display:none">Author: DavidCarbon Author URI: https://davidcarbon.example Theme Name: Soapbox Race World Community License: GNU General Public License v2 or later Text Domain: sbrw</p>';
    assert.deepEqual(
      lines(`${header}<h1>Soapbox Race World</h1><p>Author: Jane Roe</p>`).map((l) => l.text),
      ['Soapbox Race World', 'Author: Jane Roe'],
    );
  });

  it('gives each block its own line in reading order, inline text joined, a line break a space', () => {
    assert.deepEqual(
      lines('<h1>Welcome to<br>Acme</h1><p>Plans from <b>$9</b>/mo.</p><ul><li>One</li><li>Two</li></ul>').map((l) => [l.tag, l.text]),
      [
        ['h1', 'Welcome to Acme'],
        ['p', 'Plans from $9/mo.'],
        ['li', 'One'],
        ['li', 'Two'],
      ],
    );
  });

  it("given an address broken over lines ('Acme GmbH<br>Hauptstraße 1<br>10115 Berlin'), then one line whose parts are the address's lines; a line with no break has no parts", () => {
    const [address, plain] = lines('<p>Acme GmbH<br>Hauptstraße 1<br><br>10115 <b>Berlin</b></p><p>Plans from $9/mo.</p>');
    assert.equal(address.text, 'Acme GmbH Hauptstraße 1 10115 Berlin');
    assert.deepEqual(address.parts, ['Acme GmbH', 'Hauptstraße 1', '10115 Berlin']);
    assert.equal(plain.parts, undefined);
  });

  it("given a code or terminal display set as text ('<div class=\"ba-code ba-after\"># The Verge … since 2009</div>', 'terminal-output'), then its lines are a sample; a promo code's box is not one", () => {
    const marked = lines(
      '<div class="ba-code ba-after"># The Verge — Tech &amp; Science\n"The biggest shift in search since 2009."</div><div class="terminal-output">✓ Created project</div><p class="promo-code">Use SAVE20 at checkout.</p>',
    ).map((l) => [l.text.slice(0, 14), (l.marks ?? []).includes('sample')]);
    assert.deepEqual(marked, [
      ['# The Verge — ', true],
      ['✓ Created proj', true],
      ['Use SAVE20 at ', false],
    ]);
  });

  it('given a heading whose other language is set in a hidden span (\'<span class="lang-de">Dein Telefon klingelt.</span> <span class="lang-en hidden">Your phone rings.</span>\'), then only the language shown; a span shown from a width up stays', () => {
    assert.deepEqual(
      lines(
        '<h1><span class="lang-de">Dein Telefon klingelt. Lana nimmt ab.</span> <span class="lang-en hidden">Your phone rings. Lana answers.</span></h1><p>Acme <span class="hidden md:inline">for teams</span></p><p>Plans <span style="display: none">secret</span>from $9.</p>',
      ).map((l) => l.text),
      ['Dein Telefon klingelt. Lana nimmt ab.', 'Acme for teams', 'Plans from $9.'],
    );
  });

  it('given a Japanese heading broken over two lines ("AIロボットを、<br>つくって動かす。"), then one line with no space at the break; beside Latin words a space', () => {
    assert.deepEqual(
      lines(
        '<h1>AIロボットを、<br class="title-br">つくって動かす。</h1><h2>タスクバーに、<br /><em>いまの\n  余裕を。</em></h2><p>Swipe Chat<br>は会話のアプリ</p>',
      ).map((l) => l.text),
      ['AIロボットを、つくって動かす。', 'タスクバーに、いまの余裕を。', 'Swipe Chat は会話のアプリ'],
    );
  });

  it('given a heading shown from a width up ("hidden md:block", "d-none d-lg-block") beside its phone version ("md:hidden", "d-lg-none"), then the desktop\'s is seen and the phone\'s hidden, as a person reads on a desktop', () => {
    const seen = (body: string) => lines(body).map((l) => [l.text, l.hidden === true]);
    assert.deepEqual(seen('<h1 class="hidden md:block">Invoicing for freelancers</h1><h1 class="md:hidden">Invoicing</h1>'), [
      ['Invoicing for freelancers', false],
      ['Invoicing', true],
    ]);
    assert.deepEqual(seen('<h1 class="d-none d-lg-block">Invoicing for freelancers</h1><h1 class="d-lg-none">Invoicing</h1><p class="hidden">Secret</p>'), [
      ['Invoicing for freelancers', false],
      ['Invoicing', true],
      ['Secret', true],
    ]);
  });

  it("given copies of the hero for each screen width, hidden by the page's own media queries (as Framer writes a page), then the desktop's is seen and the others hidden; a class hidden outside any media query (a menu a script opens) is left alone", () => {
    const css =
      '<style>@media (min-width: 1200px) { .hidden-72rtr7 { display: none !important; } } @media (min-width: 810px) and (max-width: 1199px) { .hidden-1wqx7y { display: none !important; } } @media (max-width: 809px) { .hidden-1fh4x3j { display: none !important; } } .menu { display: none }</style>';
    const page = digestPage(
      'https://acme.test/',
      `<html><head>${css}</head><body><div class="hidden-72rtr7 hidden-1wqx7y"><h1>Invoicing</h1></div><div class="hidden-1wqx7y hidden-1fh4x3j"><h1>Invoicing for freelancers</h1></div><p class="menu">Menu</p></body></html>`,
    );
    assert.deepEqual(
      page.lines?.map((l) => [l.text, l.hidden === true]),
      [
        ['Invoicing', true],
        ['Invoicing for freelancers', false],
        ['Menu', false],
      ],
    );
  });

  it('given a React page streamed from the server (its parts in hidden `<div id="S:0">` that its script puts in place), then their words are seen; any other hidden element stays hidden', () => {
    assert.deepEqual(
      lines(
        '<main><template id="B:0"></template></main><div hidden id="S:0"><h1>Invoicing for freelancers</h1></div><div hidden id="later"><p>Not yet</p></div>',
      ).map((l) => [l.text, l.hidden === true]),
      [
        ['Invoicing for freelancers', false],
        ['Not yet', true],
      ],
    );
  });

  it('given a paragraph or box inside a button ("<button><a><p>Cosa offriamo</p></a></button>"), then a button\'s line; a heading in it stays a heading', () => {
    assert.deepEqual(
      lines('<button class="b"><a href="/x"><p>Cosa offriamo</p></a></button><button><div><h3>Pro</h3><span>9 €</span></div></button><p>Vini.</p>').map((l) => [
        l.tag,
        l.text,
      ]),
      [
        ['button', 'Cosa offriamo'],
        ['h3', 'Pro'],
        ['button', '9 €'],
        ['p', 'Vini.'],
      ],
    );
  });

  it('given words set on lines of their own by inline elements with no space between, then a space there; a part of a word stays joined', () => {
    assert.deepEqual(
      lines(
        '<h1>Deine Wünsche<span class="soft">werden zum</span><span class="shine">Geschenk</span></h1><h2>Beheer je paard<em>met passie</em></h2><p>Super<b>charge</b> your day</p>',
      ).map((l) => l.text),
      ['Deine Wünsche werden zum Geschenk', 'Beheer je paard met passie', 'Supercharge your day'],
    );
  });

  it("given a documentation heading with its permalink sign, then the heading's words without it", () => {
    const page = digestPage(
      'https://acme.test/',
      '<html><body><h1>Acme Consulting<a class="headerlink" href="#top">¶</a></h1><h2>Plans <a href="#plans">#</a></h2></body></html>',
    );
    assert.deepEqual(
      (page.lines ?? []).map((l) => l.text),
      ['Acme Consulting', 'Plans'],
    );
    assert.deepEqual(page.headings, ['Acme Consulting', 'Plans']);
  });

  it('knows where each line sits and what its containers say it is', () => {
    const got = lines(
      '<header><nav><a href="/">Home</a></nav></header><section class="hero"><h1>Boards</h1><p class="tagline">For teams</p></section><div class="testimonials"><p>Great!</p></div><div class="faq"><h3>Q?</h3></div><footer><p>© Acme</p></footer>',
    );
    const at = (text: string) => got.find((l) => l.text === text);
    assert.equal(at('Home')?.area, 'nav');
    assert.deepEqual(at('Boards')?.marks, ['hero']);
    assert.deepEqual(at('For teams')?.marks?.sort(), ['hero', 'tagline']);
    assert.deepEqual(at('Great!')?.marks, ['quote']);
    assert.deepEqual(at('Q?')?.marks, ['faq']);
    assert.equal(at('© Acme')?.area, 'footer');
  });

  it("given a line of text above the site's header ('Black Friday: 40% off all plans — ends Monday! Shop the sale'), then a notice's; a heading there, or a page with no header, is left as it is", () => {
    const bar = '<div><p>Black Friday: 40% off all plans — ends Monday! <a href="/deals">Shop the sale</a></p></div>';
    const page = (top: string, header = '<header><nav><a href="/">Home</a></nav></header>') => lines(`${top}${header}<main><h1>Acme</h1></main>`);
    assert.deepEqual(page(bar).find((l) => l.text.startsWith('Black Friday'))?.marks, ['notice']);
    assert.deepEqual(page('<h2>Acme</h2>').find((l) => l.text === 'Acme' && l.tag === 'h2')?.marks ?? [], []);
    assert.deepEqual(page(bar, '').find((l) => l.text.startsWith('Black Friday'))?.marks ?? [], []);
  });

  it("given a quotation signed on the line under it ('“We moved everything over in a week.”' over '— Dana Whitfield, co-founder of Globex'), then both lines are a quotation's; a quoted line with no signature is left as it is", () => {
    const got = lines(
      '<h1>Acme</h1><p>“We moved everything over in a week.”</p><p>— Dana Whitfield, co-founder of Globex</p><p>« Un outil formidable »</p><p>Charts for teams.</p>',
    );
    const at = (text: string) => got.find((l) => l.text === text);
    assert.deepEqual(at('“We moved everything over in a week.”')?.marks, ['quote']);
    assert.deepEqual(at('— Dana Whitfield, co-founder of Globex')?.marks, ['quote']);
    assert.deepEqual(at('« Un outil formidable »')?.marks ?? [], []);
  });

  it("given a dialog whose class says nothing (role='dialog', aria-modal, a <dialog> element), then its lines are a notice's; a section beside it is not", () => {
    const got = lines(
      '<div role="dialog"><h2>We value your privacy</h2></div><div aria-modal="true"><p>Get 10% off</p></div><dialog open><p>Sign in</p></dialog><section><h1>Acme</h1></section>',
    );
    const at = (text: string) => got.find((l) => l.text === text);
    for (const text of ['We value your privacy', 'Get 10% off', 'Sign in']) assert.deepEqual(at(text)?.marks, ['notice'], text);
    assert.deepEqual(at('Acme')?.marks ?? [], []);
  });

  it('given a hand-made slider whose slides share a class and differ in their state ("banner-info next", "banner-info current", "banner-info previous"), then each slide\'s lines are a slide\'s; one "active" card among plain ones is not', () => {
    const slides = lines(
      '<main><div class="banner-info next"><h1>Rzuć palenie</h1></div><div class="banner-info current"><h1>Testy alergiczne</h1></div><div class="banner-info previous"><h1>Borelioza</h1></div></main>',
    );
    assert.ok(slides.every((l) => l.marks?.includes('slide')));
    const tabs = lines('<main><div class="tab active"><h2>Monthly</h2></div><div class="tab"><h2>Yearly</h2></div></main>');
    assert.ok(tabs.every((l) => !l.marks?.includes('slide')));
  });

  it('given a wrapper whose class names the footer too ("main-and-footer") around the main content and the footer, then the main content is main; the footer stays the footer', () => {
    const got = lines('<div class="main-and-footer"><div><main><h1>Home</h1><p>Welcome to my blog.</p></main></div><footer><p>© Jane</p></footer></div>');
    assert.equal(got.find((l) => l.text === 'Welcome to my blog.')?.area, 'main');
    assert.equal(got.find((l) => l.text === '© Jane')?.area, 'footer');
    assert.equal(lines('<div class="site-footer"><p>© Jane</p></div>')[0]?.area, 'footer');
  });

  it("given a CMS's page template ('post-12 page type-page' around 'entry-content'), then its lines are no post's; a post's own template ('type-post') still marks them", () => {
    // Given a WordPress page and a WordPress post, each in its theme's article element
    const page = lines(
      '<article id="post-12" class="post-12 page type-page status-publish hentry"><div class="entry-content"><h1>Boards for teams</h1></div></article>',
    );
    const post = lines(
      '<article id="post-40" class="post-40 post type-post status-publish hentry"><div class="entry-content"><p>We shipped it.</p></div></article>',
    );
    // When their lines are read, then the page's are no post's, the post's are
    assert.deepEqual(page.find((l) => l.text === 'Boards for teams')?.marks ?? [], []);
    assert.ok(post.find((l) => l.text === 'We shipped it.')?.marks?.includes('post'));
  });

  it("given a form's choice list, then its options are no line of the page; the form's label is", () => {
    assert.deepEqual(
      lines(
        '<form><label>Team size <select><option>1-10</option><option>51-500 Employees</option></select></label><input list="c"><datalist id="c"><option>Poland</option></datalist></form>',
      ).map((l) => l.text),
      ['Team size'],
    );
  });

  it('given a drawn sample document holding an address at an example domain, then its lines are a sample; a section of the page around it is not', () => {
    const got = lines(
      '<section><h2>What your customer gets</h2><p>A branded PDF.</p><div class="doc"><div>Wrenfield Building Services</div><div>14 Selborne Road, London</div><div>hello@wrenfield.example</div></div></section>',
    );
    const at = (text: string) => got.find((l) => l.text === text);
    assert.ok(at('14 Selborne Road, London')?.marks?.includes('sample'));
    assert.ok(!at('A branded PDF.')?.marks?.includes('sample'));
    assert.ok(!at('What your customer gets')?.marks?.includes('sample'));
  });

  it('given words inside a line only a screen reader gets, beside words everyone sees (\'No <span aria-hidden>Google.</span><span class="sr-only">Google.</span>\'), then the line holds the seen words; a link whose only words are for screen readers keeps them', () => {
    assert.equal(
      lines('<h1>Your keys. No <span aria-hidden="true" class="type">Google.</span><span class="sr-only">Google.</span></h1>')[0].text,
      'Your keys. No Google.',
    );
    assert.equal(lines('<nav><ul><li><a href="/cart"><i class="icon-cart"></i><span class="visually-hidden">Cart</span></a></li></ul></nav>')[0].text, 'Cart');
  });

  it('marks hidden blocks, and the page text is the lines joined', () => {
    const page = digestPage(
      'https://acme.test/',
      '<html><body><h1 class="sr-only">Header section</h1><p>Visible words.</p><script>var x = 1</script></body></html>',
    );
    assert.equal(page.lines?.[0].hidden, true);
    assert.equal(page.text, 'Header section Visible words.');
  });
});
