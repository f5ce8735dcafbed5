import { createContext, useContext, useMemo } from 'react';
import { withOverrides } from './messageOverrides';

/** The host's overrides of the portal's texts, by message group ('login', 'publicPages', …). */
/** The host's overrides, by group. */
export type MessageOverrides = Readonly<Partial<Record<MessageGroupName, unknown>>>;

export const MessageOverridesContext = createContext<MessageOverrides>({});

/** The groups of the portal's texts a host may reword (PainelPortal's `messages`), each a feature's messages. */
export type MessageGroupName =
  | 'portal'
  | 'errors'
  | 'login'
  | 'auth'
  | 'recovery'
  | 'publicPages'
  | 'accountSettings'
  | 'companyDocuments'
  | 'notices'
  | 'headerBalance'
  | 'saleReceipt'
  | 'terms'
  | 'verification'
  | 'sandboxInbox'
  | 'money'
  | 'forms'
  | 'details'
  | 'indicators'
  | 'transactions'
  | 'simulators'
  | 'bankingActivity'
  | 'transfers'
  | 'receivables'
  | 'anticipations'
  | 'disputes'
  | 'adjustments'
  | 'checkout'
  | 'paymentLinks'
  | 'recurrences'
  | 'accessibility'
  | 'access'
  | 'approvals'
  | 'systemSettings'
  | 'establishments';

/**
 * A feature's messages with the host's overrides of its group applied (the defaults passed in, so a page
 * carries only the words of the screens it shows, as @painel/ui's useUiMessageGroup does).
 */
export function useMessages<T extends object>(group: MessageGroupName, defaults: T): T {
  const override = useContext(MessageOverridesContext)[group];
  return useMemo(() => (override === undefined ? defaults : withOverrides(defaults, override)), [defaults, override]);
}

/** A group's messages with the host's overrides, as a function for code outside React (the sign-in flow). */
export type Wording = <T extends object>(group: MessageGroupName, defaults: T) => T;

/**
 * The host's wording for code that runs outside React. The flow calls this instead of importing the merge
 * itself, so the merge stays in the first visit's file and a lazy chunk does not split it off.
 */
export function useWording(): Wording {
  const overrides = useContext(MessageOverridesContext);
  return useMemo<Wording>(() => (group, defaults) => withOverrides(defaults, overrides[group]), [overrides]);
}
