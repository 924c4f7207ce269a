import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { answerInterview, evolveInterview, type InterviewEvent, initialInterview } from './interview.ts';

const known = new Set([1, 2, 3]);
const answered: InterviewEvent = { type: 'InterviewAnswered', data: { accountId: 'ann', answers: [{ questionId: 1, answer: 'Boards.' }] } };
const interview = (history: InterviewEvent[]) => given(initialInterview, evolveInterview, history);

describe('the founder interview', () => {
  it('given an answer, when it is given again (spaced) with a new one, then only the new one is recorded', () => {
    interview([answered])
      .when((s) =>
        answerInterview(
          {
            accountId: 'ann',
            answers: [
              { questionId: 1, answer: ' Boards. ' },
              { questionId: 2, answer: 'Weekly.' },
            ],
          },
          s,
          known,
        ),
      )
      .then([{ type: 'InterviewAnswered', data: { accountId: 'ann', answers: [{ questionId: 2, answer: 'Weekly.' }] } }]);
  });

  it('given an answer, when it is emptied, then it is withdrawn', () => {
    interview([answered])
      .when((s) => answerInterview({ accountId: 'ann', answers: [{ questionId: 1, answer: '' }] }, s, known))
      .then([{ type: 'InterviewAnswered', data: { accountId: 'ann', answers: [{ questionId: 1, answer: null }] } }]);
  });

  it('refuses a question that is not on the list, naming its place in the call', () => {
    interview([])
      .when((s) =>
        answerInterview(
          {
            accountId: 'ann',
            answers: [
              { questionId: 1, answer: 'a' },
              { questionId: 99, answer: 'b' },
            ],
          },
          s,
          known,
        ),
      )
      .thenRefuses('invalid', /answers\[1\]\.question_id.*99/);
  });
});
