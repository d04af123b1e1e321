import { z } from 'zod';
import { callJson } from './call.ts';

const linkSchema = z.object({ title: z.string(), path: z.string() });

/** A footer menu: a label and its links. */
export const footerMenuSchema = z.object({ label: z.string(), items: z.array(linkSchema) });

/**
 * Global data every page needs (spec section 3): logos, grades, vendor
 * categories, social links, the two footer menus and contacts.
 */
export const globalDataSchema = z.looseObject({
  logos: z.looseObject({ logo: z.string() }),
  grades: z.array(z.looseObject({ name: z.string(), slug: z.string() })),
  vendor_categories: z.array(z.looseObject({ name: z.string(), slug: z.string() })),
  social: z.looseObject({
    social_linkedin: z.string(),
    social_pinterest: z.string(),
    social_instagram: z.string(),
    social_telegram: z.string(),
    social_facebook: z.string(),
    social_whatsapp: z.string(),
  }),
  footer: z.looseObject({ menu_1: footerMenuSchema, menu_2: footerMenuSchema }),
  contact: z.looseObject({ contact_phones: z.array(z.string()), contact_mail: z.string() }),
});

/** Global site data as returned by `GET /front/utils/global`. */
export type GlobalData = z.infer<typeof globalDataSchema>;

/** `GET /front/utils/global`: the data the header and footer are built from. */
export function getGlobalData(): Promise<GlobalData> {
  return callJson({ method: 'get', path: 'front/utils/global' }, globalDataSchema);
}
