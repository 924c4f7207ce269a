/** Launch weeks run Monday to Sunday (UTC) and are named by their Monday, `YYYY-MM-DD`. */
const DAY = 86_400_000;

export type WeekStart = string;

export function mondayOf(date: Date): WeekStart {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return new Date(day - weekday * DAY).toISOString().slice(0, 10);
}

export function addWeeks(week: WeekStart, n: number): WeekStart {
  return new Date(Date.parse(`${week}T00:00:00Z`) + n * 7 * DAY).toISOString().slice(0, 10);
}

export function weekStartTime(week: WeekStart): number {
  return Date.parse(`${week}T00:00:00Z`);
}

export function weekEndTime(week: WeekStart): number {
  return weekStartTime(week) + 7 * DAY;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date that exists, e.g. not 2026-02-30. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** Resolves `this`, `next`, `last` or a date to the Monday of its week; null when not a week. */
export function resolveWeek(input: string, now: Date): WeekStart | null {
  const current = mondayOf(now);
  if (input === 'this') return current;
  if (input === 'next') return addWeeks(current, 1);
  if (input === 'last') return addWeeks(current, -1);
  if (!isCalendarDate(input)) return null;
  return mondayOf(new Date(`${input}T00:00:00Z`));
}
