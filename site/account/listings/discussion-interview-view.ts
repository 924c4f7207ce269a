import type { Session } from '../../../api/auth/sessions.ts';
import type { interviewOf, interviewQuestions } from '../../../projections/queries/index.ts';
import { type FieldErrors, field, postForm } from '../../kit/forms.ts';
import { html } from '../../kit/html.ts';
import type { Owned } from './owner-fields.ts';

export type Interview = { questions: Awaited<ReturnType<typeof interviewQuestions>>; answers: Awaited<ReturnType<typeof interviewOf>> };

/** The listing's discussion: where its feeds are, and whether they carry the comments too. */
export const discussionSection = (s: Session, l: Owned, commentsInFeeds: boolean) =>
  html`<section class="panel" id="discussion" aria-labelledby="disc-h"><h2 id="disc-h">Discussion</h2><p class="hint">People comment under your listing; your replies are marked “Maker”. Its Atom and JSON feeds (<a href="/listings/${l.slug}/feed.atom">Atom</a>, <a href="/listings/${l.slug}/feed.json">JSON</a>) carry your updates, and its comments too when you allow it.</p>
${postForm(
  s,
  `/account/listings/${l.listing_id}/discussion`,
  html`<div class="field-actions"><label><input type="checkbox" name="comments_in_feeds" value="yes"${commentsInFeeds ? html` checked` : ''}> Include comments in the listing's feeds</label></div>`,
  'Save the choice',
)}</section>`;

/** The site team's interview questions with the founder's answers so far. */
export function interviewSection(s: Session, l: Owned, { questions, answers }: Interview, errors: FieldErrors) {
  const answerOf = (id: number) => answers.find((a) => a.question_id === id)?.answer ?? '';
  return html`<section class="panel" id="interview" aria-labelledby="iv-h"><h2 id="iv-h">Interview</h2><p class="hint">Your answers show on your listings and your founder page.</p>
${
  questions.length
    ? postForm(
        s,
        `/account/listings/${l.listing_id}/interview`,
        questions.map((q) =>
          field({ name: `answer.${q.question_id}`, label: q.question, value: answerOf(q.question_id), type: 'textarea', max: 5000, rows: 3, errors }),
        ),
        'Save my answers',
      )
    : html`<p>The site team has not set interview questions yet.</p>`
}</section>`;
}
