import { lazy, Suspense, useState } from 'react';
import { Field } from '../Field';
import { TextInput } from '../TextField/TextField';
import type { MaskedInput as MaskedInputComponent } from './MaskedInput';
import type { MaskedFieldProps } from './maskedFieldProps';

let loadedInput: typeof MaskedInputComponent | null = null;
const loadInput = () =>
  import('./MaskedInput').then((module) => {
    loadedInput = module.MaskedInput;
    return module.MaskedInput;
  });
const LazyInput = lazy(() => loadInput().then((input) => ({ default: input })));

/**
 * Fetches the input mask's code ahead of the first masked field (a form about to open, a test harness); once it
 * is there, every masked field shows its input at once.
 */
export async function preloadMaskedField(): Promise<void> {
  await loadInput();
}

/**
 * A TextField that formats as the user types or pastes (react-imask): letters never enter a numeric
 * mask and the caret stays where the user is typing. The mask's code (about 17 KiB gzipped) loads with the
 * first masked field a page shows, not with a page that only may show one (in a dialog, a later step); until it
 * is there the field's box holds its place, so nothing moves and nothing can be typed unmasked.
 */
export function MaskedField({ label, hint, error, required, id, className, ...inputProps }: MaskedFieldProps) {
  // Chosen once per field: switching from the lazy one to the loaded one would remount the input mid-typing.
  const [MaskedInput] = useState(() => loadedInput ?? LazyInput);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(controlProps) => (
        <Suspense
          fallback={
            <TextInput as="div" aria-hidden="true" data-mask-loading="">
              {'\u00a0'}
            </TextInput>
          }
        >
          <MaskedInput required={required} {...inputProps} {...controlProps} />
        </Suspense>
      )}
    </Field>
  );
}
