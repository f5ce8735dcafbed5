import { Button } from '@painel/ui';
import { styled } from 'styled-components';
import type { Contract } from './contracts/types';
import { termsMessages } from './messages';
import { useMessages } from '../../core/copy/MessagesContext';

const Text = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  @media print {
    [data-print='hide'] {
      display: none;
    }
  }
`;

export interface ContractDocumentProps {
  contract: Contract;
  /** A paragraph before the sections (reading B: the company's data). */
  preamble?: string;
  printable?: boolean;
}

/** A contract's text from its data file; printable (the print button hides itself on paper). */
export function ContractDocument({ contract, preamble, printable = false }: ContractDocumentProps) {
  const messages = useMessages('terms', termsMessages);
  return (
    <Text>
      <p>
        <small>{contract.version}</small>
      </p>
      {preamble ? <p>{preamble}</p> : null}
      {contract.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {printable ? (
        <div data-print="hide">
          <Button variant="secondary" onClick={() => window.print()}>
            {messages.print}
          </Button>
        </div>
      ) : null}
    </Text>
  );
}
