/** Saves text as a file in the browser (a CSV the API answered), without a round trip through a URL. */
export function downloadTextFile(filename: string, content: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
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
