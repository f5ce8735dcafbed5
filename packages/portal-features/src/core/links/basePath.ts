/** '' or '/painel' from whatever the host wrote ('/painel/', 'painel', '/'). */
export function normalizeBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** A portal path ('/login') as the browser sees it under the host's base path ('/painel/login'). */
export function toHostPath(basePath: string, path: string): string {
  if (basePath === '') return path;
  return path === '/' ? basePath : `${basePath}${path}`;
}

/** The browser's pathname as a portal path; null when it is outside the portal. */
export function toPortalPath(basePath: string, pathname: string): string | null {
  if (basePath === '') return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
}
