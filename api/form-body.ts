import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Why a form post's body was refused before any handler read it, and the part of the request at fault. */
export type FormRefusal = { status: 400 | 413 | 415; message: string; field: string };

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Whether the request carries a body at all (a length above zero, or chunks). */
const carriesBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A parser's refusal (too large, too many fields, a charset or encoding we do not read, a body cut short) as the form's. */
function refusalOf(error: unknown, limit: string): FormRefusal | null {
  const e = error && typeof error === 'object' ? (error as { type?: unknown; status?: unknown }) : {};
  if (e.type === 'entity.too.large') return { status: 413, field: 'body', message: `is larger than this form takes (${limit})` };
  if (e.type === 'parameters.too.many') return { status: 413, field: 'body', message: 'has more fields than this form takes' };
  if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported')
    return { status: 415, field: 'Content-Type', message: 'must be UTF-8 form data without a content encoding' };
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return { status: 400, field: 'body', message: 'could not be read as form data' };
  return null;
}

/**
 * The body of a form of ours, read once and always an object: no body at all is an empty form
 * (the handler's declared input then names what is missing), a body of any other type (JSON,
 * text, multipart with or without a boundary) is refused with 415 before a handler runs, and a
 * body the parser cannot take is refused with its 4xx. Express 5's own parser leaves `req.body`
 * undefined for a type it does not parse, which is how handlers reading `req.body.email` used
 * to answer 500; `refuse` says it the face's way (a page for a browser, a problem otherwise).
 */
export function formBody(limit: string, refuse: (req: Request, res: Response, refusal: FormRefusal) => unknown): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit, parameterLimit: 200 });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!carriesBody(req)) {
      req.body = {};
      return next();
    }
    if (req.is(FORM_TYPE) !== FORM_TYPE)
      return refuse(req, res, { status: 415, field: 'Content-Type', message: `must be ${FORM_TYPE}, as a browser sends a form` });
    parse(req, res, (error?: unknown) => {
      if (error) {
        const refusal = refusalOf(error, limit);
        return refusal ? refuse(req, res, refusal) : next(error);
      }
      req.body ??= {};
      next();
    });
  };
}
