import { createApiClient, type ApiClient, type TransactionDetail, type TransactionFilters } from '@painel/api-client';
import { createSandbox, sandboxAddresses, type Sandbox } from '@painel/api-client/sandbox';
import { getResponse } from 'msw';
import type { StoredUser } from '../core/session/storedUser';
import { PortalStory, type PortalStoryProps } from './PortalStory';
import { DAY_MS, storyClockOffsetDays } from './storyClock';

/**
 * The money stories' sandbox, its clock set to the latest Thursday at 10:00 (São Paulo): a weekday after the
 * Monday payout, so balances, refunds and charts look alike whatever day the stories run, and a fixed hour, so
 * a story that moves the clock never crosses a cut-off or midnight by the luck of when it runs. The portal gets
 * the same clock, so its periods are counted from the sandbox's today.
 */
export function moneyStorySandbox(...users: StoredUser[]) {
  const sandbox = createSandbox();
  let offset = storyClockOffsetDays(Date.now());
  /** Back to the seeds, the users signed in, the clock on Thursday at 10:00: before each story (and on replay). */
  const reset = () => {
    sandbox.reset();
    sandbox.db.update((state) => {
      for (const user of users)
        state.sessions[user.accessToken] = { email: user.email, expires: Date.now() + 3_600_000 };
    });
    offset = storyClockOffsetDays(Date.now());
    sandbox.money.setOffsetDays(offset);
  };
  reset();
  const story = {
    sandbox,
    reset,
    clock: () => new Date(Date.now() + offset * DAY_MS),
    today: () => sandbox.money.now().date,
    /** Sandbox and portal on another day (a story of a moment in the history: a MED still open). */
    moveTo: (date: string) => {
      offset += (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${sandbox.money.now().date}T00:00:00Z`)) / DAY_MS;
      sandbox.money.setOffsetDays(offset);
    },
    /** Sandbox and portal some minutes later (a simulation that expires). */
    advanceMinutes: (minutes: number) => {
      offset += minutes / 1_440;
      sandbox.money.setOffsetDays(offset);
    },
    parameters: { msw: { handlers: sandbox.handlers } },
  };
  return {
    ...story,
    /**
     * What every money screen's stories share (their meta but the title): the portal at `path` for `user` on the
     * story's clock, reset before each story; a loader may answer `{ path, day }` to open another address, or
     * another day, found in the sandbox.
     */
    screenMeta: (path: string, user: StoredUser) => ({
      component: PortalStory,
      args: { path, user, clock: story.clock },
      globals: { viewport: { value: 'desktop' } },
      parameters: { layout: 'fullscreen', ...story.parameters },
      beforeEach: story.reset,
      render: (args: PortalStoryProps, { loaded }: { loaded: Record<string, unknown> }) => {
        const { path: found, day } = loaded as { path?: string; day?: string };
        // After beforeEach and the loaders, whichever ran first: the moment the story looks at.
        if (day) story.moveTo(day);
        return <PortalStory {...args} path={found ?? args.path} />;
      },
    }),
  };
}

/** The API client of a story's user, answered by the story's sandbox in the page (no MSW needed). */
export function storyApi(sandbox: Sandbox, user: StoredUser): ApiClient {
  return createApiClient({
    ...sandboxAddresses,
    apiBaseUrl: `${location.origin}${sandboxAddresses.apiBaseUrl}`,
    systemOrigin: 'PAINEL',
    getAccessToken: () => user.accessToken,
    onUnauthorized: () => undefined,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await getResponse(sandbox.handlers, request);
      if (!response) throw new TypeError(`no sandbox answer for ${request.url}`);
      return response;
    },
  });
}

/** The first transaction of a list whose detail passes a test (a refundable sale, one past the window…). */
export async function findTransaction(
  api: ApiClient,
  filters: TransactionFilters,
  test: (detail: TransactionDetail) => boolean,
): Promise<TransactionDetail> {
  const page = await api.transactions({ ...filters, pageSize: 100 });
  for (const item of page.items) {
    const detail = await api.transaction(item.id);
    if (test(detail)) return detail;
  }
  throw new Error('no transaction in the story sandbox passes the test');
}
