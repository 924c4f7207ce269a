/**
 * A value made at its first use, once: an adapter or endpoint whose module is imported only when a process first needs it.
 * A projector, a CLI command or a test's service that never reads a web page, signs nobody in through OAuth or is never asked
 * over MCP does not load the modules behind these. `made` answers the value if it was made, without making it (to close it).
 */
export function onFirstUse<T>(make: () => Promise<T>): (() => Promise<T>) & { made(): Promise<T> | undefined } {
  let made: Promise<T> | undefined;
  const use = () => {
    made ??= make();
    return made;
  };
  return Object.assign(use, { made: () => made });
}
