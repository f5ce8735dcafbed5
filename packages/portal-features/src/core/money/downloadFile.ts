/** Saves a file the screen already holds (a CSV the API answered, a PDF built here), without a URL round trip. */
export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click returns; revoke on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const downloadTextFile = (filename: string, content: string, type = 'text/csv;charset=utf-8') =>
  downloadBlob(filename, new Blob([content], { type }));
