import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { reviewedCategories } from '../../establishment/establishmentVocabulary';
import { documentCharactersOf } from '../../money/documents';
import { audit } from '../auditLog';
import type { SandboxDb } from '../db';
import {
  establishmentsOf,
  isEstablishmentInScope,
  type CreatedEstablishment,
} from '../establishment/establishmentRecords';
import { keptAccountOf, newStoreProblemOf } from '../establishment/establishmentRules';
import { statusWords } from '../establishment/establishmentWords';
import { cepDigitsOf, formatDocument, knownPostalCodes, maskCep, registryRecordOf } from '../establishment/registry';
import type { MoneySandbox } from '../money/moneySandbox';
import { accountCan, moneyScopeOf } from '../money/scope';
import { jsonBody, notFound, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { fail, forbidden } from './moneyActionKit';

/** Creating a store (or a white label): the registry's and the postal code's lookups, and the creation itself. */
export function establishmentCreationHandlers(
  db: SandboxDb,
  money: MoneySandbox,
  { signedIn }: SandboxRouter,
): HttpHandler[] {
  /** A store already on the document; where it is only when it is in the caller's own tree (no other's names). */
  const registeredOn = (account: SandboxAccount, characters: string) => {
    const h = money.history();
    const record = establishmentsOf(h.directory, db.read()).find(
      (candidate) => candidate.kind === 'store' && documentCharactersOf(candidate.document) === characters,
    );
    if (!record) return null;
    return isEstablishmentInScope(record, moneyScopeOf(account, db, h))
      ? { tradeName: record.tradeName, whiteLabel: record.whiteLabel?.name ?? null }
      : { tradeName: null, whiteLabel: null };
  };

  return [
    signedIn('lookupRegistry', ({ params, account }) => {
      if (!accountCan(account, 'create_establishment')) return forbidden('Você não pode cadastrar lojas.');
      const characters = documentCharactersOf(String(params.document ?? ''));
      const registry = registryRecordOf(characters);
      if (!registry) return fail('document', 'CPF ou CNPJ inválido.');
      return HttpResponse.json({ ...registry, alreadyRegistered: registeredOn(account, characters) });
    }),

    signedIn('lookupPostalCode', ({ params }) => {
      const digits = cepDigitsOf(String(params.cep ?? ''));
      if (digits.length !== 8) return fail('cep', 'CEP: 8 dígitos.');
      const place = knownPostalCodes[digits];
      if (!place) return notFound('CEP não encontrado: informe o endereço.');
      return HttpResponse.json({ cep: maskCep(digits), ...place });
    }),

    signedIn('createEstablishment', async ({ request, account }) => {
      if (!accountCan(account, 'create_establishment')) return forbidden('Você não pode cadastrar lojas.');
      const parsed = endpoints.createEstablishment.body.safeParse(await jsonBody(request));
      if (!parsed.success) return fail('body', 'Dados da loja incompletos.');
      const body = parsed.data;
      const repeated = db
        .read()
        .createdEstablishments.find(
          (record) => record.idempotencyKey === body.idempotencyKey && record.createdBy === account.email,
        );
      if (repeated) return HttpResponse.json({ id: repeated.id, status: repeated.status }, { status: 201 });
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      if (body.kind === 'whiteLabel' && scope.kind !== 'all')
        return forbidden('Só a equipe da plataforma cria white labels.');
      const characters = documentCharactersOf(body.document);
      const problem = newStoreProblemOf(body, characters);
      if (problem) return fail(...problem);
      const registered = registeredOn(account, characters);
      if (registered)
        return fail(
          'document',
          registered.tradeName === null
            ? 'Este documento já está cadastrado na plataforma, fora da sua carteira.'
            : `Este documento já está cadastrado: loja “${registered.tradeName}”${registered.whiteLabel ? ` (${registered.whiteLabel})` : ''}.`,
        );
      // A white label's own people create in their tree; platform staff choose one (or none).
      const whiteLabelId =
        scope.kind === 'partner' ? scope.partnerId : body.kind === 'store' ? body.whiteLabelId : null;
      const whiteLabel = h.directory.partners.find((partner) => partner.companyId === whiteLabelId) ?? null;
      if (whiteLabelId !== null && !whiteLabel) return fail('whiteLabelId', 'White label não encontrado.');
      const registry = registryRecordOf(characters)!;
      const records = establishmentsOf(h.directory, db.read());
      const id = Math.max(...records.map((record) => record.id)) + 1;
      const ownerId = Math.max(...records.map((record) => record.owner.companyId)) + 1;
      const status = scope.kind === 'all' && !reviewedCategories.includes(body.mcc) ? 'active' : 'analysis';
      const { address, settlementAccount: bank } = body;
      const created: CreatedEstablishment = {
        id,
        kind: body.kind,
        tradeName: body.tradeName.trim(),
        legalName: registry.legalName,
        document: formatDocument(characters),
        owner: { companyId: body.kind === 'whiteLabel' ? id : ownerId, name: registry.legalName },
        whiteLabel: whiteLabel ? { companyId: whiteLabel.companyId, name: whiteLabel.name } : null,
        merchantIndex: null,
        storeIndex: null,
        mcc: body.mcc,
        city: address.city.trim(),
        state: address.state,
        createdAt: new Date().toISOString(),
        terminals: 0,
        status,
        statusReason: status === 'analysis' ? 'Cadastro aguardando a análise da plataforma.' : null,
        statusHistory: [],
        profile: {
          address: { ...address, cep: maskCep(cepDigitsOf(address.cep)) },
          contact: body.contact,
          bankAccount: body.kind === 'store' && bank ? keptAccountOf(bank, registry.legalName) : null,
          channels: body.kind === 'store' ? [...new Set(body.channels)] : [],
        },
        idempotencyKey: body.idempotencyKey,
        createdBy: account.email,
      };
      db.update((state) => {
        state.createdEstablishments.push(created);
      });
      audit(
        db,
        account,
        { model: 'Establishment', id: String(id), companyId: created.owner.companyId },
        endpoints.createEstablishment.path,
        {},
        { loja: created.tradeName, documento: created.document, situacao: statusWords[status] },
      );
      return HttpResponse.json({ id, status }, { status: 201 });
    }),
  ];
}
