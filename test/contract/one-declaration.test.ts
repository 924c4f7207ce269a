import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '../support/temp.ts';

/*
 * One declaration per write (#40): an operation's input is declared in schemas/openapi.yaml and checked by
 * api/validation.ts; an action's input is declared with zod beside its `run` and checked by `bindActions`.
 * A door (a REST route, an MCP tool, a page's form, the admin API, the sister sites' endpoint) hands its
 * request to one of these engines and refuses nothing about the input's shape itself. These rules find a door
 * that checks by hand: a validator of its own, a parse of a schema outside the engine, or a refusal of input
 * (`DomainError('invalid')`, a 400 or 422) outside the engines and the declarations.
 */
type Rule = { name: string; test: RegExp; allowed: Record<string, string>; under?: string };

/** Where refusing input is the file's job, and why. */
const ENGINES: Record<string, string> = {
  'api/validation.ts': 'the contract engine',
  'api/routes.ts': 'the contract engine: a path that is no UTF-8, the Idempotency-Key header',
  'api/actions/index.ts': 'the action engine (bindActions)',
  'api/actions/wire.ts': "the HTTP doors' mapping onto actions: a body that is no JSON, a key given twice",
  'api/problem-handler.ts': "the JSON parser's failures, before any door",
  'api/form-body.ts': "the form parser's failures, before any door",
  'mcp/tool-schemas.ts': 'the MCP door onto the contract engine',
  'site/kit/site-operations.ts': "the site's door onto the contract engine",
};
/** Declarations: their `run` may refuse by a rule that needs state the schema cannot see (a reset link that expired). */
const DECLARATIONS = /^api\/(operations\/.*|actions\/[a-z-]+-(actions|reads)\.ts)$/;

const RULES: Rule[] = [
  {
    name: 'a validator of its own (Ajv)',
    test: /\bnew Ajv/,
    allowed: { 'api/validation.ts': 'the contract engine', 'api/response-contract.ts': 'checks answers, not input' },
  },
  {
    name: 'a schema parsed outside the action engine',
    test: /\b(?!JSON\.|URL\.|Date\.|YAML\.)[A-Za-z_$][\w$]*\.(safeParse|parse|safeParseAsync|parseAsync)\(/,
    allowed: { 'api/actions/index.ts': 'the action engine' },
  },
  {
    name: 'a refusal of input by hand',
    test: /new DomainError\(\s*'invalid'|\binvalid\(|problem\(\s*4(00|22)\b|\.status\(\s*4(00|22)\s*\)|\bstatus:\s*4(00|22)\b/,
    allowed: {
      ...ENGINES,
      'api/payments/stripe-webhook.ts': "Stripe's signature: who sent it, not what it says",
      'api/badges/badge-route.ts': 'a read answering an image, no write',
      'site/public/updates-page.ts': 'the /updates page number: a read, no write',
      'site/account/password-pages.ts': "rewords the reset action's own refusal of a bad link; refuses nothing itself",
    },
  },
  {
    // A page renders the refusals of its action or operation; it makes none (a 404 for an id of the wrong form included).
    name: 'a page that refuses by itself',
    test: /new DomainError\(|\bnotFound\(/,
    under: 'site/',
    allowed: {},
  },
];

/** Every TypeScript source under the folders, tests left out, as [path relative to root, text]. */
function sources(root: string, dirs: string[]): [string, string][] {
  const walk = (dir: string): [string, string][] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e): [string, string][] => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return walk(path);
      return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [[path, readFileSync(join(root, path), 'utf8')]] : [];
    });
  return dirs.flatMap((d) => walk(d));
}

/** Each line of a door that validates its input outside the declarations, as `path:line: rule`. */
export function handChecks(root: string, dirs = ['api', 'site', 'mcp']): string[] {
  const found: string[] = [];
  for (const [path, text] of sources(root, dirs)) {
    text.split('\n').forEach((line, n) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const rule of RULES) {
        if (!rule.test.test(line) || Object.hasOwn(rule.allowed, path) || (rule.under && !path.startsWith(rule.under))) continue;
        if (rule.name === 'a refusal of input by hand' && DECLARATIONS.test(path)) continue;
        found.push(`${path}:${n + 1}: ${rule.name}`);
      }
    });
  }
  return found;
}

function tree(files: Record<string, string>) {
  const dir = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('one declaration for every write', () => {
  it('no door of api/, site/ or mcp/ checks its input outside its declaration', () => {
    assert.deepEqual(handChecks(join(import.meta.dirname, '..', '..')), []);
  });

  it('finds a page that refuses a field by hand', () => {
    const dir = tree({
      'site/vote-page.ts': "if (!/^\\d+$/.test(id)) throw new DomainError('invalid', 'id', [{ field: 'id', message: 'not a number' }]);\n",
      'api/x.ts': '',
      'mcp/x.ts': '',
    });
    assert.deepEqual(handChecks(dir), ['site/vote-page.ts:1: a refusal of input by hand', 'site/vote-page.ts:1: a page that refuses by itself']);
  });

  it('finds a page that answers 404 for an id of the wrong form, where the action would refuse it', () => {
    const dir = tree({
      'site/admin/comment-pages.ts': "if (!COMMENT_ID.test(id)) throw new DomainError('not_found', 'no such comment');\n",
      'api/x.ts': '',
      'mcp/x.ts': '',
    });
    assert.deepEqual(handChecks(dir), ['site/admin/comment-pages.ts:1: a page that refuses by itself']);
  });

  it('finds a route answering 400 of its own, and a validator or a schema of its own', () => {
    const dir = tree({
      'api/network/endpoint.ts': [
        "const check = new Ajv2020().compile({ type: 'object' });",
        "if (!check(body)) return sendProblem(res, problem(400, 'invalid'));",
        'const edit = editSchema.safeParse(body);',
        "const ok = JSON.parse(raw) && URL.parse(u) && Date.parse('2026-01-01');",
      ].join('\n'),
      'site/x.ts': '',
      'mcp/x.ts': '',
    });
    assert.deepEqual(handChecks(dir), [
      'api/network/endpoint.ts:1: a validator of its own (Ajv)',
      'api/network/endpoint.ts:2: a refusal of input by hand',
      'api/network/endpoint.ts:3: a schema parsed outside the action engine',
    ]);
  });

  it('lets a declaration refuse by a rule, and the engines refuse input', () => {
    const dir = tree({
      'api/actions/account-actions.ts': "throw new DomainError('invalid', 'This reset link has expired.', [{ field: 'token', message: 'has expired' }]);\n",
      'api/actions/index.ts': "const parsed = a.input.safeParse(input);\nthrow new DomainError('invalid', 'x');\n",
      'site/x.ts': '',
      'mcp/x.ts': '',
    });
    assert.deepEqual(handChecks(dir), []);
  });
});
