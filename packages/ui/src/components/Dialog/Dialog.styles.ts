import { Dialog as DialogPrimitive } from 'radix-ui';
import { css, styled } from 'styled-components';
import { iconButton } from '../../styles/mixins';

export const dialogSizes = { sm: '24rem', md: '32rem', lg: '48rem', xl: '64rem' } as const;
export type DialogSize = keyof typeof dialogSizes;

export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.bg.overlay};
`;

export const contentStyles = css<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: min(calc(100vw - 2rem), ${({ $size }) => dialogSizes[$size]});
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  transform: translate(-50%, -50%);
  border: ${({ theme }) => theme.outline.card};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &:focus {
    outline: none;
  }
`;

export const titleStyles = css`
  margin: 0;
  padding-inline-end: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const descriptionStyles = css`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Overlay = styled(DialogPrimitive.Overlay)`
  ${overlayStyles}
`;

export const Content = styled(DialogPrimitive.Content)<{ $size: DialogSize }>`
  ${contentStyles}
`;

export const Title = styled(DialogPrimitive.Title)`
  ${titleStyles}
`;

export const Description = styled(DialogPrimitive.Description)`
  ${descriptionStyles}
`;

export const CloseButton = styled(DialogPrimitive.Close)`
  ${iconButton}
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
`;
