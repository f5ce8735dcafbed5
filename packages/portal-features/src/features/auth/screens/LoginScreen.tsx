import { Button, PasswordField, usePainelTheme } from '@painel/ui';
import { useSearchParams } from 'react-router-dom';
import { useMessages, useWording } from '../../../core/copy/MessagesContext';
import { BlankPage } from '../../../core/page/BlankPage';
import { PortalLink } from '../../../core/links/PortalLink';
import { useApi, useBotCheck, usePortalOptions, useSession } from '../../../core/runtime/hooks';
import { loadSignInActions } from '../loadSignInActions';
import { loginMessages } from '../loginMessages';
import type { LoginValues } from '../schemas';
import { useLazyForm } from '../useLazyForm';
import { useSignInCompletion } from '../useSignInCompletion';
import { AccountEmailField, AuthForm, Aside, FormNote } from './AuthForm';

/** /login (spec 2.2, 4.2): e-mail and password, then 2FA, the terms screens or the home. */
export function LoginScreen() {
  const m = useMessages('login', loginMessages);
  const wording = useWording();
  const { brand } = usePainelTheme();
  const api = useApi();
  const botCheck = useBotCheck();
  const options = usePortalOptions();
  const complete = useSignInCompletion();
  const { endReason } = useSession();
  const [searchParams] = useSearchParams();
  const form = useLazyForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: async (values) => (await loadSignInActions()).validateLogin(values, wording),
    onSubmit: async (values) => {
      const { signIn } = await loadSignInActions();
      const outcome = await signIn(values, {
        api,
        botCheck,
        reading: options.roleHomeReading,
        masterTermsPage: options.masterTermsPage,
        requestedReturnPath: searchParams.get('redirect'),
        wording,
      });
      if (outcome) complete(outcome.user, outcome.next);
      else form.focus('password');
    },
  });

  return (
    <BlankPage title={m.heading(brand.name)} intro={m.intro}>
      {endReason === 'idle' ? <FormNote role="status">{m.sessionEnded(options.idleTimeoutMinutes)}</FormNote> : null}
      <AuthForm onSubmit={(event) => void form.handleSubmit(event)}>
        <AccountEmailField {...form.text('email')} label={m.email} />
        <PasswordField {...form.text('password')} label={m.password} autoComplete="current-password" required />
        <Aside>
          <PortalLink to="/forgot-password">{m.forgotPassword}</PortalLink>
        </Aside>
        <Button type="submit" fullWidth loading={form.submitting}>
          {m.submit}
        </Button>
      </AuthForm>
      <Aside>
        <span>{m.noAccount}</span>
        <PortalLink to="/register">{m.register}</PortalLink>
      </Aside>
    </BlankPage>
  );
}
