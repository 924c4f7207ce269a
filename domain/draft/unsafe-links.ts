import { withSafeLinks } from '../listing/unsafe-links.ts';
import { safeSocials } from '../shared/links.ts';
import { same } from '../shared/same.ts';
import type { Draft, DraftEvent, DraftExtras } from './events.ts';
import { type FieldValue, LINK_FIELDS, type LinkField, type RepairedField } from './fields.ts';

const safe = (field: LinkField, value: FieldValue) => (value === null ? null : (withSafeLinks(field, value) as string | null));

/**
 * The draft's side of the forward-only link repair: profile fields (their value and the AI's value
 * that `restore` brings back) and extras (socials, milestone links) cleaned by the same rule as
 * every door. Nothing to repair records nothing.
 */
export function removeUnsafeDraftLinks(cmd: { repairId: string }, state: Draft): DraftEvent[] {
  if (state.status === 'none') return [];
  const fields: Partial<Record<LinkField, RepairedField>> = {};
  for (const name of LINK_FIELDS) {
    const f = state.fields[name];
    const repaired = { value: safe(name, f.value), ai: safe(name, f.ai.value) };
    if (!same(repaired, { value: f.value, ai: f.ai.value })) fields[name] = repaired;
  }
  const extras: DraftExtras = {};
  const { company_socials, founder_socials, milestones } = state.extras;
  const socials = (v: Record<string, string> | undefined) => (v ? safeSocials(v) : undefined);
  if (company_socials && !same(socials(company_socials), company_socials)) extras.company_socials = socials(company_socials);
  if (founder_socials && !same(socials(founder_socials), founder_socials)) extras.founder_socials = socials(founder_socials);
  const safeMilestones = milestones && (withSafeLinks('milestones', milestones) as DraftExtras['milestones']);
  if (milestones && !same(safeMilestones, milestones)) extras.milestones = safeMilestones;
  if (Object.keys(fields).length === 0 && Object.keys(extras).length === 0) return [];
  return [{ type: 'DraftUnsafeLinksRemoved', data: { draftId: state.draftId, repairId: cmd.repairId, fields, extras } }];
}
