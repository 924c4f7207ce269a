import type { FieldIssue } from '../../domain/shared/errors.ts';
import type { Access } from '../operation.ts';
import type { Principal } from './principal.ts';

/** The answer to a caller who may not run an operation: its status, WWW-Authenticate header and why. */
export type Challenge = { status: 401 | 403; wwwAuthenticate: string; detail: string; errors?: FieldIssue[] };

/**
 * 401 without a (valid) credential, 403 without the scope (RFC 6750 and RFC 9728: the header names
 * the protected resource metadata). A credential that was sent must be good, even on a public
 * operation. The same answer for REST and MCP.
 */
export function challengeFor(
  access: Access,
  who: { principal: Principal | null; rejected?: string },
  resourceMetadataUrl: string,
  name: string,
): Challenge | null {
  const metadata = `resource_metadata="${resourceMetadataUrl}"`;
  if (who.rejected) {
    const scope = access === 'public' ? '' : `, scope="${access}"`;
    return { status: 401, wwwAuthenticate: `Bearer ${metadata}, error="invalid_token"${scope}`, detail: who.rejected };
  }
  if (access === 'public') return null;
  if (!who.principal) return { status: 401, wwwAuthenticate: `Bearer ${metadata}, scope="${access}"`, detail: `sign in: ${name} needs the ${access} scope` };
  if (!who.principal.scopes.includes(access))
    return {
      status: 403,
      wwwAuthenticate: `Bearer error="insufficient_scope", scope="${access}", ${metadata}`,
      detail: `${name} needs the ${access} scope, which the credential does not carry`,
      errors: [{ field: 'scope', message: `${access} is required` }],
    };
  return null;
}
