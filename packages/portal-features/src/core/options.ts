import type { ChargebackFineRule } from '@painel/api-client/money';
import type { UploadMode } from './companyDocuments/requiredDocuments';
import { DEFAULT_ROLE_HOME_READING, type RoleHomeReading } from './policies/roleHome';

/**
 * Spec 4.4 describes the platform-terms screen (/termos) two ways:
 * - 'contractModal' (reading A, default): the full contract in a scroll box, two checkboxes.
 * - 'companyTerms' (reading B): the platform terms filled with the company's data, one checkbox.
 */
export type TermsReading = 'contractModal' | 'companyTerms';
export const DEFAULT_TERMS_READING: TermsReading = 'contractModal';

/**
 * Choices a host makes where the spec allows more than one reading, and the values the spec fixes but a
 * deployment may set. Plain data only: the clock and other functions are props of their own.
 */
/**
 * Where sign-in sends a master user who has not accepted the platform terms: spec 2.4 and 4.3 say /termos (the
 * default, where they can accept them), spec 2.2 says /notice-of-terms (the blocked-access notice).
 */
export type MasterTermsPage = '/termos' | '/notice-of-terms';
export const DEFAULT_MASTER_TERMS_PAGE: MasterTermsPage = '/termos';

export interface PortalOptions {
  /** Home by role (spec 4.2); default 'operatorSimulator'. */
  roleHomeReading: RoleHomeReading;
  /** Platform terms screen (spec 4.4); default 'contractModal'. */
  termsReading: TermsReading;
  /** Where sign-in sends a master user who has not accepted the platform terms (spec 2.2 vs 2.4, 4.3); default '/termos'. */
  masterTermsPage: MasterTermsPage;
  /** Seconds before a new 2FA code may be asked (spec 4.2 and 9: 120). */
  resendCountdownSeconds: number;
  /** The payments company named in the public checkout's footer. */
  paymentProcessorName: string;
  /**
   * Company documents asked at the end of the verification (spec 5): 'standard', or 'cnpjCardOnly', the
   * special system-origin mode where a CNPJ company sends only its CNPJ card.
   */
  uploadMode: UploadMode;
  /** The payment-pause (carnival) notice shows until this day, 'YYYY-MM-DD' (spec 9: 14/02/2024). */
  paymentPauseUntil: string;
  /** The PDFs the company terms signing links to (spec 2.4: external files). */
  termsDocuments: { serviceTerms: string; privacyPolicy: string };
  /**
   * Spec 4.1 takes the verification photos live, and goes past step 1 only once the camera is allowed
   * ('none', default). 'file': a device without a camera may choose an image file instead (a host's choice
   * for kiosks or desktops without a camera, not the spec's).
   */
  captureFallback: 'none' | 'file';
  /**
   * Minutes without activity (in any tab) before the portal warns, then signs out 60 s later (PCI DSS 8.2.8:
   * 15). 0 turns it off, for a host that ends idle sessions itself.
   */
  idleTimeoutMinutes: number;
  /**
   * The sandbox's own pages: its inbox of the e-mails and WhatsApp messages it "sent" (reset links, sign-in
   * codes), linked from the pages that say a message went out. For hosts running on the sandbox; off by default.
   */
  sandboxTools: boolean;
  /**
   * How the merchant contract reads its lost-chargeback fine "R$ 50,00 e/ou 6 %": 'sum' (R$ 50,00 plus 6 %, the
   * default, as the sandbox's `createSandbox({ chargebackFineRule })` charges it) or 'greater' (the larger of
   * the two). The contract the portal shows says the reading the platform charges.
   */
  chargebackFineRule: ChargebackFineRule;
}

export const defaultPortalOptions: PortalOptions = {
  roleHomeReading: DEFAULT_ROLE_HOME_READING,
  termsReading: DEFAULT_TERMS_READING,
  masterTermsPage: DEFAULT_MASTER_TERMS_PAGE,
  resendCountdownSeconds: 120,
  paymentProcessorName: 'Painel Pagamentos S.A.',
  uploadMode: 'standard',
  paymentPauseUntil: '2024-02-14',
  termsDocuments: {
    serviceTerms: 'https://painel.dev/documentos/termos-de-servico.pdf',
    privacyPolicy: 'https://painel.dev/documentos/politica-de-privacidade.pdf',
  },
  captureFallback: 'none',
  idleTimeoutMinutes: 15,
  sandboxTools: false,
  // The API's default (DEFAULT_CHARGEBACK_FINE_RULE), written here so the first page carries no money code.
  chargebackFineRule: 'sum',
};
