import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { faqsOf } from './faqs.ts';

const questions = (body: string, path = '/', head = '') =>
  faqsOf([digestPage(`https://acme.test${path}`, `<html><head>${head}</head><body>${body}</body></html>`)]).map((f) => f.question);

describe("the site's FAQs, by their structure", () => {
  it("given a marketing section after the FAQ's list whose headings ask ('Why Acme?' over 'Tired of spreadsheets?', 'なぜAcme？'), then not its headings; questions set as headings right under the FAQ's heading still are", () => {
    // Given an FAQ's list, then a section of its own rank whose title and subheading are phrased as questions
    const page = (faq: string, why: string) =>
      questions(
        `<h2>${faq}</h2><dl><dt>Can I export my data?</dt><dd>Yes, as CSV.</dd></dl><h2>${why}</h2><h3>Tired of spreadsheets?</h3><p>We keep the books.</p>`,
      );
    // When the FAQs are read, then only the list's
    for (const [faq, why] of [
      ['FAQ', 'Why Acme?'],
      ['よくある質問', 'なぜAcme？'],
      ['Häufige Fragen', 'Warum Acme?'],
      ['Preguntas frecuentes', '¿Por qué Acme?'],
    ])
      assert.deepEqual(page(faq, why), ['Can I export my data?'], why);
    // And a flat FAQ whose questions are headings of the heading's own rank still is one
    assert.deepEqual(questions('<h2>FAQ</h2><h2>Do you offer refunds?</h2><p>Within 30 days.</p>'), ['Do you offer refunds?']);
  });

  it('given structured data, details/summary or dt/dd under an FAQ heading, then their questions, entities decoded', () => {
    const ld =
      '<script type="application/ld+json">{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"&Egrave; gratis?","acceptedAnswer":{"@type":"Answer","text":"<p>S&igrave;.</p>"}}]}</script>';
    assert.deepEqual(questions('', '/', ld), ['È gratis?']);
    assert.deepEqual(questions('<details><summary>Can I cancel?</summary><p>Any time.</p></details>'), ['Can I cancel?']);
    assert.deepEqual(questions('<h2>Frequently asked questions</h2><dl><dt>Refunds</dt><dd>Within 30 days.</dd></dl>'), ['Refunds']);
  });

  it('given a form laid out as a list ("Czy lubisz kremówki?" over radio buttons), then no FAQ; a list of questions answered in words still is', () => {
    const radios = '<input type="radio" id="t" name="k"><label for="t">Tak</label><input type="radio" id="n" name="k"><label for="n">Nie</label>';
    assert.deepEqual(questions(`<form><dl><dt><label for="k">Czy lubisz kremówki?</label></dt><dd>${radios}</dd></dl></form>`), []);
    assert.deepEqual(questions(`<div class="opinion"><dl><dt><label for="k">Czy lubisz kremówki?</label></dt><dd>${radios}</dd></dl></div>`), []);
    assert.deepEqual(questions('<dl><dt>Czy pieczecie torty?</dt><dd>Tak, na zamówienie.</dd></dl>'), ['Czy pieczecie torty?']);
  });

  it('given numbered steps or points that ask nothing set in an accordion ("1. Discovery", "Step 2: Design"), then no FAQ; numbered questions still are', () => {
    assert.deepEqual(
      questions(
        '<h2>Our process</h2><div class="accordion"><details><summary>1. Discovery</summary><p>We talk.</p></details><details><summary>Step 2: Design</summary><p>We draw.</p></details></div>',
      ),
      [],
    );
    assert.deepEqual(
      questions(
        '<h2>FAQ</h2><div class="accordion"><details><summary>1. Can I cancel?</summary><p>Any time.</p></details><details><summary>Refunds</summary><p>Within 30 days.</p></details></div>',
      ),
      ['Can I cancel?', 'Refunds'],
    );
  });

  it('given a footer whose columns fold for small screens (\'<details class="footer-accordion"><summary>Contatti</summary>\' over a phone and an e-mail), then no FAQ; a question asked in the footer still is one', () => {
    assert.deepEqual(
      questions(
        '<footer><details class="footer-accordion"><summary>Navigazione</summary><ul><li><a href="/">Home</a></li></ul></details><details class="footer-accordion" open><summary>Contatti</summary><ul><li>+39 379 325 8612</li><li>info@example.test</li></ul></details></footer>',
      ),
      [],
    );
    assert.deepEqual(questions('<footer><details><summary>Can I cancel?</summary><p>Any time.</p></details></footer>'), ['Can I cancel?']);
  });

  it("given an FAQ whose questions all have one and the same answer (a template's accordion), then none of them; questions sharing an answer beside others still are", () => {
    const same = 'At our IT solution company, we are committed to exceptional customer service and support.';
    const faq = (answers: string[]) =>
      questions(
        `<h2>FAQ</h2><dl>${['What is the design process for branding?', 'How much does logo design cost?', "Why can't we print on both sides of the paper?"].map((q, i) => `<dt>${q}</dt><dd>${answers[i]}</dd>`).join('')}</dl>`,
      );
    assert.deepEqual(faq([same, same, same]), []);
    assert.equal(faq([same, same, 'Two weeks, mostly.']).length, 3);
  });

  it('given questions marked "Q:" on an FAQ page, then the questions without the mark', () => {
    assert.deepEqual(questions('<h1>FAQ</h1><h3>Q: How do players join?</h3><p>They type !join.</p><h3>Q: Can I leave?</h3><p>Yes.</p>', '/faq.html'), [
      'How do players join?',
      'Can I leave?',
    ]);
  });

  it('given an accordion whose sections name their title and content ("accordion-section-title"), then their questions', () => {
    assert.deepEqual(
      questions(
        '<h2>Any questions?</h2><div class="accordion"><div class="accordion-section"><div class="accordion-section-title">What is Acme?</div><div class="accordion-section-content"><p>Boards.</p></div><div class="accordion-section-title">How do I start?</div><div class="accordion-section-content"><p>Sign up.</p></div></div></div>',
      ),
      ['What is Acme?', 'How do I start?'],
    );
  });

  it('given a quiz or a survey whose steps ask the reader ("What kind of business do you run?" over cards to pick), then no FAQ; an FAQ beside it stays', () => {
    assert.deepEqual(
      questions(
        '<section class="quiz-container"><div class="quiz-step" id="step-1"><div class="quiz-question">What kind of business do you run?</div><div class="quiz-hint">Pick the one closest to yours</div><div class="quiz-card">A café</div><div class="quiz-card">A shop</div></div></section>' +
          '<div class="faq-item"><div class="faq-question">Can I cancel?</div><div class="faq-answer">Any time.</div></div>',
      ),
      ['Can I cancel?'],
    );
    assert.deepEqual(
      questions('<form class="survey"><div class="question">¿Cuántos empleados tiene su empresa?</div><label>1-10</label><label>11-50</label></form>'),
      [],
    );
    assert.deepEqual(
      questions('<div id="onboarding-wizard"><h3>Which plan suits you?</h3><p>Answer three questions.</p><h3>How many seats?</h3><p>Choose below.</p></div>'),
      [],
    );
  });

  it('given a news list in an accordion, its items headed by dates, then no FAQ', () => {
    assert.deepEqual(
      questions(
        '<section class="accordion"><h5>News</h5><dl><dt>Feb 2026</dt><dd>Acme 2.4 released.</dd><dt>12 March 2025</dt><dd>Acme 2.3.</dd><dt>2024-11-02</dt><dd>Acme 2.2.</dd></dl></section>',
      ),
      [],
    );
  });

  it('given an accordion that draws its open sign beside each question, then the question without the sign', () => {
    assert.deepEqual(
      questions(
        '<h2>FAQ</h2><details><summary>Is Acme free? ▾</summary><p>Yes.</p></details><details><summary>Can I cancel? +</summary><p>Any time.</p></details>',
      ),
      ['Is Acme free?', 'Can I cancel?'],
    );
    assert.deepEqual(
      questions(
        '<div class="faq-item"><button class="faq-question"><span>À qui s’adresse Acme ?</span><span class="faq-icon">+</span></button><div class="faq-answer"><p>Aux équipes.</p></div></div>',
      ),
      ['À qui s’adresse Acme ?'],
    );
  });

  it("given a page's sections of which two are put as questions with others between them ('Download', 'I have installed it! What next?', 'Source Package', 'Problems?'), then no FAQ from them; two question headings next to each other still are one", () => {
    const h = (title: string) => `<h2>${title}</h2><p>Some words about ${title.toLowerCase()}.</p>`;
    assert.deepEqual(
      questions(['Download', 'I have installed Acme! What to do next?', 'Previous Releases', 'Source Package', 'Problems?'].map(h).join(''), '/download/'),
      [],
    );
    assert.deepEqual(questions(['Download', 'Can I run it offline?', 'Does it sync?', 'Source Package'].map(h).join(''), '/download/'), [
      'Can I run it offline?',
      'Does it sync?',
    ]);
  });

  it('given question headings inside an FAQ container, or several side by side, then each with its answer (its own subheadings included)', () => {
    assert.deepEqual(
      questions('<div class="faq-item"><div class="faq-question"><h3>¿Hay plan gratuito?</h3></div><div class="faq-answer"><p>Sí.</p></div></div>'),
      ['¿Hay plan gratuito?'],
    );
    const page = digestPage(
      'https://acme.test/faq',
      '<html><body><h1>FAQ</h1><h3>What format should my data be in?</h3><h4>1D data</h4><p>Two columns.</p><h3>What units?</h3><p>Inverse ångström.</p></body></html>',
    );
    const faqs = faqsOf([page]);
    assert.deepEqual(
      faqs.map((f) => f.question),
      ['What format should my data be in?', 'What units?'],
    );
    assert.match(faqs[0].answer, /Two columns/);
  });

  it('given a bold question opening its paragraph under an FAQ heading, then it', () => {
    assert.deepEqual(questions('<h2>F.A.Q.</h2><p><b>Why use Acme?</b><br>Because it is small.</p>'), ['Why use Acme?']);
  });

  it('never a lone marketing heading that ends with "?", nor a call to action', () => {
    assert.deepEqual(questions('<h2>Why choose Acme?</h2><p>Because we care.</p><h2>Our services</h2><p>Many.</p>'), []);
    assert.deepEqual(
      questions('<h2>FAQ</h2><details><summary>Can I cancel?</summary><p>Any time.</p></details><h3>Still have questions?</h3><p>Contact us.</p>'),
      ['Can I cancel?'],
    );
    assert.deepEqual(questions('<section class="faq"><h3>Ainda tem dúvidas?</h3><p>Fale conosco.</p></section>'), []);
    assert.deepEqual(questions('<section class="faq"><h3>Hai qualche dubbio?</h3><p>Scrivici.</p></section>'), []);
  });

  it('given a category chip beside each question in its summary, then each question once, without the chip', () => {
    assert.deepEqual(
      questions(
        '<h2>Häufige Fragen</h2><details><summary class="faq-q"><span class="faq-cat">Kosten</span><span class="faq-ques">Wann amortisiert sich eine Anlage?</span></summary><p>Nach 8 bis 12 Jahren.</p></details><details><summary class="faq-q"><span class="faq-cat">Installation</span><span class="faq-ques">Wie lange dauert die Installation?</span></summary><p>Vier bis sechs Wochen.</p></details>',
      ),
      ['Wann amortisiert sich eine Anlage?', 'Wie lange dauert die Installation?'],
    );
  });

  it("given a heading that sets part of its sentence apart ('Ready to <span>get started?</span>', 'How do I <span>export my data?</span>'), then not that part as a question: the whole heading is read, and a call to act is none", () => {
    assert.deepEqual(
      questions(
        '<section class="faq"><h2>FAQ</h2><details><summary>Can I cancel?</summary><p>Any time.</p></details><h2>Ready to <span>get started?</span></h2><p>Try it free.</p></section>',
      ),
      ['Can I cancel?'],
    );
    assert.deepEqual(questions('<h2>FAQ</h2><h3>How do I <span>export my data?</span></h3><p>As CSV.</p>'), ['How do I export my data?']);
  });

  it('given a configurator in an accordion whose questions offer their choices as buttons, then no FAQ; an answer in words beside a button still is one', () => {
    const item = (q: string, after: string) =>
      `<div class="accordion-item"><h4 class="accordion-title">Adapter</h4><div class="accordion-content"><p>${q}</p>${after}</div></div>`;
    assert.deepEqual(
      questions(
        `<div class="faq">${item('Wie soll Ihr Messgerät mit dem Internet kommunizieren?', '<button type="button" class="btn">WLAN</button><button type="button" class="btn">LAN</button>')}</div>`,
      ),
      [],
    );
    assert.deepEqual(
      questions(
        `<div class="faq">${item('Can I cancel anytime?', '<p>Yes, from your account page.</p><a class="btn" href="/account">Open account</a>')}</div>`,
      ),
      ['Can I cancel anytime?'],
    );
  });

  it('given a button to ask after each question in its summary (a mail link "💬 Preguntar"), then each question without the button', () => {
    assert.deepEqual(
      questions(
        '<h2>Preguntas frecuentes</h2><details><summary><span>¿Hay alguna demo que pueda probar?</span><span><a href="mailto:hola@acme.test">💬 Preguntar</a></span></summary><div>Sí, prueba la demo en vivo.</div></details>',
      ),
      ['¿Hay alguna demo que pueda probar?'],
    );
  });

  it('given questions inside an FAQ in elements of any kind (a styled paragraph, a list item led by its bold question, a label), then each with the answer after it', () => {
    assert.deepEqual(
      questions(
        '<section><h2>Frequently Asked Questions</h2><div class="p-4"><p class="font-semibold">Is there a free plan?</p><p class="text-sm">Yes, forever.</p></div><div class="p-4"><p class="font-semibold">Can I cancel?</p><p class="text-sm">Any time.</p></div></section>',
      ),
      ['Is there a free plan?', 'Can I cancel?'],
    );
    assert.deepEqual(
      questions('<h2>FAQ</h2><ul><li><strong>Is there a free plan?</strong> Yes, forever.</li><li><strong>Can I cancel?</strong> Any time.</li></ul>'),
      ['Is there a free plan?', 'Can I cancel?'],
    );
    assert.deepEqual(questions('<h2>Preguntas frecuentes</h2><p>¿Hay un plan gratis?</p><p>Sí.</p><p>¿Puedo cancelar?</p><p>Cuando quieras.</p>'), [
      '¿Hay un plan gratis?',
      '¿Puedo cancelar?',
    ]);
    assert.deepEqual(
      questions(
        '<h2>FAQ</h2><div class="tab"><input type="checkbox" id="q1"><label for="q1">Is there a free plan?</label><div class="tab-content"><p>Yes.</p></div></div>',
      ),
      ['Is there a free plan?'],
    );
  });

  it("never a form's prompt on a help page, nor a question outside an FAQ", () => {
    assert.deepEqual(
      questions(
        '<h1>Help</h1><form><div class="field"><label>What\'s wrong?</label><textarea></textarea></div><button>Submit report</button></form>',
        '/help.html',
      ),
      [],
    );
    assert.deepEqual(questions('<h2>Our story</h2><p>Why another notes app?</p><p>Because the others forgot you.</p>'), []);
  });

  it('given a badge drawn before each question, then the question without it', () => {
    assert.deepEqual(
      questions(
        '<h2>Preguntas frecuentes</h2><h3><span>?</span> ¿Necesito entregar mis contraseñas?</h3><p>Nunca.</p><h3>❓ ¿Puedo cancelar?</h3><p>Sí.</p><h3>ℹ️ ¿Qué significan los símbolos?</h3><p>Nada.</p>',
      ),
      ['¿Necesito entregar mis contraseñas?', '¿Puedo cancelar?', '¿Qué significan los símbolos?'],
    );
  });

  it("given questions in cards under an FAQ heading that sits in the section's header block, then them", () => {
    assert.deepEqual(
      questions(
        '<section><div class="section-header"><h2>Questions fréquentes</h2><p>Tout savoir.</p></div><div><div class="card"><h4>Est-ce vraiment gratuit ?</h4><p>Oui.</p></div><div class="card"><h4>Puis-je le partager ?</h4><p>Bien sûr.</p></div></div></section>',
      ),
      ['Est-ce vraiment gratuit ?', 'Puis-je le partager ?'],
    );
  });

  it('given an accordion whose button holds the question and whose answer follows the button, then each question', () => {
    const item = (q: string, a: string) =>
      `<div class="card"><button onclick="toggle()"><div class="flex"><h3>${q}</h3><svg><path d="M1 1"/></svg></div></button><div class="px-6"><p>${a}</p></div></div>`;
    assert.deepEqual(
      questions(
        `<section><div class="text-center"><h2>Frequently Asked Questions</h2><p>Quick answers.</p></div><div class="space-y-4">${item('How quickly do you answer?', 'Within a day.')}${item('Can I book a demo?', 'Yes.')}</div></section>`,
      ),
      ['How quickly do you answer?', 'Can I book a demo?'],
    );
  });

  it("never a question after a whole FAQ section, nor one asking whether the reader has questions, nor an icon's ligature", () => {
    const faq =
      '<section><h2>FAQ</h2><details><summary>Can I cancel?</summary><p>Any time, from the account page, without a fee of any kind.</p></details></section>';
    assert.deepEqual(
      questions(`${faq}<section><div class="title"><button><span>who are we?</span></button><div><h2>Our team</h2><p>Three people.</p></div></div></section>`),
      ['Can I cancel?'],
    );
    assert.deepEqual(questions('<section class="faq"><h3>Vous avez des questions sur les tarifs ?</h3><p>Écrivez-nous.</p></section>'), []);
    assert.deepEqual(
      questions(
        '<h2>Preguntas frecuentes</h2><h3><span class="material-symbols-outlined">payments</span> ¿Cómo funciona la facturación?</h3><p>Por estudiante.</p>',
      ),
      ['¿Cómo funciona la facturación?'],
    );
  });

  it('never an offer of help or the heading over the questions ("How can we help you?", "Questions about Acme?")', () => {
    assert.deepEqual(
      questions(
        '<h1>Help</h1><h2>How can we help you?</h2><p>Search below.</p><h2>Questions about Acme?</h2><p>Read on.</p><h3>Can I cancel?</h3><p>Yes.</p>',
        '/help/',
      ),
      ['Can I cancel?'],
    );
  });
  it('given question cards under a heading that is the one word "Questions" or the reader\'s questions ("Got questions?", "Vos questions", "Dúvidas"), then each question', () => {
    const cards = (heading: string) =>
      `<section><h2>${heading}</h2><div class="grid"><div class="card"><h3>Can I cancel anytime?</h3><p>Yes, with one click.</p></div><div class="card"><h3>Is there a free trial?</h3><p>Yes, 14 days.</p></div></div></section>`;
    for (const heading of ['Questions', 'Got questions?', 'Vos questions', 'Dúvidas'])
      assert.deepEqual(questions(cards(heading)), ['Can I cancel anytime?', 'Is there a free trial?'], heading);
    assert.deepEqual(questions(cards('Why teams switch')), []);
  });

  it('never a call to action in the section after one headed "Got questions?"', () => {
    assert.deepEqual(
      questions(
        `<section class="faq"><h2>Got questions?</h2><div class="faq-item"><div class="faq-q">What is Acme?</div><p>An app.</p></div><div class="faq-item"><div class="faq-q">Is it safe?</div><p>${'Yes. '.repeat(90)}</p></div></section><section id="cta"><h2>Ready to <span>join in?</span></h2><p>Sign up today.</p></section>`,
      ),
      ['What is Acme?', 'Is it safe?'],
    );
  });
  it('given questions marked "Q." or "Q1." in an FAQ, then the questions without the mark', () => {
    assert.deepEqual(
      questions('<section class="faq"><h2>FAQ</h2><h3>Q. What is Acme?</h3><p>An app.</p><h3>Q2. How was Acme founded?</h3><p>In a garage.</p></section>'),
      ['What is Acme?', 'How was Acme founded?'],
    );
  });

  it('given questions numbered as a list ("1. How does billing work?", "02 — Do you offer refunds?", "3) 料金は？"), then the questions without the number; a number that is the question\'s own stays', () => {
    assert.deepEqual(
      questions(
        '<section class="faq"><h2>FAQ</h2><h3>1. How does billing work?</h3><p>Monthly.</p><h3>02 — Do you offer refunds?</h3><p>Yes.</p><h3>3) 料金は？</h3><p>無料です。</p><h3>2 factor login, is it on?</h3><p>Yes.</p></section>',
      ),
      ['How does billing work?', 'Do you offer refunds?', '料金は？', '2 factor login, is it on?'],
    );
  });

  it('given questions numbered in their own element ("<span>Q01</span><span>Is it only ¥1,000?</span>"), then the questions without the number, and never the number alone as a question', () => {
    const item = (n: string, q: string, a: string) =>
      `<div class="faq-item"><button class="faq-q"><span class="faq-qn">${n}</span><span class="faq-qt">${q}</span><span class="faq-icon">+</span></button><div class="faq-a"><p><span class="faq-an">A</span>${a}</p></div></div>`;
    assert.deepEqual(
      questions(
        `<section class="faq"><h2>よくある質問</h2>${item('Q01', '料金は本当に1,000円だけですか？', 'はい。')}${item('Q02', '途中で解約できますか？', '可能です。')}</section>`,
      ),
      ['料金は本当に1,000円だけですか？', '途中で解約できますか？'],
    );
    assert.deepEqual(
      questions(`<section class="faq"><h2>FAQ</h2>${item('Q1', 'Can I cancel at any time?', 'Yes.')}${item('Q 2', 'Is there a free plan?', 'No.')}</section>`),
      ['Can I cancel at any time?', 'Is there a free plan?'],
    );
  });

  it("given a docs site's navigation built as an accordion ('Getting started' over a menu of links), then no FAQ from it; an FAQ in the page stays", () => {
    const nav =
      '<div class="docs-nav"><div class="accordion"><label class="accordion-header">Getting started</label><div class="accordion-body"><ul class="menu"><li><a href="/install">Installation</a></li><li><a href="/browsers">Browser support</a></li></ul></div></div>' +
      '<div class="accordion"><label class="accordion-header">Elements</label><div class="accordion-body"><ul class="menu"><li><a href="/tables">Tables</a></li><li><a href="/forms">Forms</a></li></ul></div></div></div>';
    const faq =
      '<section class="faq"><h2>FAQ</h2><div class="accordion"><div class="accordion-header">Is it free?</div><div class="accordion-body">Yes, under the MIT licence.</div></div></section>';
    assert.deepEqual(questions(`<aside>${nav}</aside><main>${faq}</main>`), ['Is it free?']);
    assert.deepEqual(questions(`<div class="sidebar">${nav}</div><main>${faq}</main>`), ['Is it free?']);
    assert.deepEqual(
      questions('<h2>FAQ</h2><div class="faq-item"><div class="faq-nav"><span>Is it free?</span></div><div class="faq-body">Yes.</div></div>'),
      ['Is it free?'],
      "an FAQ's own toggle named 'faq-nav' is no navigation",
    );
    assert.deepEqual(
      questions('<h2>FAQ</h2><h3 id="why-is-save-file-menu-greyed-out">Why is Save (File menu) greyed out?</h3><ul><li>Click the graph first.</li></ul>'),
      ['Why is Save (File menu) greyed out?'],
      "a question whose id slug says 'menu' is no navigation",
    );
  });

  it('given invitations phrased as questions side by side ("Want to learn more?", "Need help?", "Prêt à commencer ?"), then no FAQ from them', () => {
    assert.deepEqual(questions('<h3>Want to learn more?</h3><p>Read the docs.</p><h3>Need help?</h3><p>Email us.</p>'), []);
    assert.deepEqual(questions('<h3>Prêt à commencer ?</h3><p>Inscrivez-vous.</p><h3>Bereit loszulegen?</h3><p>Jetzt starten.</p>'), []);
    assert.deepEqual(questions('<h3>Can I cancel?</h3><p>Any time.</p><h3>Is there a free plan?</h3><p>Yes.</p>'), ['Can I cancel?', 'Is there a free plan?']);
  });
  it('given marketing questions put to the reader side by side outside an FAQ ("Why choose Acme?", "Need offline mode?"), then no FAQ from them', () => {
    assert.deepEqual(
      questions(
        '<h2>Why choose Acme?</h2><p>We are fast and reliable.</p><h2>What makes us different?</h2><p>Our people.</p><h2>Need offline mode?</h2><p>Work without a connection.</p>',
      ),
      [],
    );
    assert.deepEqual(
      questions('<h2>Frequently asked questions</h2><h3>Why choose Acme?</h3><p>It syncs in real time.</p><h3>Can I cancel?</h3><p>Any time.</p>'),
      ['Why choose Acme?', 'Can I cancel?'],
      'inside an FAQ they are its questions',
    );
  });

  it('given marketing questions put to the reader in other languages ("¿Necesitas ayuda?", "Masz pytania?", "Tem um projeto?"), then no FAQ', () => {
    assert.deepEqual(
      questions(
        '<main><h2>¿Por qué elegirnos?</h2><p>Somos rápidos.</p><h2>¿Tienes un proyecto?</h2><p>Escríbenos.</p><h2>¿Necesitas ayuda?</h2><p>Llámanos.</p></main>',
      ),
      [],
    );
    assert.deepEqual(
      questions('<main><h2>Dlaczego my?</h2><p>Bo jesteśmy szybcy.</p><h2>Masz pytania?</h2><p>Zadzwoń.</p><h2>Potrzebujesz pomocy?</h2><p>Napisz.</p></main>'),
      [],
    );
    assert.deepEqual(
      questions(
        '<main><h2>Por que nos escolher?</h2><p>Somos rápidos.</p><h2>Tem um projeto?</h2><p>Fale conosco.</p><h2>Precisa de ajuda?</h2><p>Ligue.</p></main>',
      ),
      [],
    );
  });

  it('given "Noch Fragen?" as a section of its own, then the next section\'s heading of the same level is no FAQ of it', () => {
    assert.deepEqual(questions('<main><h2>Noch Fragen?</h2><p>Rufen Sie uns an.</p><h2>Sie planen ein Projekt?</h2><p>Wir beraten Sie gern.</p></main>'), []);
  });

  it('given "Noch Fragen?" over question subheadings, then those questions', () => {
    assert.deepEqual(
      questions('<main><h2>Noch Fragen?</h2><h3>Wie lange dauert die Lieferung?</h3><p>Zwei Tage.</p><h3>Kann ich zurückgeben?</h3><p>Ja, 30 Tage.</p></main>'),
      ['Wie lange dauert die Lieferung?', 'Kann ich zurückgeben?'],
    );
  });

  it('given marketing questions put to the reader side by side outside an FAQ in other languages, or "Why Acme?" ("Почему мы?", "Neden biz?", "Proč si vybrat Acme?", "Tại sao chọn chúng tôi?", "Нужна помощь?", "Başlamaya hazır mısınız?"), then no FAQ from them', () => {
    assert.deepEqual(
      questions(
        '<main><h2>Почему мы?</h2><p>Мы быстрые.</p><h2>Neden biz?</h2><p>Hızlıyız.</p><h2>Proč si vybrat Acme?</h2><p>Jsme rychlí.</p><h2>Tại sao chọn chúng tôi?</h2><p>Nhanh.</p><h2>Нужна помощь?</h2><p>Пишите.</p><h2>Başlamaya hazır mısınız?</h2><p>Başlayın.</p><h2>Why Acme?</h2><p>Fast.</p></main>',
      ),
      [],
    );
  });

  it('given a visitor\'s own why among questions side by side ("Why is my sync slow?"), then still an FAQ', () => {
    assert.deepEqual(
      questions('<main><h2>Why is my sync slow?</h2><p>Check your connection.</p><h2>How do I export my data?</h2><p>Use the menu.</p></main>'),
      ['Why is my sync slow?', 'How do I export my data?'],
    );
  });

  it("given a CSS framework's page that shows the elements it styles ('Forms', 'Tables', 'Lists', 'Blockquote' over samples of each), then its sample details or definition list is no FAQ; an FAQ under its own heading still is", () => {
    const specimen = (faq: string) =>
      `<h1>Acme</h1><h2>Forms</h2><form><input></form><h2>Tables</h2><table><tr><td>1</td></tr></table><h2>Lists</h2><ul><li>One</li></ul><dl><dt>Is a plum a fruit?</dt><dd>It grows on a tree.</dd></dl><details><summary>Who was Ada Lovelace?</summary>A mathematician who wrote the first program.</details><h2>Blockquote</h2><blockquote>Words.</blockquote>${faq}`;
    assert.deepEqual(questions(specimen('')), []);
    assert.deepEqual(questions(specimen('<h2>FAQ</h2><details><summary>Is Acme free?</summary><p>Yes, MIT licensed.</p></details>')), ['Is Acme free?']);
    assert.deepEqual(questions('<h1>Acme</h1><h2>Forms</h2><p>Build forms fast.</p><details><summary>Who can use Acme?</summary><p>Anyone.</p></details>'), [
      'Who can use Acme?',
    ]);
  });

  it('given an invitation in another language asked in an FAQ-classed block ("¿Quieres ver más de nuestros trabajos?" over a link to the gallery), then no FAQ; a real question beside it stays', () => {
    assert.deepEqual(
      questions(
        '<section class="questions"><h3 class="questions__title">¿Hacéis muebles a medida?</h3><p>Sí, todos.</p></section><section class="questions__offer"><h2>¿Quieres ver más de nuestros trabajos?</h2><p>Entra en la galería.</p><a href="/galeria">Entra</a></section>',
      ),
      ['¿Hacéis muebles a medida?'],
    );
    // Its lead line, classed as the block's ("questions__copy"), over the link alone: no question and no answer.
    assert.deepEqual(
      questions(
        '<section class="questions__offer"><p class="questions__copy">Estás a punto de ver nuestra galería de trabajos.</p><a href="/galeria" class="cta">Entra ahora</a></section><section class="faq"><div class="question">Envíos</div><p>A toda Colombia.</p></section>',
      ),
      ['Envíos'],
    );
    assert.deepEqual(
      questions('<section class="faq"><h3>Möchten Sie mehr erfahren?</h3><p>Rufen Sie uns an.</p><h3>Liefern Sie auch?</h3><p>Ja.</p></section>'),
      ['Liefern Sie auch?'],
    );
    assert.deepEqual(
      questions('<section class="contact-us"><div class="question-contact-us">HAR DU NÅGRA FUNDERINGAR?</div><div class="title">KONTAKTA OSS</div></section>'),
      [],
    );
  });

  it("given a price calculator's step (a question over a radio group of projects to pick), then no FAQ; an FAQ on the same page stays", () => {
    const calc =
      '<section class="calculator"><div class="calc-panel"><div class="calc-question">Wat wilt u laten uitwerken?</div><div class="calc-options" role="radiogroup"><button role="radio">Dakkapel</button><button role="radio">Erker</button></div></div>' +
      '<div class="calc-panel"><div class="calc-question">Welke aandachtspunten zijn al bekend?</div><p class="calc-help">Dit verandert de prijs niet.</p><div class="calc-options"><label><input type="radio" name="a"> Monument</label><label><input type="radio" name="a"> Geen</label></div></div></section>';
    const faq = '<section class="faq"><h2>Veelgestelde vragen</h2><h3>Hoe lang duurt een vergunning?</h3><p>Acht weken.</p></section>';
    assert.deepEqual(questions(calc + faq), ['Hoe lang duurt een vergunning?']);
    // The last question of an FAQ, a form with choices in the next section: an FAQ all the same.
    assert.deepEqual(
      questions(
        '<article><details><summary>Can I cancel?</summary><p>Yes.</p></details><details><summary>What if I still do not like it?</summary><p>That is fine.</p></details></article><hr><section><h2>Forms</h2><form><label><input type="radio" name="x"> A</label><label><input type="radio" name="x"> B</label></form></section>',
      ),
      ['Can I cancel?', 'What if I still do not like it?'],
    );
  });

  it('never the last item of an FAQ that asks whether the reader found the answer or has more questions ("Keine Antwort auf deine Frage gefunden?", "¿Tienes otra pregunta? Escríbenos…", "还有问题?"); the questions before it stay', () => {
    const faq = (last: string) =>
      `<section class="faq"><h2>FAQ</h2><details><summary>Kann ich kündigen?</summary><p>Jederzeit.</p></details><details><summary>${last}</summary><p>Schreib uns an hallo@acme.test, wir helfen gern.</p></details></section>`;
    for (const last of [
      'Keine Antwort auf deine Frage gefunden?',
      'Hittar du inte svaret på din fråga?',
      'Hittade du inte svaret?',
      '¿No encontraste tu respuesta?',
      "Didn't find the answer you were looking for?",
      'Pas trouvé ta réponse ?',
      'Tu ne trouves pas ce que tu cherches ?',
      'Nicht gefunden, was du suchst?',
      '¿Tienes otra pregunta? Escríbenos a hola@acme.test y te respondemos lo antes posible.',
      '还有问题?',
      '疑問は解消できましたか？',
    ])
      assert.deepEqual(questions(faq(last)), ['Kann ich kündigen?'], last);
    // A visitor's own question that names a problem, an answer or a thing not found stays.
    for (const own of [
      '为什么同步会出现问题?',
      "Can't find the app in the App Store?",
      '¿No encuentras tu pedido?',
      'Was tun, wenn mein Paket nicht gefunden wird?',
    ])
      assert.deepEqual(questions(faq(own)), ['Kann ich kündigen?', own], own);
    assert.deepEqual(questions(faq('Where do I find the answer key for the quiz?')), ['Kann ich kündigen?', 'Where do I find the answer key for the quiz?']);
  });

  it('given a lone mark in its own element before each question ("<span class=q>Q</span>制作期間は？") or a chevron drawn after it ("⌄"), then the question without either', () => {
    assert.deepEqual(
      questions(
        '<section id="faq"><h2>よくある質問</h2><details><summary><span class="q">Q</span>制作期間はどのくらいかかりますか？</summary><div class="faq-answer">最短5営業日です。</div></details><details><summary><span class="q">Q</span>Can I pay by card?</summary><div class="faq-answer">Yes.</div></details></section>',
      ),
      ['制作期間はどのくらいかかりますか？', 'Can I pay by card?'],
    );
    assert.deepEqual(
      questions(
        '<div class="faq-item"><div class="faq-q">解約はいつでもできますか？<span class="icon">⌄</span></div><div class="faq-a">はい、いつでも解約できます。</div></div>',
      ),
      ['解約はいつでもできますか？'],
    );
    // A drop cap is the question's first letter, no mark.
    assert.deepEqual(questions('<h2>FAQ</h2><details><summary><span class="dropcap">P</span>ourquoi choisir Acme ?</summary><p>Parce que.</p></details>'), [
      'Pourquoi choisir Acme ?',
    ]);
  });

  it("given the company's details as a definition list in the footer of an FAQ page ('Operated by', 'Address'), then no FAQ from it; the page's questions stay", () => {
    assert.deepEqual(
      questions(
        '<main><h1>FAQ</h1><details><summary>Is there any alcohol?</summary><p>None.</p></details></main><footer><dl class="f-company"><dt>Operated by</dt><dd>Acme LLC</dd><dt>Address</dt><dd>1 Main St, Springfield</dd></dl></footer>',
        '/faq.html',
      ),
      ['Is there any alcohol?'],
    );
  });

  it('given an accordion whose titles and contents are siblings in one flat list, then each answer ends where the next title starts', () => {
    const [first, second] = faqsOf([
      digestPage(
        'https://acme.test/faq.html',
        '<html><body><h1>FAQ</h1><div class="accordion"><div class="accordion-section-title">What services do you offer?</div><div class="accordion-section-content">Air and sea cargo.</div><div class="accordion-section-title">How do I get started?</div><div class="accordion-section-content">Request a quote.</div></div></body></html>',
      ),
    ]);
    assert.deepEqual([first?.answer, second?.answer], ['Air and sea cargo.', 'Request a quote.']);
  });

  it("given structured data that restates the page's visible questions in other words, with their answers, then each question once, in the visible words; a structured question of its own stays", () => {
    const ld = (entries: [string, string][]) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@type': 'FAQPage',
        mainEntity: entries.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
      })}</script>`;
    const visible =
      '<section class="faq"><h2>FAQ</h2><details><summary>Which trades is it for?</summary><p>Electricians, plumbers, carpenters and painters.</p></details><details><summary>Var ligger ni?</summary><p>Vi finns på Storgatan 1 i Krokom, mitt i byn.</p></details></section>';
    assert.deepEqual(
      questions(
        visible,
        '/',
        ld([
          ['Which trades is Provaro for?', 'Electricians, plumbers, carpenters and painters.'],
          ['Var ligger HM Motor?', 'HM Motor finns på Storgatan 1 i Krokom, mitt i byn.'],
          ['Does it work offline?', 'Yes, it works with no signal at all.'],
        ]),
      ),
      ['Which trades is it for?', 'Var ligger ni?', 'Does it work offline?'],
    );
  });
});
