import { useState } from 'react';
import { styled } from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../../icons';
import { useUiMessages } from '../../messages';
import { iconButton } from '../../styles/mixins';
import { Field, splitFieldProps } from '../Field';
import { TextInput, type TextFieldProps } from '../TextField/TextField';

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  input {
    padding-inline-end: ${({ theme }) => theme.size.control};
  }
`;

const ToggleButton = styled.button`
  ${iconButton}
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.xxs};
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** Password input with a show/hide button; `autoComplete` should be 'current-password' or 'new-password'. */
export function PasswordField({ disabled, ...props }: PasswordFieldProps) {
  const { field, control: inputProps } = splitFieldProps(props);
  const messages = useUiMessages();
  const [visible, setVisible] = useState(false);
  return (
    <Field {...field}>
      {(controlProps) => (
        <Wrapper>
          <TextInput
            {...controlProps}
            data-component="PasswordField"
            type={visible ? 'text' : 'password'}
            disabled={disabled}
            spellCheck={false}
            autoCapitalize="none"
            {...inputProps}
          />
          <ToggleButton
            type="button"
            aria-label={visible ? messages.hidePassword : messages.showPassword}
            aria-pressed={visible}
            aria-controls={controlProps.id}
            disabled={disabled}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </ToggleButton>
        </Wrapper>
      )}
    </Field>
  );
}
