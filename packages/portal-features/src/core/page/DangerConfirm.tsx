import { Button, ConfirmDialog } from '@painel/ui';

/** A danger button that asks first (Desativar, Excluir): its question, what it does, the way back and the action. */
export function DangerConfirm(props: {
  label: string;
  title: string;
  description: string;
  cancelLabel: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">{props.label}</Button>}
      title={props.title}
      description={props.description}
      cancelLabel={props.cancelLabel}
      confirmLabel={props.label}
      tone="danger"
      onConfirm={props.onConfirm}
    />
  );
}
