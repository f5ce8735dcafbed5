import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { newIdempotencyKey } from '../money/idempotencyKey';
import { usePortalClock, usePortalStorage, useSession } from '../runtime/hooks';
import { formDraft } from './formDraft';
import { fieldErrorsOf, type FieldOf } from './problemsResolver';

export interface FormScreenOptions<Values extends FieldValues> {
  defaultValues: Values;
  /** The rules: a zod schema (`zodResolver`) or the API's own (`problemsResolver`). */
  resolver: Resolver<Values>;
  /** Sends the values; one idempotency key per form, so a retry after a failure is the same request. */
  submit: (values: Values, context: { idempotencyKey: string }) => Promise<void>;
  /** Where the server's field names go on the form (the same map `problemsResolver` was given). */
  fieldOf?: FieldOf;
  /**
   * A long form keeps what is typed across a reload and Back, per signed-in user, until sent or discarded;
   * `omit` names fields never kept (a card's number and code). Off (`undefined`) for short forms and edits.
   */
  draft?: { form: string; omit?: readonly string[] };
  /** What the footer says when the values have problems ('Corrija os campos destacados.') or the send failed. */
  messages: { fix: string; failed: string };
}

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

/** The first field the person must fix, in the order they read the form, or the failure's own message. */
function focusFirstProblem(form: HTMLFormElement | null) {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]');
  target?.focus();
  return target !== null && target !== undefined;
}

/**
 * A form screen's state on react-hook-form: checked on submit and then on every change, one request per submit
 * (a double click sends once), the server's field errors on their fields, the last failure for the footer, and
 * nothing typed lost (the values stay; a long form's draft outlives a reload).
 */
export function useFormScreen<Values extends FieldValues>(options: FormScreenOptions<Values>) {
  const { submit, fieldOf, messages } = options;
  const storage = usePortalStorage();
  const clock = usePortalClock();
  const { user } = useSession();
  const draftName = options.draft?.form;
  const omit = options.draft?.omit;
  const userId = user ? String(user.iduser) : null;
  const draft = useMemo(
    () => (draftName ? formDraft(storage, draftName, userId, omit ?? []) : null),
    [storage, draftName, userId, omit],
  );
  const [restored] = useState(() => draft?.read(clock().getTime()) ?? null);
  const [initial] = useState(options.defaultValues);
  const [pristine, setPristine] = useState(initial);
  const form = useForm<Values>({
    resolver: options.resolver,
    defaultValues: { ...initial, ...restored } as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [draftShown, setDraftShown] = useState(restored !== null);
  // Asked for on a refused submit, done once the errors are on screen (the portal renders in transitions).
  const [focusAsked, setFocusAsked] = useState(0);
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  const key = useRef(newIdempotencyKey());
  const element = useRef<HTMLFormElement | null>(null);
  const refusalListener = useRef<(() => void) | null>(null);
  const onRefusal = useCallback((listener: (() => void) | null) => {
    refusalListener.current = listener;
  }, []);
  const values = useWatch({ control: form.control }) as Values;
  const changed = JSON.stringify(values) !== JSON.stringify(pristine);

  useEffect(() => {
    if (focusAsked === 0 || focusFirstProblem(element.current)) return undefined;
    const frame = requestAnimationFrame(() => focusFirstProblem(element.current));
    return () => cancelAnimationFrame(frame);
  }, [focusAsked]);

  useEffect(() => {
    if (draft && changed && !sent) draft.write(values, clock().getTime());
  }, [draft, changed, sent, values, clock]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    void form.handleSubmit(
      async (valid) => {
        sending.current = true;
        setBusy(true);
        setFailure(null);
        try {
          await submit(valid, { idempotencyKey: key.current });
          setSent(true);
          draft?.remove();
        } catch (error) {
          const { serverMessage, fieldErrors = {} } = error as ServerError;
          const problems = Object.fromEntries(
            Object.entries(fieldErrors).map(([field, [first = '']]) => [field, first]),
          );
          const errors = fieldErrorsOf(problems, fieldOf);
          for (const path of Object.keys(problems)) {
            const name = (fieldOf?.(path) ?? path) as Path<Values>;
            form.setError(name, { type: 'server', message: problems[path] });
          }
          setFailure(Object.keys(errors).length ? messages.fix : (serverMessage ?? messages.failed));
          setFocusAsked((asked) => asked + 1);
          refusalListener.current?.();
        } finally {
          sending.current = false;
          setBusy(false);
        }
      },
      () => {
        setFailure(messages.fix);
        setFocusAsked((asked) => asked + 1);
        refusalListener.current?.();
      },
    )(event);
  };

  /** Starts over from values given later (an edit, a duplicate): they are the form's unchanged state. */
  const start = useCallback(
    (next: Values) => {
      setPristine(next);
      form.reset(next);
    },
    [form],
  );

  const discardDraft = useCallback(() => {
    draft?.remove();
    setDraftShown(false);
    start(initial);
  }, [draft, start, initial]);
  const bindForm = useCallback((form: HTMLFormElement | null) => {
    element.current = form;
  }, []);

  return {
    form,
    /** The form's values as typed, read on every change. */
    values,
    onSubmit,
    bindForm,
    failure,
    busy,
    /** The person changed something that is not sent yet. */
    changed: changed && !sent,
    /** A draft was brought back when the form opened (and not discarded). */
    draftRestored: draftShown,
    keepsDraft: draft !== null,
    /** Hears each refused submit (the rules' or the server's field errors): a stepped form goes to the step to fix. */
    onRefusal,
    discardDraft,
    start,
  };
}

export type FormScreenState<Values extends FieldValues> = ReturnType<typeof useFormScreen<Values>>;
