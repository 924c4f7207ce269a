/** Letters and marks of the scripts written without spaces between words (Chinese, Japanese), their punctuation and full-width forms. */
const WIDE = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\u30FB\u30FC\uFF00-\uFFEF`;

/**
 * A line broken between two such characters ("AIロボットを、<br>つくって動かす。", or a newline of the source) runs on with no space, as
 * the browser sets it and a reader writes it: "AIロボットを、つくって動かす。". Elsewhere a break is a space.
 */
const SEGMENT_BREAK_BETWEEN_WIDE = new RegExp(String.raw`(?<=[${WIDE}])[ \t]*[\n\r\u2028]\s*(?=[${WIDE}])`, 'gu');

/** Text as a page shows it: runs of white space one space, none where a line breaks between two Chinese or Japanese characters. */
export const readText = (s: string) => s.replace(SEGMENT_BREAK_BETWEEN_WIDE, '').replace(/\s+/g, ' ').trim();
