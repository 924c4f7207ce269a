import { isListField, PROFILE_FIELD_NAMES, type ProfileField } from '../listing/profile.ts';

/** The profile fields of a draft: the listing's profile fields, as drafted. */
export const DRAFT_FIELDS = PROFILE_FIELD_NAMES;
export type DraftFieldName = ProfileField;
export { isListField };

export type FieldValue = string | string[] | null;
export type Evidence = { quote: string; url: string };
export type Proposal = { value: FieldValue; evidence: Evidence[] };
export type FieldState = 'ai' | 'not_found' | 'edited' | 'manual' | 'override' | 'deleted';

export type DraftField = {
  value: FieldValue;
  state: FieldState;
  evidence: Evidence[];
  /** The AI's latest value for this field: what `restore` brings back. */
  ai: Proposal;
};

export const isBlank = (v: FieldValue | undefined) => v === null || v === undefined || (Array.isArray(v) ? v.length === 0 : v.trim() === '');

export const emptyField = (): DraftField => ({ value: null, state: 'not_found', evidence: [], ai: { value: null, evidence: [] } });

export const emptyFields = (): Record<DraftFieldName, DraftField> => {
  const fields = {} as Record<DraftFieldName, DraftField>;
  for (const f of DRAFT_FIELDS) fields[f] = emptyField();
  return fields;
};

/** The fields that hold a link or an address: the link rule's repair looks at these. */
export const LINK_FIELDS = ['logo_url', 'demo_video_url', 'contact_email'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];
/** A link field's value and the AI's value as the repair leaves them. */
export type RepairedField = { value: FieldValue; ai: FieldValue };

/** A field after the repair: a value removed leaves the field blank, as the AI's would have been. */
export function repairedField(f: DraftField, r: RepairedField): DraftField {
  const ai = { value: r.ai, evidence: r.ai === null ? [] : f.ai.evidence };
  if (r.value === f.value) return { ...f, ai };
  if (r.value === null) return { value: null, evidence: [], ai, state: f.state === 'ai' ? 'not_found' : 'deleted' };
  return { ...f, value: r.value, ai };
}
