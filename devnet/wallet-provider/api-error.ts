// Turnkey's error answers: a non-2xx status with `{code, message, details}`, `code` being the gRPC status.

export class TurnkeyApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return { code: this.code, message: this.message, details: [] };
  }
}

export const badRequest = (message: string) => new TurnkeyApiError(400, 3, message);
export const unauthenticated = (message: string) => new TurnkeyApiError(401, 16, message);
export const notAuthorized = () => new TurnkeyApiError(403, 7, "request not authorized");
export const notFound = (message: string) => new TurnkeyApiError(404, 5, message);
