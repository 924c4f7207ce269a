import { Readable } from 'node:stream';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { hostHeaderValidation, originValidation } from '@modelcontextprotocol/express';
import { Server, createMcpHandler, type AuthInfo } from '@modelcontextprotocol/server';
import { operationSpec } from '../api/openapi-document.ts';
import type { Operation, OperationContext } from '../api/operation.ts';
import { fromDomainError, problem, type Problem } from '../api/problem.ts';
import type { Principal } from '../api/auth/principal.ts';
import { validateInput } from '../api/validation.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { toolDefinition } from './tool-definitions.ts';

type ToolResult = { content: { type: 'text'; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

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

const asError = (p: Problem): ToolResult => ({ isError: true, content: [{ type: 'text', text: `${p.title}: ${p.detail ?? ''}` }], structuredContent: p as unknown as Record<string, unknown> });

/** Runs one operation for a tool call: same validation, same handler, same JSON as REST. */
export async function callTool(op: Operation, args: Record<string, unknown>, ctx: OperationContext): Promise<ToolResult> {
  const split = splitArguments(op, args);
  if (split.stray.length) return asError(problem(400, `unknown argument ${split.stray.join(', ')}`, split.stray.map((field) => ({ field, message: 'is not an allowed property' }))));
  const checked = validateInput(op.name, split);
  if (!checked.ok) return asError(problem(400, `invalid ${checked.issues.map((i) => i.field).join(', ')}`, checked.issues));
  try {
    const result = await op.run(checked.input, ctx);
    const body = (result.body ?? {}) as Record<string, unknown>;
    return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
  } catch (error) {
    if (error instanceof DomainError) return asError(fromDomainError(error));
    throw error;
  }
}

/**
 * The MCP server at /mcp (Streamable HTTP): every implemented operation is a tool of the same
 * name, for the 2026-07-28 protocol and the initialize-based 2025 revisions. A protected tool
 * called without a credential gets the HTTP 401 challenge naming the protected resource
 * metadata; with one lacking the scope, 403 `insufficient_scope`.
 */
export function mcpEndpoint(deps: {
  operations: Operation[];
  context: (req: ExpressRequest) => OperationContext;
  resourceMetadataUrl: string;
  allowedHosts: string[];
  version: string;
}) {
  const byName = new Map(deps.operations.map((o) => [o.name, o]));
  const tools = deps.operations.map(toolDefinition);

  const factory = ({ authInfo }: { authInfo?: AuthInfo }) => {
    const ctx = authInfo?.extra?.context as OperationContext;
    const server = new Server({ name: 'launch-directory', version: deps.version }, { capabilities: { tools: {} }, instructions: 'Launch Directory: search and read product listings, launches, boards, founders and the blog; with a token, submit and manage your own listings.' });
    server.setRequestHandler('tools/list', async () => ({ tools }) as never);
    server.setRequestHandler('tools/call', async (request) => {
      const op = byName.get(request.params.name);
      if (!op) return asError(problem(404, `no tool ${request.params.name}`)) as never;
      return callTool(op, (request.params.arguments ?? {}) as Record<string, unknown>, ctx) as never;
    });
    return server;
  };
  const handler = createMcpHandler(factory as never, { legacy: 'stateless' });

  const router = express.Router();
  router.use(hostHeaderValidation(deps.allowedHosts), originValidation(deps.allowedHosts));
  router.all('/', async (req: ExpressRequest, res: ExpressResponse) => {
    const ctx = deps.context(req);
    const challenge = authorizationChallenge(req.body, byName, ctx.principal, req.credentialRejected, deps.resourceMetadataUrl);
    if (challenge) {
      res.setHeader('WWW-Authenticate', challenge.header);
      return res.status(challenge.status).type('application/json').send(JSON.stringify({ jsonrpc: '2.0', id: (req.body as { id?: unknown })?.id ?? null, error: { code: -32001, message: challenge.message } }));
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const url = `http://${req.headers.host ?? 'localhost'}${req.originalUrl}`;
    const request = new Request(url, { method: req.method, headers, body: ['GET', 'HEAD', 'DELETE'].includes(req.method) || req.body === undefined ? undefined : JSON.stringify(req.body) });
    const authInfo: AuthInfo = {
      token: ctx.principal?.credential.id ?? 'anonymous',
      clientId: ctx.principal?.credential.id ?? 'anonymous',
      scopes: ctx.principal?.scopes ?? [],
      resourceMetadataUrl: deps.resourceMetadataUrl,
      extra: { context: ctx },
    };
    const response = await handler.fetch(request, { authInfo, parsedBody: req.body });
    res.status(response.status);
    response.headers.forEach((value, key) => res.setHeader(key, value));
    if (!response.body) return res.end();
    Readable.fromWeb(response.body as never).pipe(res);
  });
  return { router, close: () => handler.close() };
}

/** The HTTP-level answer to a tools/call that needs a credential or scope the caller lacks. */
function authorizationChallenge(body: unknown, ops: Map<string, Operation>, principal: Principal | null, rejected: string | undefined, metadata: string) {
  const messages = Array.isArray(body) ? body : [body];
  for (const m of messages as { method?: string; params?: { name?: string } }[]) {
    if (m?.method !== 'tools/call') continue;
    const op = ops.get(String(m.params?.name));
    if (!op || op.access === 'public') continue;
    if (!principal)
      return { status: 401, header: `Bearer resource_metadata="${metadata}", scope="${op.access}"${rejected ? ', error="invalid_token"' : ''}`, message: `${op.name} needs the ${op.access} scope: sign in` };
    if (!principal.scopes.includes(op.access))
      return { status: 403, header: `Bearer error="insufficient_scope", scope="${op.access}", resource_metadata="${metadata}"`, message: `${op.name} needs the ${op.access} scope` };
  }
  if (rejected) return { status: 401, header: `Bearer resource_metadata="${metadata}", error="invalid_token"`, message: rejected };
  return null;
}
