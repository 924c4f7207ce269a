import { isIP } from 'node:net';
import path from 'node:path';

/** Settings from the environment, checked once at start; a bad value stops the start naming the variable. */
export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  eventstoreUrl: string | null;
  eventstoreSync: 'full' | 'normal';
  mongodbUrl: string | null;
  elasticsearchUrl: string | null;
  /** PostgreSQL, and which ports live there (`events`, `readmodels`, `search`; all three unless POSTGRES_PORTS names some). */
  postgres: { url: string; ports: PostgresPort[]; poolSize: number } | null;
  natsUrl: string | null;
  smtpUrl: string | null;
  /** Hosts the crawler may read even though they are private or local (tests, staging). */
  crawlAllowHosts: string[];
  /** How long the crawler, badge checker, claim verifier and logo fetcher wait for a site to answer. */
  crawlTimeoutMs: number;
  /** Resolvers for claim DNS checks (empty: the system's). */
  dnsServers: string[];
  openai: { apiKey: string; baseUrl: string; model: string } | null;
  mailFrom: string;
  /** Projections this process runs: all, none, or a list of names. */
  projections: 'all' | 'none' | string[];
  readYourWritesTimeoutMs: number;
  /** The embedded read models' page cache a connection, in MB; null: the process's own default (32, the workers 2). */
  readModelsCacheMb: number | null;
  /** Whether `serve` also runs the job workers (off when they run as their own processes). */
  workers: boolean;
  /** Whether `launchdir serve` runs those workers in a child process of its own, off the loop that answers requests (else in-process). */
  workerProcess: boolean;
  /** Whether `serve` applies its projections in a worker thread, off the loop that answers requests (else on it). */
  projectionThread: boolean;
  adminToken: string | null;
  /** Derives the tokens of mailed links; every process of one deployment needs the same (otherwise one is kept in DATA_DIR). */
  secretKey: string | null;
  /** This site's key in its network of sister directories, the sisters' keys and addresses, and the secret they share. */
  network: { siteKey: string; sisters: { key: string; url: string }[]; secret: string | null };
  /** Stripe, when set (otherwise the service's own test checkout); `apiUrl` points the SDK elsewhere (a local fake). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /** The EU's VIES REST API for VAT numbers (unset: format and check digits only). */
  viesUrl: string | null;
  /** Whether listings' traffic (views, badge impressions, outbound clicks, badge referrals) is counted at all. */
  countTraffic: boolean;
  /** How often counted traffic is written to the log, one event per listing and kind. */
  viewsFlushMs: number;
  /** The first wait before a failed webhook delivery is tried again; each next wait is four times longer. */
  webhookRetryBaseMs: number;
  /** Votes one account, and one address, may cast an hour on the site; 0 turns that limit off. */
  voteLimits: { perAccount: number; perAddress: number };
  /** Comments an hour per account and per address (0: no limit). */
  commentLimits: { perAccount: number; perAddress: number };
  /** Requests a caller may make a minute, and in one burst; 0 turns the limit off. */
  rateLimitPerMinute: number;
  rateLimitBurst: number;
  /** Anonymous reads of the site's pages, assets and badges: their own, much higher limit per client address. */
  pageRateLimitPerMinute: number;
  pageRateLimitBurst: number;
  /** Which proxies' X-Forwarded-For to believe (Express's `trust proxy`): false, a hop count, or addresses and ranges. */
  trustProxy: false | number | string;
  /** Bearer token for `GET /metrics`; unset, the metrics answer loopback callers only. */
  metricsToken: string | null;
  /** `projector` and `worker` processes serve /healthz, /readyz and /metrics on this port (0: they don't). */
  metricsPort: number;
  /** `/readyz` answers 503 while a projection is more than this many events behind the log. */
  readyMaxLag: number;
  /** Every API and MCP answer checked against schemas/openapi.yaml; a mismatch answers 500 (the tests run with it). */
  validateResponses: boolean;
};

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`);
  return n;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or `false` believes no forwarded header (the client is the socket's peer); a
 * number trusts that many hops; otherwise addresses, CIDR ranges and `loopback`/`linklocal`/
 * `uniquelocal`, comma-separated, as Express's `trust proxy` takes them. `true` (anyone) is refused:
 * it lets every client choose its own address, and with it its own rate limit.
 */
function trustProxy(env: Env): false | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') throw new ConfigError('TRUST_PROXY', 'name the proxies (addresses, ranges, loopback) or a hop count; true would trust any client');
  for (const entry of raw.split(',').map((e) => e.trim())) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (!PROXY_NAMES.has(entry) && (family === 0 || !validPrefix || extra !== undefined))
      throw new ConfigError('TRUST_PROXY', `${entry} is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`);
  }
  return raw;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

function url(env: Env, name: string, schemes: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  for (const part of raw.split(',')) {
    let parsed: URL;
    try {
      parsed = new URL(part.trim());
    } catch {
      throw new ConfigError(name, `must be a URL, got "${raw}"`);
    }
    if (!schemes.includes(parsed.protocol.replace(/:$/, ''))) throw new ConfigError(name, `must use ${schemes.join(' or ')}, got ${parsed.protocol}`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!values.includes(raw as T)) throw new ConfigError(name, `must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** `STRIPE_SECRET_KEY` with its `STRIPE_WEBHOOK_SECRET` (both, or neither). */
function stripeOf(env: Env): Config['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey))
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be a Stripe secret or restricted key (sk_test_..., sk_live_...)');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret?.startsWith('whsec_'))
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required with STRIPE_SECRET_KEY: the signing secret of the webhook endpoint (whsec_...)');
  return { secretKey, webhookSecret, apiUrl: url(env, 'STRIPE_API_URL', ['http', 'https']) };
}

/** `DNS_SERVERS=1.1.1.1,[2606:4700::1111]:53,127.0.0.1:5353`: addresses, each with an optional port. */
function dnsServers(env: Env): string[] {
  const raw = env.DNS_SERVERS?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const s = entry.trim();
    const m = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(s) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(s);
    const address = m?.[1] ?? s;
    const port = m?.[2] ? Number(m[2]) : 53;
    if (!isIP(address) || port < 1 || port > 65535)
      throw new ConfigError('DNS_SERVERS', `each entry is an IP address with an optional port (1.1.1.1, [::1]:53); got "${s}"`);
    return s;
  });
}

/** `SISTER_SITES=key=https://url,other=https://url`: the other directories of this site's network. */
function sisterSites(env: Env): { key: string; url: string }[] {
  const raw = env.SISTER_SITES?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const [key, ...rest] = entry.trim().split('=');
    const address = rest.join('=');
    if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(key ?? ''))
      throw new ConfigError('SISTER_SITES', `each entry is key=url with a key of lowercase letters, digits or hyphens; got "${entry}"`);
    let parsed: URL;
    try {
      parsed = new URL(address);
    } catch {
      throw new ConfigError('SISTER_SITES', `${key}: "${address}" is not a URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError('SISTER_SITES', `${key}: must be an http(s) URL`);
    return { key, url: parsed.href.replace(/\/+$/, '') };
  });
}

function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN || null;
  if (token !== null && token.length < 24) throw new ConfigError('METRICS_TOKEN', 'must be at least 24 characters');
  return token;
}

export const POSTGRES_PORTS = ['events', 'readmodels', 'search'] as const;
export type PostgresPort = (typeof POSTGRES_PORTS)[number];

/** Each port on one store: PostgreSQL for a port whose card URL (EVENTSTORE_URL, ...) is also set is a mistake, said so. */
function postgresOf(env: Env): Config['postgres'] {
  const address = url(env, 'POSTGRES_URL', ['postgres', 'postgresql']);
  const listed = env.POSTGRES_PORTS?.trim();
  if (!address) {
    if (listed) throw new ConfigError('POSTGRES_PORTS', 'needs POSTGRES_URL');
    return null;
  }
  const ports = listed ? listed.split(',').map((p) => p.trim()) : [...POSTGRES_PORTS];
  for (const p of ports)
    if (!(POSTGRES_PORTS as readonly string[]).includes(p)) throw new ConfigError('POSTGRES_PORTS', `"${p}" is not one of ${POSTGRES_PORTS.join(', ')}`);
  const clash = { events: 'EVENTSTORE_URL', readmodels: 'MONGODB_URL', search: 'ELASTICSEARCH_URL' } as const;
  for (const p of ports as PostgresPort[])
    if (env[clash[p]]) throw new ConfigError('POSTGRES_PORTS', `${p} cannot be on both PostgreSQL and ${clash[p]}; leave one out`);
  // Connections per port and process: serve (with its projection thread and worker child) holds three sets.
  return { url: address, ports: ports as PostgresPort[], poolSize: int(env, 'POSTGRES_POOL_SIZE', 4, 1, 100) };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const publicUrl = url(env, 'PUBLIC_URL', ['http', 'https']) ?? `http://localhost:${port}`;
  const projectionsRaw = env.PROJECTIONS?.trim() || 'all';
  const projections = projectionsRaw === 'all' || projectionsRaw === 'none' ? projectionsRaw : projectionsRaw.split(',').map((s) => s.trim());
  const adminToken = env.ADMIN_TOKEN || null;
  if (adminToken !== null && adminToken.length < 24) throw new ConfigError('ADMIN_TOKEN', 'must be at least 24 characters');
  const secretKey = env.SECRET_KEY || null;
  if (secretKey !== null && secretKey.length < 32) throw new ConfigError('SECRET_KEY', 'must be at least 32 characters');
  const siteKey = env.SITE_KEY?.trim() || 'main';
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(siteKey)) throw new ConfigError('SITE_KEY', `must be 1 to 40 lowercase letters, digits or hyphens, got "${siteKey}"`);
  const sisters = sisterSites(env);
  const networkSecret = env.NETWORK_SECRET || null;
  if (sisters.length && (!networkSecret || networkSecret.length < 32))
    throw new ConfigError('NETWORK_SECRET', 'sister sites need a shared secret of at least 32 characters');
  return {
    port,
    host,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    seedDemo: bool(env, 'SEED_DEMO', true),
    eventstoreUrl: url(env, 'EVENTSTORE_URL', ['kurrentdb', 'kurrentdb+discover', 'esdb', 'esdb+discover', 'kdb', 'kdb+discover']),
    eventstoreSync: oneOf(env, 'EVENTSTORE_SYNC', ['full', 'normal'] as const, 'full'),
    mongodbUrl: url(env, 'MONGODB_URL', ['mongodb', 'mongodb+srv']),
    elasticsearchUrl: url(env, 'ELASTICSEARCH_URL', ['http', 'https']),
    postgres: postgresOf(env),
    natsUrl: url(env, 'NATS_URL', ['nats', 'tls', 'ws', 'wss']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps']),
    dnsServers: dnsServers(env),
    crawlAllowHosts: (env.CRAWL_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: (url(env, 'OPENAI_BASE_URL', ['http', 'https']) ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
          model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini',
        }
      : null,
    mailFrom: env.MAIL_FROM?.trim() || 'Launch Directory <no-reply@launch-directory.invalid>',
    projections,
    readYourWritesTimeoutMs: int(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 3000, 0, 60_000),
    readModelsCacheMb: env.READMODELS_CACHE_MB === undefined || env.READMODELS_CACHE_MB === '' ? null : int(env, 'READMODELS_CACHE_MB', 32, 1, 4096),
    workers: bool(env, 'WORKERS', true),
    workerProcess: bool(env, 'WORKER_PROCESS', true),
    projectionThread: bool(env, 'PROJECTION_THREAD', true),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 600, 0, 100_000_000),
    rateLimitBurst: int(env, 'RATE_LIMIT_BURST', 120, 1, 100_000_000),
    pageRateLimitPerMinute: int(env, 'PAGE_RATE_LIMIT_PER_MINUTE', 6000, 0, 100_000_000),
    pageRateLimitBurst: int(env, 'PAGE_RATE_LIMIT_BURST', 600, 1, 100_000_000),
    trustProxy: trustProxy(env),
    adminToken,
    secretKey,
    network: { siteKey, sisters: sisters.filter((s) => s.key !== siteKey), secret: networkSecret },
    stripe: stripeOf(env),
    viesUrl: url(env, 'VIES_URL', ['http', 'https']),
    countTraffic: bool(env, 'COUNT_TRAFFIC', true),
    viewsFlushMs: int(env, 'VIEWS_FLUSH_MS', 10_000, 100, 3_600_000),
    crawlTimeoutMs: int(env, 'CRAWL_TIMEOUT_MS', 10_000, 1_000, 600_000),
    webhookRetryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 5_000, 100, 3_600_000),
    metricsToken: metricsToken(env),
    metricsPort: int(env, 'METRICS_PORT', 0, 0, 65535),
    readyMaxLag: int(env, 'READY_MAX_LAG', 1000, 0, 100_000_000),
    validateResponses: bool(env, 'VALIDATE_RESPONSES', false),
    voteLimits: {
      perAccount: int(env, 'VOTE_LIMIT_PER_ACCOUNT', 60, 0, 100_000_000),
      perAddress: int(env, 'VOTE_LIMIT_PER_ADDRESS', 300, 0, 100_000_000),
    },
    commentLimits: {
      perAccount: int(env, 'COMMENT_LIMIT_PER_ACCOUNT', 20, 0, 100_000_000),
      perAddress: int(env, 'COMMENT_LIMIT_PER_ADDRESS', 100, 0, 100_000_000),
    },
  };
}
