import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../../styles/mixins';

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Text for screen readers only: a live message ("Novo total do link: R$ 120,00"), a word a sighted reader gets from
 * an icon. A `span`; give it `aria-live` or a role to make it a live region.
 */
export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <Hidden data-component="VisuallyHidden" {...props} />;
}
