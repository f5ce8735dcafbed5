import { zodResolver } from '@hookform/resolvers/zod';
import { passwordErrorToasts } from '@painel/api-client';
import { Button, notify } from '@painel/ui';
import { FormPasswordField } from '@painel/ui/form';
import { FormProvider, useForm } from 'react-hook-form';
import { notifyAll } from '../../core/notifyAll';
import { useApi } from '../../core/runtime/hooks';
import { FormGrid } from './FormGrid';
import { accountSettingsMessages } from './messages';
import { passwordSchema, type PasswordValues } from './schemas';
import { useMessages, useWording } from '../../core/copy/MessagesContext';

const empty: PasswordValues = { currentPassword: '', newPassword: '', retypeNewPassword: '' };

/** Tab 2 (spec 2.3, 5, 8): the password, with the server's words on success and on failure. */
export function PasswordTab() {
  const m = useMessages('accountSettings', accountSettingsMessages).password;
  const wording = useWording();
  const api = useApi();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: empty });

  const change = async (values: PasswordValues) => {
    try {
      const answer = await api.changePassword(values);
      notify({ tone: 'success', title: m.successTitle, description: answer.message });
      form.reset(empty);
    } catch (error) {
      notifyAll(passwordErrorToasts(error), 'danger', wording);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(change)(event)}>
        <FormGrid>
          <FormPasswordField
            name="currentPassword"
            label={m.currentPassword}
            autoComplete="current-password"
            required
          />
          <FormPasswordField
            name="newPassword"
            label={m.newPassword}
            hint={m.newPasswordHint}
            autoComplete="new-password"
            required
          />
          <FormPasswordField
            name="retypeNewPassword"
            label={m.retypeNewPassword}
            autoComplete="new-password"
            required
          />
        </FormGrid>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {m.save}
        </Button>
      </form>
    </FormProvider>
  );
}
