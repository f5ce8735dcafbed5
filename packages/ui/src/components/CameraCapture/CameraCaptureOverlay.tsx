import { styled } from 'styled-components';

const Svg = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

/** Guides only (aria-hidden): a card-shaped frame for documents, a face outline for selfies. */
export function CameraCaptureOverlay({ mode }: { mode: 'document' | 'selfie' }) {
  return (
    <Svg viewBox="0 0 100 75" preserveAspectRatio="none" aria-hidden="true" data-overlay={mode}>
      <defs>
        <mask id={`painel-camera-${mode}`}>
          <rect width="100" height="75" fill="white" />
          {mode === 'document' ? (
            <rect x="12" y="12" width="76" height="51" rx="3" fill="black" />
          ) : (
            <ellipse cx="50" cy="36" rx="17" ry="25" fill="black" />
          )}
        </mask>
      </defs>
      <rect width="100" height="75" fill="rgba(0,0,0,0.45)" mask={`url(#painel-camera-${mode})`} />
      {mode === 'document' ? (
        <rect
          x="12"
          y="12"
          width="76"
          height="51"
          rx="3"
          fill="none"
          stroke="white"
          strokeWidth="0.8"
          strokeDasharray="3 2"
        />
      ) : (
        <ellipse cx="50" cy="36" rx="17" ry="25" fill="none" stroke="white" strokeWidth="0.8" strokeDasharray="3 2" />
      )}
    </Svg>
  );
}
