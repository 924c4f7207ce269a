import type { Request, Response } from 'express';
import { type FormRefusal, formBody } from '../../api/form-body.ts';
import { problem, sendProblem } from '../../api/problem.ts';
import { html } from './html.ts';
import type { PageRenderer } from './render.ts';

const TITLES: Record<FormRefusal['status'], string> = { 400: 'This form could not be read', 413: 'This form is too large', 415: 'This is not a form' };

/**
 * The body parser of every form of the site: `formBody` with its refusals said as a page of the
 * site for a browser (naming the part at fault) and as problem+json for anything else.
 */
export function siteFormBody(render: PageRenderer) {
  const refuse = (req: Request, res: Response, r: FormRefusal) => {
    if (req.accepts(['application/problem+json', 'html']) !== 'html')
      return sendProblem(res, problem(r.status, `${r.field} ${r.message}`, [{ field: r.field, message: r.message }]));
    res.setHeader('Cache-Control', 'no-store');
    return render.send(
      req,
      res,
      { title: TITLES[r.status], noindex: true, status: r.status },
      html`<h1>${TITLES[r.status]}</h1><p class="error" role="alert"><code>${r.field}</code> ${r.message}.</p><p>Go back to the form and send it again.</p>`,
    );
  };
  return (limit: string) => formBody(limit, refuse);
}
