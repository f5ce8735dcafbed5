import { Button, ConfirmDialog } from '@painel/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useMessages } from '../copy/MessagesContext';
import { FormFooter } from '../money/FormFooter';
import { MoneyStack, ToneNotice } from '../money/moneyLayout';
import { leaveGuard } from '../runtime/leaveGuard';
import { formsMessages } from './messages';
import type { FormScreenState } from './useFormScreen';

export interface FormScreenProps<Values extends FieldValues> {
  /** From `useFormScreen`. */
  state: FormScreenState<Values>;
  /** Above the form: what it is for, what it starts from. */
  intro?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  /** The way out (back to the list); asked first when something changed. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A form screen: the fields (on react-hook-form, read through `@painel/ui/form`), the one primary action, the last
 * failure, the way out, and a question before leaving what changed (the portal's links and the way out ask it;
 * closing or reloading the tab asks the browser's, unless the form keeps a draft that survives it).
 */
export function FormScreen<Values extends FieldValues>({
  state,
  intro,
  submitLabel,
  cancelLabel,
  onCancel,
  children,
}: FormScreenProps<Values>) {
  const m = useMessages('forms', formsMessages);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const { changed, keepsDraft, discardDraft, form, bindForm, onSubmit, failure, busy } = state;

  useEffect(() => {
    if (!changed) return undefined;
    const unguard = leaveGuard.set((proceed) => setPending(() => proceed));
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    if (!keepsDraft) window.addEventListener('beforeunload', onUnload);
    return () => {
      unguard();
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [changed, keepsDraft]);

  const leave = (proceed: () => void) => (changed ? setPending(() => proceed) : proceed());

  return (
    <MoneyStack>
      {intro}
      {state.draftRestored && (
        <ToneNotice $tone="warning" role="status">
          <p>{m.draftRestored}</p>
          <Button variant="secondary" size="sm" onClick={state.discardDraft}>
            {m.discardDraft}
          </Button>
        </ToneNotice>
      )}
      <FormProvider {...form}>
        <form noValidate ref={bindForm} onSubmit={onSubmit}>
          <MoneyStack>
            {children}
            <FormFooter
              failure={failure}
              busy={busy}
              submitLabel={submitLabel}
              cancelLabel={cancelLabel}
              onCancel={() => leave(onCancel)}
            />
          </MoneyStack>
        </form>
      </FormProvider>
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={m.leave.title}
          description={m.leave.description}
          cancelLabel={m.leave.stay}
          confirmLabel={m.leave.confirm}
          tone="danger"
          onConfirm={() => {
            const proceed = pending;
            setPending(null);
            discardDraft();
            proceed();
          }}
        />
      )}
    </MoneyStack>
  );
}
