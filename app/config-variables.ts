/**
 * Every environment variable `launchdir serve` reads, with its default and what it does in a line:
 * what `launchdir serve --help` prints (README.md's configuration table says more). A test keeps
 * this list and app/config.ts in step.
 */
export const CONFIG_VARIABLES: [name: string, fallback: string, what: string][] = [
  ['PORT', '3000', 'where the API listens'],
  ['HOST', '127.0.0.1', 'the address it listens on (0.0.0.0 in containers)'],
  ['PUBLIC_URL', 'http://localhost:$PORT', 'the base of links the service gives out'],
  ['DATA_DIR', './data', 'embedded stores, job bus, mail outbox and keys; one `serve` at a time'],
  ['SEED_DEMO', 'true', 'seed the demo directory into an empty store'],
  ['SECRET_KEY', 'made once in DATA_DIR', 'derives mailed links’ tokens; the same in every process of a deployment'],
  ['EVENTSTORE_URL', '–', 'KurrentDB / EventStoreDB for events'],
  ['EVENTSTORE_SYNC', 'full', 'embedded event store and job bus: full fsyncs each commit, normal survives a process crash only'],
  ['MONGODB_URL', '–', 'MongoDB for the read models'],
  ['ELASTICSEARCH_URL', '–', 'Elasticsearch for search'],
  ['POSTGRES_URL', '–', 'PostgreSQL for events, read models and search'],
  ['POSTGRES_PORTS', 'all three', 'which of events, readmodels, search live on PostgreSQL'],
  ['POSTGRES_POOL_SIZE', '4', 'connections per port and process'],
  ['NATS_URL', '–', 'NATS JetStream for jobs'],
  ['SMTP_URL', '–', 'SMTP for mail (otherwise the outbox in DATA_DIR)'],
  ['MAIL_FROM', 'Launch Directory <no-reply@launch-directory.invalid>', 'the sender of every mail'],
  ['OPENAI_API_KEY', '–', 'draft with an OpenAI-compatible model (otherwise the evidence extractor)'],
  ['OPENAI_BASE_URL', 'https://api.openai.com/v1', 'any OpenAI-compatible API'],
  ['OPENAI_MODEL', 'gpt-4o-mini', 'the model asked to draft'],
  ['CRAWL_ALLOW_HOSTS', '–', 'private hosts the crawler, badge checker and claim verifier may read'],
  ['CRAWL_TIMEOUT_MS', '10000', 'how long the crawler, badge checker, claim verifier and logo fetcher wait for a site to answer'],
  ['DNS_SERVERS', 'the system’s', 'resolvers for claim TXT lookups'],
  ['STRIPE_SECRET_KEY', '–', 'Stripe Checkout for payments (otherwise the labelled test page)'],
  ['STRIPE_WEBHOOK_SECRET', '–', 'signing secret of /webhooks/stripe'],
  ['STRIPE_API_URL', 'Stripe’s', 'another address for the Stripe API'],
  ['VIES_URL', '–', 'the EU VIES REST API for VAT numbers'],
  ['PROJECTIONS', 'all', 'what this process projects: all, none, or names'],
  ['WORKERS', 'true', 'whether serve also runs the job workers'],
  ['WORKER_PROCESS', 'true', 'run those workers in a supervised child process'],
  ['PROJECTION_THREAD', 'true', 'apply projections in a worker thread'],
  ['ADMIN_TOKEN', '–', 'bearer token (24+ characters) for the admin API and console'],
  ['SITE_KEY', 'main', 'this directory’s key among its sister sites'],
  ['SISTER_SITES', '–', 'the other directories of the network, key=url,...'],
  ['NETWORK_SECRET', '–', 'shared by sister sites to sign edits'],
  ['RATE_LIMIT_PER_MINUTE', '600', 'API, MCP and form posts: per credential, else per client address (0: off)'],
  ['RATE_LIMIT_BURST', '120', 'the burst of that limit'],
  ['PAGE_RATE_LIMIT_PER_MINUTE', '6000', 'anonymous reads of pages, assets and badges, per client address (0: off)'],
  ['PAGE_RATE_LIMIT_BURST', '600', 'the burst of that limit'],
  ['TRUST_PROXY', 'off', 'the proxies in front (addresses, CIDR ranges, loopback, or a hop count) whose X-Forwarded-For names the client'],
  ['VOTE_LIMIT_PER_ACCOUNT', '60', 'votes an hour per account (0: off)'],
  ['VOTE_LIMIT_PER_ADDRESS', '300', 'votes an hour per address (0: off)'],
  ['COMMENT_LIMIT_PER_ACCOUNT', '20', 'comments and replies an hour per account (0: off)'],
  ['COMMENT_LIMIT_PER_ADDRESS', '100', 'comments and replies an hour per address (0: off)'],
  ['COUNT_TRAFFIC', 'true', "count listings' views, badge impressions, outbound clicks and badge referrals (false: count nothing)"],
  ['VIEWS_FLUSH_MS', '10000', 'how often counted traffic is written to the log'],
  [
    'WEBHOOK_RETRY_BASE_MS',
    '5000',
    'the first wait before a failed webhook delivery is tried again (each next one is 4 times longer, at most 10 h, for up to 3 days)',
  ],
  ['READ_YOUR_WRITES_TIMEOUT_MS', '3000', 'how long a command waits for the read models to show its write'],
  ['READMODELS_CACHE_MB', '32 (workers 2)', "the embedded read models' SQLite page cache per connection"],
  ['LOG_LEVEL', 'info', 'pino level; on a terminal the routine lines (each projection taking its lease, each job) show from debug'],
  ['METRICS_TOKEN', '–', 'bearer token for GET /metrics (otherwise loopback callers only)'],
  ['METRICS_PORT', '0', 'projector and worker serve /healthz, /readyz and /metrics on this port'],
  ['READY_MAX_LAG', '1000', '/readyz answers 503 while a projection is this many events behind'],
  ['VALIDATE_RESPONSES', 'false', 'check every API and MCP answer against the contract (the tests do)'],
];

/** The variables as `launchdir serve --help` prints them. */
export const variablesHelp = () => {
  const width = Math.max(...CONFIG_VARIABLES.map(([name]) => name.length));
  return CONFIG_VARIABLES.map(([name, fallback, what]) => `  ${name.padEnd(width)}  ${what} (default: ${fallback})`).join('\n');
};
