// `pnpm bench:money:browser`: the browser sandbox's first money call at its default scale, as a person meets it.
// Builds the portal in sandbox mode, signs in as cliente@ in Chromium, then times GET /api/transactions (the
// history is generated on that first call, in the service worker's page) and a second, warm one. A benchmark:
// it prints figures for the notes and fails only if the page cannot be driven.
import { chromium } from 'playwright';
import { buildInto } from './buildInto.mjs';
import { serveBuild } from './staticServer.mjs';

const root = buildInto('sandbox', { VITE_API_BASE_URL: '' });
const server = await serveBuild(root);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('cliente@painel.dev');
  await page.getByLabel(/^Senha/).fill('Painel@123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Indicadores' }).waitFor({ timeout: 120_000 });
  const timings = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('userData') ?? '{}');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const from = new Date(Date.parse(`${today}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const call = async () => {
      const start = performance.now();
      const response = await fetch(`/api/transactions?from=${from}&to=${today}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      const body = await response.json();
      return { ms: performance.now() - start, status: response.status, total: body.total };
    };
    return [await call(), await call()];
  });
  const [first, warm] = timings;
  console.log(
    `browser sandbox (default scale): first GET /api/transactions ${first.ms.toFixed(0)} ms (${first.total} rows in 30 days, status ${first.status}); warm ${warm.ms.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  server.close();
}
