// The scanning domain's refusals in words, in every language (see common/src/messages.ts). A scan refusal's English
// is SCAN_REFUSAL_TEXT (partners read it); its key is the camel-case of its `reason`.
import type { ErrorParams } from '../errors.js';
import { defineMessages, type Message } from '../messages.js';
import { SCAN_REFUSAL_TEXT, type ScanRefusal, scanRefusalText } from './refusals.js';

export const SCANNING_MESSAGES = defineMessages(
  'scanning',
  {
    voucherNotFound: SCAN_REFUSAL_TEXT.NOT_FOUND,
    notGenuine: SCAN_REFUSAL_TEXT.NOT_GENUINE,
    otherOrganisation: SCAN_REFUSAL_TEXT.OTHER_ORGANISATION,
    expired: SCAN_REFUSAL_TEXT.EXPIRED,
    fullyUsed: SCAN_REFUSAL_TEXT.FULLY_USED,
    notApproved: SCAN_REFUSAL_TEXT.NOT_APPROVED,
    cancelled: SCAN_REFUSAL_TEXT.CANCELLED,
    notEnoughValue: SCAN_REFUSAL_TEXT.NOT_ENOUGH_VALUE,
    notAssigned: SCAN_REFUSAL_TEXT.NOT_ASSIGNED,
    photoRequired: SCAN_REFUSAL_TEXT.PHOTO_REQUIRED,
    signatureRequired: SCAN_REFUSAL_TEXT.SIGNATURE_REQUIRED,
    keyReused: 'This idempotency key was already used for another voucher or amount',
    distributionNotFound: 'Voucher distribution not found',
  },
  {
    fr: {
      voucherNotFound: "Aucun bon n'a ce code.",
      notGenuine: "Ce bon n'est pas authentique : sa signature ne correspond pas.",
      otherOrganisation: 'Ce bon appartient à une autre organisation.',
      expired: 'Ce bon a expiré le {{date}}.',
      fullyUsed: 'Ce bon a déjà été entièrement utilisé.',
      notApproved: "La distribution de ce bon n'est pas approuvée.",
      cancelled: 'La distribution de ce bon a été annulée.',
      notEnoughValue: 'Il ne reste que {{remaining}} sur ce bon.',
      notAssigned: "Ce bon appartient à une distribution à laquelle vous n'êtes pas affecté.",
      photoRequired: 'Cette distribution demande une photo du bénéficiaire.',
      signatureRequired: 'Cette distribution demande la signature du bénéficiaire.',
      keyReused: "Cette clé d'idempotence a déjà été utilisée pour un autre bon ou un autre montant",
      distributionNotFound: 'Distribution de bons introuvable',
    },
    es: {
      voucherNotFound: 'Ningún cupón tiene este código.',
      notGenuine: 'Este cupón no es auténtico: su firma no coincide.',
      otherOrganisation: 'Este cupón pertenece a otra organización.',
      expired: 'Este cupón venció el {{date}}.',
      fullyUsed: 'Este cupón ya se usó por completo.',
      notApproved: 'La distribución de este cupón no está aprobada.',
      cancelled: 'La distribución de este cupón se canceló.',
      notEnoughValue: 'Solo quedan {{remaining}} en este cupón.',
      notAssigned: 'Este cupón pertenece a una distribución que no tiene asignada.',
      photoRequired: 'Esta distribución pide una foto del beneficiario.',
      signatureRequired: 'Esta distribución pide la firma del beneficiario.',
      keyReused: 'Esta clave de idempotencia ya se usó para otro cupón u otro monto',
      distributionNotFound: 'Distribución de cupones no encontrada',
    },
    ar: {
      voucherNotFound: 'لا توجد قسيمة بهذا الرمز.',
      notGenuine: 'هذه القسيمة غير أصلية: توقيعها غير مطابق.',
      otherOrganisation: 'تعود هذه القسيمة إلى منظمة أخرى.',
      expired: 'انتهت صلاحية هذه القسيمة في {{date}}.',
      fullyUsed: 'سبق استخدام هذه القسيمة بالكامل.',
      notApproved: 'توزيع هذه القسيمة غير معتمد.',
      cancelled: 'تم إلغاء توزيع هذه القسيمة.',
      notEnoughValue: 'لم يتبقَّ في هذه القسيمة سوى {{remaining}}.',
      notAssigned: 'تعود هذه القسيمة إلى توزيع غير مُسند إليك.',
      photoRequired: 'يتطلب هذا التوزيع صورة للمستفيد.',
      signatureRequired: 'يتطلب هذا التوزيع توقيع المستفيد.',
      keyReused: 'سبق استخدام مفتاح منع التكرار هذا لقسيمة أخرى أو مبلغ آخر',
      distributionNotFound: 'توزيع القسائم غير موجود',
    },
  },
);

const KEY_OF_REFUSAL: Record<ScanRefusal, keyof typeof SCANNING_MESSAGES.texts> = {
  NOT_FOUND: 'voucherNotFound',
  NOT_GENUINE: 'notGenuine',
  OTHER_ORGANISATION: 'otherOrganisation',
  EXPIRED: 'expired',
  FULLY_USED: 'fullyUsed',
  NOT_APPROVED: 'notApproved',
  CANCELLED: 'cancelled',
  NOT_ENOUGH_VALUE: 'notEnoughValue',
  NOT_ASSIGNED: 'notAssigned',
  PHOTO_REQUIRED: 'photoRequired',
  SIGNATURE_REQUIRED: 'signatureRequired',
};

/** A scan refusal as a message: its key, its values and SCAN_REFUSAL_TEXT[reason] filled with them. */
export function scanRefusalMessage(reason: ScanRefusal, params: ErrorParams = {}): Message {
  const key = `scanning.${KEY_OF_REFUSAL[reason]}`;
  const text = scanRefusalText(reason, params);
  return Object.keys(params).length > 0 ? { key, params, text } : { key, text };
}
