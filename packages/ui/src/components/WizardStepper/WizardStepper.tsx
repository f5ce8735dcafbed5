import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from '../../icons';
import { useUiMessageGroup, useUiMessages } from '../../messages';
import { wizardMessages } from '../../messages/wizard';
import { visuallyHidden } from '../../styles/mixins';
import { Button } from '../Button';
import { backStepId, nextStepId, progressPosition, type WizardStepDefinition } from './wizardNavigation';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Progress = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ProgressItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};

  &[data-state='current'] {
    color: ${({ theme }) => theme.color.primary.text};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const Marker = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid currentColor;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSize.xs};

  [data-state='done'] > & {
    border-color: ${({ theme }) => theme.color.primary.default};
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.on};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Forward = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xxs};

  /* Not yet: it stays in the Tab order to say why, and looks as a disabled button does. */
  button[aria-disabled='true']:not([data-loading]) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Reason = styled.p`
  margin: 0;
  max-width: 20rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: right;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Announcer = styled.p`
  ${visuallyHidden}
`;

export interface WizardStep extends WizardStepDefinition {
  content: ReactNode;
  /** Whether 'Próximo' moves on (a photo taken, a form valid). True by default. */
  canGoNext?: boolean;
  /**
   * What is missing while `canGoNext` is false ('Tire a foto para continuar.'). With it, 'Próximo' stays in the Tab
   * order (`aria-disabled`), shows the reason under it and says it when pressed; without it the button is disabled
   * (a gate the step's own button opens, as the camera permission).
   */
  whyNotNext?: string;
  /**
   * Runs on 'Próximo' before moving (an upload, an API call). While it runs the button shows it is
   * busy; returning `false` or throwing keeps the wizard on this step.
   */
  onNext?: () => boolean | void | Promise<boolean | void>;
  /** Runs on 'Voltar' before moving (e.g. clear the photo). */
  onBack?: () => void;
  /** Label of the forward button on this step. */
  nextLabel?: string;
  /** Hide the forward button (a step with its own action, a last step). */
  hideNext?: boolean;
}

export interface WizardStepperProps {
  steps: readonly WizardStep[];
  /** The current step id (controlled). */
  currentStepId: string;
  onStepChange: (stepId: string) => void;
  /** Names the progress list for screen readers. */
  label: string;
}

/**
 * A multi-step flow. Forward and back targets come from the steps (back targets need not be the
 * previous step); on every change the new step is announced and focus moves to its heading.
 */
export function WizardStepper({ steps, currentStepId, onStepChange, label }: WizardStepperProps) {
  const messages = useUiMessages();
  const words = useUiMessageGroup('wizard', wizardMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  // Bumped on each press of a blocked 'Próximo': the alert is said again even when its words have not changed.
  const [blockedPresses, setBlockedPresses] = useState({ stepId: currentStepId, count: 0 });
  const current = steps.find((step) => step.id === currentStepId);
  if (!current) throw new Error(`[@painel/ui WizardStepper] unknown step "${currentStepId}"`);
  const position = progressPosition(steps, currentStepId);
  const back = backStepId(steps, currentStepId);
  const next = nextStepId(steps, currentStepId);
  const visibleSteps = steps.filter((step) => !step.hiddenFromProgress);
  const currentVisibleIndex = position ? position.position - 1 : visibleSteps.length;

  useEffect(() => {
    // Not on first render: a page that opens on a wizard keeps its own initial focus.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [currentStepId]);

  const goNext = async () => {
    if (busy || !next) return;
    setBusy(true);
    try {
      const result = await current.onNext?.();
      if (result !== false) onStepChange(next);
    } catch {
      // The step reports its own failure (a toast) and stays, keeping what was entered.
    } finally {
      setBusy(false);
    }
  };

  const announcement = position ? words.step(position.position, position.total, current.title) : current.title;
  const blocked = current.canGoNext === false;
  const explained = blocked && current.whyNotNext !== undefined;
  const pressedWhileBlocked = blockedPresses.stepId === currentStepId ? blockedPresses.count : 0;

  return (
    <Root data-component="WizardStepper">
      <div role="group" aria-label={label}>
        <Progress>
          {visibleSteps.map((step, index) => {
            const state = index < currentVisibleIndex ? 'done' : step.id === currentStepId ? 'current' : 'upcoming';
            return (
              <ProgressItem key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <Marker aria-hidden="true">{state === 'done' ? <CheckIcon /> : index + 1}</Marker>
                <span>
                  {step.title}
                  {state === 'done' && <Hidden> {words.stepDone}</Hidden>}
                </span>
              </ProgressItem>
            );
          })}
        </Progress>
      </div>
      <Announcer aria-live="polite">{announcement}</Announcer>
      <Heading ref={headingRef} tabIndex={-1}>
        {current.title}
      </Heading>
      <div>{current.content}</div>
      <Actions>
        {back ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              current.onBack?.();
              onStepChange(back);
            }}
          >
            {messages.back}
          </Button>
        ) : (
          <span />
        )}
        {next && !current.hideNext && (
          <Forward>
            <Button
              disabled={blocked && !explained}
              aria-disabled={explained || busy || undefined}
              aria-describedby={explained ? reasonId : undefined}
              loading={busy}
              onClick={() => {
                if (!explained) return void goNext();
                setBlockedPresses({ stepId: currentStepId, count: pressedWhileBlocked + 1 });
              }}
            >
              {current.nextLabel ?? messages.next}
            </Button>
            {explained && (
              <Reason id={reasonId} key={pressedWhileBlocked} role={pressedWhileBlocked > 0 ? 'alert' : undefined}>
                {current.whyNotNext}
              </Reason>
            )}
          </Forward>
        )}
      </Actions>
    </Root>
  );
}
