// Spec §4's status vocabularies as data, so every screen shows a status with the same colour, icon and words, and
// the gallery (/dev/status) and its test can walk them all. A value's look is kept once, by value: PENDING looks
// the same whether a payment or an approval is pending. Every value has its own icon, so within a vocabulary no
// two values look alike even where they share a colour (and colour is never the only sign).
import type { MantineColor } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowsExchange,
  IconBan,
  IconBell,
  IconCalendarTime,
  IconCancel,
  IconCheck,
  IconCircle,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleFilled,
  IconCircleHalf2,
  IconCircleMinus,
  IconCircleOff,
  IconCirclePlus,
  IconCircleX,
  IconClock,
  IconClockQuestion,
  IconCopyOff,
  IconDoorOff,
  IconFileOff,
  IconFlag,
  IconFlagCheck,
  IconGitMerge,
  IconHourglass,
  IconKeyOff,
  IconListCheck,
  IconLoader2,
  IconLock,
  IconLockAccess,
  IconLockOpen,
  IconLockOpen2,
  IconMailForward,
  IconPackage,
  IconPackageImport,
  IconPackageOff,
  IconPackages,
  IconPencil,
  IconPlayerPlay,
  IconProgress,
  IconQrcode,
  IconRefresh,
  IconRosetteDiscountCheck,
  IconScan,
  IconSend,
  IconShieldOff,
  IconSquareCheck,
  IconThumbDown,
  IconThumbUp,
  IconToggleRight,
  IconTrash,
  IconTrashX,
  IconUserCheck,
  IconUserExclamation,
  IconUserPause,
  IconWorld,
  IconX,
} from '@tabler/icons-react';

/** Spec §4's vocabularies, each value spelled and ordered as the spec writes it. */
export const SPEC_VOCABULARIES = {
  payment: [
    'NOT_INITIATED',
    'INITIATED',
    'PENDING',
    'CANCELLED',
    'DECLINED',
    'COMPLETED',
    'REVERSED',
    'SCHEDULED',
    'BENEFICIARY NAME MISMATCH',
    'ERROR',
    'SUCCESS',
    'FINALIZED',
    'RELOADING',
    'PROCESSING',
  ],
  approval: ['APPROVED', 'APPROVAL_PENDING', 'PENDING', 'DISAPPROVED', 'DISABLED'],
  // "Collection, creation, transfer": what a long-running operation (a job, a distribution's generation) is at.
  operation: [
    'COLLECTION_STARTED',
    'READY',
    'COMPLETED',
    'CREATED',
    'DELETED',
    'SUCCESS',
    'ERROR',
    'REQUESTED',
    'FAILURE',
    'PROCESSING',
    'CREATE_IN_PROGRESS',
    'DELETE_IN_PROGRESS',
    'TRANSFER_INITIATED',
    'PENDING',
  ],
  notification: ['NOTIFICATION_SENT', 'SENT', 'SCAN_STARTED', 'SCAN_INITIATED'],
  usage: ['NOT_USED', 'PARTIALLY_USED', 'FULLY_USED'],
  collection: ['NOT_COLLECTED', 'PARTIALLY_COLLECTED', 'FULLY_COLLECTED'],
  locking: ['LOCKED', 'OPEN', 'LOCKED MIGRATED', 'OPEN MIGRATED'],
  account: ['ACTIVE', 'INVITATION_SENT', 'DISABLED', 'DISABLED (MFA)', 'ENABLED', 'SUSPENDED'],
  scope: ['EVERYTHING', 'NONE', 'SELECTED', 'MERGED', 'CLOSED', 'NOT_CREATED'],
} as const;

/**
 * The reconciliation indicator's values (spec §4: success, error, pending, processing), spelled as the API's
 * ReconciliationIndicator enum, and statuses the app shows that spec §4 does not list (a form's draft, a key's
 * revocation…): they get a badge of the same kind rather than a look of their own.
 */
export const APP_VOCABULARIES = {
  reconciliation: ['SUCCESS', 'ERROR', 'PENDING', 'PROCESSING'],
  program: ['ACTIVE', 'CLOSED'],
  smartForm: ['DRAFT', 'PUBLISHED', 'CLOSED'],
  submission: ['PENDING', 'ACCEPTED', 'MERGED', 'REJECTED'],
  duplicate: ['PENDING', 'MERGED', 'DISTINCT'],
  apiKey: ['ACTIVE', 'REVOKED'],
} as const;

export const STATUS_VOCABULARIES = { ...SPEC_VOCABULARIES, ...APP_VOCABULARIES };

export type StatusVocabulary = keyof typeof STATUS_VOCABULARIES;
export type SpecVocabulary = keyof typeof SPEC_VOCABULARIES;
export type StatusValue<V extends StatusVocabulary = StatusVocabulary> = (typeof STATUS_VOCABULARIES)[V][number];

/** One status of one vocabulary: what a domain maps its own enum value to. */
export type StatusRef = { [V in StatusVocabulary]: { vocabulary: V; value: StatusValue<V> } }[StatusVocabulary];

export type StatusLook = { color: MantineColor; icon: Icon };

/** Every value's look; the type makes a value added to a vocabulary without a look fail to compile. */
export const STATUS_LOOKS: Record<StatusValue, StatusLook> = {
  NOT_INITIATED: { color: 'gray', icon: IconCircleDashed },
  INITIATED: { color: 'blue', icon: IconPlayerPlay },
  PENDING: { color: 'yellow', icon: IconHourglass },
  CANCELLED: { color: 'gray', icon: IconCancel },
  DECLINED: { color: 'red', icon: IconBan },
  COMPLETED: { color: 'green', icon: IconCircleCheck },
  REVERSED: { color: 'orange', icon: IconArrowBackUp },
  SCHEDULED: { color: 'indigo', icon: IconCalendarTime },
  'BENEFICIARY NAME MISMATCH': { color: 'orange', icon: IconUserExclamation },
  ERROR: { color: 'red', icon: IconAlertTriangle },
  SUCCESS: { color: 'green', icon: IconCheck },
  FINALIZED: { color: 'teal', icon: IconFlagCheck },
  RELOADING: { color: 'cyan', icon: IconRefresh },
  PROCESSING: { color: 'blue', icon: IconLoader2 },
  APPROVED: { color: 'green', icon: IconRosetteDiscountCheck },
  APPROVAL_PENDING: { color: 'yellow', icon: IconClockQuestion },
  DISAPPROVED: { color: 'red', icon: IconThumbDown },
  DISABLED: { color: 'gray', icon: IconCircleOff },
  COLLECTION_STARTED: { color: 'blue', icon: IconPackage },
  READY: { color: 'teal', icon: IconFlag },
  CREATED: { color: 'green', icon: IconCirclePlus },
  DELETED: { color: 'gray', icon: IconTrash },
  REQUESTED: { color: 'gray', icon: IconClock },
  FAILURE: { color: 'red', icon: IconCircleX },
  CREATE_IN_PROGRESS: { color: 'cyan', icon: IconProgress },
  DELETE_IN_PROGRESS: { color: 'orange', icon: IconTrashX },
  TRANSFER_INITIATED: { color: 'indigo', icon: IconArrowsExchange },
  NOTIFICATION_SENT: { color: 'blue', icon: IconBell },
  SENT: { color: 'green', icon: IconSend },
  SCAN_STARTED: { color: 'cyan', icon: IconScan },
  SCAN_INITIATED: { color: 'indigo', icon: IconQrcode },
  NOT_USED: { color: 'green', icon: IconCircle },
  PARTIALLY_USED: { color: 'yellow', icon: IconCircleHalf2 },
  FULLY_USED: { color: 'gray', icon: IconCircleFilled },
  NOT_COLLECTED: { color: 'gray', icon: IconPackageOff },
  PARTIALLY_COLLECTED: { color: 'yellow', icon: IconPackageImport },
  FULLY_COLLECTED: { color: 'green', icon: IconPackages },
  LOCKED: { color: 'gray', icon: IconLock },
  OPEN: { color: 'green', icon: IconLockOpen },
  'LOCKED MIGRATED': { color: 'violet', icon: IconLockAccess },
  'OPEN MIGRATED': { color: 'teal', icon: IconLockOpen2 },
  ACTIVE: { color: 'green', icon: IconUserCheck },
  INVITATION_SENT: { color: 'blue', icon: IconMailForward },
  'DISABLED (MFA)': { color: 'orange', icon: IconShieldOff },
  ENABLED: { color: 'teal', icon: IconToggleRight },
  SUSPENDED: { color: 'red', icon: IconUserPause },
  EVERYTHING: { color: 'blue', icon: IconListCheck },
  NONE: { color: 'gray', icon: IconCircleMinus },
  SELECTED: { color: 'indigo', icon: IconSquareCheck },
  MERGED: { color: 'grape', icon: IconGitMerge },
  CLOSED: { color: 'gray', icon: IconDoorOff },
  NOT_CREATED: { color: 'gray', icon: IconFileOff },
  DRAFT: { color: 'gray', icon: IconPencil },
  PUBLISHED: { color: 'green', icon: IconWorld },
  ACCEPTED: { color: 'green', icon: IconThumbUp },
  REJECTED: { color: 'red', icon: IconX },
  DISTINCT: { color: 'blue', icon: IconCopyOff },
  REVOKED: { color: 'red', icon: IconKeyOff },
};

/** A value as a text key: spaces and parentheses are not safe in i18next keys (`DISABLED (MFA)` → DISABLED_MFA). */
export type StatusKey<S extends string> = S extends `${infer A} (${infer B})`
  ? `${A}_${B}`
  : S extends `${infer A} ${infer B}`
    ? `${A}_${StatusKey<B>}`
    : S;

export function statusKey<S extends string>(value: S): StatusKey<S> {
  return value.replace(/[^A-Z0-9]+/gi, '_').replace(/^_+|_+$/g, '') as StatusKey<S>;
}

export type StatusLabelKey = {
  [V in StatusVocabulary]: `status.${V}.${StatusKey<StatusValue<V>>}`;
}[StatusVocabulary];

export function statusLabelKey({ vocabulary, value }: StatusRef): StatusLabelKey {
  return `status.${vocabulary}.${statusKey(value)}` as StatusLabelKey;
}

export function statusLook(value: StatusValue): StatusLook {
  return STATUS_LOOKS[value];
}
