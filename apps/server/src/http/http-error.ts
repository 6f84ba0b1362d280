import { MESSAGES } from '@comandero/contracts';

/** A failure with a status and a Spanish message that is safe to show to staff. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MESSAGES.badRequest) => new HttpError(400, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.conflict) => new HttpError(409, message);
export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
