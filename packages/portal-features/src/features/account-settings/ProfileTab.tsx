import { zodResolver } from '@hookform/resolvers/zod';
import { fixedErrorToasts } from '@painel/api-client';
import { Button, notify } from '@painel/ui';
import { FormMaskedField, FormTextField } from '@painel/ui/form';
import { FormProvider, useForm } from 'react-hook-form';
import { useApi, useSession } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';
import { accountSettingsMessages } from './messages';
import { profileSchema, type ProfileValues } from './schemas';
import { FormGrid } from './FormGrid';
import { useMessages } from '../../core/copy/MessagesContext';

/** Tab 1 (spec 2.3): name, e-mail, birth date and mobile; only role admin may change them. */
export function ProfileTab({ user }: { user: StoredUser }) {
  const m = useMessages('accountSettings', accountSettingsMessages).profile;
  const api = useApi();
  const { updateProfile } = useSession();
  const editable = user.role === 'admin';
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      birthDate: user.birth_date?.slice(0, 10) ?? '',
      mobile: user.mobile ?? '',
    },
  });

  const save = async (values: ProfileValues) => {
    try {
      await api.updateProfile(values);
      updateProfile({ name: values.name, email: values.email, birth_date: values.birthDate, mobile: values.mobile });
      notify({ tone: 'success', ...m.success });
    } catch {
      notify({ tone: 'danger', ...fixedErrorToasts.profile });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        {editable ? null : <p role="note">{m.readOnly}</p>}
        <FormGrid>
          <FormTextField name="name" label={m.name} autoComplete="name" readOnly={!editable} required />
          <FormTextField name="email" label={m.email} type="email" autoComplete="email" readOnly={!editable} required />
          <FormTextField
            name="birthDate"
            label={m.birthDate}
            type="date"
            autoComplete="bday"
            readOnly={!editable}
            required
          />
          <FormMaskedField
            name="mobile"
            label={m.mobile}
            mask="phone"
            autoComplete="tel-national"
            readOnly={!editable}
            required
          />
        </FormGrid>
        {editable ? (
          <Button type="submit" loading={form.formState.isSubmitting}>
            {m.save}
          </Button>
        ) : null}
      </form>
    </FormProvider>
  );
}
