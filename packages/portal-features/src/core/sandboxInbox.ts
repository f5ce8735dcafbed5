/** The sandbox-only page of the messages the sandbox "sent" (PortalOptions.sandboxTools). */
export const SANDBOX_INBOX_PATH = '/sandbox/caixa-de-entrada';
