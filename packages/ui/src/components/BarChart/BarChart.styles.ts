import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';

export const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
`;

export const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const Swatch = styled.span`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 2px;
`;

export const Plot = styled.div`
  position: relative;
  min-width: 0;

  [role='application'] {
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  svg {
    display: block;
    overflow: visible;
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.text.muted};
    text-align: center;
  }
`;

export const Tooltip = styled.p`
  && {
    min-height: 1.5em;
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.text.default};
    text-align: left;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
