// Texts of notifications, message templates, the outbox, payment exports and voucher PDFs, loaded with their pages.
import type { TextBundle } from './bundles.js';
import { notificationsEn } from './notifications.en.js';
import { notificationsFr } from './notifications.fr.js';

export const NOTIFICATIONS_TEXTS: TextBundle = { en: notificationsEn, fr: notificationsFr };
