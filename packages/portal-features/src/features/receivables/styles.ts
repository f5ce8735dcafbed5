import { styled } from 'styled-components';

/** The row's own checkbox: the browser's, sized for a finger and in the brand's colour. */
export const SelectBox = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary.default};
  cursor: pointer;
`;

/** The selection's sum and its action, side by side, wrapping on a phone. */
export const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
