import { expect, test } from '@playwright/test';

test('the portal opens on its welcome page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Painel');
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Painel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('an unknown address shows the not-found page, which leads back home', async ({ page }) => {
  await page.goto('/rota/que/nao/existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Painel' })).toBeVisible();
});
