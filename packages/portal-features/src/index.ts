// Public API of @painel/portal-features: explicit named exports only.

// The portal as a whole, and its pieces for hosts that compose their own
export { PainelPortal } from './portal/PainelPortal';
export type { PainelPortalProps } from './portal/PainelPortal';
export { PainelPortalProvider } from './portal/PainelPortalProvider';
export type { PainelPortalProviderProps } from './portal/PainelPortalProvider';
export { usePortal } from './portal/PortalContext';
export { createDeferredApiClient, createDeferredBotCheck } from './portal/deferredApiClient';
export type { PortalContextValue } from './portal/PortalContext';
export { defaultPortalOptions, DEFAULT_TERMS_READING } from './portal/options';
export type { PortalOptions, TermsReading } from './portal/options';
export { portalMessages } from './portal/messages';
export type { PortalMessages } from './portal/messages';

// Routes, guard and navigation as data
export { PortalRoutes } from './routes/PortalRoutes';
export type { PortalRoutesProps } from './routes/PortalRoutes';
export { portalRoutes, notFoundRoute } from './routes/routeTable';
export type { PortalRoute, ScreenName } from './routes/routeTable';
export { useCurrentRoute } from './routes/CurrentRoute';
export { guardRoute, DEFAULT_ROUTE_SUBJECT } from './routes/guard';
export type { GuardDecision, GuardInput, GuardUser, RouteAccess } from './routes/guard';
export { roleHome, DEFAULT_ROLE_HOME_READING } from './routes/roleHome';
export type { RoleHomeReading } from './routes/roleHome';
export { safeReturnPath } from './routes/safeReturnPath';
export { portalMenu } from './navigation/menu';

// Session and permissions
export { createCan } from './access/ability';
export type { AbilityRule, Can } from './access/ability';
export { createSessionStore, STORED_USER_KEY } from './session/sessionStore';
export type { SessionStore } from './session/sessionStore';
export { parseStoredUser } from './session/storedUser';
export { toStoredUser } from './session/toStoredUser';
export type { StoredUser } from './session/storedUser';
export { useSignOut } from './session/useSignOut';

// Screens
export { LoginScreen } from './auth/screens/LoginScreen';
export { RegisterScreen } from './auth/screens/RegisterScreen';
export { TwoFactorScreen } from './auth/screens/TwoFactorScreen';
export { AccessControlScreen } from './access-control/AccessControlScreen';
export { AppLayout, roleLabel } from './layout/AppLayout';
export { BlankPage } from './layout/BlankPage';
export type { BlankPageProps } from './layout/BlankPage';
export { WelcomeScreen } from './public-pages/WelcomeScreen';
export type { WelcomeScreenProps } from './public-pages/WelcomeScreen';
export { NotFoundScreen } from './public-pages/NotFoundScreen';
export type { NotFoundScreenProps } from './public-pages/NotFoundScreen';
export { NotAuthorizedScreen } from './public-pages/NotAuthorizedScreen';
export { CheckoutScreen } from './public-pages/CheckoutScreen';
export { PublicInfoScreen } from './public-pages/PublicInfoScreen';
export { RouteFrameScreen } from './routes/RouteFrameScreen';
export { publicPagesMessages } from './public-pages/messages';
export type { PublicPagesMessages } from './public-pages/messages';

// Identity verification, company documents and notices
export { VerificationWizardScreen } from './verification/VerificationWizardScreen';
export { CompanyDocumentsUpload } from './verification/CompanyDocumentsUpload';
export type { ChosenDocuments, CompanyDocumentsUploadProps } from './verification/CompanyDocumentsUpload';
export { DocumentsUploadPanel } from './verification/DocumentsUploadPanel';
export { MediaDevicesContext } from './verification/mediaDevices';
export { buildOperatorPayload, buildVerifyDocumentPayload } from './verification/payloads';
export {
  educationLevels,
  emptyExtraInfo,
  extraInfoSchema,
  maritalStatuses,
  RG_MAX_AGE_YEARS,
} from './verification/extraInfoSchema';
export type { ExtraInfoValues, ExtraInfoVariant } from './verification/extraInfoSchema';
export { allChosen, CNPJ_CARD_ONLY_TYPES, documentsToSend, requiredSlots } from './verification/requiredDocuments';
export type { UploadMode, UploadSlot } from './verification/requiredDocuments';
export { resumeStep, verificationStepIds } from './verification/progress';
export type { VerificationProgress, VerificationStepId } from './verification/progress';
export { verificationMessages } from './verification/messages';
export { AccountSettingsScreen } from './account-settings/AccountSettingsScreen';
export { accountSettingsMessages } from './account-settings/messages';
export { ProfileTab } from './account-settings/ProfileTab';
export { PasswordTab } from './account-settings/PasswordTab';
export { AuditTab } from './account-settings/AuditTab';
export { profileSchema, passwordSchema, PASSWORD_SPECIALS } from './account-settings/schemas';
export type { ProfileValues, PasswordValues } from './account-settings/schemas';
export { toAuditRow, formatAuditDate } from './account-settings/auditRows';

// Terms and contracts
export { SigningOfTermsScreen } from './terms/SigningOfTermsScreen';
export { NoticeOfTermsScreen } from './terms/NoticeOfTermsScreen';
export { PlatformTermsScreen } from './terms/PlatformTermsScreen';
export { CompanyTermsPageScreen } from './terms/CompanyTermsPageScreen';
export { ContractScreen } from './terms/ContractScreen';
export { ContractDocument } from './terms/ContractDocument';
export type { ContractDocumentProps } from './terms/ContractDocument';
export { merchantContract } from './terms/contracts/merchantContract';
export { platformTerms, platformTermsPreamble } from './terms/contracts/platformTerms';
export type { TermsParty } from './terms/contracts/platformTerms';
export type { Contract, ContractSection } from './terms/contracts/types';
export { termsMessages } from './terms/messages';
export { PortalNotices } from './notices/PortalNotices';
export { shouldShowDocumentReminder, shouldShowPaymentPause, tokenExpiry } from './notices/conditions';
export type { PaymentPauseInput } from './notices/conditions';
export { noticesMessages } from './notices/messages';

// Sign-in logic and copy
export { authMessages } from './auth/messages';
export { fieldMessages, loginSchema, registerSchema, twoFactorSchema, STRONG_PASSWORD } from './auth/schemas';
export type { LoginValues, RegisterValues, TwoFactorValues } from './auth/schemas';
export { destinationAfterSignIn, isTwoFactorDue, VERIFICATION_PATH } from './auth/signInFlow';
