/** 30 MB, the per-file limit of spec 9. */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** PNG, JPEG, JPG and PDF (spec 5), by MIME type or, when the browser gives none, by extension. */
export const ACCEPTED_UPLOAD_TYPES: Record<string, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'application/pdf': ['.pdf'],
};

export interface FileRejection {
  reason: 'type' | 'size';
  title: string;
  description: string;
}

export interface FileRules {
  accept?: Record<string, readonly string[]>;
  maxBytes?: number;
  messages: {
    invalidTypeTitle: string;
    invalidTypeDescription: string;
    tooLargeTitle: string;
    /** The slot's own sentence, e.g. 'Cartão CNPJ tem mais de 30MB'. */
    tooLargeDescription: string;
  };
}

export function validateFile(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): FileRejection | null {
  const accept = rules.accept ?? ACCEPTED_UPLOAD_TYPES;
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const byType = file.type !== '' && file.type in accept;
  const byExtension = Object.values(accept).some((extensions) => extensions.includes(extension));
  // A known MIME type with a mismatching extension is still the declared type; an unknown or empty
  // MIME type falls back to the extension.
  if (!(byType || (file.type === '' && byExtension) || (file.type === 'application/octet-stream' && byExtension))) {
    return {
      reason: 'type',
      title: rules.messages.invalidTypeTitle,
      description: rules.messages.invalidTypeDescription,
    };
  }
  if (file.size > (rules.maxBytes ?? MAX_UPLOAD_BYTES)) {
    return { reason: 'size', title: rules.messages.tooLargeTitle, description: rules.messages.tooLargeDescription };
  }
  return null;
}

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 1536 → '1,5 KB'; 31457280 → '30 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
