import type { Request, Response } from 'express';
import { html, type SafeHtml } from '../kit/html.ts';
import { markdown } from '../kit/markdown.ts';
import type { PageRenderer } from '../kit/render.ts';
import { type Contract, jsonSchemaOf, type Operation, operationsOf, resolved, type Schema } from './contract.ts';
import { exampleValue } from './example-value.ts';
import { parameterRow, schemaAnchor, schemaView, typeOf } from './schema-view.ts';

export const operationAnchor = (operationId: string) => `op-${operationId}`;
const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Who may call it: anyone, or a bearer credential with one of these scopes. */
function access(op: Schema): string {
  const requirements = (op.security ?? []) as Record<string, string[]>[];
  if (requirements.some((r) => Object.keys(r).length === 0)) return 'public (a credential is optional)';
  const scopes = [...new Set(requirements.flatMap((r) => Object.values(r).flat()))];
  return `Authorization: Bearer with scope ${scopes.join(' or ')}`;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The request a reader could send: curl with the path's parameters filled, and the example body. */
function exampleRequest(contract: Contract, base: string, { method, path, op }: Operation, body: unknown): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = ((op.parameters ?? []) as Schema[]).map((p) => resolved(contract, p)).find((p) => p.name === name && p.in === 'path');
    return encodeURIComponent(String(exampleValue(contract, param?.schema, name)));
  });
  const lines = [`curl${method === 'GET' ? '' : ` -X ${method}`} ${base}/api/v1${filled}`];
  if (access(op).startsWith('Authorization')) lines.push('  -H "Authorization: Bearer $KEY"');
  if (body !== undefined) lines.push(`  -H 'content-type: application/json' -d '${pretty(body).replaceAll("'", "'\\''")}'`);
  return lines.join(' \\\n');
}

function operationSection(contract: Contract, base: string, operation: Operation): SafeHtml {
  const { method, path, op } = operation;
  const parameters = ((op.parameters ?? []) as Schema[]).filter(
    (p) => resolved(contract, p).in !== 'header' || resolved(contract, p).name === 'Idempotency-Key',
  );
  const bodySchema = jsonSchemaOf(contract, op.requestBody);
  const body = bodySchema ? exampleValue(contract, bodySchema) : undefined;
  const responses = Object.entries((op.responses ?? {}) as Record<string, Schema>);
  const success = responses.find(([status]) => status.startsWith('2'));
  const successSchema = success ? jsonSchemaOf(contract, success[1]) : null;
  return html`<section class="operation" id="${operationAnchor(op.operationId)}" aria-labelledby="${operationAnchor(op.operationId)}-h">
<h3 id="${operationAnchor(op.operationId)}-h"><span class="method">${method}</span> <code>/api/v1${path}</code></h3>
<p class="summary">${op.summary ?? ''}</p>
${op.description ? markdown(op.description, 3) : ''}
<dl class="facts"><dt>MCP tool</dt><dd><code>${op.operationId}</code></dd><dt>Access</dt><dd>${access(op)}</dd></dl>
${
  parameters.length
    ? html`<h4>Parameters</h4><table class="schema"><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${parameters.map(
        (p) => parameterRow(contract, p),
      )}</tbody></table>`
    : ''
}
${bodySchema ? html`<h4>Request body (JSON${resolved(contract, op.requestBody).required ? ', required' : ''})</h4>${schemaView(contract, bodySchema)}` : ''}
<h4>Example request</h4><pre><code>${exampleRequest(contract, base, operation, body)}</code></pre>
<h4>Responses</h4><table class="responses"><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead><tbody>${responses.map(
    ([status, r]) => {
      const response = resolved(contract, r);
      const schema = jsonSchemaOf(contract, r);
      return html`<tr><th scope="row">${status}</th><td>${response.description ? markdown(response.description, 4) : ''}${
        schema && !status.startsWith('2') ? html`<p>Body: ${typeOf(contract, schema)}</p>` : ''
      }</td></tr>`;
    },
  )}</tbody></table>
${success && successSchema ? html`<h4>Response ${success[0]} body</h4>${schemaView(contract, successSchema)}<h4>Example response</h4><pre><code>${pretty(exampleValue(contract, successSchema))}</code></pre>` : ''}
</section>`;
}

/** The body of the reference: the contract's introduction, a contents list, every operation by tag, then every named schema. */
export function apiReference(contract: Contract, base: string): SafeHtml {
  const operations = operationsOf(contract);
  const tagNames = [...new Set([...(contract.tags ?? []).map((t) => t.name), ...operations.map((o) => (o.op.tags?.[0] as string) ?? 'Other')])];
  const byTag = tagNames
    .map((name) => ({
      name,
      description: contract.tags?.find((t) => t.name === name)?.description,
      operations: operations.filter((o) => ((o.op.tags?.[0] as string) ?? 'Other') === name),
    }))
    .filter((t) => t.operations.length > 0);
  const schemas = Object.entries((contract.components.schemas ?? {}) as Record<string, Schema>);
  return html`<article class="reference">
<h1>${contract.info.title} <small>${contract.info.version}</small></h1>
${contract.info.summary ? html`<p class="lead">${contract.info.summary}</p>` : ''}
<p>Base URL <code>${base}/api/v1</code>. The contract itself: <a href="/api/v1/openapi.yaml">openapi.yaml</a>, <a href="/api/v1/openapi.json">openapi.json</a>. MCP server: <code>${base}/mcp</code>.</p>
${contract.info.description ? markdown(contract.info.description, 1) : ''}
<nav aria-labelledby="contents-h"><h2 id="contents-h">Contents</h2><ul class="contents">${byTag.map(
    (t) =>
      html`<li><a href="#${tagAnchor(t.name)}">${t.name}</a><ul>${t.operations.map(
        (o) =>
          html`<li><a href="#${operationAnchor(o.op.operationId)}"><code>${o.op.operationId}</code></a> <span class="hint">${o.method} /api/v1${o.path}</span></li>`,
      )}</ul></li>`,
  )}<li><a href="#schemas">Schemas</a></li></ul></nav>
${byTag.map(
  (t) =>
    html`<section class="tag" aria-labelledby="${tagAnchor(t.name)}"><h2 id="${tagAnchor(t.name)}">${t.name}</h2>${t.description ? markdown(t.description, 2) : ''}${t.operations.map((o) => operationSection(contract, base, o))}</section>`,
)}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas.map(
    ([name, schema]) => html`<section class="named-schema" id="${schemaAnchor(name)}"><h3><code>${name}</code></h3>${schemaView(contract, schema)}</section>`,
  )}</section>
</article>`;
}

/**
 * `/api/v1/docs`: the reference in the site's layout, made once from the contract (the contract
 * does not change while the process runs), readable without JavaScript.
 */
export function apiReferencePage(deps: { render: PageRenderer; contract: Contract; publicUrl: string }) {
  let body: SafeHtml | null = null;
  return async (req: Request, res: Response) => {
    body ??= apiReference(deps.contract, deps.publicUrl);
    await deps.render.send(
      req,
      res,
      {
        title: `${deps.contract.info.title} reference`,
        description: `Every operation of the ${deps.contract.info.title}: parameters, request and response schemas, examples.`,
        path: '/api/v1/docs',
      },
      body,
    );
  };
}
