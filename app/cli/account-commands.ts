import type { Container } from '../container.ts';
import { flags, required, UsageError } from './args.ts';

/** `users create` and `api-keys create`: for ops and automation. The key is printed alone on stdout, once. */
export async function accountCommand(c: Container, group: string, args: string[], out: (s: string) => void): Promise<void> {
  const [action, ...rest] = args;
  if (group === 'users' && action === 'create') {
    const { values } = flags(rest, { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, admin: { type: 'boolean' } });
    const password = required(values, 'password');
    if (password.length < 10) throw new UsageError('--password must be at least 10 characters');
    const accountId = c.secrets.newAccountId();
    await c.commands.signUp(
      {
        accountId,
        email: required(values, 'email'),
        name: typeof values.name === 'string' ? values.name : '',
        passwordHash: await c.secrets.hashPassword(password),
        role: values.admin ? 'admin' : 'user',
      },
      { actor: 'admin:cli' },
    );
    // The site team creating an account vouches for its address.
    await c.commands.confirmEmailByOperator({ accountId }, { actor: 'admin:cli' });
    out(accountId);
    return;
  }
  if (group === 'api-keys' && action === 'create') {
    const { values } = flags(rest, { email: { type: 'string' }, scopes: { type: 'string' }, name: { type: 'string' } });
    const account = await c.streams.accountByEmail(required(values, 'email'));
    if (!account) throw new UsageError(`no account with email ${values.email}`);
    const { key, prefix, keyId } = c.secrets.newApiKey();
    await c.commands.createApiKey(
      {
        accountId: account.accountId,
        keyId,
        name: typeof values.name === 'string' ? values.name : 'CLI key',
        scopes: required(values, 'scopes')
          .split(',')
          .map((s) => s.trim()),
        prefix,
        secretHash: c.secrets.digest(key),
      },
      { actor: 'admin:cli' },
    );
    out(key);
    return;
  }
  throw new UsageError(`unknown command: ${group} ${action ?? ''}`);
}
