import { ConfirmDialog, notify, type ConfirmDialogProps } from '@painel/ui';

export interface NotifyingConfirmProps<T> extends Omit<ConfirmDialogProps, 'onConfirm'> {
  /** The confirmed action; throws the API's error. */
  run: () => Promise<T>;
  /** The success toast's title. */
  doneTitle: string;
  /** The failure toast's title when the API says nothing of its own. */
  failed: string;
  /** After the success toast, with what `run` answered. */
  onDone?: (result: T) => void;
}

/**
 * An action asked for once, then said: a success toast, or the API's refusal in a toast with the dialog left open
 * to try again. A link's Desativar and Excluir and a subscription's Pausar and Cancelar stand on it.
 */
export function NotifyingConfirm<T>({ run, doneTitle, failed, onDone, ...dialog }: NotifyingConfirmProps<T>) {
  return (
    <ConfirmDialog
      {...dialog}
      onConfirm={async () => {
        let result: T;
        try {
          result = await run();
        } catch (error) {
          notify({ tone: 'danger', title: (error as { serverMessage?: string }).serverMessage ?? failed });
          throw error;
        }
        notify({ tone: 'success', title: doneTitle });
        onDone?.(result);
      }}
    />
  );
}
