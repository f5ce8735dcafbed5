import type { MoneyCompanies } from '@painel/api-client';
import { Select } from '@painel/ui';
import { useMessages } from '../copy/MessagesContext';
import { moneyMessages } from './messages';

export interface MerchantSelectProps {
  merchants: MoneyCompanies['merchants'];
  /** The merchant chosen, or null for all of them. */
  value: number | null;
  onChange: (companyId: number | null) => void;
}

/** Estabelecimento, for whoever sees more than one merchant: one of them, or all. */
export function MerchantSelect({ merchants, value, onChange }: MerchantSelectProps) {
  const money = useMessages('money', moneyMessages);
  return (
    <Select
      label={money.merchant}
      value={value === null ? '' : String(value)}
      placeholder={false}
      options={[
        { value: '', label: money.allMerchants },
        ...merchants.map((x) => ({ value: String(x.companyId), label: x.name })),
      ]}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
