import type { MaskName } from '../../masks/definitions';
import type { TextFieldProps } from '../TextField/TextField';

// A CNPJ may have letters (IN RFB 2.229/2024): a phone must offer its full keyboard, in capitals.
export const inputModes: Record<MaskName, 'numeric' | 'decimal' | 'text' | 'tel'> = {
  cpf: 'numeric',
  cnpj: 'text',
  cpfCnpj: 'text',
  rg: 'text',
  cardExpiry: 'numeric',
  date: 'numeric',
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
