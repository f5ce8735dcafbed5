import { Button, ConfirmDialog } from '@painel/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useHref, useNavigate } from 'react-router-dom';
import { useMessages } from '../copy/MessagesContext';
import { FormFooter } from '../money/FormFooter';
import { MoneyStack, ToneNotice } from '../money/moneyLayout';
import { formsMessages } from './messages';
import type { FormScreenState } from './useFormScreen';
import type { FormStepsState } from './useFormSteps';

export interface FormScreenProps<Values extends FieldValues> {
  /** From `useFormScreen`. */
  state: FormScreenState<Values>;
  /** Above the form: what it is for, what it starts from. */
  intro?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  /** The way out (back to the list); asked first when something changed. */
  onCancel: () => void;
  /** A form in steps (`useFormSteps`): before the last, Enter moves on a step and the footer waits for the last. */
  steps?: Pick<FormStepsState, 'isLast' | 'advance'>;
  children: ReactNode;
}

/** A plain click on a link to another page of this origin (not a new tab, not a download): where it goes. */
function leavingTo(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.download)
    return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * A form screen: the fields (on react-hook-form, read through `@painel/ui/form`), the one primary action, the last
 * failure, the way out, and a question before leaving what changed: any link of the page (the menu, breadcrumbs,
 * a row) and the way out ask it; closing or reloading the tab asks the browser's, unless the form keeps a draft
 * that survives it.
 */
export function FormScreen<Values extends FieldValues>({
  state,
  intro,
  submitLabel,
  cancelLabel,
  onCancel,
  steps,
  children,
}: FormScreenProps<Values>) {
  const m = useMessages('forms', formsMessages);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const { changed, keepsDraft, discardDraft, form, bindForm, onSubmit, failure, busy } = state;
  const navigate = useNavigate();
  // The router's own base ('/' or a host's basename), taken off a link's address before navigating to it.
  const base = useHref('/').replace(/\/$/, '');

  useEffect(() => {
    if (!changed) return undefined;
    // Heard before the page's own handlers (capture), so no link leaves while the question is open.
    const onClick = (event: MouseEvent) => {
      const url = leavingTo(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
      setPending(() => () => void navigate(path + url.search + url.hash));
    };
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    if (!keepsDraft) window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [changed, keepsDraft, navigate, base]);

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
        <form
          noValidate
          ref={bindForm}
          onSubmit={
            steps && !steps.isLast
              ? (event) => {
                  event.preventDefault();
                  void steps.advance();
                }
              : onSubmit
          }
        >
          <MoneyStack>
            {children}
            {(!steps || steps.isLast) && (
              <FormFooter
                failure={failure}
                busy={busy}
                submitLabel={submitLabel}
                cancelLabel={cancelLabel}
                onCancel={() => leave(onCancel)}
              />
            )}
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
