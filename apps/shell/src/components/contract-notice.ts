/**
 * The sso_contract cookie read for the banner (SHELL-16), apart from the banner itself so that the
 * top bar can tell whether there is one without loading the banner's code.
 */
export interface ContractNotice {
  remainDay: number;
  productName: string;
  endDate: string;
}

/**
 * SHELL-16: the sso_contract cookie's reminder, only with a non-zero expire and a remainDay;
 * anything unreadable shows nothing rather than a wrong date.
 */
export function readContractNotice(raw: string | undefined): ContractNotice | null {
  if (!raw) return null;
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    value = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const expire = Number(value.expire);
  const remainDay = value.remainDay === '' || value.remainDay === null ? NaN : Number(value.remainDay);
  if (!expire || !Number.isInteger(remainDay)) return null;
  return {
    remainDay,
    productName: typeof value.productName === 'string' ? value.productName : '',
    endDate: typeof value.endDate === 'string' ? value.endDate : '',
  };
}
