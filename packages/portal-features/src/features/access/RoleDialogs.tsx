import {
  roleScopeLabels,
  roleScopes,
  type PermissionCatalogue,
  type Role,
  type RoleImpact,
  type RoleScope,
} from '@painel/api-client';
import { Select, TextAreaField, TextField } from '@painel/ui';
import { SubmitDialog } from '../../core/forms';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { newIdempotencyKey } from '../../core/money/idempotencyKey';
import { useApi } from '../../core/runtime/hooks';
import { accessMessages } from './messages';

export interface NewRoleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role copied ('Copiar função'); none for a new role, which starts with basic access only. */
  source: Role | null;
  grantable: ReadonlySet<string>;
  onCreated: (role: Role) => void;
}

/** A new role, or a copy of one (its permissions the maker may grant): name, description and scope. */
export function NewRoleDialog({ open, onOpenChange, source, grantable, onCreated }: NewRoleDialogProps) {
  const m = useMessages('access', accessMessages).roles;
  const api = useApi();
  // Mounted for each opening: it starts from the role copied (or nothing), with a new idempotency key.
  const [name, setName] = useState(() => (source ? `${source.name} (cópia)` : ''));
  const [description, setDescription] = useState(source?.description ?? '');
  const [scope, setScope] = useState<RoleScope>(source?.scope ?? 'platform');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = useRef(newIdempotencyKey());
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed.length < 3 || trimmed.length > 60) return setErrors({ name: m.problems.name });
    setErrors({});
    const permissions = source ? source.permissions.filter((permission) => grantable.has(permission)) : ['read'];
    const role = await api.access.createRole({
      idempotencyKey: key.current,
      name: trimmed,
      description: description.trim(),
      scope,
      permissions,
    });
    onCreated(role);
    onOpenChange(false);
  };
  return (
    <SubmitDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={source ? m.copyTitle(source.name) : m.newTitle}
      submitLabel={m.createSubmit}
      cancelLabel={m.cancel}
      failed={m.failed}
      submit={submit}
      onFieldErrors={(found) => setErrors(found.name || found.description ? found : {})}
    >
      <TextField
        label={m.name}
        value={name}
        error={errors.name}
        autoComplete="off"
        aria-required
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={m.description}
        value={description}
        error={errors.description}
        maxLength={200}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Select
        label={m.scopeField}
        value={scope}
        placeholder={false}
        options={roleScopes.map((value) => ({ value, label: roleScopeLabels[value] }))}
        onChange={(event) => setScope(event.target.value as RoleScope)}
      />
    </SubmitDialog>
  );
}

export interface ReviewDialogProps {
  role: Role;
  catalogue: PermissionCatalogue;
  permissions: readonly string[];
  onClose: () => void;
  onSaved: (role: Role) => void;
}

/** Before saving a role: what it gains and loses, and who has it; then one save, based on the version shown. */
export function ReviewDialog({ role, catalogue, permissions, onClose, onSaved }: ReviewDialogProps) {
  const m = useMessages('access', accessMessages).roles;
  const api = useApi();
  const [impact, setImpact] = useState<RoleImpact | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wanted = permissions.join(',');
  useEffect(() => {
    let live = true;
    api.access.roleImpact(role.id, wanted ? wanted.split(',') : []).then(
      (answer) => live && setImpact(answer),
      () => live && setFailure(m.failed),
    );
    return () => {
      live = false;
    };
  }, [api, role.id, wanted, m.failed]);
  const labelOf = (key: string) => catalogue.items.find((permission) => permission.key === key)?.label ?? key;
  const unchanged = impact !== null && impact.added.length === 0 && impact.removed.length === 0;
  const list = (title: string, keys: readonly string[]) =>
    keys.length > 0 && (
      <section aria-label={title}>
        <h3>{title}</h3>
        <ul>
          {keys.map((key) => (
            <li key={key}>{labelOf(key)}</li>
          ))}
        </ul>
      </section>
    );
  return (
    <SubmitDialog
      open
      onClose={onClose}
      title={m.reviewTitle}
      submitLabel={m.save}
      cancelLabel={m.cancel}
      failed={m.failed}
      disabled={impact === null || unchanged}
      submit={async () => {
        onSaved(
          await api.access.updateRole(role.id, {
            name: role.name,
            description: role.description,
            permissions: [...permissions],
            version: role.version,
          }),
        );
      }}
    >
      {impact === null ? (
        <p role={failure ? 'alert' : 'status'}>{failure ?? m.loading}</p>
      ) : unchanged ? (
        <p>{m.nothingChanged}</p>
      ) : (
        <>
          {list(m.added, impact.added)}
          {list(m.removedPermissions, impact.removed)}
          <p>{m.affected(impact.users.length)}</p>
          {impact.users.length > 0 && (
            <ul aria-label={m.affected(impact.users.length)}>
              {impact.users.map((user) => (
                <li key={user.iduser}>
                  {user.name} ({user.email})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SubmitDialog>
  );
}
