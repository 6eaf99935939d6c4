// A program as the REST API returns it; `createdBy`/`updatedBy` are user ids that the resolvers look up.
import type { ProgramJson } from '@aid/common';

export type ProgramRecord = ProgramJson;
