import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../page-digest.ts';

const kind = (html: string, url = 'https://example.test/') => digestPage(url, html).kind;
const prose = `<p>${'The council met on Tuesday to discuss the new plan for the river, which has flooded twice this year and cost the town dearly. '.repeat(12)}</p>`;

describe('what kind of page it is, by its own structure', () => {
  it('given a post in one article element whose headline has a byline under it but no date ("By Marta Ellison", "Von Jonas Weber", "Par Claire Dumas"), then an article; the same page without the byline stays a product', () => {
    const body = '<p>For years our small studio kept its invoices in a spreadsheet, and last spring we tried one text file per client.</p>';
    for (const by of [
      'By Marta Ellison',
      'Von Jonas Weber',
      'Par Claire Dumas',
      'Por Ana Silva',
      'Escrito por Lucía Martín',
      'Geschrieben von Jonas Weber',
      'Écrit par Claire Dumas',
      'Scritto da Marco Bassi',
    ])
      assert.equal(
        kind(
          `<html><head><title>Plain text invoices</title></head><body><main><article><h1>Why we moved our invoices to plain text</h1><p>${by}</p>${body}</article></main></body></html>`,
        ),
        'article',
        by,
      );
    assert.equal(
      kind(
        `<html><head><title>Plain text invoices</title></head><body><main><article><h1>Invoices that send themselves on time</h1>${body}</article></main></body></html>`,
      ),
      'product',
    );
  });

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

  it("given a product's page over prose with an announcement bar that holds a date ('We are launching on Product Hunt on March 3, 2024!'), then not an article: a sentence with a date is no dateline; a dateline's few words beside the date still are one", () => {
    const page = (bar: string) =>
      kind(`<html><body><div><p>${bar} <a href="/ph">Support us</a></p></div><main><h1>Acme</h1><p>Charts for teams.</p>${prose}</main></body></html>`);
    assert.notEqual(page('We are launching on Product Hunt on March 3, 2024!'), 'article');
    assert.equal(page('Published on March 3, 2024 in News'), 'article');
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

  it('given a story whose headline sits in an article element with the time it was published, when a photo credit and share buttons come between them, then an article; a product page whose article element holds no time is not', () => {
    const shares = ['Facebook', 'Twitter', 'LinkedIn', 'Courriel', 'WhatsApp', 'Copier le lien'].map((s) => `<button>Partager via ${s}</button>`).join('');
    const story = (time: string) =>
      `<html><head><title>Un juge se récuse | Acme Info</title></head><body><main><article><h1>Un juge se récuse dans l'affaire du port</h1><p>Le juge se retire d'une cause.</p><p>Photo : Acme Info</p>${shares}${time}<p>Le juge a annoncé lundi qu'il se retirait.</p></article></main></body></html>`;
    assert.equal(kind(story('<time datetime="2017-03-13T19:18:46Z">Publié le 13 mars 2017</time>')), 'article');
    assert.equal(kind(story('')), 'product', 'no time of publication');
  });

  it("given a page shared as one song, album or video ('music.song', 'music.album', 'video.episode'), then a catalogue's page, not a product's; a page shared as a website is not", () => {
    const page = (type: string) =>
      `<html><head><title>Purple Skies – Lyrics | Acme</title><meta property="og:type" content="${type}"></head><body><main><h1>Purple Skies</h1><p>Verse one of the song, its chorus and the people who wrote it.</p></main></body></html>`;
    for (const type of ['music.song', 'music.album', 'video', 'video.episode', 'video.other']) assert.equal(kind(page(type)), 'publication', type);
    assert.equal(kind(page('website')), 'product');
  });

  it("given a news site's front page that links to two dozen stories of its own (dated addresses, posts under its news section), then a publication's page; a product's homepage with its blog's last nine posts, or one linking to two dozen stories about it on other sites, is not", () => {
    const links = (n: number, at: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => `<li><a href="${at(i)}">Story number ${i + 1} of the day, told in full</a></li>`).join('');
    const page = (list: string) =>
      `<html><head><title>Daily Courier - Breaking news, world, business</title></head><body><h1>Daily Courier</h1><p>The news of the day.</p><ul>${list}</ul></body></html>`;
    assert.equal(kind(page(links(24, (i) => `/2014/06/${(i % 28) + 1}/world/story-${i}/index.html`))), 'publication');
    assert.equal(
      kind(page(links(24, (i) => `https://edition.example.test/news/story-number-${i}`))),
      'publication',
      'the same site under another name of its host',
    );
    assert.equal(kind(page(links(9, (i) => `/blog/2024/05/post-${i}`))), 'product');
    assert.equal(kind(page(links(24, (i) => `https://news.other.test/2014/06/${(i % 28) + 1}/story-${i}`))), 'product', "other sites' stories");
  });

  it("given a page titled with a security advisory's identifier ('JVNDB-2018-013542 - JVN iPedia', 'CVE-2021-44228 Detail', 'USN-6543-1: GNU Tar vulnerability'), then a publication's page (a vulnerability database's record); a product whose title names a flaw it fixes is not", () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><header><img src="/logo.gif" alt="JVN"></header><main><h2>${title}</h2><p>A flaw in the management of certificates and passwords of a router lets a remote attacker read them.</p></main></body></html>`;
    for (const title of [
      'JVNDB-2018-013542 - JVN iPedia - 脆弱性対策情報データベース',
      'CVE-2021-44228 Detail',
      'USN-6543-1: GNU Tar vulnerability',
      'GHSA-jfh8-c2jp-5v3q',
    ])
      assert.equal(kind(page(title)), 'publication', title);
    assert.equal(kind(page('Acme Scanner - finds CVE-2021-44228 in your builds')), 'product');
  });

  it("given a portal's story with no date, byline or story links of its own, when its menu names four of a newsroom's sections ('Politics', 'Sports', 'Weather', 'Horoscopes'), then a publication's page; a product whose menu names one of them is not", () => {
    const menu = (items: string[]) => `<nav><ul>${items.map((i) => `<li><a href="https://portal.other.test/${i.length}">${i}</a></li>`).join('')}</ul></nav>`;
    const page = (items: string[]) =>
      `<html><head><title>How to Save Money on Groceries - Your Money - Lifestyle</title></head><body>${menu(items)}<main><h1>How to Save Money on Groceries</h1><p>A store manager shares the secrets to a lower food bill.</p>${prose}</main></body></html>`;
    assert.equal(kind(page(['News', 'Politics', 'Sports', 'Weather', 'Entertainment', 'Horoscopes', 'Money'])), 'publication');
    assert.equal(kind(page(['Nachrichten', 'Politik', 'Sport', 'Wetter', 'Meinung'])), 'publication', 'in German');
    assert.equal(kind(page(['Actualités', 'Politique', 'Sports', 'Météo', 'International'])), 'publication', 'in French');
    assert.equal(kind(page(['Features', 'Pricing', 'Sports', 'Weather', 'Blog'])), 'product', 'a sports and weather app: two sections');
  });

  it("given a headline stamped to the minute right under it ('最新TOPICS 2019年3月15日 09:43', 'Jane Roe 2017-03-01 14:27:02') over prose, when the page lists other dated stories beside it, then an article; a date with no minute under a product's heading is not", () => {
    const others = [1, 2, 3].map((d) => `<h2>Another story number ${d} from the week</h2><p>2019年3月${d}日</p>`).join('');
    const page = (stamp: string) =>
      `<html><head><title>Ten open-source projects of the year</title></head><body><main><h1>Ten open-source projects of the year</h1><p>${stamp}</p>${prose}${others}</main></body></html>`;
    assert.equal(kind(page('Latest topics 2019年3月15日 09:43')), 'article');
    assert.equal(kind(page('Jane Roe 2017-03-01 14:27:02')), 'article');
    assert.equal(kind(page('更新时间 2012年12月10日, 格林尼治标准时间10:41')), 'article', 'a time zone between the day and the minute');
    assert.equal(kind(page('Published March 3, 2021 at 10:15')), 'article');
    assert.equal(kind(page('Updated 2019年3月15日')), 'product', 'no minute');
  });

  it("given a story below a section's sentence-like title and a long menu ('好奇心研究所', the site's name a hidden h1), when its own headline is the one heading stamped to the minute right under it, then an article; the same without the stamp, or with every heading of a list stamped, is not", () => {
    const menu = [
      '长文章',
      '商业',
      '智能',
      '设计',
      '时尚',
      '娱乐',
      '城市',
      '游戏',
      '全部分类',
      '关于我们',
      '登录',
      '大家都在搜',
      '好莱坞',
      '亚马逊',
      '阿里巴巴',
    ]
      .map((m) => `<li>${m}</li>`)
      .join('');
    const story = `<p>${'人们对于讨厌的事物总是能很有共同话题，约会软件也深谙这一点了。'.repeat(6)}</p>`;
    const page = (stamp: string, more = '') =>
      `<html><head><title>这个约会软件想帮你找对象_好奇心日报</title></head><body><h1 class="hidden" style="display:none">好奇心日报</h1><h3>好奇心研究所的栏目中心</h3><ul>${menu}</ul><h2>这个约会软件，想用你和对方的相似好恶来帮你找对象</h2>${stamp}${story}${more}</body></html>`;
    assert.equal(kind(page('<div>谢若含2017-03-01 14:27:02</div>')), 'article');
    assert.equal(kind(page('')), 'product', 'no stamp');
    const list = [1, 2].map((d) => `<h2>另一个新的故事在这一周里第${d}个</h2><div>2017-03-0${d} 10:1${d}</div>`).join('');
    assert.equal(kind(page('<div>谢若含2017-03-01 14:27:02</div>', list)), 'product', 'a list of stamped stories');
  });

  it("given an old table layout that sets a story's headline in no heading (a `dt` saying the headline of the page's title), when a timestamp sits right under it ('기사입력 :[ 2018-08-25 15:24 ]') over prose, then an article; the same line with a date and no minute under it is not", () => {
    const menu = ['전체뉴스', 'TV일반', '드라마', '예능', '영화', '음악', '스포츠'].map((m) => `<li>${m}</li>`).join('');
    const story = `<p>${'물론 최초 사진 공개는 분명한 잘못이라고 여겨졌고, 그래서 초기 그에 대한 비난 여론이 집중되었던 것이다. '.repeat(4)}</p>`;
    const page = (stamp: string) =>
      `<html><head><title>엘제이 진흙탕 싸움, 공적인 사안으로 봐야하는 이유 - Entermedia</title></head><body><header><h1>엔터 미디어</h1><ul>${menu}</ul></header><table><tr><td><dl><dt>엘제이 진흙탕 싸움, 공적인 사안으로 봐야하는 이유</dt></dl><div>${stamp}</div>${story}</td></tr></table></body></html>`;
    assert.equal(kind(page('기사입력 :[ 2018-08-25 15:24 ]')), 'article');
    assert.equal(kind(page('기사입력 :[ 2018-08-25 ]')), 'product', 'no minute');
  });

  it("given a press release with no heading and no word of one ('Exhibit 99.1' of a filing), when one of its first lines opens with its city in capitals, its date and a dash before the company's announcement, then an article; the same announcement below a product's own sections is not", () => {
    const rest = `<p>${'As part of the agreement, the company would make an upfront payment upon closing of the transaction, subject to approval. '.repeat(4)}</p>`;
    const lead = (city: string) =>
      `<p>${city}, July 2, 2014 — Acme Pharmaceuticals plc (Nasdaq: ACME) today announced that the company has signed a definitive agreement.</p>`;
    const filing = (city: string) =>
      `<html><head><title>EX-99.1</title></head><body><p>Exhibit 99.1</p><p>ACME ANNOUNCES AGREEMENT TO ACQUIRE RIGHTS TO A NEW MEDICINE</p>${lead(city)}${rest}</body></html>`;
    assert.equal(kind(filing('DUBLIN')), 'article');
    assert.equal(kind(filing('AUSTIN, Texas')), 'article', 'a city and its state');
    const sections = Array.from({ length: 12 }, (_, i) => `<h2>Feature ${i + 1}</h2><p>One more thing the boards do for teams.</p>`).join('');
    assert.equal(
      kind(
        `<html><head><title>Acme - Boards for teams</title></head><body><h1>Acme boards</h1>${sections}<h2>In the news</h2>${lead('DUBLIN')}${rest}</body></html>`,
      ),
      'product',
    );
  });

  it("given a blog's name set as the first main heading ('Market Insider') and the story's own headline as a later one, stamped to the minute under it over prose, then an article; a product's name over a later sentence-like main heading with no stamp under it is not", () => {
    const posts = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<li>Week ahead number ${n}: traders expect a volatile week</li>`).join('');
    const story = `<p>${'Some traders found the statement gloomier than expected, and bonds moved at once. '.repeat(5)}</p>`;
    const page = (stamp: string) =>
      `<html><head><title>Fed's statement on the new bond plan - Daily Markets</title></head><body><h1>Market Insider</h1><h2>Recent posts</h2><ul>${posts}</ul><h1>Fed's statement on the new bond plan</h1>${stamp}${story}</body></html>`;
    assert.equal(kind(page('<div>Published: Wednesday, 21 Sep 2011 | 4:35 PM ET</div>')), 'article');
    assert.equal(kind(page('')), 'product', 'no stamp under the headline');
    assert.equal(
      kind(`<html><head><title>Acme</title></head><body><h1>Acme</h1><p>Boards for teams.</p><h1>Plan your week in one place</h1>${prose}</body></html>`),
      'product',
    );
  });

  it("given a page read at a site's root that is typed as an article, when its canonical or share address names a page below the root, then an article (a story saved or served as a homepage); a homepage typed so that names the root is not", () => {
    const page = (own: string, type = '<meta property="og:type" content="article">') =>
      `<html><head><title>What not to say to a new neighbour | Acme Living</title>${type}${own}</head><body><main><h1>What not to say to a new neighbour</h1>${prose}</main></body></html>`;
    assert.equal(kind(page('<link rel="canonical" href="https://acme.test/what-not-to-say-to-neighbours/">')), 'article', 'a canonical below the root');
    assert.equal(kind(page('<meta property="og:url" content="https://jane.github.io/lightbox/">')), 'product', "a project's folder on its author's host");
    assert.equal(
      kind(page('<meta property="og:url" content="https://acme.test/2013/8/3/neighbours/index.html">')),
      'article',
      'a share address below the root',
    );
    assert.equal(
      kind(
        page(
          '<link rel="canonical" href="/living/what-not-to-say/">',
          '<script type="application/ld+json">{"@type":"NewsArticle","headline":"What not to say"}</script>',
        ),
      ),
      'article',
      'typed in structured data',
    );
    assert.equal(kind(page('<link rel="canonical" href="https://acme.test/">')), 'product', 'a homepage naming the root');
    assert.equal(kind(page('<link rel="canonical" href="https://acme.test/what-not-to-say-to-neighbours/">', '')), 'product', 'not typed as an article');
    assert.equal(kind(page('<link rel="canonical" href="https://acme.test/about/">'), 'https://acme.test/about/'), 'product', 'read below the root itself');
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

  it("given a page an API reference generator wrote (Doxygen's generator tag, JSDoc's or TypeDoc's signed footer), its main page too, then a page of documentation; a product's homepage that links to its TypeDoc reference is not", () => {
    const page = (head: string, body: string) =>
      `<html><head><title>libezbus: Main Page</title>${head}</head><body><main><h1>libezbus</h1><p>A small bus for embedded devices.</p>${body}</main></body></html>`;
    assert.equal(kind(page('<meta name="generator" content="Doxygen 1.8.11"/>', '')), 'docs', 'Doxygen');
    assert.equal(
      kind(page('', '<footer>Documentation generated by <a href="https://github.com/jsdoc3/jsdoc">JSDoc 3.5.0</a> on Mon Jun 5 2017</footer>')),
      'docs',
      'JSDoc',
    );
    assert.equal(kind(page('', '<footer><p>Generated using <a href="https://typedoc.org/">TypeDoc</a></p></footer>')), 'docs', 'TypeDoc');
    assert.equal(kind(page('', '<p><a href="/api/">API reference</a>, built with TypeDoc.</p>')), 'product');
  });

  it("given a page whose generator left no signature but its opening comment ('<!-- Generated by javadoc (1.8.0_25) … -->') or TypeDoc's theme (its 'tsd-page-toolbar' header, its 'tsd-search' box), then a page of documentation; a product page that only comments on its build is not", () => {
    assert.equal(
      kind(
        '<!DOCTYPE HTML><!-- NewPage --><html lang="zh"><head><!-- Generated by javadoc (1.8.0_25) on Sat Sep 02 23:54:22 CST 2017 --><title>WxMaService (WeiXin Java Tools - MiniApp 2.8.0 API)</title></head><body><h2>接口 WxMaService</h2><p>微信小程序相关操作接口.</p></body></html>',
      ),
      'docs',
      'Javadoc',
    );
    assert.equal(
      kind(
        '<html><head><title>Postmark.js</title><meta name="description" content="Documentation for Postmark.js"></head><body><header class="tsd-page-toolbar"><div id="tsd-search"><input type="text"></div><a href="index.html" class="title">Postmark.js</a></header><main><h1>Postmark Node.js Library</h1><p>Send emails with Postmark.</p></main></body></html>',
      ),
      'docs',
      'TypeDoc',
    );
    assert.equal(
      kind('<html><head><!-- Generated by Hugo --><title>Acme</title></head><body><main><h1>Acme</h1><p>Boards for teams.</p></main></body></html>'),
      'product',
    );
  });

  it('given a chapter of a book HonKit published (its generator tag, a link to the chapter before), then a page of documentation', () => {
    assert.equal(
      kind(
        '<html><head><title>1.1.3.2 Machine learning engineer vs. software engineer · MLIB</title><meta name="generator" content="HonKit 3.6.16"><link rel="prev" href="1.1.3.1-production-cycle.html"></head><body><main><h1>Machine learning engineer vs. software engineer</h1><p>The line is blurry.</p></main></body></html>',
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
    // A menu's link to the person's own CV ("Download CV", "CV (PDF)") beside their name and job.
    for (const link of ['Download CV', 'CV (PDF)', 'View Resume'])
      assert.equal(
        kind(
          `<html><body><nav><ul><li><a href="/articles">Articles</a></li><li><a href="/cv.pdf">${link}</a></li></ul></nav><main><h1>Jack Roe</h1><p>Senior Platform Engineer</p></main></body></html>`,
        ),
        'personal',
        link,
      );
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

  it('given an error page served in the site\'s place ("403 Forbidden", "404 Not Found", "Page not found", "Seite nicht gefunden", "Error 500"), then an error page; a product named with a number or a long page headed so is not one', () => {
    for (const title of [
      '403 Forbidden',
      '404 Not Found',
      '404',
      'Error 404',
      'Page not found',
      'Seite nicht gefunden',
      'Página no encontrada',
      'Error 500 – Internal Server Error',
    ])
      assert.equal(kind(`<html><head><title>${title}</title></head><body><p>Directory access is forbidden.</p></body></html>`), 'error', title);
    assert.equal(kind('<html><head><title>Acme</title></head><body><h1>404 – Page not found</h1><p>Go back home.</p></body></html>'), 'error');
    assert.notEqual(kind('<html><head><title>404 Studio</title></head><body><h1>404 Studio</h1><p>We design brands.</p></body></html>'), 'error');
    assert.notEqual(kind(`<html><head><title>Not Found</title></head><body><h1>Not Found</h1>${prose}</body></html>`), 'error');
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
  it('reads dated paths, posts under news, blog or press sections and releases on a press wire as articles, threads as threads, shop items as listings, résumés as personal pages', async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://news.example/society/2012/10/27/story.html'), 'article');
    assert.equal(kindOfAddress('https://acme.test/insights/three-ways-to-win'), 'article');
    assert.equal(kindOfAddress('https://acme.test/blog/'), null, 'a section, not a post');
    for (const release of [
      'https://www.prnewswire.com/news-releases/acme-launches-boards-301234567.html',
      'https://www.businesswire.com/news/home/20240101005001/en/',
      'https://www.globenewswire.com/news-release/2024/01/02/123/0/en/Acme.html',
      'https://www.presseportal.de/pm/12345/5678901',
      'https://jane.hashnode.dev/why-we-built-acme-boards',
      'https://habr.com/ru/articles/712345/',
    ])
      assert.equal(kindOfAddress(release), 'article', release);
    assert.equal(kindOfAddress('https://www.prnewswire.com/'), null, "a wire's front page");
    assert.equal(kindOfAddress('https://forum.example/r/things/comments/abc123/a_question/'), 'forum');
    assert.equal(kindOfAddress('https://board.example/item?id=123'), 'forum');
    assert.equal(kindOfAddress('https://shop.example/product/flea-tablets'), 'marketplace');
    assert.equal(kindOfAddress('https://jane.example/resume'), 'personal');
    assert.equal(kindOfAddress('https://acme.test/'), null);
    assert.equal(kindOfAddress('https://acme.test/pricing/'), null);
    // A post saved as a file of its own beside the homepage, and a chapter of a guide or manual.
    for (const post of ['/blog-agent-ai.html', '/blog-article-1.html', '/post-minimalist.html', '/artikel-sommerreifen.html', '/noticia_nueva-sede.html'])
      assert.equal(kindOfAddress(`https://acme.test${post}`), 'article', post);
    for (const chapter of ['/guide/cli.html', '/guides/before-you-sell-your-phone', '/tutorials/first-steps/', '/docs/install', '/ratgeber/heizung-entlueften'])
      assert.equal(kindOfAddress(`https://acme.test${chapter}`), 'docs', chapter);
    for (const not of ['/blog.html', '/blog-app/', '/guide/', '/docs/index.html', '/postcards.html'])
      assert.equal(kindOfAddress(`https://acme.test${not}`), null, not);
  });

  it("reads a post's address on a publishing platform as an article, and a question's on a Q&A site as a thread", async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://mp.weixin.qq.com/s/AbCdEf123'), 'article');
    assert.equal(kindOfAddress('https://medium.com/@jane/why-we-built-acme-3f2a9c1d'), 'article');
    assert.equal(kindOfAddress('https://en.wikipedia.org/wiki/Acme_Corporation'), 'article');
    assert.equal(kindOfAddress('https://www.zhihu.com/question/123456'), 'forum');
    assert.equal(kindOfAddress('https://stackoverflow.com/questions/123/how-to-use-acme'), 'forum');
  });

  it("given a video's or a social network post's address (youtube.com/watch?v=…, vimeo.com/<id>, x.com/<user>/status/<id>, instagram.com/p/…), then a post, never a product page; the network's own homepage or a profile is not read so", async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://www.youtube.com/watch?v=dQw4w9WgXcQ'), 'article');
    assert.equal(kindOfAddress('https://vimeo.com/123456789'), 'article');
    assert.equal(kindOfAddress('https://x.com/jane/status/1234567890'), 'forum');
    assert.equal(kindOfAddress('https://www.instagram.com/p/Cx1y2z3/'), 'forum');
    assert.equal(kindOfAddress('https://www.youtube.com/'), null);
    assert.equal(kindOfAddress('https://x.com/acme'), null);
  });

  it("given a Japanese blog host's entry address ('/entry/<slug>' on Hatena, '/entry-12345678901.html' on Ameba, '/blog-entry-12.html' on FC2), then an article", async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://kumo.hatenablog.com/entry/dns-filtering'), 'article');
    assert.equal(kindOfAddress('https://ameblo.jp/hanako/entry-12345678901.html'), 'article');
    assert.equal(kindOfAddress('https://nekonote.blog.fc2.com/blog-entry-12.html'), 'article');
    assert.equal(kindOfAddress('https://acme.example/entry'), null);
  });

  it("given an event's, an artist's dates' or a group's meeting page on an event site (meetup.com/<group>/events/<id>, eventbrite.de/e/…, songkick.com/artists/<id>-…, connpass.com/event/<id>), then an events page; the group's or the site's own front is not read so", async () => {
    const { kindOfAddress } = await import('./page-kind.ts');
    assert.equal(kindOfAddress('https://www.meetup.com/berlin-js/events/298765432/'), 'events');
    assert.equal(kindOfAddress('https://www.eventbrite.de/e/lesung-tickets-123456'), 'events');
    assert.equal(kindOfAddress('https://www.songkick.com/artists/236156-elysian-fields'), 'events');
    assert.equal(kindOfAddress('https://connpass.com/event/301234/'), 'events');
    assert.equal(kindOfAddress('https://www.meetup.com/berlin-js/'), null);
    assert.equal(kindOfAddress('https://www.eventbrite.com/organizer/overview/'), null);
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
      'Akshay | Portfolio',
      'Undex Portfolio',
      'Joseph Portfolio',
    ])
      assert.equal(kind(page(title)), 'personal', title);
    for (const title of [
      'Acme – The developer platform',
      'Acme Labs | Hire a developer',
      'Data Scientist | Acme',
      'Design Portfolio | Acme Studio',
      'Acme Corp - Engineering Blog',
      'Acme Studio Portfolio',
      'Portfolio | Acme Labs',
    ])
      assert.equal(kind(page(title)), 'product', title);
  });

  it("given a person's name and their trade where they work ('Arjan Jassal | Front-end Developer Vancouver', 'Jane Roe | Berlin-based UX Designer'), then a personal page; a firm's name and trade in a town is not", () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><main><h1>Boards for teams</h1><p>Plans and tools.</p></main></body></html>`;
    for (const title of ['Arjan Jassal | Front-end Developer Vancouver', 'Jane Roe | Berlin-based UX Designer', 'Jane Roe - Web Designer in Lisbon'])
      assert.equal(kind(page(title)), 'personal', title);
    for (const title of ['Acme Studio | Web Designer Berlin', 'Acme | Web Developer Vancouver', 'Jane Roe | Vancouver'])
      assert.equal(kind(page(title)), 'product', title);
  });

  it("given a title naming a person who introduces themselves on the page ('Design Leadership | Tobias Treppmann' over \"I'm Tobias Treppmann, a Berlin-based design leader\"), or a header that gives a name and a trade ('Adam Sedwick' over 'Front-End Architect'), then a personal page; a product whose founder says hello is not", () => {
    assert.equal(
      kind(
        "<html><head><title>Design Leadership | Tobias Treppmann</title></head><body><main><h1>Design Leadership</h1><p>Human-centered organizations for human-centered products</p><p>I'm Tobias Treppmann, a Berlin-based design leader with fifteen years in B2B SaaS.</p><h2>Case Studies</h2></main></body></html>",
      ),
      'personal',
    );
    assert.equal(
      kind(
        '<html><head><title>Work</title></head><body><header><h1>Adam Sedwick</h1><div>Front-End Architect</div></header><nav><ul><li>home</li><li>blog</li><li>work</li></ul></nav><main><h2>SPA Resume project</h2><p>Inspired by JSON resume.</p></main></body></html>',
      ),
      'personal',
    );
    assert.equal(
      kind(
        "<html><head><title>Tiny Invoice | Invoices in a minute</title></head><body><main><h1>Invoices in a minute</h1><p>Hi, I'm Jane Roe, and I built Tiny Invoice for freelancers like me.</p></main></body></html>",
      ),
      'product',
    );
    assert.equal(
      kind(
        '<html><head><title>Acme</title></head><body><header><h1>Acme Studio</h1><div>Web Designer</div></header><main><p>Sites for shops.</p></main></body></html>',
      ),
      'product',
    );
  });

  it("given a title that calls the site a portfolio and names whose ('Daiki Endo Portfolio', 'Portfólio de Diogo', 'Portfolio -Yoshitaka Nagai-', 'ポートフォリオ' alone, a name over the heading 'Портфолио', the heading 'Portafolio Docente Abdel Trochez'), then a personal page; a studio's portfolio is not", () => {
    const page = (title: string, h1 = 'Work') =>
      `<html><head><title>${title}</title></head><body><main><h1>${h1}</h1><p>Selected projects.</p></main></body></html>`;
    for (const [title, h1] of [
      ['Daiki Endo Portfolio', 'Daiki Endo'],
      ['Portfólio de Diogo - Home', 'Work'],
      ['Portfolio -Yoshitaka Nagai-', 'Work'],
      ['ポートフォリオ', 'Portfolio'],
      ['Алиса Филатова - HTML-верстальщик', 'Портфолио'],
      ['Abdel Trochez', 'Portafolio Docente Abdel Trochez'],
    ])
      assert.equal(kind(page(title, h1)), 'personal', title);
    for (const [title, h1] of [
      ['Acme Studio Portfolio', 'Work'],
      ['Portfolio | Acme Labs', 'Our work'],
      ['Acme', 'Portfolio'],
    ])
      assert.equal(kind(page(title, h1)), 'product', title);
  });

  it("given a title that is a person's name over the person saying what they are ('Elizabeth Walker' over \"I'm a software engineer at M&T Bank\", 'HOME | Francesco Valentini' over 'Sono un ragazzo del 2003 …'), over a line of trades ('Artist, Writer, Curator'), with the trade after a comma ('Ben Kawam, behavioural ecologist'), or a greeting ('Olá! eu sou a Danielle Farias'), then a personal page; a customer saying what they are in a testimonial, or an assistant introducing itself, is not", () => {
    const page = (title: string, body: string) => `<html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
    assert.equal(kind(page('Elizabeth Walker', "<h1>Elizabeth Walker</h1><p>I'm a software engineer at M&amp;T Bank in Wilmington, DE.</p>")), 'personal');
    assert.equal(kind(page('HOME | Francesco Valentini', '<h1>Francesco Valentini</h1><p>Sono un ragazzo del 2003 appassionato di computer.</p>')), 'personal');
    assert.equal(kind(page('Robert Laking', '<h2>Artist, Writer, Curator</h2><p>Recent shows.</p>')), 'personal');
    assert.equal(kind(page('Ben Kawam, behavioural ecologist', '<h1>Ben Kawam</h1><p>Research on primates.</p>')), 'personal');
    assert.equal(kind(page('Olá! eu sou a Danielle Farias', '<h1>Página da Danielle</h1><p>Projetos.</p>')), 'personal');
    assert.equal(
      kind(
        page(
          'Power Rent Radom — wynajem busów',
          '<h1>Wynajem busów</h1><blockquote><p>Jestem stałym klientem. I am a regular customer too.</p></blockquote><p>Auta od ręki.</p>',
        ),
      ),
      'product',
    );
    assert.equal(kind(page('Nova Desk', "<h1>Nova Desk</h1><p>Hi! I'm an AI assistant that answers your customers.</p>")), 'product');
  });

  it("given a résumé without a title whose sections are 'Corporate Experience', 'Selected Open Source Contributions' and 'Education', or a blog post under 'molikto’s weblog', then a personal page; a Wikipedia article (MediaWiki's generator tag) is a publication's", () => {
    assert.equal(
      kind(
        '<html><head></head><body><main><h1>Christophe-Marie Duquesne</h1><h2>Corporate Experience</h2><dl><dt>Since 2013</dt><dd>Data Scientist for Airconomy.</dd></dl><h2>Selected Open Source Contributions</h2><p>Tools.</p><h2>Education</h2><p>PhD.</p></main></body></html>',
      ),
      'personal',
    );
    assert.equal(
      kind(
        '<html><head><title>Growing a Structural Editor</title></head><body><main><h1>molikto’s weblog</h1><div>2019-12-15</div><h2>Growing a Structural Editor</h2><p>Compilers parse texts.</p></main></body></html>',
      ),
      'personal',
    );
    assert.equal(
      kind(
        '<html><head><title>Go (programming language) - Wikipedia, the free encyclopedia</title><meta name="generator" content="MediaWiki 1.20wmf10"></head><body><h1>Go (programming language)</h1><p>Go is a compiled language.</p></body></html>',
      ),
      'publication',
    );
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

  it("given a gathering's own site that says under its own name that it is one ('Stir Trek is a one-day conference focused on …', 'DevTage ist eine jährliche Konferenz für …'), then an events page; a product for conferences is not", () => {
    const site = (title: string, said: string) =>
      `<html><head><title>${title}</title></head><body><nav><ul><li><a href="#">Info</a></li><li><a href="#">Contact</a></li></ul></nav><main><h1>Tech and a film</h1><p>${said}</p></main></body></html>`;
    assert.equal(kind(site('Tech & a Flick - Stir Trek', 'Stir Trek is a one-day conference focused on teaching software developers.')), 'events');
    assert.equal(kind(site('DevTage | Programm', 'DevTage ist eine jährliche Konferenz für Entwickler in Köln.')), 'events', 'in German');
    assert.equal(kind(site('Acme – Plan events', 'Acme is a conference planning app for organisers.')), 'product', 'a product for conferences');
    assert.equal(kind(site('Acme – Talks', 'Acme is a tool we showed at a conference in Lyon.')), 'product', 'a conference it went to');
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
    assert.equal(kind(site(['Speakers', 'Sponsors', 'Code of Conduct', 'Contact'])), 'events', 'a code of conduct as the third section');
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

  it("given a main column of dated posts from its top ('Content creation is boring…' over 'June 21, 2024'), the site calling itself a blog, then a blog page; a product's name over its dated news, or dated news with no word of a blog, is not", () => {
    const posts = ['Content creation is boring, so I built an app', 'Clean up your notebooks', 'Hello World']
      .map((t, i) => `<h2>${t}</h2><p>A short excerpt of the post.</p><footer>June ${i + 1}, 2024</footer>`)
      .join('');
    const page = (title: string, lead: string) =>
      `<html><head><title>${title}</title></head><body><nav><a href="/">Marco Pulido</a></nav><main>${lead}${posts}</main></body></html>`;
    assert.equal(kind(page('Marco Pulido', '<h1>Hi there!</h1><div>Welcome to my blog! Here I share what I learn.</div>')), 'blog');
    assert.equal(kind(page('Acme', '<h1>Acme</h1><div>Welcome to my blog! Here I share what I learn.</div>')), 'product', 'the site named over its news');
    assert.equal(kind(page('Marco Pulido', '<h1>Hi there!</h1><div>Here I share what I learn.</div>')), 'product', 'no word of a blog');
    assert.equal(
      kind(page('', '<h2>Acme</h2><div>Welcome to my blog! Here I share what I learn.</div>'), 'https://acme.test/'),
      'product',
      'the site named by its host over its news, no title',
    );
    assert.equal(
      kind(page('', '<h3>Download the latest release</h3><div>Welcome to my blog! Here I share what I learn.</div><h1>News:</h1>'), 'https://elsewhere.test/'),
      'product',
      "the posts under the site's news heading",
    );
    assert.equal(
      kind(
        page('Hydrogen', '<h1>Hi there!</h1><div>Welcome to my blog!</div>').replace(
          '<nav>',
          '<nav><div>Documentation Downloads Features Screenshots Forums</div>',
        ),
        'https://elsewhere.test/',
      ),
      'product',
      "a product's pages in the menu",
    );
  });

  it("given a page named a blog ('000xs Blog - Welcome') whose menu is one person's ('About me', 'Contact me'), its posts undated, then a blog page; a company's blog menu ('About us') is not", () => {
    const page = (about: string) =>
      `<html><head><title>000xs Blog - Welcome</title></head><body><nav><ul><li>Home</li><li>Posts</li><li>${about}</li></ul></nav><main><h1>Tech Trends and Innovations Blog</h1><p>Welcome to your go-to source for all things tech.</p><h3>The Beginner's Guide to Choosing Your First Programming Language</h3></main></body></html>`;
    assert.equal(kind(page('About me')), 'blog');
    const typed = page('About me').replace('</head>', '<script type="application/ld+json">{"@type":"WebSite","name":"000xs Blog"}</script></head>');
    assert.equal(kind(typed), 'blog', "a generator's WebSite type");
    assert.equal(kind(page('Über mich')), 'blog');
    assert.equal(kind(page('About us')), 'product');
  });

  it("given a diary's page, when its title or main heading names it a diary ('Jane Roe’s Diary', '山田の日記', 'Mein Tagebuch') over three dated entries or more, then a blog page; a diary app's homepage is not", () => {
    const entries = [1, 2, 3].map((d) => `<h2>2026年2月${d}日</h2><p>今日は雨でした。</p>`).join('');
    const page = (title: string, h1: string, main = entries) =>
      `<html><head><title>${title}</title></head><body><main><h1>${h1}</h1>${main}</main></body></html>`;
    assert.equal(kind(page('山田の日記 - 雨の日', '山田の日記')), 'blog', 'in Japanese');
    assert.equal(kind(page("Jane Roe's Diary", "Jane Roe's Diary", [1, 2, 3].map((d) => `<h2>March ${d}, 2026</h2><p>Rain again.</p>`).join(''))), 'blog');
    assert.equal(
      kind(page('Acme – A diary for your thoughts', 'A private diary on your phone', '<h2>Write every day</h2><p>Entries sync.</p>')),
      'product',
      'a diary app',
    );
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

describe('pages of kinds that blank a profile, as other software and languages render them', () => {
  const page = (title: string, body: string, head = '') =>
    `<html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><header><a href="/"><img src="/logo.png" alt="Site"></a></header>${body}<footer>© 2024 Site · <a href="mailto:hi@site.test">hi@site.test</a></footer></body></html>`;

  it("given a documentation chapter titled so, its headings with permalinks ('¶', '#') and no link to the chapters around it, when read, then a docs page", () => {
    const chapter =
      '<h2 id="a">Configuration<a href="#a">¶</a></h2><p>Create a file at the root.</p><h2 id="b">Running<a href="#b">¶</a></h2><p>Run the command.</p>';
    assert.equal(kind(page('Quickstart — acmeparse 0.4 documentation', `<main><h1>Quickstart</h1>${chapter}</main>`)), 'docs');
    assert.equal(kind(page('クイックスタート | Hako ドキュメント', `<main><h1>クイックスタート</h1>${chapter.replaceAll('¶', '#')}</main>`)), 'docs');
    assert.equal(
      kind(page('Acme — boards for teams', `<main><h1>Boards for teams</h1>${chapter}</main>`)),
      'product',
      'permalinks without documentation in the title',
    );
  });

  it('given a chapter linked to the chapters before and after it, its headings with permalinks, and no title at all, then a docs page; a page with one of them only is not', () => {
    const chapter =
      '<h2 id="a">Configuration<a class="headerlink" href="#a">¶</a></h2><p>Create a file at the root.</p><h2 id="b">Running<a class="headerlink" href="#b">¶</a></h2><p>Run it.</p><h2 id="c">Caching<a class="headerlink" href="#c">¶</a></h2><p>Cache it.</p>';
    const chained = '<link rel="prev" href="install.html"><link rel="next" href="advanced.html">';
    assert.equal(kind(page('', `<main><h1>Quickstart</h1>${chapter}</main>`, chained)), 'docs');
    assert.equal(kind(page('', `<main><h1>Boards for teams</h1>${chapter}</main>`)), 'product', 'permalinks alone');
  });

  it("given a repository page saved from a code host and read elsewhere, when its canonical address is the host's project address, then a repository page", () => {
    const readme = `<main><h1>tinyconv</h1><p>Converts app bundles.</p>${prose}</main>`;
    assert.equal(kind(page('sam/tinyconv: converts app bundles', readme, '<link rel="canonical" href="https://github.com/sam/tinyconv">')), 'repository');
    assert.equal(kind(page('tinyconv', readme, '<meta property="og:url" content="https://github.com/">')), 'product', "the host's own homepage is no project");
  });

  it("given a self-hosted forge's project page (GitLab, Gitea: '112 Commits', '3 Branches', '5 Tags', or 'コミット', 'ブランチ'), then a repository page; a product boasting its commits alone is not", () => {
    assert.equal(
      kind(page('team / konverter · GitLab', '<h1>konverter</h1><div><a>112 Commits</a> <a>3 Branches</a> <a>5 Tags</a></div><p>Wandelt Messdaten um.</p>')),
      'repository',
    );
    assert.equal(kind(page('shelf', '<h1>shelf</h1><div>88 コミット</div><div>2 ブランチ</div><p>小さなファイルサーバー</p>')), 'repository');
    assert.equal(kind(page('Acme', '<h1>Built in the open</h1><p>Over 12,000 commits from 300 contributors.</p>')), 'product');
  });

  it("given a thread of two posts or fewer, when its page carries a thread's furniture ('Users browsing this thread', 'Linear Mode', 'Send this Thread to a Friend') beside its 'New Reply' button, or two pieces of it when closed to replies, then a forum page; a product page naming similar threads is not", () => {
    const post = (who: string, text: string) => `<div class="post"><div>${who}</div><div>Posts: 80</div><p>${text}</p></div>`;
    const posts = `<h2>Rate my new banner</h2>${post('ghost', 'Back at graphics after a break, tell me what you think.')}${post('vinkol', 'Looks clean, keep going.')}`;
    assert.equal(kind(page('Rate my new banner', `<a href="/r">New Reply</a>${posts}<div>Users browsing this thread: 1 Guest(s)</div>`)), 'forum');
    assert.equal(
      kind(
        page(
          'Rate my new banner',
          `<div>Send this Thread to a Friend · Linear Mode · Threaded Mode</div>${posts}<div>Users browsing this thread: 1 Guest(s)</div>`,
        ),
      ),
      'forum',
      'closed to replies',
    );
    assert.equal(
      kind(page('Acme – Boards for teams', '<h1>Boards for teams</h1><p>Plan work together.</p><h2>Similar threads</h2><p>Weave your tasks.</p>')),
      'product',
    );
  });

  it("given a thread whose posts' buttons are images ('<img alt=\"Quote\">' under each post, as vBulletin draws them), then a forum page; a product page with one quoted testimonial is not", () => {
    const post = (who: string, text: string) =>
      `<table class="post"><tr><td><dl><dt>${who}</dt></dl></td><td>${text}</td></tr><tr><td>Dec  5, 2024 21:45</td><td><a href="/newreply.php?p=1"><img src="/quote.png" alt="Quote"></a></td></tr></table>`;
    const thread = `${post('AEMINAL', 'barf barf i am a dog')}${post('Wolfsheim', 'Same here, logging off.')}${post('cinci zoo', 'Peak forum.')}`;
    assert.equal(kind(page("ITT we're boomers online - The Something Awful Forums", thread)), 'forum');
    assert.equal(
      kind(
        page('Acme – Boards for teams', '<h1>Boards for teams</h1><blockquote>Best tool ever.</blockquote><a href="/q"><img src="/quote.png" alt="Quote"></a>'),
      ),
      'product',
    );
  });

  it("given a thread whose replies are headed with its subject ('Re: Emoncms backup to Dropbox' twice under that heading, as Drupal's forum writes them), then a forum page; a product page with one 'Re:' line is not", () => {
    const post = (subject: string, who: string) => `<h3>${subject}</h3><div>Submitted by ${who} on Tue, 05/04/2016 - 16:42.</div><p>Tried your script.</p>`;
    const thread = `${post('Emoncms backup to Dropbox', 'Paul Reed')}${post('Re: Emoncms backup to Dropbox', 'Ian Eagland')}${post('Re: Emoncms backup to Dropbox', 'Paul Reed')}`;
    assert.equal(kind(`<html><head><title>Emoncms backup to Dropbox | Archived Forum</title></head><body><main>${thread}</main></body></html>`), 'forum');
    assert.equal(
      kind(
        '<html><head><title>Acme Mail</title></head><body><main><h1>Inbox zero</h1><h3>Quarterly report</h3><p>Re: Quarterly report</p></main></body></html>',
      ),
      'product',
    );
  });

  it("given a job's ad without job-board markup: its reference ('Job ID 108402') beside the call to apply or the ad's sections ('Position Description', 'Position Requirements'), then a job page; a product page with a careers link is not", () => {
    const ad = (rest: string) =>
      `<html><head><title>Job Posting Details</title></head><body><main><div>Applications Project Manager</div><table><tr><td>Job ID 108402</td></tr><tr><td>Location Mooresville, North Carolina</td></tr></table>${rest}</main></body></html>`;
    assert.equal(kind(ad('<p>Position Description The IT Project Manager runs projects.</p><p>Position Requirements • Seven years of experience.</p>')), 'job');
    assert.equal(kind(ad('<ul><li><a href="/apply">Apply for this job online</a></li></ul>')), 'job');
    assert.equal(
      kind(
        '<html><head><title>Acme</title></head><body><main><h1>Boards for teams</h1><a href="/jobs">Apply now</a><p>Job ID tracking built in.</p></main></body></html>',
      ),
      'product',
    );
  });

  it("given a page titled as a newsroom or its list of releases ('The British Museum: Newsroom', 'Press Releases', 'Pressemitteilungen | Acme'), then an article's page, an organisation's announcements; a game's 'Press' kit page is not", () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><main><h2>Keating Announces EPA Grant</h2><p>March 13, 2015</p></main></body></html>`;
    for (const title of ['The British Museum: Newsroom', 'Press Releases', 'Pressemitteilungen | Acme', 'Acme – Salle de presse'])
      assert.equal(kind(page(title)), 'article', title);
    assert.equal(kind(page('Press | Dawnfolk')), 'product');
  });

  it("given a page an Antora site built that calls itself documentation ('Aufgaben :: xmera Omnia Dokumentation'), then a page of documentation", () => {
    assert.equal(
      kind(
        '<html><head><title>Aufgaben :: xmera Omnia Dokumentation</title><meta name="generator" content="Antora 3.1.14"></head><body><main><h1>Aufgaben</h1><p>Aufgaben anlegen.</p></main></body></html>',
      ),
      'docs',
    );
  });

  it("given a forum thread whose posts offer to be quoted ('Zitieren', 'Quote') or whose answer button names the thread over posts stamped with date and time or a best answer, then a forum page", () => {
    const post = (who: string, when: string) =>
      `<div class="post"><p>von <b>${who}</b> » ${when}</p><p>Ich habe seit Jahren einen aus Edelstahl.</p><a href="#">Zitieren</a></div>`;
    assert.equal(
      kind(
        page(
          'Wasserkocher? - Küchenforum',
          `<h2>Wasserkocher?</h2>${post('anna', 'Mo 1. Mär 2021, 09:12')}${post('bernd', 'Mo 1. Mär 2021, 09:40')}${post('lisa', 'Mo 1. Mär 2021, 10:05')}`,
        ),
      ),
      'forum',
    );
    const fr = (who: string) =>
      `<table><tr><td>${who}</td><td><div>Posté le 03/03/2021 à 10:12</div><div>Le nôtre marche bien sur les tapis ras.</div></td></tr></table>`;
    assert.equal(
      kind(page('Robot et tapis ? - Forum Maison', `<h1>Robot et tapis ?</h1>${fr('a')}${fr('b')}${fr('c')}<a href="/r">Répondre au sujet</a>`)),
      'forum',
    );
    assert.equal(
      kind(
        page('寿命は？ - 知恵袋', '<h1>寿命は？</h1><p>五年使っています。</p><h2>ベストアンサー</h2><p>SSD に換装しましょう。</p><a href="/a">回答する</a>'),
      ),
      'forum',
    );
    assert.equal(
      kind(page('Acme – support', '<h1>We answer within a day</h1><p>Posted 03/03/2021 10:12</p><a href="/r">Reply</a><a href="/q">Get a quote</a>')),
      'product',
      'one reply link and a quote request are no thread',
    );
  });

  it("given a shop's page of one item with no markup (a cart button, its price under its heading, words on delivery, the shop's name in the title only; in German, Japanese, Portuguese, Russian), then a store listing; a maker's own product page is not", () => {
    const item = (title: string, h1: string, price: string, button: string, stock: string) =>
      page(title, `<main><h1>${h1}</h1><div>${price}</div><p>${stock}</p><form><input name="qty" value="1"><button>${button}</button></form></main>`);
    assert.equal(
      kind(
        item('Flohtabletten für Katzen | Tierbedarf Nord', 'Flohtabletten für Katzen', '12,99 € inkl. MwSt.', 'In den Warenkorb', 'Lieferzeit: 1-3 Werktage'),
      ),
      'marketplace',
    );
    assert.equal(kind(item('猫用タブレット | ねこのて通販', '猫用タブレット 24錠', '1,980円（税込）', 'カートに入れる', '在庫あり')), 'marketplace');
    assert.equal(kind(item('Comprimidos para gatos | PetLar', 'Comprimidos para gatos', 'R$ 49,90', 'Comprar', 'Em estoque')), 'marketplace');
    assert.equal(
      kind(item('Телефон сотовый Galaxy A01 | Мечта', 'Телефон сотовый Galaxy A01', '44 890 тг.', 'В корзину', 'Наличие в магазинах · Доставка')),
      'marketplace',
    );
    assert.equal(
      kind(item('Bloom Kettle | Bloom', 'Bloom Kettle', '£89', 'Add to cart', 'Free UK delivery')),
      'product',
      "the heading names the site's own product",
    );
    assert.equal(
      kind(item('Bloom | The kettle that lasts', 'The kettle that lasts', '£89', 'Buy now', 'Free UK delivery').replace('<input name="qty" value="1">', '')),
      'product',
    );
  });

  it("given a masthead's long signature right under the headline ('By Thijs Boekholt UAC Wire Correspondent 13 June 2026 · 6:66 AM EST 7 min read'), over prose, then an article", () => {
    const body = `<p>${'In what insiders already call the shot heard across Phobos, a lone developer has shipped the port with its own map editor. '.repeat(3)}</p>`;
    const signature = 'By Thijs Boekholt UAC Wire Correspondent 13 June 2026 · 6:66 AM EST 7 min read · ★★★★★ Hell Rating';
    assert.equal(
      kind(page('BREAKING: The Ultimate DOOM Arrives', `<main><h1>The most complete version of DOOM ever assembled</h1><div>${signature}</div>${body}</main>`)),
      'article',
    );
    assert.notEqual(
      kind(page('Acme', `<main><h1>The most complete board for small teams</h1><div>By teams, for teams: read our 5 min read guide</div>${body}</main>`)),
      'article',
    );
  });

  it("given a headline dated right under it and signed ('By Sam Carter', 'Text: Julia Meier', 'Priya Nair Sep 14, 2022', '5 min read'), over some prose, then an article, even on a site typed as an Organization", () => {
    const body = `<p>${'The council voted on Tuesday to add protected cycle lanes on four streets downtown. '.repeat(3)}</p>`;
    const org = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Northwind"}</script>';
    assert.equal(
      kind(page('Cycle lanes | Valley Times', `<h1>Council approves new cycle lanes</h1><p>By Sam Carter</p><p>June 4, 2020</p>${body}`)),
      'article',
    );
    assert.equal(
      kind(page('Lieblingsstück | MODEWELT', `<h1>Lieblingsstück: die Hülle von Lunaria</h1><div>14. Mai 2013</div><div>Text: Julia Meier</div>${body}`)),
      'article',
    );
    assert.equal(
      kind(page('Three habits | Northwind', `<main><h1>Three habits of teams that ship</h1><div>Priya Nair · Sep 14, 2022</div>${body}</main>`, org)),
      'article',
    );
    assert.equal(
      kind(page('Three habits', `<main><h1>Three habits of teams that ship</h1><div>Priya Nair, Sunday, September 14, 2022</div>${body}</main>`)),
      'article',
      'a comma after the name',
    );
    assert.equal(
      kind(page('Hello world', `<main><h1>Moving our servers to the cloud</h1><p>Posted on March 3, 2019 by admin</p>${body}</main>`)),
      'article',
      'a handle in lower case after "Posted on"',
    );
    assert.equal(kind(page('Umzug', `<main><h1>Unsere Server ziehen um</h1><p>Veröffentlicht am 3. März 2019</p>${body}</main>`)), 'article');
    assert.equal(
      kind(page('Three habits | Northwind', `<main><h1>Three habits of teams that ship</h1><p>September 14, 2022 · 5 min read</p>${body}</main>`, org)),
      'article',
    );
    assert.equal(
      kind(page('Fietspaden | Dagblad', `<h1>Gemeente kiest voor nieuwe fietspaden</h1><p>Door Jan de Vries</p><p>3 mrt 2021</p>${body}`)),
      'article',
      'a month abbreviated in Dutch',
    );
    assert.equal(
      kind(page('Pistes | Le Quotidien', `<h1>La mairie vote de nouvelles pistes</h1><p>Par Jean Dupont</p><p>3 févr. 2021</p>${body}`)),
      'article',
      'in French',
    );
    assert.equal(kind(page('Northwind', `<main><h1>Boards for busy teams</h1><p>June 4, 2020</p>${body}</main>`, org)), 'product', 'a date alone, unsigned');
    assert.equal(
      kind(
        page(
          'Holzmann',
          `<main><h1>Möbel nach Maß aus Freiburg</h1>${body}<h2>Aktuelles</h2><h3>Neue Ausstellung eröffnet</h3><p>12. März 2024</p><p>Von Peter Holzmann</p></main>`,
        ),
      ),
      'product',
      'a signed news teaser under the homepage',
    );
  });

  it("given a page titled as a performer's tour dates or concerts ('Tourdaten', 'Live schedule', 'ライブ') listing three dates or more, then an events page; a product named Agenda is not", () => {
    const rows = ['15.03.2024', '16.03.2024', '22.03.2024'].map((d) => `<tr><td>${d}</td><td>Leipzig</td></tr>`).join('');
    assert.equal(kind(page('Die Kellerkinder – Termine', `<h1>Tourdaten 2024</h1><table>${rows}</table>`)), 'events');
    assert.equal(kind(page('LIVE SCHEDULE | ほしぞら', '<h1>LIVE</h1><p>2024年4月12日</p><p>2024年4月20日</p><p>2024年5月3日</p>')), 'events');
    assert.equal(kind(page('Agenda – plan your week', `<h1>Plan your week</h1><table>${rows}</table>`)), 'product');
    assert.equal(
      kind(
        page(
          'TicketPilot — sell tickets for your concerts',
          '<h1>Sell tickets for your concerts</h1><p>12 April 2025</p><p>19 April 2025</p><p>3 May 2025</p>',
        ),
      ),
      'product',
      'a slogan that speaks to the reader',
    );
  });

  it("given a portfolio titled with a person's name and their trade in Dutch or German ('Grafisch ontwerper', 'UX Designer & Fotograf'), or a Japanese name beside ポートフォリオ, then a personal page; a studio's is not", () => {
    assert.equal(kind(page('Sanne Bakker | Grafisch ontwerper', '<h1>Hoi, ik ben Sanne.</h1>')), 'personal');
    assert.equal(kind(page('Jonas Weber – UX Designer & Fotograf', '<h1>Jonas Weber</h1>')), 'personal');
    assert.equal(kind(page('山田 花子 ポートフォリオ', '<h1>WORKS</h1>')), 'personal');
    assert.equal(kind(page('Portafolio | Ana López', '<h1>Ana López</h1><h2>Sobre mí</h2><p>Diseño editorial.</p>')), 'personal');
    assert.equal(kind(page('Studio Nord | Grafisch ontwerper', '<h1>Ontwerp voor cultuur</h1>')), 'product');
  });

  it("given a title that is a person's name and trades joined with a field ('Programador y Experto en Ciberseguridad', 'Consultant in Data Privacy'), then a personal page; a firm's is not", () => {
    assert.equal(kind(page('Ana López - Programadora y Experta en Ciberseguridad', '<h1>Seguridad para tu empresa</h1>')), 'personal');
    assert.equal(kind(page('Jane Roe | Consultant in Data Privacy', '<h1>Privacy, made plain</h1>')), 'personal');
    assert.equal(kind(page('Nova Labs | Experts en Cybersécurité', '<h1>Sécurité pour les PME</h1>')), 'product', "a firm's name");
    assert.equal(
      kind(page('About Roman Roe — Senior FullStack Developer | Laravel, PHP | Lviv, Ukraine', '<h1>About Roman Roe</h1>')),
      'personal',
      'a page about a person',
    );
    assert.equal(kind(page('About Nova Labs — Cloud Engineering | Remote', '<h1>About Nova Labs</h1>')), 'product', 'about a firm');
  });
  it("given a post whose date sits above its headline and its byline under it ('03/03/2021' over the headline, 'Por Ana Silva' under), then an article", () => {
    const body = `<p>${'Cada vez mais equipas trabalham remotamente e precisam de ferramentas que as ajudem. '.repeat(3)}</p>`;
    assert.equal(
      kind(page('Três práticas | Equipa', `<main><div>03/03/2021</div><h1>Três práticas para equipas remotas</h1><div>Por Ana Silva</div>${body}</main>`)),
      'article',
    );
    assert.equal(kind(page('Equipa', `<main><div>03/03/2021</div><h1>Ferramentas para equipas remotas</h1>${body}</main>`)), 'product', 'dated, unsigned');
  });

  it("given a help centre's or a hosted documentation's chapter ('Handbuch', 'Docs' in its title) linking the chapters around it by a pager's words ('← Zurück', 'Weiter →', 'Previous', 'Next'), then a docs page; a product page with one 'Next' link is not", () => {
    const chapter = (title: string, pager: string) =>
      page(title, `<main><h1>Rechnung erstellen</h1><p>So erstellen Sie Ihre erste Rechnung.</p>${pager}</main>`);
    assert.equal(kind(chapter('Rechnung erstellen – Handbuch – Acme', '<a href="/a">← Zurück: Erste Schritte</a> <a href="/b">Weiter: Versand →</a>')), 'docs');
    assert.equal(kind(chapter('Getting started - Acme Docs', '<a href="/">Previous<br>Introduction</a><a href="/api">Next<br>API</a>')), 'docs');
    assert.equal(kind(chapter('Acme Docs – documents signed online', '<a href="/tour">Next: take the tour</a>')), 'product');
  });

  it("given one event's page on a ticketing site, its date right under a 'Date and time' heading and a 'Location' heading, then an events page; a product page with a 'Where' heading and no date is not", () => {
    assert.equal(
      kind(
        page(
          'Spring Jazz Night Tickets | Tixly',
          '<main><h1>Spring Jazz Night</h1><h2>Date and time</h2><p>Saturday, April 12, 2025 · 7 - 10pm</p><h2>Location</h2><p>The Blue Room, Manchester</p></main>',
        ),
      ),
      'events',
    );
    assert.equal(
      kind(page('Café Nord', '<main><h1>Coffee roasted daily</h1><h2>When</h2><p>Open every day from 8 to 18</p><h2>Where</h2><p>Harbour 3</p></main>')),
      'product',
    );
  });

  it("given a directory's or review site's page about a business, typed as the business ('Claim this business', 'Ist das Ihr Unternehmen?'), then a listing; the business's own page with its rating is not", () => {
    const biz = '<div itemscope itemtype="http://schema.org/Restaurant"><h1 itemprop="name">Luigi’s</h1><p itemprop="address">22 Oak St</p></div>';
    assert.equal(
      kind(page('Luigi’s - 180 Reviews - Portland - Yelpish', `<main>${biz}<a href="/r">Write a review</a><a href="/c">Claim this business</a></main>`)),
      'marketplace',
    );
    assert.equal(kind(page('Luigi’s in Kassel | Branchenbuch', `<main>${biz}<a href="/c">Ist das Ihr Unternehmen?</a></main>`)), 'marketplace');
    assert.equal(kind(page('Luigi’s — fresh pasta', `<main>${biz}<a href="https://yelpish.test/biz/luigis">Read our reviews</a></main>`)), 'product');
  });

  it("given an app's page on an app store or a package index beside the big ones (F-Droid, Flathub, Snapcraft, Homebrew), or on a directory that lists products (a game on itch.io, a Kickstarter campaign, Trustpilot, Crunchbase, a download portal), read at its address or saved with it as its canonical, then a listing", () => {
    const app = page('QuickNotes | F-Droid', '<main><h1>QuickNotes</h1><p>Simple notes for Android.</p></main>');
    assert.equal(kind(app, 'https://f-droid.org/en/packages/org.quicknotes/'), 'marketplace');
    assert.equal(kind(app.replace('</title>', '</title><link rel="canonical" href="https://flathub.org/apps/org.quicknotes.App">')), 'marketplace');
    assert.equal(kind(app, 'https://formulae.brew.sh/formula/quicknotes'), 'marketplace');
    for (const listing of [
      'https://quietgames.itch.io/quicknotes',
      'https://www.kickstarter.com/projects/quiet/quicknotes',
      'https://www.trustpilot.com/review/quicknotes.example',
      'https://www.crunchbase.com/organization/quicknotes',
      'https://www.ycombinator.com/companies/quicknotes',
      'https://quiet.gumroad.com/l/quicknotes',
      'https://www.softpedia.com/get/Office-tools/QuickNotes.shtml',
    ])
      assert.equal(kind(app, listing), 'marketplace', listing);
    assert.equal(kind(app, 'https://quietgames.itch.io/'), 'product', "a studio's own page on itch.io lists its games");
    assert.equal(kind(app, 'https://f-droid.org/'), 'product', "the store's own homepage");
  });

  it('given a news story whose headline has a deck of two subheadings over one dateline, then an article: one story, not a list of dated news', () => {
    const deck =
      '<h1>Las listas de espera se agravan</h1><h2>Los recortes elevan la demora para operarse</h2><h2>El número de pacientes que esperan crece un 178%</h2>';
    const text = `<p>${'Las listas de espera en los hospitales de la región han crecido de forma notable durante el último año. '.repeat(14)}</p>`;
    assert.equal(
      kind(page('Las listas de espera se agravan | Diario', `<main>${deck}<div>María López Madrid 27 OCT 2012 - 12:14 CET</div>${text}</main>`)),
      'article',
    );
  });

  it("given a shop's item page whose title names no shop, when no word of its heading is in the site's host name, then a store listing; a maker's own page ('Bloom Kettle' on kettlebloom) is not", () => {
    const item = page(
      'Flea tablets for cats from £5.29',
      '<main><h1>Flea tablets for cats</h1><p>From only £5.29</p><p>Free delivery over £35</p><a class="btn">Add to Basket</a></main>',
    );
    assert.equal(kind(item, 'https://www.petshop-north.test/'), 'marketplace');
    assert.equal(kind(item.replaceAll('Flea tablets for cats', 'Bloom Kettle'), 'https://www.kettlebloom.test/'), 'product');
  });

  it("given a shop's item page saved without its cart: the shop's code and a price by the unit under the heading ('Product Code: 776029700046', '$25.49 /UNIT'), then a store listing; a maker's page with a price and no shop's code is not", () => {
    const item = (code: string) =>
      `<html><head><title>Alpine Lager 12 B</title></head><body><main><h1>Alpine Lager 12 B</h1>${code}<p>An award winning beer, slowly aged.</p><ul><li>Container Size : 341 mL</li></ul><div>$25.49 /UNIT</div><ul><li>&lt; Previous Product</li><li>Next Product &gt;</li></ul></main></body></html>`;
    assert.equal(kind(item('<p>Product Code: 776029700046</p>')), 'marketplace');
    assert.equal(kind(item('')), 'product');
  });

  it("given a shop's item page whose price sits past the maker's name and specifications ('Copper Shade by Tom Dixon' … '£340.00 (inc VAT)', 'Add to basket'), or one with a retailer's price and stock facts and no button ('RRP: £749.99 | You save: £170.00', 'In stock | Usually dispatched within 24 hours'), then a store listing; a maker's own page is not", () => {
    const specs =
      '<h2>Tom Dixon</h2><h3>Tom Dixon</h3><div>Copper Shade simply oozes style.</div><ul><li>Polycarbonate globe</li><li>2m clear cable</li></ul><div>Free delivery with this item</div><div>Price</div>';
    const shade = (h1: string) =>
      page(
        `${h1} - Tom Dixon - from Icône`,
        `<main><h1>${h1}</h1>${specs}<div>£340.00 (inc VAT)</div><form><input type="submit" name="add" value="Add to basket"></form></main>`,
      );
    assert.equal(kind(shade('Copper Shade by Tom Dixon'), 'https://www.icone.test/'), 'marketplace');
    assert.equal(kind(shade('Icône Copper Shade'), 'https://www.icone.test/'), 'product', "the heading names the shop's own product");
    const tv = (facts: string) =>
      page(
        'Play.com (UK) : Samsung Series 5 LCD TV (Black) : Electronics - Free Delivery',
        `<main><h1>Samsung Series 5 550 37" LCD TV (Black)</h1><p>Samsung</p><h6>£579.99 Free Delivery</h6>${facts}<p>Great picture for films and sport.</p></main>`,
      );
    assert.equal(
      kind(tv('<p>RRP: £749.99 | You save: £170.00 (22%)</p><p>In stock | Usually dispatched within 24 hours</p>'), 'https://www.play.test/'),
      'marketplace',
    );
    assert.equal(kind(tv('<p>Usually dispatched within 24 hours</p>'), 'https://www.play.test/'), 'product', 'stock words alone are no listing');
  });

  it("given a product's homepage with its releases listed by date ('June 5, 2025: New Version 1.0.13.0 released!', one line each), or a terminal sample captioned with its date ('signpost, run on its own repository · 2026-08-19'), over prose, then a product, not an article", () => {
    const about = `<p>${'Rawrite32 is a tool to prepare disks or other removable media, especially USB memory sticks, from file system images. '.repeat(6)}</p>`;
    const releases = ['June 5, 2025', 'August 5, 2024', 'July 5, 2023', 'January 13, 2023']
      .map(
        (d, i) =>
          `<p>${d}: New Version 1.0.${13 - i}.0 released!</p><p>Updated xz and zlib, toolchain updated and the installer signed with new certificates.</p>`,
      )
      .join('');
    assert.equal(
      kind(page('Rawrite32', `<main><table><tr><td>Rawrite32 The NetBSD image writing tool</td></tr></table>${about}${releases}</main>`)),
      'product',
    );
    const sample = `<main><h1>Give models signposting for repos.</h1><p>signpost compiles a repository into a map an agent reads before it starts work.</p><figure><figcaption>signpost, run on its own repository · 2026-08-19</figcaption><pre>$ signpost graph show . analysed 258 files</pre></figure>${prose}</main>`;
    assert.equal(kind(page('signpost — give models signposting for repos', sample)), 'product');
  });

  it("given a Japanese product's hero showing a sample report for a month ('📋 2025年3月 月次レポート ✓ 完成') over its features, then a product, not an article", () => {
    const features = `<p>${'ケア記録・稼働率・入退去データを取り込むだけで、法定報告書の作成とAIによる今月の課題の要約ができます。'.repeat(12)}</p>`;
    const hero = `<main><div class="hero"><div>AIが介護施設の報告書を自動作成</div><h1>月20時間の作業を 2時間に。</h1><p>クレジットカード不要・いつでも解約可</p><div>📋 2025年3月 月次レポート ✓ 完成</div><div>97.2%</div></div>${features}</main>`;
    assert.equal(kind(page('レポたん | 介護施設の月次報告書をAIが自動作成', hero)), 'product');
  });

  it("given a job's advertisement marked up for job boards ('JobPosting': 'Cerchiamo Agenti Energia in Tutta Italia'), then a job page; a product page that also lists its open roles is not", () => {
    const ld = (type: string) =>
      `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': type, title: 'Agente Energia', hiringOrganization: { '@type': 'Organization', name: 'SempliCom' } })}</script>`;
    const body = `<main><h1>Cerchiamo Agenti Energia e Gas in Tutta Italia</h1>${prose}</main>`;
    assert.equal(kind(page('Cerchiamo Agenti Energia in Tutta Italia | SempliCom', body, ld('JobPosting'))), 'job');
    assert.equal(kind(page('SempliCom', body, ld('SoftwareApplication') + ld('JobPosting'))), 'product');
    assert.equal(kind(page('SempliCom', body, ld('Organization') + ld('JobPosting'))), 'product');
  });

  it("given an album's page on Bandcamp ('coeurdepirate.bandcamp.com/album/blonde'), then a store listing, as a game's page on itch.io is", () => {
    const album = page('Blonde | Cœur de pirate', '<main><h2>Blonde</h2><h3>by Cœur de pirate</h3><p>Buy Digital Album €10 EUR or more</p></main>');
    assert.equal(kind(album, 'https://coeurdepirate.bandcamp.com/album/blonde'), 'marketplace');
    assert.equal(kind(album, 'https://coeurdepirate.test/album/blonde'), 'product');
  });

  it("given a newsroom's release titled under its section ('News Releases - Newsroom - Murray & Cantwell Applaud …'), with its date over the release, then an article", () => {
    const menu = `<ul>${['About Patty', 'Services', 'Newsroom', 'Press Releases', 'Op-Eds', 'Issues', 'Washington State', 'Contact', 'Sign up', 'Search'].map((m) => `<li><a href="/${m}">${m}</a></li>`).join('')}</ul>`;
    const release = `<main>${menu}<div>Home Newsroom News Releases</div><h2>News Releases</h2><div class="post"><header><h4>Jul 16 2015</h4></header><p>(Washington, D.C.) – Today, Senators Patty Murray and Maria Cantwell applauded the advancement of a provision.</p>${prose}</div></main>`;
    assert.equal(kind(page('News Releases - Newsroom - Murray & Cantwell Applaud Advancement of Key Provision - Senator Patty Murray', release)), 'article');
  });

  it("given a newsletter's issue kept on the web ('The Gbdev Digest #1 - 2021 Recap', 'Creative Cloud Developer Newsletter, October 2025', 'PBA March Newsletter!'), or the email itself ('Du erhältst diesen Newsletter, weil …' and a link 'Newsletter abbestellen'), then an article; a newsletter's homepage ('Acme Weekly — the #1 newsletter for designers', 'Unsubscribe at any time') is not", () => {
    const body = `<main><h1>HEADING</h1><p>Copper prices hit a record as bulk carriers gain from industrial demand.</p>${prose}</main>`;
    for (const title of ['The Gbdev Digest #1 - 2021 Recap', 'Creative Cloud Developer Newsletter, October 2025', 'PBA March Newsletter!'])
      assert.equal(kind(page(title, body.replace('HEADING', title))), 'article', title);
    const email = `<main><h1>Kupfer erreicht Rekordpreise</h1>${prose}<p>Du erhältst diesen Newsletter, weil du dich angemeldet hast.</p><a href="/u">Newsletter abbestellen</a></main>`;
    assert.equal(kind(page('Kupfer erreicht Rekordpreise: Wie Bulk-Carrier profitieren', email)), 'article');
    const briefing = email
      .replace('Du erhältst diesen Newsletter, weil', 'Du erhältst das TSI Market Intelligence Briefing, weil')
      .replace('Newsletter abbestellen', 'Market Intelligence Briefing abbestellen');
    assert.equal(kind(page('Hormuz: Tausende Seeleute festgesetzt - The Shipping Investor Archive', briefing)), 'article');
    const home = `<main><h1>Design news that matters</h1><p>Join 20,000 designers. Unsubscribe at any time.</p><form><input name="email"><button>Subscribe</button></form>${prose}</main>`;
    assert.equal(kind(page('Acme Weekly — the #1 newsletter for designers', home)), 'product');
  });

  it("given a digest's or a newsletter's issue titled with its full date ('2026-06-29 Emacs news', 'Web Digest - 2023-03-15'), over its items, then an article; a product's title with a year only is not", () => {
    const items = `<main><h1>ISSUE</h1><p>This week, lots of people were talking about a policy change.</p><ul>${Array.from({ length: 14 }, (_, i) => `<li><a href="https://news.test/${i}">A story about editors and packages number ${i}</a></li>`).join('')}</ul>${prose}</main>`;
    assert.equal(kind(page('2026-06-29 Emacs news', items.replace('ISSUE', '2026-06-29 Emacs news'))), 'article');
    assert.equal(kind(page('Web Digest - 2023-03-15', items.replace('ISSUE', 'Web Digest'))), 'article');
    assert.equal(kind(page('Acme 2026 — plan your year', items.replace('ISSUE', 'Plan your year'))), 'product');
    assert.equal(kind(page('Acme — launching March 3, 2026', items.replace('ISSUE', 'Plan your year'))), 'product', "a launch's date");
  });

  it("given a Q&A page whose answer form asks to 'Post Your Answer' over answers stamped with date and time, then a forum page", () => {
    const answer = (n: number) => `<div><p>Use a context manager.</p><div>answered Mar 3, 2021 at 10:1${n} <a href="/u/${n}">ana</a></div></div>`;
    assert.equal(
      kind(
        page(
          'How do I close a file? - AskDev',
          `<main><h1>How do I close a file?</h1>${answer(1)}${answer(2)}${answer(3)}<button>Post Your Answer</button></main>`,
        ),
      ),
      'forum',
    );
  });

  it("given a short news story dated under its headline, when an update with its time of day ('Atualizado em 03/03/2021 - 12h30') or its reporter in brackets at its end ('（佐藤 健）') signs it, then an article; a legal page's 'Last updated' is no sign", () => {
    const pt = `<p>${'As listas de espera nos hospitais da região cresceram de forma significativa no último ano. '.repeat(3)}</p>`;
    const ja = `<p>${'地域の病院での待ち時間は昨年大きく伸びたことが報告書で明らかになった。'.repeat(3)}</p>`;
    assert.equal(
      kind(
        page(
          'Fila cresce | Folha',
          `<main><h1>Fila por consultas com especialistas cresce</h1><div>03/03/2021 - 10h00 · Atualizado em 03/03/2021 - 12h30</div>${pt}</main>`,
        ),
      ),
      'article',
    );
    assert.equal(
      kind(page('待ち時間 | 地域ニュース', `<main><h1>専門医の待ち時間、さらに長く</h1><div>2021/03/03 10:00</div>${ja}<p>（佐藤 健）</p></main>`)),
      'article',
    );
    assert.equal(
      kind(page('Termos | Acme', `<main><h1>Termos de uso da Acme</h1><div>Última versão: 03/03/2021 · Updated</div>${pt}<p>（税込）</p></main>`)),
      'product',
    );
  });

  it("given a portfolio titled with a name and trades joined by the language's 'and' ('Illustratrice e grafica') or a trade of something ('Designer de interação'), then a personal page; a studio's title of the same kind is not", () => {
    assert.equal(kind(page('Giulia Ferri – Illustratrice e grafica', '<h1>Illustrazioni per libri</h1>')), 'personal');
    assert.equal(kind(page('Joana Costa — Designer de interação', '<h1>Olá, eu sou a Joana.</h1>')), 'personal');
    assert.equal(kind(page('Studio Nord – Illustrazione e grafica', '<h1>Illustrazioni per libri</h1>')), 'product');
  });

  it("given a post typed as an article whose date is set as a badge, its day over its month and year ('29' / 'Mai 2013'), with class names that say nothing, then an article; a day with no month beside it is no date", () => {
    // Given a blog post: the blog's name as the main heading, the date badge, the post's headline and its prose
    const post = (badge: string) =>
      `<html><head><title>Our favourite case - Acme Magazine</title><meta property="og:type" content="article"></head><body><h1 class="x1">Beauty Blog</h1><div class="x2"><div class="x3">29</div><div class="x4">${badge}</div></div><h2 class="x5">Our favourite case of the month</h2>${prose}</body></html>`;
    // When its kind is read, then an article, in German, English or French
    for (const badge of ['Mai 2013', 'May 2013', 'mars 2013']) assert.equal(kind(post(badge)), 'article', badge);
    // And a count beside a word that is no month is no date
    assert.equal(kind(post('Kunden 2013')), 'product');
  });

  it("given a CMS's page (its text in 'entry-content', its SEO plugin's 'article:modified_time') that is a company's about page, then no article: a page's last change dates no story; a post's publication still does", () => {
    // Given an about page as WordPress and its SEO plugin render it
    const about = (meta: string, cls: string) =>
      `<html><head><title>About us – Acme</title><meta property="og:type" content="article">${meta}</head><body><article class="${cls}"><div class="entry-content"><h1>About us</h1>${prose}</div></article></body></html>`;
    // When its kind is read, then a product's page
    assert.equal(kind(about('<meta property="article:modified_time" content="2024-04-01T10:00:00+00:00">', 'post-12 page type-page hentry')), 'product');
    // And a post with its publication time is still an article
    assert.equal(kind(about('<meta property="article:published_time" content="2024-04-01T10:00:00+00:00">', 'post-40 post type-post hentry')), 'article');
  });
});
