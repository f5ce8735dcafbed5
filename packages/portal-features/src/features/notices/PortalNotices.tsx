import { lazy, Suspense, useState } from 'react';
import { usePortalClock, usePortalOptions, usePortalStorage, useSession } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';
import { documentReminderKey, paymentPauseKey, shouldShowDocumentReminder, shouldShowPaymentPause } from './conditions';

const NoticeDialogs = lazy(() => import('./NoticeDialogs'));

function Notices({ user }: { user: StoredUser }) {
  const options = usePortalOptions();
  const clock = usePortalClock();
  const storage = usePortalStorage();
  // Decided once, when the frame opens: a notice answered stays answered until the next one is due.
  const [due] = useState(() => ({
    pause: shouldShowPaymentPause({
      user,
      now: clock(),
      until: options.paymentPauseUntil,
      acknowledgedMonth: storage.read(paymentPauseKey(user.iduser)),
    }),
    reminder: shouldShowDocumentReminder(user, storage.read(documentReminderKey(user.iduser)), clock()),
  }));
  if (!due.pause && !due.reminder) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialogs user={user} pause={due.pause} reminder={due.reminder} />
    </Suspense>
  );
}

/** The notices of spec 4.5 for the signed-in user, shown over the app shell. */
export function PortalNotices() {
  const { user } = useSession();
  return user ? <Notices user={user} /> : null;
}
