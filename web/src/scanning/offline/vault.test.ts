// What is stored for offline scanning is unreadable without this session's key, and the key leaves with the session.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/helpers.js';
import { currentVault, dropVaultKey, sessionVault } from './vault.js';

describe('offline vault', () => {
  it('seals and opens with the session key; the sealed bytes do not hold the plain text', async () => {
    const storage = memoryStorage();
    const vault = await sessionVault(storage);
    const sealed = await vault.seal([{ firstName: 'Amina', code: 'ABCD2345WXYZ' }]);
    expect(new TextDecoder().decode(sealed.data)).not.toContain('Amina');
    expect(await vault.open(sealed)).toEqual([{ firstName: 'Amina', code: 'ABCD2345WXYZ' }]);
    // The same session finds the same key again (a reload of the page).
    expect(await (await currentVault(storage))?.open(sealed)).toEqual([{ firstName: 'Amina', code: 'ABCD2345WXYZ' }]);
  });

  it('cannot open what another session sealed, and has no key once it is dropped', async () => {
    const first = memoryStorage();
    const sealed = await (await sessionVault(first)).seal({ firstName: 'Amina' });
    const other = await sessionVault(memoryStorage());
    await expect(other.open(sealed)).rejects.toThrow();
    dropVaultKey(first);
    expect(await currentVault(first)).toBeNull();
  });

  it('uses a fresh IV for every record', async () => {
    const vault = await sessionVault(memoryStorage());
    const [a, b] = await Promise.all([vault.seal('same'), vault.seal('same')]);
    expect(Buffer.from(a.iv).equals(Buffer.from(b.iv))).toBe(false);
  });
});
