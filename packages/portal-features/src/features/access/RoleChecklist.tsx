import type { Permission, PermissionCatalogue } from '@painel/api-client';
import { Checkbox } from '@painel/ui';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { accessMessages } from './messages';
import { impliedBy } from './roleDraft';

const Areas = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const Area = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;

  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

export interface RoleChecklistProps {
  catalogue: PermissionCatalogue;
  /** Whose permissions these are ('Permissões de Financeiro'). */
  label: string;
  ticked: ReadonlySet<string>;
  /** Editing: the boxes can change; otherwise they only show what the role holds. */
  editing: boolean;
  grantable: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
}

/**
 * One role's permissions, grouped by area, one box each: read on any width (the matrix's phone form). While
 * editing, an implied permission says which one includes it, and one the maker does not hold cannot be given.
 */
export function RoleChecklist({ catalogue, label, ticked, editing, grantable, onToggle }: RoleChecklistProps) {
  const m = useMessages('access', accessMessages).roles;
  const hint = (permission: Permission) => {
    const by = editing ? impliedBy(catalogue.items, ticked, permission.key) : undefined;
    if (by) return m.impliedBy(by.label);
    if (editing && !grantable.has(permission.key) && !ticked.has(permission.key)) return m.cannotGrant;
    return permission.sensitive ? m.administrative : undefined;
  };
  return (
    <div role="group" aria-label={label}>
      <Areas>
        {catalogue.areas.map((area) => (
          <Area key={area.key}>
            <legend>{area.label}</legend>
            {catalogue.items
              .filter((permission) => permission.area === area.key)
              .map((permission) => {
                const locked =
                  !editing ||
                  impliedBy(catalogue.items, ticked, permission.key) !== undefined ||
                  (!grantable.has(permission.key) && !ticked.has(permission.key));
                return (
                  <Checkbox
                    key={permission.key}
                    label={permission.label}
                    hint={hint(permission)}
                    checked={ticked.has(permission.key)}
                    disabled={locked}
                    onCheckedChange={(checked) => onToggle(permission.key, checked === true)}
                  />
                );
              })}
          </Area>
        ))}
      </Areas>
    </div>
  );
}
