import type { FactoryOpts } from 'imask';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { useIMask } from 'react-imask';
import { maskOptions, type MaskName } from '../../masks/definitions';
import { masks } from '../../masks/masks';
import { Field } from '../Field';
import { TextInput, type TextFieldProps } from '../TextField/TextField';

// A CNPJ may have letters (IN RFB 2.229/2024): a phone must offer its full keyboard, in capitals.
const inputModes: Record<MaskName, 'numeric' | 'decimal' | 'text' | 'tel'> = {
  cpf: 'numeric',
  cnpj: 'text',
  cpfCnpj: 'text',
  rg: 'text',
  cardExpiry: 'numeric',
  cep: 'numeric',
  phone: 'tel',
  money: 'decimal',
};

export interface MaskedFieldProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** One of the Brazilian masks of `masks`. */
  mask: MaskName;
  /** The masked value (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called on every accepted change with the masked text and the digits the API takes. */
  onValueChange?: (masked: string, unmasked: string) => void;
}

/**
 * A TextField that formats as the user types or pastes (react-imask): letters never enter a numeric
 * mask and the caret stays where the user is typing.
 */
export function MaskedField({
  mask,
  value,
  defaultValue,
  onValueChange,
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  ...inputProps
}: MaskedFieldProps) {
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
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(controlProps) => (
        <TextInput
          data-component="MaskedField"
          data-mask={mask}
          ref={maskedInputRef}
          inputMode={inputModes[mask]}
          autoCapitalize={mask === 'cnpj' || mask === 'cpfCnpj' ? 'characters' : undefined}
          required={required}
          {...inputProps}
          {...controlProps}
        />
      )}
    </Field>
  );
}
