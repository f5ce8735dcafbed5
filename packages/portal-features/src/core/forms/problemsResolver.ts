import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Where a problem of the API's rules goes on the form: the API names `methods.card.maxInstallments` what the form
 * calls `maxInstallments`; a problem of the whole (`amount`, `methods`) goes to `root.<name>`, said above the
 * fields it concerns. Unlisted paths are the form's own names.
 */
export type FieldOf = (apiPath: string) => string;

/** Nests `{ 'items.0.name': 'x' }` as react-hook-form keeps errors: `{ items: [{ name: { message: 'x' } }] }`. */
export function fieldErrorsOf(
  problems: Readonly<Record<string, string | undefined>>,
  fieldOf: FieldOf = (path) => path,
): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const [apiPath, message] of Object.entries(problems)) {
    if (message === undefined) continue;
    const keys = fieldOf(apiPath).split('.');
    let node = errors;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = { type: 'rule', message };
      else node = (node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return errors as FieldErrors;
}

/**
 * A react-hook-form resolver from a problems function (the API's own rules, shared with the sandbox, so the
 * form refuses exactly what the server would): `{ path: message }`, empty when the values are fine.
 */
export function problemsResolver<Values extends FieldValues>(
  problemsOf: (values: Values) => Readonly<Record<string, string | undefined>>,
  fieldOf?: FieldOf,
): Resolver<Values> {
  return (values) => {
    const problems = problemsOf(values);
    return Object.values(problems).some((message) => message !== undefined)
      ? { values: {}, errors: fieldErrorsOf(problems, fieldOf) as FieldErrors<Values> }
      : { values, errors: {} };
  };
}
