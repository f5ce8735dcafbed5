import { Card, Spinner, Tabs, type TabItem } from '@painel/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PortalLink } from '../../core/links/PortalLink';
import { useCan, useSession } from '../../core/runtime/hooks';
import { DocumentsUploadPanel } from '../../core/companyDocuments/DocumentsUploadPanel';
import { accountSettingsMessages } from './messages';
import { ProfileTab } from './ProfileTab';
import { useMessages } from '../../core/copy/MessagesContext';

// The profile and the documents come with the screen (the documents' reminder leads straight to theirs, and a lazy
// documents panel made a partner's bundler cut the field styles into a file of their own on their sign-in page);
// the password and the audit load when chosen (a tab shows only its own panel).
const PasswordTab = lazy(() => import('./PasswordTab').then((module) => ({ default: module.PasswordTab })));
const AuditTab = lazy(() => import('./AuditTab').then((module) => ({ default: module.AuditTab })));

const onDemand = (panel: ReactNode) => <Suspense fallback={<Spinner />}>{panel}</Suspense>;

/**
 * /pages/account-settings (spec 2.3): tabs bound to `?tab=` (default 1), so a tab can be linked and the
 * back button works: 1 profile, 2 password, 3 company documents (reached from the reminder), 5 audit
 * (only with view_audit).
 */
export function AccountSettingsScreen() {
  const m = useMessages('accountSettings', accountSettingsMessages);
  const can = useCan();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // Spec 2.3: rendered only once the stored user is there.
  if (!user) return null;
  const requested = searchParams.get('tab') ?? '1';
  const items: TabItem[] = [
    { value: '1', label: m.tabs.profile, content: <ProfileTab user={user} /> },
    { value: '2', label: m.tabs.password, content: onDemand(<PasswordTab />) },
    // Spec 2.3.7: not in the tab strip; it opens when asked for (?tab=3, from the reminder or the profile menu).
    ...(requested === '3' ? [{ value: '3', label: m.tabs.documents, content: <DocumentsUploadPanel /> }] : []),
    ...(can('view_audit', 'ACL') ? [{ value: '5', label: m.tabs.audit, content: onDemand(<AuditTab />) }] : []),
  ];
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
