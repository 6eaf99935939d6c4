// Payment providers and exports as the REST API answers them.
import { z } from 'zod';
import { component, itemsJson, timestamp } from '../json.js';
import { PAYMENT_EXPORT_COLUMNS, PAYMENT_EXPORT_FORMATS } from './columns.js';

export const paymentProviderJsonSchema = component(
  'PaymentProvider',
  z.object({
    provider: z.string(),
    columns: z.array(z.enum(PAYMENT_EXPORT_COLUMNS)),
    updatedAt: timestamp(),
    updatedBy: z.string().nullable(),
  }),
  'A financial service provider the organisation exported to, with the columns its files have (the last chosen).',
);
export type PaymentProviderJson = z.infer<typeof paymentProviderJsonSchema>;

export const paymentProviderListJsonSchema = component('PaymentProviderList', itemsJson(paymentProviderJsonSchema));
export type PaymentProviderListJson = z.infer<typeof paymentProviderListJsonSchema>;

export const paymentExportJsonSchema = component(
  'PaymentExport',
  z.object({
    paymentExportId: z.string().meta({ description: 'Also the `reference` column of its rows.' }),
    distributionId: z.string(),
    provider: z.string(),
    columns: z.array(z.enum(PAYMENT_EXPORT_COLUMNS)),
    fileFormat: z.enum(PAYMENT_EXPORT_FORMATS),
    numberOfFamilies: z.number().int().meta({ description: 'Families moved to INITIATED by this export.' }),
    exportedAt: timestamp(),
    exportedBy: z.string().nullable(),
    completedAt: timestamp()
      .nullable()
      .meta({ description: 'Null when the download broke off: download it again with `again`.' }),
  }),
  'One payment instructions file: the families it listed stay its own (download it again with `again=<id>`).',
);
export type PaymentExportJson = z.infer<typeof paymentExportJsonSchema>;

export const paymentExportListJsonSchema = component('PaymentExportList', itemsJson(paymentExportJsonSchema));
export type PaymentExportListJson = z.infer<typeof paymentExportListJsonSchema>;
