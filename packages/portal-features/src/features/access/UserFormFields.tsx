import type { Role, ScopeChoices } from '@painel/api-client';
import { Button, Card, Checkbox } from '@painel/ui';
import { FormSelect, FormTextField } from '@painel/ui/form';
import { useFieldArray, useFormContext, useWatch, Controller } from 'react-hook-form';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormGrid } from '../../core/money';
import { accessMessages } from './messages';
import type { UserFormValues } from './userForm';

const RoleRow = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  align-items: end;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  p {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

const Stores = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export interface UserFormFieldsProps {
  roles: readonly Role[];
  scopes: ScopeChoices;
  /** The roles the person already holds: kept even when the maker could not give them. */
  held: ReadonlySet<string>;
  grantable: ReadonlySet<string>;
  invite: boolean;
  operators: boolean;
}

/** The person (name, e-mail, mobile), their roles each with where it applies, and an operator's stores. */
export function UserFormFields({ roles, scopes, held, grantable, invite, operators }: UserFormFieldsProps) {
  const m = useMessages('access', accessMessages).form;
  const { control, formState } = useFormContext<UserFormValues>();
  const rows = useFieldArray({ control, name: 'roles' });
  const chosen = useWatch({ control, name: 'roles' });
  const mayGive = (role: Role) => held.has(role.id) || role.permissions.every((key) => grantable.has(key));
  const scopeOf = (roleId: string) => roles.find((role) => role.id === roleId);
  const companiesFor = (roleId: string) => {
    const scope = scopeOf(roleId)?.scope;
    return scope && scope !== 'platform' ? scopes[scope] : [];
  };
  const rolesError = formState.errors.roles?.root?.message ?? formState.errors.roles?.message;
  return (
    <>
      <Card title={invite ? m.inviteTitle : m.editTitle}>
        <FormGrid>
          <FormTextField name="name" label={m.name} autoComplete="off" required />
          <FormTextField
            name="email"
            type="email"
            label={m.email}
            autoComplete="off"
            required={invite}
            readOnly={!invite}
            {...(invite ? {} : { hint: m.emailLocked })}
          />
          {/* Typed as the hint shows ('(11) 98765-4321'): a mask would load 30 KiB on every user form. */}
          <FormTextField
            name="mobile"
            type="tel"
            inputMode="tel"
            label={m.mobile}
            hint={m.mobileHint}
            autoComplete="off"
          />
        </FormGrid>
      </Card>
      <Card title={m.roles}>
        <p>{m.rolesHint}</p>
        {rows.fields.map((row, index) => {
          const role = scopeOf(chosen[index]?.roleId ?? '');
          const companies = companiesFor(chosen[index]?.roleId ?? '');
          return (
            <RoleRow key={row.id} aria-label={m.role(index + 1)}>
              <FormSelect
                name={`roles.${index}.roleId`}
                label={m.role(index + 1)}
                placeholder={m.chooseRole}
                options={roles.filter(mayGive).map((option) => ({ value: option.id, label: option.name }))}
              />
              {role && role.scope !== 'platform' ? (
                <FormSelect
                  name={`roles.${index}.companyId`}
                  label={m.scope(index + 1)}
                  placeholder={m.chooseScope}
                  options={companies.map((company) => ({ value: String(company.companyId), label: company.name }))}
                />
              ) : (
                <p>{role ? m.platform : null}</p>
              )}
              <Button variant="tertiary" onClick={() => rows.remove(index)}>
                {m.removeRole(index + 1)}
              </Button>
              {role?.administrative && !held.has(role.id) && <p role="note">{m.administrative}</p>}
            </RoleRow>
          );
        })}
        {rolesError && <p role="alert">{rolesError}</p>}
        <Button variant="secondary" onClick={() => rows.append({ roleId: '', companyId: '' })}>
          {m.addRole}
        </Button>
      </Card>
      {operators && (
        <Card title={m.serves}>
          <Controller
            control={control}
            name="serves"
            render={({ field, fieldState }) => (
              <Stores aria-describedby="lojas-atendidas-dica">
                <legend>{m.serves}</legend>
                <p id="lojas-atendidas-dica">{m.servesHint}</p>
                {scopes.store.map((store) => {
                  const id = String(store.companyId);
                  return (
                    <Checkbox
                      key={id}
                      label={store.name}
                      checked={field.value.includes(id)}
                      onCheckedChange={(checked) =>
                        field.onChange(checked === true ? [...field.value, id] : field.value.filter((v) => v !== id))
                      }
                    />
                  );
                })}
                {fieldState.error?.message && <p role="alert">{fieldState.error.message}</p>}
              </Stores>
            )}
          />
        </Card>
      )}
    </>
  );
}
