import { lazy, type ComponentType } from 'react';
import { orNewVersionPage } from '../core/page/NewVersionPage';
import type { ScreenName } from './routes/define';
import type { BlankScreenName } from './lazyScreens';

// One chunk per app-shell screen, fetched on first visit.
export const appScreens: Record<Exclude<ScreenName, BlankScreenName>, ComponentType> = {
  accessControl: lazy(() =>
    import('../features/access-control/AccessControlScreen').then((m) => ({ default: m.AccessControlScreen })),
  ),
  routeFrame: lazy(() => import('../core/page/RouteFrameScreen').then((m) => ({ default: m.RouteFrameScreen }))),
  accountSettings: lazy(() =>
    import('../features/account-settings/AccountSettingsScreen').then((m) => ({ default: m.AccountSettingsScreen })),
  ),
  indicators: lazy(() =>
    import('../features/indicators/IndicatorsScreen').then((m) => ({ default: m.IndicatorsScreen })),
  ),
  transactions: lazy(() =>
    import('../features/transactions/TransactionsScreen').then((m) => ({ default: m.TransactionsScreen })),
  ),
  transactionDetail: lazy(() =>
    import('../features/transactions/TransactionDetailScreen').then((m) => ({ default: m.TransactionDetailScreen })),
  ),
  exportedFiles: lazy(() =>
    import('../features/transactions/ExportedFilesScreen').then((m) => ({ default: m.ExportedFilesScreen })),
  ),
  bankingActivity: lazy(() =>
    import('../features/banking-activity/BankingActivityScreen').then((m) => ({ default: m.BankingActivityScreen })),
  ),
  transfers: lazy(() => import('../features/transfers/TransfersScreen').then((m) => ({ default: m.TransfersScreen }))),
  transferDetail: lazy(() =>
    import('../features/transfers/TransferDetailScreen').then((m) => ({ default: m.TransferDetailScreen })),
  ),
  receivables: lazy(() =>
    import('../features/receivables/ReceivablesScreen').then((m) => ({ default: m.ReceivablesScreen })),
  ),
  receivableDetail: lazy(() =>
    import('../features/receivables/ReceivableDetailScreen').then((m) => ({ default: m.ReceivableDetailScreen })),
  ),
  disputes: lazy(() => import('../features/disputes/DisputesScreen').then((m) => ({ default: m.DisputesScreen }))),
  paymentLinks: lazy(() =>
    import('../features/payment-links/PaymentLinksScreen').then((m) => ({ default: m.PaymentLinksScreen })),
  ),
  newPaymentLink: lazy(() =>
    import('../features/payment-links/NewPaymentLinkScreen').then((m) => ({ default: m.NewPaymentLinkScreen })),
  ),
  paymentLinkDetail: lazy(() =>
    import('../features/payment-links/PaymentLinkDetailScreen').then((m) => ({ default: m.PaymentLinkDetailScreen })),
  ),
  recurrences: lazy(() =>
    import('../features/recurrences/RecurrencesScreen').then((m) => ({ default: m.RecurrencesScreen })),
  ),
  newRecurrence: lazy(() =>
    import('../features/recurrences/NewRecurrenceScreen').then((m) => ({ default: m.NewRecurrenceScreen })),
  ),
  recurrenceDetail: lazy(() =>
    import('../features/recurrences/RecurrenceDetailScreen').then((m) => ({ default: m.RecurrenceDetailScreen })),
  ),
  adjustments: lazy(() =>
    import('../features/adjustments/AdjustmentsScreen').then((m) => ({ default: m.AdjustmentsScreen })),
  ),
  anticipations: lazy(() =>
    import('../features/anticipations/AnticipationsScreen').then((m) => ({ default: m.AnticipationsScreen })),
  ),
  users: lazy(() => import('../features/access/UsersScreen').then((m) => ({ default: m.UsersScreen }))),
  newUser: lazy(() => import('../features/access/UserFormScreen').then((m) => ({ default: m.NewUserScreen }))),
  editUser: lazy(() => import('../features/access/EditUserScreen').then((m) => ({ default: m.EditUserScreen }))),
  roles: lazy(() => import('../features/access/RolesScreen').then((m) => ({ default: m.RolesScreen }))),
  permissions: lazy(() =>
    import('../features/access/PermissionsScreen').then((m) => ({ default: m.PermissionsScreen })),
  ),
  approvals: lazy(() => import('../features/approvals/ApprovalsScreen').then((m) => ({ default: m.ApprovalsScreen }))),
  establishments: lazy(() =>
    import('../features/establishments/EstablishmentsScreen').then((m) => ({ default: m.EstablishmentsScreen })),
  ),
  establishmentDetail: lazy(() =>
    import('../features/establishments/EstablishmentDetailScreen').then((m) => ({
      default: m.EstablishmentDetailScreen,
    })),
  ),
  newStore: lazy(() =>
    import('../features/establishments/NewStoreScreen').then((m) => ({ default: m.NewStoreScreen })),
  ),
  editStore: lazy(() =>
    import('../features/establishments/EditStoreScreen').then((m) => ({ default: m.EditStoreScreen })),
  ),
  systemSettings: lazy(() =>
    import('../features/system-settings/SystemSettingsScreen').then((m) => ({ default: m.SystemSettingsScreen })),
  ),
  feeSimulator: lazy(() =>
    import('../features/simulators/FeeSimulatorScreen').then((m) => ({ default: m.FeeSimulatorScreen })),
  ),
  proposalSimulator: lazy(() =>
    import('../features/simulators/ProposalSimulatorScreen').then((m) => ({ default: m.ProposalSimulatorScreen })),
  ),
};

export const LazyAppLayout = lazy(() =>
  orNewVersionPage(import('./AppLayout').then((m) => ({ default: m.AppLayout }))),
);
