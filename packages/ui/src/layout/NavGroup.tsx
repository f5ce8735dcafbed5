import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons';
import { Entry, Label, Sub } from './AppShellNav.styles';

interface GroupProps {
  title: string;
  icon?: ReactNode;
  active: boolean;
  floating: boolean;
  iconOnly: boolean;
  /** Its floating list opens toward the start of the row (the last item of a full row). */
  alignEnd?: boolean;
  children: ReactNode;
}

/** A menu group as a disclosure: a button that shows or hides its links (WAI disclosure navigation). */
export function Group({ title, icon, active, floating, iconOnly, alignEnd = false, children }: GroupProps) {
  const [open, setOpen] = useState(active && !floating);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!floating || !open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [floating, open]);

  return (
    <Entry ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-active={active}
        title={iconOnly ? title : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <Label $iconOnly={iconOnly}>{title}</Label>
        {!iconOnly && <ChevronDownIcon style={{ marginInlineStart: 'auto' }} />}
      </button>
      <Sub id={id} $floating={floating} $alignEnd={alignEnd} hidden={!open} onClick={() => floating && setOpen(false)}>
        {children}
      </Sub>
    </Entry>
  );
}
