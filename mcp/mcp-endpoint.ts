import { randomUUID } from 'node:crypto';
import { hostHeaderValidation, originValidation } from '@modelcontextprotocol/express';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { type AuthInfo, type CallToolResult, createMcpHandler, ProtocolError, ProtocolErrorCode, Server } from '@modelcontextprotocol/server';
import express, { type Request, type Response } from 'express';
import { challengeFor } from '../api/auth/challenge.ts';
import type { Principal } from '../api/auth/principal.ts';
import { operationSpec } from '../api/openapi-document.ts';
import type { Operation, OperationContext } from '../api/operation.ts';
import { fromDomainError, type Problem, problem } from '../api/problem.ts';
import { validateInput } from '../api/validation.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { toolDefinition } from './tool-definitions.ts';

/** A tool's arguments split back into the operation's path, query and body, as REST receives them. */
function splitArguments(op: Operation, args: Record<string, unknown>) {
  const spec = operationSpec(op.name);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  const where = new Map(spec.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => [p.name, p.in]));
  for (const [k, v] of Object.entries(args)) {
    if (where.get(k) === 'path') path[k] = typeof v === 'number' ? String(v) : v;
    else if (where.get(k) === 'query') query[k] = v;
    else body[k] = v;
  }
  const takesBody = Boolean(spec.requestBody?.content?.['application/json']);
  return { path, query, body: takesBody ? body : undefined, hasBody: takesBody && Object.keys(body).length > 0, stray: takesBody ? [] : Object.keys(body) };
}

const asError = (p: Problem): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${p.title}: ${p.detail ?? ''}` }],
  structuredContent: { ...p },
});

/** Runs one operation for a tool call: same validation, same handler, same JSON as REST. */
export async function callTool(op: Operation, args: Record<string, unknown>, ctx: OperationContext): Promise<CallToolResult> {
  const split = splitArguments(op, args);
  if (split.stray.length)
    return asError(
      problem(
        400,
        `unknown argument ${split.stray.join(', ')}`,
        split.stray.map((field) => ({ field, message: 'is not an allowed property' })),
      ),
    );
  const checked = validateInput(op.name, split);
  if (!checked.ok) return asError(problem(400, `invalid ${checked.issues.map((i) => i.field).join(', ')}`, checked.issues));
  try {
    op.observe?.(Object.fromEntries(Object.entries(checked.input.path).map(([k, v]) => [k, String(v)])), ctx);
    const result = await op.run(checked.input, ctx);
    const body = result.body && typeof result.body === 'object' && !Array.isArray(result.body) ? { ...result.body } : { result: result.body };
    return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
  } catch (error) {
    if (error instanceof DomainError) return asError(fromDomainError(error));
    throw error;
  }
}

type Who = { principal: Principal | null; rejected?: string };

/** The HTTP-level challenge for a tools/call the caller may not make (or for a credential that failed). */
function challengeForMessages(body: unknown, ops: Map<string, Operation>, who: Who, metadata: string) {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  for (const m of messages) {
    if (!m || typeof m !== 'object' || !('method' in m) || m.method !== 'tools/call') continue;
    const name = 'params' in m && m.params && typeof m.params === 'object' && 'name' in m.params ? String(m.params.name) : '';
    const op = ops.get(name);
    if (!op) continue;
    const challenge = challengeFor(op.access, who, metadata, op.name);
    if (challenge) return challenge;
  }
  return challengeFor('public', who, metadata, 'this call');
}

export type McpEndpointDeps = {
  operations: Operation[];
  context: (req: Request) => OperationContext;
  resourceMetadataUrl: string;
  allowedHosts: string[];
  version: string;
};

/**
 * The MCP server at /mcp (Streamable HTTP): every implemented operation is a tool of the same
 * name, for the 2026-07-28 protocol and the initialize-based 2025 revisions. A protected tool
 * called without a credential gets the HTTP 401 challenge naming the protected resource
 * metadata; with one lacking the scope, 403 `insufficient_scope`. An unknown tool is a
 * JSON-RPC error (-32602), as the specification asks.
 */
export function mcpEndpoint(deps: McpEndpointDeps) {
  const byName = new Map<string, Operation>(deps.operations.map((o) => [o.name, o]));
  const tools = deps.operations.map(toolDefinition);
  // Each HTTP request's operation context, found by the token its AuthInfo carries.
  const contexts = new Map<string, OperationContext>();

  const factory = ({ authInfo }: { authInfo?: AuthInfo }) => {
    const ctx = authInfo ? contexts.get(authInfo.token) : undefined;
    const server = new Server(
      { name: 'launch-directory', version: deps.version },
      {
        capabilities: { tools: {} },
        instructions:
          'Launch Directory: search and read product listings, launches, boards, founders and the blog; with a token, submit and manage your own listings.',
      },
    );
    server.setRequestHandler('tools/list', async () => ({ tools }));
    server.setRequestHandler('tools/call', async (request) => {
      const op = byName.get(request.params.name);
      if (!op) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
      if (!ctx) throw new ProtocolError(ProtocolErrorCode.InternalError, 'no request context');
      return callTool(op, request.params.arguments ?? {}, ctx);
    });
    return server;
  };
  const handler = createMcpHandler(factory, { legacy: 'stateless' });
  const serve = toNodeHandler(handler);

  const router = express.Router();
  router.use(hostHeaderValidation(deps.allowedHosts), originValidation(deps.allowedHosts));
  router.all('/', async (req: Request & { auth?: AuthInfo }, res: Response) => {
    const ctx = deps.context(req);
    const challenge = challengeForMessages(req.body, byName, { principal: ctx.principal, rejected: req.credentialRejected }, deps.resourceMetadataUrl);
    if (challenge) {
      res.setHeader('WWW-Authenticate', challenge.wwwAuthenticate);
      const id = req.body && typeof req.body === 'object' && 'id' in req.body ? req.body.id : null;
      return res.status(challenge.status).json({ jsonrpc: '2.0', id, error: { code: -32001, message: challenge.detail } });
    }
    const token = randomUUID();
    contexts.set(token, ctx);
    res.once('close', () => contexts.delete(token));
    req.auth = {
      token,
      clientId: ctx.principal?.credential.id ?? 'anonymous',
      scopes: ctx.principal?.scopes ?? [],
      resourceMetadataUrl: deps.resourceMetadataUrl,
    };
    await serve(req, res, req.body);
  });
  return { router, close: () => handler.close() };
}
