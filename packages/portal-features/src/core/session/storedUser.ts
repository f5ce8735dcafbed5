import type { AbilityRule } from '../access/can';

type Text = string | null;
type Id = number | string | null;

/** The stored user of spec 3: exactly these fields, in localStorage under 'userData'. */
export interface StoredUser {
  name: string;
  email: string;
  role: string;
  avatar: Text;
  iduser: Id;
  company: {
    companyName: Text;
    document: Text;
    typeDocument: 'cpf' | 'cnpj' | null;
    class: Text;
    companyId: Id;
    socialReason: Text;
    documentNumber: Text;
  };
  address: { street: Text; city: Text; state: Text; zipCode: Text };
  accessToken: string;
  refreshToken: Text;
  ability: AbilityRule[];
  verify_documents: 0 | 1;
  two_factor_authentication: 0 | 1;
  requires2faAuth: boolean;
  isTheSupport: boolean;
  ismaster: 0 | 1;
  ismaster_accepted_platform_terms: boolean;
  birth_date: Text;
  mobile: Text;
}

// A hand-written check rather than zod: it runs on every page load, the login page included, and
// zod's core is 7 KiB of the login page's 110 KiB budget. Only the portal writes this value; the
// check keeps a hand-edited or outdated one from signing anybody in.
type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isText: Check = (value) => value == null || typeof value === 'string';
const isId: Check = (value) => value == null || typeof value === 'string' || typeof value === 'number';
const isFlag: Check = (value) => value === 0 || value === 1;
const isBoolean: Check = (value) => typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([field, check]) => check(value[field]));
const isRule = shape({ subject: isString, action: (value) => value === undefined || isString(value) });

const isStoredUser = shape({
  name: isString,
  email: isString,
  role: isString,
  avatar: isText,
  iduser: isId,
  company: shape({
    companyName: isText,
    document: isText,
    typeDocument: (value) => value == null || value === 'cpf' || value === 'cnpj',
    class: isText,
    companyId: isId,
    socialReason: isText,
    documentNumber: isText,
  }),
  address: shape({ street: isText, city: isText, state: isText, zipCode: isText }),
  accessToken: (value) => isString(value) && value !== '',
  refreshToken: isText,
  ability: (value) => Array.isArray(value) && value.every(isRule),
  verify_documents: isFlag,
  two_factor_authentication: isFlag,
  requires2faAuth: isBoolean,
  isTheSupport: isBoolean,
  ismaster: isFlag,
  ismaster_accepted_platform_terms: isBoolean,
  birth_date: isText,
  mobile: isText,
});

/** The stored user from what localStorage held, or null when it is not one. */
export function parseStoredUser(value: unknown): StoredUser | null {
  return isStoredUser(value) ? (value as StoredUser) : null;
}
