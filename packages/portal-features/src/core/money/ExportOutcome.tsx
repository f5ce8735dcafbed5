import type { ExportResult } from '@painel/api-client';
import { formatInteger } from '@painel/ui';
import { PortalLink } from '../links/PortalLink';
import { downloadTextFile } from './downloadFile';

/** What an export ended in: a file downloaded, a job in Arquivos, or a failure (said in an alert). */
export type ExportOutcomeState = { kind: 'downloaded' | 'job' | 'failed'; text: string } | null;

/** Downloads a file answer; either way, what to say of it. */
export function outcomeOf(
  result: ExportResult,
  words: { downloaded: (rows: string, file: string) => string; job: (rows: string) => string },
): ExportOutcomeState {
  if (result.kind === 'file') {
    downloadTextFile(result.file.filename, result.file.content);
    return { kind: 'downloaded', text: words.downloaded(formatInteger(result.file.rows), result.file.filename) };
  }
  return { kind: 'job', text: words.job(formatInteger(result.job.rows)) };
}

/**
 * The outcome beside an export button, in a live region (a failure in an alert): a job links to Arquivos, where
 * its file is generated without cuts.
 */
export function ExportOutcome({ outcome, goToFiles }: { outcome: ExportOutcomeState; goToFiles: string }) {
  if (outcome?.kind === 'failed') return <span role="alert">{outcome.text}</span>;
  return (
    <span role="status">
      {outcome?.text ?? ''}
      {outcome?.kind === 'job' && (
        <>
          {' '}
          <PortalLink to="/dashboard/exported-files">{goToFiles}</PortalLink>
        </>
      )}
    </span>
  );
}
