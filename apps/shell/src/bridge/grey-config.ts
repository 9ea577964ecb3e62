import { getEnvelope } from '../api/http';

/** A grey-test page entry (spec §3): the address to replace, its grey twin, and the platform. */
export interface GreyPage {
  originUrl: string;
  greyUrl: string;
  platformNo: string;
}

/** Where the grey-test pages are kept between loads (local storage). */
export const GREY_PAGES_KEY = 'greyPages';

/**
 * MSG-05: after sign-in the grey-test config file `{greyToken}.json` is fetched with the
 * _platform_num query, and its data.pages are stored locally. It is optional: no toast on failure.
 * The token is the sign-in's greyToken, made for this path: the siteToken never goes into a URL.
 */
export async function loadGreyConfig(greyToken: string, platformNum: string): Promise<GreyPage[]> {
  const envelope = await getEnvelope<unknown>(
    `/grey/${encodeURIComponent(greyToken)}.json`,
    { _platform_num: platformNum },
    { silent: true },
  );
  const data = (envelope as { data?: { pages?: GreyPage[] } }).data;
  const pages = Array.isArray(data?.pages) ? data.pages : [];
  localStorage.setItem(GREY_PAGES_KEY, JSON.stringify(pages));
  return pages;
}
