import { Button, Dialog, VisuallyHidden } from '@painel/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { portalMessages } from '../messages';
import { useApi, usePortalClock, usePortalOptions, usePortalStorage, useSession } from '../runtime/hooks';
import { createIdleTracker, effectiveIdleMinutes, type IdlePhase } from './idleTracker';
import { readSessionPolicy } from './sessionPolicy';
import { useSignOut } from './useSignOut';
import { useMessages } from '../copy/MessagesContext';

const active: IdlePhase = { phase: 'active' };
const noSubscription = () => () => undefined;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Idle sign-out (PCI DSS 8.2.8): after `idleTimeoutMinutes` without activity in any tab, a dialog counts
 * down 60 s; then the session ends in every tab at once, the sign-in page says why, and the return path
 * brings the user back. The server's session remains the authority: 'Continuar conectado' asks it.
 */
export function IdleSignOut() {
  const m = useMessages('portal', portalMessages).idle;
  const { user, signOut } = useSession();
  const api = useApi();
  const storage = usePortalStorage();
  const clock = usePortalClock();
  const { idleTimeoutMinutes: hostMinutes } = usePortalOptions();
  const leave = useSignOut();
  const signedIn = user !== null;
  const token = user?.accessToken ?? null;
  const stayButton = useRef<HTMLButtonElement>(null);
  // The platform's idle time (Configurações de ambiente, 1 to 15 minutes): a host's own may only shorten it.
  const [platformMinutes, setPlatformMinutes] = useState<number | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    readSessionPolicy(api, token).then(
      (policy) => live && setPlatformMinutes(policy.idleTimeoutMinutes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, token]);
  const idleTimeoutMinutes = effectiveIdleMinutes(hostMinutes, platformMinutes);

  const tracker = useMemo(
    () =>
      signedIn && idleTimeoutMinutes > 0
        ? createIdleTracker({ storage, now: () => clock().getTime(), timeoutMs: idleTimeoutMinutes * 60_000 })
        : null,
    [signedIn, idleTimeoutMinutes, storage, clock],
  );
  useEffect(() => tracker?.start(), [tracker]);
  const phase = useSyncExternalStore(
    tracker?.subscribe ?? noSubscription,
    tracker?.read ?? (() => active),
    () => active,
  );

  useEffect(() => {
    if (phase.phase !== 'expired') return;
    // Ended here first, so every tab hears of it at once; the server is told with the token it had.
    signOut('idle');
    if (token)
      void api
        .withAccessToken(token)
        .logout()
        .catch(() => undefined);
  }, [phase.phase, signOut, api, token]);

  if (phase.phase !== 'warning' || !tracker) return null;
  const stay = () => {
    tracker.keepAlive();
    // A session the server already ended answers 401, which signs out as any 401 does.
    void api.checkSession().catch(() => undefined);
  };
  // Screen readers hear the time every 15 s, not every second.
  const announced = Math.ceil(phase.secondsLeft / 15) * 15;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : stay())}
      title={m.title}
      description={
        <>
          <span aria-hidden="true">{m.countdown(clockText(phase.secondsLeft))}</span>
          <VisuallyHidden>{m.countdown(clockText(announced))}</VisuallyHidden>
        </>
      }
      hideCloseButton
      size="sm"
      // Focus starts on 'Continuar conectado': Enter keeps the session.
      initialFocus={stayButton}
    >
      <VisuallyHidden aria-live="polite">{m.announce(announced)}</VisuallyHidden>
      <Buttons>
        <Button variant="secondary" onClick={() => void leave()}>
          {m.signOut}
        </Button>
        <Button ref={stayButton} onClick={stay}>
          {m.stay}
        </Button>
      </Buttons>
    </Dialog>
  );
}
