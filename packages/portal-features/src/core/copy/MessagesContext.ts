import { createContext, useContext, useMemo } from 'react';
import { withOverrides } from './messageOverrides';

/** The host's overrides of the portal's texts, by message group ('login', 'publicPages', …). */
export const MessageOverridesContext = createContext<Readonly<Record<string, unknown>>>({});

/** The groups of the portal's texts a host may reword (PainelPortal's `messages`), each a feature's messages. */
export type MessageGroupName =
  | 'portal'
  | 'login'
  | 'auth'
  | 'recovery'
  | 'publicPages'
  | 'accountSettings'
  | 'companyDocuments'
  | 'notices'
  | 'terms'
  | 'verification'
  | 'sandboxInbox';

/**
 * A feature's messages with the host's overrides of its group applied (the defaults passed in, so a page
 * carries only the words of the screens it shows, as @painel/ui's useUiMessageGroup does).
 */
export function useMessages<T extends object>(group: MessageGroupName, defaults: T): T {
  const override = useContext(MessageOverridesContext)[group];
  return useMemo(() => (override === undefined ? defaults : withOverrides(defaults, override)), [defaults, override]);
}
