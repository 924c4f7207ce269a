import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textParts } from './comment-text.ts';

describe("a comment's links", () => {
  it('are cut out of the text, a sentence’s full stop left outside the link', () => {
    assert.deepEqual(textParts('See https://example.com/docs. Thanks'), [
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/docs', text: 'https://example.com/docs' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('stay plain text when the link rule refuses them', () => {
    assert.deepEqual(textParts('javascript:alert(1) and https://user:pw@example.com'), [
      { kind: 'text', text: 'javascript:alert(1) and https://user:pw@example.com' },
    ]);
  });
});
