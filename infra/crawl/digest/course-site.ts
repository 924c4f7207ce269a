import type { PageLine } from '../../../domain/draft/page.ts';

/** A class's syllabus, as its site's menu names it; menus built as one run of words ("Course OverviewSyllabusGlossary") hold it too. */
const SYLLABUS = /syllab(us|i)|sylabus|lehrplan|ementa do curso|programa (del|do) curso/i;
/** A school term: "Fall 2019", "Spring 2021", "Wintersemester 2020", "Semestre 1 2019". */
const TERM = /\b(fall|spring|summer|winter|autumn|wintersemester|sommersemester|semestre|semester|trimester|quarter)\s+(?:\d\s+)?(?:19|20)\d{2}\b/i;
/** A course's code opening its title: "17-313: …", "61D: …", "CS 104 – …", "IST 263, …". */
const COURSE_CODE = /^\s*(?:[A-Z]{2,5}\s?)?\d{2,4}(?:-\d{3})?[A-Z]?\s*[:,|–—-]\s/;
/** The other sections only a class's site has: its office hours, assignments, lectures, staff, grading, readings. */
const CLASS_SECTION =
  /\b(office hours|assignments?|homeworks?|problem sets?|lectures?|lecture notes|course staff|teaching assistants|grading|readings|exams?|midterms?|recitations?|labs)\b/i;

/**
 * A class's own site: its menu links a syllabus, and its title opens with the course's code, a school term is named at its
 * top, or its menu links another of a class's sections (office hours, assignments, lectures). Teaching, not a product.
 */
export function courseSite(title: string, lines: PageLine[]): boolean {
  const top = lines.filter((l) => l.area === 'nav' || l.area === 'header' || l.area === 'aside');
  if (!top.some((l) => SYLLABUS.test(l.text))) return false;
  return COURSE_CODE.test(title) || TERM.test(title) || top.some((l) => TERM.test(l.text) || (l.text.length <= 40 && CLASS_SECTION.test(l.text)));
}
