import { OWN_KEY_MARK, type PortalStorage } from '../storage/portalStorage';

/**
 * Whether an error is a page's code that did not arrive: after a deploy, a tab opened before it asks for files
 * that no longer exist (Chromium, Firefox and Safari each word it differently), or the network dropped.
 */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload|ChunkLoadError|Loading (CSS )?chunk/i.test(
    message,
  );
}

/** Where the portal notes which address it reloaded to recover (the portal's storage: the host's prefix). */
export const RELOAD_KEY = `${OWN_KEY_MARK}reloaded-for`;
/** A reload asked for this long ago that failed again means the new version cannot load either. */
const RELOAD_WINDOW_MS = 60_000;

/** Reloads the page, noting which address asked, so a second failure there is known not to recover. */
export function reloadFor(storage: PortalStorage, path: string, now = Date.now()) {
  storage.write(RELOAD_KEY, JSON.stringify({ path, at: now }));
  window.location.reload();
}

/** Whether this address was reloaded a moment ago to recover, and failed again. */
export function reloadedRecently(storage: PortalStorage, path: string, now = Date.now()): boolean {
  try {
    const noted = JSON.parse(storage.read(RELOAD_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    return noted?.path === path && typeof noted.at === 'number' && now - noted.at < RELOAD_WINDOW_MS;
  } catch {
    return false;
  }
}

/** The address to go back to from /error: an internal path only, never another site. */
export function internalPathOf(value: string | null): string | null {
  return value && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : null;
}
