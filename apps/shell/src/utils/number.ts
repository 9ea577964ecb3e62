const SI_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 → '1.2k', 2500000 → '2.5M' (CONST-06); trailing zeros are dropped. */
export function shortenNumber(num: number, digits = 1): string {
  const unit = SI_UNITS.find((u) => Math.abs(num) >= u.value);
  if (!unit) return String(num);
  const scaled = (num / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  return scaled + unit.symbol;
}

const THOUSANDS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** 1234567.5 → '1,234,567.5': commas whatever the UI language, as the back office always shows them. */
export function toThousands(num: number | string): string {
  const value = Number(num);
  return THOUSANDS.format(Number.isFinite(value) ? value : 0);
}
