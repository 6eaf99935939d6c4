// French texts of the activity log page; the keys are those of activity.en.ts (checked by the i18n test).

export const activityFr = {
  activity: {
    title: 'Journaux d’activité',
    intro:
      'Qui a modifié quoi dans cette organisation, et quand. Vous voyez vos propres modifications, ou celles de tous si vous gérez les utilisateurs.',
    columns: { when: 'Quand', who: 'Qui', action: 'Action', object: 'Objet', changes: 'Modifications' },
    fields: {
      USER_ID: 'Identifiant de l’utilisateur',
      ACTION: 'Action',
      OBJECT_TYPE: 'Type d’objet',
      OBJECT_ID: 'Identifiant de l’objet',
      SITE_PATH: 'Page',
      CREATED_AT: 'Date',
    },
    actions: { CREATE: 'Création', UPDATE: 'Modification', DELETE: 'Suppression', CANCEL: 'Annulation' },
    objectTypes: { PROGRAM: 'Programme', JOB: 'Tâche', FILE: 'Fichier', API_KEY: 'Clé partenaire' },
    sort: { label: 'Ordre', CREATED_AT_NEWEST: 'Plus récentes d’abord', CREATED_AT_OLDEST: 'Plus anciennes d’abord' },
    unknownUser: 'Un ancien membre',
    onlyUser: 'Afficher seulement les modifications de {{user}}',
    noChanges: '—',
    moreChanges: '+{{count}} autres',
    empty: 'Rien n’a encore été journalisé.',
    export: 'Exporter en CSV',
    exportError: 'L’export a échoué : {{message}}',
    emptyFiltered: 'Aucune entrée ne correspond à ce filtre.',
    loadError: 'Le journal d’activité n’a pas pu être chargé : {{message}}',
  },
};
