// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../calls/client';
import { createSandbox } from './createSandbox';
import { createFileStorage } from './fileStorage';
import { SANDBOX_PASSWORD } from './seeds';
import { administratorOnlyControls } from './controlsGuard';
import { createSandboxHttpServer } from './server';

const dirs: string[] = [];
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(dataDir: string, reset = false) {
  const sandbox = createSandbox({ storage: createFileStorage(dataDir, { reset }) });
  const server = createSandboxHttpServer(sandbox.handlers);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  stops.push(stop);
  let token: string | null = null;
  const api = createApiClient({
    apiBaseUrl: `${origin}/api/`,
    twoFactorApiBaseUrl: `${origin}/2fa-api/`,
    ipLookupUrl: `${origin}/api/sandbox/ip`,
    systemOrigin: 'PAINEL',
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
  });
  const signIn = async (email: string, password = SANDBOX_PASSWORD) => {
    token = (await api.login({ email, password, token_recaptcha: 'sandbox-login', ip: '' })).token;
  };
  return { origin, api, signIn, stop };
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'painel-sandbox-'));
  dirs.push(dir);
  return dir;
};

describe('the sandbox over HTTP', () => {
  it('answers the client over the network, with the IP lookup and the two-factor base', async () => {
    const { api, signIn } = await serve(tempDir());
    await signIn('cliente@painel.dev');
    await expect(api.isSigned()).resolves.toEqual({ isSigned: true, idrepresentative: 2 });
    await expect(api.lookupIp()).resolves.toBe('203.0.113.10');
    await expect(
      api.checkTwoFactorCode({ email: '2fa@painel.dev', code: '000000', token_recaptcha: 'r', ip: '' }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('lets the portal’s origin call it from a browser, and no other site', async () => {
    const { origin } = await serve(tempDir());
    const preflight = await fetch(`${origin}/api/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Headers': 'content-type,authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,authorization');
    const foreign = await fetch(`${origin}/api/sandbox/ip`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes multipart uploads', async () => {
    const { api, signIn } = await serve(tempDir());
    await signIn('verificar-pj@painel.dev');
    const operator = await api.createOperator({
      systemOrigin: 'PAINEL',
      name: 'Paulo',
      email: 'verificar-pj@painel.dev',
      typeCompany: 'ec',
      toDocument: '33000167000101',
      typeDocument: 'CNPJ',
      whitelabelId: '5',
      phone: '(11) 98765-4321',
      documentForValidation: 'RG',
      typeRegister: 'TO_VALIDATE_COMPANY',
    });
    await expect(
      api.sendCompanyDocuments({
        idOperator: operator.data.id,
        documents: [{ type: 'CNPJ_CARD', file: new Blob(['%PDF'], { type: 'application/pdf' }), fileName: 'c.pdf' }],
      }),
    ).resolves.toEqual({ message: 'Arquivos recebidos.' });
    await expect(api.sendCompanyDocuments({ idOperator: operator.data.id, documents: [] })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('forces failures over HTTP: a network error drops the connection', async () => {
    const { origin, api } = await serve(tempDir());
    const force = (mode: string | null) =>
      fetch(`${origin}/api/sandbox/force`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ call: 'POST login', mode }),
      });
    expect((await force('network-error')).status).toBe(200);
    await expect(
      api.login({ email: 'admin@painel.dev', password: SANDBOX_PASSWORD, token_recaptcha: 'r', ip: '' }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect((await force('tremor')).status).toBe(422);
    await force(null);
    await expect(
      api.login({ email: 'admin@painel.dev', password: SANDBOX_PASSWORD, token_recaptcha: 'r', ip: '' }),
    ).resolves.toMatchObject({ token: expect.any(String) as string });
  });

  it('keeps its data across a restart, and starts from the seeds with reset', async () => {
    const dir = tempDir();
    const first = await serve(dir);
    await first.signIn('admin@painel.dev');
    await first.api.changePassword({
      currentPassword: SANDBOX_PASSWORD,
      newPassword: 'Nova@123',
      retypeNewPassword: 'Nova@123',
    });
    await first.stop();

    const second = await serve(dir);
    await expect(second.signIn('admin@painel.dev')).rejects.toMatchObject({ status: 401 });
    await expect(second.signIn('admin@painel.dev', 'Nova@123')).resolves.toBeUndefined();
    await second.stop();

    const third = await serve(dir, true);
    await expect(third.signIn('admin@painel.dev')).resolves.toBeUndefined();
    await third.api.changePassword({
      currentPassword: SANDBOX_PASSWORD,
      newPassword: 'Nova@123',
      retypeNewPassword: 'Nova@123',
    });
    const state = (await (await fetch(`${third.origin}/api/sandbox/state`)).json()) as {
      accounts: Array<{ email: string; password: string }>;
    };
    expect(state.accounts.find((account) => account.email === 'admin@painel.dev')?.password).toBe('Nova@123');
    expect((await fetch(`${third.origin}/api/sandbox/reset`, { method: 'POST' })).status).toBe(200);
    await expect(third.signIn('admin@painel.dev')).resolves.toBeUndefined();
  });

  it('answers 404 to what it does not know', async () => {
    const { origin } = await serve(tempDir());
    const response = await fetch(`${origin}/partner-api/login`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('a shared sandbox (HOST set)', () => {
  it('answers its controls only to a signed-in administrator, and the rest of the API to anyone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'painel-shared-'));
    dirs.push(dir);
    const sandbox = createSandbox({ storage: createFileStorage(dir) });
    const server = createSandboxHttpServer(sandbox.handlers, { guard: administratorOnlyControls(sandbox) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const tokenOf = async (email: string) => {
      const response = await fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: SANDBOX_PASSWORD, token_recaptcha: 'x', ip: '' }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const status = async (path: string, token?: string, method = 'GET') =>
      (
        await fetch(`${origin}/api/${path}`, {
          method,
          headers: token ? { authorization: `Bearer ${token}`, 'content-type': 'application/json' } : {},
          ...(method === 'POST' ? { body: '{}' } : {}),
        })
      ).status;
    expect(await status('sandbox/ip')).toBe(200);
    for (const control of ['sandbox/state', 'sandbox/clock', 'sandbox/outbox']) expect(await status(control)).toBe(401);
    expect(await status('sandbox/reset', undefined, 'POST')).toBe(401);
    const client = await tokenOf('cliente@painel.dev');
    expect(await status('sandbox/state', client)).toBe(403);
    expect(await status('balances', client)).toBe(200);
    const admin = await tokenOf('admin@painel.dev');
    expect(await status('sandbox/state', admin)).toBe(200);
    expect(await status('sandbox/clock', admin)).toBe(200);
  });
});

describe('the past over HTTP', () => {
  it("answers a closed week's statement byte for byte the same after the clock moves 40 days ahead and back", async () => {
    const { origin, api, signIn } = await serve(tempDir());
    await signIn('cliente@painel.dev');
    const token = (
      await api.login({ email: 'cliente@painel.dev', password: SANDBOX_PASSWORD, token_recaptcha: 'x', ip: '' })
    ).token;
    const clock = async (offsetDays: number) =>
      (
        await fetch(`${origin}/api/sandbox/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ offsetDays }),
        })
      ).status;
    const { now } = (await (await fetch(`${origin}/api/sandbox/clock`)).json()) as { now: string };
    const today = now.slice(0, 10);
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const week = `${origin}/api/ledger/statement?from=${day(-14)}&to=${day(-8)}&pageSize=all`;
    const read = async () => (await fetch(week, { headers: { authorization: `Bearer ${token}` } })).text();
    const first = await read();
    expect(JSON.parse(first)).toHaveProperty('lines');
    expect(await clock(40)).toBe(200);
    const ahead = await read();
    expect(await clock(0)).toBe(200);
    expect(ahead).toBe(first);
    expect(await read()).toBe(first);
  });
});
