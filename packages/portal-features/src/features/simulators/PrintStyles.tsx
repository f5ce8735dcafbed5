/**
 * Printing the proposal prints only it, on one page: everything else on the page is hidden while printing
 * (visibility, so the portal's shell needs no knowledge of this screen). A plain style element mounted with the
 * screen, rather than styled-components' global style, whose code would otherwise join the first visit's file.
 */
const printOnlyTheProposal = `
@media print {
  body * { visibility: hidden; }
  [data-proposal-print], [data-proposal-print] * { visibility: visible; }
  [data-proposal-print] { position: absolute; inset: 0 0 auto 0; font-size: 11pt; }
}
`;

export function PrintStyles() {
  return <style>{printOnlyTheProposal}</style>;
}
