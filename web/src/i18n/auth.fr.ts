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
      forgotPassword: 'Mot de passe oublié ?',
      sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
      emailRequired: 'Saisissez votre adresse e-mail.',
      passwordRequired: 'Saisissez votre mot de passe.',
      enterCode: 'Saisir le code de confirmation',
      confirmed: 'Votre adresse e-mail est confirmée. Connectez-vous pour continuer.',
      passwordReset: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
      challengeUnsupported:
        'Ce compte demande une étape de connexion que cette application ne propose pas ({{step}}). Veuillez contacter votre administrateur.',
      smsUnsupported:
        'Ce compte demande un code par SMS, mais l’envoi de SMS n’est pas configuré pour cette plateforme. Veuillez contacter votre administrateur.',
    },
    mfa: {
      title: 'Saisissez votre code de sécurité',
      description:
        'Ouvrez l’application d’authentification sur votre téléphone et saisissez le code à 6 chiffres affiché pour ce compte.',
      code: 'Code de sécurité',
      submit: 'Vérifier',
      back: 'Retour à la connexion',
    },
    newPassword: {
      title: 'Choisissez votre mot de passe',
      description:
        'Vous avez été invité avec un mot de passe temporaire. Choisissez votre propre mot de passe d’au moins 8 caractères pour continuer.',
      password: 'Nouveau mot de passe',
      repeat: 'Répétez le nouveau mot de passe',
      submit: 'Enregistrer et se connecter',
      back: 'Retour à la connexion',
    },
    forgot: {
      title: 'Réinitialiser votre mot de passe',
      description:
        'Saisissez l’adresse e-mail de votre compte. Nous vous enverrons un code pour choisir un nouveau mot de passe.',
      email: 'E-mail',
      submit: 'Envoyer le code',
      codeSent:
        'Si un compte existe pour {{email}}, un e-mail contenant un code est en route. Saisissez ce code et votre nouveau mot de passe ci-dessous.',
      code: 'Code reçu par e-mail',
      newPassword: 'Nouveau mot de passe',
      repeat: 'Répétez le nouveau mot de passe',
      reset: 'Modifier le mot de passe',
      otherEmail: 'Utiliser une autre adresse e-mail',
      back: 'Retour à la connexion',
    },
    signup: {
      title: 'Inscription',
      description:
        'Créez votre compte avec votre adresse e-mail professionnelle. Votre organisation pourra ensuite vous ajouter, ou vous pourrez l’enregistrer.',
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Créer le compte',
      haveAccount: 'Vous avez déjà un compte ?',
      signIn: 'Se connecter',
      backToLogin: 'Retour à la connexion',
      confirmTitle: 'Confirmez votre adresse e-mail',
      confirmDescription:
        'Nous avons envoyé un code à 6 chiffres à {{email}}. Saisissez-le pour confirmer votre adresse.',
      confirmDescriptionNoEmail:
        'Saisissez l’adresse e-mail utilisée pour l’inscription et le code à 6 chiffres que nous y avons envoyé.',
      code: 'Code de confirmation',
      confirm: 'Confirmer',
      resend: 'Envoyer un nouveau code',
      resent: 'Un nouveau code a été envoyé à {{destination}}.',
    },
    validation: {
      emailRequired: 'Saisissez votre adresse e-mail.',
      emailInvalid: 'Saisissez une adresse e-mail comme nom@exemple.org.',
      passwordRequired: 'Saisissez un mot de passe.',
      passwordTooShort: 'Utilisez au moins 8 caractères.',
      passwordHint: 'Au moins 8 caractères.',
      passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
      codeInvalid: 'Saisissez le code à 6 chiffres.',
    },
    errors: {
      incorrectCredentials: 'E-mail ou mot de passe incorrect.',
      notConfirmed:
        'Votre adresse e-mail n’est pas encore confirmée. Confirmez-la avec le code reçu, puis connectez-vous.',
      tooManyAttempts: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
      passwordResetRequired:
        'Votre mot de passe doit être réinitialisé avant de pouvoir vous connecter. Veuillez contacter votre administrateur.',
      codeMismatch: 'Ce code n’est pas correct. Vérifiez-le et réessayez.',
      codeExpired: 'Ce code a expiré ou a déjà été utilisé. Demandez un nouveau code et réessayez.',
      userExists:
        'Un compte existe déjà pour cette adresse e-mail. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
      passwordPolicy: 'Ce mot de passe n’est pas accepté. Utilisez au moins 8 caractères.',
      currentPasswordWrong: 'Votre mot de passe actuel n’est pas correct.',
      challengeExpired: 'Cette étape de connexion a pris trop de temps. Veuillez vous reconnecter.',
      confirmRefused:
        'Ce code ne peut pas être utilisé pour cette adresse e-mail. Vérifiez l’adresse, ou connectez-vous si elle est déjà confirmée.',
      alreadyConfirmed: 'Cette adresse e-mail est déjà confirmée. Vous pouvez vous connecter.',
      resendUnavailable:
        'Ce service de connexion ne peut pas envoyer de nouveau code. Utilisez le code de l’e-mail déjà reçu (regardez aussi dans vos courriers indésirables) ; si vous ne le trouvez pas, contactez votre administrateur.',
      invalidEmail: 'Cette adresse e-mail n’est pas acceptée. Vérifiez-la et réessayez.',
      sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
      offline: 'Impossible de joindre le service de connexion. Vérifiez votre connexion internet et réessayez.',
      unknown: 'Le service de connexion n’a pas pu traiter cette demande. Veuillez réessayer.',
    },
  },
  security: {
    title: 'Sécurité',
    loadError: 'Vos paramètres de sécurité n’ont pas pu être lus : {{message}}',
    retry: 'Réessayer',
    mfa: {
      title: 'Authentification multifacteur',
      intro:
        'Avec l’authentification multifacteur, la connexion demande un code de votre téléphone en plus de votre mot de passe : un mot de passe divulgué ne suffit plus pour accéder à votre compte.',
      enabled: 'L’authentification multifacteur est activée.',
      disabled: 'L’authentification multifacteur est désactivée.',
      methods: 'Méthodes',
      totp: 'Application d’authentification (codes à usage unique)',
      sms: 'SMS',
      on: 'Activée',
      off: 'Désactivée',
      preferred: 'Préférée',
      notAvailable: 'Non disponible',
      smsExplanation:
        'Cette plateforme n’a pas de service SMS configuré pour les codes de connexion : le SMS ne peut donc pas être activé ici. Utilisez plutôt une application d’authentification.',
      setUp: 'Configurer une application d’authentification',
      makePreferred: 'En faire la méthode préférée',
      turnOff: 'Désactiver',
      turnOffTitle: 'Désactiver l’authentification multifacteur ?',
      turnOffText:
        'La connexion ne demandera alors plus que votre mot de passe. Vous pourrez configurer à nouveau une application d’authentification à tout moment.',
      turnOffConfirm: 'Désactiver',
      cancel: 'Annuler',
      turnedOn:
        'L’authentification multifacteur est activée. Un code de votre application vous sera désormais demandé à la connexion.',
      turnedOff: 'L’authentification multifacteur est désactivée.',
      preferredSet: 'L’application d’authentification est maintenant votre méthode préférée.',
      setupTitle: 'Configurer votre application d’authentification',
      step1:
        'Scannez ce code QR avec une application d’authentification (par exemple Google Authenticator, Microsoft Authenticator ou FreeOTP).',
      qrAlt: 'Code QR pour ajouter ce compte à une application d’authentification',
      qrFailed: 'Le code QR n’a pas pu être dessiné. Saisissez plutôt la clé ci-dessous dans votre application.',
      step2: 'Impossible de scanner ? Saisissez plutôt cette clé dans l’application :',
      step3: 'Saisissez le code à 6 chiffres affiché par l’application pour terminer.',
      code: 'Code de l’application',
      verify: 'Vérifier et activer',
      copy: 'Copier la clé',
      copied: 'Copiée',
    },
    password: {
      title: 'Modifier le mot de passe',
      current: 'Mot de passe actuel',
      new: 'Nouveau mot de passe',
      repeat: 'Répétez le nouveau mot de passe',
      currentRequired: 'Saisissez votre mot de passe actuel.',
      submit: 'Modifier le mot de passe',
      changed: 'Votre mot de passe a été modifié.',
    },
  },
};
