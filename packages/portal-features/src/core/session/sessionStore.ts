import type { PortalStorage } from '../storage/portalStorage';
import { parseStoredUser, type StoredUser } from './storedUser';

/** Where the stored user lives (spec 3). */
export const STORED_USER_KEY = 'userData';
/** Why the last session ended, when the portal ended it (shown on the sign-in page of every tab). */
export const SESSION_END_KEY = 'painel:session-end';
/** When the last user activity happened, in any tab (see idleTracker). Cleared by a sign-in. */
export const LAST_ACTIVITY_KEY = 'painel:last-activity';

/** A session the portal ended on its own: after the idle timeout. */
export type SessionEndReason = 'idle';

/** What the screens see of the session: the stored user, and whether spec 4.3's one trip to /termos happened. */
export interface SessionSnapshot {
  user: StoredUser | null;
  /** The master user has been sent to /termos once in this session (spec 4.3: "sent once"). */
  sentToPlatformTerms: boolean;
  /** Why the portal ended the last session, until the next sign-in. */
  endReason: SessionEndReason | null;
}

type Listener = (snapshot: SessionSnapshot) => void;

/**
 * The one owner of the stored user: every change goes through a named command, and every tab hears
 * of it (a sign-out elsewhere signs out here too).
 */
export interface SessionStore {
  read: () => SessionSnapshot;
  subscribe: (listener: Listener) => () => void;
  /** Stores the user the sign-in (or registration, or the 2FA step) ended with. */
  signIn: (user: StoredUser) => void;
  /** Forgets the user (logout, a 401, 'Fazer login novamente', another tab's logout), and why, if the portal ended it. */
  signOut: (reason?: SessionEndReason) => void;
  /** The identity verification was accepted (spec 4.1, 4.7): verify_documents 1. */
  markVerified: () => void;
  /** A master user accepted the platform terms (spec 4.4). */
  acceptPlatformTerms: () => void;
  /** The profile tab saved these (spec 2.3). */
  updateProfile: (profile: Pick<StoredUser, 'name' | 'email' | 'birth_date' | 'mobile'>) => void;
  /** The guard (or the sign-in) sent the master user to /termos: not again in this session. */
  markSentToPlatformTerms: () => void;
}

export function createSessionStore(storage: PortalStorage, key = STORED_USER_KEY): SessionStore {
  const listeners = new Set<Listener>();
  let cachedRaw: string | null | undefined;
  let cachedUser: StoredUser | null = null;
  let sentToPlatformTerms = false;
  let snapshot: SessionSnapshot = { user: null, sentToPlatformTerms, endReason: null };

  const readUser = (): StoredUser | null => {
    const raw = storage.read(key);
    if (raw === cachedRaw) return cachedUser;
    cachedRaw = raw;
    cachedUser = null;
    if (raw) {
      try {
        // A value edited by hand or left by an older version does not sign anybody in.
        cachedUser = parseStoredUser(JSON.parse(raw));
      } catch {
        cachedUser = null;
      }
    }
    return cachedUser;
  };
  const readEndReason = (): SessionEndReason | null => (storage.read(SESSION_END_KEY) === 'idle' ? 'idle' : null);
  const read = (): SessionSnapshot => {
    const user = readUser();
    if (!user) sentToPlatformTerms = false;
    const endReason = user ? null : readEndReason();
    if (
      user !== snapshot.user ||
      sentToPlatformTerms !== snapshot.sentToPlatformTerms ||
      endReason !== snapshot.endReason
    ) {
      snapshot = { user, sentToPlatformTerms, endReason };
    }
    return snapshot;
  };
  const emit = () => {
    const current = read();
    listeners.forEach((listener) => listener(current));
  };
  const write = (user: StoredUser) => {
    storage.write(key, JSON.stringify(user));
    emit();
  };
  const change = (update: Partial<StoredUser>) => {
    const current = readUser();
    if (current) write({ ...current, ...update });
  };
  let unsubscribeStorage: (() => void) | null = null;
  let unsubscribeEnd: (() => void) | null = null;

  return {
    read,
    subscribe: (listener) => {
      listeners.add(listener);
      unsubscribeStorage ??= storage.subscribe(key, emit);
      unsubscribeEnd ??= storage.subscribe(SESSION_END_KEY, emit);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribeStorage?.();
          unsubscribeEnd?.();
          unsubscribeStorage = null;
          unsubscribeEnd = null;
        }
      };
    },
    signIn: (user) => {
      sentToPlatformTerms = false;
      storage.remove(SESSION_END_KEY);
      // A new session starts its idle time now, not from the last one's activity.
      storage.remove(LAST_ACTIVITY_KEY);
      write(user);
    },
    signOut: (reason) => {
      sentToPlatformTerms = false;
      // The reason first: other tabs hear of the sign-out and show it on their sign-in page.
      if (reason) storage.write(SESSION_END_KEY, reason);
      storage.remove(key);
      emit();
    },
    markVerified: () => change({ verify_documents: 1 }),
    acceptPlatformTerms: () => change({ ismaster_accepted_platform_terms: true }),
    updateProfile: (profile) => change(profile),
    markSentToPlatformTerms: () => {
      if (sentToPlatformTerms) return;
      sentToPlatformTerms = true;
      emit();
    },
  };
}
