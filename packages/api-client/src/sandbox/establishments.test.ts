// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failure, sandboxTestSession } from './testClient.fixtures';

const THURSDAY = Date.parse('2026-11-26T13:00:00Z');
const { api, signIn, sandbox } = sandboxTestSession({ moneyScale: 6_000, realNow: () => THURSDAY });

describe('White Label e Lojas on the sandbox', () => {
  it('lists the whole tree to platform staff, with each store’s 30 days and totals of the whole filtered list', async () => {
    await signIn('admin@painel.dev');
    const page = await api.stores.establishments({ pageSize: '100' });
    const directory = sandbox.money.history().directory;
    const storeCount = directory.merchants.reduce((sum, merchant) => sum + merchant.stores.length, 0);
    expect(page.total).toBe(directory.partners.length + storeCount);
    expect(page.items.filter((item) => item.kind === 'whiteLabel')).toHaveLength(directory.partners.length);
    const stores = page.items.filter((item) => item.kind === 'store');
    expect(page.totals.volume30d).toBe(stores.reduce((sum, item) => sum + item.volume30d, 0));
    expect(stores.some((item) => item.volume30d > 0)).toBe(true);
    // A white label's volume is its stores'.
    const partner = page.items.find((item) => item.kind === 'whiteLabel' && item.id === 6);
    expect(partner?.volume30d).toBe(
      stores.filter((item) => item.whiteLabel?.companyId === 6).reduce((sum, item) => sum + item.volume30d, 0),
    );
    const exemplo = await api.stores.establishments({ companyId: '2' });
    expect(exemplo.items.map((item) => item.tradeName)).toEqual(['Loja Exemplo — Filial 1', 'Loja Exemplo — Matriz']);
    expect(exemplo.items[0]?.balance).toEqual(expect.any(Number));
  });

  it('scopes every list and total: parceiro@ sees its partner’s stores only, and no other record', async () => {
    await signIn('parceiro@painel.dev');
    const page = await api.stores.establishments({ pageSize: '100' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.kind === 'store' && item.whiteLabel?.companyId === 6)).toBe(true);
    expect(page.whiteLabels).toEqual([]);
    await signIn('admin@painel.dev');
    const other = (await api.stores.establishments({ pageSize: '100', whiteLabel: '3', kind: 'store' })).items[0];
    expect(other).toBeDefined();
    await signIn('parceiro@painel.dev');
    expect((await failure(api.stores.establishment(other?.id ?? 0)))?.status).toBe(404);
    await signIn('cliente@painel.dev');
    expect((await failure(api.stores.establishments({})))?.status).toBe(403);
  });

  it('filters by status, state, MCC and a name or document', async () => {
    await signIn('admin@painel.dev');
    const suspended = await api.stores.establishments({ status: 'suspended', pageSize: '100' });
    expect(suspended.items.every((item) => item.status === 'suspended')).toBe(true);
    const bySearch = await api.stores.establishments({ search: 'exemplo' });
    expect(bySearch.items.every((item) => item.owner.name === 'Loja Exemplo')).toBe(true);
    const byDocument = await api.stores.establishments({ search: '45723174' });
    expect(byDocument.items.map((item) => item.owner.companyId)).toEqual([2, 2]);
    const sp = await api.stores.establishments({ state: 'SP', mcc: '5999', pageSize: '100' });
    expect(sp.items.every((item) => item.state === 'SP' && item.mcc === '5999')).toBe(true);
  });

  it('suspends with a reason, says why in the detail and its history, refuses what the status does not allow, and audits', async () => {
    await signIn('admin@painel.dev');
    const before = await api.stores.establishment(21);
    expect(before).toMatchObject({ status: 'active', statusActions: ['suspend', 'block', 'close'] });
    const short = await failure(api.stores.changeEstablishmentStatus(21, { action: 'suspend', reason: 'curto' }));
    expect(short?.fieldErrors).toEqual({ reason: ['Diga o motivo em 10 a 500 caracteres.'] });
    const after = await api.stores.changeEstablishmentStatus(21, {
      action: 'suspend',
      reason: 'Documentos do sócio vencidos desde outubro.',
    });
    expect(after).toMatchObject({
      status: 'suspended',
      statusReason: 'Documentos do sócio vencidos desde outubro.',
      statusActions: ['block', 'reactivate', 'close'],
    });
    expect(after.statusHistory).toEqual([
      expect.objectContaining({ status: 'suspended', by: { name: 'Administrador Painel', email: 'admin@painel.dev' } }),
    ]);
    const again = await failure(
      api.stores.changeEstablishmentStatus(21, { action: 'suspend', reason: 'De novo, por engano.' }),
    );
    expect(again?.fieldErrors).toEqual({ action: ['Esta loja está suspensa: não é possível suspender.'] });
    const history = await api.recordHistory('Establishment', '21');
    expect(history.items[0]?.new_values).toMatchObject({ situacao: 'Suspensa' });
    await signIn('parceiro@painel.dev');
    expect((await api.stores.establishment(21)).statusActions).toEqual([]);
    expect(
      (await failure(api.stores.changeEstablishmentStatus(21, { action: 'reactivate', reason: 'Sem permissão aqui.' })))
        ?.status,
    ).toBe(403);
  });
});
