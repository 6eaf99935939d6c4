import { SORT_OPTIONS, type SortOption } from '@aid/common';
import type { AccessTokenVerifier } from '@aid/common/auth';
import express, { type Request, Router } from 'express';
import type { z } from 'zod';
import { type AuthContext, authContext, requireAccess } from '../auth/context.js';
import { requireMember } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { parseFilterParam } from '../db/filter.js';
import { QueryInputError } from '../db/query-input.js';
import { singleQuery, splitIds } from '../http/request.js';
import { fieldErrorsOf, summary } from '../http/validation.js';
import { ProgramError } from './errors.js';
import { createProgramSchema, updateProgramSchema } from './schema.js';
import {
  type Actor,
  createProgram,
  getProgram,
  listPrograms,
  MAX_PAGE_SIZE,
  type ProgramScope,
  programsByIds,
  updateProgram,
} from './service.js';

export type ProgramsDeps = { db: Db; verifier: AccessTokenVerifier };

export const PROGRAMS_BODY_LIMIT = '64kb';

export function programsRouter({ db, verifier }: ProgramsDeps): Router {
  const router = Router();
  const member = requireMember(db, verifier);
  const json = express.json({ limit: PROGRAMS_BODY_LIMIT });

  router.get('/programs', member, async (req, res) => {
    const auth = authContext(res);
    const scope = viewScope(auth);
    const ids = query(req, 'ids');
    if (ids !== undefined) {
      res.json({ items: await programsByIds(db, scope, splitIds(ids)) });
      return;
    }
    res.json(await listPrograms(db, scope, listQuery(req)));
  });

  router.get('/programs/:id', member, async (req, res) => {
    res.json(await getProgram(db, viewScope(authContext(res)), String(req.params.id)));
  });

  router.post('/programs', member, json, async (req, res) => {
    const auth = authContext(res);
    requireAccess(auth, 'PROGRAMS', 'CREATE');
    const input = validate(createProgramSchema, req.body);
    res.status(201).json(await createProgram(db, actorOf(auth), input));
  });

  router.patch('/programs/:id', member, json, async (req, res) => {
    const auth = authContext(res);
    const updateAccess = requireAccess(auth, 'PROGRAMS', 'UPDATE');
    const input = validate(updateProgramSchema, req.body);
    // What the caller can see decides 404 vs 403: an update grant never reveals programs they cannot view.
    const scope: ProgramScope = {
      accountId: auth.accountId,
      access: unionAccess(auth, updateAccess),
    };
    res.json(await updateProgram(db, actorOf(auth), scope, updateAccess, String(req.params.id), input));
  });

  return router;
}

function viewScope(auth: AuthContext): ProgramScope {
  return { accountId: auth.accountId, access: requireAccess(auth, 'PROGRAMS', 'VIEW') };
}

/** A program the caller may update is one they may know about, even without a VIEW grant on it. */
function unionAccess(auth: AuthContext, updateAccess: ProgramScope['access']): ProgramScope['access'] {
  const view = auth.permissions.PROGRAMS?.VIEW;
  if (updateAccess.accessLevel === 'EVERYTHING' || view?.accessLevel === 'EVERYTHING') {
    return { accessLevel: 'EVERYTHING', objectIds: [] };
  }
  const ids = new Set(updateAccess.objectIds);
  if (view?.accessLevel === 'SELECTED') for (const id of view.objectIds) ids.add(id);
  return { accessLevel: 'SELECTED', objectIds: [...ids] };
}

function actorOf(auth: AuthContext): Actor {
  return { accountId: auth.accountId, userId: auth.user.userId, sitePath: auth.sitePath };
}

function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  throw new ProgramError('VALIDATION_FAILED', summary(fieldErrors), fieldErrors);
}

function query(req: Request, name: string): string | undefined {
  const value = singleQuery(req, name);
  if (typeof value === 'object') throw ProgramError.badQuery(name, 'must be given at most once');
  return value;
}

function listQuery(req: Request): { first: number; after?: string; sort: SortOption; filter?: unknown } {
  const firstRaw = query(req, 'first');
  const first = firstRaw === undefined ? 50 : Number(firstRaw);
  if (!/^\d+$/.test(firstRaw ?? '50') || !Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw ProgramError.badQuery('first', `must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  const sortRaw = query(req, 'sort') ?? 'CREATED_AT_NEWEST';
  if (!(SORT_OPTIONS as readonly string[]).includes(sortRaw)) {
    throw ProgramError.badQuery(
      'sort',
      `${JSON.stringify(sortRaw.slice(0, 40))} is not one of ${SORT_OPTIONS.join(', ')}`,
    );
  }
  const filterRaw = query(req, 'filter');
  let filter: unknown;
  if (filterRaw !== undefined && filterRaw !== '') {
    try {
      filter = parseFilterParam(filterRaw);
    } catch (error) {
      if (error instanceof QueryInputError) throw ProgramError.badQuery(error.field, error.reason);
      throw error;
    }
  }
  const after = query(req, 'after') || undefined;
  return { first, after, sort: sortRaw as SortOption, filter };
}
