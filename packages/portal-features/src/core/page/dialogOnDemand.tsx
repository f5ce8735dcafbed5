import { cloneElement, lazy, Suspense, useState, type ComponentType, type MouseEvent, type ReactElement } from 'react';

/** What a dialog loaded on demand is given: it is always controlled, and has no trigger of its own. */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Trigger = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

/**
 * A screen's dialog whose code (its form, its rules, what it draws) loads when someone opens it, not with the
 * screen: the trigger is on the page from the start, the dialog's module is fetched on the first click. Each
 * opening starts the dialog afresh (new draft, new idempotency key); focus goes back to the trigger, which
 * stays the same element.
 */
export function dialogOnDemand<DialogProps extends OnDemandDialogProps>(
  load: () => Promise<ComponentType<DialogProps>>,
): ComponentType<Omit<DialogProps, keyof OnDemandDialogProps> & { trigger: Trigger }> {
  type Props = Omit<DialogProps, keyof OnDemandDialogProps>;
  const LazyDialog = lazy(() => load().then((component) => ({ default: component })));
  function OnDemandDialog({ trigger, ...props }: Props & { trigger: Trigger }) {
    const [open, setOpen] = useState(false);
    const [openings, setOpenings] = useState(0);
    return (
      <>
        {cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onClick: (event: MouseEvent) => {
            trigger.props.onClick?.(event);
            if (event.defaultPrevented) return;
            setOpenings((count) => count + 1);
            setOpen(true);
          },
        } as Partial<Trigger['props']>)}
        {openings > 0 && (
          <Suspense fallback={null}>
            <LazyDialog key={openings} {...(props as unknown as DialogProps)} open={open} onOpenChange={setOpen} />
          </Suspense>
        )}
      </>
    );
  }
  return OnDemandDialog;
}
