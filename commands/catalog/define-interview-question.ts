import { defineInterviewQuestion as decide, evolveQuestions, initialQuestions } from '../../domain/catalog/decide.ts';
import { command } from '../command.ts';

export const defineInterviewQuestion = command({
  stream: () => 'catalog-interview-questions',
  initial: initialQuestions,
  evolve: evolveQuestions,
  decide: (c: { id?: number; text: string; position?: number }, state) => decide(c, state),
});
