import type { EstablishmentProfile, EstablishmentRecord } from './establishmentRecords';

/** Upper case without accents: how names are searched and a card statement's descriptor is written. */
export const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** The address, contact, settlement account and channels of a directory store, drawn from its seed. */
export function drawnProfile(record: EstablishmentRecord, merchantName: string | undefined, seed: number) {
  return {
    address: {
      cep: `0${1000 + (seed % 8999)}-${String(seed % 1000).padStart(3, '0')}`.slice(-9),
      street: `Rua ${merchantName?.split(' ')[0] ?? 'das Palmeiras'}`,
      number: String(10 + (seed % 1900)),
      complement: record.kind === 'store' && record.storeIndex ? `Loja ${record.storeIndex}` : '',
      district: 'Centro',
      city: record.city,
      state: record.state,
    },
    contact: {
      name: `Contato ${record.owner.name}`,
      email: `financeiro@${normalized(record.owner.name)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '')}.com.br`,
      phone: `(11) 9${String(4000_0000 + (seed % 5_999_999)).slice(0, 4)}-${String(seed % 10_000).padStart(4, '0')}`,
    },
    bankAccount:
      record.kind === 'store'
        ? {
            bankCode: '341',
            bankName: 'Itaú Unibanco',
            branch: String(1000 + (seed % 8999)).padStart(4, '0'),
            account: `•••• ${String(seed % 10_000).padStart(4, '0')}`,
            holder: record.legalName,
          }
        : null,
    channels: (record.terminals > 0
      ? ['pos', 'pix', 'paymentLink']
      : ['online', 'pix']) as EstablishmentProfile['channels'],
  };
}
