/** The host that identifies a website, whatever form of its URL is given. */
export function websiteDomain(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  if (trimmed.length === 0) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
  let host: string;
  try {
    host = new URL(withScheme).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '').replace(/^www\d*\./, '');
  return host.length > 0 && host.includes('.') ? host : null;
}
