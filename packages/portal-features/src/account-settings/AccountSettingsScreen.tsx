import { Card, Tabs, type TabItem } from '@painel/ui';
import { useSearchParams } from 'react-router-dom';
import { PortalLink } from '../layout/PortalLink';
import { usePortal } from '../portal/PortalContext';
import { DocumentsUploadPanel } from '../verification/DocumentsUploadPanel';
import { accountSettingsMessages as m } from './messages';

/**
 * /pages/account-settings (spec 2.3): tabs bound to `?tab=` (default 1), so a tab can be linked and the
 * back button works. Tab 3 sends the company documents; profile, password and audit come with their own
 * issue.
 */
export function AccountSettingsScreen() {
  const { can } = usePortal();
  const [searchParams, setSearchParams] = useSearchParams();
  const later = <p>{m.comingSoon}</p>;
  const items: TabItem[] = [
    { value: '1', label: m.tabs.profile, content: later },
    { value: '2', label: m.tabs.password, content: later },
    // Not in the menu: the reminder's 'Enviar agora' leads here.
    { value: '3', label: m.tabs.documents, content: <DocumentsUploadPanel /> },
    ...(can('view_audit', 'ACL') ? [{ value: '5', label: m.tabs.audit, content: later }] : []),
  ];
  const requested = searchParams.get('tab') ?? '1';
  const value = items.some((item) => item.value === requested) ? requested : '1';
  return (
    <Card>
      <Tabs label={m.tabsLabel} value={value} onValueChange={(tab) => setSearchParams({ tab })} items={items} />
      <p>
        <PortalLink to="/contract/merchant">{m.contract}</PortalLink>
      </p>
    </Card>
  );
}
