import type * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { buttonLink } from './lines.ts';
import { restated } from './restated.ts';

export type Faq = { question: string; answer: string };

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Headings that announce an FAQ, in the languages seen most. */
export const FAQ_HEADING =
  /\b(faqs?|frequently asked|common questions|questions? (and|&) answers?|q ?& ?a|häufig(e|e gestellte)? fragen|fragen (und|&) antworten|questions? fréquentes|foire aux questions|preguntas frecuentes|preguntas|perguntas frequentes|perguntas|dúvidas frequentes|domande frequenti|veelgestelde vragen|veel gestelde vragen|najczęściej zadawane pytania|pytania i odpowiedzi|częste pytania)\b|よくある質問|常见问题|常見問題|자주 묻는 질문/i;
/**
 * A heading that is the one word "Questions" (or the reader's questions: "Got questions?", "Vos
 * questions", "Dúvidas", "Ihre Fragen") over a section: its questions are an FAQ, as under "FAQ".
 */
const QUESTIONS_HEADING =
  /^(got |have |any |your |vos |des |ihre |noch |tus |sus |suas |as suas |le tue |uw |je |jouw )?(questions?|queries|dúvidas|dudas|fragen|domande|vragen|pytania)\s*[?？]?$/i;
/** Class or id words of an FAQ container or a question element. */
const FAQ_CLASS = /faq|accordion|question|\bqa\b|q-and-a|preguntas|perguntas|fragen|domande|vragen|pytania/i;
const QUESTION_CLASS =
  /question|faq-q|faq__q|faq-title|faq-header|accordion[\w-]*?[-_](header|button|title|toggle|trigger|heading)|toggle-title|collapsible-(header|title)/i;
const ANSWER_CLASS = /answer|faq-a|faq__a|faq-content|faq-body|accordion[\w-]*?[-_](body|content|collapse|panel)|collapse|panel|toggle-content/i;

/**
 * A question as a person writes one: ending with a question mark (also the full-width one), or
 * opening with an inverted one.
 */
export const isQuestion = (text: string) => /[?？]\s*$/.test(text) || /^¿/.test(text);

/**
 * Whether the FAQ above answered the reader, in the languages seen most ("Didn't find your answer?", "Keine Antwort gefunden?",
 * "Hittar du inte svaret?", "¿No encontraste tu respuesta?", "还有问题?", "疑問は解消できましたか？"): the reader's questions are asked for.
 */
const NOT_ANSWERED = new RegExp(
  [
    // "Didn't find your answer?", "Can't find what you're looking for?"; never "Can't find the app in the App Store?".
    "(didn['’]?t|did not|can['’]?t|cannot|couldn['’]?t|could not) find (the |an |your )?(answers?|what you)",
    'keine antwort|antwort nicht gefunden|nicht fündig geworden|nichts passendes gefunden|nicht gefunden,? was (du|sie) such',
    'no (encontraste|encuentras|has encontrado|encontró|encuentra) (tu |la |su |una )?(respuesta|lo que (buscas|busca|buscabas))',
    // The familiar form drops the "ne" ("Pas trouvé ta réponse ?", "Tu trouves pas ce que tu cherches ?").
    "(ne trouvez pas|n['’]avez pas trouvé|^pas trouvé|tu n['’]as pas trouvé|tu ne trouves pas|tu trouves pas) (votre |ta |la |de |une )?(réponse|ce que (vous|tu) cherch)",
    'non (hai )?trov(i|ato) (la |una )?(risposta|quello che cerch)',
    'não (encontrou|achou|encontrastes?) (a |sua |uma )?(resposta|o que procura)',
    '(je|uw|jouw) antwoord niet|antwoord niet gevonden|niet gevonden wat',
    'nie znalazł(eś|aś)? (odpowiedzi|tego)',
    '(hittar|hittade) du inte (svaret|det du söker|det du sökte)',
    '(fant|fandt) du ikke (svaret|det du)',
    // "还有问题?", "其他问题?", "疑問は解消できましたか？", "궁금한 점이 있으신가요?": short, whether the reader has more.
    '^(还有|還有|其他|其它|更多)(什么|什麼|其他|其它)?(问题|問題|疑问|疑問)[吗嗎]?[?？]?$',
    '疑問(は|が)(解消|解決)',
    '^궁금한 (점|게)|^질문이 있',
  ].join('|'),
  'u',
);

/**
 * A call to action phrased as a question ("Still have questions?", "Ainda tem dúvidas?",
 * "Noch Fragen?", "Need help?"): it asks whether the reader has questions, it is not one.
 */
export const isCallToAction = (text: string): boolean => {
  const t = squash(text).toLowerCase();
  // "¿Tienes otra pregunta? Escríbenos a hola@…": the question a call to action opens with, the invitation after it.
  const opening = /^[^?？]+[?？]/.exec(t)?.[0];
  if (opening && opening !== t && !/[?？]\s*$/.test(t) && isCallToAction(opening)) return true;
  if (t.split(' ').length > 9) return false;
  // "Didn't find the answer?", "Keine Antwort auf deine Frage gefunden?", "还有问题?": whether the FAQ answered the reader, no question of theirs.
  if (NOT_ANSWERED.test(t)) return true;
  const asks =
    /\b(questions?|queries|query|doubts?|fragen|frage|dúvidas?|dudas?|preguntas?|perguntas?|domanda|domande|dubbio|dubbi|vraag|vragen|pytanie|pytania|frågor|fråga|funderingar|spørsmål|spørgsmål|otázky|dotazy|sorular|sorunuz)\b|お問い合わせ|ご質問|質問/.test(
      t,
    );
  // "Still have questions?", "Noch Fragen?", "Hai una domanda?": short, about the reader's own questions.
  if (asks && t.split(' ').length <= 5) return true;
  // "How can we help you?", "Wie können wir Ihnen helfen?": an offer of help, not a question about the product.
  if (
    /^¿?(how can we help( you)?|how may we help( you)?|wie können wir (ihnen|dir|euch) helfen|comment pouvons-nous vous aider|en qué podemos ayudar(te|le)?|cómo podemos ayudar(te|le)?|como podemos (te |lhe )?ajudar|come possiamo aiutar(ti|vi)|hoe kunnen we (je|u) helpen|w czym możemy pomóc)\b/.test(
      t,
    )
  )
    return true;
  // "Questions about Acme?", "Fragen zu Acme?": the heading over the questions, not one of them.
  if (/^¿?(questions?|fragen|preguntas|perguntas|domande|vragen|pytania) (about|on|regarding|zu|zum|zur|sur|sobre|su|sul|sulla|over|o)\b/.test(t)) return true;
  // "Vous avez des questions sur les tarifs ?", "Do you have any questions about billing?": whether the reader has questions.
  if (asks && /^(vous avez|avez-vous|(do )?you have|have you got|got|tienes|tiene usted|tem|você tem|hai|haben sie|hast du|heeft u|heb je|masz)\b/.test(t))
    return true;
  // "Want to learn more?", "Ready to get started?", "Prêt à commencer ?", "Bereit loszulegen?": an invitation, not a question about the product.
  if (
    t.split(' ').length <= 7 &&
    /^¿?((want|wanna) to (learn|know|see|try|get started|talk|find out|join|start|hear|chat|explore|discover|read more)|ready to|ready for|looking for|curious|prêts? à|envie de|bereit|lust auf|listos? para|preparad[oa]s? para|pront[oa]s? para|quer (saber|começar)|pronti|klaar om|zin om|gotowy)(?![\p{L}])/u.test(
      t,
    )
  )
    return true;
  // "¿Quieres ver más de nuestros trabajos?", "Voulez-vous en savoir plus ?", "Möchten Sie mehr erfahren?", "Vuoi scoprire di più?": the same
  // invitation in the languages seen, the reader asked whether they want to see or know more.
  if (
    t.split(' ').length <= 8 &&
    /^¿?(quieres|quiere|queréis|quieren|deseas|desea|voulez-vous|vous voulez|veux-tu|tu veux|souhaitez-vous|möchten sie|möchtest du|wollen sie|willst du|vuoi|volete|vorresti|desideri|queres|você quer|quer|gostaria de|wil je|wilt u|wilt u graag|chcesz|chcete|vill du|ønsker du|vil du|ister misiniz) (ver|saber|conocer|descubrir|probar|empezar|comenzar|hablar|trabajar|voir|savoir|découvrir|connaître|essayer|commencer|en savoir|mehr|wissen|sehen|erfahren|entdecken|kennenlernen|vedere|sapere|scoprire|conoscere|provare|iniziare|conhecer|descobrir|experimentar|começar|zien|weten|ontdekken|kennismaken|meer|zobaczyć|wiedzieć|poznać|vidět|vědět|se|veta|veit|vite|se mer|görmek|öğrenmek)(?![\p{L}])/u.test(
      t,
    )
  )
    return true;
  return t.split(' ').length <= 7 && /^(need|needing|got|still|more|any|other|further|additional) (help|questions?)\b/.test(t);
};

/** A date on its own ("Feb 2026", "2025-03-01", "12.03.2024"): a news item's or a release's heading, never a question. */
const DATE = /^(\d{1,4}[./-]\d{1,2}([./-]\d{1,4})?|(\d{1,2}\.?\s+)?\p{L}{3,10}\.?\s+(\d{1,2},?\s+)?\d{4}|\d{4})$/u;

/** A question's number on its own ("Q01", "Q 2", "F3."): a label beside the question, not one. */
const NUMBER_LABEL = /^(Q|F|P|D|V)?\s*\d{1,3}\s*[.:)]?$/iu;
/** A question's number alone ("Q01" in its own element, the question beside it) asks nothing; an accordion's sign ("+") answers nothing. */
const labelOnly = (question: string, answer: string) => NUMBER_LABEL.test(question) || !/[\p{L}\p{N}]/u.test(answer);

/** A question's words: the open/close sign an accordion draws beside it ("▾", "+", "›") is not part of it. */
const questionText = (text: string) =>
  squash(text)
    .replace(/(\s+[▾▼▿▸▶►›»+−–-]|\s*[▾▼▿▸▶►⌄⌃˅˄﹀⏷]|(?<=[?？])[+−›»–-])+$/u, '')
    // "Q: How do I join?", "Q. …", "Q1. …": the letter (and number) that marks a question is not part of it.
    .replace(/^(Q|Question|F|Frage|P|Pregunta|Pergunta|D|Domanda|V|Vraag)\s*\d{0,2}\s*[:：.]\s*(?=[¿\p{L}])/u, '')
    // "Q01 本当に…？", "Q1 Can I cancel?": a number after the letter marks it too, without a stop (none is needed before Japanese or Chinese).
    .replace(/^(Q|F|P|D|V)\s*\d{1,3}(\s+|(?=[^\p{Script=Latin}\s\d]))(?=[¿\p{L}])/u, '')
    // Its place in the list ("1. How does billing work?", "02 — Do you offer refunds?", "3) ¿Puedo…?") numbers a question; a person
    // writing it down leaves that. A numbered point that asks nothing ("1. Discovery") is a step, and keeps its number.
    .replace(/^#?\d{1,2}\s*([.)]|[—–-]|:)\s+(?=[¿¡\p{Lu}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}].*[?？]$)/u, '')
    // A badge drawn before the question ("? ¿Necesito…?", "❓ How…?", "• Can I…?") is not part of it.
    .replace(/^[?？❓❔•·*]+\s+(?=[¿\p{L}\p{N}])/u, '')
    .replace(/^(\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+\s*(?=[¿\p{L}\p{N}])/u, '');

/** A question's mark alone ("Q", "Q.", "Q:", "F:"), the question beside it in the same element. */
const LONE_MARK = /^(Q|F|P|D|V)\s*[.:：]?$/u;

/**
 * The question an element holds beside a short label of its own, before it or after it ("<span>Kosten</span><span>Wann
 * amortisiert sich eine Anlage?</span>", "<span>¿Puedo…?</span><a href="mailto:…">💬 Preguntar</a>"): the category chip or
 * the button to ask is not part of the question.
 */
function heldQuestion($: cheerio.CheerioAPI, el: cheerio.Cheerio<Element>): string {
  // "<span class="q">Q</span>制作期間は？": a lone mark in its own element, first in the question's, is not part of it.
  const first = (el[0]?.children ?? []).find((c) => c.type !== 'text' || squash($(c).text()) !== '');
  const mark = first?.type === 'tag' && LONE_MARK.test(squash($(first).text())) ? squash($(first).text()) : '';
  // A drop cap ("<span>P</span>ourquoi…") is the question's first letter: the word goes on in lower case after it.
  const rest = mark ? squash(el.text()).slice(mark.length) : '';
  const whole = questionText(mark && !/^\p{Ll}/u.test(rest) ? rest : el.text());
  const shortLabel = (label: string) => label && label.split(' ').length <= 3 && !/[?？.!]$/.test(label);
  for (const child of el.find('*').toArray()) {
    const q = questionText($(child).text());
    if (q === whole || !isQuestion(q) || q.split(' ').length < 2) continue;
    // A question begins as one: words before it in lower case are the sentence's own beginning ("Ready to <span>get started?</span>").
    if (whole.endsWith(q) && !/^\p{Ll}/u.test(q) && shortLabel(squash(whole.slice(0, whole.length - q.length)))) return q;
    if (whole.startsWith(q) && shortLabel(squash(whole.slice(q.length)))) return q;
  }
  return whole;
}

const classWords = (el: Element | null | undefined) => (el ? `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}` : '');

/** A form's fields: a question beside one asks the reader for an answer. */
const FORM_CONTROL = 'input:not([type=hidden]),select,textarea';

/** Class or id words of a quiz, a survey or a step-by-step form: its questions ask the reader, they answer none. */
const QUIZ_CLASS = /(^|[\s_-])(quiz|quizz|survey|questionnaire|poll|wizard|onboarding)(?=$|[\s_-])/i;

/** Inside a quiz, a survey or a wizard (by its class or id words). */
function inQuiz(el: Element): boolean {
  let node: Element | null = el;
  for (let depth = 0; node && node.type === 'tag' && depth < 8; depth++, node = node.parent as Element | null)
    if (QUIZ_CLASS.test(classWords(node))) return true;
  return false;
}

/** A set of choices to pick from: a radio group, a list box, or two or more radio buttons or options in it. */
const CHOICES = '[role=radiogroup],[role=listbox]';
const isChoiceGroup = (el: cheerio.Cheerio<Element>) =>
  el.is(CHOICES) || el.find(CHOICES).length > 0 || el.find('[role=radio],[role=option],input[type=radio]').length >= 2;

/**
 * A price calculator's or a configurator's step ("Wat wilt u laten uitwerken?" over buttons to pick a project from), whatever its
 * classes say: the block after the question, or after the wrapper that holds it alone, is a set of choices the reader picks from.
 */
function choiceStep($: cheerio.CheerioAPI, el: Element): boolean {
  const asked = squash($(el).text()).length;
  let node: Element | null = el;
  for (let depth = 0; node && node.type === 'tag' && depth < 3; depth++) {
    // The choices may follow a line of help ("De prijs wordt afgestemd op het gekozen project.") between them and the question.
    const next = $(node).nextAll().slice(0, 2);
    if (next.length) return next.toArray().some((n) => isChoiceGroup($(n as Element)));
    // Up only through a wrapper that holds the question alone: past it, what follows is the next part of the page, not this step's choices.
    node = node.parent as Element | null;
    if (!node || squash($(node).text()).length > asked + 4) return false;
  }
  return false;
}

/**
 * A customer's words (a quotation, a testimonial, a review, a comment), or a quiz's, survey's or calculator's step ("Che tipo di
 * attività hai?" over cards to pick from), which asks the reader for an answer: neither is an FAQ.
 */
const quotedOrAsked = ($: cheerio.CheerioAPI, el: Element) =>
  $(el).closest('blockquote, [class*=testimonial i], [class*=review i], [class*=comment i]').length > 0 ||
  inQuiz(el) ||
  choiceStep($, el) ||
  inNavigation(el) ||
  (elementSpecimen($) && !inFaqContainer(el) && !underFaqHeading($, el));

/** Section headings that name the HTML elements a CSS framework's page shows a sample of ("Forms", "Tables", "Blockquote"). */
const ELEMENT_SECTION =
  /^(forms?|form (elements|controls)|inputs?|buttons?|tables?|tabular data|headings?|typography|lists?|blockquotes?|quotes?|asides?|keyboard|images?|media|code|preformatted text|inline (elements|text)|text (elements|formatting)|details|dialogs?|embedded content|links?|horizontal rules?|figures?|progress|meter)$/i;

const specimens = new WeakMap<object, boolean>();

/**
 * A CSS framework's specimen page: three or more of its section headings name the elements it styles. Its sample
 * `details` or definition list ("Who was Audubon?") shows how the element looks; it is no FAQ of the project's.
 */
function elementSpecimen($: cheerio.CheerioAPI): boolean {
  const root = $.root()[0] as object;
  let known = specimens.get(root);
  if (known === undefined) {
    const named = new Set(
      $('h2,h3,h4')
        .toArray()
        .map((h) => squash($(h).text()).toLowerCase())
        .filter((t) => ELEMENT_SECTION.test(t)),
    );
    known = named.size >= 3;
    specimens.set(root, known);
  }
  return known;
}

/** Class or id words of a navigation: a menu, a sidebar, a table of contents ("docs-nav", "sidebar", "menu-nav", "toc"). */
const NAV_CLASS = /(^|[\s_-])(nav|navbar|navigation|sidenav|sidebar|menu|toc)(?=$|[\s_-])/i;

/** Class or id words that name an FAQ itself ("faq-nav", "question-toggle"): its parts, whatever else they say. */
const FAQ_WORD = /faq|question|fragen|preguntas|perguntas|domande|vragen|pytania/i;

/**
 * Inside a navigation (a docs site's accordion of sections over menus of links), before any container that names an FAQ: its
 * headers name pages, they ask nothing.
 */
function inNavigation(el: Element): boolean {
  let node: Element | null = el;
  for (let depth = 0; node && node.type === 'tag' && depth < 8; depth++, node = node.parent as Element | null) {
    if (FAQ_WORD.test(classWords(node))) return false;
    // Its class, not its id: an id is often the question's own slug ("why-is-save-analysis-file-menu-greyed-out").
    if (node.name === 'nav' || node.attribs?.role === 'navigation' || NAV_CLASS.test(node.attribs?.class ?? '')) return true;
  }
  return false;
}

/** Inside a container that says it holds FAQs (by its class or its schema.org type). */
function inFaqContainer(el: Element): boolean {
  let node: Element | null = el;
  for (let depth = 0; node && node.type === 'tag' && depth < 8; depth++, node = node.parent as Element | null) {
    if (FAQ_CLASS.test(classWords(node)) || /Question|FAQPage/.test(node.attribs?.itemtype ?? '')) return true;
  }
  return false;
}

/**
 * Under a heading that says FAQ: the nearest heading before the element or one of its
 * containers, standing alone or as the last heading of the block before it (a section's header
 * wrapper: `<div class="section-header"><h2>FAQ</h2><p>…</p></div>` then the questions).
 */
function underFaqHeading($: cheerio.CheerioAPI, el: Element): boolean {
  let node: Element | null = el;
  for (let depth = 0; node && node.type === 'tag' && depth < 5; depth++, node = node.parent as Element | null) {
    // Whether the FAQ's own list (a definition list, details) stands between: a heading after it is past the FAQ.
    let overAnswers = false;
    for (const sibling of $(node).prevAll().toArray()) {
      const own = /^h[1-5]$/.test((sibling as Element).name);
      const before = own ? $(sibling) : $(sibling).find('h1,h2,h3,h4,h5').last();
      if ($(sibling).is('dl,details') || $(sibling).find('dt,details').length > 0) overAnswers = true;
      if (!before.length) continue;
      const words = squash(before.text()).replace(/\./g, '');
      const headerBlock = own || (squash($(sibling).text()).length <= 400 && $(sibling).find('details,dt').length === 0);
      // "Noch Fragen?" as a section of its own (a heading of the question's level, "Rufen Sie uns an" under it) is over none of the next section's headings.
      const level = /^h([1-6])$/.exec(el.name)?.[1];
      const sameLevel = own && level !== undefined && (sibling as Element).name >= `h${level}`;
      if (QUESTIONS_HEADING.test(words) && headerBlock && !sameLevel) return true;
      // A heading that outranks the question is its section's title ("Why Acme?" over "Tired of spreadsheets?"), asked or not: the FAQ's
      // heading, of that rank or higher, is over another section, as it is over a heading of its own rank ("FAQ", then "Why Acme?").
      const outranks = own && level !== undefined && (sibling as Element).name < `h${level}`;
      // An earlier question of the same list is not the heading over it: look further back.
      if (isQuestion(questionText(before.text())) && !outranks) continue;
      // A header block is a heading and a line or two; a whole section before this one has headings of its own.
      if (!own && (squash($(sibling).text()).length > 400 || $(sibling).find('details,dt').length > 0)) return false;
      return FAQ_HEADING.test(words) && !(sameLevel && overAnswers);
    }
  }
  return false;
}

/**
 * The answer after an element that holds the question alone (`<button><div><h3>Q?</h3><svg/></div></button>`
 * then `<div class="answer">`): the text of the block after the outermost container that holds
 * nothing but the question, up to three levels up.
 */
function answerAfterHolder($: cheerio.CheerioAPI, el: Element, question: string): string {
  let node: Element = el;
  for (let depth = 0; depth < 3; depth++) {
    const parent = node.parent as Element | null;
    if (parent?.type !== 'tag' || squash($(parent).text()).length > question.length + 4) break;
    node = parent;
    const next = $(node).next();
    // The answer is a block of its own, not the next section with its own questions.
    if (next.is('h1,h2,h3,h4,h5,h6') || next.find('h1,h2,h3,h4,h5,h6').length) return '';
    if (squash(next.text())) return squash(next.text());
  }
  return '';
}

/**
 * The elements after a question up to the next one: a stop (a heading of its level, a details, an element classed as a question),
 * or the next element of the question's own kind, in a flat accordion whose titles and contents are siblings ("accordion-section-title").
 */
function untilNextQuestion($: cheerio.CheerioAPI, question: Element, stops: string): Element[] {
  const kind = question.attribs?.class?.trim();
  const out: Element[] = [];
  for (const next of $(question).nextAll().toArray() as Element[]) {
    if ($(next).is(stops) || (kind && next.name === question.name && next.attribs?.class?.trim() === kind)) break;
    out.push(next);
  }
  return out;
}

/** A control: a button, or a link drawn as one (role="button", "btn"). */
const CONTROL = (el: Element) => el.name === 'button' || el.attribs.role === 'button' || buttonLink(el);

/**
 * Inside an FAQ, any short element that asks a question ("<p class="font-semibold">Can I cancel?</p>",
 * a label, a list item's first line), with its answer in the elements after it, or after the
 * wrapper that holds the question alone.
 */
function askedInFaq(
  $: cheerio.CheerioAPI,
  context: (el: Element) => boolean,
  notAnFaq: (el: Element) => boolean,
  add: (question: string, answer: string) => void,
) {
  for (const node of $('p,div,span,li,label,dt').toArray() as Element[]) {
    if ($(node).find('p,div,ul,ol,section,article,h1,h2,h3,h4,h5,h6,details,dl,table').length) continue;
    const question = heldQuestion($, $(node));
    // A form's prompt ("What's wrong?" over a text box) asks the reader for an answer: not an FAQ.
    if (!isQuestion(question) || question.length > 300 || notAnFaq(node) || $(node).closest('form').length || !context(node)) continue;
    let from: Element = node;
    for (let depth = 0; depth < 2 && !$(from).next().length; depth++) {
      const parent = from.parent as Element | null;
      if (parent?.type !== 'tag' || squash($(parent).text()).length > question.length + 4) break;
      from = parent;
    }
    const parts: string[] = [];
    for (const next of $(from).nextAll().toArray() as Element[]) {
      const text = squash($(next).text());
      if (isQuestion(text) || /^h[1-6]$/.test(next.name) || $(next).find('h1,h2,h3,h4,h5,h6').length) break;
      // A configurator's question offers its choices as buttons ("WLAN", "LAN", "LoRaWAN"): a control's words answer nothing.
      if (CONTROL(next)) continue;
      if (text) parts.push(text);
    }
    if (parts.length) add(question, parts.join(' '));
  }
}

/** Elements that may hold a question: headings, buttons, classed elements, a bold question opening its paragraph or item. */
/**
 * A marketing question put to the reader, in the languages seen most: "Why choose Acme?", "What makes us different?",
 * "Ready to start?", "Want real-time sync?", "Need offline mode?", "Looking for integrations?", "Tired of spreadsheets?",
 * "Not sure yet?", "Sie planen ein Projekt?", "¿Necesitas ayuda?", "Masz pytania?".
 */
const RHETORICAL =
  /^¿?\s*(why (choose|pick|use|go with|trust|work with|us)\b|what makes (us|it|\p{L}+) (different|unique|special|better|stand out)|(are you )?ready\b|want\b|need\b|looking for\b|tired of\b|sick of\b|struggling\b|not sure\b|still (not sure|deciding|wondering)\b|warum (wir|uns|\p{L}+ wählen)\b|bereit\b|pourquoi (nous )?choisir\b|prêts?\b|besoin d['’]|por qu[ée] (elegir|elegirnos)\b|por que (escolher|nos escolher)\b|perch[ée] sceglier\p{L}*|pronto\b|waarom (kiezen|voor ons)\b|klaar om\b|(have|got) (a project|an idea|questions)\b|(any|still have|more) questions\b|sie planen\b|noch fragen\b|haben sie (fragen|ein projekt|eine frage)\b|brauchen sie hilfe\b|vous avez (un projet|une question|des questions)\b|une question\b|(tienes|tiene) (un proyecto|una idea|dudas|preguntas)\b|necesitas? ayuda\b|(tem|tens) (um projeto|uma ideia|dúvidas)\b|precisas? de ajuda\b|hai (un progetto|bisogno di aiuto|domande)\b|(heeft u|heb je) (een vraag|vragen|een project)\b|dlaczego my\b|masz (pytania|projekt)\b|potrzebujesz pomocy\b)/iu;
/**
 * The same put to the reader in the languages the list above misses, and "Why Acme?" in any: "Почему мы?", "Neden biz?",
 * "Proč si vybrat Acme?", "Tại sao chọn chúng tôi?", "Нужна помощь?", "Başlamaya hazır mısınız?", "Was macht uns besonders?".
 * A why with a few words after it asks the reader to choose; a visitor's own why says more ("Why is my sync slow?").
 */
const RHETORICAL_MORE =
  /^¿?\s*(why|warum|pourquoi|por qu[ée]|por que|perch[ée]|waarom|dlaczego|почему|чому|neden|proč|prečo|miksi|varför|hvorfor|miért|de ce|tại sao|vì sao|mengapa|kenapa|γιατί)(\s+[^\s?？;]+){0,3}\s*[?？;]$|^(нужна помощь|нужен(?![\p{L}])|готовы(?![\p{L}])|хотите(?![\p{L}])|ищете(?![\p{L}])|есть (идея|вопросы|проект)|потрібна допомога|yardıma|[^?]*hazır mısınız|[^?]*ister misiniz|potřebujete(?![\p{L}])|chcete(?![\p{L}])|hledáte(?![\p{L}])|chcesz(?![\p{L}])|szukasz(?![\p{L}])|gotow[ya](?![\p{L}])|was macht (uns|\p{L}+) (besonders|anders|einzigartig)|wie wollen sie(?![\p{L}])|qu['’]est-ce qui (nous|vous|le|la|les) (rend|distingue))/iu;
const isRhetorical = (q: string) => RHETORICAL.test(squash(q)) || RHETORICAL_MORE.test(squash(q));

/** What follows a statement is nothing but a link or a button ("Estás a punto de ver nuestra galería…" then "Entra ahora"): a call to act, not an answer. */
const onlyAction = (next: Element[]) => next.length > 0 && next.every((n) => n.name === 'a' || n.name === 'button');

const CANDIDATES =
  'h2,h3,h4,h5,h6,button,[class],p > b:first-child,p > strong:first-child,li > b:first-child,li > strong:first-child,div > b:first-child,div > strong:first-child';

/** The `dt`/`dd` pairs of a page's lists that ask and answer: under an FAQ's context, or asking a question where no CSS framework shows its elements. */
function listedFaqs($: cheerio.CheerioAPI, context: (el: Element) => boolean, add: (question: string, answer: string) => void) {
  $('dl').each((_, node) => {
    const el = node as Element;
    // A form laid out as a list ("Czy lubisz kremówki?" over its radio buttons' "Tak Nie Nie wiem") asks the reader: not an FAQ.
    if ($(el).closest('form').length) return;
    // The company's details in the footer ("Operated by", "Address" over their values), on an FAQ page too: no FAQ, unless it says it is one.
    if ($(el).closest('footer,[role=contentinfo]').length && !inFaqContainer(el)) return;
    const ctx = context(el);
    $(el)
      .children('dt')
      .each((__, dt) => {
        const question = questionText($(dt).text());
        const dd = $(dt).nextUntil('dt', 'dd');
        if ($(dt).find(FORM_CONTROL).length || dd.find(FORM_CONTROL).length) return;
        const answer = squash(dd.text());
        if (answer && (ctx || (isQuestion(question) && !elementSpecimen($)))) add(question, answer);
      });
  });
}

/**
 * The questions and answers of a page, found by how FAQs are built: structured data (given),
 * `details`/`summary`, `dt`/`dd`, question headings or question elements followed by their
 * answer, a bold question opening its paragraph. A question heading counts only inside an FAQ
 * (a container that says so, under an FAQ heading, on an FAQ page) or as one of a run of
 * question headings side by side: a lone marketing heading that ends with "?" is not an FAQ,
 * nor is a call to action.
 */
export function pageFaqs($: cheerio.CheerioAPI, given: Faq[], faqPage: boolean): Faq[] {
  const out: Faq[] = [];
  const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const add = (question: string, answer: string) => {
    const q = questionText(question);
    const a = squash(answer);
    if (!q || !a || q.length > 300 || isCallToAction(q) || DATE.test(q) || labelOnly(q, a)) return;
    if (out.some((f) => key(f.question) === key(q))) return;
    out.push({ question: q, answer: a.slice(0, 3000) });
  };
  const context = (el: Element) => faqPage || inFaqContainer(el) || underFaqHeading($, el);
  const notAnFaq = (el: Element) => quotedOrAsked($, el);

  $('details').each((_, node) => {
    const el = node as Element;
    const summary = $(el).children('summary').first();
    const question = heldQuestion($, summary);
    const answer = squash($(el).clone().children('summary').remove().end().text());
    // A footer's columns folded for small screens ("<details class=footer-accordion><summary>Contatti</summary>" over the phone and
    // e-mail): the site's furniture; only a question asked there is one.
    if ($(el).closest('footer,[role=contentinfo]').length && !isQuestion(question)) return;
    if (question && answer && !notAnFaq(el) && (isQuestion(question) || context(el))) add(question, answer);
  });
  listedFaqs($, context, add);
  // Question headings and question elements, each with the answer that follows it.
  const candidates = $(CANDIDATES).toArray() as Element[];
  for (const el of candidates) {
    const tag = el.name;
    const heading = /^h[2-6]$/.test(tag);
    const bold = tag === 'b' || tag === 'strong';
    const questionClass = !heading && !bold && QUESTION_CLASS.test(classWords(el)) && !ANSWER_CLASS.test(classWords(el));
    if (!heading && !bold && !questionClass && tag !== 'button') continue;
    // A question element holds a line of text, not a whole section.
    if (questionClass && $(el).find('p,div,ul,ol,section,article,h1,h2,h3,h4,h5,h6').length > 0 && $(el).find('h2,h3,h4,h5,h6').length === 0) continue;
    if (questionClass && $(el).find('h2,h3,h4,h5,h6').length > 0) continue; // its heading is the candidate
    const question = heldQuestion($, $(el));
    if (!question || question.length > 300 || notAnFaq(el)) continue;
    if (tag === 'button' && !isQuestion(question)) continue;
    const ctx = context(el);
    let answer = '';
    if (bold) {
      answer = squash($(el).parent().clone().children('b,strong').first().remove().end().text());
      if (!isQuestion(question) || !(ctx || $(el).parent().siblings('p').children('b:first-child,strong:first-child').length >= 1)) continue;
    } else {
      // The answer: the element after the question (or after its wrapper, when the question sits alone in one).
      const parent = el.parent as Element | null;
      const wrapper =
        parent &&
        parent.type === 'tag' &&
        $(parent).children().length <= 3 &&
        squash($(parent).text()).length <= question.length + 4 &&
        QUESTION_CLASS.test(classWords(parent))
          ? parent
          : el;
      // Up to the next heading of the question's level or above (an answer may have its own subheadings).
      const level = heading ? Number(tag[1]) : 6;
      const stops = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].slice(0, level).join(',');
      const next = $(untilNextQuestion($, wrapper, `${stops},details,[class*=question i]`));
      answer = !isQuestion(question) && onlyAction(next.toArray() as Element[]) ? '' : squash(next.text());
      if (!answer && wrapper === el && parent && ANSWER_CLASS.test(classWords($(parent).next()[0] as Element))) answer = squash($(parent).next().text());
      if (!answer && isQuestion(question)) answer = answerAfterHolder($, el, question);
    }
    if (!answer) continue;
    if (!isQuestion(question) && !(questionClass && ctx)) continue;
    if (ctx) {
      add(question, answer);
      continue;
    }
    // Outside an FAQ: only a run of question headings side by side reads as one, and a marketing question asked of the
    // reader ("Why choose Acme?", "Need offline mode?") is no question a visitor asks.
    if (!heading || isRhetorical(question)) continue;
    // Side by side: the heading of its rank right before or after it asks too ("Download", "I have installed it! What next?", "Source
    // Package", "Problems?" are a download page's sections, two of them put as questions).
    const rank = $(el).parent().children(tag).toArray();
    const at = rank.indexOf(el);
    const asks = (s: Element | undefined) => s !== undefined && isQuestion(squash($(s).text())) && !isRhetorical(squash($(s).text()));
    if ((asks(rank[at - 1]) || asks(rank[at + 1])) && !$(el).closest('article, [class*=post i], [class*=news i], [class*=blog i]').length)
      add(question, answer);
  }
  askedInFaq($, context, notAnFaq, add);
  // Structured data's entries after the page's own (the visible wording wins when both say it, in its words or in others).
  for (const f of given) if (!restated(f, out)) add(f.question, f.answer);
  return out;
}
