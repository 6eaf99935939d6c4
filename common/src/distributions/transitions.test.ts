import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_STATUSES, PAYMENT_STATUSES } from './enums.js';
import {
  assertTransition,
  canTransition,
  DISTRIBUTION_TRANSITIONS,
  IllegalTransitionError,
  PAYMENT_TRANSITIONS,
} from './transitions.js';

describe('the distribution status table', () => {
  it('names every status, and only known ones', () => {
    expect(Object.keys(DISTRIBUTION_TRANSITIONS).sort()).toEqual([...DISTRIBUTION_STATUSES].sort());
    for (const targets of Object.values(DISTRIBUTION_TRANSITIONS)) {
      for (const to of targets) expect(DISTRIBUTION_STATUSES).toContain(to);
    }
  });

  it('follows the lifecycle and ends in CANCELLED', () => {
    expect(canTransition('distribution', 'READY', 'CREATE_IN_PROGRESS')).toBe(true);
    expect(canTransition('distribution', 'APPROVAL_PENDING', 'APPROVED')).toBe(true);
    expect(canTransition('distribution', 'DISAPPROVED', 'READY')).toBe(true);
    expect(canTransition('distribution', 'READY', 'APPROVED')).toBe(false);
    expect(DISTRIBUTION_TRANSITIONS.CANCELLED).toEqual([]);
  });

  it('refuses every pair not in the table, naming both statuses', () => {
    for (const from of DISTRIBUTION_STATUSES) {
      for (const to of DISTRIBUTION_STATUSES) {
        if (DISTRIBUTION_TRANSITIONS[from].includes(to)) {
          expect(() => assertTransition('distribution', from, to)).not.toThrow();
        } else {
          expect(() => assertTransition('distribution', from, to)).toThrow(IllegalTransitionError);
          expect(() => assertTransition('distribution', from, to)).toThrow(`from ${from} to ${to}`);
        }
      }
    }
  });
});

describe('the payment status table', () => {
  it('names every status, and only known ones', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    for (const targets of Object.values(PAYMENT_TRANSITIONS)) {
      for (const to of targets) expect(PAYMENT_STATUSES).toContain(to);
    }
  });

  it('refuses every pair not in the table', () => {
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        expect(canTransition('payment', from, to)).toBe(PAYMENT_TRANSITIONS[from].includes(to));
        if (!PAYMENT_TRANSITIONS[from].includes(to)) {
          expect(() => assertTransition('payment', from, to)).toThrow(
            `payment status cannot change from ${from} to ${to}`,
          );
        }
      }
    }
  });

  it('never goes back to NOT_INITIATED, and COMPLETED only to REVERSED', () => {
    for (const from of PAYMENT_STATUSES) expect(canTransition('payment', from, 'NOT_INITIATED')).toBe(false);
    expect(PAYMENT_TRANSITIONS.COMPLETED).toEqual(['REVERSED']);
  });
});
