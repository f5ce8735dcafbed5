import { isStrongPassword } from '../endpoints/passwordRule';
/** Laravel-style validation of request bodies: `{ message, errors: { field: ['…'] } }`, in Portuguese. */
export type Rule = (value: unknown) => string | null;

export const required: Rule = (value) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? 'O campo é obrigatório.'
    : null;
export const isString: Rule = (value) =>
  value === undefined || typeof value === 'string' ? null : 'O campo deve ser um texto.';
export const isEmail: Rule = (value) =>
  typeof value === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? 'O campo deve ser um e-mail válido.' : null;
export const isBoolean: Rule = (value) => (typeof value === 'boolean' ? null : 'O campo deve ser verdadeiro ou falso.');
export const isAccepted: Rule = (value) => (value === true ? null : 'O campo deve ser aceito.');
export const oneOf =
  (...allowed: unknown[]): Rule =>
  (value) =>
    allowed.includes(value) ? null : `O campo deve ser um de: ${allowed.map(String).join(', ')}.`;
export const matches =
  (pattern: Pick<RegExp, 'test'>, message: string): Rule =>
  (value) =>
    typeof value === 'string' && !pattern.test(value) ? message : null;
export const isPresent: Rule = (value) => (value === undefined ? 'O campo deve estar presente.' : null);

export function validate(
  body: unknown,
  rules: Record<string, Rule[]>,
): { message: string; errors: Record<string, string[]> } | null {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors: Record<string, string[]> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const problem = rule(data[field]);
      if (problem) {
        errors[field] = [problem.replace('O campo', `O campo ${field}`)];
        break;
      }
    }
  }
  return Object.keys(errors).length > 0 ? { message: 'Os dados fornecidos são inválidos.', errors } : null;
}

export const strongPassword = matches(
  { test: isStrongPassword },
  'O campo deve ter ao menos 6 caracteres, com maiúscula, minúscula, número e caractere especial.',
);
