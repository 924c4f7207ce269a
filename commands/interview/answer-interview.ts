import { evolveQuestions, INTERVIEW_QUESTIONS_STREAM, initialQuestions } from '../../domain/catalog/decide.ts';
import * as interview from '../../domain/interview/interview.ts';
import { evolveInterview, initialInterview, interviewStream } from '../../domain/interview/interview.ts';
import { command } from '../command.ts';

export const answerInterview = command({
  stream: (c: { accountId: string }) => interviewStream(c.accountId),
  initial: initialInterview,
  evolve: evolveInterview,
  decide: async (c: { accountId: string; answers: { questionId: number; answer: string }[] }, state, { load }) => {
    const questions = await load(INTERVIEW_QUESTIONS_STREAM, initialQuestions, evolveQuestions);
    return interview.answerInterview(c, state, new Set(questions.byId.keys()));
  },
});
