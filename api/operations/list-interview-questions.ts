import { interviewQuestions } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listInterviewQuestions = operation({
  name: 'list_interview_questions',
  method: 'GET',
  path: '/interview-questions',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog'] },
  async run(_input, { readModels }) {
    return { body: { items: await interviewQuestions(readModels) } };
  },
});
