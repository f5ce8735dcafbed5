import { HttpResponse, type HttpHandler } from 'msw';
import { deliveryChannels } from '../../endpoints/passwordReset';
import { PASSWORD_RESET_TTL_MS, type SandboxDb } from '../db';
import { deliver, deliverSignInCode, maskEmail, randomHex } from '../outbox';
import { invalid, jsonBody, type SandboxRouter } from '../routes';
import { isEmail, isPresent, isString, oneOf, required, strongPassword, validate } from '../validate';

/** Said whatever the e-mail: whether an account exists is nobody's business (no enumeration). */
export const RESET_REQUESTED_MESSAGE = 'Se houver uma conta com estes dados, enviaremos as instruções em instantes.';
export const RESET_LINK_INVALID_MESSAGE = 'Este link de redefinição de senha expirou ou já foi usado.';

/** Forgotten passwords (single-use links, 30 minutes) and the sign-in code by WhatsApp. */
export function passwordResetHandlers(db: SandboxDb, { route }: SandboxRouter): HttpHandler[] {
  const accountOf = (email: string) =>
    db.read().accounts.find((account) => account.email.toLowerCase() === email.trim().toLowerCase());
  const usableReset = (token: unknown) => {
    if (typeof token !== 'string') return null;
    const reset = db.read().passwordResets[token];
    return reset && !reset.used && reset.expires > Date.now() ? reset : null;
  };

  return [
    route('requestPasswordReset', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        email: [required, isEmail],
        channel: [required, oneOf(...deliveryChannels)],
        token_recaptcha: [required, isString],
        ip: [isPresent, isString],
      });
      if (problems) return invalid(problems);
      const { email, channel } = body as { email: string; channel: (typeof deliveryChannels)[number] };
      const account = accountOf(email);
      const reachable = account && (channel === 'email' || account.mobile);
      if (account && reachable) {
        const token = randomHex(24);
        db.update((state) => {
          state.passwordResets[token] = {
            email: account.email,
            expires: Date.now() + PASSWORD_RESET_TTL_MS,
            used: false,
          };
        });
        const text = `Olá, ${account.name}. Recebemos um pedido para redefinir a senha da sua conta. Abra o link para escolher uma nova senha; ele vale por 30 minutos e funciona uma vez. Se não foi você, ignore esta mensagem.`;
        deliver(db, {
          channel,
          to: channel === 'email' ? account.email : account.mobile,
          subject: 'Redefinição de senha',
          text,
          link: `/reset-password?token=${token}`,
        });
      }
      return HttpResponse.json({ message: RESET_REQUESTED_MESSAGE });
    }),

    route('checkPasswordResetToken', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, { token: [required, isString] });
      if (problems) return invalid(problems);
      const reset = usableReset((body as { token: string }).token);
      if (!reset)
        return invalid({ message: RESET_LINK_INVALID_MESSAGE, errors: { token: [RESET_LINK_INVALID_MESSAGE] } });
      return HttpResponse.json({ email: maskEmail(reset.email) });
    }),

    route('resetPassword', async ({ request }) => {
      const body = await jsonBody(request);
      const data = (body ?? {}) as Record<string, unknown>;
      const problems = validate(body, {
        token: [required, isString],
        password: [required, strongPassword],
        password_confirmation: [required, (v) => (v === data.password ? null : 'A confirmação da senha não confere.')],
      });
      if (problems) return invalid(problems);
      const token = String(data.token);
      const reset = usableReset(token);
      if (!reset)
        return invalid({ message: RESET_LINK_INVALID_MESSAGE, errors: { token: [RESET_LINK_INVALID_MESSAGE] } });
      db.update((state) => {
        const entry = state.passwordResets[token];
        if (entry) entry.used = true;
        const account = state.accounts.find((a) => a.email === reset.email);
        if (account) account.password = String(data.password);
        // A new password ends every open session of the account, wherever it is.
        for (const [sessionToken, session] of Object.entries(state.sessions)) {
          if (session.email === reset.email) delete state.sessions[sessionToken];
        }
      });
      return HttpResponse.json({ message: 'Senha redefinida com sucesso.' });
    }),

    route('sendTwoFactorCodeByWhatsapp', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, { email: [required, isEmail], limitResend: [isPresent, oneOf(null, 1)] });
      if (problems) return invalid(problems);
      const account = accountOf((body as { email: string }).email);
      if (!account?.mobile) {
        return HttpResponse.json({ message: 'Não há celular cadastrado nesta conta.' }, { status: 422 });
      }
      deliverSignInCode(db, 'whatsapp', account.mobile);
      return HttpResponse.json({ message: 'Código enviado para o seu WhatsApp.' });
    }),
  ];
}
