import IMask, { type FactoryOpts, type InputMask } from 'imask';
import { maskOptions, type MaskName } from '../../masks/definitions';

export type AttachedMask = InputMask<FactoryOpts>;

/**
 * Puts the mask on an input that is already on the page: what was typed before (raw or formatted) is read again
 * through the mask, so no key is lost while this file loaded.
 */
export function attachMask(input: HTMLInputElement, mask: MaskName): AttachedMask {
  return IMask(input, maskOptions[mask] as FactoryOpts);
}
