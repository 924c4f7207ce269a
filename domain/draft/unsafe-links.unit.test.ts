import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { type DraftEvent, evolveDraft, initialDraft } from './events.ts';
import { removeUnsafeDraftLinks } from './unsafe-links.ts';

const proposed = (fields: Record<string, string>, extras: object): DraftEvent[] => [
  { type: 'DraftRequested', data: { draftId: 'd1', ownerId: 'ann', url: 'https://acme.test/' } },
  { type: 'SiteRead', data: { draftId: 'd1', pages: [], skipped: [] } },
  {
    type: 'ProfileDrafted',
    data: { draftId: 'd1', drafter: 'old', extras, fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { value: v, evidence: [] }])) },
  },
];

describe('the link repair of a draft', () => {
  it("clears an unsafe field's value and the AI's value, so restore cannot bring it back", () => {
    given(initialDraft, evolveDraft, proposed({ logo_url: 'javascript:alert(1)', contact_email: 'hi@acme.test' }, {}))
      .when((s) => removeUnsafeDraftLinks({ repairId: 'r1' }, s))
      .then([{ type: 'DraftUnsafeLinksRemoved', data: { draftId: 'd1', repairId: 'r1', fields: { logo_url: { value: null, ai: null } }, extras: {} } }]);
  });

  it('keeps the safe socials and milestones and drops only the unsafe links', () => {
    given(
      initialDraft,
      evolveDraft,
      proposed(
        {},
        {
          company_socials: { x: 'https://x.com/acme', instagram: 'data:text/html,x' },
          milestones: [{ date: '2025-01-01', title: 'Founded', url: 'vbscript:x' }],
        },
      ),
    )
      .when((s) => removeUnsafeDraftLinks({ repairId: 'r1' }, s))
      .then([
        {
          type: 'DraftUnsafeLinksRemoved',
          data: {
            draftId: 'd1',
            repairId: 'r1',
            fields: {},
            extras: { company_socials: { x: 'https://x.com/acme' }, milestones: [{ date: '2025-01-01', title: 'Founded' }] },
          },
        },
      ]);
  });

  it('records nothing for a draft whose links follow the rule', () => {
    given(initialDraft, evolveDraft, proposed({ demo_video_url: 'https://video.acme.test/' }, { company_socials: { x: 'https://x.com/acme' } }))
      .when((s) => removeUnsafeDraftLinks({ repairId: 'r1' }, s))
      .then([]);
  });
});
