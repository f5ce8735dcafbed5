import { Button, RadioGroup } from '@painel/ui';
import type { DocumentForValidation } from '@painel/api-client';
import { verificationMessages } from '../messages';
import { useMessages } from '../../../core/copy/MessagesContext';

/** Step 2: what helps a good photo. */
export function TipsStep() {
  const m = useMessages('verification', verificationMessages);
  return (
    <>
      <p>{m.tips.text}</p>
      <ul>
        {m.tips.items.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </>
  );
}

/** Step 3: CNH or RG. */
export function DocumentTypeStep({
  value,
  onChange,
}: {
  value: DocumentForValidation | null;
  onChange: (value: DocumentForValidation | null) => void;
}) {
  const m = useMessages('verification', verificationMessages);
  return (
    <RadioGroup
      label={m.documentType.legend}
      value={value ?? ''}
      onValueChange={(chosen) => onChange(chosen === 'CNH' || chosen === 'RG' ? chosen : null)}
      options={[
        { value: 'CNH', label: m.documentType.cnh },
        { value: 'RG', label: m.documentType.rg },
      ]}
      orientation="horizontal"
    />
  );
}

/** Step 6: what the selfie asks. */
export function SelfieIntroStep() {
  const m = useMessages('verification', verificationMessages);
  return <p>{m.selfieIntro.text}</p>;
}

/** Step 10: 'Está tudo OK!', and the way home. */
export function DoneStep({ onHome }: { onHome: () => void }) {
  const m = useMessages('verification', verificationMessages);
  return (
    <>
      <p>
        <strong>{m.done.title}</strong>
      </p>
      <p>{m.done.text}</p>
      <div>
        <Button onClick={onHome}>{m.done.home}</Button>
      </div>
    </>
  );
}
