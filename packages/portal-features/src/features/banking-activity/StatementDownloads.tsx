import type { StatementFilters } from '@painel/api-client';
import { Button, formatDateTime, formatInteger } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { downloadBlob, downloadTextFile } from '../../core/money';
import { useApi } from '../../core/runtime/hooks';
import { bankingActivityMessages } from './messages';
import { statementPdf, statementPdfFilename } from './statementPdf';

/** The PDF holds every line at once, so it covers up to 93 days (the API's limit for all lines). */
export const PDF_MAX_DAYS = 93;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export interface StatementDownloadsProps {
  filters: StatementFilters;
  /** Whether filters cut the lines (said in the PDF). */
  filtered: boolean;
  issuer: string;
  disabled?: boolean;
}

type Outcome = { failed: boolean; text: string } | null;

/** Exportar CSV (the whole period, 12 months at most) and Baixar PDF, each saying what it did. */
export function StatementDownloads({ filters, filtered, issuer, disabled }: StatementDownloadsProps) {
  const m = useMessages('bankingActivity', bankingActivityMessages);
  const api = useApi();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { page: _page, pageSize: _size, ...whole } = filters;

  const run = async (kind: 'csv' | 'pdf') => {
    setOutcome(null);
    if (kind === 'pdf' && daysBetween(filters.from, filters.to) > PDF_MAX_DAYS) {
      setOutcome({ failed: true, text: m.downloads.pdfTooLong });
      return;
    }
    setBusy(kind);
    try {
      if (kind === 'csv') {
        const file = await api.ledgerStatementFile(whole);
        downloadTextFile(file.filename, file.content);
        setOutcome({ failed: false, text: m.downloads.csvDone(formatInteger(file.rows), file.filename) });
      } else {
        const statement = await api.ledgerStatement({ ...whole, order: 'asc', pageSize: 'all' });
        const blob = statementPdf({
          statement,
          filtered,
          issuedAt: formatDateTime(new Date()),
          issuer,
          messages: m,
        });
        const filename = statementPdfFilename(statement);
        downloadBlob(filename, blob);
        setOutcome({ failed: false, text: m.downloads.pdfDone(filename) });
      }
    } catch {
      setOutcome({ failed: true, text: m.downloads.failed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || busy !== null}
        loading={busy === 'csv'}
        onClick={() => void run('csv')}
      >
        {busy === 'csv' ? m.downloads.working : m.downloads.csv}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || busy !== null}
        loading={busy === 'pdf'}
        onClick={() => void run('pdf')}
      >
        {busy === 'pdf' ? m.downloads.working : m.downloads.pdf}
      </Button>
      <span role={outcome?.failed ? 'alert' : 'status'} aria-live="polite">
        {outcome?.text ?? ''}
      </span>
    </>
  );
}
