// Texts of notifications, message templates, the outbox, payment exports and voucher PDFs, loaded with their pages.
import type { TextBundle } from './bundles.js';
import { notificationsAr } from './notifications.ar.js';
import { notificationsEn } from './notifications.en.js';
import { notificationsEs } from './notifications.es.js';
import { notificationsFr } from './notifications.fr.js';

export const NOTIFICATIONS_TEXTS: TextBundle = {
  en: notificationsEn,
  fr: notificationsFr,
  es: notificationsEs,
  ar: notificationsAr,
};
