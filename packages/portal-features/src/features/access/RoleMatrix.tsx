import type { PermissionCatalogue, Role } from '@painel/api-client';
import { VisuallyHidden } from '@painel/ui';
import { Fragment } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { accessMessages } from './messages';

const Scroller = styled.div`
  overflow: auto;
  max-height: 70vh;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.surface};
  }

  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    vertical-align: bottom;
    min-width: 7rem;
  }

  tbody th[scope='row'] {
    position: sticky;
    left: 0;
    text-align: start;
    font-weight: 400;
    min-width: 14rem;
  }

  thead th:first-child {
    left: 0;
    z-index: 2;
  }

  th[scope='rowgroup'] {
    text-align: start;
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  td {
    text-align: center;
  }
`;

/** The roles × permissions matrix, grouped by area: the whole picture for comparing roles on a wide screen. */
export function RoleMatrix({ catalogue, roles }: { catalogue: PermissionCatalogue; roles: readonly Role[] }) {
  const m = useMessages('access', accessMessages).roles;
  return (
    <Scroller role="region" aria-label={m.matrixCaption} tabIndex={0} data-scrolls-sideways="">
      <Table>
        <caption>
          <VisuallyHidden>{m.matrixCaption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{m.pick}</th>
            {roles.map((role) => (
              <th key={role.id} scope="col">
                {role.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {catalogue.areas.map((area) => (
            <Fragment key={area.key}>
              <tr>
                <th scope="rowgroup" colSpan={roles.length + 1}>
                  {area.label}
                </th>
              </tr>
              {catalogue.items
                .filter((permission) => permission.area === area.key)
                .map((permission) => (
                  <tr key={permission.key}>
                    <th scope="row">{permission.label}</th>
                    {roles.map((role) => {
                      const holds = role.permissions.includes(permission.key);
                      return (
                        <td key={role.id}>
                          <span aria-hidden="true">{holds ? '✓' : '—'}</span>
                          <VisuallyHidden>{holds ? m.holds : m.lacks}</VisuallyHidden>
                        </td>
                      );
                    })}
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
