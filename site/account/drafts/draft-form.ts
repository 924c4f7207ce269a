import { DRAFT_FIELDS, isListField } from '../../../domain/draft/fields.ts';
import type { DraftView } from '../../../projections/queries/index.ts';
import { fromLines } from '../../kit/forms.ts';

/** What the owner changed: only fields whose value differs are sent, so the others keep their quotes. */
export function changedFields(d: DraftView, body: Record<string, unknown>) {
  const fields: Record<string, string | string[] | null> = {};
  for (const name of DRAFT_FIELDS) {
    const key = `fields.${name}`;
    if (!(key in body)) continue;
    const current = d.fields[name];
    if (isListField(name)) {
      const next = fromLines(body[key]);
      if (JSON.stringify(next) !== JSON.stringify(Array.isArray(current.value) ? current.value : [])) fields[name] = next.length ? next : null;
    } else {
      const next = String(body[key] ?? '').trim();
      if (next !== (typeof current.value === 'string' ? current.value : '')) fields[name] = next || null;
    }
  }
  return fields;
}

/** The fields the owner ticked to lock: those not locked already. */
export const newLocks = (d: DraftView, body: Record<string, unknown>) =>
  ([] as string[]).concat((body.lock_fields as string | string[] | undefined) ?? []).filter((f) => d.fields[f] && d.fields[f].state !== 'override');
