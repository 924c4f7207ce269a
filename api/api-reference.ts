import { escapeMarkup as e } from '../domain/shared/escape-markup.ts';
import { deref, type OpenApiDocument } from './openapi-document.ts';

// biome-ignore lint/suspicious/noExplicitAny: walks the parsed OpenAPI document, whose shape is the YAML's own
type Json = Record<string, any>;

function constraint(schema: Json | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type) parts.push(type);
  if (schema.enum) parts.push(`one of ${schema.enum.join(', ')}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.maxLength !== undefined) parts.push(`max ${schema.maxLength} chars`);
  if (schema.maxItems !== undefined) parts.push(`max ${schema.maxItems} items`);
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.format) parts.push(schema.format);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join('; ');
}

function access(op: Json): string {
  const scopes = new Set<string>();
  let isPublic = false;
  for (const req of op.security ?? []) {
    if (Object.keys(req).length === 0) isPublic = true;
    for (const s of Object.values(req) as string[][]) for (const scope of s) scopes.add(scope);
  }
  return isPublic ? 'public' : [...scopes].join(', ');
}

function bodyTable(schema: Json | undefined): string {
  if (!schema?.properties) return '';
  const required = new Set<string>(schema.required ?? []);
  const rows = Object.entries(schema.properties as Record<string, Json>)
    .map(
      ([name, s]) =>
        `<tr><td><code>${e(name)}</code>${required.has(name) ? ' <b>required</b>' : ''}</td><td>${e(constraint(s))}</td><td>${e(s.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<h4>Body (JSON)${schema.additionalProperties === false ? ', no other properties' : ''}</h4><table><tr><th>Property</th><th>Constraint</th><th>Meaning</th></tr>${rows}</table>`;
}

/** A readable API reference, rendered once from the contract; works without JavaScript. */
export function apiReferencePage(doc: OpenApiDocument, base: string): string {
  const resolved = deref(doc, doc) as Json;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(resolved.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      const params = (op.parameters ?? []) as Json[];
      const paramRows = params
        .map(
          (p) =>
            `<tr><td><code>${e(p.name)}</code> (${e(p.in)})${p.required ? ' <b>required</b>' : ''}</td><td>${e(constraint(p.schema))}</td><td>${e(p.description ?? '')}</td></tr>`,
        )
        .join('');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const html = `<section id="${e(op.operationId)}"><h3><span class="m">${e(method.toUpperCase())}</span> <code>/api/v1${e(path)}</code></h3>
<p><b>${e(op.summary ?? '')}</b></p>${op.description ? `<p>${e(op.description)}</p>` : ''}
<p>MCP tool <code>${e(op.operationId)}</code> · access: <code>${e(access(op))}</code> · answers ${Object.keys(op.responses ?? {})
        .map((c) => `<code>${e(c)}</code>`)
        .join(' ')}</p>
${paramRows ? `<h4>Parameters</h4><table><tr><th>Name</th><th>Constraint</th><th>Meaning</th></tr>${paramRows}</table>` : ''}${bodyTable(body)}</section>`;
      const tag = (op.tags?.[0] as string) ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<li><a href="#tag-${e(t)}">${e(t)}</a></li>`).join('');
  const sections = [...byTag].map(([t, ops]) => `<h2 id="tag-${e(t)}">${e(t)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(resolved.info.title)} reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}code{background:#f3f4f6;padding:0 .2rem}.m{background:#111;color:#fff;padding:0 .4rem;border-radius:3px;font-size:.8em}section{border-top:1px solid #eee;padding-top:.5rem}</style></head>
<body><h1>${e(resolved.info.title)} <small>${e(resolved.info.version)}</small></h1><p>${e(resolved.info.summary ?? '')}</p>
<p>Base URL <code>${e(base)}/api/v1</code> · contract <a href="${e(base)}/api/v1/openapi.yaml">openapi.yaml</a>, <a href="${e(base)}/api/v1/openapi.json">openapi.json</a> · MCP server <code>${e(base)}/mcp</code></p>
<p>${e(resolved.info.description ?? '')}</p><ul>${toc}</ul>${sections}</body></html>`;
}
