import { describe, expect, it } from 'vitest';
import { emptyExtraInfo } from './extraInfoSchema';
import { emptyProgress, parseProgress, resumeStep, type VerificationProgress } from './progress';

const withOperator: VerificationProgress = { ...emptyProgress, operatorId: 501, documentType: 'RG' };

describe('resumeStep', () => {
  it('starts at the camera step with nothing accepted, and ends at step 10 once verified', () => {
    expect(resumeStep(emptyProgress, false)).toBe('camera');
    expect(resumeStep(withOperator, true)).toBe('done');
  });

  it('resumes at the furthest step the server accepted, never asking an accepted photo again', () => {
    expect(resumeStep(withOperator, false)).toBe('front');
    expect(resumeStep({ ...withOperator, accepted: { front: true, back: false, selfie: false } }, false)).toBe('back');
    expect(resumeStep({ ...withOperator, accepted: { front: true, back: true, selfie: false } }, false)).toBe(
      'selfieIntro',
    );
    const photosDone = { ...withOperator, accepted: { front: true, back: true, selfie: true } };
    expect(resumeStep(photosDone, false)).toBe('extraInfo');
    expect(resumeStep({ ...photosDone, extraInfo: emptyExtraInfo('cpf') }, false)).toBe('upload');
  });
});

describe('parseProgress', () => {
  it('reads what was stored and drops what it cannot read', () => {
    expect(parseProgress(JSON.stringify(withOperator))).toEqual(withOperator);
    expect(parseProgress(null)).toEqual(emptyProgress);
    expect(parseProgress('{oops')).toEqual(emptyProgress);
    expect(parseProgress(JSON.stringify({ operatorId: {}, documentType: 'PASSPORT' }))).toEqual(emptyProgress);
  });
});
