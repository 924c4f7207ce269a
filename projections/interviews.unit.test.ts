import { describe, it } from 'node:test';
import type { InterviewEvent } from '../domain/interview/interview.ts';
import { givenEvents } from './engine/given-events.ts';
import { interviewsProjection } from './interviews.ts';

const answered: InterviewEvent = {
  type: 'InterviewAnswered',
  data: {
    accountId: 'ann',
    answers: [
      { questionId: 1, answer: 'Invoices' },
      { questionId: 2, answer: 'Dublin' },
    ],
  },
};

describe('the interviews projection', () => {
  it('when questions are answered, then the answers are kept by question', async () => {
    await givenEvents(interviewsProjection, [])
      .when(answered)
      .then({ interview_answers: { ann: { answers: { '1': 'Invoices', '2': 'Dublin' } } } });
  });

  it('given answers, when one is changed and one withdrawn, then the rest stay', async () => {
    await givenEvents(interviewsProjection, [answered])
      .when({
        type: 'InterviewAnswered',
        data: {
          accountId: 'ann',
          answers: [
            { questionId: 1, answer: 'Invoicing' },
            { questionId: 2, answer: null },
          ],
        },
      })
      .then({ interview_answers: { ann: { answers: { '1': 'Invoicing' } } } });
  });
});
