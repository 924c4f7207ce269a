import { plain, raw, type SafeHtml } from './html.ts';

/**
 * A JSON-LD block. JSON alone is not safe inside <script>: `</script>` or `<!--` in a listing's
 * text would end the block, so `<`, `>`, `&` and the JavaScript line separators are written as
 * \u escapes (still the same JSON).
 */
export function jsonLd(data: Record<string, unknown>): SafeHtml {
  // Bidirectional overrides go as they do from visible text (see `plain`).
  const json = JSON.stringify(data, (_key, value) => (typeof value === 'string' ? plain(value) : value)).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return raw(`<script type="application/ld+json">${json}</script>`);
}

/** The FAQPage block of a page that lists questions and answers. */
export const faqPageLd = (faqs: { question: string; answer: string }[]) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  });
