import type { EstablishmentKind, EstablishmentStatus } from '@painel/api-client';
import { Button, Card, StatusBadge } from '@painel/ui';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { NavigateButton } from '../../core/links/NavigateButton';
import { ActionRow, MoneyStack } from '../../core/money';
import { establishmentPaths } from './establishmentPaths';
import { establishmentStatusTone } from './establishmentTones';
import { establishmentsMessages } from './messages';

export interface CreatedStore {
  id: number;
  status: EstablishmentStatus;
  kind: EstablishmentKind;
  tradeName: string;
}

/** What creating gave: the store's status and what it means now, and where to go next. */
export function NewStoreDone({ created, onAnother }: { created: CreatedStore; onAnother: () => void }) {
  const words = useMessages('establishments', establishmentsMessages);
  const m = words.create.done;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const whiteLabel = created.kind === 'whiteLabel';
  const meaning = whiteLabel ? m.whiteLabelActive : created.status === 'active' ? m.active : m.analysis;
  return (
    <Card>
      <MoneyStack>
        <h2 ref={heading} tabIndex={-1}>
          {whiteLabel ? m.titleWhiteLabel(created.tradeName) : m.title(created.tradeName)}
        </h2>
        <p role="status">
          <StatusBadge tone={establishmentStatusTone[created.status]}>{words.statuses[created.status]}</StatusBadge>{' '}
          {meaning}
        </p>
        <ActionRow>
          <NavigateButton to={establishmentPaths.preview(created.id)}>{m.open}</NavigateButton>
          <Button variant="secondary" onClick={onAnother}>
            {m.another}
          </Button>
          <NavigateButton to={establishmentPaths.list} variant="tertiary">
            {m.list}
          </NavigateButton>
        </ActionRow>
      </MoneyStack>
    </Card>
  );
}
