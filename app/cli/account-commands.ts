import { accountByEmail, confirmEmailByOperator, createApiKey, signUp } from '../../commands/account/account-commands.ts';
import type { EventLog } from '../event-log.ts';
import { flags, required, UsageError } from './args.ts';

/**
 * `users create` and `api-keys create`: for ops and automation. The key is printed alone on stdout,
 * once. They write the account's stream and read nothing else, so they load only the account's commands.
 */
export async function accountCommand(log: EventLog, group: string, args: string[], out: (s: string) => void): Promise<void> {
  const { events: store, clock, secrets } = log;
  const [action, ...rest] = args;
  if (group === 'users' && action === 'create') {
    const { values } = flags(rest, { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, admin: { type: 'boolean' } });
    const password = required(values, 'password');
    if (password.length < 10) throw new UsageError('--password must be at least 10 characters');
    const accountId = secrets.newAccountId();
    await signUp({ store, clock })(
      {
        accountId,
        email: required(values, 'email'),
        name: typeof values.name === 'string' ? values.name : '',
        passwordHash: await secrets.hashPassword(password),
        role: values.admin ? 'admin' : 'user',
      },
      { actor: 'admin:cli' },
    );
    // The site team creating an account vouches for its address.
    await confirmEmailByOperator({ store, clock })({ accountId }, { actor: 'admin:cli' });
    out(accountId);
    return;
  }
  if (group === 'api-keys' && action === 'create') {
    const { values } = flags(rest, { email: { type: 'string' }, scopes: { type: 'string' }, name: { type: 'string' } });
    const account = await accountByEmail(store, required(values, 'email'));
    if (!account) throw new UsageError(`no account with email ${values.email}`);
    const { key, prefix, keyId } = secrets.newApiKey();
    await createApiKey({ store, clock })(
      {
        accountId: account.accountId,
        keyId,
        name: typeof values.name === 'string' ? values.name : 'CLI key',
        scopes: required(values, 'scopes')
          .split(',')
          .map((s) => s.trim()),
        prefix,
        secretHash: secrets.digest(key),
      },
      { actor: 'admin:cli' },
    );
    out(key);
    return;
  }
  throw new UsageError(`unknown command: ${group} ${action ?? ''}`);
}
