import type { Request, Response, Router } from 'express';
import type { Operation, OperationContext } from './operation.ts';
import { problem, sendProblem } from './problem.ts';
import { validateInput } from './validation.ts';

export const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** Mounts each operation as a route: validate against the contract, run, answer JSON. */
export function mountOperations(router: Router, operations: Operation[], context: (req: Request) => OperationContext) {
  for (const op of operations) {
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](expressPath(op.path), async (req: Request, res: Response) => {
      const checked = validateInput(op.name, {
        path: req.params as Record<string, unknown>,
        query: req.query as Record<string, unknown>,
        body: req.body,
        hasBody: req.body !== undefined,
      });
      if (!checked.ok) {
        const fields = checked.issues.map((i) => i.field).join(', ');
        return sendProblem(res, problem(400, `invalid ${fields}`, checked.issues));
      }
      const result = await op.run(checked.input, context(req));
      for (const [k, v] of Object.entries(result.headers ?? {})) res.setHeader(k, v);
      res.status(result.status ?? 200).json(result.body);
    });
  }
}
