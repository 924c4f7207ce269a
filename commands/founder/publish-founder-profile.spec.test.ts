import { describe, it } from 'node:test';
import { founderStream } from '../../domain/founder/founder.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';

const spec = commandSpec();
const ann = { slug: 'ann-lee', name: 'Ann Lee', accountId: 'ann' };

describe('publishFounderProfile and removeUnsafeFounderLinks', () => {
  it('given no profile, when a founder publishes one, then it is published under its slug', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.publishFounderProfile(ann, as('ann')))
      .then(inStream(founderStream('ann-lee'), { type: 'FounderProfilePublished', data: ann }));
  });

  it("given another founder's profile under the slug, when someone publishes under it, then it is refused naming the slug", async () => {
    await spec
      .given(inStream(founderStream('ann-lee'), { type: 'FounderProfilePublished', data: ann }))
      .when(({ commands }) => commands.publishFounderProfile({ ...ann, accountId: 'bob' }, as('bob')))
      .thenRefuses('invalid', /slug/);
  });

  it('given a profile published with an unsafe social link, when the link repair runs, then only the safe links stay', async () => {
    const unsafe = { ...ann, socials: { x: 'https://x.com/ann', web: 'javascript:alert(1)' } };
    await spec
      .given(inStream(founderStream('ann-lee'), { type: 'FounderProfilePublished', data: unsafe }))
      .when(({ commands }) => commands.removeUnsafeFounderLinks({ slug: 'ann-lee' }, as('system:link-repair')))
      .then(inStream(founderStream('ann-lee'), { type: 'FounderProfilePublished', data: { ...ann, socials: { x: 'https://x.com/ann' } } }));
  });
});
