// The sizes a smart form may reach: apart from definition.ts (zod) so that what needs only them, the expressions and
// through them the light public filling page, does not pull the schema library in.
export const SMART_FORM_LIMITS = {
  languages: 10,
  pages: 100,
  elementsPerForm: 500,
  choicesPerElement: 1000,
  labelLength: 2000,
  expressionLength: 2000,
  /** Ratings go from 1 to this at most. */
  ratingMax: 10,
  nameLength: 64,
} as const;

/** The largest photo or signature the public link takes (POST /public/forms/<token>/files): a phone's photo, downscaled. */
export const SMART_FORM_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
