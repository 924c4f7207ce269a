import { DomainError, type FieldIssue } from '../shared/errors.ts';

/** A founder's answers to the site's interview questions: one stream per account. */
export type InterviewEvent = { type: 'InterviewAnswered'; data: { accountId: string; answers: { questionId: number; answer: string | null }[] } };

export type Interview = { answers: Map<number, string> };
export const initialInterview = (): Interview => ({ answers: new Map() });
export function evolveInterview(state: Interview, e: InterviewEvent): Interview {
  const answers = new Map(state.answers);
  for (const a of e.data.answers) {
    if (a.answer === null) answers.delete(a.questionId);
    else answers.set(a.questionId, a.answer);
  }
  return { answers };
}
export const interviewStream = (accountId: string) => `interview-${accountId}`;

/**
 * Answers to questions of the site's list; an unknown question is refused by its place in the
 * call. An empty answer withdraws the answer given before. Only what changes is recorded.
 */
export function answerInterview(
  cmd: { accountId: string; answers: { questionId: number; answer: string }[] },
  state: Interview,
  known: Set<number>,
): InterviewEvent[] {
  const issues: FieldIssue[] = [];
  const changed = new Map<number, string | null>();
  cmd.answers.forEach((a, i) => {
    if (!known.has(a.questionId)) issues.push({ field: `answers[${i}].question_id`, message: `there is no interview question ${a.questionId}` });
    const answer = a.answer.trim() || null;
    if ((state.answers.get(a.questionId) ?? null) !== answer) changed.set(a.questionId, answer);
    else changed.delete(a.questionId);
  });
  if (issues.length) throw new DomainError('invalid', issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues);
  if (changed.size === 0) return [];
  return [{ type: 'InterviewAnswered', data: { accountId: cmd.accountId, answers: [...changed].map(([questionId, answer]) => ({ questionId, answer })) } }];
}
