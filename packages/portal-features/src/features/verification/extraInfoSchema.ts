import { isValidCpf } from '@painel/ui';
import * as z from 'zod/mini';
import { isoDay } from '../../core/dates';
import { verificationMessages } from './messages';

const m = verificationMessages.validation;

export const maritalStatuses = [
  'SINGLE',
  'MARRIED',
  'LEGALLY_SEPARATED',
  'DIVORCED',
  'STABLE_UNION',
  'DETACHED',
  'WIDOWER',
] as const;
export const educationLevels = [
  'ILLITERATE',
  'ELEMENTARY_1_TO_4_YEAR',
  'ELEMENTARY_5_YEAR',
  'ELEMENTARY_6_TO_8_YEAR',
  'COMPLETE_ELEMENTARY',
  'INCOMPLETE_HIGH_SCHOOL',
  'COMPLETE_HIGH_SCHOOL',
  'INCOMPLETE_HIGHER',
  'COMPLETE_HIGHER',
  'POSTGRADUATE',
  'MASTER_DEGREE',
  'DOCTORATE_DEGREE',
] as const;

/** Spec 9: the RG issue date is at most 10 years old. */
export const RG_MAX_AGE_YEARS = 10;

const filled = (message: string) => z.refine<string>((value) => value.trim() !== '', message);
const unlessEmpty = (test: (value: string) => boolean, message: string) =>
  z.refine<string>((value) => value.trim() === '' || test(value.trim()), message);

/** The oldest accepted issue date: the same day, ten years before `today`. */
export function oldestRgIssueDate(today: Date): string {
  const oldest = new Date(today);
  oldest.setFullYear(today.getFullYear() - RG_MAX_AGE_YEARS);
  return isoDay(oldest);
}

/**
 * The accepted RG issue dates as the date picker's `min` and `max`: the same local days the rule checks, so
 * after 21:00 in Brazil (already tomorrow in UTC) the picker never offers a day the rule rejects.
 */
export function rgIssueDateRange(today: Date): { min: string; max: string } {
  return { min: oldestRgIssueDate(today), max: isoDay(today) };
}

const money = (requiredMessage: string) =>
  z.string().check(
    filled(requiredMessage),
    unlessEmpty((value) => value.length <= 15, m.moneyTooLong),
  );

/**
 * The extra-information form of spec 5, both variants. `today` is injectable so the date rules can be
 * tested; dates compare as 'YYYY-MM-DD' text, so the time of day and time zones play no part.
 */
export function extraInfoSchema(today: Date = new Date()) {
  const { min: oldest, max: todayIso } = rgIssueDateRange(today);
  const common = {
    cpf: z.string().check(
      filled(m.cpfRequired),
      unlessEmpty((value) => value.length === 14 && isValidCpf(value), m.cpfInvalid),
    ),
    rg: z.string().check(
      filled(m.rgRequired),
      unlessEmpty((value) => /^[A-Za-z0-9]*$/.test(value), m.rgCharacters),
      unlessEmpty((value) => !/^[A-Za-z0-9]*$/.test(value) || (value.length >= 9 && value.length <= 12), m.rgLength),
    ),
    rgIssuer: z.string().check(
      filled(m.rgIssuerRequired),
      unlessEmpty((value) => value.length >= 3 && value.length <= 30, m.rgIssuerLength),
    ),
    rgIssuedDate: z.string().check(
      filled(m.rgIssuedDateRequired),
      unlessEmpty((value) => value <= todayIso, m.rgIssuedDateFuture),
      unlessEmpty((value) => value > todayIso || value >= oldest, m.rgIssuedDateTooOld),
    ),
    monthlyInvoicing: money(m.monthlyInvoicingRequired),
  };
  return z.discriminatedUnion('variant', [
    z.object({
      variant: z.literal('cnpj'),
      ...common,
      shareCapital: money(m.shareCapitalRequired),
      patrimony: money(m.patrimonyRequired),
      softwareDescriptor: z.string().check(
        filled(m.softwareDescriptorRequired),
        unlessEmpty((value) => value.length >= 1 && value.length <= 30, m.softwareDescriptorLength),
      ),
    }),
    z.object({
      variant: z.literal('cpf'),
      ...common,
      marital: z
        .string()
        .check(z.refine((value) => (maritalStatuses as readonly string[]).includes(value), m.maritalRequired)),
      education: z
        .string()
        .check(z.refine((value) => (educationLevels as readonly string[]).includes(value), m.educationRequired)),
    }),
  ]);
}

export type ExtraInfoValues = z.output<ReturnType<typeof extraInfoSchema>>;
export type ExtraInfoVariant = ExtraInfoValues['variant'];

/** Empty values of a variant, for the form's first render. */
export function emptyExtraInfo(variant: ExtraInfoVariant): ExtraInfoValues {
  const common = { cpf: '', rg: '', rgIssuer: '', rgIssuedDate: '', monthlyInvoicing: '' };
  return variant === 'cnpj'
    ? { variant, ...common, shareCapital: '', patrimony: '', softwareDescriptor: '' }
    : { variant, ...common, marital: '', education: '' };
}
