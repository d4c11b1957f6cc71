/** Where the API describes itself: not API routes themselves, so the coverage test leaves them out. */
export const OPENAPI_PATH = "/api/v1/openapi.json";
export const API_DOCS_PATH = "/api/docs";
