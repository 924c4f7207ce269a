import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export type Flags = Record<string, unknown>;

/** Parses a sub-command's flags; unknown flags are a usage error, not silently ignored. */
export function flags(args: string[], options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function required(values: Flags, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v.length === 0) throw new UsageError(`--${name} is required`);
  return v;
}

export function integer(values: Flags, name: string, fallback?: number): number {
  const v = values[name];
  if (v === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (typeof v !== 'string' || !/^-?\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number`);
  return Number(v);
}
