import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useUrlParam } from '../list/useUrlParam';
import type { FormScreenState } from './useFormScreen';

export interface FormStep<Values extends FieldValues> {
  id: string;
  title: string;
  /** The fields this step shows: checked before moving on, and where a refused submit sends the person back. */
  fields: readonly Path<Values>[];
  /** What else must hold before moving on (a lookup's answer); false keeps the step, its own message said. */
  check?: () => Promise<boolean> | boolean;
}

/**
 * A long form in steps over one `useFormScreen`: each step's fields are checked before the next (Enter included),
 * the last step sends the whole, and a refused send (a rule, or the server's field error) goes back to the first
 * step with a problem and focuses its field. The step is in the address (`?etapa=`): the browser's Back goes to the
 * step before, and a reload with a draft comes back to the same step; without a draft the form starts at the first.
 */
export function useFormSteps<Values extends FieldValues>(
  state: FormScreenState<Values>,
  steps: readonly FormStep<Values>[],
) {
  const [asked, setAsked] = useUrlParam('etapa');
  const [opened] = useState(() => (state.draftRestored ? asked : null));
  const [started, setStarted] = useState(false);
  const wanted = started ? asked : opened;
  const found = steps.findIndex((step) => step.id === wanted);
  const index = Math.max(0, found);
  const step = steps[index];
  const current = step?.id ?? '';
  const setCurrent = (id: string) => {
    setStarted(true);
    setAsked(id === steps[0]?.id ? null : id);
  };
  const isLast = index === steps.length - 1;
  const focusField = useRef<{ step: string; field: Path<Values> } | null>(null);
  const { form, onRefusal } = state;

  /** Whether the current step's fields and checks allow moving on; the first problem is focused. */
  const check = async () => {
    if (!step) return false;
    const valid = step.fields.length === 0 || (await form.trigger([...step.fields], { shouldFocus: true }));
    return valid && (step.check ? await step.check() : true);
  };

  const advance = async () => {
    const next = steps[index + 1];
    if (next && (await check())) setCurrent(next.id);
  };

  const goToProblem = () => {
    // Read from the form as it is now (a server's errors were just set), not from the last render's state.
    const wrong = (field: Path<Values>) => form.getFieldState(field).invalid;
    const problem = steps.find((candidate) => candidate.fields.some(wrong));
    if (!problem) return;
    const field = problem.fields.find(wrong);
    focusField.current = field ? { step: problem.id, field } : null;
    setCurrent(problem.id);
  };
  const latest = useRef(goToProblem);
  useEffect(() => {
    latest.current = goToProblem;
  });
  useEffect(() => {
    onRefusal(() => latest.current());
    return () => onRefusal(null);
  }, [onRefusal]);

  useEffect(() => {
    // Once the step is on screen, after its own heading took focus (the stepper's effect runs first).
    const pending = focusField.current;
    if (!pending || pending.step !== current) return;
    focusField.current = null;
    form.setFocus(pending.field);
  });

  return { current, setCurrent, step, index, isLast, check, advance };
}

export type FormStepsState = ReturnType<typeof useFormSteps>;
