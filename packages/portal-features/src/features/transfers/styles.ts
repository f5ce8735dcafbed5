import { styled } from 'styled-components';

/** A payout line's description under its date and kind, wrapping on a phone so the amount stays in view. */
export const LineDescription = styled.span`
  display: block;
  white-space: normal;
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const PayoutActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A day of a payout, folded to its total or open on its lines. */
export const DayToggle = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-align: start;
  white-space: normal;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
