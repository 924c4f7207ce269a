/**
 * `Date.parse` of a time as the service writes it (`toISOString()`: `2026-11-16T09:00:00.000Z`), read field by field:
 * a replay parses a million of them, and the general parser costs several times more. Anything else, or a field out
 * of its range, goes to `Date.parse`, so the answer is always the same as its.
 */
export function parseIsoTime(s: string): number {
  if (s.length !== 24 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58) return Date.parse(s);
  if (s.charCodeAt(16) !== 58 || s.charCodeAt(19) !== 46 || s.charCodeAt(23) !== 90) return Date.parse(s);
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  const ms = digits(s, 20, 3);
  // Years below 100 mean 19xx to Date.UTC; hour 24 and the like are Date.parse's to judge.
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59 || ms < 0) return Date.parse(s);
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}

/** The number written by `length` digits from `at`, or -1 when one of them is not a digit. */
function digits(s: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}
