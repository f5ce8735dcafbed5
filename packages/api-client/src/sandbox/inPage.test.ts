// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../calls/client';
import { createInPageSandbox } from './inPage';
import { inPageSandboxAddresses } from './inPageAddresses';
import { createLazySandboxApi } from './lazySandboxApi';
import { SANDBOX_PASSWORD } from './seeds';

const credentials = {
  email: 'cliente@painel.dev',
  password: SANDBOX_PASSWORD,
  token_recaptcha: 'sandbox-login',
  ip: '',
};

function clientOn(fetch: typeof globalThis.fetch, timeoutMs?: number) {
  return createApiClient({
    ...inPageSandboxAddresses,
    systemOrigin: 'PAINEL',
    fetch,
    timeoutMs,
    getAccessToken: () => null,
    onUnauthorized: () => undefined,
  });
}

describe('the in-page sandbox', () => {
  it('answers the portal’s calls under its own prefix, and hands every other request to the page', async () => {
    const passThrough = vi.fn(() => Promise.resolve(new Response('host', { status: 200 })));
    const { fetch } = createInPageSandbox({ passThrough });
    const result = await clientOn(fetch).login(credentials);
    expect(result.user.email).toBe('cliente@painel.dev');
    expect(passThrough).not.toHaveBeenCalled();

    // A host's own API with a path that ends like a sandbox route is not the sandbox's.
    const host = await fetch('/partner-api/login', { method: 'POST', body: '{}' });
    expect(await host.text()).toBe('host');
    expect(passThrough).toHaveBeenCalledWith('/partner-api/login', { method: 'POST', body: '{}' });
  });

  it('turns a forced network error into a rejected fetch, as a dropped connection would be', async () => {
    const { fetch, sandbox } = createInPageSandbox();
    sandbox.force('POST login', 'network-error');
    await expect(clientOn(fetch).login(credentials)).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up on a slow answer when the client’s timeout aborts the request', async () => {
    const { fetch, sandbox } = createInPageSandbox();
    sandbox.force('POST login', 'never');
    await expect(clientOn(fetch, 50).login(credentials)).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('createLazySandboxApi', () => {
  it('loads the sandbox with the first call only, and tells the host once it has started', async () => {
    const onStart = vi.fn();
    const settings = createLazySandboxApi({ storage: null, onStart });
    expect(settings.apiBaseUrl).toBe('/painel-sandbox/api/');
    expect(onStart).not.toHaveBeenCalled();
    const api = clientOn(settings.fetch!);
    await api.login(credentials);
    await api.login(credentials);
    expect(onStart).toHaveBeenCalledTimes(1);
    const [controls] = onStart.mock.calls[0] as [{ force: unknown }];
    expect(typeof controls.force).toBe('function');
  });

  it('offers its controls from the first page load: a control loads the sandbox, then runs (painelSandbox)', async () => {
    const onStart = vi.fn();
    const settings = createLazySandboxApi({ storage: null, onStart });
    expect(onStart).not.toHaveBeenCalled();
    await settings.controls.force('POST login', 'network-error');
    expect(onStart).toHaveBeenCalledTimes(1);
    await expect(clientOn(settings.fetch!).login(credentials)).rejects.toMatchObject({ kind: 'network' });
    await settings.controls.force('POST login', null);
    await expect(clientOn(settings.fetch!).login(credentials)).resolves.toMatchObject({
      user: { email: credentials.email },
    });
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(typeof (await settings.controls.ready()).money.setOffsetDays).toBe('function');
    // Never taken for a promise.
    expect((settings.controls as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
