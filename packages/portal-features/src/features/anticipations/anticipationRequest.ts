import { idValues } from '../../core/list';

/** The most receivables one request may carry (the API's limit). */
export const MAX_CHOSEN = 500;
const RECEIVABLE_ID = /^TX\d{14}-\d{1,2}$/;

/** What the schedule sent here: the receivables chosen (ids in the URL) and the merchant. */
export function chosenReceivablesOf(search: URLSearchParams) {
  const ids = (search.get('recebiveis') ?? '')
    .split(',')
    .filter((id) => RECEIVABLE_ID.test(id))
    .slice(0, MAX_CHOSEN);
  return { ids: [...new Set(ids)], companyId: idValues(search.get('lojista'))[0] ?? null };
}

/** Whether a simulation's figures still hold, by the portal's clock. */
export const simulationExpired = (expiresAt: string, now: Date) => now.getTime() >= Date.parse(expiresAt);

/** A problem with the "até uma data" field, or null. */
export function untilProblem(until: string, today: string): 'dateRequired' | 'dateInPast' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) return 'dateRequired';
  return until <= today ? 'dateInPast' : null;
}
