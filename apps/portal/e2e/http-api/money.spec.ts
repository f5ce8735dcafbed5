import { expect, test } from '@playwright/test';

// The HTTP sandbox serves the money calls as the OpenAPI document says: a merchant's page of transactions, its
// totals equal to the summary's, and a 422 in Portuguese for a period beyond 12 months.
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010';

test('the HTTP sandbox answers the money calls, scoped and in agreement', async ({ request }) => {
  const login = await request.post(`${sandboxUrl}/api/login`, {
    data: { email: 'cliente@painel.dev', password: 'Painel@123', token_recaptcha: 'sandbox-login', ip: '' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const clock = (await (await request.get(`${sandboxUrl}/api/sandbox/clock`)).json()) as { now: string };
  const to = clock.now.slice(0, 10);
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);

  const list = (await (
    await request.get(`${sandboxUrl}/api/transactions?from=${from}&to=${to}&pageSize=50`, { headers })
  ).json()) as {
    total: number;
    totals: { count: number };
    items: Array<{ companyId: number; gross: number; fees: number; net: number }>;
  };
  expect(list.total).toBeGreaterThan(50);
  expect(list.items).toHaveLength(50);
  expect(list.items.every((tx) => tx.companyId === 2 && tx.gross - tx.fees === tx.net)).toBe(true);
  const summary = (await (
    await request.get(`${sandboxUrl}/api/transactions/summary?from=${from}&to=${to}&groupBy=method`, { headers })
  ).json()) as {
    totals: unknown;
  };
  expect(summary.totals).toEqual(list.totals);

  const tooLong = await request.get(`${sandboxUrl}/api/transactions?from=2020-01-01&to=${to}`, { headers });
  expect(tooLong.status()).toBe(422);
  expect(await tooLong.json()).toMatchObject({ errors: { from: ['O período pode ter no máximo 12 meses.'] } });
});
