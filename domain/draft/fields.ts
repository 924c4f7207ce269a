/** The profile fields of a draft (SPEC.md section 2) and their bounds. */
export const DRAFT_FIELDS = [
  'name', 'tagline', 'short_description', 'description', 'stage', 'categories', 'tags', 'pricing_model', 'pricing_summary',
  'country', 'city', 'founded_year', 'features', 'usps', 'keywords', 'contact_email', 'demo_video_url', 'logo_url',
] as const;
export type DraftFieldName = (typeof DRAFT_FIELDS)[number];
export const LIST_FIELDS = new Set<DraftFieldName>(['categories', 'tags', 'features', 'usps', 'keywords']);

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

export const isBlank = (v: FieldValue) => v === null || (Array.isArray(v) ? v.length === 0 : v.trim() === '');

export const emptyField = (): DraftField => ({ value: null, state: 'not_found', evidence: [], ai: { value: null, evidence: [] } });
