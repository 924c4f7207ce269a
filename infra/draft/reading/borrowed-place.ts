/**
 * A licence's boilerplate, pasted with the licensor's address ("… write to the Free Software Foundation, Inc., 51 Franklin Street,
 * Boston, MA 02110-1301 USA", "… send a letter to Creative Commons, PO Box 1866, Mountain View, CA 94042, USA"), in the languages
 * its translations use: the address is the licensor's, not the project's.
 */
const LICENCE_NOTICE =
  /(?<![\p{L}])(free software foundation|creative commons|along with (this|the) (program|library|software)|copy of (this|the) licen[cs]e|send a letter to|zusammen mit diesem programm|avec ce programme|junto con este programa|junto com este programa|insieme a questo programma|samen met dit programma)(?![\p{L}])/iu;

/**
 * An event the project goes to, named with its city ("Meet the developers at FOSDEM 2024 in Brussels, Belgium!", "See you at
 * the Linux Conference 2025 in Vienna", "Treffen Sie uns auf der Messe 2024 in Köln"): the venue's place, not where the project is.
 */
const EVENT =
  /(?<![\p{L}])((meet|see|find|visit|join) (us|me|the (team|developers?|maintainers?|core team)) (at|on|in)|(treffen sie uns|besuchen sie uns|rencontrez-nous|retrouvez-nous|encuéntranos|visítanos|encontre-nos|incontraci|ontmoet ons|bezoek ons) (auf|an|à|au|sur|en|no|na|a|al|op)|((conference|summit|meetup|hackathon|expo|trade (fair|show)|talk|keynote|workshop|konferenz|fachmesse|tagung|vortrag|conférence|congreso|conferencia|charla|congresso|palestra|conferenza|conferentie|beurs|lezing)(?![\p{L}])[^.!?]{0,40}(?<!\d)(19|20)\d{2}(?!\d)|(?<!\d)(19|20)\d{2}(?!\d)[^.!?]{0,10}(conference|summit|meetup|hackathon|expo|konferenz|tagung|conférence|congreso|conferencia|congresso|conferenza|conferentie)))/iu;

/**
 * A trademark notice, where marks are registered "in the U.S. and other countries" ("Apple and the Apple logo are trademarks of Apple
 * Inc., registered in the U.S. and other countries", "… eingetragen in den USA und anderen Ländern", "… déposées aux États-Unis et dans
 * d'autres pays"): the mark owner's registrations, never where a company is (no company is registered in other countries).
 */
const MARKS_REGISTERED =
  /(?<![\p{L}])(registered|eingetragen|déposée?s?|enregistrée?s?|registrad[ao]s?|registrat[ieo]|geregistreerd)\s+(in|en|aux|nos|nas|negli|nei|in den|in de)\s+[^;!?]{1,30}?\s+(and|und|et|y|e|en)\s+(in\s+|dans\s+|em\s+|in\s+altri\s+)?(other|anderen|d['’]autres|otros|outros|altri|andere)\s+(countries|ländern|pays|países|paesi|landen)(?![\p{L}])/iu;

/** Whether a line names someone else's place the project only borrows or visits: a licence's licensor, an event's venue, a mark's owner. */
export const borrowedPlace = (text: string) => LICENCE_NOTICE.test(text) || EVENT.test(text) || MARKS_REGISTERED.test(text);
