import type { CreateTransferInput, PixKeyOwner, TransferOptions } from '@painel/api-client';
import {
  bankAccountProblems,
  banks,
  maskDocument,
  documentCharactersOf,
  parsePixKey,
  transferBlockMessages,
  TED_SEND_SECOND,
  transferCheck,
  type BankAccountType,
  type PixKeyType,
} from '@painel/api-client/money';
import { masks } from '@painel/ui';

/** What a person typed in the new-transfer form (kept as typed: nothing is lost on a failed request). */
export interface TransferDraft {
  kind: 'pix' | 'ted';
  recipientId: string;
  keyType: PixKeyType | 'auto';
  key: string;
  bankCode: string;
  /** The chosen bank's name as the bank field showed it (any institution of the Central Bank's list). */
  bankName: string;
  branch: string;
  account: string;
  accountDigit: string;
  accountType: BankAccountType;
  holderName: string;
  holderDocument: string;
  amountText: string;
  note: string;
}

export const emptyDraft: TransferDraft = {
  kind: 'pix',
  recipientId: '',
  keyType: 'auto',
  key: '',
  bankCode: '',
  bankName: '',
  branch: '',
  account: '',
  accountDigit: '',
  accountType: 'checking',
  holderName: '',
  holderDocument: '',
  amountText: '',
  note: '',
};

export const centsOfMoney = (masked: string) => Number(masks.money.unformat(masked) || 0);
export const feeOf = (draft: Pick<TransferDraft, 'kind'>, options: TransferOptions) =>
  draft.kind === 'pix' ? options.pixFee : options.tedFee;

export type DraftProblems = Partial<Record<keyof TransferDraft, string>>;

/**
 * The draft's problems, field by field, by the same rules the API applies (key format, bank account, minimum,
 * balance with the fee, daily and night limits), so most mistakes are caught before a request.
 */
export function draftProblems(draft: TransferDraft, options: TransferOptions, second: number): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.recipientId) {
    if (draft.kind === 'pix') {
      const parsed = parsePixKey(draft.keyType, draft.key);
      if (!parsed.ok) problems.key = parsed.message;
    } else {
      // The bank field offers the Central Bank's list only; the API checks the code against it again.
      Object.assign(
        problems,
        bankAccountProblems(draft, (code) => /^\d{3}$/.test(code)),
      );
    }
  }
  const amount = centsOfMoney(draft.amountText);
  // A TED moved to a later business day goes in daytime that day: tonight's and today's limits are not its own
  // (the API checks that day's).
  const movedTed = draft.kind === 'ted' && options.tedDate !== options.now.slice(0, 10);
  const [hours = 20, minutes = 0] = (options.nightStart ?? '20:00').split(':').map(Number);
  const block = transferCheck({
    amount,
    fee: feeOf(draft, options),
    available: options.available,
    usedToday: movedTed ? 0 : options.usedToday,
    usedTonight: movedTed ? 0 : options.usedTonight,
    second: movedTed ? TED_SEND_SECOND : second,
    rules: {
      pixFee: options.pixFee,
      tedFee: options.tedFee,
      minimum: options.minimum,
      dailyLimit: options.dailyLimit,
      nightLimit: options.nightLimit,
      tedCutoffSecond: 0,
      approvalThreshold: options.approvalThreshold,
      nightStartSecond: hours * 3600 + minutes * 60,
    },
    holder: options.holder,
  });
  if (block) problems.amountText = transferBlockMessages[block];
  return problems;
}

/** The request body for a draft (the confirmation and the idempotency key added by the caller). */
export function transferBody(draft: TransferDraft, companyId: number): Omit<CreateTransferInput, 'idempotencyKey'> {
  const base = {
    companyId,
    kind: draft.kind,
    amount: centsOfMoney(draft.amountText),
    ...(draft.note.trim() ? { description: draft.note.trim() } : {}),
  };
  if (draft.recipientId) return { ...base, recipientId: draft.recipientId };
  if (draft.kind === 'pix') {
    const parsed = parsePixKey(draft.keyType, draft.key);
    return {
      ...base,
      pixKey: parsed.ok ? { type: parsed.type, value: parsed.value } : { type: 'email', value: draft.key },
    };
  }
  return {
    ...base,
    bankAccount: {
      bankCode: draft.bankCode,
      branch: draft.branch,
      account: draft.account,
      accountDigit: draft.accountDigit,
      accountType: draft.accountType,
      holderName: draft.holderName,
      holderDocument: documentCharactersOf(draft.holderDocument),
    },
  };
}

/** Who receives the money, as the review shows it: what bank apps show so a Pix or TED does not go astray (D16). */
export interface RecipientFacts {
  name: string;
  /** CPF or CNPJ, masked. */
  document: string;
  bank: string;
  pixKey: string | null;
  /** 'Agência 0001 · Conta 12345-6'. */
  account: string | null;
}

type SavedRecipient = TransferOptions['recipients'][number]['recipient'];

export function recipientFactsOf(
  draft: TransferDraft,
  owner: PixKeyOwner | null,
  saved: SavedRecipient | undefined,
  accountText: (branch: string, account: string) => string,
): RecipientFacts {
  if (saved)
    return {
      name: saved.name,
      document: saved.document,
      bank: saved.bank,
      pixKey: saved.pixKey,
      account: saved.branch && saved.account ? accountText(saved.branch, saved.account) : null,
    };
  if (draft.kind === 'pix')
    return {
      name: owner?.name ?? '',
      document: owner?.document ?? '',
      bank: owner?.bank ?? '',
      pixKey: owner?.key ?? null,
      account: null,
    };
  const name = banks.find((b) => b.code === draft.bankCode)?.name ?? draft.bankName;
  return {
    name: draft.holderName.trim(),
    document: maskDocument(draft.holderDocument),
    bank: name ? `${draft.bankCode} · ${name}` : draft.bankCode,
    pixKey: null,
    account: accountText(draft.branch, `${draft.account}-${draft.accountDigit}`),
  };
}
