import { DomainError } from '../../domain/shared/errors.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import type { Container } from '../container.ts';
import { UsageError } from './args.ts';

const USAGE = `launchdir — Launch Directory service

  launchdir serve                         run the API (and projections, unless PROJECTIONS=none; workers unless WORKERS=false)
  launchdir seed --demo                   append the demo directory to an empty store
  launchdir projector <name>... | all     run only these projections, reactors and process managers (no HTTP)
  launchdir worker                        run only the job workers (crawl and draft, mail, badge checks, network delivery, launch scheduler, week closer)
  launchdir projections list              each one's kind, generation, checkpoint and lag
  launchdir projections rebuild <name>... replay the log into a fresh copy of each read model, then swap them in

Catalog commands change only the fields given; a new record needs its required fields:
  launchdir site set [--name N] [--purpose P] [--free-min-weeks 6] [--free-max-weeks 8] [--free-weekly-capacity 10]
                    [--paid-weekly-capacity 20] [--featured-weekly-capacity 4] [--seller-country DE]
  launchdir categories define <slug> [--name N] [--description D] [--parent P | --no-parent] [--faq "q|a"]... [--attribute a]...
  launchdir products define <id> [--name N] [--price-cents C] [--needs-listing | --no-listing] [--description D]
  launchdir interview-questions add "text" [--position N] | set --id N "text"
  launchdir blog publish <slug> [--title T] [--file post.md] [--author A] [--summary S] [--tag t]... [--faq "q|a"]...

Auditing (replays the event store, never a read model):
  launchdir history <slug|listing_id> [--as-of <time>] [--json]   every version with actor, time, cause and field diff
  launchdir leaderboards <board> [--week YYYY-Www] [--as-of <time>] [--json]   a board replayed from the log into a scratch model

Third-party figures:
  launchdir domain-ratings import <file.csv> --source <provider> [--measured-on YYYY-MM-DD] [--dry-run]
                    a CSV export (domain or url, rating 0-100, optional date) onto the listings of those domains

Accounts:
  launchdir users create --email E --password P [--name N] [--admin]      (prints the account id)
  launchdir api-keys create --email E --scopes account:read,listings:write [--name N]   (prints the key, once)

Configuration comes from the environment: "launchdir serve --help" lists every variable, README.md says more.`;

const out = (s: string) => process.stdout.write(`${s}\n`);

/** Decisions name fields as the events do; the CLI's reader knows them as flags. */
const FLAGS: Record<string, string> = {
  freeQueueMinWeeks: '--free-min-weeks',
  freeWeeklyCapacity: '--free-weekly-capacity',
  paidWeeklyCapacity: '--paid-weekly-capacity',
  featuredWeeklyCapacity: '--featured-weekly-capacity',
  sellerCountry: '--seller-country',
  freeQueueMaxWeeks: '--free-max-weeks',
  priceCents: '--price-cents',
  needsListing: '--needs-listing',
  publishedAt: '--published-at',
  markdown: '--file',
};
const inFlagNames = (message: string) =>
  message.replace(
    /\b(freeQueueMinWeeks|freeQueueMaxWeeks|freeWeeklyCapacity|paidWeeklyCapacity|featuredWeeklyCapacity|sellerCountry|priceCents|needsListing|publishedAt|markdown)\b/g,
    (f) => FLAGS[f] ?? f,
  );

type Command = (config: Config, args: string[], name: string) => Promise<number>;

/**
 * Each command's code, loaded only when that command runs: `users create` or `history` need the
 * event store and a few decisions, not the server, its read models, MCP, OAuth and the site
 * (loading all of it took seconds before any command did anything).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./serve-command.ts')).serveCommand,
  projector: async () => (await import('./process-commands.ts')).projectorCommand,
  worker: async () => (await import('./process-commands.ts')).workerCommand,
  seed: async () => {
    const { seedCommand } = await import('./seed-command.ts');
    return (config, args) => seedCommand(config, args, out);
  },
  projections: async () => {
    const { projectionsCommand } = await import('./projections-command.ts');
    return (config, args) => projectionsCommand(config, args, out);
  },
  history: async () => {
    const [{ withEventLog }, { historyCommand }] = await Promise.all([import('../event-log.ts'), import('./history-command.ts')]);
    return (config, args) => withEventLog(config, (log) => historyCommand(log, args, out));
  },
  users: accountCommands,
  'api-keys': accountCommands,
  leaderboards: withWholeContainer(async () => (await import('./leaderboards-command.ts')).leaderboardsCommand),
  'domain-ratings': withWholeContainer(async () => (await import('./domain-ratings-command.ts')).domainRatingsCommand),
  ...Object.fromEntries(
    ['site', 'categories', 'products', 'interview-questions', 'blog'].map((group) => [
      group,
      withWholeContainer(async () => {
        const { catalogCommand } = await import('./catalog-commands.ts');
        return async (c, args, _out, name) => {
          await catalogCommand(c, name, args, _out);
          return 0;
        };
      }),
    ]),
  ),
};

async function accountCommands(): Promise<Command> {
  const [{ withEventLog }, { accountCommand }] = await Promise.all([import('../event-log.ts'), import('./account-commands.ts')]);
  return (config, args, name) =>
    withEventLog(config, async (log) => {
      await accountCommand(log, name, args, out);
      return 0;
    });
}

type ContainerCommand = (c: Container, args: string[], out: (s: string) => void, name: string) => Promise<number>;

/** A command that reads the read side too (boards replayed into a scratch model, catalog records, ratings onto listings). */
function withWholeContainer(load: () => Promise<ContainerCommand>): () => Promise<Command> {
  return async () => {
    const [{ withContainer }, command] = await Promise.all([import('./with-container.ts'), load()]);
    return (config, args, name) => withContainer(config, (c) => command(c, args, out, name));
  };
}

export async function main(argv: string[]): Promise<number> {
  // `launchdir` alone, or `launchdir <command> --help`, is what a newcomer types first: it answers the usage.
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || argv.includes('--help') || argv.includes('-h')) {
    if (command !== 'serve') {
      out(USAGE);
      return 0;
    }
    const { variablesHelp } = await import('../config-variables.ts');
    out(`${USAGE}\n\nlaunchdir serve reads these variables:\n${variablesHelp()}`);
    return 0;
  }
  const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!load) throw new UsageError(`unknown command "${command}"\n\n${USAGE}`);
  const config = loadConfig();
  return (await load())(config, args, command);
}

export async function run(argv: string[]): Promise<void> {
  try {
    process.exitCode = await main(argv);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`launchdir: configuration error: ${error.message}\n`);
      process.exitCode = 2;
    } else if (error instanceof UsageError) {
      process.stderr.write(`launchdir: ${error.message}\n`);
      process.exitCode = 64;
    } else if (error instanceof DomainError) {
      process.stderr.write(`launchdir: ${inFlagNames(error.message)}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`launchdir: ${(error as Error).stack ?? error}\n`);
      process.exitCode = 1;
    }
  }
}
