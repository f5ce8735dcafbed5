import type { ComponentPropsWithRef } from 'react';
import { StyledButton, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: one `primary` action per view, `secondary` for the rest. */
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  // type defaults to "button" so a Button inside a form never submits it by accident.
  return <StyledButton data-component="Button" $variant={variant} type={type} {...rest} />;
}
