import { styled } from 'styled-components';
import { Checkbox } from '../components/Checkbox';
import { Dialog } from '../components/Dialog';
import { RadioGroup } from '../components/RadioGroup';
import { useUiMessageGroup } from '../messages';
import { customizerMessages } from '../messages/customizer';
import { skinNames } from '../theme/skins';
import { footerTypes, menuLayouts, navbarTypes, pageTransitions, type LayoutSettings } from './layoutSettings';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface ThemeCustomizerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: LayoutSettings;
  /** Each choice applies at once. */
  onChange: (change: Partial<LayoutSettings>) => void;
  /** The host fixed the skin: its choice is left out. */
  skinLocked?: boolean;
}

/** Skin, page transition, navbar, footer and menu choices (spec 2.8). */
export function ThemeCustomizer({ open, onOpenChange, settings, onChange, skinLocked = false }: ThemeCustomizerProps) {
  const m = useUiMessageGroup('customizer', customizerMessages);
  const radios = <K extends keyof LayoutSettings>(
    key: K,
    label: string,
    values: readonly string[],
    names: Record<string, string>,
  ) => (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={String(settings[key])}
      onValueChange={(value) => onChange({ [key]: value })}
      options={values.map((value) => ({ value, label: names[value] ?? value }))}
    />
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.title} description={m.description} size="md">
      <Sections data-component="ThemeCustomizer">
        {!skinLocked && radios('skin', m.skin, skinNames, m.skins)}
        {radios('transition', m.transition, pageTransitions, m.transitions)}
        {radios('navbarType', m.navbarType, navbarTypes, m.navbarTypes)}
        {radios('footerType', m.footerType, footerTypes, m.footerTypes)}
        {radios('menuLayout', m.menuLayout, menuLayouts, m.menuLayouts)}
        <Checkbox
          label={m.menuCollapsed}
          checked={settings.menuCollapsed}
          onCheckedChange={(checked) => onChange({ menuCollapsed: checked === true })}
        />
      </Sections>
    </Dialog>
  );
}
