import type { PostalAddress, RegistryRecord } from '../../endpoints/establishmentEndpoints';
import type { MerchantCategory } from '../../establishment/establishmentVocabulary';
import { documentCharactersOf, isValidCnpj, isValidCpfOrCnpj, maskDocument } from '../../money/documents';
import { hash32 } from '../money/prng';

/**
 * The sandbox's likeness of the Receita Federal's registry: every valid CNPJ is an active company and every valid
 * CPF a regular person, with names and a CNAE drawn from the document, except the documents below, whose status
 * blocks a store (for stories, tests and demos).
 */
export const registryExceptions: Record<string, { status: string; reason: string }> = {
  '11444777000161': { status: 'Baixada', reason: 'Extinção por encerramento de liquidação voluntária.' },
  '11222333000181': { status: 'Suspensa', reason: 'Inconsistência cadastral.' },
  '45723174000110': { status: 'Inapta', reason: 'Omissão de declarações.' },
  '52998224725': { status: 'Suspensa', reason: 'Cadastro com pendência de regularização.' },
};

const activities: Array<{ code: string; description: string; mcc: MerchantCategory }> = [
  { code: '4711-3/02', description: 'Comércio varejista de mercadorias em geral (supermercados)', mcc: '5411' },
  { code: '5611-2/01', description: 'Restaurantes e similares', mcc: '5812' },
  { code: '5611-2/03', description: 'Lanchonetes, casas de chá, de sucos e similares', mcc: '5814' },
  { code: '4771-7/01', description: 'Comércio varejista de produtos farmacêuticos', mcc: '5912' },
  { code: '4781-4/00', description: 'Comércio varejista de artigos do vestuário e acessórios', mcc: '5651' },
  { code: '4752-1/00', description: 'Comércio varejista de equipamentos de telefonia e comunicação', mcc: '5732' },
  { code: '4789-0/99', description: 'Comércio varejista de outros produtos não especificados', mcc: '5999' },
  { code: '9602-5/01', description: 'Cabeleireiros, manicure e pedicure', mcc: '7230' },
  { code: '4763-6/02', description: 'Comércio varejista de artigos esportivos', mcc: '5941' },
];
const firstWords = ['Bom Sabor', 'Estrela', 'Horizonte', 'Vila Nova', 'Ponto Certo', 'Aurora', 'Bela Vista', 'Ipê'];
const people = ['Ana Souza', 'Bruno Lima', 'Carla Mendes', 'Diego Rocha', 'Elisa Prado', 'Fábio Nunes'];

/** Postal codes the sandbox knows (real streets); any other valid CEP is unknown and the address is typed. */
export const knownPostalCodes: Record<string, Omit<PostalAddress, 'cep'>> = {
  '01310100': { street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  '01001000': { street: 'Praça da Sé', district: 'Sé', city: 'São Paulo', state: 'SP' },
  '20040020': { street: 'Avenida Rio Branco', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  '30130010': { street: 'Praça Sete de Setembro', district: 'Centro', city: 'Belo Horizonte', state: 'MG' },
  '80010000': { street: 'Rua XV de Novembro', district: 'Centro', city: 'Curitiba', state: 'PR' },
  '90010150': { street: 'Rua dos Andradas', district: 'Centro Histórico', city: 'Porto Alegre', state: 'RS' },
  '40020000': { street: 'Rua Chile', district: 'Centro', city: 'Salvador', state: 'BA' },
  '70040010': { street: 'Setor Bancário Sul', district: 'Asa Sul', city: 'Brasília', state: 'DF' },
  '88010400': { street: 'Rua Felipe Schmidt', district: 'Centro', city: 'Florianópolis', state: 'SC' },
  '13010111': { street: 'Rua Barão de Jaguara', district: 'Centro', city: 'Campinas', state: 'SP' },
};

/** A CNPJ in full (public data, numeric or alphanumeric); a CPF masked, as the lists show it. */
export const formatDocument = (characters: string) =>
  characters.length === 14
    ? `${characters.slice(0, 2)}.${characters.slice(2, 5)}.${characters.slice(5, 8)}/${characters.slice(8, 12)}-${characters.slice(12)}`
    : maskDocument(characters);

export const cepDigitsOf = (text: string) => text.replace(/\D/g, '');
export const maskCep = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;

/** The registry's record of a valid document (null for one that is not a valid CPF or CNPJ). */
export function registryRecordOf(text: string): Omit<RegistryRecord, 'alreadyRegistered'> | null {
  const characters = documentCharactersOf(text);
  if (!isValidCpfOrCnpj(characters)) return null;
  const isCompany = characters.length === 14 && isValidCnpj(characters);
  const seed = hash32(
    [...characters].reduce((sum, char, index) => sum + char.charCodeAt(0) * (index + 7), 0),
    29,
  );
  const exception = registryExceptions[characters];
  const activity = activities[seed % activities.length] ?? activities[0]!;
  const cepDigits = Object.keys(knownPostalCodes)[seed % 10] ?? '01310100';
  const place = knownPostalCodes[cepDigits]!;
  const name = isCompany ? `${firstWords[seed % firstWords.length]} ${activity.description.split(/[\s,]/)[0]}` : '';
  const person = people[seed % people.length] ?? 'Ana Souza';
  return {
    document: formatDocument(characters),
    kind: isCompany ? 'cnpj' : 'cpf',
    legalName: isCompany ? `${name} Ltda.` : person,
    tradeName: isCompany ? name : person,
    activity: isCompany ? { code: activity.code, description: activity.description } : null,
    registrationStatus: exception?.status ?? (isCompany ? 'Ativa' : 'Regular'),
    mayRegister: !exception,
    statusReason: exception?.reason ?? null,
    openedOn: isCompany ? `20${String(10 + (seed % 15))}-0${1 + (seed % 9)}-1${seed % 10}` : null,
    suggestedMcc: isCompany ? activity.mcc : null,
    address: isCompany
      ? { cep: maskCep(cepDigits), ...place, number: String(10 + (seed % 990)), complement: '' }
      : null,
  };
}
