// Spanish texts of background jobs; the keys are those of jobs.en.ts (checked by the type).
import type { jobsEn } from './jobs.en.js';

export const jobsEs: typeof jobsEn = {
  jobs: {
    title: 'Mis tareas',
    intro:
      'Importaciones, exportaciones y otras tareas largas que usted inició, las más recientes primero. Siguen en curso aunque salga de la página.',
    kinds: {
      DEMO: 'Tarea de demostración',
      BENEFICIARY_IMPORT_CHECK: 'Verificación de importación de beneficiarios',
      BENEFICIARY_IMPORT_COMMIT: 'Importación de beneficiarios',
      BENEFICIARY_DEDUPLICATION: 'Búsqueda de duplicados',
      DISTRIBUTION_ENTITLEMENTS: 'Asignaciones de la distribución',
      DISTRIBUTION_NOTIFICATIONS: 'Notificaciones de la distribución',
      RECONCILIATION_IMPORT: 'Importación del informe del proveedor',
      REPORT_FILE: 'Archivo de informe',
    },
    statuses: {
      REQUESTED: 'En espera',
      PROCESSING: 'En curso',
      COMPLETED: 'Completada',
      FAILURE: 'Fallida',
      CANCELLED: 'Cancelada',
    },
    progress: '{{done}} de {{total}}',
    progressUnknown: '{{done}} realizados',
    attempt: 'Intento {{attempts}}',
    cancel: 'Cancelar',
    cancelRequested: 'Deteniendo…',
    startedAt: 'Inicio: {{at}}',
    finishedAt: 'Fin: {{at}}',
    notFound: 'Esta tarea ya no existe o no tiene permiso para verla.',
    empty: 'Aún no ha iniciado ninguna tarea.',
    startDemo: 'Ejecutar una tarea de demostración',
    startDemoHint:
      'Una tarea de demostración cuenta hasta 30, un paso cada medio segundo, para que pueda ver el avance y cancelarla.',
    loadError: 'No se pudieron cargar las tareas.',
  },
};
