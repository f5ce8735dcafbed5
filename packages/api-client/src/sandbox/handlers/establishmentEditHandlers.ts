import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { fillPath } from '../../endpoints/types';
import { STATUS_REASON_MAX, STATUS_REASON_MIN } from '../../establishment/establishmentVocabulary';
import { documentCharactersOf } from '../../money/documents';
import { NO_CHECKER_MESSAGE, raiseApproval } from '../access/approvalRequests';
import { audit } from '../auditLog';
import type { SandboxDb } from '../db';
import {
  channelsProblemOf,
  keptAccountOf,
  settlementAccountProblemOf,
  storeDataProblemOf,
} from '../establishment/establishmentRules';
import type { EstablishmentViews } from '../establishment/establishmentViews';
import { cepDigitsOf, maskCep } from '../establishment/registry';
import type { MoneySandbox } from '../money/moneySandbox';
import { accountCan } from '../money/scope';
import { jsonBody, notFound, type SandboxRouter } from '../routes';
import { fail, forbidden } from './moneyActionKit';

/** Whether a holder's document is the store's, whose CPF the record shows masked (its hidden digits not compared). */
function isStoresDocument(shown: string, holder: string) {
  const store = shown.replace(/[^0-9A-Za-z*•]/g, '').toUpperCase();
  const typed = documentCharactersOf(holder);
  return store.length === typed.length && [...store].every((char, index) => /[*•]/.test(char) || char === typed[index]);
}

const accountLine = (account: { bankName: string; branch: string; account: string } | null) =>
  account ? `${account.bankName} · agência ${account.branch} · conta ${account.account}` : 'Nenhuma';

/**
 * Editing a store: its data apply at once and are audited; a new settlement account is a request a second person
 * approves (four eyes), never applied by the one who asked, one at a time per store.
 */
export function establishmentEditHandlers(
  db: SandboxDb,
  money: MoneySandbox,
  views: EstablishmentViews,
  { signedIn }: SandboxRouter,
): HttpHandler[] {
  return [
    signedIn('updateEstablishment', async ({ request, params, account }) => {
      if (!accountCan(account, 'edit_establishments')) return forbidden('Você não pode editar lojas.');
      const h = money.history();
      const record = views.recordFor(account, h, params.id);
      if (!record) return notFound('Loja não encontrada.');
      const parsed = endpoints.updateEstablishment.body.safeParse(await jsonBody(request));
      if (!parsed.success) return fail('body', 'Dados da loja incompletos.');
      const body = parsed.data;
      const store = record.kind === 'store';
      const problem = storeDataProblemOf(body) ?? (store ? channelsProblemOf(body.channels) : null);
      if (problem) return fail(...problem);
      const bank = body.settlementAccount;
      const reason = body.reason.trim();
      if (bank) {
        if (!store) return fail('settlementAccount', 'Um white label não tem conta de liquidação.');
        const accountProblem = settlementAccountProblemOf(bank, documentCharactersOf(bank.holderDocument));
        if (accountProblem) return fail(...accountProblem);
        if (!isStoresDocument(record.document, bank.holderDocument))
          return fail(
            'settlementAccount.holderDocument',
            'A conta de liquidação deve ser do próprio estabelecimento (mesmo CPF/CNPJ).',
          );
        if (reason.length < STATUS_REASON_MIN || reason.length > STATUS_REASON_MAX)
          return fail(
            'reason',
            `Diga por que a conta muda, em ${STATUS_REASON_MIN} a ${STATUS_REASON_MAX} caracteres.`,
          );
        if (views.pendingAccountOf(record.id))
          return fail('settlementAccount', 'Já há uma nova conta desta loja aguardando aprovação.');
      }
      const merchant = record.merchantIndex === null ? undefined : h.directory.merchants[record.merchantIndex];
      const before = views.profileOf(record, merchant?.name, record.id * 7);
      const path = fillPath(endpoints.updateEstablishment.path, { id: String(record.id) });
      const approval = bank
        ? raiseApproval(db, account, {
            kind: 'settlementAccount',
            title: `Nova conta de liquidação: ${record.tradeName}`,
            changes: [
              {
                label: 'Conta de liquidação',
                before: accountLine(before.bankAccount),
                after: accountLine(keptAccountOf(bank, record.legalName)),
              },
            ],
            reason,
            payload: { establishmentId: record.id, bankAccount: keptAccountOf(bank, record.legalName) },
          })
        : null;
      if (bank && !approval) return fail('settlementAccount', NO_CHECKER_MESSAGE);
      const profile = {
        address: { ...body.address, cep: maskCep(cepDigitsOf(body.address.cep)) },
        contact: body.contact,
        channels: store ? [...new Set(body.channels)] : [],
      };
      db.update((state) => {
        const edit = state.establishmentEdits.find((candidate) => candidate.id === record.id);
        const changes = { tradeName: body.tradeName.trim(), mcc: body.mcc, profile };
        if (edit) Object.assign(edit, changes);
        else state.establishmentEdits.push({ id: record.id, ...changes });
      });
      audit(
        db,
        account,
        { model: 'Establishment', id: String(record.id), companyId: record.owner.companyId },
        path,
        { loja: record.tradeName, mcc: record.mcc, endereco: before.address, contato: before.contact },
        {
          loja: body.tradeName.trim(),
          mcc: body.mcc,
          endereco: profile.address,
          contato: profile.contact,
          ...(approval ? { novaConta: approval.id } : {}),
        },
      );
      const after = views.recordFor(account, money.history(), record.id) ?? record;
      return HttpResponse.json({
        establishment: views.detailOf(money.history(), account, after),
        approval: approval ? { id: approval.id } : null,
      });
    }),
  ];
}
