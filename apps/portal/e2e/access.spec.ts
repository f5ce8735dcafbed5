import { expect, test, type Page } from '@playwright/test';
import { expectPage, signIn, signInTo, signOut } from './helpers';

// Issue 34: who may do what. Roles are data; a user's menu, routes and API answers follow their roles.

const NEW_PASSWORD = 'Conferencia@1';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** Opens a group of the horizontal menu (or 'Mais') and follows one of its links, as a person does. */
async function follow(page: Page, group: string, item: string) {
  // The toasts stand at the top right, over the right-hand groups' lists (Sistema's since White Label e Lojas joined
  // the row): a person waits for the one in the way to go (it stays while the pointer is on it); left there, it took
  // the click meant for a link (ci22).
  await page.mouse.move(0, 400);
  await expect(page.locator('[data-component="Toast"]')).toHaveCount(0, { timeout: 30_000 });
  await menu(page).getByRole('button', { name: group }).click();
  await menu(page)
    .getByRole('link', { name: new RegExp(`^${item}`) })
    .click();
}

/** Every link the menu holds, groups opened one by one. */
async function menuLinks(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const group of await menu(page).getByRole('button').all()) {
    await group.click();
    names.push(...(await menu(page).getByRole('link').allTextContents()));
    await page.keyboard.press('Escape');
  }
  names.push(...(await menu(page).getByRole('link').allTextContents()));
  return [...new Set(names)];
}

async function reviewAndSave(page: Page) {
  await page.getByRole('button', { name: 'Revisar alterações' }).click();
  const review = page.getByRole('dialog', { name: 'Revisar alterações' });
  await review.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText(/Função Conferência de extratos salva/).first()).toBeVisible();
}

test('a role made by an administrator drives an invited user’s menu, at each sign-in', async ({ page }) => {
  test.setTimeout(240_000);
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');

  // A new role: basic access, then the statement and the transfers.
  await follow(page, 'Sistema', 'Funções');
  await expectPage(page, '/dashboard/roles', 'Funções');
  await page.getByRole('button', { name: 'Nova função' }).click();
  const create = page.getByRole('dialog', { name: 'Nova função' });
  await create.getByRole('textbox', { name: 'Nome da função' }).fill('Conferência de extratos');
  await create.getByRole('button', { name: 'Criar função' }).click();
  await expect(page.getByText('Função Conferência de extratos criada.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Editar permissões' }).click();
  const permissions = page.getByRole('group', { name: 'Permissões de Conferência de extratos' });
  for (const name of ['Ver Indicadores', 'Ver o extrato bancário', 'Ver transferências'])
    await permissions.getByRole('checkbox', { name }).check();
  await reviewAndSave(page);

  // The invitation, with that role.
  await follow(page, 'Sistema', 'Usuários');
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  await expectPage(page, '/dashboard/create/users', 'Novo usuário');
  await page.getByRole('textbox', { name: /Nome completo/ }).fill('Bruna Souza');
  await page.getByRole('textbox', { name: /E-mail/ }).fill('bruna@painel.dev');
  await page.getByRole('combobox', { name: 'Função 1' }).selectOption({ label: 'Conferência de extratos' });
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado para bruna@painel.dev.').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabela de usuários' })).toContainText('Convidado');
  await signOut(page);

  // Bruna accepts it from the sandbox's inbox and creates her password.
  await page.goto('/sandbox/caixa-de-entrada');
  const message = page
    .getByRole('list', { name: 'Mensagens recebidas' })
    .getByRole('listitem')
    .filter({ hasText: 'bruna@painel.dev' })
    .first();
  await message.getByRole('link', { name: 'Abrir o link' }).click();
  await expectPage(page, /\/create-password\?token=/, 'Crie sua senha');
  await page.getByLabel(/^Senha/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirme a senha/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText('Senha criada. Entre com o seu e-mail e a nova senha.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await signIn(page, 'bruna@painel.dev', NEW_PASSWORD);
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
  const first = await menuLinks(page);
  expect(first).toEqual(expect.arrayContaining(['Indicadores', 'Extrato Bancário', 'Transferências']));
  expect(first.join(' | ')).not.toMatch(/Transações Financeiras|Usuários|Funções|Antecipações/);
  await page.goto('/dashboard/roles');
  await expectPage(page, /not-authorized/, 'Acesso não autorizado');
  await page.goto('/dashboard/ecommerce');
  await signOut(page);

  // The role loses the transfers; Bruna's menu loses them at her next sign-in.
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await follow(page, 'Sistema', 'Funções');
  await page
    .getByRole('combobox', { name: 'Função' })
    .selectOption({ label: 'Conferência de extratos · Personalizada' });
  await page.getByRole('button', { name: 'Editar permissões' }).click();
  await permissions.getByRole('checkbox', { name: 'Ver transferências' }).uncheck();
  await page.getByRole('button', { name: 'Revisar alterações' }).click();
  await expect(page.getByRole('dialog', { name: 'Revisar alterações' })).toContainText(
    'Bruna Souza (bruna@painel.dev)',
  );
  await page
    .getByRole('dialog', { name: 'Revisar alterações' })
    .getByRole('button', { name: 'Salvar alterações' })
    .click();
  await expect(page.getByText(/Função Conferência de extratos salva/).first()).toBeVisible();
  await signOut(page);
  await signIn(page, 'bruna@painel.dev', NEW_PASSWORD);
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
  const next = await menuLinks(page);
  expect(next).toContain('Extrato Bancário');
  expect(next).not.toContain('Transferências');
});

test('a merchant cannot open Funções, nor see Sistema in its menu', async ({ page }) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await expect(menu(page).getByRole('button', { name: 'Sistema' })).toHaveCount(0);
  await page.goto('/dashboard/roles');
  await expectPage(page, /not-authorized/, 'Acesso não autorizado');
});

test('granting the administrator role waits for a second administrator; the maker cannot approve it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await follow(page, 'Sistema', 'Usuários');
  await page.getByRole('link', { name: /^Editar Fernanda Financeiro/ }).click();
  await expectPage(page, '/dashboard/edit/12', 'Editar usuário');
  await page.getByRole('button', { name: 'Adicionar função' }).click();
  await page.getByRole('combobox', { name: 'Função 2' }).selectOption({ label: 'Administrador da plataforma' });
  await expect(page.getByText('Função de administrador: outra pessoa precisa aprovar.')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    page.getByText('A função de administrador foi enviada para aprovação; as outras já valem.').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Acesso', exact: true })).toContainText('Aguardando aprovação');

  await follow(page, 'Sistema', 'Aprovações');
  await expectPage(page, '/dashboard/approvals', 'Aprovações');
  await expect(page.getByText('Nenhum pedido aguardando você.')).toBeVisible();
  await page.getByRole('tab', { name: 'Seus pedidos' }).click();
  const mine = page.getByRole('region', { name: 'Dar a função Administrador da plataforma a Fernanda Financeiro' });
  await expect(mine).toContainText('Quem fez o pedido não pode aprová-lo.');
  await expect(mine.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await signOut(page);

  await signInTo(page, 'suporte@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await menu(page).getByRole('button', { name: 'Sistema' }).click();
  await expect(menu(page).getByRole('link', { name: 'Aprovações 1 pedido aguardando você' })).toBeVisible();
  await menu(page)
    .getByRole('link', { name: /^Aprovações/ })
    .click();
  const waiting = page.getByRole('region', { name: 'Dar a função Administrador da plataforma a Fernanda Financeiro' });
  await waiting.getByRole('button', { name: 'Aprovar' }).click();
  const dialog = page.getByRole('dialog', { name: /^Aprovar:/ });
  await dialog.getByRole('textbox', { name: 'Código de verificação (2FA)' }).fill('123456');
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expect(dialog.getByText('Pedido aprovado e aplicado.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(page.getByText('Nenhum pedido aguardando você.')).toBeVisible();
  await page.goto('/dashboard/edit/12');
  await expect(page.getByRole('combobox', { name: 'Função 2' })).toHaveValue('platform-admin');
});
