import { describe, expect, it } from 'vitest';
import { emptyProgress, type VerificationProgress } from './progress';
import { initialWizardState, stepRules, wizardReducer, type WizardState } from './workflow';

const photo = 'data:image/jpeg;base64,AAAA';
const accepted = (front: boolean, back: boolean, selfie: boolean): VerificationProgress => ({
  ...emptyProgress,
  operatorId: 777,
  documentType: 'RG',
  accepted: { front, back, selfie },
});
const rules = (state: WizardState, progress = emptyProgress, filesChosen = false) =>
  stepRules({ state, progress, filesChosen });

describe('where the wizard opens (spec 4.1)', () => {
  it('at the camera for a new user, at step 10 for a verified one, else at the first step not accepted', () => {
    expect(initialWizardState(emptyProgress, false).stepId).toBe('camera');
    expect(initialWizardState(emptyProgress, true).stepId).toBe('done');
    expect(initialWizardState(accepted(true, false, false), false).stepId).toBe('back');
    expect(initialWizardState(accepted(true, true, true), false).stepId).toBe('extraInfo');
    expect(initialWizardState({ ...accepted(true, true, true), extraInfo: null }, false).documentType).toBe('RG');
  });
});

describe('the wizard’s own state', () => {
  it('keeps a captured photo until it is retaken, and the chosen files', () => {
    let state = initialWizardState(emptyProgress, false);
    state = wizardReducer(state, { type: 'capture', slot: 'front', photo });
    expect(state.photos).toEqual({ front: photo, back: null, selfie: null });
    state = wizardReducer(state, { type: 'retake', slot: 'front' });
    expect(state.photos.front).toBeNull();
    const files = { PROOF_OF_ADDRESS: new File(['x'], 'conta.pdf') };
    expect(wizardReducer(state, { type: 'chooseFiles', files }).files).toBe(files);
    expect(wizardReducer(state, { type: 'goTo', stepId: 'tips' }).stepId).toBe('tips');
  });
});

describe('the transitions of spec 4.1', () => {
  const start = initialWizardState(emptyProgress, false);

  it('step 1 → 2 only once the camera is allowed; without one only when the host allows image files', () => {
    expect(rules(start).camera).toEqual({ backTo: null, canGoNext: false });
    expect(rules({ ...start, permission: 'denied' }).camera.canGoNext).toBe(false);
    expect(rules({ ...start, permission: 'granted' }).camera.canGoNext).toBe(true);
    expect(rules({ ...start, permission: 'unavailable' }).camera.canGoNext).toBe(false);
    const withFiles = stepRules({
      state: { ...start, permission: 'unavailable' },
      progress: emptyProgress,
      filesChosen: false,
      fileFallback: true,
    });
    expect(withFiles.camera.canGoNext).toBe(true);
  });

  it('step 3 needs a document and leads to the first photo not yet accepted for it', () => {
    expect(rules(start).documentType).toEqual({ canGoNext: false, nextTo: 'front' });
    const rg = { ...start, documentType: 'RG' as const };
    expect(rules(rg, accepted(true, false, false)).documentType.nextTo).toBe('back');
    expect(rules(rg, accepted(true, true, false)).documentType.nextTo).toBe('selfieIntro');
    expect(rules(rg, accepted(true, true, true)).documentType.nextTo).toBe('extraInfo');
    // Another document: its photos start over.
    expect(rules({ ...start, documentType: 'CNH' }, accepted(true, true, true)).documentType.nextTo).toBe('front');
  });

  it('photo steps go on only with a photo, and go back to the document type', () => {
    const withFront = wizardReducer(start, { type: 'capture', slot: 'front', photo });
    expect(rules(start).front).toEqual({ backTo: 'documentType', canGoNext: false });
    expect(rules(withFront).front.canGoNext).toBe(true);
    expect(rules(start).back.backTo).toBe('documentType');
    expect(rules(start).selfieIntro.backTo).toBe('documentType');
    expect(rules(start).selfie.backTo).toBe('selfieIntro');
  });

  it('after the back photo, an already accepted selfie is skipped', () => {
    expect(rules(start, accepted(true, false, false)).back.nextTo).toBeUndefined();
    expect(rules(start, accepted(true, false, true)).back.nextTo).toBe('extraInfo');
  });

  it('step 8 validates on Próximo; 9 waits for every file and never sends twice', () => {
    expect(rules(start).extraInfo).toEqual({ backTo: 'selfie', canGoNext: true });
    expect(rules(start, emptyProgress, false).upload.canGoNext).toBe(false);
    expect(rules(start, emptyProgress, true).upload).toEqual({ backTo: 'extraInfo', canGoNext: true });
    expect(rules({ ...start, sending: true }, emptyProgress, true).upload.canGoNext).toBe(false);
    expect(rules(start).done.backTo).toBeNull();
  });
});
