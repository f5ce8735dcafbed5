import { Button, Checkbox, MaskedField, TextField } from '@painel/ui';
import { BlankPage } from '../../../core/page/BlankPage';
import { PortalLink } from '../../../core/links/PortalLink';
import { useApi, useBotCheck } from '../../../core/runtime/hooks';
import { loadSignInActions } from '../loadSignInActions';
import { authMessages } from '../messages';
import type { RegisterValues } from '../schemas';
import { useLazyForm } from '../useLazyForm';
import { useSignInCompletion } from '../useSignInCompletion';
import { AuthForm, Aside } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useMessages, useWording } from '../../../core/copy/MessagesContext';

/** /register (spec 2.2, 3, 5, 8): the account, then on to /registration/wizard, signed in. */
export function RegisterScreen() {
  const m = useMessages('auth', authMessages).register;
  const wording = useWording();
  const api = useApi();
  const botCheck = useBotCheck();
  const complete = useSignInCompletion();
  const form = useLazyForm<RegisterValues>({
    initialValues: {
      name: '',
      email: '',
      mobile: '',
      password: '',
      password_confirmation: '',
      terms_of_use: false,
      terms_of_privacity: false,
    },
    validate: async (values) => (await loadSignInActions()).validateRegister(values, wording),
    onSubmit: async (values) => {
      const outcome = await (await loadSignInActions()).register(values, { api, botCheck, wording });
      // On failure what was typed stays, so the user fixes only what the server refused.
      if (outcome) complete(outcome.user, outcome.next);
    },
  });

  return (
    <BlankPage title={m.heading} intro={m.intro}>
      <AuthForm onSubmit={(event) => void form.handleSubmit(event)}>
        <TextField {...form.text('name')} label={m.name} autoComplete="name" required />
        <TextField
          {...form.text('email')}
          label={m.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <MaskedField {...form.masked('mobile')} label={m.mobile} mask="phone" autoComplete="tel-national" required />
        <NewPasswordFields
          password={form.text('password')}
          confirmation={form.text('password_confirmation')}
          labels={{ password: m.password, hint: m.passwordHint, confirmation: m.confirmation }}
        />
        <Checkbox {...form.checkbox('terms_of_use')} label={m.termsOfUse} />
        <Checkbox {...form.checkbox('terms_of_privacity')} label={m.termsOfPrivacy} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {m.submit}
        </Button>
      </AuthForm>
      <Aside>
        <span>{m.haveAccount}</span>
        <PortalLink to="/login">{m.signIn}</PortalLink>
      </Aside>
    </BlankPage>
  );
}
