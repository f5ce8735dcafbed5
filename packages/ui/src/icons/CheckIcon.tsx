import { Icon, type IconProps } from './Icon';

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12l5 5L20 7" />
  </Icon>
);
