import { styled } from 'styled-components';

/** The answer's fields, disabled together while it is sent. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;

/** The evidence sent, locked: what each file was for, its name and size. */
export const EvidenceList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A dispute's kind with its reason beneath, so the list fits a laptop's width. */
export const KindAndReason = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 14rem;
  white-space: normal;
  ${({ theme }) => theme.media.phone} {
    min-width: 0;
  }

  small {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
