import { SANDBOX_INBOX_PATH } from '../../core/sandboxInbox';
import { AUTH_ONLY, blank, DASHBOARD, PUBLIC, type PortalRoute } from './define';
import { ACCESSIBILITY_PATH } from '../../core/routing/accessibilityPath';
import { homeRoute, loginRoute } from './firstVisitRoutes';

/**
 * The pages on their own (spec 2.2, 2.4): sign-in, public pages, the verification and the terms. The root
 * and /login are matched on the first visit; the others load with the app-shell pages (AppPages).
 */
export const blankRoutes: readonly PortalRoute[] = [
  homeRoute,

  // Authentication (2.2)
  loginRoute,
  blank('/register', 'Criar conta', AUTH_ONLY, 'register'),
  blank('/auth', 'Verificação em duas etapas', AUTH_ONLY, 'twoFactor'),
  // Spec 2.2 lists these as public: a signed-in user may open them too.
  blank('/send-code-whatsapp', 'Receber código pelo WhatsApp', PUBLIC, 'sendCodeWhatsapp'),
  blank('/forgot-password', 'Esqueceu sua senha?', PUBLIC, 'forgotPassword'),
  blank('/forgot-password/completed', 'Verifique seu e-mail', PUBLIC, 'resetLinkSent'),
  blank('/forgot-password-whatsapp/completed', 'Verifique seu WhatsApp', PUBLIC, 'resetLinkSent'),
  blank('/reset-password', 'Redefinir senha', PUBLIC, 'resetPassword'),

  // Other public pages (2.2)
  blank('/onboarding/company/register', 'Cadastro da empresa', PUBLIC),
  blank('/welcome', 'Bem-vindo', PUBLIC, 'welcome'),
  blank('/finished', 'Cadastro concluído', PUBLIC),
  blank('/tokenInvalidPage', 'Link inválido ou expirado', PUBLIC, 'tokenInvalid'),
  // An addition to spec 2.2 (issue 34): an invitation's link, where the invited person creates their password.
  blank('/create-password', 'Crie sua senha', PUBLIC, 'createPassword'),
  blank('/wizard', 'Assistente de cadastro', PUBLIC),
  blank('/pre-register', 'Pré-cadastro', PUBLIC),
  blank('/checkout/finish', 'Pagamento finalizado', PUBLIC, 'checkout'),
  blank('/checkout/payed', 'Pagamento confirmado', PUBLIC, 'checkout'),
  blank('/checkout/comprovante/:token', 'Comprovante de venda', PUBLIC, 'checkout'),
  blank('/checkout/:id', 'Pagamento', PUBLIC, 'checkout'),
  blank('/error', 'Algo deu errado', PUBLIC, 'error'),
  blank('/not-authorized', 'Acesso não autorizado', PUBLIC, 'notAuthorized'),
  blank('/misc/not-authorized', 'Acesso não autorizado', PUBLIC, 'notAuthorized'),
  blank('/terms/:termId', 'Termos e Condições de Uso da Plataforma', PUBLIC, 'companyTerms'),
  blank('/contract/service', 'Termos e Condições de Uso da Plataforma', PUBLIC, 'contract'),
  // LBI 13.146/2015 art. 63: linked from every page's footer and from the checkout's.
  blank(ACCESSIBILITY_PATH, 'Declaração de acessibilidade', PUBLIC, 'accessibilityStatement'),

  // Identity verification (2.1): a blank page of its own, with its header and 'Sair'
  blank('/verify/documentary', 'Verificação de identidade', DASHBOARD, 'verification'),

  // Terms (2.4): blank pages with the permissions the spec gives them
  blank('/signing-of-terms', 'Assinatura de Termos', DASHBOARD, 'signingOfTerms'),
  blank('/notice-of-terms', 'Acesso Bloqueado', DASHBOARD, 'noticeOfTerms'),
  blank('/termos', 'Termos e Condições de Uso da Plataforma', DASHBOARD, 'platformTerms'),
  blank('/contract/merchant', 'Contrato Termos de Serviço', { action: 'view_contract_merchant' }, 'contract'),
];

/** The sandbox's own pages, routed only when the host runs on the sandbox (PortalOptions.sandboxTools). */
export const sandboxRoutes: readonly PortalRoute[] = [
  blank(SANDBOX_INBOX_PATH, 'Caixa de entrada do sandbox', PUBLIC, 'sandboxInbox'),
];

/** What unmatched paths show. */
export const notFoundRoute: PortalRoute = blank('*', 'Página não encontrada', PUBLIC, 'notFound');
