/**
 * The back-office's stores and white labels (issue 35): their kinds, operational statuses (apart from the onboarding
 * case's), status changes and segments, as the API names them. Their words are in `establishmentWords.ts`, apart, so
 * the API client every signed-in page loads does not carry them.
 */
export const establishmentKinds = ['whiteLabel', 'store'] as const;
export type EstablishmentKind = (typeof establishmentKinds)[number];
export const establishmentStatuses = [
  'onboarding',
  'analysis',
  'active',
  'suspended',
  'blocked',
  'inactive',
  'closed',
] as const;
export type EstablishmentStatus = (typeof establishmentStatuses)[number];

export const establishmentStatusActions = ['suspend', 'block', 'reactivate', 'close'] as const;
export type EstablishmentStatusAction = (typeof establishmentStatusActions)[number];

/** Merchant category codes (MCC, 4 digits) the sandbox's stores use. */
export const merchantCategoryCodes = [
  '5411',
  '5812',
  '5814',
  '5912',
  '5651',
  '5732',
  '5999',
  '7230',
  '5941',
  '8099',
] as const;
export type MerchantCategory = (typeof merchantCategoryCodes)[number];

export const brazilianStates = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type BrazilianState = (typeof brazilianStates)[number];

/** Where each status change leads and from which statuses it may be made. */
export const statusTransitions: Record<
  EstablishmentStatusAction,
  { to: EstablishmentStatus; from: readonly EstablishmentStatus[] }
> = {
  suspend: { to: 'suspended', from: ['active', 'inactive'] },
  block: { to: 'blocked', from: ['active', 'suspended', 'inactive'] },
  reactivate: { to: 'active', from: ['suspended', 'blocked', 'inactive'] },
  close: { to: 'closed', from: ['onboarding', 'analysis', 'active', 'suspended', 'blocked', 'inactive'] },
};

/** The status changes a store in `status` allows. */
export const statusActionsFrom = (status: EstablishmentStatus) =>
  establishmentStatusActions.filter((action) => statusTransitions[action].from.includes(status));

export const STATUS_REASON_MIN = 10;
export const STATUS_REASON_MAX = 500;

/** Where a store sells: POS terminals, an online shop, payment links, Pix. */
export const salesChannels = ['pos', 'online', 'paymentLink', 'pix'] as const;
export type SalesChannel = (typeof salesChannels)[number];

export const settlementAccountTypes = ['checking', 'savings', 'payment'] as const;
export type SettlementAccountType = (typeof settlementAccountTypes)[number];

/** MCCs a store created by platform staff still waits in analysis for (card schemes' high-risk categories). */
export const reviewedCategories: readonly MerchantCategory[] = ['5912', '8099'];
