/**
 * robots.txt read to the letter of RFC 9309, with the behaviours crawlers widely rely on from
 * Google's implementation: groups per product token (case-insensitive, the token ends at the first
 * space or slash), the groups of one token merged, `*` when no group names us; the most specific
 * rule (most octets) wins and `allow` wins a tie; `*` and `$` in patterns; paths compared after
 * the same percent-encoding normalization on both sides; `/robots.txt` always allowed;
 * `/index.html` read as its directory; only the first 500 KiB parsed.
 */

/** RFC 9309 section 2.5: a parser MUST read at least 500 kibibytes; what follows is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

type Rule = { allow: boolean; pattern: string };
type Group = { agents: string[]; rules: Rule[] };

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * One form for every spelling of a path: a percent-encoded unreserved character is decoded
 * (`%62` is `b`), other escapes get upper-case hex, and every octet outside printable US-ASCII is
 * percent-encoded as UTF-8 (`ツ` is `%E3%83%84`). The same form is used for patterns and for URLs,
 * so each matches the other however either was written. `*` and `$` pass through: in a pattern
 * they are the special characters; written as `%2A` / `%24` they stay literal.
 */
export function normalizePath(path: string): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === '%' && /^[0-9A-Fa-f]{2}$/.test(path.slice(i + 1, i + 3))) {
      const decoded = String.fromCharCode(Number.parseInt(path.slice(i + 1, i + 3), 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${path.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0x20 && code < 0x7f) {
      out += ch;
      continue;
    }
    const char = String.fromCodePoint(code);
    if (code > 0xffff) i++;
    for (const byte of new TextEncoder().encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How many octets of the path a pattern matches, or -1 when it does not match. */
function matchLength(pattern: string, path: string): number {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  // The first part is a prefix; the others are found in order, each as early as possible but the last, which anchors at the end when `$` is given.
  if (!path.startsWith(parts[0])) return -1;
  let at = parts[0].length;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1;
    if (last && anchored) {
      const from = path.length - part.length;
      if (from < at || !path.endsWith(part)) return -1;
      at = path.length;
    } else {
      const found = path.indexOf(part, at);
      if (found < 0) return -1;
      at = found + part.length;
    }
  }
  if (anchored && at !== path.length) return -1;
  return pattern.length;
}

/** The product token a crawler matches groups with: `LaunchDirectoryBot/1.0 (+…)` is `launchdirectorybot`. */
export const productToken = (agent: string) => agent.trim().split(/[\s/]/)[0].toLowerCase();

export type RobotsTxt = { groups: Group[] };

/** Parses a robots.txt body; lines it does not understand are ignored, as the RFC asks. */
export function parseRobotsTxt(body: string): RobotsTxt {
  const text = Buffer.from(body, 'utf8')
    .subarray(0, ROBOTS_MAX_BYTES)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(productToken(value) || value.toLowerCase());
      lastWasAgent = true;
    } else if (key === 'allow' || key === 'disallow') {
      lastWasAgent = false;
      // Rules before any user-agent line belong to no group (RFC 9309 section 2.1).
      if (!current || value === '') continue;
      current.rules.push({ allow: key === 'allow', pattern: normalizePath(value.split(/\s/)[0]) });
    } else if (key !== 'sitemap') {
      // Other records (crawl-delay, host...) neither end the group nor join it.
      lastWasAgent = false;
    }
  }
  return { groups };
}

/** The rules that apply to this crawler: its groups merged, else the `*` groups merged, else none. */
function rulesFor(robots: RobotsTxt, agent: string): Rule[] {
  const token = productToken(agent);
  const mine = robots.groups.filter((g) => g.agents.includes(token));
  const chosen = mine.length ? mine : robots.groups.filter((g) => g.agents.includes('*'));
  return chosen.flatMap((g) => g.rules);
}

/** The path and query of a URL as rules are matched against it. */
function targetOf(url: string): string {
  const u = new URL(url);
  // In a URL `*` and `$` are plain characters: spelled as a pattern spells them literally.
  return normalizePath(`${u.pathname}${u.search}`).replace(/\*/g, '%2A').replace(/\$/g, '%24');
}

/** Whether the crawler named `agent` may fetch `url` under these rules. */
export function isAllowed(robots: RobotsTxt, url: string, agent: string): boolean {
  const target = targetOf(url);
  if (target === '/robots.txt') return true;
  const rules = rulesFor(robots, agent);
  // `/dir/index.html` is the same document as `/dir/`: a rule about either applies to both.
  const index = /^(.*\/)index\.html?$/.exec(new URL(url).pathname);
  const paths = index ? [target, normalizePath(index[1]).replace(/\*/g, '%2A').replace(/\$/g, '%24')] : [target];
  let best: { length: number; allow: boolean } | null = null;
  for (const path of paths)
    for (const rule of rules) {
      const length = matchLength(rule.pattern, path);
      if (length < 0) continue;
      if (!best || length > best.length || (length === best.length && rule.allow && !best.allow)) best = { length, allow: rule.allow };
    }
  return best ? best.allow : true;
}
