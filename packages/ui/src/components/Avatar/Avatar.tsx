import { Avatar as AvatarPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { initials } from './initials';

const Root = styled(AvatarPrimitive.Root)<{ $size: number }>`
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
`;

const Image = styled(AvatarPrimitive.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export interface AvatarProps {
  /** Person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** Photo address; the initials show while it loads and if it fails. */
  src?: string | null;
  /** Pixels; 32 by default (spec 2.8). */
  size?: number;
}

export function Avatar({ name, src, size = 32 }: AvatarProps) {
  return (
    <Root data-component="Avatar" $size={size}>
      {src && <Image src={src} alt={name} />}
      <AvatarPrimitive.Fallback role="img" aria-label={name} delayMs={src ? 300 : 0}>
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </Root>
  );
}
