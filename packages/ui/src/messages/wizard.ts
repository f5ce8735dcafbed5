// The WizardStepper's own words (pt-BR); partners override them through ThemeProvider's `messages.wizard`.
export const wizardMessages = {
  step: (position: number, total: number, title: string) => `Etapa ${position} de ${total}: ${title}`,
  /** After a done step's name in the progress, for screen readers (the check mark is decorative). */
  stepDone: '(concluída)',
};
