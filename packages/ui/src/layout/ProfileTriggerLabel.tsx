import { Avatar } from '../components/Avatar';
import * as S from './AppShell.styles';
import type { AppShellUser, ProfileMenuItem } from './AppShellNavbar';
import type { RenderNavLink } from './AppShellNav';

export interface ProfileMenuProps {
  user: AppShellUser;
  items: readonly ProfileMenuItem[];
  renderLink: RenderNavLink;
  /** The trigger's name before the user's (read by screen readers: 'Menu do perfil'). */
  label: string;
}

/** The user's name, role and avatar on the menu's trigger. */
export function ProfileTriggerLabel({ user, label }: Pick<ProfileMenuProps, 'user' | 'label'>) {
  return (
    <>
      <S.Hidden>{label}: </S.Hidden>
      <span data-profile-name>
        {user.name}
        <small>{user.roleLabel}</small>
      </span>
      <span aria-hidden="true">
        <Avatar name={user.name} src={user.avatarUrl} />
      </span>
    </>
  );
}
