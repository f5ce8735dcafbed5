import { HttpResponse, type HttpHandler } from 'msw';
import { forcedModes, type OutboxMessage } from '../../endpoints/sandbox';
import type { SandboxDb } from '../db';
import { invalid, jsonBody, type SandboxControls, type SandboxRouter } from '../routes';
import { oneOf, required, validate } from '../validate';

/** The stand-in for the public IP lookup, and the sandbox's own controls over HTTP. */
export function controlHandlers(
  db: SandboxDb,
  controls: SandboxControls,
  { route }: SandboxRouter,
  /** Messages derived as the clock reaches them (dispute alerts), shown with those stored. */
  derivedOutbox: () => OutboxMessage[] = () => [],
): HttpHandler[] {
  return [
    route('ipLookup', () => HttpResponse.json({ ip: '203.0.113.10' })),

    route('sandboxForce', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, { call: [required], mode: [oneOf(null, ...forcedModes)] });
      if (problems) return invalid(problems);
      const { call, mode } = body as { call: string; mode: (typeof forcedModes)[number] | null };
      controls.force(call, mode);
      return HttpResponse.json({ call, mode });
    }),

    route('sandboxReset', () => {
      controls.reset();
      return HttpResponse.json({ message: 'Sandbox de volta ao início.' });
    }),

    route('sandboxOutbox', () =>
      HttpResponse.json({
        messages: [...db.read().outbox, ...derivedOutbox()].sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
      }),
    ),

    route('sandboxState', () => HttpResponse.json(db.read())),
  ];
}
