// English counts in two forms (`x_one`, `x_other`); other languages need more of CLDR's plural categories (French and
// Spanish `many` for millions, Arabic `zero`, `two`, `few`, `many`). A language's file is typed with the English
// texts plus the forms it adds, so the compiler still refuses a missing or unknown key.
export type PluralTexts<T, Forms extends string> = {
  [K in keyof T as K extends `${infer Base}_other` ? K | `${Base}_${Forms}` : K]: T[K] extends string
    ? string
    : PluralTexts<T[K], Forms>;
};
