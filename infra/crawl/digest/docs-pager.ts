import type * as cheerio from 'cheerio';

/** A link to the chapter before, by its words: "Previous", "← Zurück", "Précédent", "Anterior", "Precedente", "Vorige", "前へ", "«". */
const PREVIOUS = /^(?:[←‹«]\s*)?(previous|prev|zurück|vorherige?|précédent|anterior|precedente|vorige|poprzedni|前へ|前のページ|上一页)(?![\p{L}])|^[←‹«]/iu;
/** A link to the chapter after: "Next", "Weiter →", "Suivant", "Siguiente", "Successivo", "Próximo", "Volgende", "次へ", "»". */
const NEXT = /^(next|weiter|nächste|suivant|siguiente|successivo|próximo|seguinte|volgende|następny|次へ|次のページ|下一页)(?![\p{L}])|[→›»]$/iu;

/**
 * Whether the page links the chapters before and after it by a pager's words, as hand-made and hosted documentation does
 * without `rel` links: both directions, so one "Next" button on a product page is not a pager.
 */
export function pagerLinks($: cheerio.CheerioAPI): boolean {
  const words = $('a')
    // Its words set on two lines ("Previous<br>Introduction") run together in the text: parted again where a capital follows.
    .map((_, el) =>
      $(el)
        .text()
        .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .get();
  return words.some((w) => PREVIOUS.test(w)) && words.some((w) => NEXT.test(w));
}
