import type { SystemSetting } from '@painel/api-client';
import { useSystemSettings } from '@painel/api-client/react';
import { Badge, Button, Card, DateTime, DetailList } from '@painel/ui';
import { QueryState } from '../../core/page/QueryState';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { ActionRow, MoneyStack } from '../../core/money';
import { systemSettingsMessages } from './messages';
import { SettingDialog } from './SettingDialog';

const Setting = styled.section`
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  padding-top: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;

  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
`;

const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * /dashboard/system (Configurações de ambiente, spec 2.6; spec 3 "System function"): the settings registry by group,
 * each value with where it comes from; a change asks for a reason and waits for a second person's approval.
 */
export function SystemSettingsScreen() {
  const m = useMessages('systemSettings', systemSettingsMessages);
  const query = useSystemSettings();
  const [editing, setEditing] = useState<SystemSetting | null>(null);
  const shown = (setting: SystemSetting, value: SystemSetting['value']) => {
    if (setting.type === 'secret') return setting.configured ? m.configured : m.notConfigured;
    if (setting.type === 'boolean') return value ? m.on : m.off;
    if (setting.type === 'minutes') return m.minutes(Number(value));
    if (setting.type === 'datedNotice' && value && typeof value === 'object') {
      const notice = value;
      return `${m.notice(notice.start ? day(notice.start) : null, day(notice.end))}: ${notice.text}`;
    }
    return typeof value === 'string' ? value : '';
  };
  return (
    <QueryState query={query} messages={m}>
      {(settings) => (
        <MoneyStack>
          <p>{m.intro}</p>
          {[...new Set(settings.items.map((setting) => setting.group))].map((group) => (
            <Card key={group} title={group}>
              {settings.items
                .filter((setting) => setting.group === group)
                .map((setting) => (
                  <Setting key={setting.key} aria-labelledby={`config-${setting.key}`}>
                    <h3 id={`config-${setting.key}`}>
                      {setting.label}
                      <Badge tone={setting.locked ? 'info' : setting.source === 'database' ? 'primary' : 'neutral'}>
                        {m.sources[setting.source]}
                      </Badge>
                    </h3>
                    <p>{setting.description}</p>
                    <DetailList
                      items={[
                        { term: m.value, description: shown(setting, setting.value) },
                        ...(setting.source === 'database' && setting.type !== 'secret'
                          ? [{ term: m.defaultValue, description: shown(setting, setting.defaultValue) }]
                          : []),
                        ...(setting.changedAt && setting.changedBy
                          ? [
                              {
                                term: m.changed,
                                description: (
                                  <>
                                    <DateTime value={setting.changedAt} /> · {setting.changedBy.name}
                                  </>
                                ),
                              },
                            ]
                          : []),
                      ]}
                    />
                    {setting.pendingApproval && (
                      <p role="note">
                        {m.pending} <PortalLink to="/dashboard/approvals?caixa=mine">{m.seePending}</PortalLink>
                      </p>
                    )}
                    {settings.canEdit && !setting.locked && !setting.pendingApproval && (
                      <ActionRow>
                        <Button variant="secondary" onClick={() => setEditing(setting)}>
                          {m.change(setting.label)}
                        </Button>
                      </ActionRow>
                    )}
                  </Setting>
                ))}
            </Card>
          ))}
          {editing && (
            <SettingDialog
              setting={editing}
              onClose={() => setEditing(null)}
              onRequested={() => {
                setEditing(null);
                void query.mutate();
              }}
            />
          )}
        </MoneyStack>
      )}
    </QueryState>
  );
}
