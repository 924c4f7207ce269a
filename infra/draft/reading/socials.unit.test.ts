import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { companySocials, profileOf } from './socials.ts';

const socials = (body: string, brand = 'Acme') => companySocials([digestPage('https://acme.test/', `<html><body>${body}</body></html>`)], brand);

describe("the company's own profiles", () => {
  it('given profiles in the footer or a follow-us area, then one per platform', () => {
    assert.deepEqual(
      socials(
        '<footer><a href="https://twitter.com/acmehq">Twitter</a> <a href="https://www.linkedin.com/company/acme">LinkedIn</a></footer><div class="social-links"><a href="https://www.instagram.com/acme_app/">IG</a></div>',
      ),
      { x: 'https://twitter.com/acmehq', linkedin: 'https://www.linkedin.com/company/acme', instagram: 'https://www.instagram.com/acme_app/' },
    );
  });

  it("given the site's own organisation's sameAs in structured data (its url on this host), then its profiles; never a person's or another organisation's", () => {
    const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
    assert.deepEqual(socials(ld({ '@type': 'Organization', name: 'Acme', url: 'https://acme.test/', sameAs: ['https://www.instagram.com/acme.boards'] })), {
      instagram: 'https://www.instagram.com/acme.boards',
    });
    assert.deepEqual(socials(ld({ '@type': 'Organization', name: 'Daily News', url: 'https://news.example/', sameAs: ['https://twitter.com/dailynews'] })), {});
    assert.deepEqual(socials(ld({ '@type': 'Person', name: 'Jane Doe', url: 'https://acme.test/', sameAs: ['https://twitter.com/janedoe'] })), {});
  });

  it('given a profile in the content named after the product, then it ("github.com/acme/acme", "reddit.com/r/Acme")', () => {
    assert.deepEqual(
      socials('<p>Get the code on <a href="https://github.com/acme/acme">GitHub</a>; talk on <a href="https://reddit.com/r/Acme">Reddit</a>.</p>'),
      {
        github: 'https://github.com/acme/acme',
        reddit: 'https://reddit.com/r/Acme',
      },
    );
  });

  it("never a person's profile, a testimonial's author, a credit for the site's design, a share link or a profile in the content that is not the product's", () => {
    assert.deepEqual(socials('<footer><a href="https://www.linkedin.com/in/jane-doe">LinkedIn</a></footer>'), {});
    assert.deepEqual(socials('<blockquote class="testimonial">“Great.” <a href="https://x.com/happy">@happy</a></blockquote>'), {});
    assert.deepEqual(socials('<footer><p>Theme by <a href="https://github.com/themer">Jo Themer</a></p></footer>'), {});
    assert.deepEqual(socials('<footer><a href="https://twitter.com/intent/tweet?url=x">Share</a></footer>'), {});
    assert.deepEqual(socials('<p>Our developer <a href="https://github.com/someone">on GitHub</a></p>'), {});
  });

  it("given a template's stand-in profiles in the footer (facebook.com/name, twitter.com/username), then none", () => {
    assert.deepEqual(
      socials(
        '<footer><a href="https://facebook.com/name">f</a><a href="https://twitter.com/username">t</a><a href="https://instagram.com/yourpage">i</a></footer>',
      ),
      {},
    );
  });

  it('reads a platform link as a profile only when its path names someone', () => {
    assert.equal(profileOf('https://github.com/'), null);
    assert.equal(profileOf('https://github.com/acme/acme/issues'), null);
    assert.deepEqual(profileOf('https://bsky.app/profile/acme.bsky.social'), { platform: 'custom', url: 'https://bsky.app/profile/acme.bsky.social' });
  });
});
