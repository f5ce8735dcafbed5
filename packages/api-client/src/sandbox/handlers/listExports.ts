import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { listExportRequestSchema, type ExportableList } from '../../endpoints/money';
import { allPagesOf, disputesCsv, receivablesCsv, transfersCsv } from '../../money/listCsv';
import { paymentLinksCsv } from '../../money/paymentLinkCsv';
import { EXPORT_INLINE_LIMIT } from '../../money/transactionCsv';
import type { SandboxDb, StoredExportJob } from '../db';
import type { MoneySandbox } from '../money/moneySandbox';
import { invalid, jsonBody, type SandboxRouter } from '../routes';

/** Each exportable list: its GET, and the CSV its rows make (the same writer the list's own file uses). */
const lists = {
  transfers: { endpoint: endpoints.transfers, csv: (items, _origin) => transfersCsv(items) },
  receivables: { endpoint: endpoints.receivables, csv: (items, _origin) => receivablesCsv(items) },
  disputes: { endpoint: endpoints.disputes, csv: (items, _origin) => disputesCsv(items) },
  paymentLinks: { endpoint: endpoints.paymentLinks, csv: (items, origin) => paymentLinksCsv(items, origin) },
} satisfies {
  [L in ExportableList]: {
    endpoint: (typeof endpoints)[L];
    csv: (
      items: Array<ReturnType<(typeof endpoints)[L]['response']['parse']>['items'][number]>,
      origin: string,
    ) => string;
  };
};

type Page = { items: unknown[]; total: number };

/** A list's page the caller may not have (a 403, a bad period): its answer is the export's. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

/**
 * The rows of a list as the caller sees them, read through the sandbox's own list handler page after page (so an
 * export holds exactly what the list shows): `{ tooMany }` when over `limit`.
 */
async function rowsOf(
  handlers: () => HttpHandler[],
  request: Request,
  list: ExportableList,
  query: Record<string, string>,
  limit: number,
): Promise<{ rows: unknown[] } | { tooMany: number } | { refused: Response }> {
  const { endpoint } = lists[list];
  // The list's address beside the export's own: the same API base, the list's path.
  const base = request.url.slice(0, request.url.lastIndexOf(endpoints.exportList.path));
  const fetchPage = async (page: number, pageSize: number) => {
    const search = new URLSearchParams({ ...query, page: String(page), pageSize: String(pageSize) });
    const asked = new Request(`${base}${endpoint.path}?${search.toString()}`, { headers: request.headers });
    const response = await getResponse(handlers(), asked);
    if (!response?.ok) throw new Refused(response ?? HttpResponse.json({}, { status: 500 }));
    return endpoint.response.parse(await response.json()) as Page;
  };
  try {
    return await allPagesOf(fetchPage, limit);
  } catch (error) {
    if (error instanceof Refused) return { refused: error.response };
    throw error;
  }
}

const originOf = (request: Request) => request.headers.get('origin') ?? new URL(request.url).origin;

const csvOf = (list: ExportableList, rows: unknown[], origin: string) =>
  (lists[list].csv as (items: unknown[], origin: string) => string)(rows, origin);

/**
 * `POST exports`: a list's whole filtered set, as a file up to 10,000 rows, as a job in Arquivos beyond; a job's
 * file is read from the list when downloaded (`listJobFile`, answered by `GET exports/{id}/file`).
 */
export function listExportHandlers(
  db: SandboxDb,
  money: MoneySandbox,
  { signedIn }: SandboxRouter,
  handlers: () => HttpHandler[],
): HttpHandler[] {
  return [
    signedIn('exportList', async ({ request, account }) => {
      const parsed = listExportRequestSchema.safeParse(await jsonBody(request));
      if (!parsed.success)
        return invalid({ message: 'Os dados fornecidos são inválidos.', errors: { list: ['Exportação inválida.'] } });
      const { list, query, filename } = parsed.data;
      const found = await rowsOf(handlers, request, list, query, EXPORT_INLINE_LIMIT);
      if ('refused' in found) return found.refused;
      if ('rows' in found) return exportedFile(filename, found.rows.length, csvOf(list, found.rows, originOf(request)));
      return exportJob(db, money, account, {
        filename,
        rows: found.tooMany,
        query,
        columns: [],
        list,
        origin: originOf(request),
      });
    }),
  ];
}

/** An export's answer up to the limit: the file itself. */
export const exportedFile = (filename: string, rows: number, content: string) =>
  HttpResponse.json({ kind: 'file', file: { filename, rows, content } }, { status: 201 });

/** An export's answer beyond the limit: a job in Arquivos for whoever asked, "generating" for a few seconds. */
export function exportJob(
  db: SandboxDb,
  money: MoneySandbox,
  account: { email: string },
  asked: Omit<StoredExportJob, 'id' | 'createdAt' | 'createdAtMs' | 'requestedBy'>,
) {
  const now = Date.now();
  const job: StoredExportJob = {
    id: `EXP${now.toString(36).toUpperCase()}`,
    createdAt: money.now().iso,
    createdAtMs: now,
    requestedBy: account.email,
    ...asked,
  };
  db.update((state) => void state.exportJobs.unshift(job));
  return HttpResponse.json({ kind: 'job', job: exportJobView(job, now) }, { status: 201 });
}

/** A list job's file, built from the list as its owner sees it now. */
export async function listJobFile(handlers: () => HttpHandler[], request: Request, job: StoredExportJob) {
  const list = job.list as ExportableList;
  const found = await rowsOf(handlers, request, list, job.query, Number.POSITIVE_INFINITY);
  if ('refused' in found) return found.refused;
  const rows = 'rows' in found ? found.rows : [];
  return HttpResponse.json({
    filename: job.filename,
    rows: rows.length,
    content: csvOf(list, rows, job.origin ?? originOf(request)),
  });
}

export const EXPORT_GENERATING_MS = 3_000;
const EXPORT_KEPT_MS = 7 * 86_400_000;

/** A job as `GET exports` shows it: generating for a few seconds, then ready for 7 days. */
export function exportJobView(job: StoredExportJob, nowMs: number) {
  const age = nowMs - job.createdAtMs;
  return {
    id: job.id,
    createdAt: job.createdAt,
    status:
      age < EXPORT_GENERATING_MS
        ? ('generating' as const)
        : age > EXPORT_KEPT_MS
          ? ('expired' as const)
          : ('ready' as const),
    filename: job.filename,
    rows: job.rows,
    requestedBy: job.requestedBy,
    expiresAt: new Date(job.createdAtMs + EXPORT_KEPT_MS).toISOString(),
  };
}
