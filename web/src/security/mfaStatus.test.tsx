// Unit test of the MFA status hook: the identity service is stubbed (testSession).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetUserResponse } from '../auth/cognito.js';
import type { Session } from '../auth/session.js';
import { fakeTokens, testSession, testWrapper } from '../test/helpers.js';
import { invalidateMfaStatus, mfaStatusOf, useMfaStatus } from './mfaStatus.js';

const wrapper = (session: Session) => testWrapper({ session });

function setup(answers: Partial<GetUserResponse>[]) {
  const getUser = vi.fn(
    async (): Promise<GetUserResponse> => ({
      Username: 'u1',
      UserAttributes: [{ Name: 'email', Value: 'a@b.c' }],
      ...(answers.length > 1 ? answers.shift() : answers[0]),
    }),
  );
  const session = testSession({ identity: { getUser }, tokens: fakeTokens(Date.now() + 3_600_000) });
  return { session, getUser };
}

describe('mfaStatusOf', () => {
  it('reads the methods and the preferred one from GetUser', () => {
    expect(mfaStatusOf({})).toEqual({ enabled: false, softwareToken: false, sms: false, preferred: null });
    expect(
      mfaStatusOf({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' }),
    ).toEqual({ enabled: true, softwareToken: true, sms: false, preferred: 'SOFTWARE_TOKEN_MFA' });
  });
});

describe('useMfaStatus', () => {
  it('reads GetUser once for every component that asks', async () => {
    const { session, getUser } = setup([{ UserMFASettingList: [] }]);
    const a = renderHook(() => useMfaStatus(), { wrapper: wrapper(session) });
    const b = renderHook(() => useMfaStatus(), { wrapper: wrapper(session) });
    await waitFor(() => expect(a.result.current.status?.enabled).toBe(false));
    expect(b.result.current.status?.enabled).toBe(false);
    expect(a.result.current.email).toBe('a@b.c');
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it('reads again after invalidateMfaStatus (after turning MFA on or off)', async () => {
    const { session, getUser } = setup([{}, { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }]);
    const { result } = renderHook(() => useMfaStatus(), { wrapper: wrapper(session) });
    await waitFor(() => expect(result.current.status?.enabled).toBe(false));
    act(() => invalidateMfaStatus(session));
    await waitFor(() => expect(result.current.status?.enabled).toBe(true));
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it('forgets the state when the user signs out', async () => {
    const { session, getUser } = setup([{ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }]);
    const { result } = renderHook(() => useMfaStatus(), { wrapper: wrapper(session) });
    await waitFor(() => expect(result.current.status?.enabled).toBe(true));
    await act(() => session.signOut());
    expect(result.current.status).toBeNull();
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it('reports a refusal and reads again on reload()', async () => {
    const { session, getUser } = setup([{}]);
    getUser.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useMfaStatus(), { wrapper: wrapper(session) });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status?.enabled).toBe(false));
  });
});
