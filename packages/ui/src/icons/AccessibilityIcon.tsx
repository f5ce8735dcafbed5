import { Icon, type IconProps } from './Icon';

/** The international symbol of web accessibility (LBI art. 63 §1 asks sites to show one): a figure in a circle. */
export const AccessibilityIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="7" r="1.4" />
    <path d="M7 10l5 1 5-1M12 11v3.5M12 14.5l-2.5 4.5M12 14.5l2.5 4.5" />
  </Icon>
);
