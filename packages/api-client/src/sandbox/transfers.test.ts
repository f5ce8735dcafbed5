// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { transferBlockMessages } from '../money/transferRules';
import { failure, sandboxTestSession } from './testClient.fixtures';
import { SANDBOX_PASSWORD } from './index';

// Thursday 2026-11-26, 10:00 in São Paulo; and the Friday before Carnaval 2027, 18:00.
const THURSDAY = Date.parse('2026-11-26T13:00:00Z');
const CARNIVAL_FRIDAY = Date.parse('2027-02-05T21:00:00Z');
let realNow = THURSDAY;
const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 6_000, realNow: () => realNow }, () => {
  realNow = THURSDAY;
});
const pix = (idempotencyKey: string, amount: number, value = 'ana@exemplo.com.br') => ({
  idempotencyKey,
  kind: 'pix' as const,
  pixKey: { type: 'email' as const, value },
  amount,
  code: '123456',
});

describe('transfers on the sandbox', () => {
  it('makes one Pix however often it is sent with one key, out of the balance, in the statement and the audit', async () => {
    await signIn('cliente@painel.dev');
    const before = await api.transferOptions();
    expect(before).toMatchObject({ companyId: 2, pixFee: 0, tedFee: 349, tedCutoff: '17:00', confirmWith: 'code' });
    const owner = await api.pixKeyOwner('email', 'ana@exemplo.com.br');
    expect(owner.name).toMatch(/\w+ \w+/);
    const [first, second] = await Promise.all([
      api.createTransfer(pix('key-pix-0001', 12_345)),
      api.createTransfer(pix('key-pix-0001', 12_345)),
    ]);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ kind: 'pix', status: 'completed', amount: 12_345, debited: 12_345 });
    expect(first.e2eId).toMatch(/^E18236120\d{12}[0-9A-Z]{11}$/);
    expect(first.recipient.name).toBe(owner.name);
    expect(sandbox.db.read().transfers).toHaveLength(1);
    const after = await api.transferOptions();
    expect(after.available).toBe(before.available - 12_345);
    expect(after.usedToday).toBe(12_345);
    const statement = await api.ledgerStatement({ from: today(), to: today() });
    expect(statement.lines.find((line) => line.transferId === first.id)).toMatchObject({ amount: -12_345 });
    expect(statement.closingBalance).toBe(after.available);
    const list = await api.transfers({ from: today(), to: today(), kind: ['pix'] });
    expect(list.items.map((t) => t.id)).toEqual([first.id]);
    expect((await api.auditLogs())[0]).toMatchObject({
      url: 'transfers',
      new_values: { transferencia: first.id, valor: '123.45', status: 'Solicitada' },
    });
  });

  it('refuses a wrong password, an unknown key, more than the balance, and gives back a refused Pix', async () => {
    await signIn('cliente@painel.dev');
    const { available } = await api.transferOptions();
    expect(await failure(api.createTransfer({ ...pix('key-pix-0002', 100), code: '000000' }))).toMatchObject({
      status: 422,
      fieldErrors: { code: ['Código de verificação incorreto.'] },
    });
    expect((await failure(api.createTransfer(pix('key-pix-0003', 100, 'naoexiste@painel.dev'))))?.fieldErrors).toEqual({
      pixKey: ['Chave Pix não encontrada.'],
    });
    expect(await failure(api.pixKeyOwner('email', 'naoexiste@painel.dev'))).toMatchObject({ status: 404 });
    expect((await failure(api.createTransfer(pix('key-pix-0004', available + 1))))?.fieldErrors).toEqual({
      amount: [transferBlockMessages.balance],
    });
    const refused = await api.createTransfer(pix('key-pix-0005', 5_000, 'falha@painel.dev'));
    expect(refused).toMatchObject({ status: 'failed', credited: 0 });
    expect(refused.failureReason).toMatch(/voltaram ao saldo/);
    expect((await api.transferOptions()).available).toBe(available);
    expect((await api.transfers({ from: today(), to: today(), view: 'unrealized' })).items[0]?.id).toBe(refused.id);
  });

  it('holds a CPF merchant to the night limit from 20:00, and leaves a company without one', async () => {
    // Thursday 21:30 in São Paulo.
    realNow = Date.parse('2026-11-27T00:30:00Z');
    await signIn('admin@painel.dev');
    const cpf = 115;
    expect((await api.transferOptions(cpf)).nightLimit).toBe(100_000);
    expect((await api.transferOptions(2)).nightLimit).toBeNull();
    // Enough balance first, so only the night limit can refuse.
    await api.createAdjustment({
      idempotencyKey: 'night-credit-1',
      companyId: cpf,
      direction: 'credit',
      amount: 300_000,
      reason: 'Crédito para o teste do limite noturno',
      confirmation: 'code',
      code: '123456',
    });
    const night = (key: string, amount: number) => ({ ...pix(key, amount), companyId: cpf });
    expect((await failure(api.createTransfer(night('night-pix-1', 100_001))))?.fieldErrors).toEqual({
      amount: [transferBlockMessages.night],
    });
    expect(await api.createTransfer(night('night-pix-2', 60_000))).toMatchObject({ status: 'completed' });
    expect((await failure(api.createTransfer(night('night-pix-3', 40_001))))?.fieldErrors).toEqual({
      amount: [transferBlockMessages.night],
    });
  });

  it('counts a TED asked at night but sent the next business day on that day, and lets the holder move the night start', async () => {
    // Thursday 21:30 in São Paulo.
    realNow = Date.parse('2026-11-27T00:30:00Z');
    await signIn('admin@painel.dev');
    const cpf = 115;
    await api.createAdjustment({
      idempotencyKey: 'night-credit-2',
      companyId: cpf,
      direction: 'credit',
      amount: 500_000,
      reason: 'Crédito para o teste do limite noturno',
      confirmation: 'code',
      code: '123456',
    });
    // A TED of R$ 1.500,00 asked now goes on Friday morning: the night limit does not apply to it.
    const ted = await api.createTransfer({
      idempotencyKey: 'night-ted-0001',
      companyId: cpf,
      kind: 'ted',
      bankAccount: {
        bankCode: '341',
        branch: '0001',
        account: '12345',
        accountDigit: '6',
        accountType: 'checking',
        holderName: 'Barbearia Navalha',
        holderDocument: '529.982.247-25',
      },
      amount: 150_000,
      code: '123456',
    });
    expect(ted.scheduledFor).toBe('2026-11-27');
    // Nor does it use tonight's limit: a Pix of the whole night limit still goes.
    expect((await api.transferOptions(cpf)).usedTonight).toBe(0);
    const night = (key: string, amount: number) => ({ ...pix(key, amount), companyId: cpf });
    expect(await api.createTransfer(night('night-pix-4', 100_000))).toMatchObject({ status: 'completed' });
    // Moved to 22:00, the night has not begun at 21:30: a Pix over the night limit goes.
    const options = await api.setNightPeriod({ companyId: cpf, start: '22:00' });
    expect(options.nightStart).toBe('22:00');
    expect(await api.createTransfer(night('night-pix-5', 100_001))).toMatchObject({ status: 'completed' });
    expect((await failure(api.setNightPeriod({ companyId: 2, start: '21:00' })))?.status).toBe(422);
    // At 22:30 it is night again, with what went since 22:00 counted.
    realNow = Date.parse('2026-11-27T01:30:00Z');
    expect((await failure(api.createTransfer(night('night-pix-6', 100_001))))?.fieldErrors).toEqual({
      amount: [transferBlockMessages.night],
    });
  });

  it('sends a TED asked on the Friday evening before Carnaval on Ash Wednesday, prorrogada', async () => {
    realNow = CARNIVAL_FRIDAY;
    await signIn('cliente@painel.dev');
    const options = await api.transferOptions();
    expect(options.tedDate).toBe('2027-02-10');
    const ted = await api.createTransfer({
      idempotencyKey: 'key-ted-0001',
      kind: 'ted',
      bankAccount: {
        bankCode: '341',
        branch: '0001',
        account: '123456',
        accountDigit: '7',
        accountType: 'checking',
        holderName: 'Ana Souza',
        holderDocument: '529.982.247-25',
      },
      amount: 10_000,
      code: '123456',
    });
    expect(ted).toMatchObject({
      status: 'extended',
      scheduledFor: '2027-02-10',
      movedFrom: '2027-02-05',
      fee: 349,
      debited: 10_349,
    });
    const extended = await api.transfers({ from: '2027-02-05', to: '2027-02-05', view: 'extended' });
    expect(extended.items.map((t) => t.id)).toContain(ted.id);
    expect((await api.transfers({ from: '2027-02-05', to: '2027-02-05', view: 'pending' })).total).toBe(1);
  });

  it('holds a transfer above the approval threshold until another person approves it', async () => {
    sandbox.db.update((state) => {
      state.transferSettings['2'] = { approvalThreshold: 50_000 };
    });
    await signIn('cliente@painel.dev');
    const { available } = await api.transferOptions();
    const waiting = await api.createTransfer(pix('key-pix-0010', 60_000));
    expect(waiting).toMatchObject({ status: 'awaiting_approval', canApprove: false });
    expect((await api.transferOptions()).available).toBe(available);
    expect(await failure(api.approveTransfer(waiting.id, { code: '123456' }))).toMatchObject({
      status: 422,
    });
    await signIn('admin@painel.dev');
    expect((await api.transfer(waiting.id)).canApprove).toBe(true);
    const approved = await api.approveTransfer(waiting.id, { password: SANDBOX_PASSWORD, code: '123456' });
    expect(approved).toMatchObject({ status: 'completed', approvedBy: 'Administrador Painel' });
    await signIn('cliente@painel.dev');
    expect((await api.transferOptions()).available).toBe(available - 60_000);
  });

  it("lists every line of an automatic payout so its total reconciles, and puts each transfer in its sub-route's view", async () => {
    await signIn('cliente@painel.dev');
    const year = { from: '2025-12-01', to: today() };
    const payouts = await api.transfers({ ...year, kind: ['automatic'], pageSize: 100 });
    expect(payouts.total).toBeGreaterThan(40);
    for (const payout of payouts.items.slice(0, 5)) {
      const detail = await api.transfer(payout.id);
      expect(detail.contents?.total).toBe(payout.amount + payout.fee);
      expect(detail.contents?.lines.length).toBeGreaterThan(0);
    }
    await signIn('admin@painel.dev');
    const unrealized = await api.transfers({ ...year, view: 'unrealized', pageSize: 100 });
    expect(unrealized.total).toBeGreaterThan(0);
    expect(unrealized.items.every((t) => t.status === 'failed' && t.failureReason)).toBe(true);
    const extended = await api.transfers({ ...year, view: 'extended', pageSize: 100 });
    expect(extended.total).toBeGreaterThan(0);
    expect(extended.items.every((t) => t.movedFrom !== null && t.movedReason)).toBe(true);
    const processing = await api.transfers({ ...year, view: 'processing', pageSize: 100 });
    expect(processing.items.every((t) => t.status === 'processing')).toBe(true);
  });
});
