import { usePermissionCatalogue, useRoles } from '@painel/api-client/react';
import type { PermissionCatalogue, Role } from '@painel/api-client';
import { Badge, Card, SearchField } from '@painel/ui';
import { QueryState } from '../../core/page/QueryState';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { useUrlParam } from '../../core/list';
import { MoneyStack } from '../../core/money';
import { routesOpenedBy, useRouteCatalogue } from '../../core/routing/routeCatalogue';
import { accessMessages } from './messages';

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Entry = styled.li`
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  padding-top: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  p,
  dl {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * /dashboard/list/permissions (Permissões): the catalogue, by area: each permission's name and key, what it is for,
 * the pages it opens (from the route table), what it includes and the roles that hold it. The search is in the URL.
 */
export function PermissionsScreen() {
  const m = useMessages('access', accessMessages).permissions;
  const catalogue = usePermissionCatalogue();
  const roles = useRoles();
  const [search, setSearch] = useUrlParam('busca');
  const wanted = normalized(search ?? '');
  return (
    <QueryState query={catalogue} messages={m}>
      {(data) => (
        <PermissionList
          data={data}
          wanted={wanted}
          search={search}
          setSearch={setSearch}
          roles={roles.data?.items ?? []}
        />
      )}
    </QueryState>
  );
}

function PermissionList({
  data,
  wanted,
  search,
  setSearch,
  roles,
}: {
  data: PermissionCatalogue;
  wanted: string;
  search: string | null;
  setSearch: (value: string | null) => void;
  roles: readonly Role[];
}) {
  const m = useMessages('access', accessMessages).permissions;
  const routes = useRouteCatalogue();
  const matches = data.items.filter(
    (permission) =>
      !wanted || normalized(`${permission.label} ${permission.key} ${permission.description}`).includes(wanted),
  );
  const labelOf = (key: string) => data.items.find((permission) => permission.key === key)?.label ?? key;
  return (
    <MoneyStack>
      <p>{m.intro}</p>
      <SearchField
        label={m.search}
        hint={m.searchHint}
        value={search ?? ''}
        onSearch={(text) => setSearch(text || null)}
      />
      {matches.length === 0 && <p role="status">{m.none}</p>}
      {data.areas.map((area) => {
        const items = matches.filter((permission) => permission.area === area.key);
        if (items.length === 0) return null;
        return (
          <Card key={area.key} title={area.label}>
            <Entries>
              {items.map((permission) => {
                const opens = routesOpenedBy(routes, permission.key);
                const holders = roles.filter((role) => role.permissions.includes(permission.key));
                return (
                  <Entry key={permission.key}>
                    <h3>
                      {permission.label}
                      {permission.sensitive && <Badge tone="warning">{m.sensitive}</Badge>}
                    </h3>
                    <code>{permission.key}</code>
                    <p>{permission.description}</p>
                    <dl>
                      <dt>{m.opens}</dt>
                      <dd>{opens.length ? opens.map((route) => route.title).join(', ') : m.nothingOpens}</dd>
                      {permission.implies.length > 0 && (
                        <>
                          <dt>{m.implies}</dt>
                          <dd>{permission.implies.map(labelOf).join(', ')}</dd>
                        </>
                      )}
                      <dt>{m.heldBy}</dt>
                      <dd>{holders.length ? holders.map((role) => role.name).join(', ') : m.nobody}</dd>
                    </dl>
                  </Entry>
                );
              })}
            </Entries>
          </Card>
        );
      })}
    </MoneyStack>
  );
}
