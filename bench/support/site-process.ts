// The loopback site a bench's drafts crawl, in a process of its own: served from the bench's own process, every crawl would
// delay the load generator's next requests, and that delay would be counted as the service's.
import { ACME_PAGES, startTestSite } from '../../test/support/test-site.ts';

const site = await startTestSite({ ...ACME_PAGES });
process.send?.({ url: site.url, host: site.host });
process.on('disconnect', () => void site.close().then(() => process.exit(0)));
