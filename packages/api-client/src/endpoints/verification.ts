import * as z from 'zod/mini';
import { anyResult, id, systemOriginQuery } from './common';
import { defineEndpoints } from './types';

export const documentsForValidation = ['CNH', 'RG'] as const;
export type DocumentForValidation = (typeof documentsForValidation)[number];

export const photoDocumentTypes = ['CNH_FRONT', 'CNH_BACK', 'RG_FRONT', 'RG_BACK', 'SELFIE'] as const;
export type PhotoDocumentType = (typeof photoDocumentTypes)[number];

export const companyDocumentTypes = [
  'CNPJ_CARD',
  'PROOF_OF_ADDRESS',
  'SOCIAL_CONTRACT',
  'BILLING_DECLARATION',
  'PROOF_OF_ACCOUNT',
  'PROOF_OF_RESIDENCE',
] as const;
export type CompanyDocumentType = (typeof companyDocumentTypes)[number];

export const operatorCreatePayloadSchema = z.object({
  systemOrigin: z.string(),
  name: z.string(),
  email: z.string(),
  /** Lower-case company class. */
  typeCompany: z.string(),
  toDocument: z.string(),
  typeDocument: z.string(),
  /** null for class WTL, else the company id as text. */
  whitelabelId: z.nullable(z.string()),
  phone: z.string(),
  documentForValidation: z.enum(documentsForValidation),
  typeRegister: z.literal('TO_VALIDATE_COMPANY'),
});
export type OperatorCreatePayload = z.input<typeof operatorCreatePayloadSchema>;

export const operatorUpdatePayloadSchema = z.extend(operatorCreatePayloadSchema, {
  currentEmail: z.string(),
  newEmail: z.string(),
});
export type OperatorUpdatePayload = z.input<typeof operatorUpdatePayloadSchema>;

export const sendDocumentPayloadSchema = z.object({
  idOperator: id,
  typeDocument: z.enum(photoDocumentTypes),
  /** The JPEG, base64 (optionally as a data URL). */
  fileBase64: z.string(),
});
export type SendDocumentPayload = z.input<typeof sendDocumentPayloadSchema>;

/** The multipart body of the company documents: fields named `document[i][type]` and `document[i][file]`. */
export const companyDocumentsFormSchema = z.object({
  systemOrigin: z.string(),
  idOperator: z.string(),
  document: z.array(z.object({ type: z.enum(companyDocumentTypes), file: z.file() })),
});

export interface CompanyDocumentsPayload {
  idOperator: string | number;
  documents: ReadonlyArray<{ type: CompanyDocumentType; file: Blob; fileName?: string }>;
}

export const verifyDocumentPayloadSchema = z.object({
  idUser: id,
  idOperator: id,
  /** CPF digits only. */
  document: z.string(),
  finances: z.object({
    monthlyInvoicing: z.string(),
    shareCapital: z.optional(z.string()),
    patrimony: z.optional(z.string()),
  }),
  otherInfo: z.record(z.string(), z.string()),
});
export type VerifyDocumentPayload = z.input<typeof verifyDocumentPayloadSchema>;

export const operatorResultSchema = z.object({ data: z.object({ id, typeDocument: z.nullish(z.string()) }) });
export type OperatorResult = z.output<typeof operatorResultSchema>;

/** The identity verification: the operator record, the photos, the company documents (spec 2.1, 4.1, 4.7, 7). */
export const verificationEndpoints = defineEndpoints({
  operatorByEmail: {
    method: 'GET',
    path: 'api/operator/by-email/{email}',
    base: 'api',
    auth: true,
    group: 'verification',
    params: z.object({ email: z.string() }),
    query: systemOriginQuery,
    response: operatorResultSchema,
    errors: [401, 404, 500],
  },
  updateOperator: {
    method: 'POST',
    path: 'api/operator/update-data-by-email',
    base: 'api',
    auth: true,
    group: 'verification',
    body: operatorUpdatePayloadSchema,
    response: operatorResultSchema,
    errors: [401, 404, 422, 500],
  },
  createOperator: {
    method: 'POST',
    path: 'api/operator/create',
    base: 'api',
    auth: true,
    group: 'verification',
    body: operatorCreatePayloadSchema,
    response: operatorResultSchema,
    errors: [401, 422, 500],
  },
  sendDocument: {
    method: 'POST',
    path: 'api/operator/send-document',
    base: 'api',
    auth: true,
    group: 'verification',
    body: sendDocumentPayloadSchema,
    response: anyResult,
    errors: [401, 422, 500],
  },
  sendCompanyDocuments: {
    method: 'POST',
    path: 'api/operator/send-document-by-company',
    base: 'api',
    auth: true,
    group: 'verification',
    body: companyDocumentsFormSchema,
    bodyType: 'multipart',
    response: anyResult,
    errors: [401, 422, 500],
  },
  verifyDocument: {
    method: 'POST',
    path: 'invide-user/send/verify-document',
    base: 'api',
    auth: true,
    group: 'verification',
    body: verifyDocumentPayloadSchema,
    response: anyResult,
    errors: [401, 422, 500],
  },
});
