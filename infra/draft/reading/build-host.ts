/** A machine's own or a local network's address, as a site generator writes it while building ("http://localhost:4000/", "http://10.0.0.13:4000/"). */
const LOCAL_HOST =
  /^(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|\[::1\]|[\w-]+\.(local|localhost|lan|internal))$/i;

/**
 * Whether an absolute address points at the machine the site was built on, not at the site: a build's leftover (an og:image,
 * a structured-data logo on "http://localhost:4000/…"). Nobody else can load it, so it is no value for the site's profile; a
 * site that is itself served from such an address keeps its own.
 */
export function onBuildHost(url: string, siteUrl: string): boolean {
  if (!URL.canParse(url) || !URL.canParse(siteUrl)) return false;
  const host = new URL(url).hostname;
  return LOCAL_HOST.test(host) && host !== new URL(siteUrl).hostname;
}
