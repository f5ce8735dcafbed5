import { expect, type Page } from '@playwright/test';

// The verification wizard as a person goes through it, for the journeys that need it.

export const step = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
export const next = (page: Page, name = 'Próximo') => page.getByRole('button', { name }).click();

export async function takePhoto(page: Page, title: string) {
  await step(page, title);
  // Spec 4.1: live capture only; choosing an image file is a host option that is off by default.
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  // 'Tirar foto' stays busy ('Iniciando a câmera…') until the camera's first frame; then one press is a photo.
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  await expect(page.getByRole('button', { name: 'Tirar novamente' })).toBeVisible();
  await next(page);
}

export function pdf(name: string, bytes = 1024) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 37) };
}
export const slot = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${label}`) }).locator('input[type="file"]');

export async function throughThePhotos(page: Page, documentType: 'CNH' | 'RG') {
  await expect(page).toHaveURL('/verify/documentary');
  await step(page, 'Permissão da câmera');
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Permitir câmera' }).click();
  await expect(page.getByText('Câmera liberada. Pode seguir.')).toBeVisible();
  await next(page);
  await step(page, 'Dicas');
  await next(page);
  await step(page, 'Tipo de documento');
  await page.getByRole('radio', { name: documentType }).click();
  await next(page);
  await takePhoto(page, 'Frente do documento');
  await takePhoto(page, 'Verso do documento');
  await step(page, 'Selfie');
  await next(page, 'Estou pronto!');
  await takePhoto(page, 'Tire a selfie');
  await step(page, 'Informações adicionais');
}

export async function fillIdentity(page: Page) {
  await page.getByRole('textbox', { name: 'CPF' }).pressSequentially('52998224725');
  await page.getByRole('textbox', { name: 'RG', exact: true }).fill('123456789');
  await page.getByRole('textbox', { name: 'Órgão emissor do RG' }).fill('SSP-SP');
  await page.getByLabel('Data de emissão do RG').fill('2020-03-10');
  await page.getByRole('textbox', { name: 'Faturamento mensal' }).pressSequentially('12345');
}
