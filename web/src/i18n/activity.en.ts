// English texts of the activity log page (the activity domain), loaded with that page.

export const activityEn = {
  activity: {
    title: 'Activity Logs',
    intro:
      'Who changed what in this organisation, and when. You see your own changes, or everyone’s if you manage users.',
    columns: { when: 'When', who: 'Who', action: 'Action', object: 'Object', changes: 'Changes' },
    fields: {
      USER_ID: 'User id',
      ACTION: 'Action',
      OBJECT_TYPE: 'Object type',
      OBJECT_ID: 'Object id',
      SITE_PATH: 'Page',
      CREATED_AT: 'Date',
    },
    actions: { CREATE: 'Created', UPDATE: 'Updated', DELETE: 'Deleted', CANCEL: 'Cancelled' },
    objectTypes: { PROGRAM: 'Program', JOB: 'Job', FILE: 'File', API_KEY: 'Partner key' },
    sort: { label: 'Order', CREATED_AT_NEWEST: 'Newest first', CREATED_AT_OLDEST: 'Oldest first' },
    unknownUser: 'A former member',
    onlyUser: 'Show only the changes of {{user}}',
    noChanges: '—',
    moreChanges: '+{{count}} more',
    empty: 'Nothing has been logged yet.',
    export: 'Export CSV',
    exportError: 'The export failed: {{message}}',
    emptyFiltered: 'No entry matches this filter.',
    loadError: 'The activity log could not be loaded: {{message}}',
  },
};
