import { invitationStates, isStrongPassword, type Invitation, type InvitationState } from '@painel/api-client';
import { Button, PasswordField, Spinner } from '@painel/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { BlankPage } from '../../core/page/BlankPage';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { accessMessages } from './messages';

export const TOKEN_INVALID_PATH = '/tokenInvalidPage';

/** Where a spent invitation lands: the page says why and offers the matching way on. */
export const invalidInvitationPath = (state: Exclude<InvitationState, 'valid'>, token: string) =>
  `${TOKEN_INVALID_PATH}?motivo=${state}&convite=${encodeURIComponent(token)}`;

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

/**
 * /create-password?token=… ("Crie sua senha", an addition to spec 2.2): the invitation link of a new user. A valid
 * link asks for the password (the portal's rule); an expired, replaced, used or unknown one goes to
 * /tokenInvalidPage with its reason.
 */
export function CreatePasswordScreen() {
  const m = useMessages('access', accessMessages).invitation;
  const api = useApi();
  const route = useCurrentRoute();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  // A page on its own, outside the shell's data hooks: the link is checked once, and again on 'Tentar novamente'.
  const [attempt, setAttempt] = useState(0);
  const [invitation, setInvitation] = useState<{ data?: Invitation; error?: unknown }>({});
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    api.access.invitation(token).then(
      (data) => live && setInvitation({ data }),
      (error: unknown) => live && setInvitation({ error }),
    );
    return () => {
      live = false;
    };
  }, [api, token, attempt]);
  const { href } = usePortalLink();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  if (!token) return <Navigate to={href(invalidInvitationPath('unknown', ''))} replace />;
  const state = invitation.data?.state;
  if (state && state !== 'valid') return <Navigate to={href(invalidInvitationPath(state, token))} replace />;
  if (spent) return <Navigate to={href(invalidInvitationPath('used', token))} replace />;
  if (done)
    return (
      <BlankPage title={route.title}>
        <p role="status">{m.done}</p>
        <PortalLink to="/login">{m.signIn}</PortalLink>
      </BlankPage>
    );
  if (!invitation.data)
    return (
      <BlankPage title={route.title}>
        {invitation.error ? (
          <>
            <p role="alert">{m.failed}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setInvitation({});
                setAttempt((n) => n + 1);
              }}
            >
              {m.retry}
            </Button>
          </>
        ) : (
          <Spinner label={m.checking} />
        )}
      </BlankPage>
    );

  const submit = async () => {
    if (sending.current) return;
    const problems = {
      ...(password === '' ? { password: m.required } : !isStrongPassword(password) ? { password: m.weak } : {}),
      ...(confirmation !== password ? { confirmation: m.mismatch } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await api.access.acceptInvitation(token, { password, password_confirmation: confirmation });
      setDone(true);
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      if (fieldErrors.token) setSpent(true);
      else if (fieldErrors.password || fieldErrors.password_confirmation)
        setErrors({ password: fieldErrors.password?.[0], confirmation: fieldErrors.password_confirmation?.[0] });
      else setFailure(serverMessage ?? m.failed);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <BlankPage title={m.title} intro={m.intro(invitation.data.name ?? '', invitation.data.email ?? '')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PasswordField
          label={m.password}
          hint={m.rule}
          value={password}
          error={errors.password}
          autoComplete="new-password"
          aria-required
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={m.confirm}
          value={confirmation}
          error={errors.confirmation}
          autoComplete="new-password"
          aria-required
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {failure && <p role="alert">{failure}</p>}
        <Button type="submit" fullWidth loading={busy}>
          {m.submit}
        </Button>
      </form>
    </BlankPage>
  );
}

const isReason = (value: string | null): value is Exclude<InvitationState, 'valid'> =>
  value !== null && value !== 'valid' && (invitationStates as readonly string[]).includes(value);

/**
 * /tokenInvalidPage: a spent link. An invitation's reason (`motivo`) picks the way on: ask the sender for a new one
 * (expired or replaced), sign in or reset the password (used); without one it is a password-reset link, as before.
 */
export function TokenInvalidScreen() {
  const m = useMessages('access', accessMessages).tokenInvalid;
  const api = useApi();
  const [search] = useSearchParams();
  const reason = search.get('motivo');
  const token = search.get('convite') ?? '';
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const [asked, setAsked] = useState<'no' | 'busy' | 'done' | 'failed'>('no');
  if (!isReason(reason))
    return (
      <BlankPage title={m.reset.title} intro={m.reset.text}>
        <Button fullWidth onClick={() => void navigate(href('/forgot-password'))}>
          {m.reset.action}
        </Button>
      </BlankPage>
    );
  const words = m[reason];
  const renewable = (reason === 'expired' || reason === 'replaced') && token !== '';
  const ask = async () => {
    if (asked === 'busy' || asked === 'done') return;
    setAsked('busy');
    try {
      await api.access.requestNewInvitation(token);
      setAsked('done');
    } catch {
      setAsked('failed');
    }
  };
  return (
    <BlankPage title={words.title} intro={words.text}>
      {renewable &&
        (asked === 'done' ? (
          <p role="status">{m.asked}</p>
        ) : (
          <Button fullWidth loading={asked === 'busy'} onClick={() => void ask()}>
            {m.askNew}
          </Button>
        ))}
      {asked === 'failed' && <p role="alert">{m.askFailed}</p>}
      {reason === 'used' && <PortalLink to="/forgot-password">{m.forgot}</PortalLink>}
      <PortalLink to="/login">{m.signIn}</PortalLink>
    </BlankPage>
  );
}
