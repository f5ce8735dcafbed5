import { Button, Dialog } from '@painel/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonRow } from '../layout/ButtonRow';
import { usePortal } from '../portal/PortalContext';
import { useCurrentRoute } from '../routes/CurrentRoute';
import type { StoredUser } from '../session/storedUser';
import { readItem, writeItem } from '../shared/browserStorage';
import { isoDay, isoMonth } from '../shared/dates';
import { documentReminderKey, paymentPauseKey, shouldShowDocumentReminder, shouldShowPaymentPause } from './conditions';
import { noticesMessages as m } from './messages';

/** Pages where the reminder would interrupt the very flow it asks for. */
const QUIET_ROUTES = new Set(['/registration/wizard']);

function Notices({ user }: { user: StoredUser }) {
  const { options, href } = usePortal();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const now = options.now();
  const [pauseOpen, setPauseOpen] = useState(() =>
    shouldShowPaymentPause({
      user,
      now,
      until: options.paymentPauseUntil,
      acknowledgedMonth: readItem(paymentPauseKey(user.iduser)),
    }),
  );
  const [reminderOpen, setReminderOpen] = useState(() =>
    shouldShowDocumentReminder(user, readItem(documentReminderKey(user.iduser)), now),
  );

  const acknowledgePause = () => {
    writeItem(paymentPauseKey(user.iduser), isoMonth(options.now()));
    setPauseOpen(false);
  };
  const remindLater = () => {
    writeItem(documentReminderKey(user.iduser), isoDay(options.now()));
    setReminderOpen(false);
  };

  // One dialog at a time: the payment pause first, then the reminder.
  if (pauseOpen) {
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : acknowledgePause())}
        title={m.paymentPause.title}
        description={m.paymentPause.description}
        footer={
          <ButtonRow>
            <Button onClick={acknowledgePause}>{m.paymentPause.acknowledge}</Button>
          </ButtonRow>
        }
      />
    );
  }
  if (reminderOpen && !QUIET_ROUTES.has(route.path)) {
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : remindLater())}
        title={m.documentReminder.title}
        description={m.documentReminder.description}
        footer={
          <ButtonRow>
            <Button variant="secondary" onClick={remindLater}>
              {m.documentReminder.later}
            </Button>
            <Button
              onClick={() => {
                setReminderOpen(false);
                void navigate(href('/pages/account-settings?tab=3'));
              }}
            >
              {m.documentReminder.sendNow}
            </Button>
          </ButtonRow>
        }
      />
    );
  }
  return null;
}

/** The notices of spec 4.5 for the signed-in user, shown over the app shell. */
export function PortalNotices() {
  const { user } = usePortal();
  return user ? <Notices user={user} /> : null;
}
