import { describe, it } from 'node:test';
import { INTERVIEW_QUESTIONS_STREAM } from '../../domain/catalog/decide.ts';
import { interviewStream } from '../../domain/interview/interview.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';

const spec = commandSpec();
const questions = inStream(INTERVIEW_QUESTIONS_STREAM, { type: 'InterviewQuestionDefined', data: { id: 1, text: 'What do you build?', position: 1 } });

describe('answerInterview', () => {
  it('given the interview questions, when a founder answers one, then the answer is recorded on their interview', async () => {
    await spec
      .given(questions)
      .when(({ commands }) => commands.answerInterview({ accountId: 'ann', answers: [{ questionId: 1, answer: ' Widgets. ' }] }, as('ann')))
      .then(inStream(interviewStream('ann'), { type: 'InterviewAnswered', data: { accountId: 'ann', answers: [{ questionId: 1, answer: 'Widgets.' }] } }));
  });

  it('given the interview questions, when a founder answers a question there is not, then it is refused naming the answer', async () => {
    await spec
      .given(questions)
      .when(({ commands }) => commands.answerInterview({ accountId: 'ann', answers: [{ questionId: 9, answer: 'Hm' }] }, as('ann')))
      .thenRefuses('invalid', /answers\[0\]\.question_id/);
  });
});
