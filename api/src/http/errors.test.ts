// The error body every domain answers through ApiError: its code's status, and `reason` (the rule that refused) with
// what the client needs beside it, in place of the per-domain body overrides there used to be.
import type { AddressInfo } from 'node:net';
import { ERRORS, fieldError } from '@aid/common/errors';
import { refusalIn } from '@aid/common/refusals';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BeneficiaryError } from '../beneficiaries/errors.js';
import { DistributionError } from '../distributions/errors.js';
import { ReconciliationError } from '../reconciliation/errors.js';
import { ApiError, domainError, errorHandler, refusalError } from './errors.js';

const THROWN: Record<string, () => Error> = {
  plain: () => new ApiError('CONFLICT', 'Taken'),
  invalid: () => ApiError.invalid([fieldError('programName', 'TOO_LONG', { max: 200 })]),
  overBudget: () => DistributionError.overBudget(15, 'EUR', 5),
  reconciliation: () => ReconciliationError.notFound('Reconciliation import'),
  unfinished: () =>
    new BeneficiaryError('CONFLICT', 'Still owed', undefined, {
      reason: 'UNFINISHED_ENTITLEMENTS',
      distributions: [{ distributionId: 'dst--1', distributionName: 'Winter' }],
    }),
  // Details never overwrite the contract's own fields.
  shadowing: () => new ApiError('NOT_FOUND', 'Gone', undefined, undefined, { code: 'INTERNAL', message: 'x' }),
  unexpected: () => new Error('relation "x" does not exist'),
  // What body-parser throws for a body over its limit.
  tooLarge: () => Object.assign(new Error('request entity too large'), { type: 'entity.too.large', limit: 102_400 }),
};

let url = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const app = express();
  app.get('/:case', (req) => {
    throw (THROWN[req.params.case] ?? THROWN.unexpected)?.();
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

async function get(name: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/${name}`);
  const body = (await response.json()) as Record<string, unknown>;
  delete body.requestId;
  return { status: response.status, body };
}

describe('ApiError bodies', () => {
  it('answer the status of the code and no reason when none was given', async () => {
    expect(await get('plain')).toEqual({ status: 409, body: { message: 'Taken', code: 'CONFLICT' } });
    const invalid = await get('invalid');
    expect(invalid.status).toBe(ERRORS.VALIDATION_FAILED.status);
    expect(invalid.body.fieldErrors).toEqual([fieldError('programName', 'TOO_LONG', { max: 200 })]);
    expect(invalid.body).not.toHaveProperty('reason');
  });

  it("carry a domain's typed reason", async () => {
    expect((await get('overBudget')).body).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'OVER_BUDGET' });
    expect(await get('reconciliation')).toEqual({
      status: 404,
      body: {
        message: 'Reconciliation import not found',
        code: 'NOT_FOUND',
        reason: 'NOT_FOUND',
        messageKey: 'reconciliation.importNotFound',
      },
    });
  });

  it("name the API's own refusals by key, with their values, so a client can word them", async () => {
    expect(await get('tooLarge')).toEqual({
      status: 413,
      body: {
        message: 'The request body is too large (limit 100 kB)',
        code: 'PAYLOAD_TOO_LARGE',
        messageKey: 'http.tooLargeLimit',
        messageParams: { limit: 100 },
      },
    });
    expect(refusalIn('fr', 'http.tooLargeLimit', { limit: 100 })).toBe(
      'Le corps de la requête est trop volumineux (limite 100 ko)',
    );
  });

  it('carry what the client needs beside the reason, without letting it replace code or message', async () => {
    expect((await get('unfinished')).body).toEqual({
      message: 'Still owed',
      code: 'CONFLICT',
      reason: 'UNFINISHED_ENTITLEMENTS',
      distributions: [{ distributionId: 'dst--1', distributionName: 'Winter' }],
    });
    expect(await get('shadowing')).toEqual({ status: 404, body: { message: 'Gone', code: 'NOT_FOUND' } });
  });

  it('keep an unexpected error to the log', async () => {
    expect(await get('unexpected')).toEqual({
      status: 500,
      body: { message: 'Internal server error', code: 'INTERNAL' },
    });
  });
});

describe('domainError and refusalError', () => {
  class ThingError extends domainError<'NOT_FOUND' | 'CONFLICT'>() {}
  class RuleError extends refusalError<'VALIDATION_FAILED', 'TOO_LATE'>() {}

  it('give each domain its own named type with the status of its code', () => {
    const error = new ThingError('CONFLICT', 'Taken', [fieldError('name', 'TAKEN')]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ThingError');
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({ message: 'Taken', code: 'CONFLICT', fieldErrors: [fieldError('name', 'TAKEN')] });
  });

  it('carry the rule that refused as `reason`', () => {
    const error = new RuleError('VALIDATION_FAILED', 'Too late', 'TOO_LATE');
    expect(error.name).toBe('RuleError');
    expect(error.toBody()).toEqual({ message: 'Too late', code: 'VALIDATION_FAILED', reason: 'TOO_LATE' });
  });
});
