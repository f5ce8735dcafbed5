import { recoveryErrorToasts } from '@painel/api-client';
import { Button, notify } from '@painel/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PortalLink } from '../../../core/links/PortalLink';
import { notifyAll } from '../../../core/notifyAll';
import { BlankPage } from '../../../core/page/BlankPage';
import { useCurrentRoute } from '../../../core/routing/CurrentRoute';
import { useApi, usePortalLink, usePortalOptions, usePortalStorage, useSession } from '../../../core/runtime/hooks';
import { recoveryMessages } from '../recoveryMessages';
import { WHATSAPP_CODE_SENT_KEY } from '../recoveryForms';
import { formatCountdown, useCountdown } from '../useCountdown';
import { Aside } from './AuthForm';
import { useMessages, useWording } from '../../../core/copy/MessagesContext';

/** When this account last had its code sent by WhatsApp (ms), if it did. */
function lastSent(raw: string | null, email: string): number | null {
  try {
    const value = JSON.parse(raw ?? 'null') as { email?: unknown; at?: unknown } | null;
    return value?.email === email && typeof value.at === 'number' ? value.at : null;
  } catch {
    return null;
  }
}

/**
 * /send-code-whatsapp (linked from /auth, spec 2.2): the two-factor code by WhatsApp instead of e-mail, with
 * the 120-second rule between sends (kept across pages), then back to /auth.
 */
export function SendCodeWhatsappScreen() {
  const m = useMessages('recovery', recoveryMessages).whatsapp;
  const wording = useWording();
  const api = useApi();
  const route = useCurrentRoute();
  const storage = usePortalStorage();
  const { resendCountdownSeconds } = usePortalOptions();
  const { user } = useSession();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const [searchParams] = useSearchParams();
  const email = user?.requires2faAuth ? user.email : null;
  const sentAt = email ? lastSent(storage.read(WHATSAPP_CODE_SENT_KEY), email) : null;
  const { secondsLeft, restart } = useCountdown((now) =>
    sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + resendCountdownSeconds * 1000 - now) / 1000)),
  );
  const [sending, setSending] = useState(false);

  if (!email) {
    return (
      <BlankPage title={route.title} intro={m.noSignIn}>
        <Aside>
          <PortalLink to="/login">{m.backToLogin}</PortalLink>
        </Aside>
      </BlankPage>
    );
  }

  const redirect = searchParams.get('redirect');
  const backToCode = redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth';
  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      await api.sendTwoFactorCodeByWhatsapp({ email, limitResend: sentAt === null ? null : 1 });
      storage.write(WHATSAPP_CODE_SENT_KEY, JSON.stringify({ email, at: Date.now() }));
      restart(resendCountdownSeconds);
      notify({ tone: 'success', title: m.sentTitle, description: m.sentText });
      void navigate(href(backToCode));
    } catch (error) {
      notifyAll(recoveryErrorToasts(error, 'whatsappCode'), 'danger', wording);
    } finally {
      setSending(false);
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <BlankPage title={route.title} intro={m.intro(email)}>
      <Button fullWidth disabled={waiting} loading={sending} onClick={() => void send()}>
        {waiting ? m.resendIn(formatCountdown(secondsLeft)) : m.send}
      </Button>
      <Aside>
        <PortalLink to={backToCode}>{m.backToCode}</PortalLink>
      </Aside>
    </BlankPage>
  );
}
