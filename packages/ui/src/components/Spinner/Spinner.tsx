import { styled } from 'styled-components';
import { useUiMessages } from '../../messages';
import { spin, visuallyHidden } from '../../styles/mixins';

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

const Ring = styled.svg<{ $size: keyof typeof sizes }>`
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  ${spin}
`;

const Label = styled.span`
  ${visuallyHidden}
`;

const Root = styled.span`
  display: inline-flex;
  color: inherit;
`;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Read by screen readers; defaults to 'Carregando'. */
  label?: string;
  /** Inside a control that already says it is busy: no announcement of its own. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const messages = useUiMessages();
  return (
    <Root data-component="Spinner" role={decorative ? undefined : 'status'}>
      <Ring $size={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </Ring>
      {!decorative && <Label>{label ?? messages.loading}</Label>}
    </Root>
  );
}
