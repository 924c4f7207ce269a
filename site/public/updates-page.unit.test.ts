import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { updatesView } from './updates-page.ts';

type Feed = Parameters<typeof updatesView>[0];
const update = { listing: { slug: 'acme', name: 'Acme <b>' }, title: 'v2 is out', body: 'Faster.\n\nSmaller.', published_at: '2026-11-02T09:00:00Z' };

describe('the latest updates', () => {
  it('given an update, when shown, then it links to its listing’s updates with its words as paragraphs', () => {
    const $ = load(String(updatesView({ items: [update], total: 1 } as unknown as Feed, 1)));
    assert.equal($('article h2 a').attr('href'), '/listings/acme#updates');
    assert.equal($('article h2 a').text(), 'Acme <b>');
    assert.equal($('article p').length, 3, 'the date, then two paragraphs');
  });

  it('given no update, when shown, then it says so', () => {
    const $ = load(String(updatesView({ items: [], total: 0 } as unknown as Feed, 1)));
    assert.equal($('.empty').text(), 'No updates yet.');
  });
});
