const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe inside HTML or XML (SVG) element content and quoted attributes. Bidirectional
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069) are dropped: shown text must not be able
 * to reverse what surrounds it ("gnp.exe").
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
