import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { DomainError } from '../domain/shared/errors.ts';
import type { Operation, OperationName, OperationTable } from './operation.ts';
import { fromDomainError } from './problem.ts';
import { ContractViolation, describeViolations, responseViolations } from './response-contract.ts';

/**
 * Every answer of an operation checked against the contract before it leaves: status, and body
 * with nothing the schema does not name. An answer that does not match is replaced by a 500
 * problem naming the operation, the status and the JSON path, and logged — so a test that meets
 * one fails. On in tests (VALIDATE_RESPONSES), off by default in production, where it costs time.
 */
export function responseCheck(logger: Logger) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const operation = res.locals.operation as string | undefined;
      const chunk = args[0];
      if (!operation || typeof chunk === 'function') return end(...args);
      const text = chunk === undefined || chunk === null ? '' : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: checked as the text it is.
      }
      const sent = Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
      const found = responseViolations(operation, res.statusCode, body, sent);
      if (found.length === 0) return end(...args);
      logger.error({ violations: found }, `answer of ${operation} does not match the contract`);
      const problem = JSON.stringify({
        type: '/problems/contract-violation',
        title: 'The answer does not match the contract',
        status: 500,
        detail: describeViolations(found),
      });
      res.statusCode = 500;
      res.removeHeader('ETag');
      res.setHeader('Content-Type', 'application/problem+json');
      res.setHeader('Content-Length', Buffer.byteLength(problem));
      return end(problem);
    }) as Response['end'];
    next();
  };
}

/** One operation with its answers checked against the contract; a refusal is checked as the problem it becomes. */
function checked<N extends OperationName>(op: Operation<N>): Operation<N> {
  return {
    ...op,
    async run(input, ctx) {
      try {
        const result = await op.run(input, ctx);
        const found = responseViolations(op.name, result.status ?? 200, result.body);
        if (found.length) throw new ContractViolation(found);
        return result;
      } catch (error) {
        if (error instanceof DomainError) {
          const p = fromDomainError(error);
          const found = responseViolations(op.name, p.status, p);
          if (found.length) throw new ContractViolation(found);
        }
        throw error;
      }
    },
  };
}

/** The operation table with each answer checked against the contract: what MCP and the site call (REST is checked on the wire). */
export function contractChecked(table: OperationTable): OperationTable {
  // Each entry keeps its own name and types: the table is rebuilt key by key from itself.
  return Object.fromEntries(Object.entries(table).map(([name, op]) => [name, checked(op)])) as OperationTable;
}
