import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../../core/session/storedUser';
import { buildOperatorPayload, buildVerifyDocumentPayload } from './payloads';

const user: StoredUser = {
  name: 'Vera Verificar',
  email: 'verificar@painel.dev',
  role: 'client',
  avatar: null,
  iduser: 8,
  company: {
    companyName: 'Ana Autônoma',
    document: '529.982.247-25',
    typeDocument: 'cpf',
    class: 'EC',
    companyId: 4,
    socialReason: 'Ana Autônoma',
    documentNumber: '52998224725',
  },
  address: { street: null, city: null, state: null, zipCode: null },
  accessToken: 't',
  refreshToken: null,
  ability: [],
  verify_documents: 0,
  two_factor_authentication: 1,
  requires2faAuth: false,
  isTheSupport: false,
  ismaster: 0,
  ismaster_accepted_platform_terms: true,
  birth_date: null,
  mobile: '(11) 98765-4321',
};

describe('buildOperatorPayload (spec 3)', () => {
  it('builds the create payload, and the update payload with the current and new e-mail', () => {
    const { create, update } = buildOperatorPayload(user, 'RG', 'PAINEL');
    expect(create).toEqual({
      systemOrigin: 'PAINEL',
      name: 'Vera Verificar',
      email: 'verificar@painel.dev',
      typeCompany: 'ec',
      toDocument: '52998224725',
      typeDocument: 'CPF',
      whitelabelId: '4',
      phone: '11987654321',
      documentForValidation: 'RG',
      typeRegister: 'TO_VALIDATE_COMPANY',
    });
    expect(create).not.toHaveProperty('currentEmail');
    expect(update).toEqual({ ...create, currentEmail: 'verificar@painel.dev', newEmail: 'verificar@painel.dev' });
  });

  it('sends no white-label id for a white-label company', () => {
    const whiteLabel = { ...user, company: { ...user.company, class: 'WTL', companyId: 3 } };
    expect(buildOperatorPayload(whiteLabel, 'CNH', 'PAINEL').create).toMatchObject({
      whitelabelId: null,
      typeCompany: 'wtl',
      documentForValidation: 'CNH',
    });
  });
});

describe('buildVerifyDocumentPayload (spec 3)', () => {
  const identity = { cpf: '529.982.247-25', rg: '123456789', rgIssuer: 'SSP-SP', rgIssuedDate: '2020-03-10' };

  it('sends the CPF variant: digits-only money, marital status and education', () => {
    expect(
      buildVerifyDocumentPayload(user, 501, {
        variant: 'cpf',
        ...identity,
        monthlyInvoicing: 'R$ 12.345,67',
        marital: 'MARRIED',
        education: 'COMPLETE_HIGHER',
      }),
    ).toEqual({
      idUser: 8,
      idOperator: 501,
      document: '52998224725',
      finances: { monthlyInvoicing: '1234567' },
      otherInfo: {
        marital: 'MARRIED',
        education: 'COMPLETE_HIGHER',
        rg: '123456789',
        rgIssuer: 'SSP-SP',
        rgIssuedDate: '2020-03-10',
      },
    });
  });

  it('sends the CNPJ variant: share capital, patrimony and soft descriptor', () => {
    expect(
      buildVerifyDocumentPayload(user, '77', {
        variant: 'cnpj',
        ...identity,
        monthlyInvoicing: 'R$ 50.000,00',
        shareCapital: 'R$ 100.000,00',
        patrimony: 'R$ 1.250.000,00',
        softwareDescriptor: ' LOJA EXEMPLO ',
      }),
    ).toEqual({
      idUser: 8,
      idOperator: '77',
      document: '52998224725',
      finances: { monthlyInvoicing: '5000000', shareCapital: '10000000', patrimony: '125000000' },
      otherInfo: {
        rg: '123456789',
        rgIssuer: 'SSP-SP',
        rgIssuedDate: '2020-03-10',
        softwareDescriptor: 'LOJA EXEMPLO',
      },
    });
  });
});
