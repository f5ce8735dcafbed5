import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { focusRing, visuallyHidden } from '../../styles/mixins';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const CopyButton = styled.button`
  flex: none;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  min-height: 1.75rem;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.primary.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  ${focusRing}
`;

const Announcement = styled.span`
  ${visuallyHidden}
`;

export interface DetailItem {
  term: string;
  description: ReactNode;
  /** The text a copy button puts on the clipboard (ids, E2E, linha digitável). */
  copyValue?: string;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  /** Writes to the clipboard; the browser's by default (tests pass their own). */
  copy?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/** Terms and their values, with a copy button for identifiers; empty values are left out, not shown as blanks. */
export function DetailList({ items, copy = clipboardCopy }: DetailListProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <>
      <List data-component="DetailList">
        {items
          .filter((item) => item.description !== null && item.description !== undefined && item.description !== '')
          .map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <span>{item.description}</span>
                {item.copyValue && (
                  <CopyButton
                    type="button"
                    onClick={() => {
                      void copy(item.copyValue ?? '').then(() => setCopied(item.term));
                    }}
                  >
                    {copied === item.term ? messages.copied : messages.copy}
                    <Announcement> {item.term}</Announcement>
                  </CopyButton>
                )}
              </dd>
            </div>
          ))}
      </List>
      <Announcement role="status">{copied ? `${messages.copied}: ${copied}` : ''}</Announcement>
    </>
  );
}
