import { TextField, type TextFieldProps } from '@painel/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { styled } from 'styled-components';
import { loadSignInActions } from '../loadSignInActions';

const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Aside = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  justify-content: space-between;
`;

/** A note above a sign-in form (why the last session ended, a password just changed). */
export const FormNote = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.info.bg};
  && {
    color: ${({ theme }) => theme.color.info.text};
  }
`;

/**
 * The sign-in forms: no browser validation bubbles (ours speak Portuguese), and the submit-time code
 * fetched as soon as the user starts filling the form.
 */
export function AuthForm({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <FormStack noValidate onSubmit={onSubmit} onFocusCapture={() => void loadSignInActions()}>
      {children}
    </FormStack>
  );
}

type FieldBinding = Omit<TextFieldProps, 'label'>;

/** The account's e-mail, as the sign-in forms ask for it (the browser offers the saved sign-ins). */
export function AccountEmailField({ label, ...binding }: FieldBinding & { label: string }) {
  return <TextField {...binding} label={label} type="email" inputMode="email" autoComplete="username" required />;
}
