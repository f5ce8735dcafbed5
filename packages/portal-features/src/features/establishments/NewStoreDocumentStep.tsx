import { FormMaskedField, FormRadioGroup, FormSelect } from '@painel/ui/form';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormGrid } from '../../core/money';
import { establishmentsMessages } from './messages';
import type { NewStoreValues } from './newStoreForm';

// The first step comes with the screen; the later ones follow in their own file (newStoreLaterSteps).
/** Who the store is: its kind and white label (platform staff), and the document the registry is asked about. */
export function DocumentStep({
  staff,
  whiteLabels,
  values,
  lookingUp,
}: {
  staff: boolean;
  whiteLabels: readonly { companyId: number; name: string }[];
  values: NewStoreValues;
  lookingUp: boolean;
}) {
  const m = useMessages('establishments', establishmentsMessages).create;
  return (
    <FormGrid>
      {staff ? (
        <>
          <FormRadioGroup
            name="kind"
            label={m.kind}
            options={(['store', 'whiteLabel'] as const).map((kind) => ({ value: kind, label: m.kinds[kind] }))}
          />
          {values.kind === 'store' && (
            <FormSelect
              name="whiteLabelId"
              label={m.whiteLabel}
              hint={m.whiteLabelHint}
              placeholder={m.noWhiteLabel}
              options={whiteLabels.map((label) => ({ value: String(label.companyId), label: label.name }))}
            />
          )}
        </>
      ) : (
        <p role="note">{m.ownTree}</p>
      )}
      <FormMaskedField
        name="document"
        mask="cpfCnpj"
        label={m.document}
        hint={lookingUp ? m.lookingUp : m.documentHint}
        autoComplete="off"
        required
      />
    </FormGrid>
  );
}
