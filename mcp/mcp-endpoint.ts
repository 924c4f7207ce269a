import { hostHeaderValidation, originValidation } from '@modelcontextprotocol/express';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { type AuthInfo, type CallToolResult, createMcpHandler, McpServer, ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import express, { type Request, type Response } from 'express';
import { challengeFor } from '../api/auth/challenge.ts';
import type { Principal } from '../api/auth/principal.ts';
import type { Operation, OperationContext } from '../api/operation.ts';
import { fromDomainError, type Problem } from '../api/problem.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { toolDefinition } from './tool-definitions.ts';
import { type CheckedArguments, inputSchemaOf, outputSchemaOf } from './tool-schemas.ts';

const asError = (p: Problem): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${p.title}: ${p.detail ?? ''}` }],
  structuredContent: { ...p },
});

/** Runs one operation for a tool call: the contract's validation, the same handler, the same JSON as REST. */
async function runTool(op: Operation, checked: CheckedArguments, ctx: OperationContext): Promise<CallToolResult> {
  if (!checked.ok) return asError(checked.problem);
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

/** The operation context of the HTTP request a call came in, as the route put it in the transport's auth info. */
function contextOf(authInfo: AuthInfo | undefined): OperationContext {
  const context = authInfo?.extra?.[CONTEXT];
  if (!context) throw new ProtocolError(ProtocolErrorCode.InternalError, 'no request context');
  return context as OperationContext;
}

const CONTEXT = 'operationContext';

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
  // Made once: every request's server registers the same tools, each with its contract's schemas.
  const tools = deps.operations.map((op) => {
    const { description, annotations } = toolDefinition(op);
    return { op, config: { description, annotations, inputSchema: inputSchemaOf(op), outputSchema: outputSchemaOf(op) } };
  });

  const factory = () => {
    const server = new McpServer(
      { name: 'launch-directory', version: deps.version },
      {
        // The tools are the operation table's, fixed for the life of the process: no list changes to announce.
        capabilities: { tools: { listChanged: false } },
        instructions:
          'Launch Directory: search and read product listings, launches, boards, founders and the blog; with a token, submit and manage your own listings.',
      },
    );
    for (const { op, config } of tools) server.registerTool(op.name, config, (checked, ctx) => runTool(op, checked, contextOf(ctx.http?.authInfo)));
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
    // The caller, and the rest of what the operations need of this request, reach the tools as the transport's auth info.
    req.auth = {
      token: ctx.principal?.credential.id ?? 'anonymous',
      clientId: ctx.principal?.credential.id ?? 'anonymous',
      scopes: ctx.principal?.scopes ?? [],
      resourceMetadataUrl: deps.resourceMetadataUrl,
      extra: { [CONTEXT]: ctx },
    };
    await serve(req, res, req.body);
  });
  return { router, close: () => handler.close() };
}
