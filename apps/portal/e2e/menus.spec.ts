import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

// Every item of each seeded role's menu opens a screen that loads for that role: no 403 from the API, no
// 'Acesso não autorizado', no error that only a retry could clear (D9, D13).
const roles = [
  { email: 'cliente@painel.dev', home: '/dashboard/ecommerce', heading: 'Indicadores' },
  { email: 'parceiro@painel.dev', home: '/dashboard/ecommerce', heading: 'Indicadores' },
  { email: 'admin@painel.dev', home: '/dashboard/ecommerce', heading: 'Indicadores' },
  { email: 'operador@painel.dev', home: '/dashboard/simulator', heading: 'Simular Proposta' },
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** Every item's name and address, groups opened one at a time as a person does. */
async function menuItems(page: Page) {
  const items: Array<{ group: string | null; name: string; href: string }> = [];
  const top = menu(page).locator('ul').first().locator(':scope > li');
  // D9: one line at 1280 px, whatever the role; what does not fit is under "Mais".
  const tops = await top.evaluateAll((entries) => entries.map((entry) => (entry as HTMLElement).offsetTop));
  expect(new Set(tops).size).toBe(1);
  for (let index = 0; index < (await top.count()); index += 1) {
    const entry = top.nth(index);
    const group = entry.getByRole('button');
    if ((await group.count()) === 0) {
      const link = entry.getByRole('link');
      items.push({
        group: null,
        name: (await link.textContent()) ?? '',
        href: (await link.getAttribute('href')) ?? '',
      });
      continue;
    }
    const groupName = (await group.textContent()) ?? '';
    await group.click();
    for (const link of await entry.getByRole('link').all())
      items.push({
        group: groupName,
        name: (await link.textContent()) ?? '',
        href: (await link.getAttribute('href')) ?? '',
      });
    await page.keyboard.press('Escape');
  }
  return items;
}

for (const role of roles) {
  test(`every menu item of ${role.email} opens a screen that loads for it`, async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    });
    await signInTo(page, role.email, role.home, role.heading);
    const items = await menuItems(page);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      if (item.group) await menu(page).getByRole('button', { name: item.group }).click();
      await menu(page).getByRole('link', { name: item.name, exact: true }).click();
      await expect(page, item.name).toHaveURL(item.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Acesso não autorizado' })).toHaveCount(0);
      // What a person would see once the screen has its data: nothing still loading, nothing failed.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText('Não foi possível carregar os dados.'), item.name).toHaveCount(0);
      await expect(page.getByText(/O conteúdo dela chega em uma próxima versão/), item.name).toHaveCount(0);
    }
    expect(refused).toEqual([]);
  });
}
