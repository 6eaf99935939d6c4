// English texts of partner API keys (the apikeys domain): the /api-keys page, its create form and revoke dialog.

export const apiKeysEn = {
  apiKeys: {
    title: 'Partner API keys',
    intro:
      'A partner key lets an integration partner’s system call the GraphQL API with the permissions of one role. Each key is shown once, when it is created.',
    create: 'Create key',
    columns: {
      name: 'Name',
      prefix: 'Key',
      role: 'Role',
      status: 'Status',
      createdBy: 'Created by',
      createdAt: 'Created',
      lastUsedAt: 'Last used',
      actions: 'Actions',
    },
    never: 'Never',
    noRole: 'Role deleted',
    unknownUser: 'Unknown',
    empty: 'No partner keys yet',
    emptyHint:
      'Create a key for each partner system (an ERP, a data warehouse) that should read or change your data through the GraphQL API.',
    loadError: 'The partner keys could not be loaded: {{message}}',
    revoke: 'Revoke',
    revokeTitle: 'Revoke partner key',
    revokeConfirm: 'Revoke key “{{name}}”? Integrations using it stop working at once.',
    revokeFailed: 'The key could not be revoked.',
    cancel: 'Cancel',
    form: {
      title: 'Create partner key',
      name: 'Name',
      nameHint: 'What the key is for, e.g. the partner’s system.',
      role: 'Role',
      roleHint: 'The key can do what this role allows.',
      rolePlaceholder: 'Choose a role',
      rolesLoadError: 'The roles could not be loaded: {{message}}',
      submit: 'Create key',
      failed: 'The key could not be created.',
    },
    secret: {
      title: 'Key created',
      label: 'Partner key “{{name}}”',
      warning: 'Copy this key now. It will not be shown again.',
      copy: 'Copy',
      copied: 'Copied',
      done: 'Done',
    },
  },
};
