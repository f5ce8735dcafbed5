import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

export const FilterActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Lines the buttons up with the inputs, below where the labels sit. */
export const FormActions = styled(FilterActions)`
  padding-top: calc(${({ theme }) => theme.fontSize.sm} * 1.5 + ${({ theme }) => theme.space.xs});
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  ${focusRing}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.bg.subtle};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  td {
    white-space: nowrap;
  }
`;

export const Status = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Pagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const ValuesGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  pre {
    margin: 0;
    max-height: 50vh;
    overflow: auto;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.subtle};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
