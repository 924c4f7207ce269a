import { isListField, PROFILE_FIELD_NAMES, type ProfileField } from '../listing/profile.ts';

/** The profile fields of a draft (SPEC.md section 2): the listing's profile fields, as drafted. */
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
