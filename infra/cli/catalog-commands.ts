import { readFileSync } from 'node:fs';
import type { Faq } from '../../domain/catalog/events.ts';
import type { Container } from '../container.ts';
import { flags, integer, required, UsageError } from './args.ts';

const admin = { actor: 'admin:cli' };

/** "question|answer" pairs given as repeated --faq flags. */
function faqs(values: string[] | undefined): Faq[] {
  return (values ?? []).map((pair) => {
    const [question, ...rest] = pair.split('|');
    if (!question || rest.length === 0) throw new UsageError(`--faq must be "question|answer", got "${pair}"`);
    return { question: question.trim(), answer: rest.join('|').trim() };
  });
}

const report = (out: (s: string) => void, r: { events: { type: string }[] }) =>
  out(r.events.length ? `recorded ${r.events.map((e) => e.type).join(', ')}` : 'unchanged');

/** The site team's catalog commands: the same commands the admin API issues. */
export async function catalogCommand(c: Container, group: string, args: string[], out: (s: string) => void): Promise<void> {
  const [action, ...rest] = args;
  if (group === 'site' && action === 'set') {
    const { values } = flags(rest, { name: { type: 'string' }, purpose: { type: 'string' }, 'free-min-weeks': { type: 'string' }, 'free-max-weeks': { type: 'string' } });
    report(out, await c.commands.changeSiteSettings(
      { name: required(values, 'name'), purpose: (values.purpose as string) ?? '', freeQueueMinWeeks: integer(values, 'free-min-weeks', 6), freeQueueMaxWeeks: integer(values, 'free-max-weeks', 8) },
      admin,
    ));
    return;
  }
  if (group === 'categories' && action === 'define') {
    const { values, positionals } = flags(rest, { name: { type: 'string' }, description: { type: 'string' }, parent: { type: 'string' }, faq: { type: 'string', multiple: true }, attribute: { type: 'string', multiple: true } });
    const slug = positionals[0];
    if (!slug) throw new UsageError('categories define <slug> --name N [--description D] [--parent P] [--faq "q|a"]...');
    report(out, await c.commands.defineCategory(
      { slug, name: required(values, 'name'), description: (values.description as string) ?? '', parent: (values.parent as string) ?? null, faqs: faqs(values.faq as string[]), attributes: (values.attribute as string[]) ?? [] },
      admin,
    ));
    return;
  }
  if (group === 'products' && action === 'define') {
    const { values, positionals } = flags(rest, { name: { type: 'string' }, description: { type: 'string' }, 'price-cents': { type: 'string' }, 'needs-listing': { type: 'boolean' } });
    const id = positionals[0];
    if (!id) throw new UsageError('products define <id> --name N --price-cents C [--needs-listing] [--description D]');
    report(out, await c.commands.defineProduct(
      { id, name: required(values, 'name'), description: (values.description as string) ?? '', priceCents: integer(values, 'price-cents'), needsListing: Boolean(values['needs-listing']) },
      admin,
    ));
    return;
  }
  if (group === 'interview-questions' && (action === 'add' || action === 'set')) {
    const { values, positionals } = flags(rest, { id: { type: 'string' }, position: { type: 'string' } });
    const text = positionals.join(' ');
    if (!text) throw new UsageError('interview-questions add "question text" [--position N] | set --id N "text"');
    report(out, await c.commands.defineInterviewQuestion(
      { id: action === 'set' ? integer(values, 'id') : undefined, text, position: values.position === undefined ? undefined : integer(values, 'position') },
      admin,
    ));
    return;
  }
  if (group === 'blog' && action === 'publish') {
    const { values, positionals } = flags(rest, { title: { type: 'string' }, summary: { type: 'string' }, file: { type: 'string' }, author: { type: 'string' }, tag: { type: 'string', multiple: true }, faq: { type: 'string', multiple: true }, 'published-at': { type: 'string' } });
    const slug = positionals[0];
    if (!slug) throw new UsageError('blog publish <slug> --title T --file post.md --author A [--summary S] [--tag t]... [--faq "q|a"]...');
    report(out, await c.commands.publishBlogPost(
      {
        slug,
        title: required(values, 'title'),
        summary: (values.summary as string) ?? '',
        markdown: readFileSync(required(values, 'file'), 'utf8'),
        author: required(values, 'author'),
        tags: (values.tag as string[]) ?? [],
        faqs: faqs(values.faq as string[]),
        publishedAt: (values['published-at'] as string) ?? c.clock.now().toISOString(),
      },
      admin,
    ));
    return;
  }
  throw new UsageError(`unknown command: ${group} ${action ?? ''}`);
}
