// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NewEstablishment } from '../endpoints/establishmentEndpoints';
import { failure, sandboxTestSession } from './testClient.fixtures';

const THURSDAY = Date.parse('2026-11-26T13:00:00Z');
const { api, signIn } = sandboxTestSession({ moneyScale: 6_000, realNow: () => THURSDAY });
const ALPHANUMERIC = '12.ABC.345/01DE-35';

const newStore = (overrides: Partial<NewEstablishment> = {}): NewEstablishment => ({
  idempotencyKey: `create-${Math.random().toString(36).slice(2, 12)}`,
  kind: 'store',
  document: ALPHANUMERIC,
  tradeName: 'Empório Aurora',
  mcc: '5411',
  whiteLabelId: null,
  address: {
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Loja 2',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  contact: { name: 'Marina Costa', email: 'marina@emporio.com.br', phone: '(11) 98888-7777' },
  settlementAccount: {
    bankCode: '341',
    accountType: 'checking',
    agency: '4440',
    agencyDigit: '',
    account: '90092',
    accountDigit: '8',
    holderDocument: ALPHANUMERIC,
  },
  channels: ['pos', 'pix'],
  ...overrides,
});

const messageOf = async (promise: Promise<unknown>) =>
  ((await failure(promise))?.body as { errors?: Record<string, string[]> } | undefined)?.errors;

describe('creating a store on the sandbox', () => {
  it('looks a document up like the Receita: names, CNAE, the MCC it suggests, and whether it may hold a store', async () => {
    await signIn('admin@painel.dev');
    const record = await api.stores.lookupRegistry('12ABC34501DE35');
    expect(record).toMatchObject({
      document: ALPHANUMERIC,
      kind: 'cnpj',
      registrationStatus: 'Ativa',
      mayRegister: true,
    });
    expect(record.activity?.code).toMatch(/^\d{4}-\d\/\d{2}$/);
    expect(record.alreadyRegistered).toBeNull();
    const closed = await api.stores.lookupRegistry('11.444.777/0001-61');
    expect(closed).toMatchObject({ registrationStatus: 'Baixada', mayRegister: false });
    expect((await failure(api.stores.lookupRegistry('11.444.777/0001-62')))?.status).toBe(422);
    await signIn('cliente@painel.dev');
    expect((await failure(api.stores.lookupRegistry(ALPHANUMERIC)))?.status).toBe(403);
  });

  it('finds a known CEP, and says an unknown one is to be typed', async () => {
    await signIn('admin@painel.dev');
    await expect(api.stores.lookupPostalCode('01310100')).resolves.toEqual({
      cep: '01310-100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect((await failure(api.stores.lookupPostalCode('99999-999')))?.status).toBe(404);
    expect((await failure(api.stores.lookupPostalCode('123')))?.status).toBe(422);
  });

  it('creates a store with an alphanumeric CNPJ once per key, active for platform staff, and lists it', async () => {
    await signIn('admin@painel.dev');
    const body = newStore();
    const created = await api.stores.createEstablishment(body);
    expect(created.status).toBe('active');
    await expect(api.stores.createEstablishment(body)).resolves.toEqual(created);
    const detail = await api.stores.establishment(created.id);
    expect(detail).toMatchObject({
      tradeName: 'Empório Aurora',
      document: ALPHANUMERIC,
      volume30d: 0,
      channels: ['pos', 'pix'],
      bankAccount: { bankCode: '341', branch: '4440', account: '•••• 0928' },
      address: { cep: '01310-100', city: 'São Paulo' },
    });
    const page = await api.stores.establishments({ search: '12ABC345' });
    expect(page.items.map((item) => item.id)).toContain(created.id);
    expect((await api.recordHistory('Establishment', String(created.id))).items).toHaveLength(1);
    // The same document again, with another key: refused, saying where it is.
    expect(await messageOf(api.stores.createEstablishment(newStore()))).toEqual({
      document: ['Este documento já está cadastrado: loja “Empório Aurora”.'],
    });
  });

  it('refuses what a real registry and bank would: an inactive CNPJ, a wrong check digit, another holder', async () => {
    await signIn('admin@painel.dev');
    const other = '11.222.333/0001-81';
    expect(await messageOf(api.stores.createEstablishment(newStore({ document: other })))).toEqual({
      document: ['A Receita Federal informa a situação “Suspensa”: Inconsistência cadastral.'],
    });
    const account = newStore().settlementAccount!;
    const fresh = '45.997.418/0001-53';
    expect(
      await messageOf(
        api.stores.createEstablishment(
          newStore({ document: fresh, settlementAccount: { ...account, accountDigit: '7', holderDocument: fresh } }),
        ),
      ),
    ).toEqual({ 'settlementAccount.accountCheck': ['O dígito da conta não confere com a agência e a conta.'] });
    expect(await messageOf(api.stores.createEstablishment(newStore({ document: fresh })))).toEqual({
      'settlementAccount.holderDocument': [
        'A conta de liquidação deve ser do próprio estabelecimento (mesmo CPF/CNPJ).',
      ],
    });
  });

  it('puts a white label’s new store in its own tree, in analysis; only platform staff create a white label', async () => {
    await signIn('parceiro@painel.dev');
    const document = '06.990.590/0001-23';
    const created = await api.stores.createEstablishment(
      newStore({
        document,
        whiteLabelId: 3,
        settlementAccount: { ...newStore().settlementAccount!, holderDocument: document },
      }),
    );
    expect(created.status).toBe('analysis');
    expect((await api.stores.establishment(created.id)).whiteLabel?.companyId).toBe(6);
    // A store outside its tree on a document: refused without its name.
    await signIn('admin@painel.dev');
    await api.stores.createEstablishment(newStore({ whiteLabelId: 3 }));
    await signIn('parceiro@painel.dev');
    expect((await api.stores.lookupRegistry(ALPHANUMERIC)).alreadyRegistered).toEqual({
      tradeName: null,
      whiteLabel: null,
    });
    expect(await messageOf(api.stores.createEstablishment(newStore()))).toEqual({
      document: ['Este documento já está cadastrado na plataforma, fora da sua carteira.'],
    });
    expect((await failure(api.stores.createEstablishment(newStore({ kind: 'whiteLabel' }))))?.status).toBe(403);
  });

  it('creates a white label without a settlement account or channels; a store must have its account', async () => {
    await signIn('admin@painel.dev');
    expect(await messageOf(api.stores.createEstablishment(newStore({ settlementAccount: null })))).toEqual({
      settlementAccount: ['Informe a conta de liquidação da loja.'],
    });
    const created = await api.stores.createEstablishment(
      newStore({ kind: 'whiteLabel', settlementAccount: null, channels: [] }),
    );
    expect(created.status).toBe('active');
    const detail = await api.stores.establishment(created.id);
    expect(detail).toMatchObject({ kind: 'whiteLabel', bankAccount: null, channels: [], whiteLabel: null });
    expect(detail.owner.companyId).toBe(created.id);
  });
});
