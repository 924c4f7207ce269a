import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageDigest } from '../domain/draft/page.ts';
import { EvidenceExtractor } from '../infra/draft/extractor.ts';
import { EXTRACTOR_NAME, extractorOnFirstUse } from './drafting.ts';

describe('the extractor loaded at its first draft', () => {
  it('goes by the name the extractor gives itself (drafts keep it), before it is loaded', () => {
    assert.equal(extractorOnFirstUse().name, new EvidenceExtractor().name);
    assert.equal(EXTRACTOR_NAME, new EvidenceExtractor().name);
  });

  it('drafts what the extractor drafts', async () => {
    const page: PageDigest = {
      url: 'https://acme.test/',
      title: 'Acme Boards | Widget boards for teams',
      text: 'Acme Boards Keep every widget your team builds on one shared board.',
      meta: { description: 'Acme Boards keeps every widget your team builds on one shared board.' },
      structured: { 'Organization.name': 'Acme Boards', 'Organization.foundingDate': '2019-04-01' },
      headings: ['Acme Boards', 'Keep every widget your team builds on one shared board.'],
      paragraphs: [],
      lists: [],
      links: [],
      faqs: [],
    };
    const request = { pages: [page], categories: [] };
    const drafted = await extractorOnFirstUse().draft(request);
    assert.equal(drafted.fields.name?.value, 'Acme Boards');
    assert.deepEqual(drafted, await new EvidenceExtractor().draft(request));
  });
});
