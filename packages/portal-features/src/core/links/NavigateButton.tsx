import { Button, type ButtonVariant } from '@painel/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePortalLink } from '../runtime/hooks';

/** A button that opens a portal path (a list's 'Nova loja', a detail's way back), under the host's base path. */
export function NavigateButton({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { href } = usePortalLink();
  return (
    <Button variant={variant} onClick={() => void navigate(href(to))}>
      {children}
    </Button>
  );
}
