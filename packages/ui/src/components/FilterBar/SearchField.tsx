import { useEffect, useState, type FormEvent } from 'react';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { Hint } from './FilterBar.styles';

export interface SearchFieldProps {
  /** The search in force (from the URL). */
  value: string;
  /**
   * Called with the trimmed text a moment after typing stops, on Enter, or when the field loses focus with a
   * change: the list and its count always belong to what the box says.
   */
  onSearch: (text: string) => void;
  /** Names what the text was recognised as ('NSU', 'e-mail'), or null; shown while typing. */
  recognise?: (text: string) => string | null;
  label?: string;
  hint?: string;
  disabled?: boolean;
}

/** How long typing may pause before the search runs. */
export const SEARCH_AFTER_MS = 600;

/** One box for every identifier, saying what it recognised in what was typed. */
export function SearchField({ value, onSearch, recognise, label, hint, disabled }: SearchFieldProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    // The URL changed (Back, 'Limpar filtros'): the box follows it.
    setApplied(value);
    setText(value);
  }
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (trimmed !== value) onSearch(trimmed);
  };
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return undefined;
    const timer = setTimeout(() => onSearch(trimmed), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  const kind = text.trim() && recognise ? recognise(text.trim()) : null;
  // Shown at each keystroke, said once the search runs: "Buscando por …" at every letter drowned the results count.
  const appliedKind = value && recognise ? recognise(value) : null;
  return (
    <form role="search" aria-label={label ?? messages.search} onSubmit={submit} data-component="SearchField">
      <TextField
        label={label ?? messages.search}
        type="search"
        autoComplete="off"
        spellCheck={false}
        hint={hint ?? messages.searchHint}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => submit()}
      />
      <Hint aria-hidden="true">{kind ? messages.searchAs(kind) : ' '}</Hint>
      <VisuallyHidden aria-live="polite">{appliedKind ? messages.searchAs(appliedKind) : ''}</VisuallyHidden>
    </form>
  );
}
