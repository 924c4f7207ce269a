import { XMLBuilder } from 'fast-xml-parser';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', suppressEmptyNode: true });

/**
 * An XML document (sitemaps, feeds) from plain objects: `@name` keys are attributes, `#text` an
 * element's text next to attributes, arrays repeat an element. Every text and attribute is escaped
 * by the library, so nothing people wrote can close an element.
 */
export const xmlDocument = (root: Record<string, unknown>) => builder.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, ...root }) as string;
