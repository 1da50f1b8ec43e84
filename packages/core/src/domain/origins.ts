// Browser origins a public key may be used from. An origin is exactly scheme://host[:port], as a
// browser sends it in the Origin header: no path, no wildcard. Matching is exact after the same
// normalisation (lower-case scheme and host, default ports dropped), so "https://Shop.example:443"
// and "https://shop.example" are one origin.

/** The origin as browsers send it, or an error message saying what is wrong with `text`. */
export function parseOrigin(text: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { error: `"${text}" is not an origin: expected scheme://host[:port], e.g. https://shop.example` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { error: `"${text}": an origin must be http:// or https://` };
  if (/[*%]/.test(url.hostname)) return { error: `"${text}": an origin names one host (no wildcards)` };
  if (url.username || url.password) return { error: `"${text}": an origin carries no user name or password` };
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash) {
    return { error: `"${text}": an origin has no path, query or fragment (scheme://host[:port] only)` };
  }
  return { origin: url.origin };
}

/** Whether a request's Origin header names one of a key's origins (both normalised). */
export function originAllowed(allowed: readonly string[], requestOrigin: string | undefined): boolean {
  if (!requestOrigin || allowed.length === 0) return false;
  const parsed = parseOrigin(requestOrigin);
  return "origin" in parsed && allowed.includes(parsed.origin);
}
