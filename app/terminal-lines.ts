import type { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** What every record carries, or what the line already says. */
const SAID = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'err']);

const shown = (v: unknown) => (typeof v === 'string' && !/\s/.test(v) ? v : JSON.stringify(v));

/** One pino record as a line a person reads: the time, the level unless it is info, the message, then its fields. */
export function terminalLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json);
  } catch {
    return json;
  }
  const time = new Date(Number(record.time)).toTimeString().slice(0, 8);
  const level = LEVELS[Number(record.level)];
  const fields = Object.entries(record)
    .filter(([k, v]) => !SAID.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${shown(v)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const parts = [time, level, String(record.msg ?? ''), ...fields].filter(Boolean);
  return `${parts.join(' ')}${err ? `\n${err.stack ?? err.message}` : ''}\n`;
}

/** A pino destination that writes each record as a plain line (the JSON stays for when the output is not a terminal). */
export function terminalLines(out: Writable) {
  return { write: (json: string) => out.write(terminalLine(json)) };
}
