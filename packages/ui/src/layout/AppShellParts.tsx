import { useState } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../components/Breadcrumbs';
import { Button } from '../components/Button';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';
import { customizerMessages } from '../messages/customizer';
import { usePainelTheme } from '../theme/ThemeContext';
import * as S from './AppShell.styles';
import type { RenderNavLink } from './AppShellNav';
import type { LayoutSettings } from './layoutSettings';
import { ScrollToTop } from './ScrollToTop';
import { ThemeCustomizer } from './ThemeCustomizer';

/** The page's heading and breadcrumb trail. */
export function AppShellPageHeader({
  title,
  breadcrumbs,
  renderLink,
}: {
  title?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  renderLink: RenderNavLink;
}) {
  if (!title && !breadcrumbs) return null;
  return (
    <S.PageHeader>
      {title && <h1>{title}</h1>}
      {breadcrumbs && (
        <Breadcrumbs
          items={breadcrumbs}
          renderLink={(item) => renderLink({ title: item.label, path: item.href }, { children: item.label })}
        />
      )}
    </S.PageHeader>
  );
}

/** The copyright line, in the chosen footer style (spec 2.8). */
export function AppShellFooter({ type }: { type: LayoutSettings['footerType'] }) {
  const shell = useUiMessageGroup('shell', shellMessages);
  const { brand } = usePainelTheme();
  if (type === 'hidden') return null;
  return (
    <S.Footer $type={type} data-footer={type}>
      © {new Date().getFullYear()} {brand.name}. {shell.allRightsReserved}.
    </S.Footer>
  );
}

/** Scroll-to-top and the appearance customizer, floating over the page's corner. */
export function AppShellFloatingButtons({
  settings,
  onSettingsChange,
}: {
  settings: LayoutSettings;
  onSettingsChange: (change: Partial<LayoutSettings>) => void;
}) {
  const customizer = useUiMessageGroup('customizer', customizerMessages);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  return (
    <>
      <S.FloatingButtons>
        <ScrollToTop />
        <Button size="sm" variant="secondary" onClick={() => setCustomizerOpen(true)}>
          {customizer.open}
        </Button>
      </S.FloatingButtons>
      <ThemeCustomizer
        open={customizerOpen}
        onOpenChange={setCustomizerOpen}
        settings={settings}
        onChange={onSettingsChange}
      />
    </>
  );
}
