import { readFileSync } from 'node:fs';
import type { Faq } from '../../domain/catalog/events.ts';
import type { Container } from '../container.ts';
import { type Flags, flags, integer, UsageError } from './args.ts';

const admin = { actor: 'admin:cli' };

/** "question|answer" pairs given as repeated --faq flags; none given leaves the FAQs as they are. */
function faqs(values: unknown): Faq[] | undefined {
  if (!Array.isArray(values) || values.length === 0) return undefined;
  return values.map((pair) => {
    const [question, ...rest] = String(pair).split('|');
    if (!question || rest.length === 0) throw new UsageError(`--faq must be "question|answer", got "${pair}"`);
    return { question: question.trim(), answer: rest.join('|').trim() };
  });
}

const text = (values: Flags, name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);
const list = (values: Flags, name: string): string[] | undefined => (Array.isArray(values[name]) && values[name].length ? values[name].map(String) : undefined);
const optionalInt = (values: Flags, name: string): number | undefined => (values[name] === undefined ? undefined : integer(values, name));

function readText(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--file ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
}

const report = (out: (s: string) => void, r: { events: { type: string }[] }) =>
  out(r.events.length ? `recorded ${r.events.map((e) => e.type).join(', ')}` : 'unchanged');

async function setSite(c: Container, rest: string[]) {
  const { values } = flags(rest, {
    name: { type: 'string' },
    purpose: { type: 'string' },
    'free-min-weeks': { type: 'string' },
    'free-max-weeks': { type: 'string' },
    'free-weekly-capacity': { type: 'string' },
    'paid-weekly-capacity': { type: 'string' },
    'featured-weekly-capacity': { type: 'string' },
    'seller-country': { type: 'string' },
  });
  return c.commands.changeSiteSettings(
    {
      name: text(values, 'name'),
      purpose: text(values, 'purpose'),
      freeQueueMinWeeks: optionalInt(values, 'free-min-weeks'),
      freeQueueMaxWeeks: optionalInt(values, 'free-max-weeks'),
      freeWeeklyCapacity: optionalInt(values, 'free-weekly-capacity'),
      paidWeeklyCapacity: optionalInt(values, 'paid-weekly-capacity'),
      featuredWeeklyCapacity: optionalInt(values, 'featured-weekly-capacity'),
      sellerCountry: typeof values['seller-country'] === 'string' ? values['seller-country'].toUpperCase() : undefined,
    },
    admin,
  );
}

async function defineCategory(c: Container, rest: string[]) {
  const { values, positionals } = flags(rest, {
    name: { type: 'string' },
    description: { type: 'string' },
    parent: { type: 'string' },
    'no-parent': { type: 'boolean' },
    faq: { type: 'string', multiple: true },
    attribute: { type: 'string', multiple: true },
  });
  const slug = positionals[0];
  if (!slug) throw new UsageError('categories define <slug> [--name N] [--description D] [--parent P | --no-parent] [--faq "q|a"]... [--attribute a]...');
  const parent = values['no-parent'] ? null : text(values, 'parent');
  return c.commands.defineCategory(
    { slug, name: text(values, 'name'), description: text(values, 'description'), parent, faqs: faqs(values.faq), attributes: list(values, 'attribute') },
    admin,
  );
}

async function defineProduct(c: Container, rest: string[]) {
  const { values, positionals } = flags(rest, {
    name: { type: 'string' },
    description: { type: 'string' },
    'price-cents': { type: 'string' },
    'needs-listing': { type: 'boolean' },
    'no-listing': { type: 'boolean' },
  });
  const id = positionals[0];
  if (!id) throw new UsageError('products define <id> [--name N] [--price-cents C] [--needs-listing | --no-listing] [--description D]');
  const needsListing = values['needs-listing'] ? true : values['no-listing'] ? false : undefined;
  return c.commands.defineProduct(
    { id, name: text(values, 'name'), description: text(values, 'description'), priceCents: optionalInt(values, 'price-cents'), needsListing },
    admin,
  );
}

async function interviewQuestion(c: Container, rest: string[], action: string) {
  const { values, positionals } = flags(rest, { id: { type: 'string' }, position: { type: 'string' } });
  const question = positionals.join(' ');
  if (!question) throw new UsageError('interview-questions add "question text" [--position N] | set --id N "text"');
  return c.commands.defineInterviewQuestion(
    { id: action === 'set' ? integer(values, 'id') : undefined, text: question, position: optionalInt(values, 'position') },
    admin,
  );
}

async function publishPost(c: Container, rest: string[]) {
  const { values, positionals } = flags(rest, {
    title: { type: 'string' },
    summary: { type: 'string' },
    file: { type: 'string' },
    author: { type: 'string' },
    tag: { type: 'string', multiple: true },
    faq: { type: 'string', multiple: true },
    'published-at': { type: 'string' },
  });
  const slug = positionals[0];
  if (!slug) throw new UsageError('blog publish <slug> --title T --file post.md --author A [--summary S] [--tag t]... [--faq "q|a"]...');
  return c.commands.publishBlogPost(
    {
      slug,
      title: text(values, 'title'),
      summary: text(values, 'summary'),
      markdown: readText(text(values, 'file')),
      author: text(values, 'author'),
      tags: list(values, 'tag'),
      faqs: faqs(values.faq),
      publishedAt: text(values, 'published-at'),
    },
    admin,
  );
}

const COMMANDS: Record<string, (c: Container, rest: string[], action: string) => Promise<{ events: { type: string }[] }>> = {
  'site set': setSite,
  'categories define': defineCategory,
  'products define': defineProduct,
  'interview-questions add': interviewQuestion,
  'interview-questions set': interviewQuestion,
  'blog publish': publishPost,
};

/**
 * The site team's catalog commands: the same commands the admin API issues. Each changes only
 * the fields given; what is left out keeps its value (a new record needs its required fields).
 */
export async function catalogCommand(c: Container, group: string, args: string[], out: (s: string) => void): Promise<void> {
  const [action = '', ...rest] = args;
  const run = COMMANDS[`${group} ${action}`];
  if (!run) throw new UsageError(`unknown command: ${group} ${action}`);
  report(out, await run(c, rest, action));
}
