import type { DatedNotice } from '@painel/api-client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApi, usePortalClock, usePortalOptions, usePortalStorage, useSession } from '../../core/runtime/hooks';
import { readSessionPolicy } from '../../core/session/sessionPolicy';
import type { StoredUser } from '../../core/session/storedUser';
import { documentReminderKey, paymentPauseKey, shouldShowDocumentReminder, shouldShowPaymentPause } from './conditions';

const NoticeDialogs = lazy(() => import('./NoticeDialogs'));

function Notices({ user, pauseNotice }: { user: StoredUser; pauseNotice: DatedNotice | null }) {
  const options = usePortalOptions();
  const clock = usePortalClock();
  const storage = usePortalStorage();
  // Decided once, when the frame opens: a notice answered stays answered until the next one is due.
  const [due] = useState(() => ({
    pause: shouldShowPaymentPause({
      user,
      now: clock(),
      until: pauseNotice?.end ?? options.paymentPauseUntil,
      from: pauseNotice?.start ?? null,
      acknowledgedMonth: storage.read(paymentPauseKey(user.iduser)),
    }),
    reminder: shouldShowDocumentReminder(user, storage.read(documentReminderKey(user.iduser)), clock()),
  }));
  if (!due.pause && !due.reminder) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialogs user={user} pause={due.pause} reminder={due.reminder} pauseText={pauseNotice?.text} />
    </Suspense>
  );
}

/**
 * The notices of spec 4.5 for the signed-in user, shown over the app shell. The payment pause is the platform's
 * dated setting (Configurações de ambiente); where it cannot be read, the host's `paymentPauseUntil` and the portal's
 * text, as before the setting existed.
 */
export function PortalNotices() {
  const { user } = useSession();
  const api = useApi();
  // undefined until the platform answers; null when it set no notice or could not be read.
  const [pauseNotice, setPauseNotice] = useState<DatedNotice | null | undefined>(undefined);
  const token = user?.accessToken ?? null;
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    readSessionPolicy(api, token).then(
      (policy) => live && setPauseNotice(policy.paymentPause),
      () => live && setPauseNotice(null),
    );
    return () => {
      live = false;
    };
  }, [api, token]);
  if (!user || pauseNotice === undefined) return null;
  return <Notices user={user} pauseNotice={pauseNotice} />;
}
