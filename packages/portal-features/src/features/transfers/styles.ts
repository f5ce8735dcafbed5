import { styled } from 'styled-components';

/** A payout line's description under its date and kind, wrapping on a phone so the amount stays in view. */
export const LineDescription = styled.span`
  display: block;
  white-space: normal;
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
