import type { EstablishmentDetail, EstablishmentSummary } from '../../endpoints/establishmentEndpoints';
import { statusActionsFrom } from '../../establishment/establishmentVocabulary';
import { civilFromDayNumber } from '../../money/calendar';
import { standardRates } from '../../money/pricing';
import type { SandboxDb } from '../db';
import type { MoneyHistory } from '../money/history';
import { balancesOf } from '../money/moneyBalances';
import { accountCan, moneyScopeOf } from '../money/scope';
import type { SandboxAccount } from '../seeds';
import { drawnProfile, normalized } from './drawnProfile';
import {
  establishmentsOf,
  isEstablishmentInScope,
  storeFigures,
  type EstablishmentRecord,
} from './establishmentRecords';

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace('.', ',')}%`;
const reais = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

/**
 * How the API shows the stores and white labels to one caller: the ones in its tree, a row of the list (with the last
 * 30 days and the owner's balance) and the whole record; shared by the list, the record and its edits.
 */
export function establishmentViews(db: SandboxDb) {
  /** The record's address, contact, account and channels: as typed or drawn, then as edited and approved. */
  const profileOf = (record: EstablishmentRecord, merchantName: string | undefined, seed: number) => {
    const base = record.profile ?? drawnProfile(record, merchantName, seed);
    const edit = db.read().establishmentEdits.find((candidate) => candidate.id === record.id);
    if (!edit) return base;
    return {
      ...base,
      ...edit.profile,
      bankAccount: edit.bankAccount !== undefined ? edit.bankAccount : base.bankAccount,
    };
  };
  /** A new settlement account waiting for a second person. */
  const pendingAccountOf = (id: number) => {
    const request = db
      .read()
      .approvals.find(
        (candidate) =>
          candidate.status === 'pending' &&
          candidate.kind === 'settlementAccount' &&
          candidate.payload.establishmentId === id,
      );
    if (!request) return null;
    const account = request.payload.bankAccount as { bankName: string; account: string };
    return { approvalId: request.id, bankName: account.bankName, account: account.account };
  };
  const visible = (account: SandboxAccount, h: MoneyHistory) => {
    const scope = moneyScopeOf(account, db, h);
    return establishmentsOf(h.directory, db.read()).filter((record) => isEstablishmentInScope(record, scope));
  };
  /** Each record's last 30 days: a store's own sales, a white label's of all its stores. */
  const figuresOf = (h: MoneyHistory, record: EstablishmentRecord) => {
    const figures = storeFigures(h);
    if (record.kind === 'store')
      return figures.get(`${record.merchantIndex}.${record.storeIndex}`) ?? { volume30d: 0, lastSaleAt: null };
    let volume30d = 0;
    let lastSaleAt: string | null = null;
    h.directory.merchants.forEach((merchant, merchantIndex) => {
      if (merchant.partnerId !== record.id) return;
      merchant.stores.forEach((_store, storeIndex) => {
        const own = figures.get(`${merchantIndex}.${storeIndex}`);
        volume30d += own?.volume30d ?? 0;
        if (own?.lastSaleAt && (!lastSaleAt || own.lastSaleAt > lastSaleAt)) lastSaleAt = own.lastSaleAt;
      });
    });
    return { volume30d, lastSaleAt };
  };
  // The owners' balances at one history (cleared when the history moves on, so the map never grows).
  let balances: { history: MoneyHistory | null; byOwner: Map<number, number> } = { history: null, byOwner: new Map() };
  const balanceOf = (h: MoneyHistory, account: SandboxAccount, record: EstablishmentRecord) => {
    if (record.kind !== 'store' || !accountCan(account, 'view_bank_statement')) return null;
    if (balances.history !== h) balances = { history: h, byOwner: new Map() };
    const companyId = record.owner.companyId;
    const known = balances.byOwner.get(companyId);
    if (known !== undefined) return known;
    const { available } = balancesOf(h, { kind: 'merchant', companyId }, companyId, [], civilFromDayNumber(h.nowDay));
    balances.byOwner.set(companyId, available);
    return available;
  };
  const summaryOf = (h: MoneyHistory, account: SandboxAccount, record: EstablishmentRecord): EstablishmentSummary => ({
    id: record.id,
    kind: record.kind,
    tradeName: record.tradeName,
    legalName: record.legalName,
    document: record.document,
    owner: record.owner,
    whiteLabel: record.whiteLabel,
    status: record.status,
    mcc: record.mcc,
    city: record.city,
    state: record.state,
    createdAt: record.createdAt,
    ...figuresOf(h, record),
    balance: balanceOf(h, account, record),
    activeTerminals: record.status === 'closed' ? 0 : record.terminals,
  });
  const detailOf = (h: MoneyHistory, account: SandboxAccount, record: EstablishmentRecord): EstablishmentDetail => {
    const mayEdit = accountCan(account, 'edit_establishments');
    const all = visible(account, h);
    const stores =
      record.kind === 'whiteLabel'
        ? all.filter((other) => other.whiteLabel?.companyId === record.id)
        : all.filter((other) => other.kind === 'store' && other.owner.companyId === record.owner.companyId);
    const merchant = record.merchantIndex === null ? undefined : h.directory.merchants[record.merchantIndex];
    const rates = record.merchantIndex === null ? standardRates : (h.rates[record.merchantIndex] ?? standardRates);
    const seed = record.id * 7;
    return {
      ...summaryOf(h, account, record),
      statusReason: record.statusReason,
      statusHistory: record.statusHistory,
      ...profileOf(record, merchant?.name, seed),
      pendingBankAccount: pendingAccountOf(record.id),
      plan: {
        name: 'Padrão',
        rates: [
          { label: 'Débito (Visa, Mastercard)', rate: percent(rates.mdr.debit.visa) },
          { label: 'Crédito à vista (Visa, Mastercard)', rate: percent(rates.mdr.credit1.visa) },
          { label: 'Crédito 2 a 6 parcelas', rate: percent(rates.mdr.credit2to6.visa) },
          { label: 'Crédito 7 a 12 parcelas', rate: percent(rates.mdr.credit7to12.visa) },
          { label: 'Pix', rate: percent(rates.pix) },
          { label: 'Boleto pago', rate: reais(rates.boletoFixedFee) },
          { label: 'Antecipação (ao mês)', rate: percent(rates.anticipationMonthly) },
        ],
      },
      softDescriptor: normalized(record.tradeName)
        .replace(/[^A-Z0-9 ]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 22),
      stores: stores.map((store) => ({ id: store.id, tradeName: store.tradeName, status: store.status })),
      statusActions: mayEdit && record.kind === 'store' ? statusActionsFrom(record.status) : [],
      canEdit: mayEdit,
    };
  };
  const recordFor = (account: SandboxAccount, h: MoneyHistory, id: unknown) =>
    visible(account, h).find((record) => String(record.id) === String(id));

  return { visible, figuresOf, summaryOf, detailOf, recordFor, profileOf, pendingAccountOf };
}

export type EstablishmentViews = ReturnType<typeof establishmentViews>;
