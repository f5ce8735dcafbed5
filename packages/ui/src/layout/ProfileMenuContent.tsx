import { DropdownMenu } from 'radix-ui';
import { usePortalContainer } from '../theme/ThemeContext';
import * as S from './AppShell.styles';
import { ProfileTriggerLabel, type ProfileMenuProps } from './ProfileTriggerLabel';

/** Radix's menu on the user's trigger, open from the moment it arrives (the user asked for it). */
export function ProfileMenuContent({ user, items, renderLink, label }: ProfileMenuProps) {
  const portal = usePortalContainer();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <S.ProfileTrigger type="button">
          <ProfileTriggerLabel user={user} label={label} />
        </S.ProfileTrigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portal}>
        <DropdownMenu.Content align="end" sideOffset={6} asChild>
          <S.MenuContent>
            {items.map((item) =>
              item.path ? (
                <DropdownMenu.Item key={item.label} asChild>
                  {renderLink({ title: item.label, path: item.path }, { children: item.label })}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item key={item.label} onSelect={item.onSelect}>
                  {item.label}
                </DropdownMenu.Item>
              ),
            )}
          </S.MenuContent>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
