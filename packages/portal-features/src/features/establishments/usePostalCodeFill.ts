import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useApi } from '../../core/runtime/hooks';
import type { CepStatus } from './NewStoreSteps';

type WithAddress = { address: { cep: string; street: string; district: string; city: string; state: string } };

/**
 * The CEP's lookup fills the street, district, city and state once the CEP has its 8 digits; an unknown CEP is
 * typed. What the lookup said is shown while the CEP stays the one it answered.
 */
export function usePostalCodeFill<Values extends WithAddress>(form: UseFormReturn<Values>, typed: string): CepStatus {
  const api = useApi();
  const [answer, setAnswer] = useState<{ cep: string; status: CepStatus }>({ cep: '', status: null });
  const cep = typed.replace(/\D/g, '');
  // The CEP the form opened with is not asked about: its address is there already.
  const asked = useRef(cep);
  useEffect(() => {
    if (cep.length !== 8 || asked.current === cep) return undefined;
    asked.current = cep;
    let live = true;
    setAnswer({ cep, status: 'looking' });
    const fill = form as unknown as UseFormReturn<WithAddress>;
    api.stores.lookupPostalCode(cep).then(
      (place) => {
        if (!live) return;
        for (const field of ['street', 'district', 'city', 'state'] as const)
          fill.setValue(`address.${field}`, place[field], { shouldValidate: fill.formState.isSubmitted });
        setAnswer({ cep, status: 'found' });
      },
      (failure: { status?: number }) =>
        live && setAnswer({ cep, status: failure.status === 404 ? 'unknown' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [cep, api, form]);
  return answer.cep === cep ? answer.status : null;
}
