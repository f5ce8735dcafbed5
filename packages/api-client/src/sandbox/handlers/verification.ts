import { HttpResponse, type HttpHandler } from 'msw';
import { companyDocumentTypes } from '../../endpoints/verification';
import type { SandboxDb } from '../db';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import { isEmail, isPresent, isString, matches, oneOf, required, validate, type Rule } from '../validate';

const operatorRules: Record<string, Rule[]> = {
  systemOrigin: [required, isString],
  name: [required, isString],
  email: [required, isEmail],
  typeCompany: [required, matches(/^[a-z]+$/, 'O campo deve estar em minúsculas.')],
  toDocument: [required, isString],
  typeDocument: [required, isString],
  whitelabelId: [isPresent, (v) => (v === null || typeof v === 'string' ? null : 'O campo deve ser texto ou nulo.')],
  phone: [required, isString],
  documentForValidation: [required, oneOf('CNH', 'RG')],
  typeRegister: [required, oneOf('TO_VALIDATE_COMPANY')],
};

const operatorAnswer = (operator: { id: number; typeDocument: string }) =>
  HttpResponse.json({ data: { id: operator.id, typeDocument: operator.typeDocument } });

/** Reads the multipart company upload: its fields, or the per-field problems of spec 7. */
function companyUpload(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const errors: Record<string, string[]> = {};
  if (!form.get('systemOrigin')) errors.systemOrigin = ['O campo systemOrigin é obrigatório.'];
  if (!form.get('idOperator')) errors.idOperator = ['O campo idOperator é obrigatório.'];
  const types: string[] = [];
  for (let index = 0; form.has(`document[${index}][type]`); index += 1) {
    const type = text(`document[${index}][type]`);
    const file = form.get(`document[${index}][file]`);
    if (!(companyDocumentTypes as readonly string[]).includes(type))
      errors[`document.${index}.type`] = ['O tipo de documento é inválido.'];
    if (!(file instanceof File) || file.size === 0) errors[`document.${index}.file`] = ['O arquivo é obrigatório.'];
    types.push(type);
  }
  if (types.length === 0) errors.document = ['O campo document é obrigatório.'];
  return { idOperator: text('idOperator'), types, errors };
}

/** The operator record, the photos, the company documents and the verification itself. */
export function verificationHandlers(db: SandboxDb, { signedIn }: SandboxRouter): HttpHandler[] {
  const state = () => db.read();
  return [
    signedIn('operatorByEmail', ({ params }) => {
      const operator = state().operators.find((o) => o.email === decodeURIComponent(String(params.email)));
      return operator ? operatorAnswer(operator) : notFound('Operador não encontrado.');
    }),

    signedIn('updateOperator', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        ...operatorRules,
        currentEmail: [required, isEmail],
        newEmail: [required, isEmail],
      });
      if (problems) return invalid(problems);
      const data = body as Record<string, string>;
      const existing = state().operators.find((o) => o.email === data.currentEmail);
      if (!existing) return notFound('Operador não encontrado.');
      db.update((s) => {
        const target = s.operators.find((o) => o.id === existing.id);
        if (target)
          Object.assign(target, {
            email: data.newEmail,
            name: data.name,
            documentForValidation: data.documentForValidation,
            lastPayload: data,
          });
      });
      return operatorAnswer(existing);
    }),

    signedIn('createOperator', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, operatorRules);
      if (problems) return invalid(problems);
      const data = body as Record<string, string>;
      const operator = {
        id: state().operators.reduce((max, o) => Math.max(max, o.id), 500) + 1,
        email: data.email ?? '',
        name: data.name ?? '',
        typeDocument: data.typeDocument ?? '',
        documentForValidation: data.documentForValidation ?? '',
        photos: {},
        companyDocuments: [],
        lastPayload: data,
      };
      db.update((s) => {
        s.operators.push(operator);
      });
      return operatorAnswer(operator);
    }),

    signedIn('sendDocument', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        idOperator: [required],
        typeDocument: [required, oneOf('CNH_FRONT', 'CNH_BACK', 'RG_FRONT', 'RG_BACK', 'SELFIE')],
        fileBase64: [
          required,
          matches(/^(data:image\/jpeg;base64,)?[A-Za-z0-9+/]+=*$/, 'O campo deve ser uma imagem JPEG em base64.'),
        ],
      });
      if (problems) return invalid(problems);
      const data = body as { idOperator: string | number; typeDocument: string };
      db.update((s) => {
        const operator = s.operators.find((o) => String(o.id) === String(data.idOperator));
        if (operator) operator.photos[data.typeDocument] = Date.now();
      });
      return HttpResponse.json({ message: 'Documento recebido.' });
    }),

    signedIn('sendCompanyDocuments', async ({ request }) => {
      const form = await request.formData().catch(() => null);
      if (!form)
        return invalid({
          message: 'Envie os arquivos como multipart/form-data.',
          errors: { document: ['O campo document é obrigatório.'] },
        });
      const upload = companyUpload(form);
      if (Object.keys(upload.errors).length > 0)
        return invalid({ message: 'Os dados fornecidos são inválidos.', errors: upload.errors });
      db.update((s) => {
        const operator = s.operators.find((o) => String(o.id) === upload.idOperator);
        if (operator) operator.companyDocuments = upload.types;
      });
      return HttpResponse.json({ message: 'Arquivos recebidos.' });
    }),

    signedIn('verifyDocument', async ({ request, account }) => {
      const body = await jsonBody(request);
      const data = (body ?? {}) as Record<string, unknown>;
      const finances = (data.finances ?? {}) as Record<string, unknown>;
      const problems =
        validate(body, {
          idUser: [required],
          idOperator: [required],
          document: [required, matches(/^\d{11}$|^\d{14}$/, 'O documento deve ter só os dígitos do CPF.')],
          finances: [required],
          otherInfo: [required],
        }) ?? validate(finances, { monthlyInvoicing: [required, matches(/^\d+$/, 'O valor deve ter só dígitos.')] });
      if (problems) return invalid(problems);
      db.update((s) => {
        const target = s.accounts.find((a) => a.email === account.email);
        if (target) target.verify_documents = 1;
        s.verifications.push({
          idUser: data.idUser as string,
          idOperator: data.idOperator as string,
          document: String(data.document),
          finances,
          otherInfo: (data.otherInfo ?? {}) as Record<string, unknown>,
        });
      });
      return HttpResponse.json({ message: 'Verificação recebida.' });
    }),
  ];
}
