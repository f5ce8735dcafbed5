import { useCompanyTerms } from '@painel/api-client/react';
import { masks, Spinner } from '@painel/ui';
import { useParams } from 'react-router-dom';
import { BlankPage } from '../../core/page/BlankPage';
import { ApiHooksProvider } from '../../core/runtime/ApiHooksProvider';
import { ContractDocument } from './ContractDocument';
import { platformTerms, platformTermsPreamble } from './contracts/platformTerms';
import { termsMessages } from './messages';
import { SanitizedHtml } from './SanitizedHtml';
import { useMessages } from '../../core/copy/MessagesContext';

const TITLE = 'Termos e Condições de Uso da Plataforma';
const field = (value: Record<string, unknown>, name: string) => (typeof value[name] === 'string' ? value[name] : '');

/** The terms as the server sent them: its own HTML (sanitised), or the company data for our text. */
function TermsBody({ terms }: { terms: unknown }) {
  if (typeof terms === 'string') return <SanitizedHtml html={terms} />;
  const html = typeof terms === 'object' && terms !== null ? (terms as Record<string, unknown>) : {};
  if (typeof html.content === 'string') return <SanitizedHtml html={html.content} />;
  const digits = (name: string) => field(html, name).replace(/\D/g, '');
  return (
    <ContractDocument
      contract={platformTerms}
      preamble={platformTermsPreamble({
        socialReason: field(html, 'socialReason'),
        cnpj: digits('document') ? masks.cnpj.format(digits('document')) : '',
        street: field(html, 'street'),
        city: field(html, 'city'),
        state: field(html, 'state'),
        zipCode: digits('zipCode') ? masks.cep.format(digits('zipCode')) : '',
      })}
      printable
    />
  );
}

function CompanyTermsPage() {
  const messages = useMessages('terms', termsMessages);
  const { termId = '' } = useParams();
  const query = useCompanyTerms(termId);
  // SWR types its error as any.
  const error: unknown = query.error;
  const { data, isLoading } = query;
  return (
    <BlankPage title={TITLE} width="wide">
      {isLoading ? <Spinner /> : null}
      {error ? <p role="alert">{messages.companyTerms.failed}</p> : null}
      {data !== undefined && !error ? <TermsBody terms={data} /> : null}
    </BlankPage>
  );
}

/** /terms/{termId} (spec 2.2): a company's platform terms, public. A failure hides the loader and says so. */
export function CompanyTermsPageScreen() {
  return (
    <ApiHooksProvider>
      <CompanyTermsPage />
    </ApiHooksProvider>
  );
}
