import { brazilianStates, merchantCategoryCodes } from '@painel/api-client';
import { defineListView, idField, optionField, textField } from '../../core/list';

export const stateWords = Object.fromEntries(brazilianStates.map((state) => [state, state])) as Record<
  (typeof brazilianStates)[number],
  string
>;
const mccWords = Object.fromEntries(merchantCategoryCodes.map((code) => [code, code])) as Record<
  (typeof merchantCategoryCodes)[number],
  string
>;
const statusWords = {
  onboarding: 'credenciamento',
  analysis: 'analise',
  active: 'ativa',
  suspended: 'suspensa',
  blocked: 'bloqueada',
  inactive: 'inativa',
  closed: 'encerrada',
} as const;
const kindWords = { whiteLabel: 'white-label', store: 'loja' } as const;

/** The list's view in the URL: status, kind, white label, UF, MCC and a name or document. */
export const establishmentListView = defineListView({
  status: optionField('situacao', statusWords),
  kind: optionField('tipo', kindWords),
  whiteLabel: idField('whiteLabel'),
  state: optionField('uf', stateWords),
  mcc: optionField('mcc', mccWords),
  search: textField('busca'),
});
