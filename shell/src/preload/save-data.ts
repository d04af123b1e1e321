/** Whether the visitor asked the browser to save data (a metered connection): preloads then wait for intent. */
export function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
