import { expect, test, type Page } from '@playwright/test';
import { callApi, createFixedLink, PASSWORD, signInTo } from '../helpers';
import { pdf } from '../wizard';
import { KeyboardTrail, recordAnnouncements } from './harness';

// The journeys of the accessibility audit (issue 33), by keyboard alone, each with the trail of where focus went
// and what was said (attached to the report): sign-in, the transaction list with a filter and a refund, a checkout
// paid by Pix and by card, and the identity wizard.

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await recordAnnouncements(page);
});

async function signInByKeyboard(page: Page, trail: KeyboardTrail, email: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  await trail.tabTo(/^textbox "E-mail"/);
  await trail.type('e-mail', email);
  await trail.tabTo(/^textbox "Senha/);
  await trail.type('senha', PASSWORD);
  await trail.press('Entrar', 'Enter');
}

test('sign-in: a wrong password is said and keeps the e-mail; the right one lands focus on the page heading', async ({
  page,
}, testInfo) => {
  const trail = new KeyboardTrail(page, testInfo);
  await page.goto('/login');
  await trail.tabTo(/^textbox "E-mail"/);
  await trail.type('e-mail', 'cliente@painel.dev');
  await trail.tabTo(/^textbox "Senha/);
  await trail.type('senha errada', 'errada123');
  await trail.press('Entrar', 'Enter');
  await trail.expectSaid(/senha/i, 'assertive');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('cliente@painel.dev');
  await trail.tabTo(/^textbox "Senha/, { backwards: true });
  await trail.press('apaga a senha', 'ControlOrMeta+a', 'Backspace');
  await trail.type('senha certa', PASSWORD);
  await trail.press('Entrar', 'Enter');
  // A2: the new page is said by its heading, and the next Tab goes into the page, not back to the menu.
  await trail.expectFocus(/^heading "Indicadores" \[level=1\]/);
  await trail.attach('sign-in');
});

test('transactions: the menu, a filter, the period by arrows, a search and a refund, each said and with focus kept', async ({
  page,
}, testInfo) => {
  const trail = new KeyboardTrail(page, testInfo);
  await signInByKeyboard(page, trail, 'cliente@painel.dev');
  await trail.expectFocus(/^heading "Indicadores" \[level=1\]/);

  await trail.tabTo(/^button "Transações"/);
  await trail.press('abre Transações', 'Enter');
  await trail.tabTo(/^link "Transações Financeiras"/);
  await trail.press('segue Transações Financeiras', 'Enter');
  await trail.expectFocus(/^heading "Transações Financeiras" \[level=1\]/);
  await expect(page.getByRole('region', { name: 'Transações' }).getByRole('table')).toHaveAttribute(
    'aria-busy',
    'false',
  );

  // A8: a filter says the new count; the pressed chip keeps focus.
  await trail.tabTo(/^button "Paga"/);
  await trail.press('filtra Paga', 'Space');
  await expect(page).toHaveURL(/status=paid/);
  await trail.expectFocus(/^button "Paga" \[pressed\]/);
  await trail.expectSaid(/^[\d.]+ resultados?\. Página 1 de [\d.]+\.$/);

  // A18: arrowing through the period applies nothing until Enter.
  await trail.tabTo(/^combobox "Período"/, { backwards: true });
  const before = page.url();
  await trail.press('setas no período', 'ArrowDown', 'ArrowDown');
  await expect(page.getByRole('region', { name: 'Transações' }).getByRole('table')).toHaveAttribute(
    'aria-busy',
    'false',
  );
  expect(page.url()).toBe(before);
  await trail.press('aplica o período', 'Enter');
  await expect(page).not.toHaveURL(before);
  await expect(page.getByRole('region', { name: 'Transações' }).getByRole('table')).toHaveAttribute(
    'aria-busy',
    'false',
  );
  const applied = page.url();

  // A refundable sale, found by search: one result, said; the row opens the detail, whose heading takes focus.
  const list = await callApi<{ items: Array<{ id: string }> }>(
    page,
    `transactions?from=${daysAgo(6)}&to=${today()}&status=paid&method=credit,debit&pageSize=50`,
  );
  let saleId = '';
  for (const item of list.items) {
    const detail = await callApi<{ refund: { allowed: boolean } }>(page, `transactions/${item.id}`);
    if (detail.refund.allowed) {
      saleId = item.id;
      break;
    }
  }
  expect(saleId).not.toBe('');
  await trail.tabTo(/^searchbox "Buscar"/);
  // Leaving the period kept what Enter applied.
  expect(page.url()).toBe(applied);
  await trail.type('busca', saleId);
  await trail.press('busca', 'Enter');
  await trail.expectSaid(/^1 resultado\. Página 1 de 1\.$/);
  await trail.tabTo(new RegExp(`^link "Abrir transação ${saleId}"`));
  await trail.press('abre a transação', 'Enter');
  await trail.expectFocus(/^heading "Detalhes da transação" \[level=1\]/);

  // A3, A13: the dialog reads the amount when it opens; confirmed, the refund is said and focus is on its new state.
  await trail.tabTo(/^button "Estornar"/);
  await trail.press('Estornar', 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar estorno' });
  await expect(dialog).toHaveAccessibleDescription(/R\$ [\d.]+,\d\d/);
  await trail.expectFocus(/^button "Cancelar"/);
  await trail.tabTo(/^button "Confirmar estorno"/);
  await trail.press('confirma', 'Enter');
  await expect(dialog).toBeHidden();
  // A toast is said with the name of its region first ("Notificações Estorno solicitado…").
  await trail.expectSaid(/Estorno solicitado\. Ele aparece como pendente até ser processado\./);
  await trail.expectFocus(/^paragraph.*Estorno pendente: solicitado por Carla Cliente/);
  await trail.attach('transactions');
});

async function payer(trail: KeyboardTrail) {
  await trail.tabTo(/^textbox "Nome completo/);
  await trail.type('nome', 'Tereza Teclado');
  await trail.tabTo(/^textbox "E-mail/);
  await trail.type('e-mail', 'tereza@example.com');
  await trail.tabTo(/^textbox "CPF ou CNPJ/);
  await trail.type('documento', '52998224725');
}

test('checkout by Pix and by card, by keyboard: the code takes focus, a refusal is read, the receipt says paid', async ({
  page,
}, testInfo) => {
  await signInTo(page, 'cliente@painel.dev', '/dashboard/ecommerce', 'Indicadores');
  const pixLink = await createFixedLink(page, 'Caneca teclado', '45,00');
  const cardLink = await createFixedLink(page, 'Camiseta teclado', '150,00');

  const pix = new KeyboardTrail(page, testInfo);
  await page.goto(pixLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Caneca teclado' })).toBeVisible({ timeout: 60_000 });
  await payer(pix);
  await pix.tabTo(/^tab "Cartão/);
  await pix.press('escolhe Pix', 'ArrowRight');
  await pix.expectFocus(/^tab "Pix" \[selected\]/);
  await pix.tabTo(/^button "Gerar código Pix"/);
  await pix.press('gera o código', 'Enter');
  // A4: the generate button is replaced by the code; focus goes to its copy button.
  await pix.expectFocus(/^button "Copiar código Pix"/);
  // A19: the QR code's drawing is not said as a status message.
  pix.expectNotSaid(/^QR Code Pix$/);
  await pix.press('copia', 'Enter');
  await pix.expectSaid(/Código copiado/);
  await pix.tabTo(/^button "Simular pagamento \(sandbox\)"/);
  await pix.press('paga', 'Enter');
  await pix.expectFocus(/^heading "Pagamento confirmado" \[level=1\]/);
  await expect(page).toHaveTitle(/^Pagamento confirmado/);
  await pix.attach('checkout-pix');

  const card = new KeyboardTrail(page, testInfo);
  await page.goto(cardLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Camiseta teclado' })).toBeVisible({ timeout: 60_000 });
  // Sent empty: the first field in error takes focus, its error read with it.
  await card.tabTo(/^button "Pagar R\$ 150,00"/);
  await card.press('paga vazio', 'Enter');
  await card.expectFocus(/^textbox "Nome completo/);
  await expect(page.getByRole('textbox', { name: /Nome completo/ })).toHaveAccessibleDescription(/./);
  await card.type('nome', 'Tereza Teclado');
  await card.tabTo(/^textbox "E-mail/);
  await card.type('e-mail', 'tereza@example.com');
  await card.tabTo(/^textbox "CPF ou CNPJ/);
  await card.type('documento', '52998224725');
  await card.tabTo(/^textbox "Número do cartão/);
  await card.type('cartão recusado', '4000000000009995');
  await card.tabTo(/^textbox "Nome impresso/);
  await card.type('nome no cartão', 'TEREZA TECLADO');
  await card.tabTo(/^textbox "Validade/);
  // A20: the expiry's format is a hint read with the field, not only a placeholder.
  await expect(page.getByRole('textbox', { name: /Validade/ })).toHaveAccessibleDescription(/MM\/AAAA/);
  await card.type('validade', '122030');
  await card.tabTo(/^textbox "CVV/);
  await card.type('cvv', '123');
  await card.tabTo(/^button "Pagar R\$ 150,00"/);
  await card.press('paga', 'Enter');
  // The refusal is an alert that takes focus, and says the CVV was cleared.
  await card.expectSaid(/Saldo ou limite insuficiente.*digite o CVV de novo/, 'assertive');
  await card.expectFocus(/^alert/);
  await card.tabTo(/^textbox "Número do cartão/);
  await card.press('apaga o número', 'ControlOrMeta+a', 'Backspace');
  await card.type('cartão aprovado', '4111111111111111');
  await card.tabTo(/^textbox "CVV/);
  await card.type('cvv de novo', '123');
  await card.tabTo(/^button "Pagar R\$ 150,00"/);
  await card.press('paga', 'Enter');
  await card.expectFocus(/^heading "Pagamento confirmado" \[level=1\]/);
  await card.attach('checkout-card');
});

test('the identity wizard by keyboard: each step said, the capture and the files said, a blocked Next says why', async ({
  page,
}, testInfo) => {
  const trail = new KeyboardTrail(page, testInfo);
  await signInByKeyboard(page, trail, 'verificar@painel.dev');
  await expect(page).toHaveURL('/verify/documentary');
  await trail.tabTo(/^button "Permitir câmera"/);
  await trail.press('permite a câmera', 'Enter');
  // A4: the pressed button is gone; focus is on what says the camera is allowed.
  await trail.expectFocus(/Câmera liberada\. Pode seguir\./);
  await trail.tabTo(/^button "Próximo"/);
  await trail.press('Próximo', 'Enter');
  await trail.expectFocus(/^heading "Dicas" \[level=2\]/);
  await trail.expectSaid(/^Etapa 2 de \d+: Dicas$/);
  await trail.tabTo(/^button "Próximo"/);
  await trail.press('Próximo', 'Enter');
  await trail.expectFocus(/^heading "Tipo de documento" \[level=2\]/);

  // A14: Próximo stays reachable before a choice and says what is missing.
  await trail.tabTo(/^button "Próximo"/);
  await trail.press('Próximo sem escolher', 'Enter');
  await trail.expectSaid(/^Escolha CNH ou RG para continuar\.$/, 'assertive');
  await trail.tabTo(/^radio "RG"|^radio "CNH"/, { backwards: true });
  await trail.press('escolhe RG', 'ArrowDown');
  await trail.tabTo(/^button "Próximo"/);
  await trail.press('Próximo', 'Enter');

  for (const [title, said] of [
    ['Frente do documento', /^Foto do documento tirada\./],
    ['Verso do documento', /^Foto do documento tirada\./],
  ] as const) {
    await trail.expectFocus(new RegExp(`^heading "${title}" \\[level=2\\]`));
    trail.expectNotSaid(/Permita o acesso à câmera/);
    await trail.tabTo(/^button "Tirar foto"/);
    await expect(page.getByRole('button', { name: 'Tirar foto' })).not.toHaveAttribute('aria-busy');
    await trail.press('tira a foto', 'Enter');
    await trail.expectSaid(said);
    await trail.expectFocus(/^button "Tirar novamente"/);
    await trail.tabTo(/^button "Próximo"/);
    await trail.press('Próximo', 'Enter');
  }
  await trail.expectFocus(/^heading "Selfie" \[level=2\]/);
  await trail.tabTo(/^button "Estou pronto!"/);
  await trail.press('pronto', 'Enter');
  await trail.expectFocus(/^heading "Tire a selfie" \[level=2\]/);
  await trail.tabTo(/^button "Tirar foto"/);
  await expect(page.getByRole('button', { name: 'Tirar foto' })).not.toHaveAttribute('aria-busy');
  await trail.press('tira a selfie', 'Enter');
  await trail.expectSaid(/^Selfie tirada\./);
  await trail.tabTo(/^button "Próximo"/);
  await trail.press('Próximo', 'Enter');

  // The form: Próximo with nothing typed shows the errors and puts focus on the first.
  await trail.expectFocus(/^heading "Informações adicionais" \[level=2\]/);
  await trail.tabTo(/^button "Próximo"/);
  await trail.press('Próximo vazio', 'Enter');
  await trail.expectFocus(/^textbox "CPF"/);
  await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription('CPF é obrigatório');
  await trail.type('cpf', '52998224725');
  await trail.tabTo(/^textbox "RG"/);
  await trail.type('rg', '123456789');
  await trail.tabTo(/^textbox "Órgão emissor do RG"/);
  await trail.type('órgão', 'SSP-SP');
  await trail.tabTo(/^textbox "Data de emissão do RG"/);
  await trail.type('data', '10032020');
  await trail.tabTo(/^textbox "Faturamento mensal"/);
  await trail.type('faturamento', '12345');
  await trail.tabTo(/^combobox "Estado civil"/);
  await trail.press('estado civil', 'ArrowDown');
  await trail.tabTo(/^combobox "Escolaridade"/);
  await trail.press('escolaridade', 'ArrowDown');
  await trail.tabTo(/^button "Próximo"/);
  await trail.press('Próximo', 'Enter');

  // The upload: each chosen file is said with its name and size.
  await trail.expectFocus(/^heading "Upload de arquivos" \[level=2\]/);
  for (const [slot, name] of [
    ['Comprovante de endereço', 'conta-de-luz.pdf'],
    ['Comprovante bancário', 'extrato.pdf'],
  ] as const) {
    await trail.tabTo(new RegExp(`^button "Escolher arquivo: ${slot}`));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(pdf(name));
    await trail.expectSaid(new RegExp(`^${name.replace('.', '\\.')}, 1 KB, anexado a ${slot}\\.$`));
    await trail.expectFocus(new RegExp(`^button "Trocar: ${slot}"`));
  }
  await trail.tabTo(/^button "Finalizar"/);
  await trail.press('Finalizar', 'Enter');
  await trail.expectFocus(/^heading "Concluído" \[level=2\]/);
  await trail.attach('wizard');
});
