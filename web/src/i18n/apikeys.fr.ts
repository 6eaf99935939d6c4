// French texts of partner API keys; the keys are those of apikeys.en.ts (checked by the i18n test).

export const apiKeysFr = {
  apiKeys: {
    title: 'Clés d’API partenaires',
    intro:
      'Une clé partenaire permet au système d’un partenaire d’intégration d’appeler l’API GraphQL avec les permissions d’un rôle. Chaque clé n’est affichée qu’une fois, à sa création.',
    create: 'Créer une clé',
    columns: {
      name: 'Nom',
      prefix: 'Clé',
      role: 'Rôle',
      status: 'Statut',
      createdBy: 'Créée par',
      createdAt: 'Créée le',
      lastUsedAt: 'Dernière utilisation',
      actions: 'Actions',
    },
    never: 'Jamais',
    noRole: 'Rôle supprimé',
    unknownUser: 'Inconnu',
    empty: 'Aucune clé partenaire pour l’instant',
    emptyHint:
      'Créez une clé pour chaque système partenaire (un ERP, un entrepôt de données) qui doit lire ou modifier vos données par l’API GraphQL.',
    loadError: 'Les clés partenaires n’ont pas pu être chargées : {{message}}',
    revoke: 'Révoquer',
    revokeTitle: 'Révoquer la clé partenaire',
    revokeConfirm: 'Révoquer la clé « {{name}} » ? Les intégrations qui l’utilisent cessent aussitôt de fonctionner.',
    revokeFailed: 'La clé n’a pas pu être révoquée.',
    cancel: 'Annuler',
    form: {
      title: 'Créer une clé partenaire',
      name: 'Nom',
      nameHint: 'À quoi sert la clé, par exemple le système du partenaire.',
      role: 'Rôle',
      roleHint: 'La clé peut faire ce que ce rôle permet.',
      rolePlaceholder: 'Choisissez un rôle',
      rolesLoadError: 'Les rôles n’ont pas pu être chargés : {{message}}',
      submit: 'Créer la clé',
      failed: 'La clé n’a pas pu être créée.',
    },
    secret: {
      title: 'Clé créée',
      label: 'Clé partenaire « {{name}} »',
      warning: 'Copiez cette clé maintenant. Elle ne sera plus affichée.',
      copy: 'Copier',
      copied: 'Copiée',
      done: 'Terminé',
    },
  },
};
