import { Button } from '@painel/ui';
import { useState } from 'react';

export interface PdfDownloadButtonProps {
  label: string;
  /** What the live region says once it is saved. */
  saved: (filename: string) => string;
  /** Draws the document; the drawing code is imported here, so it loads with the first click. */
  make: () => Promise<{ filename: string; blob: Blob }>;
}

/** A receipt drawn from what the screen already has (no request), saved with what happened said beside it. */
export function PdfDownloadButton({ label, saved, make }: PdfDownloadButtonProps) {
  const [done, setDone] = useState<string | null>(null);
  const download = async () => {
    const [{ filename, blob }, { downloadBlob }] = await Promise.all([make(), import('../money/downloadFile')]);
    downloadBlob(filename, blob);
    setDone(filename);
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => void download()}>
        {label}
      </Button>
      <p role="status">{done ? saved(done) : ''}</p>
    </div>
  );
}
