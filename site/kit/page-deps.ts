import type { Actions } from '../../api/actions/index.ts';
import type { ApiSettings } from '../../api/operation.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { CredentialUsage } from '../../domain/ports/credential-usage.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';

/** What the site's pages are made from: actions to write, read models to read, secrets, the clock and the settings. */
export type PageDeps = { actions: Actions; readModels: ReadModels; secrets: Secrets; usage: CredentialUsage; settings: ApiSettings; clock: Clock };
