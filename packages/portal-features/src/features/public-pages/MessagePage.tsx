import { Button, type ButtonVariant } from '@painel/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BlankPage } from '../../core/page/BlankPage';
import { usePortalLink } from '../../core/runtime/hooks';

export interface MessagePageProps {
  title: string;
  description: string;
  /** The one way on; none for pages that end a journey (a paid checkout). */
  action?: { label: string; path: string; variant?: ButtonVariant } | null;
  footer?: ReactNode;
  children?: ReactNode;
}

/** Blank-layout page with one message and one way on. The public status pages are all this shape. */
export function MessagePage({ title, description, action, footer, children }: MessagePageProps) {
  const navigate = useNavigate();
  const { href } = usePortalLink();
  return (
    <BlankPage title={title} intro={description} footer={footer}>
      {children}
      {action ? (
        <div>
          <Button variant={action.variant} onClick={() => void navigate(href(action.path))}>
            {action.label}
          </Button>
        </div>
      ) : null}
    </BlankPage>
  );
}
