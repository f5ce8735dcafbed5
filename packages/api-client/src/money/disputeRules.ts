import { feeOf, type BasisPoints, type Cents } from './cents';
import type { DisputeKind } from './vocabulary';

/**
 * Disputes: a card chargeback the issuer opens for the cardholder, or a Pix MED (Mecanismo Especial de
 * Devolução) the payer's bank opens. The value is held from the moment it opens (platform terms: decided within
 * 30 days, value retained meanwhile); the merchant answers once, before the deadline, by accepting or by
 * contesting with evidence. A lost chargeback costs the merchant contract's fine on top of the debit.
 */

/**
 * Days to answer from the moment the dispute opens: a chargeback's defence window; for a MED, the first 3 of the
 * receiving PSP's 7 days of analysis, so the defence can still weigh in the decision.
 */
export const disputeAnswerDays: Record<DisputeKind, number> = { chargeback: 10, med: 3 };
/** Days from opening to the decision of a contested dispute (platform terms: within 30; MED's analysis in 7). */
export const disputeDecisionDays: Record<DisputeKind, number> = { chargeback: 30, med: 7 };

/** The hours before the deadline at which the portal raises its alerts, largest first. */
export const DISPUTE_ALERT_HOURS = [48, 24, 6] as const;
export type DisputeUrgency = 'calm' | 'h48' | 'h24' | 'h6' | 'expired';

const HOUR_MS = 3_600_000;

/** How close a deadline is: which alert applies and how long is left (never negative). */
export function disputeUrgency(deadlineMs: number, nowMs: number): { urgency: DisputeUrgency; msLeft: number } {
  const msLeft = deadlineMs - nowMs;
  if (msLeft <= 0) return { urgency: 'expired', msLeft: 0 };
  const urgency =
    msLeft <= 6 * HOUR_MS ? 'h6' : msLeft <= 24 * HOUR_MS ? 'h24' : msLeft <= 48 * HOUR_MS ? 'h48' : 'calm';
  return { urgency, msLeft };
}

/** "3 d 4 h", "5 h 12 min", "8 min": the time left as a countdown reads it. */
export function formatTimeLeft(msLeft: number): string {
  const minutes = Math.ceil(msLeft / 60_000);
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/**
 * The merchant contract (01/09/2024) charges "R$ 50,00 e/ou 6 % da transação" for a lost chargeback. The two
 * readings, as a platform option: 'sum' — both, R$ 50,00 plus 6 % (the default: the text's "e" read first);
 * 'greater' — whichever of the two is larger.
 */
export const chargebackFineRules = ['sum', 'greater'] as const;
export type ChargebackFineRule = (typeof chargebackFineRules)[number];
export const DEFAULT_CHARGEBACK_FINE_RULE: ChargebackFineRule = 'sum';
export const CHARGEBACK_FINE_FIXED: Cents = 5_000;
export const CHARGEBACK_FINE_RATE: BasisPoints = 600;

export function chargebackFine(amount: Cents, rule: ChargebackFineRule = DEFAULT_CHARGEBACK_FINE_RULE): Cents {
  const percent = feeOf(amount, CHARGEBACK_FINE_RATE);
  return rule === 'sum' ? CHARGEBACK_FINE_FIXED + percent : Math.max(CHARGEBACK_FINE_FIXED, percent);
}

/** What a merchant can send with a contestation: the design system's upload rules (PDF, PNG, JPG, 30 MB each). */
export const disputeEvidenceSlots = ['sale', 'delivery', 'conversation'] as const;
export type DisputeEvidenceSlot = (typeof disputeEvidenceSlots)[number];
export const MAX_EVIDENCE_BYTES = 30 * 1024 * 1024;
export const EVIDENCE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const JUSTIFICATION_MIN = 30;
export const JUSTIFICATION_MAX = 2_000;

/** A dispute's life as the portal shows it. */
export const disputeStates = ['open', 'contested', 'expired', 'won', 'lost'] as const;
export type DisputeState = (typeof disputeStates)[number];
export const disputeStateLabels: Record<DisputeState, string> = {
  open: 'Aguardando resposta',
  contested: 'Contestada, em análise',
  expired: 'Prazo encerrado, em análise',
  won: 'Ganha',
  lost: 'Perdida',
};
export const disputeKindLabels: Record<DisputeKind, string> = { chargeback: 'Chargeback', med: 'MED Pix' };

/** Reasons as the card networks and the Pix MED name them (the sandbox draws one per dispute). */
export const disputeReasons: Record<DisputeKind, readonly string[]> = {
  chargeback: [
    '4837 — Fraude: transação não reconhecida pelo portador',
    '4853 — Mercadoria ou serviço não conforme',
    '4855 — Mercadoria ou serviço não recebido',
    '4834 — Processamento duplicado',
    '4860 — Crédito não processado',
  ],
  med: ['Fraude: pagamento feito sob golpe', 'Falha operacional do PSP do pagador'],
};

/** The sandbox's and the API's words for a refused answer. */
export const disputeAnswerMessages = {
  closed: 'Esta disputa já foi respondida ou o prazo para responder acabou.',
  justification: `Explique a contestação em ${JUSTIFICATION_MIN} a ${JUSTIFICATION_MAX} caracteres.`,
  evidence: 'Envie ao menos o comprovante da venda ou da entrega.',
  evidenceType: 'O arquivo deve ser dos tipos PDF / PNG / JPG ou JPEG.',
  evidenceSize: 'Cada arquivo deve ter no máximo 30MB.',
  forbidden: 'Você não tem permissão para responder disputas.',
} as const;
