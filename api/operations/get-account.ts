import { caller, operation } from '../operation.ts';

export const getAccount = operation({
  name: 'get_account',
  method: 'GET',
  path: '/me',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run(_input, ctx) {
    const p = caller(ctx);
    return {
      body: {
        id: p.accountId,
        email: p.email,
        name: p.name || null,
        role: p.role,
        scopes: p.scopes,
        credential: { kind: p.credential.kind, id: p.credential.id, expires_at: p.credential.expiresAt },
      },
    };
  },
});
