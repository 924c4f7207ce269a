import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../page-digest.ts';

const kind = (html: string, url = 'https://example.test/') => digestPage(url, html).kind;
const prose = `<p>${'The council met on Tuesday to discuss the new plan for the river, which has flooded twice this year and cost the town dearly. '.repeat(12)}</p>`;

describe('what kind of page it is, by its own structure', () => {
  it("given a canonical or share address left as a build tool's placeholder ('%VITE_APP_SITE_URL%/') or an image file with a bare '%', then the page is still read, as a product's", () => {
    const html =
      '<html><head><title>Acme – Boards</title><link rel="canonical" href="%VITE_APP_SITE_URL%/"><meta property="og:url" content="%VITE_APP_SITE_URL%/"></head><body><h1>Boards for teams</h1><p>Acme boards.</p></body></html>';
    assert.equal(kind(html), 'product');
    assert.equal(kind(html.replace('<h1>', '<img src="/img/50%-off.png" alt="Sale"><h1>')), 'product', "an image's file with a bare '%' too");
  });

  it('a product or company homepage', () => {
    assert.equal(
      kind(
        '<html><head><title>Acme – Boards</title><meta property="og:type" content="website"></head><body><h1>Boards for teams</h1><p>Acme boards.</p></body></html>',
      ),
      'product',
    );
    assert.equal(
      kind(
        '<html><head><title>Pricing | Acme</title><meta property="og:type" content="article"></head><body><h1>Pricing</h1><p>$9 per month</p></body></html>',
      ),
      'product',
      'a typed article with no date nor author is not one',
    );
  });

  it('an article: typed with its date, a CMS post, or a headline with a dateline over prose', () => {
    assert.equal(
      kind(
        '<html><head><meta property="og:type" content="article"><meta property="article:published_time" content="2020-01-01"></head><body><h1>Big news</h1></body></html>',
      ),
      'article',
    );
    assert.equal(
      kind(
        `<html><body class="post-template-default single single-post"><h1>Three ways</h1><p class="byline">By <a rel="author" href="/a">Ann</a></p>${prose}</body></html>`,
      ),
      'article',
    );
    assert.equal(kind(`<html><body><main><h1>River council approves the flood plan</h1><div>March 3, 2021</div>${prose}</main></body></html>`), 'article');
    assert.equal(
      kind(`<html><head><title>Press release | Acme Corp</title></head><body><h1>Acme opens an office</h1><p>2019年1月21日</p>${prose}</body></html>`),
      'article',
    );
  });

  it('an article in Japanese or Chinese: a headline with a dateline over prose, its length read in characters that each say more', () => {
    const ja = `<p>${'このプラットフォームは、顧客とのコミュニケーションを最適化し、営業時間外でも電話に自動で応答します。'.repeat(5)}</p>`;
    assert.equal(kind(`<html><body><main><h1>逃した電話をゼロにする方法</h1><div>2026-08-13 ｜ お知らせ</div>${ja}${ja}</main></body></html>`), 'article');
    assert.equal(kind(`<html><body><main><h1>AIで電話対応</h1><p>${'顧客の問い合わせに即座に応答します。'.repeat(4)}</p></main></body></html>`), 'product');
  });

  it('a Chinese news story: a headline written without spaces, under a menu of plain lines, dated with the time right after 日', () => {
    const menu = '<div>首页</div><div>国内</div><div>国际</div><div>财经</div><div>科技</div><div>体育</div><div>文化</div><div>评论</div><div>登录</div>';
    const zh = `<p>${'市政府周二召开会议，讨论今年两次泛滥、给全城造成重大损失的河流治理新方案。'.repeat(6)}</p>`;
    assert.equal(
      kind(`<html><body><main>${menu}<h1>市政府通过新的防洪计划方案</h1><div>2019年06月15日08:18 来源：日报</div>${zh}${zh}</main></body></html>`),
      'article',
    );
  });

  it('a news story with no main heading: its headline the first sentence-like subheading past a long menu', () => {
    const menu = ['Home', 'World', 'Business', 'Tech', 'Sport', 'Culture', 'Opinion', 'Video', 'Weather', 'Login', 'Search']
      .map((m) => `<div>${m}</div>`)
      .join('');
    assert.equal(
      kind(`<html><body><main>${menu}<h3>River council approves the flood plan</h3><div>2019-09-07 15:10 Source: Daily</div>${prose}</main></body></html>`),
      'article',
    );
  });

  it('a news story under a breadcrumb heading: the heading above the headline does not make it a list of dated news', () => {
    assert.equal(
      kind(
        `<html><body><main><h2>You are here: News &gt; City</h2><div>Search</div><h1>River council approves the flood plan</h1><div>2020-10-04 20:30 Source: Daily</div>${prose}</main></body></html>`,
      ),
      'article',
    );
  });

  it("a project's page on a code host is its repository, whatever the page holds", () => {
    const readme = `<html><body><main><h1>Acme</h1><p>Boards for teams. Free and open source.</p>${prose}</main></body></html>`;
    assert.equal(kind(readme, 'https://github.com/acme/boards'), 'repository');
    assert.equal(kind(readme, 'https://gitlab.com/acme/boards/-/tree/main'), 'repository');
  });

  it("the code host's own homepage is not a repository page", () => {
    assert.equal(
      kind('<html><body><main><h1>Where the world builds software</h1><p>Code together.</p></main></body></html>', 'https://github.com/'),
      'product',
    );
  });

  it("a package's page on a registry is the registry's listing of it", () => {
    const readme = `<html><body><main><h1>acme-boards</h1><p>Boards for teams.</p>${prose}</main></body></html>`;
    assert.equal(kind(readme, 'https://www.npmjs.com/package/acme-boards'), 'marketplace');
    assert.equal(kind(readme, 'https://pypi.org/project/acme-boards/'), 'marketplace');
  });

  it('a short blog post whose title names the blog: a headline with a dateline, too little prose for a news story', () => {
    assert.equal(
      kind(
        '<html><head><title>Emails are online | Acme Blog</title></head><body><main><h1>Emails are online</h1><div>2026-05-01</div><p>Anything can now send and receive mail.</p></main></body></html>',
      ),
      'article',
    );
  });

  it('a short blog post that links back to its blog: a headline with a dateline', () => {
    assert.equal(
      kind(
        '<html><head><title>Emails are online — Acme</title></head><body><main><h1>Emails are online</h1><div>2026-05-01</div><p>Anything can now send and receive mail.</p><a href="/blog/">← back to blog</a></main></body></html>',
      ),
      'article',
    );
  });

  it('not a blog post: a product homepage that links to its blog, with no dateline under its headline', () => {
    assert.equal(
      kind(
        '<html><head><title>Acme — Boards for teams</title></head><body><main><h1>Boards for teams and families</h1><p>Plan together.</p><h2>From the blog</h2><p>2026-05-01</p><a href="/blog/">Back to blog</a></main></body></html>',
      ),
      'product',
    );
  });

  it('a chapter of a site a documentation generator built, linking back to the chapter before it, whatever its title says', () => {
    assert.equal(
      kind(
        '<html><head><title>Installation - Acme</title><meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.6.14"><link rel="prev" href="../"><link rel="next" href="../usage/"></head><body><main><h1>Installation</h1><p>Run pip install acme.</p></main></body></html>',
      ),
      'docs',
    );
    assert.equal(
      kind(
        '<html><head><title>Translate your site | Acme</title><meta name="generator" content="Docusaurus v2.4.1"></head><body><main><h1>Translate your site</h1><p>Add a locale.</p><nav class="pagination-nav"><a class="pagination-nav__link pagination-nav__link--prev" href="../versions/">Previous</a></nav></main></body></html>',
      ),
      'docs',
    );
  });

  it("the first page of a site a documentation generator built (no chapter before it) stays the product's own", () => {
    assert.equal(
      kind(
        '<html><head><title>Acme</title><meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.6.14"><link rel="next" href="installation/"></head><body><main><h1>Acme</h1><p>Boards for teams.</p></main></body></html>',
      ),
      'product',
    );
  });

  it('a Chinese news story that credits its source beside its date, its headline wherever the template puts it', () => {
    const zh = `<p>${'市政府周二召开会议，讨论今年两次泛滥、给全城造成重大损失的河流治理新方案。'.repeat(6)}</p>`;
    assert.equal(
      kind(
        `<html><body><header><div>新华网 正文</div><div>防洪计划方案获通过</div><div>2019-12-10 07:57:40 来源： 新华网</div></header><main>${zh}${zh}</main></body></html>`,
      ),
      'article',
    );
  });

  it('a Chinese news story that names its editor in charge at its end, dated near its top', () => {
    const zh = `<p>${'市政府周二召开会议，讨论今年两次泛滥、给全城造成重大损失的河流治理新方案。'.repeat(6)}</p>`;
    assert.equal(
      kind(
        `<html><body><main>${['首页', '国内', '国际', '财经', '科技', '体育', '文化', '评论', '登录'].map((m) => `<div>${m}</div>`).join('')}<div>2018-12-28 21:05</div>${zh}${zh}<div>（责任编辑： 王五）</div></main></body></html>`,
      ),
      'article',
    );
  });

  it('not a person\'s page: a job site that asks the visitor to send their own CV ("Déposer mon CV", "Upload my résumé")', () => {
    assert.equal(
      kind('<html><body><main><h1>Trouvez votre prochaine opportunité</h1><p>20 emplois disponibles.</p><a href="/cv">Déposer mon CV</a></main></body></html>'),
      'product',
    );
    assert.equal(kind('<html><body><main><h1>Find your next job</h1><a href="/cv">Upload my résumé</a></main></body></html>'), 'product');
    assert.equal(kind('<html><body><main><h1>Jane Roe</h1><p>Designer in Porto.</p><a href="/cv.pdf">Download my CV</a></main></body></html>'), 'personal');
  });

  it("a recipe, typed as one with its author or date: a cook's post, not a product's own site", () => {
    assert.equal(
      kind(
        '<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Lemon cake","author":{"@type":"Person","name":"Ann Cook"},"datePublished":"2021-04-01"}</script></head><body><main><h1>Lemon cake</h1><p>Bake for 40 minutes.</p></main></body></html>',
      ),
      'article',
    );
  });

  it('not an article: a product whose homepage lists dated news under its name', () => {
    assert.equal(
      kind(
        `<html><body><main><h1>acme</h1><h2>News</h2><h1>Version 2 released</h1><p>2021-03-01</p><p>Details.</p><h1>Version 1 released</h1><p>2020-01-01</p>${prose}</main></body></html>`,
      ),
      'product',
    );
  });

  it("a store listing: a product with a price and stock, or a store's own address", () => {
    assert.equal(
      kind(
        '<html><body><div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Flea tablets</h1><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="5.29"><meta itemprop="availability" content="http://schema.org/InStock"></div><button>Add to basket</button></div></body></html>',
      ),
      'marketplace',
    );
    assert.equal(kind('<html><body><h1>An app</h1></body></html>', 'https://apps.apple.com/app/x/id1'), 'marketplace');
  });

  it('a discussion thread, a résumé or portfolio, a documentation chapter, a list of events, a code repository page', () => {
    const comments = Array.from(
      { length: 12 },
      (_, i) => `<div class="comment"><span class="votearrow"></span><p>Reply number ${i}</p><a href="/reply?id=${i}">reply</a></div>`,
    ).join('');
    assert.equal(kind(`<html><body><h1>What is the best editor?</h1>${comments}</body></html>`), 'forum');
    assert.equal(
      kind('<html><head><title>Portfolio Jan de Boer</title></head><body><h1>LinkedIn</h1><p>Download mijn CV hieronder.</p></body></html>'),
      'personal',
    );
    assert.equal(kind('<html><body><h1>Jane Roe</h1><h2>Experience</h2><p>…</p><h2>Education</h2><p>…</p><h2>Skills</h2></body></html>'), 'personal');
    assert.equal(
      kind(
        '<html><head><title>Home Page</title></head><body><ul><li><a href="/">Jane Roe</a></li><li><a href="press.html">Press</a></li><li><a href="resume.pdf">Resume</a></li></ul><h1>A Film - Producer</h1><p>A classic, restored.</p></body></html>',
      ),
      'personal',
    );
    assert.equal(
      kind(
        '<html><head><title>Acme CV builder</title></head><body><h1>Build a CV that gets read</h1><a href="/templates">Templates</a><a href="/pricing">Pricing</a></body></html>',
      ),
      'product',
    );
    assert.equal(
      kind(
        '<html><head><title>Quickstart — acme 0.2 documentation</title><link rel="next" href="advanced.html"></head><body><h1>Quickstart</h1></body></html>',
      ),
      'docs',
    );
    const event = (n: number) => `<script type="application/ld+json">{"@type":"MusicEvent","name":"Show ${n}","startDate":"2017-0${n}-01"}</script>`;
    assert.equal(kind(`<html><head>${event(1)}${event(2)}</head><body><h1>The Band</h1></body></html>`), 'events');
    assert.equal(kind('<html><body><div itemscope itemtype="http://schema.org/SoftwareSourceCode"><h1>user/tool</h1></div></body></html>'), 'repository');
  });

  it('a person\'s page by its description: "Miles\' resume and works", "Portfolio of Jane Roe"; never a company\'s portfolio', () => {
    const described = (d: string) =>
      kind(
        `<html><head><title>Miles</title><meta name="description" content="${d}"></head><body><div id="app"></div><p>Hello there, welcome.</p></body></html>`,
      );
    assert.equal(described('Miles’ resume and works'), 'personal');
    assert.equal(described('Portfolio of Jane Roe, designer in Lyon'), 'personal');
    assert.notEqual(described('Acme’s portfolio of boards for small teams'), 'personal');
  });

  it('a script shell that shows nothing without JavaScript', () => {
    assert.equal(kind('<html><head><title>App</title><script src="/main.js"></script></head><body><div id="root"></div></body></html>'), 'shell');
  });

  it('given a short page whose filters are shown without a script (a header, a slogan, two choice lists), then not an empty shell', () => {
    const options = ['All professions', 'Personal trainer', 'Masseur', 'Physiotherapist', 'Beautician', '10 km', '20 km', '50 km', '100 km']
      .map((o) => `<option>${o}</option>`)
      .join('');
    const page = `<html><head><title>Acme</title><script src="/map.js"></script></head><body><header><h1>Acme</h1><p>Find wellness professionals near you</p></header><form><select>${options}</select><select>${options}</select><button>Apply filters</button></form><h2>Professionals</h2><div id="list"></div></body></html>`;
    assert.notEqual(kind(page), 'shell');
  });
});

describe("what a page's own address says it is", () => {
  it('reads dated paths and posts under news, blog or press sections as articles, threads as threads, shop items as listings, résumés as personal pages', async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://news.example/society/2012/10/27/story.html'), 'article');
    assert.equal(kindOfAddress('https://acme.test/insights/three-ways-to-win'), 'article');
    assert.equal(kindOfAddress('https://acme.test/blog/'), null, 'a section, not a post');
    assert.equal(kindOfAddress('https://forum.example/r/things/comments/abc123/a_question/'), 'forum');
    assert.equal(kindOfAddress('https://board.example/item?id=123'), 'forum');
    assert.equal(kindOfAddress('https://shop.example/product/flea-tablets'), 'marketplace');
    assert.equal(kindOfAddress('https://jane.example/resume'), 'personal');
    assert.equal(kindOfAddress('https://acme.test/'), null);
    assert.equal(kindOfAddress('https://acme.test/pricing/'), null);
  });

  it("reads a post's address on a publishing platform as an article, and a question's on a Q&A site as a thread", async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://mp.weixin.qq.com/s/AbCdEf123'), 'article');
    assert.equal(kindOfAddress('https://medium.com/@jane/why-we-built-acme-3f2a9c1d'), 'article');
    assert.equal(kindOfAddress('https://en.wikipedia.org/wiki/Acme_Corporation'), 'article');
    assert.equal(kindOfAddress('https://www.zhihu.com/question/123456'), 'forum');
    assert.equal(kindOfAddress('https://stackoverflow.com/questions/123/how-to-use-acme'), 'forum');
  });

  it("never reads a publishing platform's own homepage or a product's page by its address", async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://medium.com/'), null);
    assert.equal(kindOfAddress('https://acme.test/questions'), null);
  });

  it("takes a page's canonical address as where it lives", () => {
    assert.equal(
      kind('<html><head><link rel="canonical" href="https://paper.example/2020/05/01/big-story"></head><body><h1>Big story</h1><p>Text.</p></body></html>'),
      'article',
    );
  });

  it('given a title or main heading that calls the site a person\'s own ("Personal Website", "Caleb\'s Website", "Home | Jane Doe’s Blog", "个人主页"), then a personal page; not "My Page" nor a product for persons', () => {
    const page = (title: string, h1 = 'Hi, I am Joe') =>
      `<html><head><title>${title}</title></head><body><main><h1>${h1}</h1><p>Web Developer &amp; Designer</p></main></body></html>`;
    for (const title of ['Personal Website', "Caleb's Website", 'Home | Jane Doe’s Blog', 'Mon site personnel', 'Persönliche Homepage', '个人主页'])
      assert.equal(kind(page(title)), 'personal', title);
    assert.equal(kind(page('Caleb Buening', 'Welcome to my website!')), 'personal', 'the main heading says it');
    for (const title of ['My Page | Acme', 'Acme – Personal finance for teams', "Joe's Pizza – Since 1985", 'Acme – Build your personal website'])
      assert.equal(kind(page(title, 'Boards for teams')), 'product', title);
  });

  it('given a title that calls the page its author\'s résumé ("My resume", "Mon CV", "Mein Lebenslauf"), then a personal page; a résumé builder\'s title is not one', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><main><h1>Joe Bloggs</h1><p>Front-end developer.</p></main></body></html>`;
    for (const title of ['My resume', 'Mon CV', 'Mein Lebenslauf']) assert.equal(kind(page(title)), 'personal', title);
    assert.equal(kind(page('My Resume Builder – Make a CV in minutes')), 'product');
  });

  it('given a résumé or portfolio title only in the shared title ("Jane Roe CV") or over an "About me" section ("Jane Roe - Portfolio"), then a personal page', () => {
    assert.equal(
      kind(
        '<html><head><meta property="og:title" content="Jane Roe CV"></head><body><h1>Jane Roe</h1><h2>Front End Developer</h2><h1>Skills</h1><p>CSS</p></body></html>',
      ),
      'personal',
    );
    assert.equal(
      kind(
        '<html><head><title>Jane Roe - Portfolio</title></head><body><h1>Jane Roe</h1><h2>About Me</h2><p>I build web apps.</p><h2>Project Showcase</h2></body></html>',
      ),
      'personal',
    );
    assert.equal(
      kind('<html><head><title>Acme Studio - Portfolio</title></head><body><h1>Acme Studio</h1><h2>Our work</h2><p>Brands we built.</p></body></html>'),
      'product',
      "a studio's portfolio with no section about a person is not read so",
    );
  });

  it('given a title that is a person\'s name and their trade ("Leandro Britez - Data Scientist | BI Developer"), then a personal page; a brand and a phrase about developers is not', () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><main><h1>Boards for teams</h1><p>Plans and tools.</p></main></body></html>`;
    for (const title of [
      'Leandro Britez - Data Scientist | BI Developer',
      'Jane Roe | Full Stack Developer',
      'Jane Roe – Web Developer & Designer',
      'Linux SysAdmin Portfolio | Jane Roe',
      'Angel García - Data Blog',
    ])
      assert.equal(kind(page(title)), 'personal', title);
    for (const title of [
      'Acme – The developer platform',
      'Acme Labs | Hire a developer',
      'Data Scientist | Acme',
      'Design Portfolio | Acme Studio',
      'Acme Corp - Engineering Blog',
    ])
      assert.equal(kind(page(title)), 'product', title);
  });

  it('given a conference\'s or meetup\'s own site, its title naming the gathering and its year ("Michigan DevFest 2025", "PyCon US 2024"), then an events page; a product\'s title is not', () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><main><h1>Talks, workshops and networking</h1><p>Join 1,000 developers.</p></main></body></html>`;
    for (const title of ['Michigan DevFest 2025', 'DevFest.Asia 2016 Singapore', 'PyCon US 2024', 'JSConf EU 2019 | Berlin', 'Acme Summit 2025 – Register now'])
      assert.equal(kind(page(title)), 'events', title);
    for (const title of [
      'Acme – Conference room booking for teams',
      'Acme 2025 – Plans for teams',
      'Confluence – Team workspace',
      'Contoso – Since 2019',
      'Falcon 2025 – Fast APIs',
      'Manifest 2024 – Shipping docs',
    ])
      assert.equal(kind(page(title)), 'product', title);
  });

  it('given a Portuguese résumé ("Portfólio e currículo de João Silva", sections Experiência and Projetos), then a personal page', () => {
    assert.equal(
      kind(
        '<html lang="pt"><head><title>João Silva — Desenvolvedor Full Stack</title><meta name="description" content="Portfólio e currículo de João Silva, desenvolvedor full stack em Lisboa."></head><body><main><h2>Sobre mim</h2><p>Sou desenvolvedor há 8 anos.</p></main></body></html>',
      ),
      'personal',
    );
    assert.equal(
      kind(
        '<html lang="pt"><head><title>João Silva</title></head><body><header><h1>João Silva</h1></header><main><h2>Experiência</h2><p>Engenheiro na Acme.</p><h2>Projetos</h2><p>Boardly.</p></main></body></html>',
      ),
      'personal',
    );
  });

  it('given a résumé in Vietnamese, Russian or Turkish (its sections as styled lines: skills, experience, education, achievements), then a personal page; a company page with one such word is not', () => {
    const page = (sections: string[]) =>
      `<html><head><title>Nam Page</title></head><body><header><h1>Nguyen Van Nam</h1><p>Team Leader</p></header><main>${sections.map((s) => `<div>${s}</div><p>2014 - 2020 Acme</p>`).join('')}</main></body></html>`;
    assert.equal(kind(page(['Thông tin cá nhân', 'Kỹ năng', 'Kinh nghiệm', 'Học vấn'])), 'personal', 'in Vietnamese');
    assert.equal(kind(page(['Опыт работы', 'Образование', 'Навыки', 'Проекты'])), 'personal', 'in Russian');
    assert.equal(kind(page(['Deneyim', 'Eğitim', 'Yetenekler', 'Projeler'])), 'personal', 'in Turkish');
    assert.equal(kind(page(['Dịch vụ', 'Kinh nghiệm', 'Liên hệ'])), 'product', 'a company page naming its experience');
  });

  it("given a gathering's own site whose title names no year, when its menu lists the speakers and two more of a gathering's sections (schedule, sponsors, tickets, venue, call for papers), then an events page; a product's menu or an event app's feature headings are not", () => {
    const site = (menu: string[], main = '<h1>The security conference that never ends</h1><p>Hands-on labs after every talk.</p>') =>
      `<html><head><title>Acmecon</title></head><body><nav><ul>${menu.map((m) => `<li><a href="#">${m}</a></li>`).join('')}</ul></nav><main>${main}</main></body></html>`;
    assert.equal(kind(site(['Home', 'Tickets', 'Schedule', 'Speakers', 'Sponsorship', 'CFP', 'About'])), 'events');
    assert.equal(kind(site(['Home', 'O Konferencji', 'Program konferencji', 'Lokalizacja', 'Prelegenci', 'Sponsorzy', 'Kontakt'])), 'events', 'in Polish');
    assert.equal(kind(site(['Features', 'Pricing', 'Speakers', 'Blog', 'Log in'])), 'product', 'one section of a gathering in a product menu');
    assert.equal(kind(site(['Schedule', 'Sponsors', 'Tickets', 'Pricing'])), 'product', 'no speakers: a booking product');
    assert.equal(
      kind(site(['Features', 'Speakers', 'Schedule', 'Sponsors', 'Pricing'])),
      'product',
      "an event app's menu: its features and prices beside them",
    );
    const features =
      '<h1>Run your event in one app</h1><h2>Speakers</h2><p>Profiles.</p><h2>Schedule</h2><p>Sessions.</p><h2>Sponsors</h2><p>Booths.</p><h2>Tickets</h2><p>Sales.</p>';
    assert.equal(kind(site(['Features', 'Pricing', 'Blog'], features)), 'product', "an event app's feature headings are not its menu");
  });

  it("given a class's own site, when its menu links a syllabus and its title opens with the course's code, names the term, or its menu links office hours or assignments, then a course page; a product whose menu links a syllabus builder is not one", () => {
    const site = (title: string, menu: string[]) =>
      `<html><head><title>${title}</title></head><body><nav><ul>${menu.map((m) => `<li><a href="#">${m}</a></li>`).join('')}</ul></nav><main><h1>Foundations of Software Engineering</h1><p>Learn to build software in teams.</p></main></body></html>`;
    assert.equal(kind(site('17-313: Foundations of Software Engineering', ['Overview', 'Schedule', 'Syllabus'])), 'course', 'a course code');
    assert.equal(kind(site('Home - IST 263, Fall 2019', ['Home', 'Syllabus', 'Weekly schedule'])), 'course', 'a term');
    assert.equal(kind(site('Applied Software Development', ['Overview', 'Syllabus', 'Office Hours'])), 'course', 'office hours');
    assert.equal(kind(site('Acme – Lesson plans for teachers', ['Features', 'Syllabus builder', 'Pricing'])), 'product');
    assert.equal(
      kind(site('Fall 2024 ready: Acme LMS', ['Syllabus', 'Assignments', 'Grading', 'Pricing', 'Request a demo'])),
      'product',
      "a school product's menu",
    );
    assert.equal(kind(site('360 Learning: training for teams', ['Features', 'Pricing', 'Blog'])), 'product', 'a number opening a product name, no syllabus');
  });

  it("given a blog's front page, when its sidebar offers two ways into its posts (archives, tags, categories) beside a list of dated posts, then a blog page; a product page linking its blog, or listing dated news without those, is not one", () => {
    const posts = '<main><h2>Morris traversal</h2><div>Nov 04, 2023</div><h2>Binary search</h2><div>Oct 22, 2023</div></main>';
    const page = (aside: string, main = posts) => `<html><head><title>Jane Roe</title></head><body><aside>${aside}</aside>${main}</body></html>`;
    assert.equal(kind(page('<ul><li>Home</li><li>Archives</li></ul><h2>Categories</h2><h2>Tags</h2>')), 'blog');
    assert.equal(kind(page('<ul><li>Home</li><li>归档</li><li>标签</li></ul>')), 'blog', 'in Chinese');
    assert.equal(kind(page('<ul><li>Features</li><li>Pricing</li><li>Blog</li></ul>')), 'product', 'a product menu linking its blog');
    assert.equal(kind(page('<ul><li>Features</li><li>Pricing</li><li>Archives</li><li>Tags</li></ul>')), 'product', "a product's front page listing its posts");
    assert.equal(kind(page('<h2>Archives</h2><h2>Tags</h2>', '<main><h1>Boards for teams</h1><p>Plan work.</p></main>')), 'product', 'no dated posts');
  });

  it("given a footer whose copyright line calls the site a school project ('© 2026 Nasz zespół. Projekt szkolny — 1. klasa', '© 2025 Acme. School project'), or a Polish sentence saying so, then a practice page; a product for school projects is not one", () => {
    const page = (footer: string) =>
      `<html><head><title>Nasz zespół</title></head><body><main><h1>Witaj na naszej stronie!</h1><p>Poznaj nas.</p></main><footer><p>${footer}</p></footer></body></html>`;
    assert.equal(kind(page('© 2026 Nasz zespół. Projekt szkolny — 1. klasa technikum.')), 'practice', 'in Polish');
    assert.equal(kind(page('© 2025 Acme Rentals. School project — class 3B.')), 'practice');
    assert.equal(kind(page('Ta strona jest projektem szkolnym.')), 'practice', 'a Polish sentence');
    assert.equal(kind(page('© 2025 Acme. Plan every school project with your class.')), 'product', 'a product for school projects');
  });

  it("given a site that says of itself it is a school project or its company made up ('This website is a school project made by students', 'Ce site est un projet étudiant', 'This store is not real'), then a practice page; a product's 'for educational purposes only' disclaimer is not one", () => {
    const page = (footer: string) =>
      `<html><head><title>Acme Rentals</title></head><body><main><h1>Rent a car in minutes</h1><p>From $29 a day.</p></main><footer><p>${footer}</p></footer></body></html>`;
    for (const f of [
      'This website is a school project made by students of Bulacan State University.',
      'Ce site est un projet étudiant réalisé en 2023.',
      'Dieses Projekt ist ein Schulprojekt.',
      'This store is not real: no order will be shipped.',
      'Disclaimer: This website is a result of a university group project, performed in the course IDATA2301.',
      'This site was created as a class assignment for Web Design 101.',
    ])
      assert.equal(kind(page(f)), 'practice', f);
    assert.equal(kind(page('Acme is designed for informational and educational purposes only. It is not medical advice.')), 'product');
    assert.equal(kind(page('We are not a real estate agency; we help you rent cars.')), 'product', "'not a real estate …'");
    assert.equal(kind(page('Our company is a family business since 1982.')), 'product', 'a family business');
  });

  it("given a wiki's front page, when its title or main heading names the wiki of something ('Fluxbox Wiki', 'Welcome to the Fluxbox Wiki', 'Wiki de Fluxbox', 'Fluxbox 维基'), then a publication; wiki software's own site ('Acme – Team wiki', 'Wiki.js', 'DokuWiki') is not", () => {
    const page = (title: string, h1 = 'Welcome') =>
      `<html><head><title>${title}</title></head><body><main><h1>${h1}</h1><p>Fluxbox is a lightweight window manager.</p></main></body></html>`;
    for (const title of ['Fluxbox Wiki', 'ArchLinux-Wiki | Home', 'Wiki de Fluxbox', 'Fluxbox 维基']) assert.equal(kind(page(title)), 'publication', title);
    assert.equal(kind(page('Home', 'Welcome to the Fluxbox Wiki')), 'publication', 'named in its main heading');
    assert.equal(kind(page('Acme', 'The Friendly Wiki')), 'product', "wiki software's heading, an article before its words");
    for (const title of ['Acme – Team wiki', 'Personal Wiki – Acme', 'Wiki.js', 'DokuWiki', 'Acme: the open source wiki', 'Tiki Wiki CMS Groupware'])
      assert.equal(kind(page(title)), 'product', title);
  });

  it("given a magazine's front page, when its title names it a magazine ('Specimen Magazine', 'Magazine pesca, cucina…', 'Revista X') and its page speaks of its issues or lists its articles, then a publication; a product named so without issues, or an issue tracker, is not", () => {
    const page = (title: string, menu: string[], main = '<h1>Paste extrusion</h1><p>A designer talks about printing clay.</p>') =>
      `<html><head><title>${title}</title></head><body><nav><ul>${menu.map((m) => `<li><a href="#">${m}</a></li>`).join('')}</ul></nav><main>${main}</main></body></html>`;
    assert.equal(kind(page('Specimen Magazine', ['issues', 'interviews', 'about'])), 'publication');
    assert.equal(kind(page('RepRap Magazine', ['Home'], '<h4>This issue:</h4><h4>Paste Extrusion</h4><p>Talks.</p><p>Previous Issues</p>')), 'publication');
    assert.equal(
      kind(page('PescaDiVerona | Magazine pesca, cucina e lifestyle', ['Home', 'Pesca'], '<div>Articoli recenti</div><h2>Le storie più utili.</h2>')),
      'publication',
      'in Italian',
    );
    assert.equal(kind(page('Revista Acme', ['Inicio', 'Números', 'Contacto'])), 'publication', 'in Spanish');
    assert.equal(kind(page('NOW — Issue No. 2: The Specimen', ['Subscribe'])), 'publication', "an issue's title");
    assert.equal(kind(page('Acme Weekly | Ausgabe 4', ['Abo'])), 'publication', "an issue's title in German");
    assert.equal(kind(page('Acme – Magazine layouts for designers', ['Features', 'Templates', 'Blog'])), 'product', 'no issues');
    assert.equal(kind(page('Acme – Issue tracking for teams', ['Issues', 'Boards', 'Docs'])), 'product', 'issues, no magazine');
    assert.equal(kind(page('Acme Magazine – Create your own', ['Features', 'Pricing', 'Issues'])), 'product', "a product's menu");
  });

  it("given a blog named for its writer's thoughts ('The mind of Brennan', 'Musings of Jane Roe', 'Les pensées de Marie'), then a personal page; a product about the mind is not", () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><header><h1>Home</h1></header><main><p>This blog is going to be my thoughts.</p></main></body></html>`;
    for (const title of ['- The mind of Brennan', 'About | Musings of Jane Roe', 'Les pensées de Marie']) assert.equal(kind(page(title)), 'personal', title);
    for (const title of ['Acme – The mind of developers', 'Headspace | Thoughts of calm', 'Mind of Acme: a journal app'])
      assert.equal(kind(page(title)), 'product', title);
  });

  it("given a magazine's page that says what it is ('The Slow Press is an independent food magazine fixated on…', 'Acme ist ein Magazin für …') or names an issue after its name ('Talk Magazine Issue 02'), then a publication; a product that makes magazines is not", () => {
    const page = (title: string, p: string) =>
      `<html><head><title>${title}</title></head><body><main><h1>We squeeze the juice.</h1><p>${p}</p></main></body></html>`;
    assert.equal(
      kind(page('ABOUT | THE SLOW PRESS', 'The Slow Press is an independent food magazine fixated on the stories behind what we eat.')),
      'publication',
    );
    assert.equal(kind(page('Acme', 'Acme ist ein unabhängiges Magazin für Stadtkultur.')), 'publication', 'in German');
    assert.equal(kind(page('Acme', 'Acme est un magazine consacré au vélo.')), 'publication', 'in French');
    assert.equal(kind(page('Talk Magazine Issue 02', 'Featuring six writers.')), 'publication', 'an issue named after the magazine');
    assert.equal(kind(page('Acme', 'Acme is a magazine builder for small publishers.')), 'product', 'a product that makes magazines');
    assert.equal(kind(page('Acme', 'Acme is a digital magazine app for your tablet.')), 'product', 'a reading app');
  });

  it("given a newsletter's archive, when its headings list three issues or more by their numbers ('Issue 17', 'Issue 16', 'Ausgabe 15'), then a publication; a product page naming one issue is not", () => {
    const page = (heads: string[]) =>
      `<html><head><title>Archives - Acme Weekly</title></head><body><main><h1>Archives</h1>${heads.map((h) => `<h2>${h}</h2><p>SVG animation and inspiration.</p>`).join('')}</main></body></html>`;
    assert.equal(kind(page(['Issue 17', 'Issue 16', 'Issue 15'])), 'publication');
    assert.equal(kind(page(['Ausgabe 17', 'Ausgabe 16', 'Ausgabe 15'])), 'publication', 'in German');
    assert.equal(kind(page(['Issue 17', 'Fast boards', 'Shared plans'])), 'product', 'one issue named');
  });

  it("given a guide's site, when its title calls it a guide beside its subject ('Profilkläder och arbetskläder - En guide', 'Sourdough | The complete guide'), then a publication; a product named Guide, or a guide to a product's use, is not", () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><main><h1>Workwear</h1><p>Why the fit of workwear matters.</p></main></body></html>`;
    for (const title of ['Profilkläder och arbetskläder - En guide', 'Sourdough | The complete guide', 'Sauerteig – Der Ratgeber'])
      assert.equal(kind(page(title)), 'publication', title);
    for (const title of ['Guide – Tours with local hosts', 'Acme – A guide to your money', 'Acme: the guide app for museums'])
      assert.equal(kind(page(title)), 'product', title);
  });

  it("given a gathering's own site whose title names it without its year ('JSConf — Iceland'), when its banner announces the days it runs ('March 1 — 2, 2018', '12.–14. Oktober 2019'), then an events page; a product's launch date is one day", () => {
    const page = (title: string, banner: string) =>
      `<html><head><title>${title}</title></head><body><header><h1>Save the date!</h1><h2>${banner}</h2></header><main><p>Experience it.</p></main></body></html>`;
    assert.equal(kind(page('JSConf — Iceland', 'March 1 — 2, 2018')), 'events');
    assert.equal(kind(page('Frontend Konferenz', '12.–14. Oktober 2019')), 'events', 'in German');
    assert.equal(kind(page('JSConf — Iceland', 'Coming soon')), 'product', 'no days');
    assert.equal(kind(page('Acme – Boards for teams', 'March 1 — 2, 2018')), 'product', 'no gathering named');
  });

  it("given a meetup group's own site, when it links its group on meetup.com and its menu has an item for its meetings ('Meetup', 'Rencontres'), then an events page; a product linking a community group in its footer is not one", () => {
    const page = (menu: string[]) =>
      `<html><head><title>Café DevOps Lyon</title></head><body><nav><ul>${menu.map((m) => `<li><a href="#">${m}</a></li>`).join('')}</ul></nav><main><p>Rejoignez-nous pour parler monitoring.</p></main><footer><a href="https://www.meetup.com/fr-FR/cafe-devops-lyon">Meetup</a></footer></body></html>`;
    assert.equal(kind(page(['home', 'Meetup', 'Remerciements'])), 'events');
    assert.equal(kind(page(['Accueil', 'Prochaines rencontres'])), 'events', 'in French');
    assert.equal(kind(page(['Features', 'Docs', 'Community'])), 'product');
  });

  it("given a blog's index, when its title or main heading names it a blog ('Blog DiPeppo', 'Acme Blog', '技术博客') over three dated posts or more, then a blog page; a product homepage showing posts from its blog is not", () => {
    const posts = [1, 2, 3].map((d) => `<div>${d} février 2026</div><h2>Foodtruck pour mariage, idée ${d}</h2><p>Nos conseils.</p>`).join('');
    const page = (title: string, h1: string, main = posts) =>
      `<html><head><title>${title}</title></head><body><main><h1>${h1}</h1><p>Conseils et actualités.</p>${main}</main></body></html>`;
    assert.equal(kind(page('Blog DiPeppo | Conseils Événementiel', 'Blog DiPeppo')), 'blog');
    assert.equal(kind(page('Acme Blog', 'Latest posts')), 'blog', 'named in its title');
    assert.equal(kind(page('技术博客', '最新文章')), 'blog', 'in Chinese');
    assert.equal(kind(page('Acme – Boards for teams', 'Boards for teams')), 'product', 'a product homepage with posts from its blog');
    assert.equal(kind(page('Blog DiPeppo', 'Blog DiPeppo', '<h2>Foodtruck</h2><div>9 février 2026</div>')), 'product', 'one dated post');
  });

  it("given a blog's front page, when its header menu's links run together on one line ('首页 归档 标签 关于', 'Home Archives Tags About') over dated posts, then a blog page; a product header of that kind is not", () => {
    const posts = '<main><h2>Model distillation</h2><div>2025-06-08 14 min read</div><h2>Design patterns</h2><div>2024-11-12 5 min read</div></main>';
    const page = (menu: string, main = posts) =>
      `<html><head><title>Jane Roe</title></head><body><header><h1>Jane Roe</h1><div><a href="/">${menu.split(' ').join('</a> <a href="#">')}</a></div></header>${main}</body></html>`;
    assert.equal(kind(page('首页 归档 标签 关于')), 'blog', 'in Chinese');
    assert.equal(kind(page('Home Archives Tags About')), 'blog');
    assert.equal(kind(page('Features Pricing Blog Login')), 'product', 'a product menu');
    assert.equal(kind(page('Home Archives Tags About', '<main><h1>Boards for teams</h1><p>Plan work.</p></main>')), 'product', 'no dated posts');
  });

  it("given a blog's about page, when its menu offers all three ways into its posts (tags, categories, archives) and no post is listed, then a blog page", () => {
    const page = (menu: string[]) =>
      `<html><head><title>About - Katrina</title></head><body><nav><ul>${menu.map((m) => `<li><a href="#">${m}</a></li>`).join('')}</ul></nav><main><h1>About</h1><p>I always say to myself.</p></main></body></html>`;
    assert.equal(kind(page(['首页', '标签', '关于', '分类', '归档'])), 'blog');
    assert.equal(kind(page(['Home', 'Tags', 'Categories', 'Archives', 'About'])), 'blog');
    assert.equal(kind(page(['Home', 'Tags', 'Archives', 'About'])), 'product', 'two ways and no posts');
  });

  it("given one event's page (its date and its venue right under its heading, in any language), then an events page", () => {
    assert.equal(
      kind(
        '<html lang="pl"><head><title>Kraków JS #42</title></head><body><main><h1>Kraków JS #42</h1><p>Czwartek, 14 marca 2024, 18:00</p><p>Miejsce: Acme Hub, ul. Długa 5, 31-147 Kraków</p><p>Bilety: 20 zł</p></main></body></html>',
      ),
      'events',
    );
  });

  it('given a product homepage with a launch date and no venue under its heading, then still a product page', () => {
    assert.equal(
      kind(
        '<html><head><title>Acme</title></head><body><main><h1>Acme boards</h1><p>Launching March 3, 2025</p><p>Plan work with your team.</p></main></body></html>',
      ),
      'product',
    );
  });

  it('given a short Chinese news story (its timestamp under its headline, one paragraph, its editor credited), then an article', () => {
    const story = `<p>${'据财联社9月26日消息，今日从交通运输部新闻发布会获悉，京津冀交通一体化建设取得进展。'.repeat(2)}</p>`;
    assert.equal(
      kind(
        `<html><head><title>交通运输部：着力打造京津冀区域综合立体交通网络-股票频道-和讯网</title></head><body><main><h1>交通运输部：着力打造京津冀区域综合立体交通网络</h1><div>2019-09-26 10:56:28 证券时报网</div>${story}<div>（责任编辑： HN666）</div></main></body></html>`,
      ),
      'article',
    );
  });

  it('given a forum thread or a job posting by its address in other languages (/hilo/12345-…, /vacatures/frontend-developer), then not a product page', () => {
    assert.equal(
      kind(
        '<html><head><title>Ayuda con mi portátil</title></head><body><h1>Ayuda</h1></body></html>',
        'https://foro.example.es/hilo/12345-ayuda-con-mi-portatil',
      ),
      'forum',
    );
    assert.equal(
      kind(
        '<html><head><title>Vacature</title></head><body><h1>Frontend Developer</h1></body></html>',
        'https://werkenbij.example.nl/vacatures/frontend-developer',
      ),
      'article',
    );
  });
});
