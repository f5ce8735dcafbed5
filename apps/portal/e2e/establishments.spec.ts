import { expect, test } from '@playwright/test';
import { signInTo, signOut } from './helpers';

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

test('an administrator creates a store with an alphanumeric CNPJ: a reload keeps the draft and its step, and the store is active', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Criar Loja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Loja' })).toBeVisible({ timeout: 30_000 });
  const next = () => page.getByRole('button', { name: 'Próximo' }).click();
  const heading = (name: string) =>
    expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: /CPF ou CNPJ do titular/ }).fill('12ABC34501DE35');
  await next();
  await heading('Dados cadastrais');
  await expect(page.getByRole('region', { name: 'O que a Receita Federal informa' })).toContainText('Ativa');
  await page.getByRole('textbox', { name: /Nome fantasia/ }).fill('Empório Aurora');
  await page.getByRole('combobox', { name: /Ramo de atividade/ }).selectOption('5411');
  await next();
  await heading('Endereço');
  await page.getByRole('textbox', { name: /CEP/ }).fill('01310100');
  await expect(page.getByRole('textbox', { name: /Logradouro/ })).toHaveValue('Avenida Paulista', { timeout: 30_000 });
  await page.getByRole('textbox', { name: /Número/ }).fill('1000');
  await next();
  await heading('Contato');
  await page.getByRole('textbox', { name: /Nome do responsável/ }).fill('Marina Costa');
  await expect(page).toHaveURL(/etapa=contato/);

  // A reload brings back what was typed, at the same step.
  await page.reload();
  await heading('Contato');
  await expect(page.getByText('Recuperamos o que você tinha digitado e não enviou.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Nome do responsável/ })).toHaveValue('Marina Costa');
  await page.getByRole('textbox', { name: /E-mail do responsável/ }).fill('marina@emporio.com.br');
  await page.getByRole('textbox', { name: /Telefone/ }).fill('11988887777');
  await next();
  await heading('Conta de liquidação');
  await page.getByRole('searchbox', { name: 'Buscar banco' }).fill('itau unibanco s.a.');
  await page.getByRole('combobox', { name: /^Banco/ }).selectOption('341');
  await page.getByRole('textbox', { name: /^Agência/ }).fill('4440');
  await page.getByRole('textbox', { name: /^Conta/ }).fill('90092');
  await page.getByRole('textbox', { name: /^Dígito da conta/ }).fill('7');
  await next();
  await expect(page.getByRole('textbox', { name: /^Dígito da conta/ })).toHaveAccessibleDescription(
    /O dígito da conta não confere/,
  );
  await page.getByRole('textbox', { name: /^Dígito da conta/ }).fill('8');
  await next();
  await heading('Plano e canais');
  await page.getByRole('checkbox', { name: 'Maquininha (POS)' }).check();
  await page.getByRole('checkbox', { name: 'Pix' }).check();
  await next();
  await heading('Revisão');
  await expect(page.getByText('341 · Itaú Unibanco · agência 4440 · conta 90092-8')).toBeVisible();
  await page.getByRole('button', { name: 'Criar loja' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Empório Aurora foi criada' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('A loja está ativa: já pode vender.')).toBeVisible();

  await page.getByRole('button', { name: 'Ver a loja' }).click();
  await expect(page).toHaveURL(/\/dashboard\/establishments\/preview\/\d+$/);
  await expect(page.getByText('12.ABC.345/01DE-35').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Itaú Unibanco · agência 4440 · conta •••• 0928/)).toBeVisible();
  // The draft went with the store: the form opens empty again.
  await page.goto('/dashboard/establishments/create');
  await expect(page.getByRole('textbox', { name: /CPF ou CNPJ do titular/ })).toHaveValue('', { timeout: 30_000 });
  await expect(page.getByText('Recuperamos o que você tinha digitado e não enviou.')).toBeHidden();
});

test('a new settlement account waits for a second person: the store keeps its account until suporte@ approves it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'admin@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/dashboard/establishments/preview/21');
  await page.getByRole('button', { name: 'Editar loja' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL('/dashboard/establishments/edit/21');
  await page.getByRole('checkbox', { name: 'Pedir uma nova conta de liquidação' }).check({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Buscar banco' }).fill('itau unibanco s.a.');
  await page.getByRole('combobox', { name: /^Banco/ }).selectOption('341');
  await page.getByRole('textbox', { name: /^Agência/ }).fill('4440');
  await page.getByRole('textbox', { name: /^Conta/ }).fill('90092');
  await page.getByRole('textbox', { name: /^Dígito da conta/ }).fill('8');
  await page.getByRole('textbox', { name: /Motivo da troca/ }).fill('A loja trocou de banco em novembro.');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL('/dashboard/establishments/preview/21', { timeout: 30_000 });
  await expect(page.getByText('Nova conta aguardando aprovação: Itaú Unibanco, •••• 0928.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/agência 1147 · conta •••• 0147/)).toBeVisible();
  await signOut(page);

  await signInTo(page, 'suporte@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  await page.goto('/dashboard/approvals');
  const waiting = page.getByRole('region', { name: 'Nova conta de liquidação: Loja Exemplo — Matriz' });
  await expect(waiting).toContainText('A loja trocou de banco em novembro.', { timeout: 30_000 });
  await waiting.getByRole('button', { name: 'Aprovar' }).click();
  const dialog = page.getByRole('dialog', { name: /^Aprovar:/ });
  await dialog.getByRole('textbox', { name: 'Código de verificação (2FA)' }).fill('123456');
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expect(dialog.getByText('Pedido aprovado e aplicado.')).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard/establishments/preview/21');
  await expect(page.getByText(/Itaú Unibanco · agência 4440 · conta •••• 0928/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Nova conta aguardando aprovação/)).toBeHidden();
});
