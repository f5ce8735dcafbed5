import { FormMaskedField, FormSelect, FormTextField } from '@painel/ui/form';
import { styled } from 'styled-components';
import { educationLevels, maritalStatuses, rgIssueDateRange, type ExtraInfoVariant } from '../extraInfoSchema';
import { verificationMessages } from '../messages';
import { useMessages } from '../../../core/copy/MessagesContext';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

/** Step 8 (spec 5): the extra information, with the CPF or the CNPJ variant's own fields. */
export function ExtraInfoForm({ variant, today }: { variant: ExtraInfoVariant; today: Date }) {
  const messages = useMessages('verification', verificationMessages);
  const m = messages.extraInfo;
  const issueDates = rgIssueDateRange(today);
  return (
    <>
      <p>{m.intro}</p>
      <Grid>
        <FormMaskedField name="cpf" label={m.cpf} mask="cpf" required />
        <FormTextField name="rg" label={m.rg} autoComplete="off" required />
        <FormTextField name="rgIssuer" label={m.rgIssuer} required />
        <FormTextField
          name="rgIssuedDate"
          label={m.rgIssuedDate}
          type="date"
          min={issueDates.min}
          max={issueDates.max}
          required
        />
        <FormMaskedField name="monthlyInvoicing" label={m.monthlyInvoicing} mask="money" required />
        {variant === 'cnpj' ? (
          <>
            <FormMaskedField name="shareCapital" label={m.shareCapital} mask="money" required />
            <FormMaskedField name="patrimony" label={m.patrimony} mask="money" required />
            <FormTextField
              name="softwareDescriptor"
              label={m.softwareDescriptor}
              hint={m.softwareDescriptorHint}
              maxLength={30}
              required
            />
          </>
        ) : (
          <>
            <FormSelect
              name="marital"
              label={m.marital}
              placeholder={m.choose}
              options={maritalStatuses.map((value) => ({ value, label: messages.marital[value] }))}
              required
            />
            <FormSelect
              name="education"
              label={m.education}
              placeholder={m.choose}
              options={educationLevels.map((value) => ({ value, label: messages.education[value] }))}
              required
            />
          </>
        )}
      </Grid>
    </>
  );
}
