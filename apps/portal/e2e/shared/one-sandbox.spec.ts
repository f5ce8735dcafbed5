import { expect, test } from '@playwright/test';
import { expectPage, signInTo } from '../helpers';

// `pnpm start` serves one sandbox to every browser: what the merchant makes here, a customer opens elsewhere.
test('a payment link made in one browser is paid by Pix in another, and the sale is in the merchant’s list and Indicadores', async ({
  page,
  browser,
}) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/dashboard/payment/links/create/fixed');
  await expectPage(page, '/dashboard/payment/links/create/fixed', 'Novo link de pagamento anônimo');
  await page.getByRole('textbox', { name: 'Nome do item' }).fill('Caneca compartilhada');
  await page.getByRole('textbox', { name: 'Valor unitário' }).pressSequentially('87,50');
  await page.getByRole('textbox', { name: /Nome do link/ }).fill('Caneca compartilhada');
  await page.getByRole('button', { name: 'Criar link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/links\/fixed\/[0-9a-f]{20}$/, { timeout: 60_000 });
  const checkoutUrl =
    (await page
      .getByText(/\/checkout\/[0-9a-f]{20}$/)
      .first()
      .textContent()) ?? '';
  expect(checkoutUrl).toMatch(/\/checkout\/[0-9a-f]{20}$/);

  // Another browser: no cookie, no storage, nothing of the merchant's; on the in-browser sandbox this link
  // would be "Link de pagamento não encontrado".
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const buyer = await elsewhere.newPage();
  await buyer.goto(checkoutUrl);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Caneca compartilhada' })).toBeVisible({
    timeout: 60_000,
  });
  await buyer.getByRole('textbox', { name: /Nome completo/ }).fill('Dora Distante');
  await buyer.getByRole('textbox', { name: /E-mail/ }).fill('dora@example.com');
  await buyer.getByRole('textbox', { name: /CPF ou CNPJ/ }).fill('11144477735');
  await buyer.getByRole('tab', { name: 'Pix' }).click();
  await buyer.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(buyer.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pagamento confirmado' })).toBeVisible({
    timeout: 60_000,
  });
  await elsewhere.close();

  // Back in the first browser: the sale is the merchant's.
  await page.reload();
  const payments = page.getByRole('region', { name: 'Tabela de pagamentos do link' });
  await expect(payments).toContainText('Dora Distante');
  const sale =
    (await payments.getByRole('row').filter({ hasText: 'Dora Distante' }).getByRole('link').textContent()) ?? '';
  expect(sale).toMatch(/^TX\d{14}$/);
  await page.goto(`/dashboard/transactions?busca=${sale}`);
  const sales = page.getByRole('region', { name: 'Transações', exact: true });
  await expect(sales).toContainText(sale);
  await expect(sales).toContainText('R$ 87,50');
  await page.goto('/dashboard/ecommerce');
  await expect(page.getByRole('list', { name: 'Últimas transações' })).toContainText('Dora Distante');
});
