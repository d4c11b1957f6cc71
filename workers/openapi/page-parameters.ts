/** The pair address in the path of the pages the worker serves (/iframe/{address}, /chart/{address}). */
export const PAIR_PAGE_PARAMETER = {
  in: "path",
  name: "address",
  required: true,
  description: "The pair's address; the page itself says so when it is not one.",
  schema: { type: "string", example: "0x5555555555555555555555555555555555555555" },
} as const;
