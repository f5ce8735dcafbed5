import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import type { CreatePaymentLinkInput, UpdatePaymentLinkInput } from '../../endpoints/paymentLinkEndpoints';
import { fillPath } from '../../endpoints/types';
import { linkExpiryOf, linkTotalOf, paymentLinkStatuses, paymentLinkStatusLabels } from '../../money/paymentLinkRules';
import { paymentLinkProblems } from '../../money/paymentLinkValidation';
import type { SandboxDb, StoredPaymentLink } from '../db';
import { USER_SALE_ORDINAL_BASE } from '../money/history';
import type { MoneySandbox } from '../money/moneySandbox';
import { linkPaymentViewOf, linkViewOf } from '../money/paymentLinkViews';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { audit } from '../auditLog';
import { fail, forbidden, idempotentBody, ownCompanyOf, reais } from './moneyActionKit';
import { fold } from '../money/records';

const CIVIL = /^\d{4}-\d{2}-\d{2}$/;

/** A paid payment's sale in the transactions: its day and its place among the link sales. */
export const transactionIdOfPayment = (paidAt: string, index: number) =>
  `TX${paidAt.slice(0, 10).replaceAll('-', '')}${USER_SALE_ORDINAL_BASE + index}`;

/** Links are hex ids (spec 2.2: /checkout/{hex id}), 20 digits, not guessable from one another. */
export const newHexId = () => Array.from({ length: 20 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

const methodsText = (link: StoredPaymentLink) =>
  Object.entries(link.methods)
    .filter(([, value]) => value !== null)
    .map(([name]) => name)
    .join(', ');

/** What the audit log shows of a link: the fields a person reads, in the log's words. */
const auditView = (link: StoredPaymentLink) => ({
  nome: link.name,
  valor: link.openAmount ? 'aberto' : reais(linkTotalOf(link.items, link.shipping)),
  formas: methodsText(link),
  expira_em: link.expiresOn ?? 'nunca',
  limite: link.usageLimit ?? 'sem limite',
  url_retorno: link.returnUrl ?? '',
});

/** The fields of a request that a person may change on a link (items and amounts while nobody has paid). */
function linkFieldsOf(body: UpdatePaymentLinkInput, kind: StoredPaymentLink['kind'], today: string) {
  return {
    name: body.name.trim(),
    items: body.items.map((item) => ({
      name: item.name.trim(),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      ...(item.description?.trim() ? { description: item.description.trim() } : {}),
    })),
    shipping: body.shipping ?? 0,
    openAmount: body.openAmount === true,
    methods: { card: body.methods.card ?? null, pix: body.methods.pix ?? null, boleto: body.methods.boleto ?? null },
    collect: body.collect,
    customer: kind === 'single' ? (body.customer ?? null) : null,
    expiresOn: linkExpiryOf(today, { on: body.expiresOn ?? null, days: body.expiresInDays ?? null }),
    usageLimit: kind === 'reusable' ? (body.usageLimit ?? null) : null,
    returnUrl: body.returnUrl?.trim() || null,
  };
}

const sameAmounts = (a: Pick<StoredPaymentLink, 'items' | 'shipping' | 'openAmount'>, b: typeof a) =>
  JSON.stringify([a.items, a.shipping, a.openAmount]) === JSON.stringify([b.items, b.shipping, b.openAmount]);

/** Payment links: those of the companies in scope; merchants with create_links create and deactivate theirs. */
export function paymentLinkHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  const views = (links: readonly StoredPaymentLink[]) => {
    const h = money.history();
    const { checkoutPayments } = db.read();
    const today = money.now().date;
    return links.map((link) => linkViewOf(h, link, checkoutPayments, today));
  };

  /** A link the caller may act on, or the answer that says why not. */
  const ownLink = (id: unknown, account: SandboxAccount) => {
    const h = money.history();
    const link = db.read().paymentLinks.find((l) => l.id === id);
    if (!link || !canSee(h, moneyScopeOf(account, db, h), link.companyId))
      return notFound('Link de pagamento não encontrado.');
    return link;
  };

  return [
    signedIn('paymentLinks', ({ request, account }) => {
      if (!accountCan(account, 'view_links')) return forbidden();
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name);
      const kind = get('kind') === 'single' ? 'single' : get('kind') === 'reusable' ? 'reusable' : null;
      const from = get('from');
      const to = get('to');
      if (!kind || (from && !CIVIL.test(from)) || (to && !CIVIL.test(to)) || (from && to && to < from))
        return invalid({
          message: 'Filtros inválidos.',
          errors: { from: ['Informe um período válido (AAAA-MM-DD).'] },
        });
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const statuses = (get('status') ?? '')
        .split(',')
        .filter((s) => (paymentLinkStatuses as readonly string[]).includes(s));
      const needle = fold(get('q')?.trim() ?? '');
      const matched = views(
        db.read().paymentLinks.filter(
          (link) =>
            link.kind === kind &&
            // A plan's subscribe link belongs to the plan, among the recurrences.
            !link.recurrenceId &&
            canSee(h, scope, link.companyId) &&
            (!from || link.createdAt.slice(0, 10) >= from) &&
            (!to || link.createdAt.slice(0, 10) <= to) &&
            (!needle || fold(link.name).includes(needle)),
        ),
      )
        .filter((link) => statuses.length === 0 || statuses.includes(link.status))
        .reverse();
      const pageSize = get('pageSize') === 'all' ? Math.max(1, matched.length) : Number(get('pageSize') ?? 20) || 20;
      const page = Math.max(1, Number(get('page') ?? 1) || 1);
      return HttpResponse.json({
        items: matched.slice((page - 1) * pageSize, page * pageSize),
        total: matched.length,
        page,
        pageSize,
        totals: {
          links: matched.length,
          payments: matched.reduce((sum, link) => sum + link.paymentsCount, 0),
          paidAmount: matched.reduce((sum, link) => sum + link.paidAmount, 0),
        },
        canCreate: accountCan(account, 'create_links') && ownCompanyOf(db, h, account, undefined) !== undefined,
      });
    }),

    signedIn('paymentLink', ({ params, account }) => {
      if (!accountCan(account, 'view_links')) return forbidden();
      const h = money.history();
      const link = db.read().paymentLinks.find((l) => l.id === params.id);
      if (!link || !canSee(h, moneyScopeOf(account, db, h), link.companyId))
        return notFound('Link de pagamento não encontrado.');
      const now = money.now();
      const payments = db.read().checkoutPayments;
      const [view] = views([link]);
      return HttpResponse.json({
        link: view,
        payments: payments
          .map((payment, index) => ({ payment, index }))
          .filter(({ payment }) => payment.linkId === link.id)
          .reverse()
          .map(({ payment, index }) =>
            linkPaymentViewOf(
              payment,
              now.iso,
              payment.status === 'paid' || (payment.method === 'card' && payment.status === 'refused')
                ? transactionIdOfPayment(payment.paidAt ?? payment.createdAt, index)
                : null,
            ),
          ),
      });
    }),

    signedIn('createPaymentLink', async ({ request, account }) => {
      if (!accountCan(account, 'create_links')) return forbidden('Você não tem permissão para criar links.');
      const parsed = await idempotentBody(request);
      if ('response' in parsed) return parsed.response;
      const { key } = parsed;
      const body = parsed.body as unknown as CreatePaymentLinkInput;
      const h = money.history();
      const companyId = ownCompanyOf(db, h, account, undefined);
      if (companyId === undefined) return forbidden('Só um estabelecimento cria links de pagamento.');
      const repeated = db.read().paymentLinks.find((link) => link.idempotencyKey === key);
      if (repeated) return HttpResponse.json(views([repeated])[0], { status: 201 });
      const now = money.now();
      let problems: Partial<Record<string, string>>;
      try {
        problems = paymentLinkProblems(body, now.date);
      } catch {
        return invalid({ message: 'Dados inválidos.', errors: { name: ['Dados do link incompletos.'] } });
      }
      const fields = Object.entries(problems);
      if (fields.length > 0)
        return invalid({
          message: fields[0]?.[1] ?? 'Dados inválidos.',
          errors: Object.fromEntries(fields.map(([field, message]) => [field, [message ?? '']])),
        });
      const stored: StoredPaymentLink = {
        id: newHexId(),
        companyId,
        idempotencyKey: key,
        kind: body.kind,
        ...linkFieldsOf(body, body.kind, now.date),
        createdAt: now.iso,
        createdBy: { name: account.name, email: account.email },
        deactivatedAt: null,
      };
      db.update((state) => void state.paymentLinks.push(stored));
      const [view] = views([stored]);
      audit(
        db,
        account,
        { model: 'PaymentLink', id: stored.id, companyId: stored.companyId },
        endpoints.createPaymentLink.path,
        {},
        { link: stored.id, tipo: stored.kind === 'single' ? 'Personalizado' : 'Anônimo', ...auditView(stored) },
      );
      return HttpResponse.json(view, { status: 201 });
    }),

    signedIn('updatePaymentLink', async ({ request, params, account }) => {
      if (!accountCan(account, 'create_links')) return forbidden('Você não tem permissão para alterar links.');
      const link = ownLink(params.id, account);
      if (link instanceof Response) return link;
      if (link.deactivatedAt) return fail('id', 'Um link inativo não pode ser alterado.');
      const body = ((await jsonBody(request)) ?? {}) as UpdatePaymentLinkInput;
      const now = money.now();
      let problems: Partial<Record<string, string>>;
      try {
        problems = paymentLinkProblems({ ...body, kind: link.kind }, now.date);
      } catch {
        return fail('name', 'Dados do link incompletos.');
      }
      const fields = Object.entries(problems);
      if (fields.length > 0)
        return invalid({
          message: fields[0]?.[1] ?? 'Dados inválidos.',
          errors: Object.fromEntries(fields.map(([field, message]) => [field, [message ?? '']])),
        });
      const changed = linkFieldsOf(body, link.kind, now.date);
      if (!views([link])[0]?.editable && !sameAmounts(link, changed))
        return fail('items', 'Este link já recebeu pagamentos: itens e valores não podem mudar.');
      // Read before the change: the state's objects are changed in place.
      const before = auditView(link);
      db.update((state) => {
        const stored = state.paymentLinks.find((l) => l.id === link.id);
        if (stored) Object.assign(stored, changed);
      });
      const updated = db.read().paymentLinks.find((l) => l.id === link.id) ?? link;
      audit(
        db,
        account,
        { model: 'PaymentLink', id: link.id, companyId: link.companyId },
        fillPath(endpoints.updatePaymentLink.path, { id: link.id }),
        { link: link.id, ...before },
        { link: link.id, ...auditView(updated) },
      );
      return HttpResponse.json(views([updated])[0]);
    }),

    signedIn('deletePaymentLink', ({ params, account }) => {
      if (!accountCan(account, 'create_links')) return forbidden('Você não tem permissão para excluir links.');
      const link = ownLink(params.id, account);
      if (link instanceof Response) return link;
      if (db.read().checkoutPayments.some((payment) => payment.linkId === link.id))
        return fail('id', 'Este link já recebeu pagamentos: desative-o em vez de excluir.');
      db.update((state) => {
        state.paymentLinks = state.paymentLinks.filter((l) => l.id !== link.id);
      });
      audit(
        db,
        account,
        { model: 'PaymentLink', id: link.id, companyId: link.companyId },
        fillPath(endpoints.deletePaymentLink.path, { id: link.id }),
        { link: link.id, ...auditView(link) },
        { link: link.id, excluido: 'sim' },
      );
      return HttpResponse.json({ id: link.id });
    }),

    signedIn('deactivatePaymentLink', ({ params, account }) => {
      if (!accountCan(account, 'create_links')) return forbidden('Você não tem permissão para desativar links.');
      const h = money.history();
      const link = db.read().paymentLinks.find((l) => l.id === params.id);
      if (!link || !canSee(h, moneyScopeOf(account, db, h), link.companyId))
        return notFound('Link de pagamento não encontrado.');
      const [before] = views([link]);
      if (link.deactivatedAt)
        return invalid({ message: 'Este link já está inativo.', errors: { id: ['Este link já está inativo.'] } });
      const now = money.now();
      db.update((state) => {
        const stored = state.paymentLinks.find((l) => l.id === link.id);
        if (stored) stored.deactivatedAt = now.iso;
      });
      const updated = db.read().paymentLinks.find((l) => l.id === link.id) ?? link;
      const [after] = views([updated]);
      audit(
        db,
        account,
        { model: 'PaymentLink', id: link.id, companyId: link.companyId },
        fillPath(endpoints.deactivatePaymentLink.path, { id: link.id }),
        { link: link.id, status: paymentLinkStatusLabels[before?.status ?? 'active'] },
        { link: link.id, status: paymentLinkStatusLabels[after?.status ?? 'inactive'] },
      );
      return HttpResponse.json(after);
    }),
  ];
}
