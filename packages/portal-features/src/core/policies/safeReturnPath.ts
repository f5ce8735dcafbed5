/**
 * A post-login return path is honoured only when it stays inside the portal: it starts with one '/',
 * not '//' or '/\' (which browsers read as another host), and has no scheme or control characters.
 * Anything else gives null, and the caller goes to the role home.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  let path = candidate;
  try {
    // A value taken from the query string may arrive encoded once more.
    if (/%2f|%5c/i.test(path.slice(0, 6))) path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters and whitespace (a tab or newline inside '/\t/evil.com' is dropped by URL parsers).
  for (const char of path) {
    if (char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f) return null;
  }
  const resolved = new URL(path, 'https://portal.invalid');
  if (resolved.origin !== 'https://portal.invalid') return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
