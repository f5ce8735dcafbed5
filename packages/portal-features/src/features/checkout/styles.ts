import { styled } from 'styled-components';

/** The payer's page: one column, phone first, the brand across the top, no portal navigation. */
export const Page = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.text.default};
`;

export const BrandBar = styled.header`
  background: ${({ theme }) => theme.color.primary.default};
  color: ${({ theme }) => theme.color.primary.on};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};

  > div {
    max-width: 34rem;
    margin: 0 auto;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.5;
    /* The merchant's line is there before the name arrives, so the bar does not grow under the payer's eyes. */
    min-height: 1.5em;
    overflow-wrap: anywhere;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    white-space: nowrap;
  }
`;

export const Main = styled.main`
  width: 100%;
  max-width: 34rem;
  margin: 0 auto;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;

  h1,
  h2 {
    margin: 0;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

/**
 * While the link loads: a screen's height, so the footer is below the fold until the page arrives and nothing in
 * view moves when it does (cumulative layout shift 0).
 */
export const Loading = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border: ${({ theme }) => theme.outline.card};
  min-width: 0;
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.primary.text};
  }
`;

export const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  > div {
    display: contents;
  }
  dt {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: 360px) {
    grid-template-columns: 1fr;
  }
`;

export const Alert = styled.div<{ $tone: 'danger' | 'warning' | 'success' | 'info' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].bg};
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  strong,
  p {
    color: inherit;
  }
`;

export const Code = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  min-height: 5.5rem;
  resize: none;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  word-break: break-all;
`;

/** Codes a scanner reads stay dark on white in every skin. */
export const ScanBox = styled.div`
  justify-self: center;
  background: #ffffff;
  color: #000000;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  line-height: 0;
  max-width: 100%;
  box-sizing: border-box;

  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const BarcodeBox = styled(ScanBox)`
  justify-self: stretch;
`;

export const Centered = styled.div`
  justify-self: center;
`;
