// Spanish texts of partner API keys; the keys are those of apikeys.en.ts (checked by the type).
import type { apiKeysEn } from './apikeys.en.js';

export const apiKeysEs: typeof apiKeysEn = {
  apiKeys: {
    title: 'Claves de API de socios',
    intro:
      'Una clave de socio permite que el sistema de un socio de integración llame a la API GraphQL con los permisos de un rol. Cada clave se muestra una sola vez, al crearla.',
    create: 'Crear clave',
    columns: {
      name: 'Nombre',
      prefix: 'Clave',
      role: 'Rol',
      status: 'Estado',
      createdBy: 'Creada por',
      createdAt: 'Creación',
      lastUsedAt: 'Último uso',
      actions: 'Acciones',
    },
    never: 'Nunca',
    noRole: 'Rol eliminado',
    unknownUser: 'Desconocido',
    empty: 'Aún no hay claves de socios',
    emptyHint:
      'Cree una clave para cada sistema de un socio (un ERP, un almacén de datos) que deba leer o modificar sus datos mediante la API GraphQL.',
    loadError: 'No se pudieron cargar las claves de socios: {{message}}',
    revoke: 'Revocar',
    revokeTitle: 'Revocar clave de socio',
    revokeConfirm: '¿Revocar la clave “{{name}}”? Las integraciones que la usan dejarán de funcionar de inmediato.',
    revokeFailed: 'No se pudo revocar la clave.',
    cancel: 'Cancelar',
    form: {
      title: 'Crear clave de socio',
      name: 'Nombre',
      nameHint: 'Para qué sirve la clave, p. ej., el sistema del socio.',
      role: 'Rol',
      roleHint: 'La clave puede hacer lo que este rol permite.',
      rolePlaceholder: 'Elija un rol',
      rolesLoadError: 'No se pudieron cargar los roles: {{message}}',
      submit: 'Crear clave',
      failed: 'No se pudo crear la clave.',
    },
    secret: {
      title: 'Clave creada',
      label: 'Clave de socio “{{name}}”',
      warning: 'Copie esta clave ahora. No se volverá a mostrar.',
      copy: 'Copiar',
      copied: 'Copiada',
      done: 'Listo',
    },
  },
};
