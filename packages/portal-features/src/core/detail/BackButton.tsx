import type { ReactNode } from 'react';
import { NavigateButton } from '../links/NavigateButton';

/** A detail screen's way back to its list ('Voltar às lojas'), above every state of the record. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div>
      <NavigateButton to={to} variant="tertiary">
        {children}
      </NavigateButton>
    </div>
  );
}
