/**
 * Where to go after signing in (docs/product/accounts.md#returning-after-sign-in): a path of ours,
 * carried as `?next=` on /signin and /signup. Anything that could leave the site is refused.
 */

export const RETURN_PATH_MAX = 2048;

/** Pages that make no sense to come back to after signing in, and the sign-in machinery itself. */
const NOT_A_DESTINATION = /^\/(?:signin|signup|auth|api\/auth)(?:[/?#]|$)/i;

/**
 * Control characters (URL parsers drop tabs and newlines, so '/\t/x' becomes '//x') and, unless
 * allowed, whitespace.
 */
function hasControlOrSpace(value: string, allowSpaces: boolean): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if (!allowSpaces && (/\s/u.test(char) || code === 0xfeff)) return true;
  }
  return false;
}

/**
 * A root-relative path: one leading '/', then not '/' or '\' (which browsers read as '//', the start of
 * another host), and no backslash anywhere.
 */
function isRootRelative(value: string, allowSpaces: boolean): boolean {
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\' || value.includes('\\')) return false;
  return !hasControlOrSpace(value, allowSpaces);
}

/**
 * `raw` if it is one of our own paths ('/profile?tab=data', '/api/user/data-exports/…/download'),
 * else null. Refused: absolute URLs and schemes ('https://…', 'javascript:…'), '//host' and '/\host',
 * backslashes, whitespace and control characters, and the same tricks percent-encoded once or more
 * ('/%2F%2Fhost', '/%5Chost', '/%09/host'); also /signin, /signup and the auth endpoints.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX) return null;
  if (!isRootRelative(raw, false) || NOT_A_DESTINATION.test(raw)) return null;
  // Whatever a proxy, a server or a later decode makes of it must still be ours.
  let current = raw;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A lone '%' ('?q=100%'): nothing decodes it further, and every layer so far was checked.
      return raw;
    }
    if (decoded === current) return raw;
    if (!isRootRelative(decoded, true) || NOT_A_DESTINATION.test(decoded)) return null;
    current = decoded;
  }
  // Still changing after five decodes: nobody links like that.
  return null;
}

/** A path served by the server itself (a download), which needs a full page load, not the router. */
export function isServerPath(path: string): boolean {
  return /^\/api\//.test(path);
}

/** The sign-in page that comes back to `target` afterwards; plain /signin when `target` is not ours. */
export function signInPathFor(target: string): string {
  return withReturnPath('/signin', target);
}

/** `page` ('/signin', '/signup', '/auth/google') carrying `?next=target` when the target is ours. */
export function withReturnPath(page: string, target: string | null | undefined): string {
  const next = safeReturnPath(target);
  return next && next !== '/' ? `${page}?next=${encodeURIComponent(next)}` : page;
}
