import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, problemsResolver } from './problemsResolver';

describe("the API's rules on a react-hook-form form", () => {
  it('nests each problem where the form keeps the field', () => {
    expect(
      fieldErrorsOf(
        {
          'items.0.name': 'Dê um nome ao item.',
          'methods.card.maxInstallments': 'Até 12 parcelas.',
          amount: 'Entre R$ 1,00 e R$ 50.000,00.',
          'customer.email': 'E-mail inválido.',
        },
        (path) => ({ 'methods.card.maxInstallments': 'maxInstallments', amount: 'root.amount' })[path] ?? path,
      ),
    ).toEqual({
      items: [{ name: { type: 'rule', message: 'Dê um nome ao item.' } }],
      maxInstallments: { type: 'rule', message: 'Até 12 parcelas.' },
      root: { amount: { type: 'rule', message: 'Entre R$ 1,00 e R$ 50.000,00.' } },
      customer: { email: { type: 'rule', message: 'E-mail inválido.' } },
    });
  });

  it('passes the values on when there is no problem, and none when there is', async () => {
    const resolve = problemsResolver<{ name: string }>((values): Record<string, string> =>
      values.name ? {} : { name: 'Obrigatório.' },
    );
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect(await resolve({ name: 'Ana' }, undefined, options)).toEqual({
      values: { name: 'Ana' },
      errors: {},
    });
    expect(await resolve({ name: '' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'rule', message: 'Obrigatório.' } },
    });
  });
});
