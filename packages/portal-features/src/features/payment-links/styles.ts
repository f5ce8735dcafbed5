import { styled } from 'styled-components';

export const ItemRow = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: minmax(10rem, 2fr) minmax(5rem, 0.6fr) minmax(8rem, 1fr) auto;
  align-items: end;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};

  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: 1fr 1fr;
    > :first-of-type {
      grid-column: 1 / -1;
    }
  }
`;

export const TotalLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-variant-numeric: tabular-nums;
`;

/** The items and amounts, locked as one once somebody paid the link. */
export const ItemsFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
