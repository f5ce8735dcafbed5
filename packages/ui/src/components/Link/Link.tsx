import { Children, isValidElement, type ComponentPropsWithRef, type ElementType } from 'react';
import { styled } from 'styled-components';
import { useUiMessages } from '../../messages';
import { visuallyHidden } from '../../styles/mixins';
import { linkStyles } from './linkStyles';

const Anchor = styled.a`
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
    const child = Children.only(children);
    if (!isValidElement<Record<string, unknown>>(child)) {
      throw new Error("[@painel/ui Link] asChild needs a single element child, such as the router's link");
    }
    // styled-components' own polymorphism renders the child's component with the link look, which is
    // all a slot would do here, without a slot's weight on every page that has a link.
    return <Anchor data-component="Link" {...rest} {...child.props} as={child.type as ElementType} />;
  }
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Anchor data-component="Link" {...externalProps} {...rest}>
      {children}
      {external && <Hidden> {messages.opensInNewTab}</Hidden>}
    </Anchor>
  );
}
