import type { Container } from '../../app/container.ts';
import { PATIENCE_MS } from './until.ts';

/**
 * An account for `who` (made once) and a fresh API key for it with the given scopes, ready to use:
 * what a person would do on the account pages, done through the same commands.
 */
export async function apiKeyFor(c: Container, who: string, scopes: string[]): Promise<{ key: string; accountId: string }> {
  const email = `${who}@example.test`;
  let account = await c.streams.accountByEmail(email);
  if (!account) {
    const accountId = c.secrets.newAccountId();
    await c.commands.signUp(
      { accountId, email, name: who, passwordHash: await c.secrets.hashPassword('irrelevant-password'), role: 'user' },
      { actor: 'test' },
    );
    account = await c.streams.accountByEmail(email);
    if (!account) throw new Error(`could not make an account for ${who}`);
  }
  const k = c.secrets.newApiKey();
  const made = await c.commands.createApiKey(
    { accountId: account.accountId, keyId: k.keyId, name: who, scopes, prefix: k.prefix, secretHash: c.secrets.digest(k.key) },
    { actor: 'test' },
  );
  await c.readModels.waitFor(made.position, PATIENCE_MS);
  return { key: k.key, accountId: account.accountId };
}
