import { BlankPage } from '../../core/page/BlankPage';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { ContractDocument } from './ContractDocument';
import { merchantContract } from './contracts/merchantContract';
import { platformTerms } from './contracts/platformTerms';

/** /contract/merchant (the merchant service contract) and /contract/service (the platform terms). */
export function ContractScreen() {
  const route = useCurrentRoute();
  const contract = route.path === '/contract/merchant' ? merchantContract : platformTerms;
  return (
    <BlankPage title={contract.title} width="wide">
      <ContractDocument contract={contract} printable />
    </BlankPage>
  );
}
