import type { z } from 'zod';
import type { FieldIssue } from '../../domain/shared/errors.ts';
import { mustBe } from '../validation.ts';

const counted = (n: number | bigint, origin: string) =>
  origin === 'string' ? `${n} character${n === 1 ? '' : 's'}` : origin === 'array' ? `${n} item${n === 1 ? '' : 's'}` : String(n);

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'array' ? `must have at most ${counted(issue.maximum, 'array')}` : `must be at most ${counted(issue.maximum, issue.origin)}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'is required';
      return issue.origin === 'array' ? `must have at least ${counted(issue.minimum, 'array')}` : `must be at least ${counted(issue.minimum, issue.origin)}`;
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : mustBe(issue.expected);
    case 'invalid_value':
      return `must be one of ${issue.values.join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'is not in the expected form' : `must be a valid ${issue.format}`;
    default:
      return issue.message;
  }
}

/** Each refused part of an action's input as the field it names (`sections[0]`, `billing.country`). */
export function inputIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
    // A key the input does not have is the field at fault itself, one issue each.
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: at ? `${at}.${key}` : key, message: 'is not an allowed property' }));
    return [{ field: at || 'input', message: describe(issue) }];
  });
}
