import { Button, Dialog } from '@painel/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isoDay, isoMonth } from '../../core/dates';
import { ButtonRow } from '../../core/page/ButtonRow';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { usePortalClock, usePortalLink, usePortalStorage } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';
import { documentReminderKey, paymentPauseKey } from './conditions';
import { noticesMessages } from './messages';
import { useMessages } from '../../core/copy/MessagesContext';

/** Pages where the reminder would interrupt the very flow it asks for. */
const QUIET_ROUTES = new Set(['/registration/wizard']);

export interface NoticeDialogsProps {
  user: StoredUser;
  /** Which notices were due when the page opened. */
  pause: boolean;
  reminder: boolean;
  /** The payment pause's text as the platform set it; the portal's own without one. */
  pauseText?: string | undefined;
}

/** The dialogs of the notices due; their own file, loaded only when one is (most pages show none). */
export default function NoticeDialogs({ user, pause, reminder, pauseText }: NoticeDialogsProps) {
  const m = useMessages('notices', noticesMessages);
  const clock = usePortalClock();
  const storage = usePortalStorage();
  const { href } = usePortalLink();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const [pauseOpen, setPauseOpen] = useState(pause);
  const [reminderOpen, setReminderOpen] = useState(reminder);

  const acknowledgePause = () => {
    storage.write(paymentPauseKey(user.iduser), isoMonth(clock()));
    setPauseOpen(false);
  };
  const remindLater = () => {
    storage.write(documentReminderKey(user.iduser), isoDay(clock()));
    setReminderOpen(false);
  };

  // One dialog at a time: the payment pause first, then the reminder.
  if (pauseOpen) {
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : acknowledgePause())}
        title={m.paymentPause.title}
        description={pauseText ?? m.paymentPause.description}
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
