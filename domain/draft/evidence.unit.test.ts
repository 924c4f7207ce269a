import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keepQuoted, keptExtras } from './evidence.ts';
import type { PageDigest } from './page.ts';

const page: PageDigest = {
  url: 'https://acme.test/',
  title: 'Acme – Boards',
  text: 'Acme was founded by Ana Costa. Can I cancel? Any time, from your account page. Follow us',
  meta: {},
  structured: {},
  headings: [],
  paragraphs: [],
  lists: [],
  links: [
    { href: 'https://github.com/acme', text: 'GitHub' },
    { href: 'https://x.com/someone', text: '@someone' },
    { href: 'https://x.com/acme', text: 'X' },
  ],
  faqs: [{ question: 'Can I cancel?', answer: 'Any time, from your account page.' }],
  siteLinks: ['https://github.com/acme', 'https://x.com/someone'],
  quotedLinks: ['https://x.com/someone'],
};

describe('the evidence rule for extras', () => {
  it('keeps an FAQ only with its question and answer on a page, an answer cut short by its words up to the cut', () => {
    const kept = keptExtras(
      {
        faqs: [
          { question: 'Can I cancel?', answer: 'Any time, from your account page.' },
          { question: 'Can I cancel?', answer: 'Any time, from your account…' },
          { question: 'Can I cancel?', answer: 'Never.' },
          { question: 'Is it free?', answer: 'Any time, from your account page.' },
        ],
      },
      [page],
    );
    assert.equal(kept.faqs?.length, 2);
  });

  it('keeps a founder only when the name is written on a page; a profile only as a link in a site area or named after the site, never a quoted one', () => {
    const kept = keptExtras(
      {
        founders: [{ name: 'Ana Costa', title: 'Founder' }, { name: 'Grace Hopper' }],
        company_socials: { github: 'https://github.com/acme', x: 'https://x.com/someone', facebook: 'https://facebook.com/acme' },
      },
      [page],
    );
    assert.deepEqual(kept.founders, [{ name: 'Ana Costa', title: 'Founder' }]);
    assert.deepEqual(kept.company_socials, { github: 'https://github.com/acme' });
  });

  it('keeps a profile linked in the content whose handle holds the site\'s name ("acmeboards_official"), never another\'s', () => {
    const site: PageDigest = {
      ...page,
      url: 'https://acmeboards.test/',
      title: 'Acme Boards',
      links: [
        { href: 'https://instagram.com/acmeboards_official', text: 'Instagram' },
        { href: 'https://instagram.com/someone_else', text: 'Instagram' },
      ],
      siteLinks: [],
      quotedLinks: [],
    };
    const kept = keptExtras({ company_socials: { instagram: 'https://instagram.com/acmeboards_official', x: 'https://instagram.com/someone_else' } }, [site]);
    assert.deepEqual(kept.company_socials, { instagram: 'https://instagram.com/acmeboards_official' });
  });

  it('never keeps an item that is not text where text is asked for', () => {
    const kept = keptExtras(
      {
        faqs: [{ question: { q: 1 }, answer: 'x' } as unknown as { question: string; answer: string }],
        founders: [{ name: ['Ana Costa'] } as unknown as { name: string }],
        company_socials: { github: { url: 'https://github.com/acme' } } as unknown as Record<string, string>,
      },
      [page],
    );
    assert.deepEqual(kept, { faqs: [], founders: [], company_socials: {} });
    const list = keepQuoted(
      'keywords',
      { value: [{ text: 'boards' }, 7, 'Boards'] as unknown as string[], evidence: [{ quote: 'Acme – Boards', url: page.url }] },
      [page],
    );
    assert.deepEqual(list.value, ['Boards']);
  });
});
