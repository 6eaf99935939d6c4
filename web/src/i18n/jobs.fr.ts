// French texts of background jobs; the keys are those of jobs.en.ts (checked by the i18n test).

export const jobsFr = {
  jobs: {
    title: 'Mes tâches',
    intro:
      'Imports, exports et autres tâches longues que vous avez lancés, les plus récents d’abord. Elles continuent quand vous quittez la page.',
    kinds: {
      DEMO: 'Tâche de démonstration',
      BENEFICIARY_IMPORT_CHECK: 'Vérification d’import de bénéficiaires',
      BENEFICIARY_IMPORT_COMMIT: 'Import de bénéficiaires',
      BENEFICIARY_DEDUPLICATION: 'Dédoublonnage',
      DISTRIBUTION_ENTITLEMENTS: 'Droits de la distribution',
      DISTRIBUTION_NOTIFICATIONS: 'Notifications de la distribution',
      RECONCILIATION_IMPORT: 'Import du rapport du prestataire',
      REPORT_FILE: 'Fichier de rapport',
    },
    statuses: {
      REQUESTED: 'En attente',
      PROCESSING: 'En cours',
      COMPLETED: 'Terminée',
      FAILURE: 'Échouée',
      CANCELLED: 'Annulée',
    },
    progress: '{{done}} sur {{total}}',
    progressUnknown: '{{done}} effectués',
    attempt: 'Essai {{attempts}}',
    cancel: 'Annuler',
    cancelRequested: 'Arrêt en cours…',
    startedAt: 'Commencée le {{at}}',
    finishedAt: 'Terminée le {{at}}',
    notFound: 'Cette tâche n’existe plus ou ne vous est pas visible.',
    empty: 'Vous n’avez lancé aucune tâche pour l’instant.',
    startDemo: 'Lancer une tâche de démonstration',
    startDemoHint:
      'Une tâche de démonstration compte jusqu’à 30, un pas par demi-seconde : vous pouvez suivre sa progression et l’annuler.',
    loadError: 'Les tâches n’ont pas pu être chargées.',
  },
};
