import { css, keyframes, styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** The lines above and below the table: the count and actions, the pager. */
const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Toolbar = styled.div`
  ${bar}
`;

export const Scroll = styled.div`
  overflow: auto;
  max-height: min(70vh, 48rem);
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  ${focusRing}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.bg.subtle};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  tfoot td {
    position: sticky;
    bottom: 0;
    background: ${({ theme }) => theme.color.bg.subtle};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    border-top: 2px solid ${({ theme }) => theme.color.border.strong};
  }
  td[data-wrap='true'] {
    white-space: normal;
    min-width: 10rem;
    max-width: 18rem;
  }
  [data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr[data-linked='true'] {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  a {
    color: ${({ theme }) => theme.color.primary.text};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    ${focusRing}
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 1; }
`;

export const Skeleton = styled.span`
  display: inline-block;
  width: 100%;
  min-width: 4rem;
  height: 0.9em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.border.default};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.text.default};
  text-align: center;

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

export const Pager = styled.nav`
  ${bar}

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  select {
    min-height: 2.25rem;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
    ${focusRing}
  }
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ColumnPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const LiveRegion = styled.span`
  ${hidden}
`;
