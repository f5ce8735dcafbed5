import { usePainelTheme } from '@painel/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { BlankPage } from '../../core/page/BlankPage';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { accessibilityMessages } from './messages';

const Section = styled.section`
  h2 {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p,
  ul {
    margin: 0;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * /acessibilidade: the accessibility statement LBI 13.146/2015 art. 63 asks of a site: the standards, how far the
 * portal meets them, its known limits with what to do meanwhile, and whom to write to. Public, so a payer on the
 * checkout and a person who cannot sign in read it too.
 */
export function AccessibilityStatementScreen() {
  const route = useCurrentRoute();
  const m = useMessages('accessibility', accessibilityMessages);
  const { brand } = usePainelTheme();
  const section = (title: string, body: ReactNode) => (
    <Section>
      <h2>{title}</h2>
      {body}
    </Section>
  );
  const list = (items: readonly string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    <BlankPage title={route.title} intro={m.intro(brand.name)} width="wide">
      {section(m.standardsTitle, <p>{m.standards}</p>)}
      {section(m.statusTitle, <p>{m.status}</p>)}
      {section(m.checksTitle, list(m.checks))}
      {section(m.limitsTitle, list(m.limits))}
      {section(
        m.contactTitle,
        <p>
          {m.contact} <a href={`mailto:${m.contactEmail}`}>{m.contactEmail}</a>, {m.contactAfter}
        </p>,
      )}
      <p>{m.reviewed}</p>
    </BlankPage>
  );
}
