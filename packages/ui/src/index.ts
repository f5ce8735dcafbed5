// Public API of @painel/ui: explicit named exports only, what a partner's app needs. The react-hook-form
// field helpers are their own entry, '@painel/ui/form', so apps without react-hook-form never need it.

// Theme: skins, white-label brands, tokens
export { ThemeProvider, usePainelTheme, useDocumentTitle, skinNames, defaultBrand, theme, media } from './theme';
export type { ThemeProviderProps, SkinName, Brand, PainelTheme } from './theme';
export { uiMessages } from './messages/all';
export type { UiMessages } from './messages';

// Money, rates and dates as text (pt-BR, America/Sao_Paulo)
export {
  changeInBasisPoints,
  formatDate,
  formatDateTime,
  formatInteger,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
} from './format/format';

// Brazilian masks and document checks
export { masks, maskNames, isValidCpf, isValidCnpj, isValidCpfOrCnpj } from './masks';
export type { MaskFunctions, MaskName } from './masks';

// Components
export { Avatar } from './components/Avatar';
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
export { Field } from './components/Field';
export type { FieldProps } from './components/Field';
export { Link } from './components/Link';
export type { LinkProps } from './components/Link';
export { MaskedField, preloadMaskedField } from './components/MaskedField';
export type { MaskedFieldProps } from './components/MaskedField';
export { DateField } from './components/DateField';
export type { DateFieldProps } from './components/DateField';
export { PasswordField } from './components/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField';
export { QrCode } from './components/QrCode';
export type { QrCodeProps } from './components/QrCode';
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
export { TextAreaField } from './components/TextAreaField';
export type { TextAreaFieldProps } from './components/TextAreaField';
export { Toaster, notify, dismissToast, clearToasts } from './components/Toast';
export type { ToasterProps, ToastInput, ToastTone } from './components/Toast';
export { VisuallyHidden } from './components/VisuallyHidden';
export { TermsScroller } from './components/TermsScroller';
export type { TermsScrollerProps } from './components/TermsScroller';
export { WizardStepper } from './components/WizardStepper';
export type { WizardStepperProps, WizardStep } from './components/WizardStepper';
export { AuditTable } from './components/AuditTable';
export type { AuditChanges, AuditColumn, AuditFilter, AuditTableProps } from './components/AuditTable';
export { FileUpload, formatFileSize } from './components/FileUpload';
export type { FileUploadProps, FileRejection } from './components/FileUpload';
export { CameraCapture } from './components/CameraCapture';
export { DateTime, Money, Percent } from './components/Money';
export type { DateTimeProps, MoneyProps } from './components/Money';
export { StatusBadge } from './components/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge';
export { StatCard } from './components/StatCard';
export type { StatCardProps } from './components/StatCard';
export { DetailList } from './components/DetailList';
export type { DetailItem, DetailListProps } from './components/DetailList';
export { Timeline } from './components/Timeline';
export type { TimelineEvent, TimelineProps } from './components/Timeline';
export { DataTable, defaultColumnPreferences, parseColumnPreferences, visibleColumns } from './components/DataTable';
export type {
  ColumnPreferences,
  DataColumn,
  DataTableProps,
  DataTableStatus,
  SortDirection,
  TableSort,
} from './components/DataTable';
export {
  AmountRange,
  ChipSelect,
  FilterBar,
  PeriodPicker,
  SearchField,
  earliestStart,
  periodPresets,
  periodProblem,
  presetPeriod,
  resolvePeriod,
  shiftDays,
  shiftMonths,
  todayInSaoPaulo,
} from './components/FilterBar';
export type {
  ActiveFilter,
  AmountRangeProps,
  AmountRangeValue,
  ChipOption,
  ChipSelectProps,
  FilterBarProps,
  Period,
  PeriodPickerProps,
  PeriodPreset,
  PeriodProblem,
  SearchFieldProps,
} from './components/FilterBar';
export { BarChart } from './components/BarChart';
export type { BarChartProps, ChartCategory, ChartSeries } from './components/BarChart';
export type { CameraCaptureProps, CameraCaptureState, MediaDevicesLike } from './components/CameraCapture';

// The signed-in frame
export {
  AppShell,
  ThemeCustomizer,
  filterNavigation,
  isNavGroup,
  defaultLayoutSettings,
  LAYOUT_SETTINGS_KEY,
  parseLayoutSettings,
  useLayoutSettings,
  usePhoneLayout,
} from './layout';
export type {
  AppShellProps,
  AppShellUser,
  ProfileMenuItem,
  RenderNavLink,
  ThemeCustomizerProps,
  Can,
  NavEntry,
  NavGroup,
  NavItem,
  LayoutSettings,
} from './layout';
// The symbol LBI art. 63 §1 asks for beside the link to an accessibility statement.
export { AccessibilityIcon } from './icons/AccessibilityIcon';
