import type { ExportJob } from '@painel/api-client';
import { useExportJobs } from '@painel/api-client/react';
import { Button, DateTime, StatusBadge, formatInteger, type DataColumn } from '@painel/ui';
import { useState } from 'react';
import { ListScreen, defineListView, useListView } from '../../core/list';
import { PortalLink } from '../../core/links/PortalLink';
import { useApi } from '../../core/runtime/hooks';
import { downloadTextFile, useSaoPauloToday } from '../../core/money';
import { useMessages } from '../../core/copy/MessagesContext';
import { transactionsMessages } from './messages';

const tone = { generating: 'info', ready: 'success', expired: 'neutral' } as const;

/** Arquivos has no filters: its view is the page. */
const exportedFilesView = defineListView({});

/** /dashboard/exported-files — Arquivos: the exports too large to download at once, with status and download. */
export function ExportedFilesScreen() {
  const m = useMessages('transactions', transactionsMessages).files;
  const list = useListView(exportedFilesView, { today: useSaoPauloToday() });
  const jobs = useExportJobs();
  const { page, pageSize } = list.state;
  const c = m.columns;
  const columns: DataColumn<ExportJob>[] = [
    { id: 'file', label: c.file, cell: (job) => job.filename, hideable: false, wrap: true },
    { id: 'createdAt', label: c.createdAt, cell: (job) => <DateTime value={job.createdAt} /> },
    { id: 'rows', label: c.rows, align: 'end', card: 'headline', cell: (job) => formatInteger(job.rows) },
    {
      id: 'status',
      label: c.status,
      cell: (job) => <StatusBadge tone={tone[job.status]}>{m.status[job.status]}</StatusBadge>,
    },
    { id: 'expiresAt', label: c.expiresAt, cell: (job) => <DateTime value={job.expiresAt} show="date" /> },
    { id: 'download', label: m.download, hideable: false, cell: (job) => <DownloadCell job={job} /> },
  ];
  return (
    <ListScreen
      list={list}
      query={jobs}
      header={<p>{m.intro}</p>}
      table={{
        label: m.tableLabel,
        columns,
        rowKey: (job) => job.id,
        // The jobs come whole (a few a week); the page is cut here.
        rows: (d) => d.items.slice((page - 1) * pageSize, page * pageSize),
        total: (d) => d.items.length,
        errorMessage: m.loadFailed,
        emptyMessage: (
          <>
            {m.empty} <PortalLink to="/dashboard/transactions">{m.goToTransactions}</PortalLink>
          </>
        ),
      }}
    />
  );
}

function DownloadCell({ job }: { job: ExportJob }) {
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
    <>
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
    </>
  );
}
