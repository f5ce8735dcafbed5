import { maskDocument } from '../../money/documents';
import { transactionStatuses } from '../../money/vocabulary';
import {
  merchantCategoryCodes,
  type EstablishmentKind,
  type EstablishmentStatus,
  type MerchantCategory,
  type SalesChannel,
} from '../../establishment/establishmentVocabulary';
import type { SandboxState } from '../db';
import type { MoneyDirectory, MoneyScope } from '../money/directory';
import type { MoneyHistory } from '../money/history';
import { hash32 } from '../money/prng';
import { timestampOf } from '../money/records';

/** What people changed on a store or white label, over what the directory says of it. */
export interface StoredEstablishment {
  id: number;
  status: EstablishmentStatus;
  statusReason: string | null;
  statusHistory: Array<{
    status: EstablishmentStatus;
    reason: string;
    at: string;
    by: { name: string; email: string } | null;
  }>;
}

/** A store or white label as the API answers it, before the figures of the last 30 days. */
export interface EstablishmentRecord extends StoredEstablishment {
  kind: EstablishmentKind;
  tradeName: string;
  legalName: string;
  document: string;
  owner: { companyId: number; name: string };
  whiteLabel: { companyId: number; name: string } | null;
  /** The directory's indexes: the merchant and store whose sales are this record's (null: a white label's). */
  merchantIndex: number | null;
  storeIndex: number | null;
  mcc: MerchantCategory;
  city: string;
  state: string;
  createdAt: string;
  terminals: number;
  /** What a person typed when creating it (a directory record's are drawn from its seed). */
  profile?: EstablishmentProfile;
}

export interface EstablishmentProfile {
  address: {
    cep: string;
    street: string;
    number: string;
    complement: string;
    district: string;
    city: string;
    state: string;
  };
  contact: { name: string; email: string; phone: string };
  bankAccount: { bankCode: string; bankName: string; branch: string; account: string; holder: string } | null;
  channels: SalesChannel[];
}

/**
 * What an edit changed on a store or white label (its names, MCC, address, contact, channels), and the settlement
 * account a second person approved; laid over the record and its drawn or typed profile.
 */
export interface StoredEstablishmentEdit {
  id: number;
  tradeName?: string;
  mcc?: MerchantCategory;
  profile?: Omit<EstablishmentProfile, 'bankAccount'>;
  bankAccount?: EstablishmentProfile['bankAccount'];
}

/** A store or white label a person created: the whole record, kept with the key that created it. */
export interface CreatedEstablishment extends EstablishmentRecord {
  idempotencyKey: string;
  createdBy: string;
}

const STATE_OF_CITY: Record<string, string> = {
  'São Paulo': 'SP',
  'Rio de Janeiro': 'RJ',
  'Belo Horizonte': 'MG',
  Curitiba: 'PR',
  'Porto Alegre': 'RS',
  Salvador: 'BA',
  Recife: 'PE',
  Fortaleza: 'CE',
  Goiânia: 'GO',
  Campinas: 'SP',
  Florianópolis: 'SC',
  Manaus: 'AM',
};
const EPOCH_2024 = 19_723;
const SUSPENDED_REASON = 'Análise de risco: volume de vendas fora do perfil informado no credenciamento.';

const created = (seed: number) => timestampOf(EPOCH_2024 + (seed % 640), 9 * 3600 + (seed % 28_800));
const partnerDocument = (companyId: number) => {
  const root = String(10_000_000 + (hash32(companyId, 3) % 89_999_999)).padStart(8, '0');
  return `${root.slice(0, 2)}.${root.slice(2, 5)}.${root.slice(5, 8)}/0001-${String(companyId % 97).padStart(2, '0')}`;
};

/** Every store and white label the directory holds, as first registered. */
export function directoryEstablishments(directory: MoneyDirectory): EstablishmentRecord[] {
  const partners = new Map(directory.partners.map((partner) => [partner.companyId, partner]));
  const whiteLabels = directory.partners.map((partner): EstablishmentRecord => {
    const merchants = directory.merchants.filter((merchant) => merchant.partnerId === partner.companyId);
    return {
      id: partner.companyId,
      kind: 'whiteLabel',
      tradeName: partner.name,
      legalName: `${partner.name} S.A.`,
      document: partnerDocument(partner.companyId),
      owner: { companyId: partner.companyId, name: partner.name },
      whiteLabel: null,
      merchantIndex: null,
      storeIndex: null,
      mcc: '5999',
      city: 'São Paulo',
      state: 'SP',
      createdAt: created(hash32(partner.companyId, 11) % 200),
      terminals: merchants.reduce((sum, m) => sum + m.stores.reduce((s, store) => s + store.terminals.length, 0), 0),
      status: 'active',
      statusReason: null,
      statusHistory: [],
    };
  });
  const stores = directory.merchants.flatMap((merchant, merchantIndex) =>
    merchant.stores.map((store, storeIndex): EstablishmentRecord => {
      const seed = hash32(store.storeId, 19);
      const partner = partners.get(merchant.partnerId);
      // One store in nineteen is under a risk review, never cliente@'s own.
      const suspended = merchantIndex > 0 && seed % 19 === 4;
      const isPerson = merchant.document.replace(/\D/g, '').length === 11;
      return {
        id: store.storeId,
        kind: 'store',
        tradeName: store.name,
        legalName: isPerson ? merchant.name : `${merchant.name} Ltda.`,
        document: isPerson ? maskDocument(merchant.document) : merchant.document,
        owner: { companyId: merchant.companyId, name: merchant.name },
        whiteLabel: partner ? { companyId: partner.companyId, name: partner.name } : null,
        merchantIndex,
        storeIndex,
        mcc:
          merchantIndex === 0
            ? '5999'
            : (merchantCategoryCodes[hash32(merchant.companyId, 5) % merchantCategoryCodes.length] ?? '5999'),
        city: merchant.city,
        state: STATE_OF_CITY[merchant.city] ?? 'SP',
        createdAt: created(seed),
        terminals: store.terminals.length,
        status: suspended ? 'suspended' : 'active',
        statusReason: suspended ? SUSPENDED_REASON : null,
        statusHistory: [],
      };
    }),
  );
  return [...whiteLabels, ...stores];
}

/** The records with what people changed on them. */
export function establishmentsOf(directory: MoneyDirectory, state: SandboxState): EstablishmentRecord[] {
  const changed = new Map(state.establishments.map((stored) => [stored.id, stored]));
  const created = state.createdEstablishments.map(
    ({ idempotencyKey: _key, createdBy: _by, ...record }): EstablishmentRecord => record,
  );
  const edits = new Map(state.establishmentEdits.map((edit) => [edit.id, edit]));
  return [...directoryEstablishments(directory), ...created].map((record) => {
    const stored = changed.get(record.id);
    const edit = edits.get(record.id);
    const withStatus = stored ? { ...record, ...stored } : record;
    if (!edit) return withStatus;
    return {
      ...withStatus,
      tradeName: edit.tradeName ?? withStatus.tradeName,
      mcc: edit.mcc ?? withStatus.mcc,
      city: edit.profile?.address.city ?? withStatus.city,
      state: edit.profile?.address.state ?? withStatus.state,
    };
  });
}

/** Whether a caller of this scope sees the record: platform staff all, a white label its stores, a Cliente its own. */
export function isEstablishmentInScope(record: EstablishmentRecord, scope: MoneyScope): boolean {
  if (scope.kind === 'all') return true;
  if (record.kind === 'whiteLabel') return false;
  if (scope.kind === 'partner') return record.whiteLabel?.companyId === scope.partnerId;
  if (scope.kind === 'store') return record.id === scope.storeId;
  return record.owner.companyId === scope.companyId;
}

const PAID = transactionStatuses.indexOf('paid');

const figuresOfHistory = new WeakMap<MoneyHistory, Map<string, { volume30d: number; lastSaleAt: string | null }>>();

/** Approved sales of the last 30 days and the last sale, per store (directory merchant × store), in one pass. */
export function storeFigures(h: MoneyHistory): Map<string, { volume30d: number; lastSaleAt: string | null }> {
  const known = figuresOfHistory.get(h);
  if (known) return known;
  const figures = new Map<
    string,
    { volume30d: number; lastSaleAt: string | null; lastDay: number; lastSecond: number }
  >();
  const c = h.columns;
  const firstDay = h.nowDay - 29;
  for (let row = 0; row < h.count; row += 1) {
    if (c.status[row] !== PAID) continue;
    const key = `${c.merchant[row] ?? 0}.${c.store[row] ?? 0}`;
    const day = c.day[row] ?? 0;
    const second = c.second[row] ?? 0;
    const entry = figures.get(key) ?? { volume30d: 0, lastSaleAt: null, lastDay: -1, lastSecond: -1 };
    if (day >= firstDay) entry.volume30d += c.amount[row] ?? 0;
    if (day > entry.lastDay || (day === entry.lastDay && second > entry.lastSecond)) {
      entry.lastDay = day;
      entry.lastSecond = second;
      entry.lastSaleAt = timestampOf(day, second);
    }
    figures.set(key, entry);
  }
  const answer = new Map([...figures].map(([key, { volume30d, lastSaleAt }]) => [key, { volume30d, lastSaleAt }]));
  figuresOfHistory.set(h, answer);
  return answer;
}
