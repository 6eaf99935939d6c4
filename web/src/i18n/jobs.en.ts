// English texts of background jobs (the jobs domain): the progress component and the My jobs page.

export const jobsEn = {
  jobs: {
    title: 'My jobs',
    intro: 'Imports, exports and other long tasks you started, newest first. They keep running when you leave.',
    kinds: {
      DEMO: 'Demo job',
      BENEFICIARY_IMPORT_CHECK: 'Beneficiary import check',
      BENEFICIARY_IMPORT_COMMIT: 'Beneficiary import',
      BENEFICIARY_DEDUPLICATION: 'Deduplication',
      DISTRIBUTION_ENTITLEMENTS: 'Distribution entitlements',
      DISTRIBUTION_NOTIFICATIONS: 'Distribution notifications',
      RECONCILIATION_IMPORT: 'Provider report import',
      REPORT_FILE: 'Report file',
    },
    statuses: {
      REQUESTED: 'Waiting',
      PROCESSING: 'Running',
      COMPLETED: 'Completed',
      FAILURE: 'Failed',
      CANCELLED: 'Cancelled',
    },
    progress: '{{done}} of {{total}}',
    progressUnknown: '{{done}} done',
    attempt: 'Attempt {{attempts}}',
    cancel: 'Cancel',
    cancelRequested: 'Stopping…',
    startedAt: 'Started {{at}}',
    finishedAt: 'Ended {{at}}',
    notFound: 'This job no longer exists or is not yours to see.',
    empty: 'You have not started any job yet.',
    startDemo: 'Run a demo job',
    startDemoHint: 'A demo job counts to 30, a step every half second, so you can watch progress and cancel it.',
    loadError: 'The jobs could not be loaded.',
  },
};
