import type { CheerioAPI } from 'cheerio';

/** The class names sites give the small line set above a heading's words: an eyebrow, a kicker, an overline. */
const EYEBROW = /(^|[\s_-])(eyebrow|kicker|overline)([\s_-]|$)/i;

/**
 * An eyebrow set inside a heading, before its words ("<h1><span class=hero-eyebrow>Analytics Kernel, Keep Ownership</span> The
 * sovereign data platform.</h1>"), is shown by the site's styles on a line of its own above them: a person reads two lines, not
 * one sentence. It is set before the heading as its own line, and the heading keeps its own words.
 */
export function liftHeadingEyebrows($: CheerioAPI) {
  $('h1,h2,h3').each((_, heading) => {
    const first = $(heading).children().first();
    if (first.length === 0 || !EYEBROW.test(first.attr('class') ?? '')) return;
    // Only when it opens the heading and words follow it: an eyebrow alone is the heading.
    const before = $(heading).contents().toArray().indexOf(first[0]);
    const lead = $(heading).contents().slice(0, before).text().trim();
    const own = first.text().trim();
    const whole = $(heading).text().trim();
    if (lead !== '' || own === '' || whole.length <= own.length + 1) return;
    $(heading).before($('<p></p>').text(own));
    first.remove();
  });
}
