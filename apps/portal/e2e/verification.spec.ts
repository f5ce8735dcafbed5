import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { fillIdentity, next, pdf, slot, step, throughThePhotos } from './wizard';

interface SandboxState {
  operators: Array<{
    id: number;
    email: string;
    photos: Record<string, number>;
    companyDocuments: string[];
    lastPayload?: Record<string, unknown>;
  }>;
  verifications: Array<Record<string, unknown>>;
  accounts: Array<{ email: string; verify_documents: number }>;
}
const sandboxState = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('painel:sandbox-db') ?? '{}') as unknown,
  ) as Promise<SandboxState>;

test('a CPF user goes through all ten steps to "Está tudo OK!"', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'verificar@painel.dev');
  await throughThePhotos(page, 'RG');

  await fillIdentity(page);
  await page.getByRole('combobox', { name: 'Estado civil' }).selectOption('MARRIED');
  await page.getByRole('combobox', { name: 'Escolaridade' }).selectOption('COMPLETE_HIGHER');
  await next(page);

  await step(page, 'Upload de arquivos');
  await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveAttribute('aria-disabled', 'true');
  await slot(page, 'Comprovante de endereço').setInputFiles(pdf('conta-de-luz.pdf'));
  await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveAttribute('aria-disabled', 'true');
  await slot(page, 'Comprovante bancário').setInputFiles(pdf('extrato.pdf'));
  await next(page, 'Finalizar');

  await step(page, 'Concluído');
  await expect(page.getByText('Está tudo OK!')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}') as object)).toMatchObject({
    verify_documents: 1,
  });

  const db = await sandboxState(page);
  const operator = db.operators.find((o) => o.email === 'verificar@painel.dev');
  expect(operator?.lastPayload).toEqual({
    systemOrigin: 'PAINEL',
    name: 'Vera Verificar',
    email: 'verificar@painel.dev',
    typeCompany: 'ec',
    toDocument: '52998224725',
    typeDocument: 'CPF',
    whitelabelId: '4',
    phone: '11987654321',
    documentForValidation: 'RG',
    typeRegister: 'TO_VALIDATE_COMPANY',
  });
  expect(Object.keys(operator?.photos ?? {}).sort()).toEqual(['RG_BACK', 'RG_FRONT', 'SELFIE']);
  expect(operator?.companyDocuments).toEqual(['PROOF_OF_RESIDENCE', 'PROOF_OF_ACCOUNT']);
  expect(db.verifications).toEqual([
    {
      idUser: 8,
      idOperator: operator?.id,
      document: '52998224725',
      finances: { monthlyInvoicing: '1234500' },
      otherInfo: {
        marital: 'MARRIED',
        education: 'COMPLETE_HIGHER',
        rg: '123456789',
        rgIssuer: 'SSP-SP',
        rgIssuedDate: '2020-03-10',
      },
    },
  ]);
  expect(db.accounts.find((a) => a.email === 'verificar@painel.dev')?.verify_documents).toBe(1);

  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
});

test('a CNPJ user goes through the CNPJ variant with the five company documents', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'verificar-pj@painel.dev');
  await throughThePhotos(page, 'CNH');

  await fillIdentity(page);
  await page.getByRole('textbox', { name: 'Capital social' }).pressSequentially('50000');
  await page.getByRole('textbox', { name: 'Patrimônio' }).pressSequentially('250000');
  await page.getByRole('textbox', { name: 'Nome na fatura do cartão' }).fill('NOVA EMPRESA');
  await next(page);

  await step(page, 'Upload de arquivos');
  for (const label of [
    'Cartão CNPJ',
    'Contrato social',
    'Declaração de faturamento',
    'Comprovante de endereço',
    'Comprovante bancário',
  ]) {
    await slot(page, label).setInputFiles(pdf(`${label}.pdf`));
  }
  await next(page, 'Finalizar');
  await expect(page.getByText('Está tudo OK!')).toBeVisible();

  const db = await sandboxState(page);
  const operator = db.operators.find((o) => o.email === 'verificar-pj@painel.dev');
  expect(operator?.lastPayload).toMatchObject({
    typeCompany: 'ec',
    typeDocument: 'CNPJ',
    toDocument: '33000167000101',
    documentForValidation: 'CNH',
  });
  expect(Object.keys(operator?.photos ?? {}).sort()).toEqual(['CNH_BACK', 'CNH_FRONT', 'SELFIE']);
  expect(operator?.companyDocuments).toEqual([
    'CNPJ_CARD',
    'SOCIAL_CONTRACT',
    'BILLING_DECLARATION',
    'PROOF_OF_ADDRESS',
    'PROOF_OF_ACCOUNT',
  ]);
  expect(db.verifications[0]).toMatchObject({
    document: '52998224725',
    finances: { monthlyInvoicing: '1234500', shareCapital: '5000000', patrimony: '25000000' },
    otherInfo: { rg: '123456789', rgIssuer: 'SSP-SP', rgIssuedDate: '2020-03-10', softwareDescriptor: 'NOVA EMPRESA' },
  });
});

test('a reload resumes at the furthest accepted step, and accepted photos are not asked again', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'verificar@painel.dev');
  await throughThePhotos(page, 'RG');
  await page.reload();
  await step(page, 'Informações adicionais');
  await page.getByRole('button', { name: 'Voltar' }).click();
  // Back to the selfie: the only way to a photo step is going back on purpose.
  await step(page, 'Tire a selfie');
});

test('the upload refuses a wrong type and a 31 MB file, and keeps the files when sending fails', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'verificar@painel.dev');
  await throughThePhotos(page, 'CNH');
  await fillIdentity(page);
  await page.getByRole('combobox', { name: 'Estado civil' }).selectOption('SINGLE');
  await page.getByRole('combobox', { name: 'Escolaridade' }).selectOption('COMPLETE_HIGH_SCHOOL');
  await next(page);
  await step(page, 'Upload de arquivos');

  await slot(page, 'Comprovante de endereço').setInputFiles({
    name: 'planilha.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText('Arquivo do tipo inválido!', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('O arquivo deve ser dos tipos PDF / PNG / JPG ou JPEG.', { exact: true }).first(),
  ).toBeVisible();

  await slot(page, 'Comprovante bancário').setInputFiles(pdf('grande.pdf', 31 * 1024 * 1024));
  await expect(page.getByText('O arquivo deve ter no máximo 30MB', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Comprovante de bancário tem mais de 30MB', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveAttribute('aria-disabled', 'true');

  await slot(page, 'Comprovante de endereço').setInputFiles(pdf('conta.pdf'));
  await slot(page, 'Comprovante bancário').setInputFiles(pdf('extrato.pdf'));
  await page.evaluate(() =>
    (window as unknown as { painelSandbox: { force: (call: string, mode: string) => void } }).painelSandbox.force(
      'POST api/operator/send-document-by-company',
      'server-error',
    ),
  );
  await next(page, 'Finalizar');
  await expect(page.getByText('Não foi possível enviar os arquivos', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Ops!!! Algo deu errado.', { exact: true }).first()).toBeVisible();
  await step(page, 'Upload de arquivos');
  // Each slot still holds its file (its name on screen; the slot's status said it when it was chosen).
  for (const [label, name] of [
    ['Comprovante de endereço', 'conta.pdf'],
    ['Comprovante bancário', 'extrato.pdf'],
  ] as const) {
    const group = page.getByRole('group', { name: new RegExp(`^${label}`) });
    await expect(group.getByRole('button', { name: `Trocar: ${label}` })).toBeVisible();
    await expect(group).toContainText(name);
  }
});

test('the reminder leads to the documents tab of account settings, which verifies the user', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'verificar@painel.dev');
  await throughThePhotos(page, 'RG');
  await page.goto('/dashboard/ecommerce');
  const reminder = page.getByRole('dialog', { name: 'Envie os seus documentos' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(page).toHaveURL('/pages/account-settings?tab=3');
  await expect(page.getByRole('tab', { name: 'Envio de documentos', selected: true })).toBeVisible();
  await slot(page, 'Comprovante de endereço').setInputFiles(pdf('conta.pdf'));
  await slot(page, 'Comprovante bancário').setInputFiles(pdf('extrato.pdf'));
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await expect(page.getByText('Documentos enviados com sucesso.', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}') as object)).toMatchObject({
    verify_documents: 1,
  });
  // Verified: no reminder on the next page.
  await page.goto('/dashboard/ecommerce');
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("'Mais tarde' keeps the reminder away for the rest of the day", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'verificar@painel.dev');
  await expect(page).toHaveURL('/verify/documentary');
  await page.goto('/dashboard/ecommerce');
  await page
    .getByRole('dialog', { name: 'Envie os seus documentos' })
    .getByRole('button', { name: 'Mais tarde' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('with no camera the wizard stays on its first step: Next is only for granted access (spec 4.1)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('No camera', 'NotFoundError'));
  });
  await page.goto('/login');
  await signIn(page, 'verificar@painel.dev');
  await expect(page).toHaveURL('/verify/documentary');
  await step(page, 'Permissão da câmera');
  await page.getByRole('button', { name: 'Permitir câmera' }).click();
  await expect(page.getByText('Não encontramos uma câmera disponível neste dispositivo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled();
});
