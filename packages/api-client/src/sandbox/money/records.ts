import { civilFromDayNumber } from '../../money/calendar';
import { formatRate, formatUsd } from '../../money/contractRules';
import type { LedgerEntry } from '../../money/ledger';
import { cardBrands } from '../../money/pricing';
import { captureChannels, paymentMethods, refusalReasons, transactionStatuses } from '../../money/vocabulary';
import {
  EVENT,
  disputeFineOf,
  NO_VALUE,
  OUTCOME,
  PAYOUT_SECOND,
  installmentKey,
  isSettledRow,
  pricedRow,
  refundBatchAfter,
  refundDone,
  refundHeld,
  rowAt,
  settlementMomentsOf,
  DAY_CLOSE_SECOND,
  noticeOf,
  type MoneyHistory,
} from './history';
import { emailDomains, firstNames, lastNames } from './pools';
import { hash32 } from './prng';

/** Rows and the fields derived from them: ids, the customer, the card, the Pix and boleto identifiers. */
const pad = (value: number, length: number) => String(value).padStart(length, '0');
const compactDate = (day: number) => civilFromDayNumber(day).replaceAll('-', '');
const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const formatCivil = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const PSP_ISPB = '18236120';

export const transactionIdOf = (h: MoneyHistory, row: number) =>
  `TX${compactDate(h.columns.day[row] ?? 0)}${pad(h.columns.ordinal[row] ?? 0, 6)}`;

/** The row of an id, or undefined: the id names its day and its place in the day. */
export function rowOfTransactionId(h: MoneyHistory, id: string): number | undefined {
  const match = /^TX(\d{4})(\d{2})(\d{2})(\d{6})$/i.exec(id.trim());
  if (!match) return undefined;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  return rowAt(h, day, Number(match[4]));
}

/** NSU: the day (mod 1000) and its place in the day, so a typed NSU finds its row without a scan. */
export const nsuOf = (h: MoneyHistory, row: number) =>
  `${pad((h.columns.day[row] ?? 0) % 1000, 3)}${pad(h.columns.ordinal[row] ?? 0, 6)}`;

export function rowOfNsu(h: MoneyHistory, nsu: string): number | undefined {
  if (!/^\d{9}$/.test(nsu)) return undefined;
  const dayMod = Number(nsu.slice(0, 3));
  const ordinal = Number(nsu.slice(3));
  for (let index = 0; index < h.dayStart.length - 1; index += 1) {
    if ((h.firstDay + index) % 1000 !== dayMod) continue;
    const row = rowAt(h, h.firstDay + index, ordinal);
    if (row !== undefined) return row;
  }
  return undefined;
}

const code = (seed: number, length: number) =>
  Array.from({ length }, (_, i) => ALPHANUMERIC[hash32(seed, i) % ALPHANUMERIC.length]).join('');

export const authorizationCodeOf = (h: MoneyHistory, row: number) =>
  h.columns.brand[row] === NO_VALUE
    ? null
    : code(hash32(h.seed, h.columns.day[row] ?? 0, h.columns.ordinal[row] ?? 0), 6);

export const last4Of = (h: MoneyHistory, row: number) =>
  h.userSaleRows.get(row)?.last4 ??
  pad(hash32(h.seed, h.columns.day[row] ?? 0, h.columns.ordinal[row] ?? 0, 4) % 10_000, 4);

const BINS = ['411111', '545301', '636368', '376449', '606282'];
export const maskedCardOf = (h: MoneyHistory, row: number) => {
  const brand = h.columns.brand[row] ?? NO_VALUE;
  const bin = h.userSaleRows.get(row)?.first6 ?? BINS[brand] ?? '411111';
  return brand === NO_VALUE ? null : `${bin}******${last4Of(h, row)}`;
};

/** Pix end-to-end id: E + ISPB (8) + yyyyMMddHHmm + 11 characters (32 in all). */
export const e2eIdOf = (h: MoneyHistory, row: number) => {
  const second = h.columns.second[row] ?? 0;
  const time = `${pad(Math.floor(second / 3600), 2)}${pad(Math.floor((second % 3600) / 60), 2)}`;
  return `E${PSP_ISPB}${compactDate(h.columns.day[row] ?? 0)}${time}${pad(h.columns.ordinal[row] ?? 0, 6)}${code(row, 5)}`;
};

export function rowOfE2eId(h: MoneyHistory, e2e: string): number | undefined {
  const match = /^E\d{8}(\d{8})\d{4}(\d{6})[A-Z0-9]{5}$/.exec(e2e.trim().toUpperCase());
  if (!match) return undefined;
  const row = rowOfTransactionId(h, `TX${match[1]}${match[2]}`);
  return row !== undefined && e2eIdOf(h, row) === e2e.trim().toUpperCase() ? row : undefined;
}

/** Text as searches compare it: without accents, in lower case. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function customerOf(index: number) {
  const first = firstNames[index % firstNames.length] ?? 'Ana';
  const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? 'Silva';
  const domain = emailDomains[index % emailDomains.length] ?? 'gmail.com';
  const digits = pad(hash32(index, 3) % 1_000, 3);
  return {
    name: `${first} ${last}`,
    email: `${fold(first)}.${fold(last)}@${domain}`,
    document: `***.${digits}.${pad(hash32(index, 5) % 1000, 3)}-**`,
  };
}

/** A payer's CPF as the portal shows one ('***.456.789-**'); a CNPJ is a company's, shown whole. */
const maskedDocument = (document: string) =>
  document.length === 11 ? `***.${document.slice(3, 6)}.${document.slice(6, 9)}-**` : document;

/** The customer of a row: a link's sale names its payer; generated sales draw from the pool. */
export function customerOfRow(h: MoneyHistory, row: number) {
  const sale = h.userSaleRows.get(row);
  if (!sale) return customerOf(h.columns.customer[row] ?? 0);
  return { name: sale.customerName, email: sale.customerEmail, document: maskedDocument(sale.customerDocument ?? '') };
}

export const orderNumberOf = (h: MoneyHistory, row: number) =>
  `PED-${compactDate(h.columns.day[row] ?? 0)}-${pad(h.columns.ordinal[row] ?? 0, 5)}`;

export const timestampOf = (day: number, second: number) =>
  `${civilFromDayNumber(day)}T${pad(Math.floor(second / 3600), 2)}:${pad(Math.floor((second % 3600) / 60), 2)}:${pad(second % 60, 2)}-03:00`;

/** The fields every list row carries. */
export function transactionSummaryOf(h: MoneyHistory, row: number) {
  const c = h.columns;
  const merchant = h.directory.merchants[c.merchant[row] ?? 0];
  const store = merchant?.stores[c.store[row] ?? 0];
  const settled = isSettledRow(h, row);
  const amount = c.amount[row] ?? 0;
  return {
    id: transactionIdOf(h, row),
    orderNumber: orderNumberOf(h, row),
    createdAt: timestampOf(c.day[row] ?? 0, c.second[row] ?? 0),
    status: transactionStatuses[c.status[row] ?? 0] ?? 'processing',
    method: paymentMethods[c.method[row] ?? 0] ?? 'credit',
    brand: c.brand[row] === NO_VALUE ? null : (cardBrands[c.brand[row] ?? 0] ?? null),
    installments: c.installments[row] ?? 1,
    installmentType: c.installmentType[row] === 1 ? ('issuer' as const) : ('merchant' as const),
    channel: captureChannels[c.channel[row] ?? 0] ?? 'chip',
    amount,
    gross: settled ? amount : 0,
    fees: settled ? (c.mdr[row] ?? 0) + (c.fixedFee[row] ?? 0) : 0,
    net: settled ? (c.net[row] ?? 0) : 0,
    customerName: customerOfRow(h, row).name,
    companyId: merchant?.companyId ?? 0,
    companyName: merchant?.name ?? '',
    storeId: store?.storeId ?? 0,
    storeName: store?.name ?? '',
    refusalCode: c.refusal[row] === NO_VALUE ? null : (refusalReasons[c.refusal[row] ?? 0]?.code ?? null),
  };
}

/**
 * Every ledger entry a row produced, each at its moment: its installments (a receber until their date), a refund's
 * reservation and its batch, a chargeback's or MED's hold and its decision.
 */
export function ledgerEntriesOfRow(h: MoneyHistory, row: number): LedgerEntry[] {
  if (!isSettledRow(h, row)) return [];
  const c = h.columns;
  const id = transactionIdOf(h, row);
  const companyId = h.directory.merchants[c.merchant[row] ?? 0]?.companyId ?? 0;
  const lines = pricedRow(h, row).installments;
  const entries: LedgerEntry[] = [];
  const of = lines.length;
  settlementMomentsOf(h, row).forEach((moment, index) => {
    const line = lines[index];
    if (!line) return;
    const base = {
      companyId,
      bucket: 'available' as const,
      date: civilFromDayNumber(moment.day),
      sequence: moment.second,
      transactionId: id,
      installment: { number: line.number, of },
    };
    const parcel = of > 1 ? ` — parcela ${line.number}/${of}` : '';
    const early = h.anticipated.get(installmentKey(row, line.number));
    const label = early ? `${parcel} (antecipada: ${h.anticipations[early.index]?.id ?? ''})` : parcel;
    entries.push({
      ...base,
      id: `${id}-S${line.number}`,
      type: 'sale',
      amount: line.gross,
      description: `Venda ${id}${label}`,
    });
    if (line.mdr)
      entries.push({
        ...base,
        id: `${id}-M${line.number}`,
        type: 'mdr_fee',
        amount: -line.mdr,
        description: `Taxa MDR ${id}${parcel}`,
      });
    if (line.fixedFee) {
      entries.push({
        ...base,
        id: `${id}-F${line.number}`,
        type: 'fixed_fee',
        amount: -line.fixedFee,
        description: `Tarifa fixa ${id}`,
      });
    }
  });
  const event = c.event[row] ?? EVENT.none;
  if (event === EVENT.none) return entries;
  const amount = c.amount[row] ?? 0;
  const held = c.held[row] ?? 0;
  const heldDate = civilFromDayNumber(c.heldDay[row] ?? 0);
  const heldSequence = c.heldSecond[row] ?? 0;
  const outcomeDate = civilFromDayNumber(c.outcomeDay[row] ?? 0);
  const decided = c.outcome[row] === OUTCOME.won || c.outcome[row] === OUTCOME.lost;
  const common = { companyId, transactionId: id, sequence: heldSequence, date: heldDate };
  if (event === EVENT.refund) {
    if (!refundHeld(h, row)) return entries;
    const batch = refundBatchAfter(c.heldDay[row] ?? 0, heldSequence);
    const block = { reason: 'refund' as const, releaseDate: civilFromDayNumber(batch.day) };
    entries.push(
      { ...common, id: `${id}-R`, type: 'refund', bucket: 'available', amount: -amount, description: `Estorno ${id}` },
      {
        ...common,
        id: `${id}-RH`,
        type: 'refund',
        bucket: 'blocked',
        amount,
        block,
        description: `Estorno ${id} reservado até o envio ao cliente`,
      },
    );
    if (refundDone(h, row)) {
      entries.push({
        ...common,
        id: `${id}-RS`,
        type: 'refund',
        bucket: 'blocked',
        amount: -amount,
        block,
        date: block.releaseDate,
        sequence: batch.second,
        description: `Estorno ${id} enviado ao cliente`,
      });
    }
    return entries;
  }
  if (event === EVENT.chargeback) {
    const block = { reason: 'chargeback' as const, releaseDate: outcomeDate };
    entries.push(
      {
        ...common,
        id: `${id}-CB`,
        type: 'chargeback',
        bucket: 'available',
        amount: -amount,
        description: `Chargeback ${id}`,
      },
      {
        ...common,
        id: `${id}-CBB`,
        type: 'chargeback',
        bucket: 'blocked',
        amount,
        block,
        description: `Chargeback ${id}: valor retido até a decisão`,
      },
    );
    const notice = noticeOf(h, row);
    if (notice?.amount) {
      entries.push({
        ...common,
        id: `${id}-CBN`,
        type: 'chargeback_notice_fee',
        bucket: 'available',
        amount: -notice.amount,
        description: `Tarifa de aviso de chargeback ${id}: ${formatUsd(notice.usdCents)} a R$ ${formatRate(notice.rate)} (PTAX de ${formatCivil(notice.rateDate)})`,
      });
    }
    if (!decided) return entries;
    const won = c.outcome[row] === OUTCOME.won;
    const decision = { ...common, date: outcomeDate, sequence: 0 };
    entries.push({
      ...decision,
      id: `${id}-CBD`,
      type: won ? 'chargeback_reversal' : 'chargeback',
      bucket: 'blocked',
      amount: -amount,
      block,
      description: won ? `Reversão de chargeback ${id}` : `Chargeback ${id} debitado`,
    });
    if (won) {
      entries.push({
        ...decision,
        id: `${id}-CBR`,
        type: 'chargeback_reversal',
        bucket: 'available',
        amount,
        description: `Reversão de chargeback ${id}`,
      });
    }
    const fine = disputeFineOf(h, row);
    if (fine) {
      entries.push({
        ...decision,
        id: `${id}-CBF`,
        type: 'chargeback_fine',
        bucket: 'available',
        amount: -fine,
        description: `Multa de chargeback ${id}`,
      });
    }
    return entries;
  }
  // MED: what the account held, up to the value, is blocked; the payer gets it back or the merchant does.
  if (held === 0) return entries;
  const block = { reason: 'med' as const, releaseDate: outcomeDate };
  entries.push(
    {
      ...common,
      id: `${id}-MB`,
      type: 'med_block',
      bucket: 'available',
      amount: -held,
      description: `Bloqueio MED ${id}`,
    },
    {
      ...common,
      id: `${id}-MBB`,
      type: 'med_block',
      bucket: 'blocked',
      amount: held,
      block,
      description: `Bloqueio MED ${id}`,
    },
  );
  const decision = { ...common, date: outcomeDate, sequence: 0 };
  if (c.outcome[row] === OUTCOME.lost) {
    entries.push({
      ...decision,
      id: `${id}-MD`,
      type: 'med_return',
      bucket: 'blocked',
      amount: -held,
      block,
      description: `Devolução MED ${id}`,
    });
  } else if (c.outcome[row] === OUTCOME.won) {
    entries.push(
      {
        ...decision,
        id: `${id}-MLB`,
        type: 'med_release',
        bucket: 'blocked',
        amount: -held,
        block,
        description: `Desbloqueio MED ${id}`,
      },
      {
        ...decision,
        id: `${id}-ML`,
        type: 'med_release',
        bucket: 'available',
        amount: held,
        description: `Desbloqueio MED ${id}`,
      },
    );
  }
  return entries;
}

/** An automatic payout's id: its day and its merchant. */
export const payoutIdOf = (payout: { day: number; merchant: number }) =>
  `PO${compactDate(payout.day)}${pad(payout.merchant, 3)}`;

/** The ledger entries of a merchant's automatic payouts: out of the available balance, through processing. */
export function payoutEntriesOf(h: MoneyHistory, merchant: number): LedgerEntry[] {
  const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
  return h.payouts
    .filter((payout) => payout.merchant === merchant)
    .flatMap((payout) => {
      const id = payoutIdOf(payout);
      const date = civilFromDayNumber(payout.day);
      const completed = civilFromDayNumber(payout.completedDay);
      const common = { companyId, transferId: id, date, sequence: PAYOUT_SECOND };
      const entries: LedgerEntry[] = [
        {
          ...common,
          id: `${id}-T`,
          type: 'transfer',
          bucket: 'available',
          amount: -payout.amount,
          description: 'Saque automático',
        },
        {
          ...common,
          id: `${id}-TF`,
          type: 'transfer_fee',
          bucket: 'available',
          amount: -payout.fee,
          sequence: PAYOUT_SECOND,
          description: 'Tarifa do saque automático',
        },
        {
          ...common,
          id: `${id}-P`,
          type: 'transfer',
          bucket: 'processing',
          amount: payout.amount,
          description: 'Saque automático enviado ao banco',
        },
        {
          ...common,
          id: `${id}-C`,
          type: 'transfer',
          bucket: 'processing',
          amount: -payout.amount,
          date: completed,
          sequence: 0,
          description:
            payout.outcome === 'failed' ? 'Saque automático devolvido pelo banco' : 'Saque automático concluído',
        },
      ];
      if (payout.outcome === 'failed') {
        entries.push({
          ...common,
          id: `${id}-D`,
          type: 'transfer',
          bucket: 'available',
          amount: payout.amount + payout.fee,
          date: completed,
          sequence: 0,
          description: 'Saque automático não realizado: valor e tarifa devolvidos ao saldo',
        });
      }
      return entries;
    });
}

/** The ledger entries of the transfers a merchant's people made: out of the balance, back if the bank refused. */
export function userTransferEntriesOf(h: MoneyHistory, merchant: number): LedgerEntry[] {
  const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
  return h.userTransfers
    .filter((transfer) => transfer.merchant === merchant)
    .flatMap((transfer) => {
      const date = civilFromDayNumber(transfer.day);
      const common = { companyId, transferId: transfer.id, date, sequence: transfer.second };
      const entries: LedgerEntry[] = [
        {
          ...common,
          id: `${transfer.id}-T`,
          type: 'transfer',
          bucket: 'available',
          amount: -transfer.amount,
          description: `Transferência ${transfer.id}`,
        },
      ];
      if (transfer.fee) {
        entries.push({
          ...common,
          id: `${transfer.id}-TF`,
          type: 'transfer_fee',
          bucket: 'available',
          amount: -transfer.fee,
          description: `Tarifa da transferência ${transfer.id}`,
        });
      }
      if (transfer.failed) {
        entries.push({
          ...common,
          id: `${transfer.id}-D`,
          type: 'transfer',
          bucket: 'available',
          amount: transfer.amount + transfer.fee,
          sequence: transfer.second + 1,
          description: `Transferência ${transfer.id} não realizada: valor devolvido ao saldo`,
        });
      } else if (transfer.processingUntil !== null) {
        entries.push(
          {
            ...common,
            id: `${transfer.id}-P`,
            type: 'transfer',
            bucket: 'processing',
            amount: transfer.amount,
            description: `Transferência ${transfer.id} enviada ao banco`,
          },
          {
            ...common,
            id: `${transfer.id}-C`,
            type: 'transfer',
            bucket: 'processing',
            amount: -transfer.amount,
            date: civilFromDayNumber(transfer.processingUntil),
            sequence: 0,
            description: `Transferência ${transfer.id} concluída`,
          },
        );
      }
      return entries;
    });
}

/** The fee of each of a merchant's anticipations: one entry on its credit day (its installments move to that day). */
export function anticipationEntriesOf(h: MoneyHistory, merchant: number): LedgerEntry[] {
  const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
  return h.anticipations
    .filter((anticipation) => anticipation.merchant === merchant)
    .map((anticipation) => ({
      id: `${anticipation.id}-AF`,
      companyId,
      anticipationId: anticipation.id,
      type: 'anticipation_fee' as const,
      bucket: 'available' as const,
      amount: -anticipation.fee,
      date: civilFromDayNumber(anticipation.day),
      sequence: anticipation.sequence,
      description: `Taxa da antecipação ${anticipation.id}`,
    }));
}

/** A merchant's manual adjustments: one entry each, in the available balance, at the moment it was made. */
export function adjustmentEntriesOf(h: MoneyHistory, merchant: number): LedgerEntry[] {
  const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
  return h.adjustments
    .filter((adjustment) => adjustment.merchant === merchant)
    .map((adjustment) => ({
      id: adjustment.id,
      companyId,
      type: 'adjustment' as const,
      bucket: 'available' as const,
      amount: adjustment.amount,
      date: civilFromDayNumber(adjustment.day),
      sequence: adjustment.second,
      description: `Ajuste ${adjustment.id}: ${adjustment.reason}`,
    }));
}

/** A late charge's id: its day and merchant. */
export const lateChargeIdOf = (charge: { day: number; merchant: number }) =>
  `LC${compactDate(charge.day)}${pad(charge.merchant, 3)}`;

/**
 * A merchant's late charges: for each negative balance covered late, the contract's 2 % fine, the IGP-M
 * correction and the 1 % a month interest, each a line of its own as the day it was covered closes.
 */
export function lateChargeEntriesOf(h: MoneyHistory, merchant: number): LedgerEntry[] {
  const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
  return h.lateCharges
    .filter((charge) => charge.merchant === merchant)
    .flatMap((charge) => {
      const id = lateChargeIdOf(charge);
      const since = formatCivil(civilFromDayNumber(charge.fromDay));
      const common = {
        companyId,
        type: 'late_charge' as const,
        bucket: 'available' as const,
        date: civilFromDayNumber(charge.day),
        sequence: DAY_CLOSE_SECOND,
      };
      return [
        {
          ...common,
          id: `${id}-M`,
          amount: -charge.fine,
          description: `Multa de 2% sobre saldo negativo desde ${since}`,
        },
        {
          ...common,
          id: `${id}-C`,
          amount: -charge.correction,
          description: `Correção pelo IGP-M do saldo negativo desde ${since}`,
        },
        {
          ...common,
          id: `${id}-J`,
          amount: -charge.interest,
          description: `Juros de 1% ao mês sobre saldo negativo desde ${since}`,
        },
      ].filter((entry) => entry.amount !== 0);
    });
}

/** A merchant's preventive holds: out of available into Bloqueado (suspect funds), and back when released. */
export function retentionEntriesOf(h: MoneyHistory, merchant: number): LedgerEntry[] {
  const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
  return h.retentions
    .filter((retention) => retention.merchant === merchant && retention.held > 0)
    .flatMap((retention) => {
      const block = {
        reason: 'security_review' as const,
        releaseDate: civilFromDayNumber(retention.releaseDay),
        id: retention.id,
      };
      const placed = {
        companyId,
        type: 'retention' as const,
        date: civilFromDayNumber(retention.day),
        sequence: retention.second,
      };
      const entries: LedgerEntry[] = [
        {
          ...placed,
          id: `${retention.id}-R`,
          bucket: 'available',
          amount: -retention.held,
          description: `Retenção preventiva ${retention.id}: ${retention.reason}`,
        },
        {
          ...placed,
          id: `${retention.id}-RB`,
          bucket: 'blocked',
          amount: retention.held,
          block,
          description: `Retenção preventiva ${retention.id}: ${retention.reason}`,
        },
      ];
      // Released by staff (an action, counted from its moment) or on its day as it opens: as the history applies it.
      if (retention.releaseDay <= h.nowDay) {
        const released = {
          companyId,
          type: 'retention' as const,
          date: block.releaseDate,
          sequence: retention.releaseSecond,
        };
        entries.push(
          {
            ...released,
            id: `${retention.id}-LB`,
            bucket: 'blocked',
            amount: -retention.held,
            block,
            description: `Liberação da retenção ${retention.id}`,
          },
          {
            ...released,
            id: `${retention.id}-L`,
            bucket: 'available',
            amount: retention.held,
            description: `Liberação da retenção ${retention.id}`,
          },
        );
      }
      return entries;
    });
}
