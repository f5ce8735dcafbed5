// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failure, sandboxTestSession } from './testClient.fixtures';

// Friday 2026-11-27, 10:00 in São Paulo.
const FRIDAY = Date.parse('2026-11-27T13:00:00Z');
const { sandbox, api, signIn } = sandboxTestSession({ moneyScale: 6_000, realNow: () => FRIDAY });

describe("a record's history (Histórico)", () => {
  it("lists the record's own entries, newest first, to whoever may see its merchant", async () => {
    await signIn('cliente@painel.dev');
    const link = await api.createPaymentLink({
      idempotencyKey: 'history-link',
      kind: 'reusable',
      name: 'Caneca',
      items: [{ name: 'Caneca', quantity: 1, unitPrice: 4_990 }],
      methods: { card: null, pix: { expiresInMinutes: 30 }, boleto: null },
      collect: { document: true, phone: false, address: false },
    });
    await api.deactivatePaymentLink(link.id);
    const history = await api.recordHistory('PaymentLink', link.id);
    expect(history.items.map((entry) => entry.url)).toEqual([`payment-links/${link.id}/deactivate`, 'payment-links']);
    expect(history.items.every((entry) => entry.auditable_id === link.id)).toBe(true);
    expect(history.items[0]?.user_details?.email).toBe('cliente@painel.dev');
    // Another record of the same model has none of them.
    expect((await api.recordHistory('PaymentLink', 'outro')).items).toEqual([]);

    await signIn('admin@painel.dev');
    expect((await api.recordHistory('PaymentLink', link.id)).items).toHaveLength(2);
    // Whose merchant an entry concerns is the sandbox's bookkeeping, never shown.
    expect(sandbox.db.read().auditLogs[0]?.company_id).toBe(2);
    expect((await api.auditLogs()).some((entry) => 'company_id' in entry)).toBe(false);

    // A merchant of another company: the record does not exist for it.
    await signIn('representante@painel.dev');
    expect(await failure(api.recordHistory('PaymentLink', link.id))).toMatchObject({ status: 404 });
  });
});
