import type { ExportJob } from '@painel/api-client';
import { useExportJobs } from '@painel/api-client/react';
import { Button, Card, DateTime, StatusBadge, formatInteger } from '@painel/ui';
import { useState } from 'react';
import { PortalLink } from '../../core/links/PortalLink';
import { useApi } from '../../core/runtime/hooks';
import { downloadTextFile } from '../../core/money';
import { useMessages } from '../../core/copy/MessagesContext';
import { transactionsMessages } from './messages';
import { FigureTable, MoneyStack } from '../../core/money';

const tone = { generating: 'info', ready: 'success', expired: 'neutral' } as const;

/** /dashboard/exported-files — Arquivos: the exports too large to download at once, with status and download. */
export function ExportedFilesScreen() {
  const m = useMessages('transactions', transactionsMessages).files;
  const jobs = useExportJobs();
  const error: unknown = jobs.error;
  return (
    <MoneyStack>
      <p>{m.intro}</p>
      <Card>
        {error ? (
          <>
            <p role="alert">{m.loadFailed}</p>
            <Button variant="secondary" onClick={() => void jobs.mutate()}>
              {m.retry}
            </Button>
          </>
        ) : !jobs.data ? (
          <p role="status" aria-busy="true">
            …
          </p>
        ) : jobs.data.items.length === 0 ? (
          <p>
            {m.empty} <PortalLink to="/dashboard/transactions">{m.goToTransactions}</PortalLink>
          </p>
        ) : (
          <FigureTable>
            <table aria-label={m.tableLabel}>
              <thead>
                <tr>
                  <th scope="col">{m.columns.file}</th>
                  <th scope="col">{m.columns.createdAt}</th>
                  <th scope="col" data-figure>
                    {m.columns.rows}
                  </th>
                  <th scope="col">{m.columns.status}</th>
                  <th scope="col">{m.columns.expiresAt}</th>
                  <th scope="col">{m.download}</th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.items.map((job) => (
                  <JobRow key={job.id} job={job} />
                ))}
              </tbody>
            </table>
          </FigureTable>
        )}
      </Card>
    </MoneyStack>
  );
}

function JobRow({ job }: { job: ExportJob }) {
  const m = useMessages('transactions', transactionsMessages).files;
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await api.exportFile(job.id);
      downloadTextFile(file.filename, file.content);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row">{job.filename}</th>
      <td>
        <DateTime value={job.createdAt} />
      </td>
      <td data-figure>{formatInteger(job.rows)}</td>
      <td>
        <StatusBadge tone={tone[job.status]}>{m.status[job.status]}</StatusBadge>
      </td>
      <td>
        <DateTime value={job.expiresAt} show="date" />
      </td>
      <td>
        {job.status === 'ready' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void download()}
            loading={busy}
            aria-label={m.downloadFile(job.filename)}
          >
            {m.download}
          </Button>
        )}
        {failed && <span role="alert">{m.downloadFailed}</span>}
      </td>
    </tr>
  );
}
