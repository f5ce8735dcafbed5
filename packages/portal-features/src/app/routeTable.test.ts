import { describe, expect, it } from 'vitest';
import { portalRoutes } from './routeTable';

const byPath = (path: string) => portalRoutes.find((route) => route.path === path);

describe('route table (spec 2.6)', () => {
  it('lists each path once', () => {
    const paths = portalRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each route a title and a known layout', () => {
    for (const route of portalRoutes) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(['blank', 'app']).toContain(route.layout);
    }
  });

  it.each([
    ['/dashboard/onboarding', 'create_establishment'],
    ['/dashboard/onboarding/company/wizard', 'create_company_onboarding_wizard'],
    ['/dashboard/onboarding/pre-registro', 'view_dashboard'],
    ['/registration/wizard', 'view_registration_wizard'],
    ['/verify/documentary', 'view_dashboard'],
    ['/dashboard/analytics/companies', 'view_analytics_whitelabel'],
    ['/dashboard/exchange/conciliation/create', 'view_conciliate_exchange_transactions'],
    ['/dashboard/customers/rates/cancellation-chargeback-med_pix/:id', 'view_cancellation_and_chargeback_rates'],
    ['/dashboard/establishments/terminals/edit/:companyTerminalId', 'create_establishments_terminals'],
    ['/dashboard/establishments/:id/splits/create', 'view_pix_with_split'],
    ['/dashboard/transactions/preview/:id', 'view_transaction'],
    ['/dashboard/BankingActivity', 'view_bank_statement'],
    ['/rates/standard/create', 'create_standard_rates'],
    ['/dashboard/myaccount/edit', 'edit_my_account'],
    ['/dashboard/payment/links/create/fixed', 'create_links'],
    ['/dashboard/payment/links/fixed/:idrecurrence', 'view_links'],
    ['/dashboard/simulator/fee', 'view_fee_simulator'],
    ['/dashboard/operators/create', 'create_operators_users'],
    ['/dashboard/edit/:id', 'edit_user'],
    ['/dashboard/system', 'view_system'],
    ['/pages/account-settings', 'view_account_settings'],
    ['/contract/merchant', 'view_contract_merchant'],
    ['/signing-of-terms', 'view_dashboard'],
    ['/notice-of-terms', 'view_dashboard'],
    ['/termos', 'view_dashboard'],
  ])('%s needs %s', (path, action) => {
    expect(byPath(path)?.access).toEqual({ action });
  });

  it('needs read where the spec lists no permission', () => {
    for (const path of ['/dashboard/distributors/:id', '/dashboard/statements', '/dashboard/ediadiq']) {
      expect(byPath(path)?.access.action ?? 'read', path).toBe('read');
      expect(byPath(path)?.access.public, path).toBeUndefined();
    }
    expect(byPath('/access-control')?.access).toEqual({ action: 'read' });
  });

  it('shows the terms screens and the merchant contract in the blank layout (spec 2.4)', () => {
    for (const path of [
      '/signing-of-terms',
      '/notice-of-terms',
      '/termos',
      '/contract/merchant',
      '/contract/service',
    ]) {
      expect(byPath(path)?.layout, path).toBe('blank');
    }
  });

  it('keeps the sign-in pages for signed-out visitors and the public pages open to everybody', () => {
    for (const path of ['/login', '/register', '/auth']) {
      expect(byPath(path)?.access, path).toEqual({ authOnly: true });
      expect(byPath(path)?.layout).toBe('blank');
    }
    for (const path of [
      '/send-code-whatsapp',
      '/forgot-password',
      '/forgot-password/completed',
      '/forgot-password-whatsapp/completed',
      '/reset-password',
      '/onboarding/company/register',
      '/welcome',
      '/finished',
      '/tokenInvalidPage',
      '/wizard',
      '/pre-register',
      '/checkout/finish',
      '/checkout/payed',
      '/checkout/comprovante/:token',
      '/checkout/:id',
      '/error',
      '/not-authorized',
      '/misc/not-authorized',
      '/terms/:termId',
      '/contract/service',
      // LBI 13.146/2015 art. 63: the accessibility statement, for anyone.
      '/acessibilidade',
    ]) {
      expect(byPath(path)?.access, path).toEqual({ public: true });
      expect(byPath(path)?.layout).toBe('blank');
    }
  });
});
