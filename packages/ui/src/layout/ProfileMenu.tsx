import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import * as S from './AppShell.styles';
import { ProfileTriggerLabel, type ProfileMenuProps } from './ProfileTriggerLabel';

const loadMenu = () => import('./ProfileMenuContent');
const ProfileMenuContent = lazy(() => loadMenu().then((module) => ({ default: module.ProfileMenuContent })));

/**
 * The user's menu. Its code (Radix's menu and its positioning, about 14 KiB gzipped) loads when the pointer comes
 * near the trigger or it gets focus, not with every page; a click or key before it arrives opens it once it has.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  const openByKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
    }
  };
  const trigger = (
    <S.ProfileTrigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={open}
      onKeyDown={openByKey}
    >
      <ProfileTriggerLabel user={props.user} label={props.label} />
    </S.ProfileTrigger>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ProfileMenuContent {...props} />
    </Suspense>
  );
}
