import type { Request } from 'express';
import { DomainError, type FieldIssue } from '../../domain/shared/errors.ts';
import { type Problem, problem, statusOf } from '../problem.ts';

/**
 * The HTTP doors onto actions (the admin API, the sister sites' endpoint) speak the public API's
 * snake_case; the actions name fields as the events do. This is all such a door does to a request:
 * rename the keys, add what the path names, and answer a refusal in the wire's names. It refuses
 * nothing of its own but a key given twice: the action's declaration is the one check of the input.
 */
const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * An action's input from a request's body (or query) and what its path names. Only the top level is
 * renamed: nested values (`fields.seo_title`) are the action's to read as they are. What is not an
 * object stays as it is, for the declaration to refuse.
 */
export function wireInput(sent: unknown, fromPath: Fields = {}): unknown {
  if (!isObject(sent)) return sent;
  const input = Object.fromEntries(Object.entries(sent).map(([k, v]) => [camel(k), v]));
  // What the path names is not the body's to say.
  const twice = Object.keys(fromPath).filter((k) => Object.hasOwn(input, k));
  if (twice.length)
    throw new DomainError(
      'invalid',
      'given by the path',
      twice.map((k) => ({ field: k, message: 'is given by the path, not the body' })),
    );
  return { ...input, ...fromPath };
}

/** A raw body read as JSON; a body that is none is refused as the body's fault, as the JSON parser's failures are. */
export function wireJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new DomainError('invalid', 'the body is not valid JSON', [{ field: 'body', message: 'is not valid JSON' }]);
  }
}

/** A path segment as text, and a listing id as the number the declarations expect (`abc` stays for them to refuse). */
export const pathText = (req: Request, name: string) => String(req.params[name]);
export const pathNumber = (req: Request, name: string) => {
  const text = pathText(req, name);
  return /^\d+$/.test(text) ? Number(text) : text;
};

const inSnakeCase = (i: FieldIssue): FieldIssue => ({ ...i, field: snake(i.field) });

/** A refusal in the wire's names: `price_cents`, `faqs[0].question`; an input that is no object is the body's fault. */
export function wireRefusal(error: DomainError): Problem {
  const fields = error.issues.map((i) => (i.field === 'input' ? { field: 'body', message: 'must be a JSON object' } : inSnakeCase(i)));
  return problem(statusOf(error), fields.length ? `invalid ${fields.map((f) => f.field).join(', ')}` : error.message, fields);
}
