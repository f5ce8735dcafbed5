import { cloneElement, type MouseEvent, type ReactElement } from 'react';

export type Clickable = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

/**
 * Calls an element's own click handler, then ours unless it prevented the default: a dialog's trigger opens it
 * without the dialog's code being on the page yet.
 */
export function withClick(element: Clickable, onClick: () => void, extra: Record<string, unknown> = {}) {
  return cloneElement(element, {
    ...extra,
    onClick: (event: MouseEvent) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) onClick();
    },
  });
}
