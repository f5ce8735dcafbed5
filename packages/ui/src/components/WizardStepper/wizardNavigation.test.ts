import { describe, expect, it } from 'vitest';
import { backStepId, nextStepId, progressPosition, type WizardStepDefinition } from './wizardNavigation';

// The verification wizard of spec 4.1: back 5→3 and 6→3, step 9 unnamed and hidden.
const steps: WizardStepDefinition[] = [
  { id: '1', title: 'Câmera', backTo: null },
  { id: '2', title: 'Dicas' },
  { id: '3', title: 'Documento' },
  { id: '4', title: 'Frente' },
  { id: '5', title: 'Verso', backTo: '3' },
  { id: '6', title: 'Selfie', backTo: '3' },
  { id: '7', title: 'Captura da selfie' },
  { id: '8', title: 'Informações' },
  { id: '9', title: 'Processando', hiddenFromProgress: true, backTo: '8', nextTo: '10' },
  { id: '10', title: 'Concluído', backTo: null },
];

describe('wizard navigation', () => {
  it('goes forward to the next step, or where the step says', () => {
    expect(nextStepId(steps, '1')).toBe('2');
    expect(nextStepId(steps, '9')).toBe('10');
    expect(nextStepId(steps, '10')).toBeNull();
  });

  it('goes back to the previous step unless the step names its back target', () => {
    expect(backStepId(steps, '2')).toBe('1');
    expect(backStepId(steps, '4')).toBe('3');
    expect(backStepId(steps, '5')).toBe('3');
    expect(backStepId(steps, '6')).toBe('3');
    expect(backStepId(steps, '7')).toBe('6');
    expect(backStepId(steps, '1')).toBeNull();
    expect(backStepId(steps, '10')).toBeNull();
  });

  it('counts only the steps shown in the progress indicator', () => {
    expect(progressPosition(steps, '3')).toEqual({ position: 3, total: 9 });
    expect(progressPosition(steps, '10')).toEqual({ position: 9, total: 9 });
    expect(progressPosition(steps, '9')).toBeNull();
  });

  it('refuses an unknown step id', () => {
    expect(() => nextStepId(steps, '11')).toThrow(/unknown step "11"/);
  });
});
