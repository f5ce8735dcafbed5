// Public API of @painel/ui: explicit named exports only.
export {
  ThemeProvider,
  usePainelTheme,
  useDocumentTitle,
  formatDocumentTitle,
  usePortalContainer,
  skinNames,
  skins,
  defaultBrand,
  deriveBrandColors,
  contrastRatio,
  TEXT_CONTRAST,
  UI_CONTRAST,
  theme,
  baseTokens,
  breakpoints,
  media,
  toCssVariables,
  toVariableReferences,
} from './theme';
export type {
  ThemeProviderProps,
  ThemeState,
  SkinName,
  SkinTokens,
  NeutralColors,
  Brand,
  BrandColors,
  FillColors,
  PainelTheme,
  ThemeVariables,
} from './theme';
export { uiMessages } from './messages';
export type { UiMessages } from './messages';
export {
  masks,
  maskNames,
  maskOptions,
  MONEY_MAX_LENGTH,
  MONEY_MAX_VALUE,
  isValidCpf,
  isValidCnpj,
  isValidCpfOrCnpj,
} from './masks';
export type { MaskFunctions, MaskName } from './masks';
export { Avatar, initials } from './components/Avatar';
export type { AvatarProps } from './components/Avatar';
export { Badge } from './components/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge';
export { BlockingLoader } from './components/BlockingLoader';
export type { BlockingLoaderProps } from './components/BlockingLoader';
export { Breadcrumbs } from './components/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs';
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export { Dialog, DialogClose } from './components/Dialog';
export type { DialogProps, DialogSize } from './components/Dialog';
export { Field, useFieldA11y } from './components/Field';
export type { FieldProps, FieldControlProps, FieldA11yOptions } from './components/Field';
export {
  FormCheckbox,
  FormField,
  FormMaskedField,
  FormPasswordField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from './components/Form';
export type { FormFieldProps } from './components/Form';
export { Link } from './components/Link';
export type { LinkProps } from './components/Link';
export { MaskedField } from './components/MaskedField';
export type { MaskedFieldProps } from './components/MaskedField';
export { PasswordField } from './components/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField';
export { RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup';
export { Select } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Tabs } from './components/Tabs';
export type { TabsProps, TabItem } from './components/Tabs';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { Toaster, notify, dismissToast, createToastStore, defaultToastStore, MAX_TOASTS } from './components/Toast';
export type { ToasterProps, ToastInput, ToastItem, ToastStore, ToastTone } from './components/Toast';
export { TermsScroller, hasReachedEnd, SCROLL_END_TOLERANCE_PX } from './components/TermsScroller';
export type { TermsScrollerProps, ScrollMetrics } from './components/TermsScroller';
export { WizardStepper, backStepId, nextStepId, progressPosition } from './components/WizardStepper';
export type { WizardStepperProps, WizardStep, WizardStepDefinition } from './components/WizardStepper';
export {
  AuditTable,
  formatAuditValues,
  auditFilterFields,
  filterAuditRows,
  indexAuditRows,
  paginate,
} from './components/AuditTable';
export type { AuditTableProps, AuditRow, AuditFilters, AuditFilterField, Page } from './components/AuditTable';
export {
  FileUpload,
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  formatFileSize,
  validateFile,
} from './components/FileUpload';
export type { FileUploadProps, FileRejection, FileRules } from './components/FileUpload';
export { CameraCapture, CAPTURE_HEIGHT, JPEG_QUALITY, PREVIEW_HEIGHT, captureWidth } from './components/CameraCapture';
export type { CameraCaptureProps, CameraCaptureState, MediaDevicesLike } from './components/CameraCapture';
export {
  AppShell,
  AppShellNav,
  ThemeCustomizer,
  ScrollToTop,
  SCROLL_TO_TOP_AFTER_PX,
  filterNavigation,
  isActiveEntry,
  isNavGroup,
  defaultLayoutSettings,
  footerTypes,
  LAYOUT_SETTINGS_KEY,
  menuLayouts,
  navbarTypes,
  pageTransitions,
  parseLayoutSettings,
  useLayoutSettings,
  useMediaQuery,
} from './layout';
export type {
  AppShellProps,
  AppShellUser,
  ProfileMenuItem,
  AppShellNavProps,
  RenderNavLink,
  ThemeCustomizerProps,
  Can,
  NavEntry,
  NavGroup,
  NavItem,
  LayoutSettings,
} from './layout';
