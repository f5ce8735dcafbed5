/** Where a call failed: the server answered with an error, the answer made no sense, or no answer came. */
export type ApiErrorKind = 'http' | 'malformed' | 'network' | 'timeout';

/** Per-field messages as the API sends them: `{ email: ['O e-mail já está em uso.'] }`. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** HTTP status, for `http` and `malformed`. */
  status?: number;
  /** The parsed body as the server sent it (any shape), when there was one. */
  body?: unknown;
  /** The call, e.g. 'POST login', for logs. */
  call: string;
  cause?: unknown;
}

/** The one error every call throws. It keeps what the server said, in the shapes of spec 8. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly body?: unknown;
  readonly call: string;

  constructor(details: ApiErrorDetails) {
    super(`[@painel/api-client] ${details.call} failed: ${details.kind}${details.status ? ` ${details.status}` : ''}`, {
      cause: details.cause,
    });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.status = details.status;
    this.body = details.body;
    this.call = details.call;
  }

  /** Whether the server answered (an HTTP error or a malformed answer) rather than the network failing. */
  get isHttp(): boolean {
    return this.kind === 'http' || this.kind === 'malformed';
  }

  /** Whether the body is a JSON object (spec 8 separates these from other bodies). */
  get bodyIsObject(): boolean {
    return typeof this.body === 'object' && this.body !== null && !Array.isArray(this.body);
  }

  /** The body's `message` string, if it has one. */
  get serverMessage(): string | undefined {
    const message = this.bodyIsObject ? (this.body as Record<string, unknown>).message : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  }

  /** The body's `exception` message (register, spec 8), if it has one. */
  get exception(): string | undefined {
    if (!this.bodyIsObject) return undefined;
    const exception = (this.body as Record<string, unknown>).exception;
    if (typeof exception === 'string') return exception;
    if (typeof exception === 'object' && exception !== null) {
      const message = (exception as Record<string, unknown>).message;
      if (typeof message === 'string') return message;
    }
    return undefined;
  }

  /** Every field's messages: from `errors: {…}` when present, else from the body's own array values. */
  get fieldErrors(): FieldErrors {
    if (!this.bodyIsObject) return {};
    const body = this.body as Record<string, unknown>;
    const source =
      typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors)
        ? (body.errors as Record<string, unknown>)
        : body;
    const result: FieldErrors = {};
    for (const [field, value] of Object.entries(source)) {
      const messages = (
        Array.isArray(value) ? value : typeof value === 'string' && source !== body ? [value] : []
      ).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (messages.length > 0) result[field] = messages;
    }
    return result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
