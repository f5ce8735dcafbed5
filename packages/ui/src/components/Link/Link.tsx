import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { useUiMessages } from '../../messages';
import { visuallyHidden } from '../../styles/mixins';
import { linkStyles } from './linkStyles';

const Anchor = styled.a`
  ${linkStyles}
`;

const SlotLink = styled(Slot.Root)`
  ${linkStyles}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /**
   * Style the single child instead of an <a>: pass the router's link,
   * `<Link asChild><RouterLink to="/login">Entrar</RouterLink></Link>`, so @painel/ui needs no router.
   */
  asChild?: boolean;
  /** Opens in a new tab, safely, and tells screen-reader users so. */
  external?: boolean;
}

export function Link({ asChild = false, external = false, children, ...rest }: LinkProps) {
  const messages = useUiMessages();
  if (asChild) {
    return (
      <SlotLink data-component="Link" {...rest}>
        {children}
      </SlotLink>
    );
  }
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Anchor data-component="Link" {...externalProps} {...rest}>
      {children}
      {external && <Hidden> {messages.opensInNewTab}</Hidden>}
    </Anchor>
  );
}
