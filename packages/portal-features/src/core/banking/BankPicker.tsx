import type { BankChoice } from '@painel/api-client';
import { banks } from '@painel/api-client/money';
import { Select, TextField, formatDate } from '@painel/ui';
import { useEffect, useState, type Ref } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../copy/MessagesContext';
import { SettledAnnouncement } from '../forms/SettledAnnouncement';
import { formsMessages } from '../forms/messages';
import { banksMatching } from './bankSearch';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// The well-known banks answer at once; the whole list follows in its own file.
const wellKnown: readonly BankChoice[] = banks.map((bank) => ({
  code: bank.code,
  ispb: '',
  name: bank.name,
  listedName: bank.name,
}));

export interface BankPickerProps {
  label: string;
  /** The chosen bank's COMPE code ('' for none). */
  value: string;
  /** The code chosen and its name as listed ('' for none). */
  onChange: (code: string, name: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  selectRef?: Ref<HTMLSelectElement>;
  required?: boolean;
}

/**
 * A bank of the Central Bank's list of institutions: a search (name, code or ISPB, accents optional) narrows the
 * native select, which keeps the platform's own keyboard and phone picker; the chosen bank always stays listed.
 */
export function BankPicker({ label, value, onChange, onBlur, error, name, selectRef, required }: BankPickerProps) {
  const m = useMessages('forms', formsMessages).bank;
  const [query, setQuery] = useState('');
  const [all, setAll] = useState<{ choices: readonly BankChoice[]; day: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('./bankChoicesChunk').then(
      (chunk) => live && setAll({ choices: chunk.bankChoices, day: chunk.BANK_DIRECTORY_DATE }),
      // Offline, the well-known banks stay offered.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const choices = all?.choices ?? wellKnown;
  const matching = banksMatching(choices, query, value);
  const count = matching.filter((choice) => choice.code !== value || query === '').length;
  const found = query.trim() ? (count === 0 ? m.none : m.found(count)) : null;
  return (
    <Group>
      <TextField
        label={m.search}
        type="search"
        autoComplete="off"
        value={query}
        hint={found ?? m.searchHint}
        onChange={(event) => setQuery(event.target.value)}
      />
      <SettledAnnouncement text={found ?? ''} />
      <Select
        label={label}
        name={name}
        ref={selectRef}
        value={value}
        required={required}
        error={error}
        hint={all ? m.source(formatDate(all.day)) : undefined}
        options={matching.map((choice) => ({ value: choice.code, label: m.option(choice.code, choice.name) }))}
        onBlur={onBlur}
        onChange={(event) =>
          onChange(event.target.value, choices.find((choice) => choice.code === event.target.value)?.name ?? '')
        }
      />
    </Group>
  );
}
