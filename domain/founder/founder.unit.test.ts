import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveFounder, type FounderEvent, type FounderProfile, initialFounder, publishFounderProfile, removeUnsafeFounderLinks } from './founder.ts';

const ann: FounderProfile = { slug: 'ann-lee', name: 'Ann Lee', country: 'IE', accountId: 'ann' };
const published: FounderEvent = { type: 'FounderProfilePublished', data: ann };
const founder = (history: FounderEvent[]) => given(initialFounder, evolveFounder, history);

describe("a founder's profile", () => {
  it('when it is published, then it is recorded', () => {
    founder([])
      .when((s) => publishFounderProfile(ann, s))
      .then([published]);
  });

  it('given a profile, when the same profile is published again, then nothing is recorded', () => {
    founder([published])
      .when((s) => publishFounderProfile({ ...ann }, s))
      .then([]);
  });

  it('given a profile, when another account publishes under its slug, then it is refused naming the slug', () => {
    founder([published])
      .when((s) => publishFounderProfile({ ...ann, accountId: 'eve' }, s))
      .thenRefuses('invalid', /slug/);
  });

  it('when the country is not a two-letter code, then it is refused naming the country', () => {
    founder([])
      .when((s) => publishFounderProfile({ ...ann, country: 'Ireland' }, s))
      .thenRefuses('invalid', /country/);
  });

  it('when a social link is a javascript: URL, then it is refused naming it', () => {
    founder([])
      .when((s) => publishFounderProfile({ ...ann, socials: { x: 'javascript:alert(1)' } }, s))
      .thenRefuses('invalid', /socials\.x/);
  });

  it('given a profile published before the link rule with an unsafe link, when links are repaired, then it is republished without it', () => {
    const old: FounderEvent = { type: 'FounderProfilePublished', data: { ...ann, socials: { x: 'javascript:alert(1)', site: 'https://ann.test/' } } };
    founder([old])
      .when((s) => removeUnsafeFounderLinks(s))
      .then([{ type: 'FounderProfilePublished', data: { ...ann, socials: { site: 'https://ann.test/' } } }]);
  });

  it('given a profile with safe links, when links are repaired, then nothing is recorded', () => {
    founder([{ type: 'FounderProfilePublished', data: { ...ann, socials: { site: 'https://ann.test/' } } }])
      .when((s) => removeUnsafeFounderLinks(s))
      .then([]);
  });
});
