import { letters, squash } from './text.ts';

/**
 * The mark a Japanese or Chinese title sets around the name to say the site is the official one ("【公式】アクメ", "アクメ【公式】",
 * "[官方] Acme"), and the words for "official site" written on to it ("アクメ公式サイト", "Acme 官网", "FaceBody颜身运动—官方网站"): what the page is, not who.
 */
const OFFICIAL_MARK = /[【［[〖「『(（]\s*(公式|官方|官網|官网|オフィシャル)\s*[】］\]〗」』)）]/gu;
/** The words for "the official site" (or the company's site) in Japanese and Chinese: "公式サイト", "コーポレートサイト", "官方网站". */
export const OFFICIAL_SITE_WORDS =
  '公式(ウェブ)?サイト|公式ホームページ|公式HP|公式ＨＰ|公式(情報)?ページ|(オフィシャル|コーポレート|企業)(ウェブ)?サイト|官方网站|官方網站|官网|官網|企业网站|企業網站';
const OFFICIAL_SITE_TAIL = new RegExp(`\\s*[—–\\-－|｜:：]?\\s*(${OFFICIAL_SITE_WORDS})$`, 'u');

/** A name or a title's part without that mark and those words, where a name is left. */
export function withoutOfficialMark(name: string): string {
  const bare = squash(name.replace(OFFICIAL_MARK, ' ')).replace(OFFICIAL_SITE_TAIL, '');
  return bare !== name && letters(bare).length >= 2 ? bare : name;
}
