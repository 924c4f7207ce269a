import type { PageDigest } from '../../../domain/draft/page.ts';
import { profileOf } from './profile-address.ts';
import { letters, linesOf } from './text.ts';

/**
 * Words that credit a maker or a founder just before a name, in the corpus languages ("Made with ♥ by", "Hecho por", "Créé par",
 * "Entwickelt von", "Feito por", "Creato da", "Gemaakt door", "Founded by"), a list of them allowed ("by @ana and").
 */
const MADE_BY =
  /(?<![\p{L}])(made|built|developed|created|designed|crafted|coded|maintained|founded|started|launched|hech[oa]|cread[oa]|desarrollad[oa]|fundad[oa]|fait|faite|créée?|développée?|conçue?|fondée?|gemacht|entwickelt|erstellt|gegründet|programmiert|feit[oa]|criad[oa]|desenvolvid[oa]|fatt[oa]|creat[oa]|sviluppat[oa]|fondat[oa]|gemaakt|ontwikkeld|gebouwd|opgericht)(\s+with\s+\S{1,12})?\s+(by|por|par|von|da|door)\s+([^.;:!?]{0,40}?(,|(?<!\p{L})(and|y|et|und|e|en)|&)\s+)?$/iu;

/**
 * The handles a maker's or a founder's credit names ("Made by <a>@jdoe</a>", "Hecho por <a>pvidal</a>", "Créé par @camroux"): a handle
 * credited as a person's is theirs wherever the site links it again, a footer's bare "Twitter" icon to it too. Written "@jdoe" so a
 * person's account is matched by the handle whole.
 */
export function makersHandles(pages: PageDigest[]): string[] {
  const handles = new Set<string>();
  for (const pg of pages) {
    const lines = linesOf(pg).map((l) => l.text);
    const credited = (shown: string) => lines.some((t) => t.includes(shown) && MADE_BY.test(t.slice(0, t.indexOf(shown))));
    const creditedWord = (handle: string) =>
      lines.some((t) => {
        const at = new RegExp(`(?<![\\w@.])${handle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w@])`, 'i').exec(t);
        return at !== null && MADE_BY.test(t.slice(0, at.index));
      });
    for (const link of pg.links) {
      const p = profileOf(link.href);
      const segments = p ? new URL(p.url).pathname.split('/').filter(Boolean) : [];
      const handle = (segments[0] ?? '').replace(/^@/, '');
      // The link written as the handle itself ("@jdoe", "jdoe"), or the handle as a credit's word ("Made by jdoe" over a bare "Twitter"
      // icon to it): a name the credit gives, not the network's name.
      if (segments.length !== 1 || handle.length < 3) continue;
      if (!(letters(link.text) === letters(handle) && credited(link.text.trim())) && !creditedWord(handle)) continue;
      handles.add(`@${handle}`);
    }
    for (const t of lines)
      for (const m of t.matchAll(/(?<![\w@])@([A-Za-z0-9_]{2,30})(?![\w@.])/g)) if (MADE_BY.test(t.slice(0, m.index))) handles.add(`@${m[1]}`);
  }
  return [...handles];
}
