/**
 * A value made at its first use, once: an adapter whose module is imported only when a process first reaches outside through
 * it. A projector, a CLI command or a test's service that never reads a web page does not load the HTTP client, the HTML
 * parsers and the VAT library behind these (about 350 modules of a projection thread's 900).
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
