import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

// The money calls as the built portal's sandbox answers them in the browser (the service worker): scoped by who
// signs in, the summary agreeing with the list, and a clock a person can move from the console.
interface ListAnswer {
  total: number;
  totals: { count: number; amount: number; net: number };
  items: Array<{ companyId: number }>;
}

function callApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('userData') ?? '{}') as { accessToken?: string };
      const response = await fetch(`/api/${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${accessToken ?? ''}`, 'Content-Type': 'application/json' },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      return (await response.json()) as T;
    },
    { path, init },
  );
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test("a white-label partner's money: its merchants only, the summary equal to the list", async ({ page }) => {
  await signInTo(page, 'parceiro@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const period = `from=${daysAgo(29)}&to=${today()}`;
  const companies = await callApi<{ merchants: Array<{ companyId: number; partnerId: number }> }>(
    page,
    'money/companies',
  );
  expect(companies.merchants.length).toBeGreaterThan(5);
  expect(companies.merchants.every((merchant) => merchant.partnerId === 6)).toBe(true);
  const list = await callApi<ListAnswer>(page, `transactions?${period}&pageSize=100`);
  expect(list.total).toBeGreaterThan(100);
  const own = new Set(companies.merchants.map((merchant) => merchant.companyId));
  expect(list.items.every((tx) => own.has(tx.companyId))).toBe(true);
  const byDay = await callApi<{ totals: ListAnswer['totals'] }>(
    page,
    `transactions/summary?${period}&groupBy=day&splitBy=method`,
  );
  expect(byDay.totals).toEqual(list.totals);
});

test('the sandbox clock moves forward from the console and back to real time', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.evaluate(() =>
    (
      window as unknown as { painelSandbox: { money: { setOffsetDays: (days: number) => void } } }
    ).painelSandbox.money.setOffsetDays(3),
  );
  const moved = await callApi<{ now: string; offsetDays: number }>(page, 'sandbox/clock');
  expect(moved.offsetDays).toBe(3);
  expect(moved.now.slice(0, 10)).toBe(
    new Date(Date.parse(`${today()}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10),
  );
  const back = await callApi<{ offsetDays: number }>(page, 'sandbox/clock', {
    method: 'POST',
    body: { offsetDays: 0 },
  });
  expect(back.offsetDays).toBe(0);
});
