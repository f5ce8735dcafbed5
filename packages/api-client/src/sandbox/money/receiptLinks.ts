import type { ReceiptLink } from '../../endpoints/money';
import type { SandboxDb, SandboxState } from '../db';

/** The public receipt page's address for a token (the checkout's page serves it). */
export const receiptPathOf = (token: string) => `/checkout/comprovante/${token}`;

/** 128 random bits, base64url: nobody finds a receipt by trying addresses. */
export function newReceiptToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The token of a sale's shared receipt. The shared receipts are few, so a scan is fine. */
export function receiptTokenOf(state: SandboxState, transactionId: string): string | undefined {
  return Object.keys(state.receiptLinks).find((token) => state.receiptLinks[token]?.transactionId === transactionId);
}

export function receiptLinkOf(db: SandboxDb, transactionId: string): ReceiptLink | null {
  const state = db.read();
  const token = receiptTokenOf(state, transactionId);
  const stored = token ? state.receiptLinks[token] : undefined;
  return token && stored
    ? { path: receiptPathOf(token), createdAt: stored.createdAt, createdBy: stored.createdBy }
    : null;
}
