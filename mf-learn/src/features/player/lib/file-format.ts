/** Formats a student knows by name, by media type. */
const FORMAT_BY_TYPE: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'text/plain': 'متن',
};

/**
 * What a handout is, in a word for its download button: from its media type
 * when the API gives one, else from its name's extension («PDF»), else
 * nothing.
 */
export function fileFormat(fileName: string, mimeType?: string): string | undefined {
  const type = mimeType?.split(';')[0]?.trim().toLowerCase();
  if (type && FORMAT_BY_TYPE[type]) return FORMAT_BY_TYPE[type];
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1];
  return extension?.toUpperCase();
}
