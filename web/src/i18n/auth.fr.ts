// French texts of sign-in, sign-up and the security page (the auth domain). Kept apart from
// fr.ts so the auth screens and the shell can grow without touching the same file.

export const authFr = {
  auth: {
    login: {
      title: 'Connexion',
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      noAccount: 'Pas encore de compte ?',
      signUp: 'Créer un compte',
      sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
      emailRequired: 'Saisissez votre adresse e-mail.',
      passwordRequired: 'Saisissez votre mot de passe.',
      challengeUnsupported:
        'Ce compte demande une étape de connexion supplémentaire (un nouveau mot de passe ou un code de sécurité) qui n’est pas encore disponible ici. Veuillez contacter votre administrateur.',
    },
    signup: {
      title: 'Inscription',
      notAvailable:
        'L’inscription n’est pas encore disponible. Demandez à l’administrateur de votre organisation de vous inviter, puis connectez-vous.',
      backToLogin: 'Retour à la connexion',
    },
    errors: {
      incorrectCredentials: 'E-mail ou mot de passe incorrect.',
      notConfirmed:
        'Votre adresse e-mail n’est pas encore confirmée. Confirmez-la avec le code reçu, puis connectez-vous.',
      tooManyAttempts: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
      passwordResetRequired:
        'Votre mot de passe doit être réinitialisé avant de pouvoir vous connecter. Veuillez contacter votre administrateur.',
      offline: 'Impossible de joindre le service de connexion. Vérifiez votre connexion internet et réessayez.',
      unknown: 'La connexion a échoué. Veuillez réessayer.',
    },
  },
  security: {
    title: 'Sécurité',
    mfaEnabled: 'L’authentification multifacteur est activée.',
    mfaDisabled:
      'L’authentification multifacteur n’est pas activée. L’activer protège votre compte si votre mot de passe venait à fuiter.',
    manageLater:
      'La modification du mot de passe et la configuration de l’authentification multifacteur ne sont pas encore disponibles ici.',
  },
};
