import { HttpResponse, type HttpHandler } from 'msw';
import type { InvitationState } from '../../endpoints/accessEndpoints';
import type { SandboxDb } from '../db';
import { deliver, maskEmail, randomHex } from '../outbox';
import { invalid, jsonBody, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { strongPassword, validate, required } from '../validate';
import { INVITATION_TTL_MS, syncAccess } from './accessState';

export const INVITATION_INVALID_MESSAGE = 'Este convite expirou, foi substituído ou já foi usado.';

/** Sends (or sends again) an invitation: a new link valid for 7 days; any older link of the person stops working. */
export function sendInvitation(db: SandboxDb, account: SandboxAccount, by: { name: string; email: string }) {
  const token = randomHex(24);
  db.update((state) => {
    for (const invitation of Object.values(state.invitations))
      if (invitation.iduser === account.iduser && !invitation.used) invitation.replaced = true;
    state.invitations[token] = {
      iduser: account.iduser,
      expires: Date.now() + INVITATION_TTL_MS,
      used: false,
      createdBy: by,
    };
  });
  deliver(db, {
    channel: 'email',
    to: account.email,
    subject: 'Você foi convidado para o Painel',
    text: `Olá, ${account.name}. ${by.name} convidou você para o Painel. Abra o link para criar a sua senha; ele vale por 7 dias e funciona uma vez.`,
    link: `/create-password?token=${token}`,
  });
}

/** The invitation links: their state, the password they create, and a new one asked from an expired link. */
export function invitationHandlers(db: SandboxDb, { route }: SandboxRouter): HttpHandler[] {
  const lookup = (token: unknown) => {
    const state = db.read();
    const invitation = typeof token === 'string' ? state.invitations[token] : undefined;
    const account = invitation && state.accounts.find((candidate) => candidate.iduser === invitation.iduser);
    let status: InvitationState = 'valid';
    if (!invitation || !account) status = 'unknown';
    else if (invitation.used || account.status !== 'invited') status = 'used';
    else if (invitation.replaced) status = 'replaced';
    else if (invitation.expires <= Date.now()) status = 'expired';
    return { invitation, account, status };
  };

  return [
    route('invitation', ({ params }) => {
      const { invitation, account, status } = lookup(params.token);
      return HttpResponse.json({
        state: status,
        name: status === 'valid' && account ? account.name : null,
        email: status === 'valid' && account ? maskEmail(account.email) : null,
        expiresAt: status === 'valid' && invitation ? new Date(invitation.expires).toISOString() : null,
      });
    }),

    route('acceptInvitation', async ({ request, params }) => {
      const body = await jsonBody(request);
      const data = (body ?? {}) as Record<string, unknown>;
      const problems = validate(body, {
        password: [required, strongPassword],
        password_confirmation: [required, (v) => (v === data.password ? null : 'A confirmação da senha não confere.')],
      });
      if (problems) return invalid(problems);
      const token = String(params.token);
      const { account, status } = lookup(token);
      if (status !== 'valid' || !account)
        return invalid({ message: INVITATION_INVALID_MESSAGE, errors: { token: [INVITATION_INVALID_MESSAGE] } });
      db.update((state) => {
        const invitation = state.invitations[token];
        if (invitation) invitation.used = true;
        const stored = state.accounts.find((candidate) => candidate.iduser === account.iduser);
        if (stored) {
          stored.password = String(data.password);
          stored.status = 'active';
        }
        syncAccess(state);
      });
      return HttpResponse.json({ message: 'Senha criada. Entre com o seu e-mail e a nova senha.' });
    }),

    route('requestNewInvitation', ({ params }) => {
      const { invitation, account, status } = lookup(params.token);
      if ((status !== 'expired' && status !== 'replaced') || !invitation || !account)
        return invalid({
          message: 'Este convite não pode ser renovado.',
          errors: { token: ['Este convite não pode ser renovado.'] },
        });
      const to =
        invitation.createdBy?.email ?? db.read().companies.find((c) => c.companyId === account.companyId)?.adminEmail;
      if (to)
        deliver(db, {
          channel: 'email',
          to,
          subject: 'Pedido de novo convite',
          text: `${account.name} (${account.email}) pediu um novo convite para o Painel: o anterior expirou. Reenvie-o em Sistema › Usuários.`,
          link: null,
        });
      return HttpResponse.json({ message: 'Pedimos um novo convite a quem convidou você. Ele chegará no seu e-mail.' });
    }),
  ];
}
