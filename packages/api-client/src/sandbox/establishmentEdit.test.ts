// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EstablishmentEdit } from '../endpoints/establishmentEndpoints';
import { SANDBOX_2FA_CODE } from './seeds';
import { failure, sandboxTestSession } from './testClient.fixtures';

const THURSDAY = Date.parse('2026-11-26T13:00:00Z');
const { api, signIn } = sandboxTestSession({ moneyScale: 6_000, realNow: () => THURSDAY });
const ALPHANUMERIC = '12.ABC.345/01DE-35';

const address = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Loja 2',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const itau = {
  bankCode: '341',
  accountType: 'checking' as const,
  agency: '4440',
  agencyDigit: '',
  account: '90092',
  accountDigit: '8',
  holderDocument: ALPHANUMERIC,
};

/** A store of the platform, created on the alphanumeric CNPJ with an account at Banco do Brasil's code 260. */
async function aStore() {
  await signIn('admin@painel.dev');
  const { id } = await api.stores.createEstablishment({
    idempotencyKey: `edit-${Math.random().toString(36).slice(2, 12)}`,
    kind: 'store',
    document: ALPHANUMERIC,
    tradeName: 'Empório Aurora',
    mcc: '5411',
    whiteLabelId: null,
    address,
    contact: { name: 'Marina Costa', email: 'marina@emporio.com.br', phone: '(11) 98888-7777' },
    settlementAccount: { ...itau, bankCode: '260', account: '1234567', accountDigit: '1' },
    channels: ['pos'],
  });
  return id;
}

const edit = (overrides: Partial<EstablishmentEdit> = {}): EstablishmentEdit => ({
  tradeName: 'Empório Aurora Paulista',
  mcc: '5411',
  address: { ...address, number: '1200' },
  contact: { name: 'Marina Costa', email: 'marina@emporio.com.br', phone: '(11) 98888-7777' },
  channels: ['pos', 'pix'],
  settlementAccount: null,
  reason: '',
  ...overrides,
});

const errorsOf = async (promise: Promise<unknown>) =>
  ((await failure(promise))?.body as { errors?: Record<string, string[]> } | undefined)?.errors;

describe('editing a store on the sandbox', () => {
  it('applies its data at once, in the list and the record, and audits it', async () => {
    const id = await aStore();
    const { establishment, approval } = await api.stores.updateEstablishment(id, edit());
    expect(approval).toBeNull();
    expect(establishment).toMatchObject({
      tradeName: 'Empório Aurora Paulista',
      address: { number: '1200', cep: '01310-100' },
      channels: ['pos', 'pix'],
      pendingBankAccount: null,
    });
    const listed = await api.stores.establishments({ search: 'Aurora Paulista' });
    expect(listed.items.map((item) => item.id)).toEqual([id]);
    expect(await errorsOf(api.stores.updateEstablishment(id, edit({ tradeName: 'A' })))).toEqual({
      tradeName: ['Nome fantasia: de 2 a 60 caracteres.'],
    });
  });

  it('makes a new settlement account a request: not applied, said on the record, approved by a second person', async () => {
    const id = await aStore();
    const before = (await api.stores.establishment(id)).bankAccount;
    expect(await errorsOf(api.stores.updateEstablishment(id, edit({ settlementAccount: itau })))).toEqual({
      reason: ['Diga por que a conta muda, em 10 a 500 caracteres.'],
    });
    const { establishment, approval } = await api.stores.updateEstablishment(
      id,
      edit({ settlementAccount: itau, reason: 'A loja trocou de banco em novembro.' }),
    );
    expect(approval).not.toBeNull();
    expect(establishment.bankAccount).toEqual(before);
    expect(establishment.pendingBankAccount).toEqual({
      approvalId: approval?.id,
      bankName: 'Itaú Unibanco',
      account: '•••• 0928',
    });
    // One request at a time; the maker cannot approve their own.
    expect(
      await errorsOf(
        api.stores.updateEstablishment(id, edit({ settlementAccount: itau, reason: 'Outra troca de conta, já.' })),
      ),
    ).toEqual({ settlementAccount: ['Já há uma nova conta desta loja aguardando aprovação.'] });
    expect(
      await failure(api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE })),
    ).toMatchObject({ status: 403 });

    await signIn('suporte@painel.dev');
    const decided = await api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE });
    expect(decided).toMatchObject({ status: 'approved', kind: 'settlementAccount' });
    expect(decided.changes[0]?.after).toBe('Itaú Unibanco · agência 4440 · conta •••• 0928');
    const after = await api.stores.establishment(id);
    expect(after.bankAccount).toMatchObject({ bankCode: '341', branch: '4440', account: '•••• 0928' });
    expect(after.pendingBankAccount).toBeNull();
  });

  it('checks the new account like a new store’s: its digit, and the store as its holder', async () => {
    const id = await aStore();
    const reason = 'A loja trocou de banco em novembro.';
    expect(
      await errorsOf(
        api.stores.updateEstablishment(id, edit({ settlementAccount: { ...itau, accountDigit: '7' }, reason })),
      ),
    ).toEqual({ 'settlementAccount.accountCheck': ['O dígito da conta não confere com a agência e a conta.'] });
    expect(
      await errorsOf(
        api.stores.updateEstablishment(
          id,
          edit({ settlementAccount: { ...itau, holderDocument: '52998224725' }, reason }),
        ),
      ),
    ).toEqual({
      'settlementAccount.holderDocument': [
        'A conta de liquidação deve ser do próprio estabelecimento (mesmo CPF/CNPJ).',
      ],
    });
  });

  it('refuses who may not edit stores, and a store that is not there', async () => {
    const id = await aStore();
    expect((await failure(api.stores.updateEstablishment(999_999, edit())))?.status).toBe(404);
    for (const email of ['parceiro@painel.dev', 'cliente@painel.dev']) {
      await signIn(email);
      expect((await failure(api.stores.updateEstablishment(id, edit())))?.status).toBe(403);
    }
  });
});
