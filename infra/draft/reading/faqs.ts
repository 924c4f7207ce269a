import type { PageDigest } from '../../../domain/draft/page.ts';
import { isFiller, isPlaceholderPage, squash } from './text.ts';

export type FaqEntry = { question: string; answer: string; url: string };

/** How many FAQs a draft proposes at most (the owner keeps the ones that matter). */
export const MAX_FAQS = 30;

/**
 * A numbered step or point that asks nothing ("1. Discovery", "Step 2: Design", "Schritt 3 – Umsetzung", "2. The dolls are made with
 * the latest technology."): a process or a list of reasons set in an accordion, not a question a visitor asks.
 */
const NUMBERED_POINT = /^(\d{1,2}\s*[.)/:–—-]|(step|schritt|étape|etape|paso|passo|stap|krok|fase|phase)\s*\d{1,2}\b)/iu;
const isStep = (question: string) => NUMBERED_POINT.test(question) && !/[?？]\s*$/.test(question);

/**
 * A page whose questions all get one and the same answer (three at least): a template's accordion, its stand-in answer under each of
 * its stand-in questions ("Why can't we print on both sides of the paper?"), not the site's FAQ.
 */
function oneAnswerForAll(pg: PageDigest): boolean {
  const answers = pg.faqs.map((f) => squash(f.answer).toLowerCase()).filter(Boolean);
  return answers.length >= 3 && new Set(answers).size === 1;
}

/**
 * The site's own FAQs, as its pages build them (the digest reads them by structure: structured
 * data, details/summary, dt/dd, question headings inside an FAQ or side by side), each once, in
 * page order; never from a page that is a template's leftover, never filler text.
 */
export function faqsOf(pages: PageDigest[]): FaqEntry[] {
  const out: FaqEntry[] = [];
  for (const pg of pages) {
    if (isPlaceholderPage(pg) || oneAnswerForAll(pg)) continue;
    for (const f of pg.faqs) {
      const question = squash(f.question);
      const answer = squash(f.answer);
      if (!question || !answer || question.length > 300 || isFiller(question) || isFiller(answer) || isStep(question)) continue;
      if (out.some((o) => o.question.toLowerCase() === question.toLowerCase())) continue;
      out.push({ question, answer: answer.length > 1500 ? `${answer.slice(0, 1497).replace(/\s+\S*$/, '')}…` : answer, url: pg.url });
    }
  }
  return out.slice(0, MAX_FAQS);
}
