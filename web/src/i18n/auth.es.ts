// Spanish texts of sign-in, sign-up and the security page; the keys are those of auth.en.ts (checked by the type).
import type { authEn } from './auth.en.js';

export const authEs: typeof authEn = {
  auth: {
    login: {
      title: 'Iniciar sesión',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      noAccount: '¿Aún no tiene una cuenta?',
      signUp: 'Crear una cuenta',
      forgotPassword: '¿Olvidó su contraseña?',
      sessionExpired: 'Su sesión expiró. Vuelva a iniciar sesión.',
      emailRequired: 'Ingrese su dirección de correo electrónico.',
      passwordRequired: 'Ingrese su contraseña.',
      enterCode: 'Ingresar el código de confirmación',
      confirmed: 'Su dirección de correo electrónico está confirmada. Inicie sesión para continuar.',
      passwordReset: 'Su contraseña se cambió. Inicie sesión con su nueva contraseña.',
      challengeUnsupported:
        'Esta cuenta requiere un paso de inicio de sesión que esta aplicación no ofrece ({{step}}). Comuníquese con su administrador.',
      smsUnsupported:
        'Esta cuenta pide un código por mensaje de texto, pero los mensajes de texto no están configurados en esta plataforma. Comuníquese con su administrador.',
    },
    mfa: {
      title: 'Ingrese su código de seguridad',
      description:
        'Abra la aplicación de autenticación en su teléfono e ingrese el código de 6 dígitos que muestra para esta cuenta.',
      code: 'Código de seguridad',
      submit: 'Verificar',
      back: 'Volver a iniciar sesión',
    },
    newPassword: {
      title: 'Elija su contraseña',
      description:
        'Se le invitó con una contraseña temporal. Elija su propia contraseña de al menos 8 caracteres para continuar.',
      password: 'Nueva contraseña',
      repeat: 'Repita la nueva contraseña',
      submit: 'Guardar e iniciar sesión',
      back: 'Volver a iniciar sesión',
    },
    forgot: {
      title: 'Restablecer su contraseña',
      description:
        'Ingrese la dirección de correo electrónico de su cuenta. Le enviaremos un código para elegir una nueva contraseña.',
      email: 'Correo electrónico',
      submit: 'Enviar código',
      codeSent:
        'Si existe una cuenta para {{email}}, le llegará un correo con un código. Ingrese el código y su nueva contraseña a continuación.',
      code: 'Código del correo',
      newPassword: 'Nueva contraseña',
      repeat: 'Repita la nueva contraseña',
      reset: 'Cambiar contraseña',
      otherEmail: 'Usar otra dirección de correo electrónico',
      back: 'Volver a iniciar sesión',
    },
    signup: {
      title: 'Registrarse',
      description:
        'Cree su cuenta con su correo electrónico de trabajo. Después, su organización podrá agregar su cuenta, o usted podrá registrar la organización.',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Crear cuenta',
      haveAccount: '¿Ya tiene una cuenta?',
      signIn: 'Iniciar sesión',
      backToLogin: 'Volver a iniciar sesión',
      confirmTitle: 'Confirme su dirección de correo electrónico',
      confirmDescription: 'Enviamos un código de 6 dígitos a {{email}}. Ingréselo para confirmar su dirección.',
      confirmDescriptionNoEmail:
        'Ingrese la dirección de correo electrónico con la que se registró y el código de 6 dígitos que le enviamos.',
      code: 'Código de confirmación',
      confirm: 'Confirmar',
      resend: 'Enviar un nuevo código',
      resent: 'Se envió un nuevo código a {{destination}}.',
    },
    validation: {
      emailRequired: 'Ingrese su dirección de correo electrónico.',
      emailInvalid: 'Ingrese una dirección de correo electrónico como nombre@ejemplo.org.',
      passwordRequired: 'Ingrese una contraseña.',
      passwordTooShort: 'Use al menos 8 caracteres.',
      passwordHint: 'Al menos 8 caracteres.',
      passwordsDiffer: 'Las dos contraseñas no coinciden.',
      codeInvalid: 'Ingrese el código de 6 dígitos.',
    },
    errors: {
      incorrectCredentials: 'Correo electrónico o contraseña incorrectos.',
      notConfirmed:
        'Su dirección de correo electrónico aún no está confirmada. Confírmela con el código que recibió y luego inicie sesión.',
      tooManyAttempts: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
      passwordResetRequired:
        'Debe restablecer su contraseña antes de iniciar sesión. Comuníquese con su administrador.',
      codeMismatch: 'Ese código no es correcto. Revíselo y vuelva a intentarlo.',
      codeExpired: 'Ese código expiró o ya se usó. Pida un nuevo código y vuelva a intentarlo.',
      userExists:
        'Ya existe una cuenta con esta dirección de correo electrónico. Inicie sesión, o restablezca su contraseña si la olvidó.',
      passwordPolicy: 'Esta contraseña no se acepta. Use al menos 8 caracteres.',
      currentPasswordWrong: 'Su contraseña actual no es correcta.',
      challengeExpired: 'Este paso de inicio de sesión tardó demasiado. Vuelva a iniciar sesión.',
      confirmRefused:
        'Este código no se puede usar para esta dirección de correo electrónico. Revise la dirección, o inicie sesión si ya está confirmada.',
      alreadyConfirmed: 'Esta dirección de correo electrónico ya está confirmada. Puede iniciar sesión.',
      resendUnavailable:
        'Este servicio de inicio de sesión no puede enviar un nuevo código. Use el código del correo que ya recibió (revise también la carpeta de correo no deseado); si no lo encuentra, comuníquese con su administrador.',
      invalidEmail: 'Esta dirección de correo electrónico no se acepta. Revísela y vuelva a intentarlo.',
      sessionExpired: 'Su sesión expiró. Vuelva a iniciar sesión.',
      offline:
        'No se puede conectar con el servicio de inicio de sesión. Revise su conexión a internet y vuelva a intentarlo.',
      unknown: 'El servicio de inicio de sesión no pudo completar esta solicitud. Vuelva a intentarlo.',
    },
  },
  security: {
    title: 'Seguridad',
    loadError: 'No se pudo leer su configuración de seguridad: {{message}}',
    retry: 'Reintentar',
    mfa: {
      title: 'Autenticación multifactor',
      intro:
        'Con la autenticación multifactor, para iniciar sesión se necesita un código de su teléfono además de su contraseña, de modo que una contraseña filtrada no basta para entrar en su cuenta.',
      enabled: 'La autenticación multifactor está activada.',
      disabled: 'La autenticación multifactor está desactivada.',
      methods: 'Métodos',
      totp: 'Aplicación de autenticación (códigos de un solo uso)',
      sms: 'Mensaje de texto (SMS)',
      on: 'Activado',
      off: 'Desactivado',
      preferred: 'Preferido',
      notAvailable: 'No disponible',
      smsExplanation:
        'Esta plataforma no tiene un servicio de mensajes de texto configurado para los códigos de inicio de sesión, así que aquí no se puede activar el SMS. Use una aplicación de autenticación.',
      setUp: 'Configurar una aplicación de autenticación',
      makePreferred: 'Convertirlo en el método preferido',
      turnOff: 'Desactivar',
      turnOffTitle: '¿Desactivar la autenticación multifactor?',
      turnOffText:
        'Para iniciar sesión solo se pedirá su contraseña. Puede volver a configurar una aplicación de autenticación en cualquier momento.',
      turnOffConfirm: 'Desactivar',
      cancel: 'Cancelar',
      turnedOn:
        'La autenticación multifactor está activada. A partir de ahora se le pedirá un código de su aplicación al iniciar sesión.',
      turnedOff: 'La autenticación multifactor está desactivada.',
      preferredSet: 'La aplicación de autenticación es ahora su método preferido.',
      setupTitle: 'Configure su aplicación de autenticación',
      step1:
        'Escanee este código QR con una aplicación de autenticación (por ejemplo, Google Authenticator, Microsoft Authenticator o FreeOTP).',
      qrAlt: 'Código QR para agregar esta cuenta a una aplicación de autenticación',
      qrFailed: 'No se pudo mostrar el código QR. Ingrese la clave de abajo en su aplicación.',
      step2: '¿No puede escanear? Ingrese esta clave en la aplicación:',
      step3: 'Ingrese el código de 6 dígitos que muestra la aplicación para terminar.',
      code: 'Código de la aplicación',
      verify: 'Verificar y activar',
      copy: 'Copiar clave',
      copied: 'Copiada',
    },
    password: {
      title: 'Cambiar contraseña',
      current: 'Contraseña actual',
      new: 'Nueva contraseña',
      repeat: 'Repita la nueva contraseña',
      currentRequired: 'Ingrese su contraseña actual.',
      submit: 'Cambiar contraseña',
      changed: 'Su contraseña se cambió.',
    },
  },
};
