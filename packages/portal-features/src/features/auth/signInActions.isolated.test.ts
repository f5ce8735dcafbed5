// @vitest-environment node
import { createApiClient } from '@painel/api-client';
import { createLazyBotCheck } from '@painel/api-client/lazy';
import { createInPageSandbox, inPageSandboxAddresses, SANDBOX_PASSWORD } from '@painel/api-client/sandbox';
import { notify } from '@painel/ui';
import { describe, expect, it, vi } from 'vitest';
import { withOverrides } from '../../core/copy/messageOverrides';
import { authMessages } from './messages';
import { signIn } from './signInActions';

vi.mock('@painel/ui', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

/** The sandbox's client as a representative: a role the strict reading gives no home. */
function contextWithoutAHome(noHomeForRole?: string) {
  const { fetch, sandbox } = createInPageSandbox();
  sandbox.db.update((state) => {
    const account = state.accounts.find(({ email }) => email === 'cliente@painel.dev');
    if (account) account.role = 'representative';
  });
  const api = createApiClient({
    ...inPageSandboxAddresses,
    systemOrigin: 'PAINEL',
    fetch,
    getAccessToken: () => null,
    onUnauthorized: () => undefined,
  });
  // What the screens pass: the host's overrides of a group applied to its defaults.
  const wording = noHomeForRole
    ? <T extends object>(_group: string, defaults: T): T => withOverrides(defaults, { noHomeForRole })
    : undefined;
  return { api, botCheck: createLazyBotCheck(null), reading: 'strictRoles' as const, wording };
}

const credentials = { email: 'cliente@painel.dev', password: SANDBOX_PASSWORD };

describe('signIn without a home for the role', () => {
  it("says so in the screen's words, the host's when it gave them", async () => {
    await expect(signIn(credentials, contextWithoutAHome('Use o aplicativo do Banco Parceiro.'))).resolves.toBeNull();
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ tone: 'warning', description: 'Use o aplicativo do Banco Parceiro.' }),
    );
  });

  it('says it in ours by default', async () => {
    await expect(signIn(credentials, contextWithoutAHome())).resolves.toBeNull();
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ description: authMessages.noHomeForRole }));
  });
});
