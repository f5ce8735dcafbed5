// The frame every icon draws in; each icon is a module of its own, so a page carries only the icons it shows.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Decorative by default: the control around an icon carries the accessible name. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
