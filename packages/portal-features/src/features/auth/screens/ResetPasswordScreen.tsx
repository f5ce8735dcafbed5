import { isApiError, recoveryErrorToasts } from '@painel/api-client';
import { Button, notify, Spinner } from '@painel/ui';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { notifyAll } from '../../../core/notifyAll';
import { BlankPage } from '../../../core/page/BlankPage';
import { useCurrentRoute } from '../../../core/routing/CurrentRoute';
import { useApi, usePortalLink, useSession } from '../../../core/runtime/hooks';
import { recoveryMessages } from '../recoveryMessages';
import { validateResetPassword } from '../recoveryForms';
import type { ResetPasswordValues } from '../schemas';
import { useLazyForm } from '../useLazyForm';
import { AuthForm } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useMessages, useWording } from '../../../core/copy/MessagesContext';

const INVALID_LINK = '/tokenInvalidPage';

/** The link's token expired or was used up: the server says so on the token itself. */
const isSpentToken = (error: unknown) => isApiError(error) && error.status === 422 && 'token' in error.fieldErrors;

type Check = { state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid' };

/**
 * /reset-password?token=…: checks the link first (an expired or used one goes to /tokenInvalidPage), then a
 * new password with the registration rules; done, the sign-in page with a success toast.
 */
export function ResetPasswordScreen() {
  const m = useMessages('recovery', recoveryMessages).reset;
  const wording = useWording();
  const api = useApi();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const { user, signOut } = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [check, setCheck] = useState<Check>(() => (token ? { state: 'checking' } : { state: 'invalid' }));

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.checkPasswordResetToken(token).then(
      ({ email }) => current && setCheck({ state: 'valid', email }),
      (error: unknown) => {
        if (!current) return;
        if (isSpentToken(error)) setCheck({ state: 'invalid' });
        else {
          notifyAll(recoveryErrorToasts(error, 'resetPassword'), 'danger', wording);
          setCheck({ state: 'valid', email: '' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, wording]);

  const form = useLazyForm<ResetPasswordValues>({
    initialValues: { password: '', password_confirmation: '' },
    validate: validateResetPassword,
    onSubmit: async (values) => {
      try {
        await api.resetPassword({ token, ...values });
      } catch (error) {
        if (isSpentToken(error)) void navigate(href(INVALID_LINK), { replace: true });
        else notifyAll(recoveryErrorToasts(error, 'resetPassword'), 'danger', wording);
        return;
      }
      notify({ tone: 'success', title: m.successTitle, description: m.successText });
      // The server ended every session of the account; this browser's too, so the sign-in page opens.
      if (user) signOut();
      void navigate(href('/login'), { replace: true });
    },
  });

  if (check.state === 'invalid') return <Navigate to={href(INVALID_LINK)} replace />;
  if (check.state === 'checking') {
    return (
      <BlankPage title={route.title}>
        <Spinner label={m.checking} />
      </BlankPage>
    );
  }
  return (
    <BlankPage title={route.title} intro={check.email ? m.intro(check.email) : undefined}>
      <AuthForm onSubmit={(event) => void form.handleSubmit(event)}>
        <NewPasswordFields
          password={form.text('password')}
          confirmation={form.text('password_confirmation')}
          labels={{ password: m.password, hint: m.passwordHint, confirmation: m.confirmation }}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {m.submit}
        </Button>
      </AuthForm>
    </BlankPage>
  );
}
