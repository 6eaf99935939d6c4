// A program as the REST API returns it; `createdBy`/`updatedBy` are user ids that the resolvers look up.
import type { ProgramJson } from '@aid/common/programs';
import type { Connection } from '../rest/connection.js';

export type ProgramRecord = ProgramJson;
export type ProgramConnectionRecord = Connection<ProgramRecord>;
