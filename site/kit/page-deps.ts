import type { ApiSettings } from '../../api/operation.ts';
import type { Commands } from '../../commands/index.ts';
import type { CredentialUsage } from '../../domain/ports/credential-usage.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';

/** What the site's pages are made from: commands to write, read models to read, secrets, and the settings. */
export type PageDeps = { commands: Commands; readModels: ReadModels; secrets: Secrets; usage: CredentialUsage; settings: ApiSettings };
