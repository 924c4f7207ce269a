import type { OperationName } from '../../../api/operation.ts';
import { fromLines, lines } from '../../kit/forms.ts';
import { currentValue, LIST_FIELDS, type Owned, STORY, TEXT_FIELDS } from './owner-fields.ts';

/** A posted form: its fields, and the path's own parameters (which milestone, which image). */
export type Posted = { body: Record<string, unknown>; params: Record<string, string> };
type OperationInput = { path?: object; body?: unknown };

const text = (v: unknown) => String(v ?? '').trim();
const at = (l: Owned) => ({ listing_id: l.listing_id });

/** Only the fields whose value changed are sent: an edit is an event, and its before/after is what moderators review. */
export function changedFields(l: Owned, body: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  for (const [name] of TEXT_FIELDS) {
    if (!(name in body)) continue;
    const next = text(body[name]);
    if (next !== currentValue(l, name)) fields[name] = next;
  }
  for (const [name] of LIST_FIELDS) {
    if (!(name in body)) continue;
    const next = fromLines(body[name]);
    if (lines(next) !== currentValue(l, name)) fields[name] = next;
  }
  if ('founded_year' in body) {
    const year = text(body.founded_year);
    const next = year === '' ? null : /^\d{1,4}$/.test(year) ? Number(year) : year;
    if (String(next ?? '') !== currentValue(l, 'founded_year')) fields.founded_year = next;
  }
  return fields;
}

/** The profile form as update_my_listing's input, or 'nothing' when no field changed. */
export function profileInput({ body }: Posted, l: Owned): OperationInput | 'nothing' {
  const fields = changedFields(l, body);
  if (!Object.keys(fields).length) return 'nothing';
  const applyTo = ([] as string[]).concat((body.apply_to as string | string[] | undefined) ?? []);
  return { path: at(l), body: { fields, ...(applyTo.length ? { apply_to: applyTo } : {}) } };
}

/** A paid launch as create_checkout's input: the week asked for, or at once. */
export function launchInput({ body }: Posted, l: Owned): OperationInput {
  const week = text(body['items[0].week']);
  return { body: { items: [{ product: 'launch', listing_id: l.listing_id, ...(week ? { week } : {}) }] } };
}

/** The listing page's forms that run one operation each: the path they post to, what they send, the notice after. */
export const OPERATION_FORMS: Record<string, { op: OperationName; input: (posted: Posted, l: Owned) => OperationInput | 'nothing'; done: string }> = {
  edit: { op: 'update_my_listing', input: profileInput, done: 'saved' },
  updates: {
    op: 'post_listing_update',
    input: ({ body }, l) => ({ path: at(l), body: { title: text(body.update_title), body: text(body.update_body) } }),
    done: 'update',
  },
  milestones: {
    op: 'add_milestone',
    input: ({ body }, l) => {
      const milestone: Record<string, string> = { date: String(body.date ?? ''), title: text(body.title) };
      for (const k of ['description', 'url']) if (text(body[k])) milestone[k] = text(body[k]);
      return { path: at(l), body: milestone };
    },
    done: 'milestone',
  },
  'milestones/:milestone/delete': {
    op: 'delete_milestone',
    input: ({ params }, l) => ({ path: { ...at(l), milestone_id: String(params.milestone) } }),
    done: 'milestone-deleted',
  },
  images: {
    op: 'add_gallery_image',
    input: ({ body }, l) => {
      const caption = text(body.caption);
      return { path: at(l), body: { url: text(body.url), ...(caption ? { caption } : {}) } };
    },
    done: 'image',
  },
  'images/:image/delete': {
    op: 'delete_gallery_image',
    input: ({ params }, l) => ({ path: { ...at(l), image_id: String(params.image) } }),
    done: 'image-deleted',
  },
  story: {
    op: 'set_founder_story',
    input: ({ body }, l) => ({
      path: at(l),
      body: Object.fromEntries(STORY.flatMap(([k]) => (text(body[`story.${k}`]) ? [[k, text(body[`story.${k}`])]] : []))),
    }),
    done: 'story',
  },
  interview: {
    op: 'answer_interview',
    input: ({ body }) => ({
      body: {
        answers: Object.entries(body).flatMap(([k, v]) => (/^answer\.\d+$/.test(k) && text(v) ? [{ question_id: Number(k.slice(7)), answer: text(v) }] : [])),
      },
    }),
    done: 'interview',
  },
};
