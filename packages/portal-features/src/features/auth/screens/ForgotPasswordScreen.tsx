import { recoveryErrorToasts } from '@painel/api-client';
import { Button, RadioGroup } from '@painel/ui';
import { useNavigate } from 'react-router-dom';
import { PortalLink } from '../../../core/links/PortalLink';
import { notifyAll } from '../../../core/notifyAll';
import { BlankPage } from '../../../core/page/BlankPage';
import { useApi, useBotCheck, usePortalLink } from '../../../core/runtime/hooks';
import { useCurrentRoute } from '../../../core/routing/CurrentRoute';
import { recoveryMessages } from '../recoveryMessages';
import { validateForgotPassword } from '../recoveryForms';
import type { ForgotPasswordValues } from '../schemas';
import { useLazyForm } from '../useLazyForm';
import { AccountEmailField, AuthForm, Aside } from './AuthForm';
import { useMessages, useWording } from '../../../core/copy/MessagesContext';

/**
 * /forgot-password: the account's e-mail and where to send the reset link (e-mail, or WhatsApp for an
 * account with a mobile). The answer is the same whether or not the account exists.
 */
export function ForgotPasswordScreen() {
  const m = useMessages('recovery', recoveryMessages).forgot;
  const wording = useWording();
  const api = useApi();
  const botCheck = useBotCheck();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const route = useCurrentRoute();
  const form = useLazyForm<ForgotPasswordValues>({
    initialValues: { email: '', channel: 'email' },
    validate: validateForgotPassword,
    onSubmit: async ({ email, channel }) => {
      try {
        const [token_recaptcha, ip] = await Promise.all([botCheck.getToken('esqueci_senha'), api.lookupIp()]);
        await api.requestPasswordReset({ email: email.trim(), channel, token_recaptcha, ip });
        void navigate(
          href(channel === 'whatsapp' ? '/forgot-password-whatsapp/completed' : '/forgot-password/completed'),
        );
      } catch (error) {
        notifyAll(recoveryErrorToasts(error, 'forgotPassword'), 'danger', wording);
      }
    },
  });

  return (
    <BlankPage title={route.title} intro={m.intro}>
      <AuthForm onSubmit={(event) => void form.handleSubmit(event)}>
        <AccountEmailField {...form.text('email')} label={m.email} />
        <RadioGroup
          {...form.radio('channel')}
          label={m.channel}
          options={[
            { value: 'email', label: m.channels.email },
            { value: 'whatsapp', label: m.channels.whatsapp },
          ]}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {m.submit}
        </Button>
      </AuthForm>
      <Aside>
        <PortalLink to="/login">{m.backToLogin}</PortalLink>
      </Aside>
    </BlankPage>
  );
}
