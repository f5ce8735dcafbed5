import { describe, expect, it } from 'vitest';
import {
  countdownText,
  formatAmountInput,
  formatDocumentInput,
  formatExpiryInput,
  formatPhoneInput,
} from './checkoutFormat';

describe('checkout input formatting', () => {
  it('shapes a CPF, then a CNPJ past 11 digits, from typed or pasted text', () => {
    expect(formatDocumentInput('5299822')).toBe('529.982.2');
    expect(formatDocumentInput('52998224725')).toBe('529.982.247-25');
    expect(formatDocumentInput('45.723.174/0001-10')).toBe('45.723.174/0001-10');
    expect(formatDocumentInput('***')).toBe('');
  });
  it('takes an alphanumeric CNPJ from its first letter, in upper case', () => {
    expect(formatDocumentInput('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocumentInput('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocumentInput('12a')).toBe('12.A');
  });
  it('masks the expiry as 00/0000 and the phone with its DDD', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('122030')).toBe('12/2030');
    expect(formatExpiryInput('12/20301')).toBe('12/2030');
    expect(formatPhoneInput('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhoneInput('1133334444')).toBe('(11) 3333-4444');
  });
  it('reads typed money as centavos', () => {
    expect(formatAmountInput('12345')).toEqual({ cents: 12_345, text: '123,45' });
    expect(formatAmountInput('R$ 1.000,00')).toEqual({ cents: 100_000, text: '1.000,00' });
    expect(formatAmountInput('')).toEqual({ cents: 0, text: '' });
  });
  it('counts down in minutes and seconds, with hours when there are any', () => {
    expect(countdownText(29 * 60_000 + 59_500)).toBe('30:00');
    expect(countdownText(61_000)).toBe('01:01');
    expect(countdownText(3_600_000 + 1_000)).toBe('1:00:01');
    expect(countdownText(-5)).toBe('00:00');
  });
});
