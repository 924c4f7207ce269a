import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sameProfile } from '../support/real-pages-score.ts';

describe("the real pages' score reads two profile addresses as one account", () => {
  const base = 'https://acme.test/';

  it("given a label's Facebook page under web.facebook.com and a draft's under www.facebook.com, then one account", () => {
    assert.equal(sameProfile('https://www.facebook.com/kalyoapp', 'https://web.facebook.com/kalyoapp', base), true);
  });

  it('given twitter.com and x.com with the handle in another case, then one account', () => {
    assert.equal(sameProfile('https://x.com/AcmeHQ', 'https://twitter.com/acmehq/', base), true);
  });

  it('given two handles on one network, or one handle on two networks, then two accounts', () => {
    assert.equal(sameProfile('https://www.instagram.com/caladeibalcani', 'https://www.instagram.com/cala_dei_balcani/', base), false);
    assert.equal(sameProfile('https://www.instagram.com/acme', 'https://www.facebook.com/acme', base), false);
  });

  it("given a GitHub repository with its owner in another case, then one; a repository and its owner's account, then two", () => {
    assert.equal(sameProfile('https://github.com/faire-ecole/www', 'https://github.com/Faire-Ecole/www', base), true);
    assert.equal(sameProfile('https://github.com/acme/acme', 'https://github.com/acme', base), false);
  });

  it('given a path in another case on a host outside the big networks, then two (it may tell)', () => {
    assert.equal(sameProfile('https://gitter.im/Acme/acme', 'https://gitter.im/acme/acme', base), false);
  });
});
