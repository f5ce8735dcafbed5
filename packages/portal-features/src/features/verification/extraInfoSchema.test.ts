import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../core/forms/fieldMessages';
import { emptyExtraInfo, extraInfoSchema, oldestRgIssueDate } from './extraInfoSchema';

const today = new Date(2026, 10, 25); // 25/11/2026
const schema = extraInfoSchema(today);
const first = (values: unknown) =>
  Object.fromEntries(Object.entries(fieldMessages(schema, values)).map(([field, list]) => [field, list[0]]));

const cpfForm = {
  variant: 'cpf' as const,
  cpf: '529.982.247-25',
  rg: '123456789',
  rgIssuer: 'SSP-SP',
  rgIssuedDate: '2020-03-10',
  monthlyInvoicing: 'R$ 12.345,67',
  marital: 'MARRIED',
  education: 'COMPLETE_HIGHER',
};
const cnpjForm = {
  variant: 'cnpj' as const,
  cpf: '529.982.247-25',
  rg: 'MG1234567',
  rgIssuer: 'SSP-MG',
  rgIssuedDate: '2019-01-31',
  monthlyInvoicing: 'R$ 50.000,00',
  shareCapital: 'R$ 100.000,00',
  patrimony: 'R$ 250.000,00',
  softwareDescriptor: 'LOJA EXEMPLO',
};

describe('extra-information form (spec 5)', () => {
  it('accepts a complete CPF form and a complete CNPJ form', () => {
    expect(first(cpfForm)).toEqual({});
    expect(first(cnpjForm)).toEqual({});
  });

  it('says what each empty CPF-variant field needs', () => {
    expect(first(emptyExtraInfo('cpf'))).toEqual({
      cpf: 'CPF é obrigatório',
      rg: 'RG é obrigatório',
      rgIssuer: 'Órgão emissor é obrigatório',
      rgIssuedDate: 'Data de emissão é obrigatória',
      monthlyInvoicing: 'Faturamento mensal é obrigatório',
      marital: 'Estado civil é obrigatório',
      education: 'Escolaridade é obrigatória',
    });
  });

  it('asks the CNPJ variant for share capital, patrimony and soft descriptor', () => {
    expect(first(emptyExtraInfo('cnpj'))).toMatchObject({
      shareCapital: 'Capital social é obrigatório',
      patrimony: 'Patrimônio é obrigatório',
      softwareDescriptor: 'Nome na fatura é obrigatório',
    });
  });

  it('checks the CPF, RG, issuer, soft descriptor and money lengths', () => {
    expect(first({ ...cpfForm, cpf: '529.982.247-24' })).toEqual({ cpf: 'CPF inválido' });
    expect(first({ ...cpfForm, cpf: '529.982.247' })).toEqual({ cpf: 'CPF inválido' });
    expect(first({ ...cpfForm, rg: '12345678' })).toEqual({ rg: 'O RG deve ter de 9 a 12 caracteres' });
    expect(first({ ...cpfForm, rg: '1234567890123' })).toEqual({ rg: 'O RG deve ter de 9 a 12 caracteres' });
    expect(first({ ...cpfForm, rg: '12.345.678-9' })).toEqual({ rg: 'O RG deve ter apenas letras e números' });
    expect(first({ ...cpfForm, rgIssuer: 'SS' })).toEqual({
      rgIssuer: 'O órgão emissor deve ter de 3 a 30 caracteres',
    });
    expect(first({ ...cpfForm, rgIssuer: 'S'.repeat(31) })).toEqual({
      rgIssuer: 'O órgão emissor deve ter de 3 a 30 caracteres',
    });
    expect(first({ ...cnpjForm, softwareDescriptor: 'X'.repeat(31) })).toEqual({
      softwareDescriptor: 'O nome na fatura deve ter de 1 a 30 caracteres',
    });
    expect(first({ ...cpfForm, monthlyInvoicing: 'R$ 99.999.999,99' })).toEqual({
      monthlyInvoicing: 'O valor deve ter no máximo 15 caracteres',
    });
  });

  it('refuses an RG issue date in the future or older than ten years, with the spec message', () => {
    expect(oldestRgIssueDate(today)).toBe('2016-11-25');
    expect(first({ ...cpfForm, rgIssuedDate: '2026-11-25' })).toEqual({});
    expect(first({ ...cpfForm, rgIssuedDate: '2016-11-25' })).toEqual({});
    expect(first({ ...cpfForm, rgIssuedDate: '2026-11-26' })).toEqual({
      rgIssuedDate: 'A Data de Emissão do RG não pode estar no futuro.',
    });
    expect(first({ ...cpfForm, rgIssuedDate: '2016-11-24' })).toEqual({
      rgIssuedDate: '* A Data de Emissão do RG não pode ser menor que 10 anos atrás.',
    });
  });

  it('takes marital status and education only from the enums of spec 3', () => {
    expect(first({ ...cpfForm, marital: 'COMPLICATED', education: 'PHD' })).toEqual({
      marital: 'Estado civil é obrigatório',
      education: 'Escolaridade é obrigatória',
    });
  });
});
