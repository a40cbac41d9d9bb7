/** Where the browser keeps the couple's last diagnosis (a guest has no account to keep it in). */
export const LAST_DIAGNOSIS_STORAGE = 'musubi_last_diagnosis';

/** A result page of ours, nothing else (the stored value is read back into a link). */
const RESULT_PATH = /^\/diagnosis\/[A-Za-z0-9_-]{1,64}\/answer\/\?respondent=[12]$/;

/** Remembers her result page once she has answered (the thanks page). */
export function rememberDiagnosis(path: string): void {
  if (!RESULT_PATH.test(path)) return;
  try {
    window.localStorage.setItem(LAST_DIAGNOSIS_STORAGE, path);
  } catch {
    // private mode: the result stays reachable by its link
  }
}

/** Her last result page, or null (none, storage closed, or a value that is not ours). */
export function lastDiagnosisPath(): string | null {
  try {
    const v = window.localStorage.getItem(LAST_DIAGNOSIS_STORAGE);
    return v && RESULT_PATH.test(v) ? v : null;
  } catch {
    return null;
  }
}
