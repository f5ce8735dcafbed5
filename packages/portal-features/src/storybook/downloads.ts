import { spyOn } from 'storybook/test';

/**
 * The files a story's screen saves, read back: every download goes through a Blob URL, so the spy sees the blob and
 * the story can check what a person would open in the spreadsheet. Restored by Storybook after the story.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const create = URL.createObjectURL.bind(URL);
  spyOn(URL, 'createObjectURL').mockImplementation((object: Blob | MediaSource) => {
    if (object instanceof Blob) blobs.push(object);
    return create(object);
  });
  return {
    count: () => blobs.length,
    /** The last file's lines, without the BOM and the final line break. */
    lastLines: async () => {
      const text = (await blobs.at(-1)?.text()) ?? '';
      return text
        .replace(/^\uFEFF/, '')
        .replace(/\r\n$/, '')
        .split('\r\n');
    },
  };
}
