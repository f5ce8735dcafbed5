import type { SystemSetting } from '@painel/api-client';
import { describe, expect, it } from 'vitest';
import { systemSettingsMessages } from './messages';
import { draftOf, settingProblems, valueOf } from './settingDraft';

const base = {
  key: 'k',
  label: 'L',
  description: '',
  group: 'G',
  configured: true,
  source: 'default',
  locked: false,
  changedAt: null,
  changedBy: null,
  pendingApproval: null,
} as const;
const minutes: SystemSetting = { ...base, type: 'minutes', value: 15, defaultValue: 15, min: 1, max: 15 };
const notice: SystemSetting = {
  ...base,
  type: 'datedNotice',
  value: { text: 'Pausa nos pagamentos no Carnaval', start: null, end: '2024-02-14' },
  defaultValue: null,
  min: null,
  max: null,
};
const p = systemSettingsMessages.problems;

describe('a setting change', () => {
  it('keeps the idle time between 1 and 15 minutes and asks for a reason', () => {
    expect(settingProblems(minutes, { ...draftOf(minutes), minutes: '16', reason: 'curto' }, p)).toEqual({
      minutes: p.minutes,
      reason: p.reason,
    });
    expect(settingProblems(minutes, { ...draftOf(minutes), reason: 'Pedido da auditoria PCI' }, p)).toEqual({
      value: p.same,
    });
    expect(valueOf(minutes, { ...draftOf(minutes), minutes: '5' })).toBe(5);
  });

  it('dates a notice from an optional first day to its last', () => {
    const draft = { ...draftOf(notice), reason: 'Aviso do feriado de 2027', start: '2027-02-10', end: '2027-02-05' };
    expect(settingProblems(notice, draft, p)).toEqual({ start: p.order });
    expect(valueOf(notice, { ...draft, start: '', end: '2027-02-10' })).toEqual({
      text: 'Pausa nos pagamentos no Carnaval',
      start: null,
      end: '2027-02-10',
    });
  });
});
