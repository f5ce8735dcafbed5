import { expect, test } from '@playwright/test';
import { expectPage, signIn } from './helpers';

test('the built portal carries its Content-Security-Policy and breaks none of it signing in', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.goto('/login');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");

  await signIn(page, 'admin@painel.dev');
  await expectPage(page, '/dashboard/ecommerce', 'Indicadores');
  expect(violations).toEqual([]);
});
