/**
 * The base URL without trailing slashes. A loop rather than a regex: `/\/+$/` rescans a long run
 * of slashes from every position in it (quadratic), and a lookbehind would not parse in older
 * browsers.
 */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}
