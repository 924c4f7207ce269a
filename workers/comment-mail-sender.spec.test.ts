import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commentStream } from '../domain/comment/comment.ts';
import { ack } from '../domain/ports/job-bus.ts';
import { inStream, SPEC_NOW } from '../test/support/spec.ts';
import { aLiveListing, anAccount } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { commentMailSender } from './comment-mail-sender.ts';

const spec = workerSpec();
const HOUR = 3_600_000;
const hour = new Date(Math.floor(SPEC_NOW.getTime() / HOUR) * HOUR - HOUR).toISOString();
const inHour = (minutes: number) => new Date(Date.parse(hour) + minutes * 60_000).toISOString();
const comment = (id: string, authorId: string, minutes: number, extra: Partial<{ parentId: string; byMaker: boolean; held: boolean }> = {}) =>
  inStream(commentStream(id), {
    type: 'CommentPosted',
    data: { commentId: id, listingId: 3, parentId: null, authorId, byMaker: false, textId: `txt_${id}`, held: false, at: inHour(minutes), ...extra },
  });
const send = (w: WorkerWorld) => {
  w.start(commentMailSender(w, { tickMs: 3_600_000 }));
  return w.bus.deliver('mail.comment-digest', { hour });
};

describe('the comment mail sender', () => {
  it("given an hour's top-level comments, when its digest is sent, then each maker gets one mail with them, not the makers' own nor held ones", async () => {
    const { outcome, sent } = await spec
      .given(
        aLiveListing(3, 'ann'),
        anAccount('ann'),
        anAccount('bob'),
        comment('c1', 'bob', 5),
        comment('c2', 'bob', 40),
        comment('c3', 'ann', 50, { byMaker: true }),
        comment('c4', 'bob', 55, { held: true }),
        comment('c5', 'bob', 65),
      )
      .when(async (w) => ({ outcome: await send(w), sent: w.mailer.sent }))
      .then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(
      sent.map((m) => [m.to, m.subject, m.id]),
      [['ann@example.com', '2 new comments on Acme Widgets', `comment-digest:3:${hour}:ann`]],
    );
  });

  it('given a maker’s reply, when its mail is sent, then the person answered is told, with a link to the reply', async () => {
    const { outcome, sent } = await spec
      .given(aLiveListing(3, 'ann'), anAccount('ann'), anAccount('bob'), comment('c1', 'bob', 5), comment('c2', 'ann', 10, { parentId: 'c1', byMaker: true }))
      .when(async (w) => {
        w.start(commentMailSender(w, { tickMs: 3_600_000 }));
        return { outcome: await w.bus.deliver('mail.comment-reply', { commentId: 'c2', position: await w.events.headPosition() }), sent: w.mailer.sent };
      })
      .then();
    assert.deepEqual(outcome, ack());
    assert.equal(sent.length, 1);
    assert.equal(sent[0].to, 'bob@example.com');
    assert.match(sent[0].subject, /replied to your comment$/);
    assert.match(sent[0].text, /https:\/\/launch\.test\/listings\/[^#\s]+#comment-c2/);
  });
});
