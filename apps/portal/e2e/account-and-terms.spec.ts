import { expect, test, type Page } from '@playwright/test';
import { changePassword, expectPage, signIn, signInTo, signOut } from './helpers';
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('an admin edits the profile, and the change is kept', async ({ page }) => {
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/pages/account-settings');
  const panel = page.getByRole('tabpanel', { name: 'Perfil' });
  await panel.getByRole('textbox', { name: 'Nome' }).fill('Administradora Painel');
  await panel.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Dados atualizado com sucesso.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Perfil' }).getByRole('textbox', { name: 'Nome' })).toHaveValue(
    'Administradora Painel',
  );
  await expect(page.getByRole('button', { name: /Menu do perfil: Administradora Painel/ })).toBeVisible();
});

test('a user who is not an admin sees the profile read-only', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/pages/account-settings?tab=1');
  const panel = page.getByRole('tabpanel', { name: 'Perfil' });
  await expect(panel.getByText('Somente administradores podem alterar estes dados.')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Nome' })).not.toBeEditable();
  await expect(panel.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
});

test('the password changes after each kind of error, and the new one signs in', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/pages/account-settings?tab=2');
  const panel = page.getByRole('tabpanel', { name: 'Mudar senha' });
  const fill = (current: string) => changePassword(page, current);

  await fill('Errada@123');
  await expect(toast(page, 'Os dados fornecidos são inválidos.')).toBeVisible();

  await page.evaluate(() =>
    (window as unknown as { painelSandbox: { force: (c: string, m: string | null) => void } }).painelSandbox.force(
      'POST password',
      'network-error',
    ),
  );
  await fill('Painel@123');
  await expect(toast(page, 'Algo deu errado ao mudar a senha')).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { painelSandbox: { force: (c: string, m: string | null) => void } }).painelSandbox.force(
      'POST password',
      null,
    ),
  );

  await fill('Painel@123');
  await expect(toast(page, 'Senha alterada com sucesso.')).toBeVisible();
  await expect(panel.getByLabel(/^Senha atual/)).toHaveValue('');

  await signOut(page);
  await signIn(page, 'cliente@painel.dev', 'Nova#123');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test('the audit tab filters, pages, clears and shows the values of an entry', async ({ page }) => {
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/pages/account-settings?tab=5');
  const panel = page.getByRole('tabpanel', { name: 'Auditoria de ações' });
  const rows = panel.getByRole('region', { name: 'Registros de auditoria' }).getByRole('row');
  await expect(rows).toHaveCount(6);
  const firstId = await rows.nth(1).getByRole('cell').first().textContent();

  await panel.getByRole('button', { name: 'Próxima' }).click();
  await expect(rows.nth(1).getByRole('cell').first()).not.toHaveText(firstId ?? '');

  await panel.getByRole('textbox', { name: 'Funcionalidade' }).fill('terminal');
  await panel.getByRole('button', { name: 'Filtrar' }).click();
  await expect(rows).toHaveCount(6);
  for (const index of [1, 2, 3, 4, 5]) await expect(rows.nth(index)).toContainText('Terminal');

  await panel.getByRole('textbox', { name: 'Funcionalidade' }).fill('nada-assim');
  await panel.getByRole('button', { name: 'Filtrar' }).click();
  await expect(panel.getByText('Nenhum resultado encontrado.')).toBeVisible();

  await panel.getByRole('button', { name: 'Limpar' }).click();
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(firstId ?? '');
  await rows
    .nth(1)
    .getByRole('button', { name: /Ver valores/ })
    .click();
  const values = page.getByRole('dialog', { name: 'Valores alterados' });
  await expect(values.getByText('Valores antigos')).toBeVisible();
  await expect(values.getByText('Valores novos')).toBeVisible();
});

test('the master user accepts the platform terms only after reading them to the end', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'master@painel.dev');
  const modal = page.getByRole('dialog', { name: 'Termos e Condições de Uso da Plataforma' });
  await expect(modal).toBeVisible();
  const accept = modal.getByRole('button', { name: 'Aceitar Termos' });
  await modal.getByRole('checkbox', { name: 'Termos de Uso' }).click();
  await modal.getByRole('checkbox', { name: 'Políticas de Privacidade' }).click();
  await expect(accept).toBeDisabled();
  const scroller = modal.getByRole('region', { name: 'Termos e Condições de Uso da Plataforma' });
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(accept).toBeEnabled();
  await accept.click();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');

  await signOut(page);
  await signIn(page, 'master@painel.dev');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test('the representative signs the company terms, which lets the members in', async ({ page }) => {
  await signInTo(page, 'representante@painel.dev', '/signing-of-terms', 'Assinatura de Termos');
  // aria-disabled: Playwright would wait for it to be enabled, a person just clicks.
  await page.getByRole('button', { name: 'Continuar' }).click({ force: true });
  await expect(toast(page, 'Para assinar clique no quadrado')).toBeVisible();
  await page.getByRole('checkbox', { name: /Li e concordo com os Termos de Serviço/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Assinar os termos?' });
  await expect(confirm).toContainText('irreversível');
  await confirm.getByRole('button', { name: 'Assinar' }).click();
  await expect(toast(page, 'Termos assinados com sucesso.')).toBeVisible();
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');

  await signOut(page);
  await signIn(page, 'membro@painel.dev');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
});

test("a member sees the blocked notice with the administrator's contact", async ({ page }) => {
  await signInTo(page, 'membro@painel.dev', '/notice-of-terms', 'Acesso Bloqueado');
  await expect(page.getByText(/RENATA REPRESENTANTE/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'representante@painel.dev' })).toHaveAttribute(
    'href',
    'mailto:representante@painel.dev',
  );
  // Back navigation stays on the notice.
  await page.goBack();
  await expect(page).toHaveURL('/notice-of-terms');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectPage(page, '/login', 'Entrar no Painel');
});
