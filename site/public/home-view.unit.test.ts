import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { type HomeData, homeBody } from './home-view.ts';

const listing = (slug: string, votes: number, weekVotes: number) =>
  ({ slug, name: slug, tagline: 'A tool', votes, status: 'live', rank: 1, weekVotes }) as unknown as HomeData['lastWeek'][number];

const home = (lastWeek: HomeData['lastWeek']) =>
  load(
    String(
      homeBody({
        site: 'Launch Directory',
        purpose: 'New products every week.',
        viewer: null,
        back: '/',
        today: [],
        week: [],
        lastWeek,
        lastWeekStart: '2026-11-16',
        weekDay: 3,
        featured: [],
        trending: [],
        upcoming: [],
        updates: [],
      }),
    ),
  );

describe('last week’s top launches on the home page', () => {
  it('given a launch whose votes all came last week, when shown, then its count appears once, on the upvote', () => {
    const $ = home([listing('acme', 12, 12)]);
    assert.equal($('#last-week .upvote').text().includes('12'), true);
    assert.equal($('#last-week .figure').length, 0);
  });

  it('given a launch with votes since last week, when shown, then its figure says the votes that week apart from the total', () => {
    const $ = home([listing('acme', 15, 12)]);
    assert.equal($('#last-week .upvote').text().includes('15'), true);
    assert.equal($('#last-week .figure').text().replace(/\s+/g, ' ').trim(), '12 votes that week');
  });
});
