import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string | boolean>;
export type FormErrors<V extends Values> = Partial<Record<keyof V & string, string>>;

export interface LazyFormOptions<V extends Values> {
  initialValues: V;
  /** The first message per invalid field; the rules (zod) load on first use, not with the page. */
  validate: (values: V) => Promise<FormErrors<V>>;
  /** Runs with valid values; the form stays filled whatever happens, so a failure loses nothing. */
  onSubmit: (values: V) => Promise<void>;
}

/**
 * The sign-in pages' forms. react-hook-form would cost 13 KiB of the login page's 110 KiB budget for
 * two fields, so these few screens keep their values here: messages appear on submit and then follow
 * each change, focus goes to the first invalid field, and a second submit waits for the first.
 */
export function useLazyForm<V extends Values>({ initialValues, validate, onSubmit }: LazyFormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const busy = useRef(false);
  const latestCheck = useRef(0);
  const fields = useRef(new Map<string, HTMLElement | null>());

  const check = useCallback(
    async (next: V) => {
      const run = ++latestCheck.current;
      const found = await validate(next);
      // An older, slower check must not overwrite a newer one.
      if (run === latestCheck.current) setErrors(found);
      return found;
    },
    [validate],
  );

  const setValue = (name: keyof V & string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) void check(next);
  };

  const focus = useCallback((name: keyof V & string) => fields.current.get(name)?.focus(), []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    submitted.current = true;
    setSubmitting(true);
    try {
      const found = await check(values);
      const firstInvalid = Object.keys(values).find((name) => found[name]);
      if (firstInvalid) {
        focus(firstInvalid);
        return;
      }
      await onSubmit(values);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const register = (name: keyof V & string) => ({
    name,
    error: errors[name],
    ref: (element: HTMLElement | null) => {
      fields.current.set(name, element);
    },
  });

  return {
    values,
    errors,
    submitting,
    handleSubmit,
    focus,
    /** For TextField and PasswordField. */
    text: (name: keyof V & string) => ({
      ...register(name),
      value: String(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    }),
    /** For MaskedField: keeps the masked text. */
    masked: (name: keyof V & string) => ({
      ...register(name),
      value: String(values[name]),
      onValueChange: (masked: string) => setValue(name, masked),
    }),
    /** For RadioGroup. */
    radio: (name: keyof V & string) => ({
      name,
      value: String(values[name]),
      onValueChange: (value: string) => setValue(name, value),
    }),
    checkbox: (name: keyof V & string) => ({
      ...register(name),
      checked: values[name] === true,
      onCheckedChange: (checked: boolean | 'indeterminate') => setValue(name, checked === true),
    }),
  };
}
