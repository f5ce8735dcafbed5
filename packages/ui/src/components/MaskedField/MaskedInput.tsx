import { useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { masks } from '../../masks/masks';
import { TextInput } from '../TextField/TextField';
import type { AttachedMask, HeldInput, attachMask as attachMaskFunction } from './attachMask';
import { inputModes, type MaskedFieldProps } from './maskedFieldProps';

type MaskedInputProps = Omit<MaskedFieldProps, 'label' | 'hint' | 'error' | 'className'> & Record<string, unknown>;

let loadedAttach: typeof attachMaskFunction | null = null;
let loading: Promise<typeof attachMaskFunction> | null = null;
const loadAttach = () =>
  (loading ??= import('./attachMask').then((module) => {
    loadedAttach = module.attachMask;
    return module.attachMask;
  }));

/** Fetches the input mask's code ahead of the first masked field's use (a test harness, a form about to open). */
export async function preloadMaskedField(): Promise<void> {
  await loadAttach();
}

/**
 * The input, on the page from the first paint; the mask's code (imask, about 17 KiB gzipped) is fetched when a
 * person comes near the field (pointer over it, focus, touch), not because a form was shown. What is typed or
 * pasted in the moment before it arrives is held back (nothing unmasked shows) and typed through the mask then.
 */
export function MaskedInput({
  mask,
  value,
  defaultValue,
  onValueChange,
  required,
  ref,
  onFocus,
  onPointerEnter,
  ...inputProps
}: MaskedInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const attached = useRef<AttachedMask | null>(null);
  const held = useRef<HeldInput | null>(null);
  const reported = useRef(value ?? defaultValue ?? '');
  const onValueChangeRef = useRef(onValueChange);
  useEffect(() => {
    onValueChangeRef.current = onValueChange;
  }, [onValueChange]);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  // What this field reported and the form may still send back: an echo that arrives after more was typed is old,
  // and pushing it into the mask would close its decimals ('R$ 87,' became 'R$ 87,00' and refused the 5 of 87,65).
  const echoes = useRef(new Set<string>());
  const report = (masked: string) => {
    if (masked === reported.current) return;
    reported.current = masked;
    echoes.current.add(masked);
    onValueChangeRef.current?.(masked, masked ? masks[mask].unformat(masked) : '');
  };
  const attach = (attachMask: typeof attachMaskFunction) => {
    const input = inputRef.current;
    if (!input || attached.current) return;
    const inputMask = attachMask(input, mask, held.current);
    held.current = null;
    attached.current = inputMask;
    inputMask.on('accept', () => report(inputMask.value));
    report(inputMask.value);
  };
  const comeNear = () => {
    if (!attached.current) void loadAttach().then(attach);
  };

  useLayoutEffect(() => {
    if (loadedAttach) attach(loadedAttach);
    return () => {
      attached.current?.destroy();
      attached.current = null;
    };
    // The mask is put on once per input; a new mask name means a new field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mask]);

  // Typing before the mask is there: held back, and fetching it if nothing did yet (a script's focus, a paste).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const hold = (event: InputEvent) => {
      if (attached.current || !event.inputType.startsWith('insert')) return;
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      event.preventDefault();
      const start = held.current ? held.current.start : (input.selectionStart ?? input.value.length);
      const end = held.current ? held.current.end : (input.selectionEnd ?? start);
      held.current = {
        text: (held.current?.text ?? '') + text,
        start,
        end,
        before: held.current?.before ?? input.value,
      };
      // The form has the value at once, as the mask will write it: a submit before the mask's code arrives (a busy
      // machine, a quick person) must not send an empty field while the field is being filled.
      const { before } = held.current;
      const typed = before.slice(0, start) + held.current.text + before.slice(end);
      report(mask === 'money' ? masks.money.format(masks.money.unformat(typed)) : masks[mask].format(typed));
      comeNear();
    };
    input.addEventListener('beforeinput', hold);
    return () => input.removeEventListener('beforeinput', hold);
    // comeNear reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (value === undefined) return;
    if (echoes.current.has(value)) {
      // The form has caught up with the typing: from now on a value it sends is its own.
      if (value === reported.current) echoes.current.clear();
      return;
    }
    echoes.current.clear();
    reported.current = value;
    if (attached.current) attached.current.value = value;
    else if (inputRef.current && inputRef.current.value !== value) inputRef.current.value = value;
  }, [value]);

  return (
    <TextInput
      data-component="MaskedField"
      data-mask={mask}
      ref={inputRef}
      defaultValue={value ?? defaultValue}
      inputMode={inputModes[mask]}
      autoCapitalize={mask === 'cnpj' || mask === 'cpfCnpj' ? 'characters' : undefined}
      required={required}
      onFocus={(event) => {
        comeNear();
        onFocus?.(event);
      }}
      onPointerEnter={(event) => {
        comeNear();
        onPointerEnter?.(event);
      }}
      {...inputProps}
    />
  );
}
