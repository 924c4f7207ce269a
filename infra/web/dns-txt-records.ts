import { Resolver } from 'node:dns/promises';
import type { TxtRecords } from '../../domain/ports/web-pages.ts';
import { SPECIAL_USE } from '../crawl/safe-fetch.ts';

/**
 * TXT records through Node's resolver: the system's DNS servers, or `DNS_SERVERS` (addresses,
 * `host` or `host:port`) when given, so verification can use a resolver the operator trusts.
 */
export function dnsTxtRecords(servers: string[], timeoutMs = 5000): TxtRecords {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return {
    async lookup(name) {
      // Special-use names have no public records: the public DNS is not asked (resolvers of DNS_SERVERS may know them).
      if (servers.length === 0 && SPECIAL_USE.test(name)) return { ok: true, records: [] };
      try {
        return { ok: true, records: (await resolver.resolveTxt(name)).map((chunks) => chunks.join('')) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENODATA' || code === 'ENOTFOUND') return { ok: true, records: [] };
        return { ok: false, reason: `the DNS lookup of ${name} failed (${code ?? (error as Error).message})` };
      }
    },
  };
}
