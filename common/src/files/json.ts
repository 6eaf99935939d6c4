// A stored file as the REST API answers it: its description, never its content (GET /files/{id}/content).
import { z } from 'zod';
import { component, timestamp } from '../json.js';

export const fileJsonSchema = component(
  'File',
  z.object({
    fileId: z.string(),
    accountId: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string().meta({ description: 'Hex SHA-256 of the content, computed while it was received.' }),
    createdBy: z.string().nullable().meta({ description: 'User id of the member who uploaded it.' }),
    createdAt: timestamp(),
  }),
  'An uploaded file of the organisation.',
);
export type FileJson = z.infer<typeof fileJsonSchema>;
