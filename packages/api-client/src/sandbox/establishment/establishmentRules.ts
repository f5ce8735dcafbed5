import type { EstablishmentEdit, NewEstablishment } from '../../endpoints/establishmentEndpoints';
import { settlementAccountProblems } from '../../establishment/bankAccountRules';
import { bankNameOf } from '../../establishment/bankNames';
import {
  brazilianStates,
  merchantCategoryCodes,
  salesChannels,
  settlementAccountTypes,
} from '../../establishment/establishmentVocabulary';
import { documentCharactersOf } from '../../money/documents';
import { cepDigitsOf, registryRecordOf } from './registry';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const accountProblemWords = {
  agency: 'Agência: 4 dígitos, sem o dígito verificador.',
  agencyDigit: 'O dígito da agência não confere.',
  account: 'Número da conta inválido para este banco.',
  accountDigit: 'Dígito da conta: 1 número (ou X, P).',
  accountCheck: 'O dígito da conta não confere com a agência e a conta.',
} as const;

type Problem = [field: string, message: string];
type StoreData = Pick<NewEstablishment, 'tradeName' | 'mcc' | 'address' | 'contact'>;
type Account = NonNullable<EstablishmentEdit['settlementAccount']>;

/** The first problem of a store's own data (names, MCC, address, contact), or null. */
export function storeDataProblemOf(body: StoreData): Problem | null {
  if (body.tradeName.trim().length < 2 || body.tradeName.trim().length > 60)
    return ['tradeName', 'Nome fantasia: de 2 a 60 caracteres.'];
  if (!merchantCategoryCodes.includes(body.mcc)) return ['mcc', 'Escolha o ramo de atividade (MCC).'];
  const { address, contact } = body;
  if (cepDigitsOf(address.cep).length !== 8) return ['address.cep', 'CEP: 8 dígitos.'];
  for (const field of ['street', 'number', 'district', 'city'] as const)
    if (!address[field].trim()) return [`address.${field}`, 'Preencha o endereço completo.'];
  if (!(brazilianStates as readonly string[]).includes(address.state)) return ['address.state', 'Escolha a UF.'];
  if (contact.name.trim().length < 3) return ['contact.name', 'Informe o nome do responsável.'];
  if (!EMAIL.test(contact.email)) return ['contact.email', 'E-mail inválido.'];
  if (contact.phone.replace(/\D/g, '').length < 10) return ['contact.phone', 'Telefone com DDD.'];
  return null;
}

/** The first problem of a settlement account for the store on `characters` (its holder must be the store). */
export function settlementAccountProblemOf(bank: Account, characters: string): Problem | null {
  if (!bankNameOf(bank.bankCode)) return ['settlementAccount.bankCode', 'Escolha o banco.'];
  if (!settlementAccountTypes.includes(bank.accountType))
    return ['settlementAccount.accountType', 'Escolha o tipo de conta.'];
  const [accountProblem] = settlementAccountProblems(bank);
  if (accountProblem) return [`settlementAccount.${accountProblem}`, accountProblemWords[accountProblem]];
  if (documentCharactersOf(bank.holderDocument) !== characters)
    return [
      'settlementAccount.holderDocument',
      'A conta de liquidação deve ser do próprio estabelecimento (mesmo CPF/CNPJ).',
    ];
  return null;
}

export function channelsProblemOf(channels: readonly string[]): Problem | null {
  return channels.length === 0 || channels.some((channel) => !(salesChannels as readonly string[]).includes(channel))
    ? ['channels', 'Escolha ao menos um canal de venda.']
    : null;
}

/** The first problem of a new store's body, as the field it belongs to and its message; null when it may be created. */
export function newStoreProblemOf(body: NewEstablishment, characters: string): Problem | null {
  const registry = registryRecordOf(characters);
  if (!registry) return ['document', 'CPF ou CNPJ inválido.'];
  if (!registry.mayRegister)
    return [
      'document',
      `A Receita Federal informa a situação “${registry.registrationStatus}”: ${registry.statusReason ?? ''}`.trim(),
    ];
  const data = storeDataProblemOf(body);
  if (data || body.kind === 'whiteLabel') return data;
  if (!body.settlementAccount) return ['settlementAccount', 'Informe a conta de liquidação da loja.'];
  return settlementAccountProblemOf(body.settlementAccount, characters) ?? channelsProblemOf(body.channels);
}

/** How a settlement account is shown once kept: the bank's name, the agency, the account masked to its last digits. */
export const keptAccountOf = (bank: Account, holder: string) => ({
  bankCode: bank.bankCode,
  bankName: bankNameOf(bank.bankCode) ?? bank.bankCode,
  branch: bank.agency,
  account: `•••• ${`${bank.account}${bank.accountDigit.toUpperCase()}`.slice(-4)}`,
  holder,
});
