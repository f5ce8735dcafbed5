import { Button, TextField } from '@painel/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BlankPage } from '../../../core/page/BlankPage';
import { PortalLink } from '../../../core/links/PortalLink';
import { useApi, useBotCheck, usePortalLink, usePortalOptions, useSession } from '../../../core/runtime/hooks';
import { loadSignInActions } from '../loadSignInActions';
import { authMessages } from '../messages';
import type { TwoFactorValues } from '../schemas';
import { formatCountdown, useCountdown } from '../useCountdown';
import { useLazyForm } from '../useLazyForm';
import { useSignInCompletion } from '../useSignInCompletion';
import { AuthForm, Aside } from './AuthForm';
import { useMessages, useWording } from '../../../core/copy/MessagesContext';

/** /auth (spec 2.2, 4.2): the six-digit code sent at sign-in, with a resend after a countdown. */
export function TwoFactorScreen() {
  const m = useMessages('auth', authMessages).twoFactor;
  const wording = useWording();
  const api = useApi();
  const botCheck = useBotCheck();
  const options = usePortalOptions();
  const { user, signOut } = useSession();
  const { href } = usePortalLink();
  const resendAfterSeconds = options.resendCountdownSeconds;
  const complete = useSignInCompletion();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The code was sent on the way here, so the first resend waits too.
  const { secondsLeft, restart } = useCountdown(resendAfterSeconds);
  const [resending, setResending] = useState(false);
  const form = useLazyForm<TwoFactorValues>({
    initialValues: { code: '' },
    validate: async (values) => (await loadSignInActions()).validateTwoFactor(values, wording),
    onSubmit: async (values) => {
      if (!user) return;
      const outcome = await (
        await loadSignInActions()
      ).verifyTwoFactor(values, user, {
        api,
        botCheck,
        reading: options.roleHomeReading,
        masterTermsPage: options.masterTermsPage,
        requestedReturnPath: searchParams.get('redirect'),
        wording,
      });
      if (outcome) complete(outcome.user, outcome.next);
      else form.focus('code');
    },
  });
  if (!user) return null;

  const resend = async () => {
    setResending(true);
    const sent = await (await loadSignInActions()).resendTwoFactorCode(api, user.email, wording);
    setResending(false);
    if (sent) restart(resendAfterSeconds);
  };

  const signInAgain = () => {
    signOut();
    void navigate(href('/login'), { replace: true });
  };

  const waiting = secondsLeft > 0;
  const requested = searchParams.get('redirect');
  const returnQuery = requested ? `?redirect=${encodeURIComponent(requested)}` : '';
  return (
    <BlankPage title={m.heading} intro={m.intro(user.email)}>
      <AuthForm onSubmit={(event) => void form.handleSubmit(event)}>
        <TextField {...form.text('code')} label={m.code} inputMode="numeric" autoComplete="one-time-code" required />
        <Button type="submit" fullWidth loading={form.submitting}>
          {m.submit}
        </Button>
      </AuthForm>
      <Button variant="secondary" fullWidth disabled={waiting} loading={resending} onClick={() => void resend()}>
        {waiting ? m.resendIn(formatCountdown(secondsLeft)) : m.resend}
      </Button>
      <Aside>
        <PortalLink to={`/send-code-whatsapp${returnQuery}`}>{m.whatsapp}</PortalLink>
        <Button variant="tertiary" size="sm" onClick={signInAgain}>
          {m.signInAgain}
        </Button>
      </Aside>
    </BlankPage>
  );
}
