// Limits both sides enforce, so the gateway refuses what the API would refuse, with the same reason.

export const LIMITS = {
  /** Ids are `<prefix><26 characters>`; demo and partner ids are shorter. Anything longer is not an id. */
  idMaxLength: 100,
  /** Items per page of any list. */
  pageSizeMax: 100,
  /** Ids per batch look-up (`?ids=a,b,c`): 100 ids of 100 characters stay far below URL limits. */
  idsPerRequest: 100,
  /** A cursor holds a sort name, one key and one id. */
  cursorMaxLength: 1024,
  filter: { maxDepth: 5, maxConditions: 50, maxValues: 100, maxValueLength: 1000 },
  /** JSON request bodies of the REST API (and GraphQL variables carrying one such input). */
  jsonBodyBytes: 64 * 1024,
  /** GraphQL request bodies: a document plus variables. */
  graphqlBodyBytes: 256 * 1024,
  /** Uploaded files (imports, provider reports, photos); UPLOAD_MAX_BYTES may lower or raise it. */
  uploadMaxBytes: 1024 * 1024 * 1024,
} as const;
