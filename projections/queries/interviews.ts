import type { ReadModels } from '../engine/read-models.ts';
import type { InterviewDoc } from '../interviews.ts';
import type { ListingDoc } from '../listing-doc.ts';

type QuestionDoc = { id: string; question_id: number; question: string; position: number };

/** An account's interview answers, in the order of the questions. */
export async function interviewOf(rm: ReadModels, accountId: string) {
  const [doc, questions] = await Promise.all([
    (async () => (await rm.collection<InterviewDoc>('interview_answers')).get(accountId))(),
    (async () => (await rm.collection<QuestionDoc>('interview_questions')).find({ sort: [['position', 'asc']] }))(),
  ]);
  const answers = doc?.answers ?? {};
  return questions.items.flatMap((q) =>
    answers[String(q.question_id)] ? [{ question_id: q.question_id, question: q.question, answer: answers[String(q.question_id)] }] : [],
  );
}

/** The interview answers of a listing's owners, each with the founder entry it belongs to when the listing names one. */
export async function interviewOfOwners(rm: ReadModels, d: Pick<ListingDoc, 'owner_ids' | 'founders'>) {
  const all = await Promise.all(
    (d.owner_ids ?? []).map(async (accountId) => {
      const founder = (d.founders ?? []).find((f) => f.accountId === accountId)?.name ?? null;
      return (await interviewOf(rm, accountId)).map((a) => ({ ...a, founder }));
    }),
  );
  return all.flat();
}
