import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { styled } from 'styled-components';

// The layout pieces the money screens share: one column of sections, a section title over figure cards, and
// the small figures table.

export const MoneyStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/**
 * Figure cards side by side: four on a desktop, two on a tablet and on a phone (a track is at most half the row
 * minus the gap, so a phone shows two a row and the list comes sooner). `$explained`: cards that carry a paragraph
 * each (the balances and their holds) take the whole row on a phone, so the text is not a narrow column.
 */
export const FigureGrid = styled.section<{ $explained?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(${({ theme, $explained }) => ($explained ? '100%' : `calc(50% - ${theme.space.md} / 2)`)}, 15rem), 1fr)
  );
  /* Below 360 px at the default text size (22.5em: 720 px at 200 % text) two a row leave a figure no room. */
  @media (max-width: 22.49em) {
    grid-template-columns: 1fr;
  }
`;

/** A group of figure cards is a section under its own h2 (the cards' titles are h3). */
export const SectionTitle = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** A row of buttons and links that wraps on a phone. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Form fields side by side while each keeps 12rem, one under another on a phone. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`;

/** A titled group of a form's fields (a payment method's options, a store's sales channels): a framed fieldset. */
export const FieldGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }

  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.color.danger.text};
  }
`;

/** Something that needs the user now (deadlines about to pass, charges failing): in its tone's colours, above the rest. */
export const ToneNotice = styled.div<{ $tone: 'warning' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.color[$tone].text};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].bg};
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/** An address to read and copy (a link, a code): monospace, broken anywhere on a phone. */
export const AddressText = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

// On a phone a row's name wraps, so its figure stays on screen; a table of more than two columns is a list of
// cards, each row's cells one under another with their column's name (D8), nothing to scroll sideways. (Comments
// out of the template: styled-components ships its text as written.)
const Frame = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: start;
    white-space: nowrap;
  }
  [data-figure] {
    text-align: end;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    border-bottom: 0;
  }
  tbody th {
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.color.bg.surface};
  }
  ${({ theme }) => theme.media.phone} {
    th[scope='row'] {
      white-space: normal;
    }
    &[data-stack] {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      table,
      tbody,
      tfoot,
      tr {
        display: block;
      }
      tr {
        padding: 0.25rem 0;
        border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
      }
      th,
      td {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
        border: 0;
        white-space: normal;
        text-align: end;
      }
      tbody th {
        position: static;
      }
      [data-label]::before {
        content: attr(data-label);
        text-align: start;
        color: ${({ theme }) => theme.color.text.muted};
      }
    }
  }
`;

/**
 * Names each body and footer cell after its column (`data-label`), and marks a table of more than two columns to be
 * stacked as cards on a phone. A cell spanning columns, or a row's name, keeps no column name.
 */
export function labelFigureCells(frame: HTMLElement) {
  const header = frame.querySelector('thead tr:last-child');
  if (!header) return;
  const labels = Array.from(header.children, (cell) => cell.textContent ?? '');
  frame.toggleAttribute('data-stack', labels.length > 2);
  for (const row of frame.querySelectorAll('tbody tr, tfoot tr')) {
    let column = 0;
    for (const cell of (row as HTMLTableRowElement).cells) {
      if (cell.tagName === 'TD' && cell.colSpan === 1) cell.dataset.label = labels[column];
      column += cell.colSpan;
    }
  }
}

/**
 * A small table of figures: amounts (`data-figure`) right-aligned in tabular figures, on a phone a table of more than two
 * columns stacks as cards (two columns stay side by side, a row's name wrapping), a bold total in `tfoot`. Focusable, so the
 * keyboard scrolls it too, and named by `label`.
 */
export function FigureTable({ label, ...props }: ComponentProps<typeof Frame> & { label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  // After every render: the rows are the screen's, and change with its data.
  useLayoutEffect(() => {
    if (!frame.current) return;
    labelFigureCells(frame.current);
    // The table is named too (a screen reader's list of tables), unless the screen named it itself.
    const table = frame.current.querySelector('table');
    if (table && !table.hasAttribute('aria-label') && !table.querySelector('caption'))
      table.setAttribute('aria-label', label);
  });
  // A tab stop is a named region, not a silent `generic` (A16).
  return <Frame ref={frame} role="region" aria-label={label} {...props} />;
}
