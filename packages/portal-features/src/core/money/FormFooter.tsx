import { Button } from '@painel/ui';
import { ActionRow } from './moneyLayout';

export interface FormFooterProps {
  /** Why the last submit failed, in Portuguese; null when it did not. */
  failure: string | null;
  /** A request is on its way: the submit button spins and takes no second click. */
  busy: boolean;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/**
 * The end of a money form (a new link, a new subscription): why the last submit failed, the one primary action,
 * and the way out without saving.
 */
export function FormFooter({ failure, busy, submitLabel, cancelLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {failure && (
        <p role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <ActionRow>
        <Button type="submit" loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </ActionRow>
    </>
  );
}
