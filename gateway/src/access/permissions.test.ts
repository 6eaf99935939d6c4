import { effectivePermissions } from '@aid/common/permissions';
import { describe, expect, it } from 'vitest';
import { effectivePermissionList, rolePermissionList } from './permissions.js';

describe('permission maps → schema lists', () => {
  const role = {
    section: [
      {
        name: 'PROGRAMS' as const,
        access: {
          CREATE: { accessLevel: 'NONE' as const, objectIds: [] },
          VIEW: { accessLevel: 'SELECTED' as const, objectIds: ['prg--1'] },
        },
      },
      { name: 'NFT' as const, access: { VIEW: { accessLevel: 'EVERYTHING' as const, objectIds: [] } } },
    ],
  };

  it('converts a role in section and action order', () => {
    expect(rolePermissionList(role)).toEqual([
      {
        section: 'PROGRAMS',
        access: [
          { action: 'VIEW', accessLevel: 'SELECTED', objectIds: ['prg--1'] },
          { action: 'CREATE', accessLevel: 'NONE', objectIds: [] },
        ],
      },
      { section: 'NFT', access: [{ action: 'VIEW', accessLevel: 'EVERYTHING', objectIds: [] }] },
    ]);
  });

  it('converts effective permissions', () => {
    expect(effectivePermissionList(effectivePermissions([{ permissions: role }]))).toEqual(rolePermissionList(role));
  });
});
