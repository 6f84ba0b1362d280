/** A failed API call. `fromServer` tells whether `message` is the server's own Spanish text. */
export class ApiError extends Error {
  readonly status: number;
  readonly fromServer: boolean;

  constructor(status: number, message: string, fromServer: boolean) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
  }
}

/** The server's message when it sent one, otherwise the screen's fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}
