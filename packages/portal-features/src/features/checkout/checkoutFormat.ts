/**
 * Light formatting of what the payer types, without the portal's input-mask library: the checkout's first
 * visit has a budget of its own (a customer on a phone pays for every byte), and these fields are fixed-width.
 */
const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

const shape = (value: string, pattern: string) => {
  let out = '';
  let at = 0;
  for (const char of pattern) {
    if (at >= value.length) break;
    if (char === '0') {
      out += value[at];
      at += 1;
    } else out += char;
  }
  return out;
};

/**
 * CPF (000.000.000-00) up to 11 digits, CNPJ (00.000.000/0000-00) past it or from the first letter: a CNPJ may be
 * alphanumeric (IN RFB 2.229/2024), kept in upper case.
 */
export const formatDocumentInput = (text: string) => {
  const d = text
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 14);
  return d.length <= 11 && /^\d*$/.test(d) ? shape(d, '000.000.000-00') : shape(d, '00.000.000/0000-00');
};

/** The spec's 00/0000 expiry mask. */
export const formatExpiryInput = (text: string) => shape(digits(text, 6), '00/0000');

export const formatPhoneInput = (text: string) => {
  const d = digits(text, 11);
  return d.length <= 10 ? shape(d, '(00) 0000-0000') : shape(d, '(00) 00000-0000');
};

/** Typed money: digits are centavos ('12345' → '123,45'); the value in centavos. */
export const formatAmountInput = (text: string) => {
  const cents = Number(digits(text, 10) || '0');
  return {
    cents,
    text: cents === 0 ? '' : (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
  };
};

/** "mm:ss" (or "h:mm:ss") left until an instant. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
