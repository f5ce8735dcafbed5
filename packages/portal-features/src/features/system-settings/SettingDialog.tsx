import type { SystemSetting } from '@painel/api-client';
import { DateField, RadioGroup, TextAreaField, TextField, notify } from '@painel/ui';
import { SubmitDialog } from '../../core/forms';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { useApi } from '../../core/runtime/hooks';
import { systemSettingsMessages } from './messages';
import { draftOf, settingProblems, valueOf, type SettingDraft } from './settingDraft';

/** Asks to change one setting: its typed value and a reason; the change waits for a second person. */
export function SettingDialog({
  setting,
  onClose,
  onRequested,
}: {
  setting: SystemSetting;
  onClose: () => void;
  onRequested: () => void;
}) {
  const m = useMessages('systemSettings', systemSettingsMessages);
  const api = useApi();
  const [draft, setDraft] = useState<SettingDraft>(() => draftOf(setting));
  const [problems, setProblems] = useState<ReturnType<typeof settingProblems>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (change: Partial<SettingDraft>) => setDraft((current) => ({ ...current, ...change }));
  const submit = async () => {
    const found = settingProblems(setting, draft, m.problems);
    setProblems(found);
    setFailure(found.value ?? null);
    if (Object.keys(found).length) return;
    await api.changeSystemSetting(setting.key, { value: valueOf(setting, draft), reason: draft.reason.trim() });
    notify({ tone: 'success', title: m.requested });
    onRequested();
  };
  return (
    <SubmitDialog
      open
      onClose={onClose}
      title={m.changeTitle(setting.label)}
      description={m.changeText}
      submitLabel={m.submit}
      cancelLabel={m.cancel}
      failed={m.failed}
      submit={submit}
      onFieldErrors={(found) => {
        setProblems(found.reason ? { reason: found.reason } : {});
        setFailure(found.value ?? null);
      }}
    >
      {setting.type === 'boolean' && (
        <RadioGroup
          label={setting.label}
          value={draft.on ? 'on' : 'off'}
          onValueChange={(value) => set({ on: value === 'on' })}
          options={[
            { value: 'on', label: m.on },
            { value: 'off', label: m.off },
          ]}
        />
      )}
      {setting.type === 'minutes' && (
        <TextField
          label={m.minutesField}
          hint={m.minutesHint}
          inputMode="numeric"
          value={draft.minutes}
          error={problems.minutes}
          maxLength={2}
          aria-required
          onChange={(event) => set({ minutes: event.target.value.replace(/\D/g, '') })}
        />
      )}
      {setting.type === 'datedNotice' && (
        <>
          <TextAreaField
            label={m.noticeText}
            value={draft.text}
            error={problems.text}
            maxLength={400}
            aria-required
            onChange={(event) => set({ text: event.target.value })}
          />
          <DateField
            label={m.noticeStart}
            value={draft.start}
            error={problems.start}
            onValueChange={(start) => set({ start })}
          />
          <DateField
            label={m.noticeEnd}
            value={draft.end}
            error={problems.end}
            aria-required
            onValueChange={(end) => set({ end })}
          />
        </>
      )}
      <TextAreaField
        label={m.reason}
        hint={m.reasonHint}
        value={draft.reason}
        error={problems.reason}
        maxLength={300}
        aria-required
        onChange={(event) => set({ reason: event.target.value })}
      />
      {failure && <p role="alert">{failure}</p>}
    </SubmitDialog>
  );
}
