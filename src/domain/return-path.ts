/** Any origin works: only whether the address stays on it matters. */
const BASE = 'https://return-path.invalid';

/**
 * The path of this site that an address given as "where to go next" (a sign-in page's returnUrl, a
 * sign-out link's) leads to, or null when it could lead anywhere else. The address is parsed as a
 * browser would resolve it; what is kept is the parsed path, query and fragment, and only when that
 * itself is a plain path: `/.//evil.example` parses to `//evil.example`, which a browser would take
 * for another site, so it is refused rather than passed on.
 */
export function sameOriginPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
