// Prints what a person can quote from a saved real page, and its links and images: `node scripts/show-page.ts NAME [PATH]`.
import { attributeValues, quotableText, readSitePage, realPagesMissing } from '../test/support/real-pages.ts';

const missing = realPagesMissing();
if (missing) {
  console.log(`skipped: ${missing}`);
  process.exit(0);
}
const [site, page = 'index.html'] = process.argv.slice(2);
if (!site) {
  console.log('usage: node scripts/show-page.ts NAME [PATH]');
  process.exit(2);
}
const html = readSitePage(site, page);
console.log(quotableText(html));
console.log('\n--- attribute values (href, src, content) ---');
for (const v of attributeValues(html)) console.log(v);
