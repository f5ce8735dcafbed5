import { expect, test } from '@playwright/test';
import { signInTo } from './helpers';

// White Label e Lojas (issue 35, first part) on the built portal and its in-browser sandbox: the tree scoped by
// the API, one store's page, and a status change with its reason kept after a reload and in the Histórico.

test('an administrator finds a store, suspends it with a reason, and the change stays and is in its Histórico', async ({
  page,
}) => {
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'White Label e Lojas' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'White Label e Lojas' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Loja Exemplo');
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(/busca=Loja(\+|%20)Exemplo/);
  const table = page.getByRole('region', { name: 'Tabela de lojas' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3, { timeout: 30_000 });
  await table.getByRole('link', { name: /^Abrir Loja Exemplo — Matriz/ }).click();
  await expect(page).toHaveURL('/dashboard/establishments/preview/21');
  await page.getByRole('button', { name: 'Suspender' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Suspender: Loja Exemplo — Matriz' });
  await expect(dialog).toContainText('Uma loja suspensa não pode vender');
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Contrato social desatualizado desde setembro.');
  await dialog.getByRole('button', { name: 'Suspender' }).dblclick();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Reativar' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Reativar' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Contrato social desatualizado desde setembro.').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page).toHaveURL(/aba=historico/);
  await expect(page.getByRole('tabpanel')).toContainText('admin@painel.dev', { timeout: 30_000 });
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /Ver valores/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Suspensa');
  await expect(page.getByRole('dialog')).toContainText('Contrato social desatualizado desde setembro.');
});

test('a white label lists only its own stores and cannot open another white label’s', async ({ page }) => {
  await signInTo(page, 'parceiro@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/dashboard/establishments?itens=100');
  const table = page.getByRole('region', { name: 'Tabela de lojas' }).getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const whiteLabels = await table.evaluate((element) => {
    const [header, ...rows] = Array.from(element.querySelectorAll('tr'));
    const column = Array.from(header?.children ?? []).findIndex((cell) => cell.textContent === 'White label');
    return rows.map((row) => row.children[column]?.textContent ?? '');
  });
  expect(whiteLabels.length).toBeGreaterThan(0);
  expect(new Set(whiteLabels)).toEqual(new Set(['Parceiro Pagamentos']));
  await expect(page.getByRole('combobox', { name: 'White label' })).toHaveCount(0);
  await page.goto('/dashboard/establishments/preview/3');
  await expect(page.getByText('Esta loja não existe ou não é sua para ver.')).toBeVisible({ timeout: 30_000 });
});
