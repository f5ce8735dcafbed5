import type { FactoryOpts } from 'imask';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { useIMask } from 'react-imask';
import { maskOptions } from '../../masks/definitions';
import { masks } from '../../masks/masks';
import { TextInput } from '../TextField/TextField';
import { inputModes, type MaskedFieldProps } from './maskedFieldProps';

type MaskedInputProps = Omit<MaskedFieldProps, 'label' | 'hint' | 'error' | 'className'> & Record<string, unknown>;

/** The input with its mask (react-imask): loaded with the first masked field a page shows. */
export function MaskedInput({
  mask,
  value,
  defaultValue,
  onValueChange,
  required,
  ref,
  ...inputProps
}: MaskedInputProps) {
  const onValueChangeRef = useRef(onValueChange);
  useEffect(() => {
    onValueChangeRef.current = onValueChange;
  }, [onValueChange]);

  const { ref: maskedInputRef, setValue } = useIMask<HTMLInputElement>(maskOptions[mask] as FactoryOpts, {
    defaultValue: value ?? defaultValue,
    onAccept: (masked) => onValueChangeRef.current?.(masked, masked ? masks[mask].unformat(masked) : ''),
  });
  useImperativeHandle(ref, () => maskedInputRef.current as HTMLInputElement, [maskedInputRef]);

  useEffect(() => {
    if (value !== undefined) setValue(value);
  }, [value, setValue]);

  return (
    <TextInput
      data-component="MaskedField"
      data-mask={mask}
      ref={maskedInputRef}
      inputMode={inputModes[mask]}
      autoCapitalize={mask === 'cnpj' || mask === 'cpfCnpj' ? 'characters' : undefined}
      required={required}
      {...inputProps}
    />
  );
}
