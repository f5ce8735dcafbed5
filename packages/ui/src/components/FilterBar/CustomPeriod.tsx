import { useState } from 'react';
import { formatDate } from '../../format/format';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Button } from '../Button';
import { DateField } from '../DateField';
import { Row } from './FilterBar.styles';
import { earliestStart, periodProblem, type Period } from './period';

export interface CustomPeriodProps {
  value: Period;
  today: string;
  monthsBack: number;
  disabled?: boolean;
  onApply: (period: Period) => void;
  /** What is wrong with the dates typed, said where the picker says its period; null once they are fine. */
  onProblem: (problem: string | null) => void;
  /** The id of the problem's text while there is one: both dates are marked invalid and described by it. */
  problemId?: string;
}

/**
 * 'Personalizado': two dates typed as dd/mm/aaaa, checked before they are applied. Loaded when chosen, with the
 * mask they type through: a list's first visit is a preset.
 */
export function CustomPeriod({ value, today, monthsBack, disabled, onApply, onProblem, problemId }: CustomPeriodProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const tiedToProblem = problemId ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  const apply = () => {
    const found = periodProblem(from, to, today, monthsBack);
    if (found) {
      onProblem(
        found === 'tooOld'
          ? messages.periodTooOld(formatDate(earliestStart(today, monthsBack)))
          : found === 'inFuture'
            ? messages.periodInFuture
            : messages.periodInvalid,
      );
      return;
    }
    onProblem(null);
    onApply({ preset: 'custom', from, to });
  };
  return (
    <Row>
      <DateField label={messages.periodFrom} value={from} onValueChange={setFrom} {...tiedToProblem} />
      <DateField label={messages.periodTo} value={to} onValueChange={setTo} {...tiedToProblem} />
      <Button variant="secondary" onClick={apply} disabled={disabled}>
        {messages.applyPeriod}
      </Button>
    </Row>
  );
}
