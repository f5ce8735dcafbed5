import type { OutboxMessage } from '../endpoints/sandbox';
import { OUTBOX_LIMIT, type SandboxDb } from './db';
import { SANDBOX_2FA_CODE } from './seeds';

/** Random hex, from the platform's CSPRNG (browsers and Node 20 alike). */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return [...values].map((value) => value.toString(16).padStart(2, '0')).join('');
}

/** 'cliente@painel.dev' → 'c*****e@painel.dev': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local.slice(0, 1)}*@${domain}`;
  return `${local.slice(0, 1)}${'*'.repeat(local.length - 2)}${local.slice(-1)}@${domain}`;
}

/** Records a message the sandbox "sent", so a person (or a test) can read it on the sandbox's inbox. */
export function deliver(db: SandboxDb, message: Omit<OutboxMessage, 'id' | 'sentAt'>) {
  db.update((state) => {
    state.outbox.push({ ...message, id: randomHex(8), sentAt: new Date().toISOString() });
    state.outbox.splice(0, Math.max(0, state.outbox.length - OUTBOX_LIMIT));
  });
}

/** The sign-in code, by e-mail or WhatsApp (always the sandbox's fixed code). */
export function deliverSignInCode(db: SandboxDb, channel: OutboxMessage['channel'], to: string) {
  deliver(db, {
    channel,
    to,
    subject: 'Código de acesso',
    text: `Seu código de acesso ao Painel é ${SANDBOX_2FA_CODE}. Ele vale por 10 minutos. Não o compartilhe com ninguém.`,
    link: null,
  });
}
