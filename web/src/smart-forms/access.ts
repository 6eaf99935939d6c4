// What the signed-in member may do with smart forms (section SMART_FORMS): the buttons follow it, the API decides.
import { accessFor } from '@aid/common/permissions';
import { useMemo } from 'react';
import { useMe } from '../accounts/me.js';
import { toEffectivePermissions } from '../accounts/permissions.js';

export type SmartFormsAccess = { create: boolean; update: boolean };

export function useSmartFormsAccess(): SmartFormsAccess {
  const me = useMe();
  return useMemo(() => {
    const perms = toEffectivePermissions(me.permissions);
    const granted = (action: 'CREATE' | 'UPDATE') => accessFor(perms, 'SMART_FORMS', action).accessLevel !== 'NONE';
    return { create: granted('CREATE'), update: granted('UPDATE') };
  }, [me.permissions]);
}
