import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.outline.card};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Heading of the card (an h2); also names the section for screen readers. */
  title?: ReactNode;
  /** Buttons or links at the right of the heading. */
  actions?: ReactNode;
}

/** A surface for a block of content: shadow in most skins, a border in `bordered`. */
export function Card({ title, actions, children, ...rest }: CardProps) {
  const headingId = useId();
  return (
    <Root data-component="Card" aria-labelledby={title ? headingId : undefined} {...rest}>
      {(title || actions) && (
        <Header>
          {title && <h2 id={headingId}>{title}</h2>}
          {actions}
        </Header>
      )}
      {children}
    </Root>
  );
}
