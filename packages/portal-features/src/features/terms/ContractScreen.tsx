import { BlankPage } from '../../core/page/BlankPage';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { ContractDocument } from './ContractDocument';
import { usePortalOptions } from '../../core/runtime/hooks';
import { merchantContractFor } from './contracts/merchantContract';
import { platformTerms } from './contracts/platformTerms';

/** /contract/merchant (the merchant service contract) and /contract/service (the platform terms). */
export function ContractScreen() {
  const route = useCurrentRoute();
  const { chargebackFineRule } = usePortalOptions();
  const contract = route.path === '/contract/merchant' ? merchantContractFor(chargebackFineRule) : platformTerms;
  return (
    <BlankPage title={contract.title} width="wide">
      <ContractDocument contract={contract} printable />
    </BlankPage>
  );
}
