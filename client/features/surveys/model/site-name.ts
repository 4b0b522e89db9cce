// Whether a site map has asked for its site name on this device (it asks once: Later means later).

const key = (surveyId: string) => `site-name-asked:${surveyId}`;

export function siteNameAsked(surveyId: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(key(surveyId)) === '1';
  } catch {
    return false;
  }
}

export function rememberSiteNameAsked(surveyId: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(key(surveyId), '1');
  } catch {
    // A device that keeps nothing asks again next time: no harm.
  }
}
