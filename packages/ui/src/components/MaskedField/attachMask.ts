import IMask, { DIRECTION, type FactoryOpts, type InputMask } from 'imask';
import { maskOptions, type MaskName } from '../../masks/definitions';

export type AttachedMask = InputMask<FactoryOpts>;

/** What was typed into the field before its mask had arrived (held back, not shown), and where. */
export interface HeldInput {
  text: string;
  start: number;
  end: number;
  /**
   * The field's text when the first key was held. The form is told of the held text at once, and an input nobody
   * has typed into shows each value React writes to it: the held keys are typed into this text, not into that one.
   */
  before: string;
}

/**
 * Puts the mask on an input that is already on the page, then types into it what was held back while this file
 * loaded, as if typed now: a money field typed "87,65" before the mask arrived reads R$ 87,65 (reading the raw
 * text through the mask at once would close its decimals at "87" and refuse the rest).
 */
export function attachMask(input: HTMLInputElement, mask: MaskName, held: HeldInput | null): AttachedMask {
  if (held) input.value = held.before;
  const inputMask = IMask(input, maskOptions[mask] as FactoryOpts);
  if (held && held.text) {
    const details = inputMask.masked.splice(held.start, held.end - held.start, held.text, DIRECTION.NONE, {
      input: true,
    });
    inputMask.updateControl(held.start + details.offset);
  }
  return inputMask;
}
