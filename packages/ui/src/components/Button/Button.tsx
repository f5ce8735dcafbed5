import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { Label, LoadingLayer, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: one `primary` action per view; `danger` for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * A request is in flight: the button shows a spinner, says it is busy and ignores clicks and
   * form submits until it ends, so nothing is sent twice. It keeps focus, unlike `disabled`.
   */
  loading?: boolean;
  /** Icon before the label (decorative; the label names the button). */
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  loading = false,
  disabled = false,
  icon,
  fullWidth = false,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also stops the form submit of a type="submit" button (and Enter in its form).
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      data-component="Button"
      data-loading={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      // type defaults to "button" so a Button inside a form never submits it by accident.
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Label $hidden={loading}>
        {icon}
        {children}
      </Label>
      {loading && (
        <LoadingLayer>
          <Spinner size="sm" decorative />
        </LoadingLayer>
      )}
    </StyledButton>
  );
}
