// A partner's app as the quick start builds it: a fresh Vite + React + react-router app outside the workspace,
// the three packed packages installed with npm (no plugin or config of ours), the portal on a lazy /painel/*
// route with the partner's brand. Checks its size against our own app's /login (measured by `pnpm size`
// earlier in the same run), that the host's own page does not pay for the portal, and the partner's
// journey in Chromium on the in-page sandbox.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { measureFirstVisit } from '../../apps/portal/scripts/firstVisit.mjs';
import { serveBuild } from '../../apps/portal/scripts/staticServer.mjs';
import { chromiumLaunchOptions } from '../../test.config.base.ts';
import { packPackages, root } from '../packPackages.mjs';

/** The partner's first visit to /painel/login may cost this much more than ours to /login. */
export const PARTNER_ALLOWANCE = 1.1;
/**
 * What mounting the portal lazily may add to the host's own page: the parts of packages the host already
 * loads that only the portal uses (react-router's route matching, in the router's single module) and Vite's
 * preload helper for the lazy import. None of the portal's own code.
 */
export const HOST_PAGE_GROWTH_KIB = 2;

const here = dirname(fileURLToPath(import.meta.url));
const reports = join(root, '.ci', 'reports');
const work = mkdtempSync(join(tmpdir(), 'painel-partner-host-'));
const app = join(work, 'app');
const builds = { real: join(app, 'dist-real'), sandbox: join(app, 'dist-sandbox'), bare: join(app, 'dist-bare') };
const kib = (value) => Number(value.toFixed(1));

before(() => {
  const tarballs = packPackages(join(work, 'tarballs'));
  cpSync(join(here, 'app'), app, { recursive: true });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...Object.values(tarballs)], {
    cwd: app,
    stdio: 'inherit',
  });
  const build = (outDir, env) =>
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], {
      cwd: app,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
  build(builds.real, { VITE_PAINEL_API: 'real' });
  build(builds.sandbox, { VITE_PAINEL_API: 'sandbox' });
  build(builds.bare, { VITE_WITHOUT_PORTAL: '1' });
});

after(() => rmSync(work, { recursive: true, force: true }));

describe('a partner host built from the packed packages', () => {
  test(`its first visit to /painel/login is at most ${PARTNER_ALLOWANCE}× our own app's first visit to /login`, async (t) => {
    const ours = join(reports, 'login-size.json');
    assert.ok(existsSync(ours), 'our own /login has not been measured in this run: run pnpm size first');
    const oursKib = JSON.parse(readFileSync(ours, 'utf8')).loginKib;
    const partner = await measureFirstVisit(builds.real, { path: '/painel/login' });
    const report = {
      partnerLoginKib: kib(partner.visitKib),
      partnerLoginFiles: partner.visit.length,
      ourLoginKib: oursKib,
      ratio: Number((partner.visitKib / oursKib).toFixed(3)),
      files: partner.visit.map(({ file, kib: size }) => `${size.toFixed(1)} ${file}`),
    };
    t.diagnostic(JSON.stringify(report));
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, 'partner-size.json'), `${JSON.stringify(report, null, 2)}\n`);
    assert.ok(
      partner.visitKib <= oursKib * PARTNER_ALLOWANCE,
      `the partner's /painel/login loads ${report.partnerLoginKib} KiB, more than ${PARTNER_ALLOWANCE}× our ${oursKib} KiB`,
    );
  });

  test("the host's own page fetches none of the portal's code", async (t) => {
    const withPortal = await measureFirstVisit(builds.real, { path: '/', field: null });
    const without = await measureFirstVisit(builds.bare, { path: '/', field: null });
    t.diagnostic(
      `host page: ${withPortal.visitKib.toFixed(1)} KiB with the portal, ${without.visitKib.toFixed(1)} without`,
    );
    assert.equal(withPortal.visit.length, without.visit.length, 'the host page fetches more files with the portal');
    for (const { file } of withPortal.visit) {
      const code = readFileSync(join(builds.real, file), 'utf8');
      assert.ok(!code.includes('@painel/'), `${file}, on the host's own page, carries the portal's code`);
    }
    assert.ok(
      withPortal.visitKib - without.visitKib <= HOST_PAGE_GROWTH_KIB,
      `mounting the portal adds ${(withPortal.visitKib - without.visitKib).toFixed(1)} KiB to the host's own page`,
    );
  });

  test('on the in-page sandbox: sign in under /painel in the brand, the host untouched, sign out', async () => {
    const server = await serveBuild(builds.sandbox, {
      '/partner-api/login': (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"partner":true}');
      },
    });
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.origin}/`);
      const hostHeading = page.getByRole('heading', { level: 1, name: 'Banco Parceiro' });
      await hostHeading.waitFor();
      const hostStyle = await styleOf(hostHeading);
      const hostBody = await styleOf(page.locator('body'));

      await page.getByRole('link', { name: 'Abrir o painel' }).click();
      const heading = page.getByRole('heading', { level: 1, name: 'Entrar no Banco Parceiro' });
      await heading.waitFor({ timeout: 30_000 });
      assert.equal(await page.title(), 'Login | Banco Parceiro');
      // The portal sets nothing on the host's page around it.
      assert.deepEqual(await styleOf(page.locator('body')), hostBody);
      // The host's hostile h1, p, button and input rules (public/host.css) stop at the portal.
      const portalHeading = await styleOf(heading);
      assert.equal(portalHeading.textTransform, 'none');
      assert.notEqual(portalHeading.color, hostStyle.color);
      const submit = page.getByRole('button', { name: 'Entrar', exact: true });
      const submitStyle = await styleOf(submit);
      assert.equal(submitStyle.backgroundColor, 'rgb(11, 110, 79)', 'the partner brand colour fills the button');
      assert.ok(!submitStyle.borderStyle.includes('dashed'));
      assert.ok(!submitStyle.fontFamily.includes('Courier'));
      const email = page.getByRole('textbox', { name: 'E-mail' });
      assert.notEqual((await styleOf(email)).backgroundColor, 'rgb(255, 224, 224)');
      await page.screenshot({ path: join(reports, 'partner-host-login.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(reports, 'partner-host-login-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      await email.fill('cliente@painel.dev');
      await page.getByLabel(/^Senha/).fill('Painel@123');
      await submit.click();
      await page.getByRole('heading', { level: 1, name: 'Indicadores' }).waitFor({ timeout: 30_000 });
      assert.equal(new URL(page.url()).pathname, '/painel/dashboard/ecommerce');
      await page.screenshot({ path: join(reports, 'partner-host-dashboard.png'), fullPage: true });

      // Back on the host's own page (in the app, not a reload): nothing the portal set stays, and the host's
      // own API call reaches the host's server, not the sandbox.
      await page.getByRole('link', { name: 'Início do Banco Parceiro' }).click();
      await hostHeading.waitFor();
      assert.deepEqual(await styleOf(hostHeading), hostStyle);
      assert.deepEqual(await styleOf(page.locator('body')), hostBody);
      assert.equal(await page.title(), 'Banco Parceiro');
      await page.getByRole('button', { name: 'Entrar na API do parceiro' }).click();
      await page.getByText('200 {"partner":true}').waitFor();

      await page.getByRole('link', { name: 'Abrir o painel' }).click();
      await page.getByRole('heading', { level: 1, name: 'Indicadores' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: /Menu do perfil/ }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await heading.waitFor({ timeout: 30_000 });
      assert.equal(new URL(page.url()).pathname, '/painel/login');
    } finally {
      await browser.close();
      server.close();
    }
  });
});

function styleOf(locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      color: style.color,
      textTransform: style.textTransform,
      backgroundColor: style.backgroundColor,
      borderStyle: style.borderStyle,
      fontFamily: style.fontFamily,
    };
  });
}
