import { useState } from 'react';
import { styled } from 'styled-components';
import { initials } from './initials';

const Root = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.primary.text};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  user-select: none;

  & > * {
    grid-area: 1 / 1;
  }
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;

  &[data-status='loading'] {
    visibility: hidden;
  }
`;

export interface AvatarProps {
  /** Person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** Photo address; the initials show while it loads and if it fails. */
  src?: string | null;
  /** Pixels; 32 by default (spec 2.8). */
  size?: number;
}

/**
 * A person's photo, or their initials while it loads and if it cannot: the image is in the page from the start
 * (hidden until it has loaded), the initials are the one thing read until then.
 */
export function Avatar({ name, src, size = 32 }: AvatarProps) {
  const [status, setStatus] = useState<{ src: string; state: 'loaded' | 'failed' } | null>(null);
  const state = src && status?.src === src ? status.state : 'loading';
  const showImage = Boolean(src) && state !== 'failed';
  return (
    <Root data-component="Avatar" $size={size}>
      {showImage && src && (
        <Image
          src={src}
          alt={state === 'loaded' ? name : ''}
          data-status={state}
          onLoad={() => setStatus({ src, state: 'loaded' })}
          onError={() => setStatus({ src, state: 'failed' })}
        />
      )}
      {state !== 'loaded' && (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </Root>
  );
}
