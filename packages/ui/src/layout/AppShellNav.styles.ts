import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../styles/mixins';

// The menu's parts, shared by its rows (the sidebar's, the top row, and the top row that fits what it can).

export const itemLook = `
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

export const List = styled.ul<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A top row never wraps: what does not fit goes under "Mais" (FittingNavRow). */
  ${({ $orientation }) => ($orientation === 'horizontal' ? '& > li { flex: none; white-space: nowrap; }' : '')}
`;

export const Entry = styled.li`
  position: relative;

  & > a,
  & > button {
    ${itemLook}
    ${focusRing}
  }
  & > a:hover,
  & > button:hover {
    background: ${({ theme }) => theme.color.bg.navHover};
  }
  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.on};
  }
  & > button[data-active='true'] {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export const Sub = styled.ul<{ $floating: boolean; $alignEnd: boolean }>`
  margin: 0;
  padding: ${({ $floating }) => ($floating ? '0.25rem' : '0 0 0 1.5rem')};
  list-style: none;
  ${({ $floating, $alignEnd, theme }) =>
    $floating
      ? `position: absolute; top: 100%; ${$alignEnd ? 'right' : 'left'}: 0; z-index: ${theme.zIndex.dropdown};
         min-width: 14rem; max-height: 70vh; overflow-y: auto;
         border-radius: ${theme.radius.md}; background: ${theme.color.bg.nav}; box-shadow: ${theme.shadow.overlay};`
      : ''}

  li > a {
    ${itemLook}
    ${focusRing}
  }
  li > a:hover {
    background: ${({ theme }) => theme.color.bg.navHover};
  }
  li > a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.on};
  }
`;

export const Label = styled.span<{ $iconOnly: boolean }>`
  ${({ $iconOnly }) => ($iconOnly ? visuallyHidden : '')}
`;
