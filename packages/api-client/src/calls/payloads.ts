/** The actions the bot check names its tokens after. */
export type BotAction = 'registro' | 'login' | '2FA' | 'esqueci_senha';

/** Register's acceptation_date, 'YYYY-MM-DD H:m:s' as the spec writes it: time parts not padded. */
export function formatRegisterDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${date.getHours()}:${date.getMinutes()}:${date.getSeconds()}`;
}

/** Platform terms' acceptationDate, 'YYYY-MM-DD HH:mm:ss'. */
export function formatTermsDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Money as the API takes it: currency symbols, commas and dots stripped ('R$ 1.234,56' → '123456'). */
export function moneyDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}
