import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePhoneLayout } from '../../layout/useMediaQuery';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Button } from '../Button';
import { Bar, Chip, Chips, Controls, Footer } from './FilterBar.styles';

export interface ActiveFilter {
  id: string;
  /** 'Status: Paga, Estornada'. */
  label: string;
}

export interface FilterBarProps {
  /** The filter controls (PeriodPicker, ChipSelect, AmountRange, SearchField…). */
  children: ReactNode;
  /** The filters in force besides the period, each removable on its own. */
  activeFilters?: readonly ActiveFilter[];
  onRemoveFilter?: (id: string) => void;
  onClearFilters?: () => void;
  label?: string;
}

/**
 * The filters of a list or dashboard. The host keeps their values in the URL (so a link or a reload gives
 * the same view and Back the previous one); removing one filter keeps the others. On a phone the controls fold
 * behind one 'Filtros (n)' button, so the figures and the list come first; the filters in force stay in sight.
 */
export function FilterBar({ children, activeFilters = [], onRemoveFilter, onClearFilters, label }: FilterBarProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const controlsId = useId();
  const barRef = useRef<HTMLElement>(null);
  const chipsRef = useRef<HTMLDivElement>(null);
  // A removed chip takes focus with it: once the host dropped its filter, focus goes to the chip now in its
  // place (or the one before), or to the bar when none is left, not to the page's body (A4).
  const removed = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const chip = removed.current;
    if (!chip || activeFilters.some((filter) => filter.id === chip.id)) return;
    removed.current = null;
    const chips = chipsRef.current?.querySelectorAll<HTMLElement>('[data-filter-chip]') ?? [];
    (chips[Math.min(chip.index, chips.length - 1)] ?? barRef.current)?.focus();
  }, [activeFilters]);
  return (
    <Bar ref={barRef} tabIndex={-1} data-component="FilterBar" aria-label={label ?? messages.filters}>
      {phone && (
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={controlsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {messages.filtersButton(activeFilters.length)}
        </Button>
      )}
      <Controls id={controlsId} hidden={phone && !open}>
        {children}
      </Controls>
      {activeFilters.length > 0 && (
        <Footer>
          <Chips ref={chipsRef}>
            <span>{messages.activeFilters(activeFilters.length)}:</span>
            {activeFilters.map((filter, index) => (
              <Chip
                key={filter.id}
                type="button"
                data-filter-chip=""
                aria-label={messages.removeFilter(filter.label)}
                onClick={() => {
                  removed.current = { id: filter.id, index };
                  onRemoveFilter?.(filter.id);
                }}
              >
                {filter.label} <span aria-hidden="true">×</span>
              </Chip>
            ))}
          </Chips>
          {onClearFilters && (
            <Button size="sm" variant="tertiary" onClick={onClearFilters}>
              {messages.clearFilters}
            </Button>
          )}
        </Footer>
      )}
    </Bar>
  );
}
