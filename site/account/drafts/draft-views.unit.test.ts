import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import type { DraftView } from '../../../projections/queries/index.ts';
import { fieldBlock } from './draft-field-view.ts';
import { changedFields, newLocks } from './draft-form.ts';
import { draftStateView } from './draft-view.ts';

type Field = DraftView['fields'][string];
const shown = (markup: unknown) => load(String(markup));
const aField = (over: Partial<Field> = {}) => ({ value: 'Ship faster', state: 'ai', evidence: [], ...over }) as Field;
const aDraft = (fields: Record<string, Partial<Field>>, over: object = {}) =>
  ({
    id: 'd1',
    url: 'https://acme.test/',
    status: 'ready',
    listing_id: null,
    fields: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, aField(f)])),
    ...over,
  }) as unknown as DraftView;

describe('a draft field as the founder reviews it', () => {
  it('given a value read from the site, when shown, then its quote links to the page it was found on', () => {
    const $ = shown(
      fieldBlock('d1', 'tagline', aField({ evidence: [{ quote: 'Ship faster with Acme', url: 'https://acme.test/about' }] } as Partial<Field>), new Map()),
    );
    assert.equal($('blockquote').text(), 'Ship faster with Acme');
    assert.equal($('.evidence a').attr('href'), 'https://acme.test/about');
    assert.equal($('.evidence a').text(), 'found on acme.test/about');
    assert.equal($('.state').text(), 'From your site');
  });

  it('given a value the founder edited, when shown, then the site value can be restored', () => {
    const $ = shown(fieldBlock('d1', 'tagline', aField({ state: 'edited' }), new Map()));
    assert.equal($('button[formaction="/account/drafts/d1/restore?field=tagline"]').length, 1);
  });

  it('given a locked value, when shown, then its lock is ticked and cannot be unticked here', () => {
    const $ = shown(fieldBlock('d1', 'tagline', aField({ state: 'override' }), new Map()));
    assert.ok($('input[name=lock_fields]').is('[checked][disabled]'));
  });

  it('given a quote from a page whose address is not a web link, when shown, then it is named but not linked', () => {
    const $ = shown(fieldBlock('d1', 'tagline', aField({ evidence: [{ quote: 'q', url: 'javascript:alert(1)' }] } as Partial<Field>), new Map()));
    assert.equal($('.evidence a').length, 0);
  });
});

describe('a draft not ready to review', () => {
  it('given a site still being read, when shown, then it says so in a status the page refreshes', () => {
    const $ = shown(draftStateView(aDraft({}, { status: 'crawling' })));
    assert.match($('[role=status]').text(), /^Reading https:\/\/acme\.test\//);
  });

  it('given a ready draft, when shown, then there is no state page (the review form is)', () => {
    assert.equal(draftStateView(aDraft({})), null);
  });
});

describe('what a draft form sends', () => {
  it('given a form with one field changed, when read, then only that field is sent', () => {
    const d = aDraft({ name: { value: 'Acme' }, tagline: { value: 'Old' }, categories: { value: ['dev-tools'] } });
    assert.deepEqual(changedFields(d, { 'fields.name': 'Acme', 'fields.tagline': ' New ', 'fields.categories': 'dev-tools' }), { tagline: 'New' });
  });

  it('given a list field emptied, when read, then it is sent as cleared', () => {
    const d = aDraft({ categories: { value: ['dev-tools'] } });
    assert.deepEqual(changedFields(d, { 'fields.categories': '' }), { categories: null });
  });

  it('given locks ticked, when read, then only fields not already locked are sent', () => {
    const d = aDraft({ name: { state: 'override' }, tagline: {} });
    assert.deepEqual(newLocks(d, { lock_fields: ['name', 'tagline', 'nonsense'] }), ['tagline']);
  });
});
