// @vitest-environment jsdom
import { ThemeProvider } from '@painel/ui';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyExtraInfo, type ExtraInfoValues } from '../extraInfoSchema';
import { ExtraInfoForm } from './ExtraInfoForm';

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<ExtraInfoValues>({ defaultValues: emptyExtraInfo('cpf') });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function issueDateInput(today: Date): HTMLInputElement {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <ThemeProvider>
        <WithForm>
          <ExtraInfoForm variant="cpf" today={today} />
        </WithForm>
      </ThemeProvider>,
    ),
  );
  const input = container.querySelector<HTMLInputElement>('input[name="rgIssuedDate"]');
  if (!input) throw new Error('no RG issue date field');
  return input;
}

describe('ExtraInfoForm RG issue date picker', () => {
  it('offers the local day after 21:00 in Brazil, when UTC is already tomorrow', () => {
    const lateEvening = new Date(2026, 10, 25, 22, 30); // 25/11/2026 22:30 local
    // The unit tests run in São Paulo's zone (vitest.config.ts), where this instant is 26/11 in UTC.
    expect(lateEvening.toISOString().slice(0, 10)).toBe('2026-11-26');
    const input = issueDateInput(lateEvening);
    expect(input.max).toBe('2026-11-25');
    expect(input.min).toBe('2016-11-25');
  });
});
