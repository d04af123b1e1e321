import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, list, single } from '@shared/api-client/core';

/**
 * A course certificate (our addition): earned by watching every video of a
 * course, dated when the course was completed, numbered once for the student
 * and the course.
 */
export const certificateSchema = z.looseObject({
  /** «DS-0012-7F3A9C41»: stable, and the key of the certificate's own page. */
  number: z.string(),
  student: z.looseObject({ fullName: z.string() }),
  course: z.looseObject({ title: z.string(), slug: z.string(), teacher: z.string(), grade: z.string() }),
  /** ISO 8601: when the course's last video first counted as watched. */
  issued_at: z.string(),
});

export const certificateEndpoints = {
  /** The student's certificates, newest first (bearer). */
  mine: endpoint({
    method: 'get',
    path: '/front/profile/certificates',
    access: 'student',
    response: list(certificateSchema),
  }),
  /** One certificate: its page is open to anyone with the number (the page a student prints or shares). */
  byNumber: endpoint({
    method: 'get',
    path: '/front/certificates/:number',
    access: 'public',
    response: single(certificateSchema),
  }),
};

export const certificatesResponseSchema = certificateEndpoints.mine.response;
export const certificateResponseSchema = certificateEndpoints.byNumber.response;

export type Certificate = z.infer<typeof certificateSchema>;
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

/** The student's certificates, newest first (bearer). */
export async function getCertificates(): Promise<CertificatesResponse> {
  return callEndpoint(certificateEndpoints.mine, {});
}

export const certificatesQuery = () =>
  queryOptions({ queryKey: ['profile', 'certificates'] as const, queryFn: getCertificates });

/** One certificate, readable without logging in; 404 if unknown. */
export async function getCertificate(number: string): Promise<CertificateResponse> {
  requireParams({ number });
  return callEndpoint(certificateEndpoints.byNumber, { params: { number } });
}

export const certificateQuery = (number: string) =>
  queryOptions({
    queryKey: ['certificate', number.trim().toUpperCase()] as const,
    queryFn: () => getCertificate(number),
  });
