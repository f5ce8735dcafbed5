import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Spinner } from '../Spinner';

/** Codes a camera reads stay dark on white in every skin. */
const Box = styled.div<{ $size: number }>`
  display: inline-block;
  background: #ffffff;
  color: #000000;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  line-height: 0;

  svg {
    display: block;
    width: ${({ $size }) => $size}px;
    max-width: 100%;
    height: auto;
  }
`;

export interface QrCodeProps {
  /** What the code holds: an address, a Pix BR Code. */
  value: string;
  /** Its accessible name; show the value as text beside it too (a QR alone is not accessible). */
  label: string;
  /** Width in CSS pixels. */
  size?: number;
}

/**
 * A QR code as SVG (lean-qr, loaded with the first code shown, so pages without one carry none of it),
 * error correction M, the quiet zone included.
 */
export function QrCode({ value, label, size = 220 }: QrCodeProps) {
  const [symbol, setSymbol] = useState<{ value: string; d: string; modules: number } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('lean-qr'), import('lean-qr/extras/svg')]).then(([{ generate, correction }, svg]) => {
      const code = generate(value, { minCorrectionLevel: correction.M });
      if (live) setSymbol({ value, d: svg.toSvgPath(code), modules: code.size });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const ready = symbol?.value === value ? symbol : null;
  return (
    <Box $size={size} data-component="QrCode">
      {ready ? (
        <svg role="img" aria-label={label} viewBox={`-4 -4 ${ready.modules + 8} ${ready.modules + 8}`}>
          <path d={ready.d} fill="currentColor" shapeRendering="crispEdges" />
        </svg>
      ) : (
        // A code appears in a moment; its name is said with it, not as a status message while it is drawn.
        <Spinner decorative />
      )}
    </Box>
  );
}
