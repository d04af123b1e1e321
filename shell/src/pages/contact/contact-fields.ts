/** The fields, in the order a person fills them (and errors are focused). */
export const CONTACT_FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds, as typed; the rules are the call's own schema (`contactRequestSchema`). */
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactFormValues = { name: '', email: '', mobile: '', subject: '', message: '' };
