// A program as the REST API returns it; `createdBy`/`updatedBy` are user ids that the resolvers look up.
import type { ProgramStatus, ProgramType } from '@aid/common';

export type ProgramRecord = {
  programId: string;
  accountId: string;
  programName: string;
  description: string | null;
  programType: ProgramType;
  programStatus: ProgramStatus;
  currency: string;
  budget: number | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};
