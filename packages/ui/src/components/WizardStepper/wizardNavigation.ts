export interface WizardStepDefinition {
  id: string;
  /** Shown in the progress indicator and as the step's heading. */
  title: string;
  /** Counted and walked through, but not listed in the progress indicator (e.g. a processing step). */
  hiddenFromProgress?: boolean;
  /** Where 'Voltar' leads; the previous step by default, `null` for no way back. */
  backTo?: string | null;
  /** Where going forward leads; the next step by default. */
  nextTo?: string;
}

function indexOf(steps: readonly WizardStepDefinition[], id: string): number {
  const index = steps.findIndex((step) => step.id === id);
  if (index < 0) throw new Error(`[@painel/ui WizardStepper] unknown step "${id}"`);
  return index;
}

export function nextStepId(steps: readonly WizardStepDefinition[], currentId: string): string | null {
  const index = indexOf(steps, currentId);
  const step = steps[index];
  return step?.nextTo ?? steps[index + 1]?.id ?? null;
}

export function backStepId(steps: readonly WizardStepDefinition[], currentId: string): string | null {
  const index = indexOf(steps, currentId);
  const step = steps[index];
  if (step?.backTo !== undefined) return step.backTo;
  return steps[index - 1]?.id ?? null;
}

/** Position among the steps shown in the progress indicator: 'Etapa 3 de 8'. */
export function progressPosition(
  steps: readonly WizardStepDefinition[],
  currentId: string,
): { position: number; total: number } | null {
  const visible = steps.filter((step) => !step.hiddenFromProgress);
  const position = visible.findIndex((step) => step.id === currentId);
  return position < 0 ? null : { position: position + 1, total: visible.length };
}
