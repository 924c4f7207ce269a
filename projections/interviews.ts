import type { InterviewEvent } from '../domain/interview/interview.ts';
import { projection } from './engine/projection.ts';

export type InterviewDoc = { id: string; account_id: string; answers: Record<string, string>; updated_at: string };

/** Founders' interview answers, by account: shown on their founder page and their listings' pages. */
export const interviewsProjection = projection<InterviewEvent>()({
  name: 'interviews',
  version: 1,
  collections: { interview_answers: { indexes: ['account_id'] } },
  handles: ['InterviewAnswered'],
  async apply(e, w) {
    const existing = await w.get<InterviewDoc>('interview_answers', e.data.accountId);
    const answers = { ...(existing?.answers ?? {}) };
    for (const a of e.data.answers) {
      if (a.answer === null) delete answers[String(a.questionId)];
      else answers[String(a.questionId)] = a.answer;
    }
    w.put('interview_answers', { id: e.data.accountId, account_id: e.data.accountId, answers, updated_at: e.metadata.time });
  },
});
