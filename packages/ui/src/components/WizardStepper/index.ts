export { WizardStepper } from './WizardStepper';
export type { WizardStepperProps, WizardStep } from './WizardStepper';
export { backStepId, nextStepId, progressPosition } from './wizardNavigation';
export type { WizardStepDefinition } from './wizardNavigation';
