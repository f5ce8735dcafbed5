import type { DatedNotice, SystemSetting } from '@painel/api-client';
import type { systemSettingsMessages } from './messages';

/** A setting's new value as typed in its dialog (every field as text). */
export interface SettingDraft {
  on: boolean;
  minutes: string;
  text: string;
  start: string;
  end: string;
  reason: string;
}

export const draftOf = (setting: SystemSetting): SettingDraft => {
  const notice = setting.type === 'datedNotice' ? (setting.value as DatedNotice) : null;
  return {
    on: setting.value === true,
    minutes: typeof setting.value === 'number' ? String(setting.value) : '',
    text: notice?.text ?? '',
    start: notice?.start ?? '',
    end: notice?.end ?? '',
    reason: '',
  };
};

export const valueOf = (setting: SystemSetting, draft: SettingDraft): SystemSetting['value'] => {
  if (setting.type === 'boolean') return draft.on;
  if (setting.type === 'minutes') return Number(draft.minutes);
  return { text: draft.text.trim(), start: draft.start || null, end: draft.end };
};

/** The same rules the API applies, said on their fields before anything is sent. */
export function settingProblems(
  setting: SystemSetting,
  draft: SettingDraft,
  p: (typeof systemSettingsMessages)['problems'],
): Partial<Record<'value' | 'text' | 'start' | 'end' | 'reason' | 'minutes', string>> {
  const problems: Partial<Record<'value' | 'text' | 'start' | 'end' | 'reason' | 'minutes', string>> = {};
  const reason = draft.reason.trim();
  if (reason.length < 10 || reason.length > 300) problems.reason = p.reason;
  if (setting.type === 'minutes') {
    const minutes = Number(draft.minutes);
    if (!/^\d{1,2}$/.test(draft.minutes) || minutes < (setting.min ?? 1) || minutes > (setting.max ?? 15))
      problems.minutes = p.minutes;
  }
  if (setting.type === 'datedNotice') {
    const text = draft.text.trim();
    if (text.length < 10 || text.length > 400) problems.text = p.text;
    if (!draft.end) problems.end = p.end;
    else if (draft.start && draft.start > draft.end) problems.start = p.order;
  }
  if (!Object.keys(problems).length && JSON.stringify(valueOf(setting, draft)) === JSON.stringify(setting.value))
    problems.value = p.same;
  return problems;
}
