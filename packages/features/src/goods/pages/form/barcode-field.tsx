import { useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import type { BarCodeLookup, SkuLibraryFill } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { call } from '../../../kit';

/**
 * The barcode input with its check (GOODS-07): on leaving the field, querySkuByBarCode says
 * whether another SKU of the tenant uses the barcode (the form refuses it, naming that SKU) and
 * whether the commodity library knows it (offered to fill the form through syncCommodityLib.do).
 */
export function BarCodeField(props: {
  kit: HostKit;
  skuId: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The check's answer for the value now in the field (null while unchecked). */
  onChecked: (barCode: string, lookup: BarCodeLookup | null) => void;
  onFill: (fill: SkuLibraryFill) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { kit } = props;
  const [library, setLibrary] = useState<BarCodeLookup['library']>(null);
  const [filling, setFilling] = useState(false);

  const check = async () => {
    const barCode = (props.value ?? '').trim();
    setLibrary(null);
    if (!barCode) return props.onChecked('', null);
    try {
      const lookup = await call(kit, 'goodsQuerySkuByBarCode', {
        barCode,
        ...(props.skuId ? { skuId: props.skuId } : {}),
      });
      props.onChecked(barCode, lookup);
      if (!lookup.usedBy) setLibrary(lookup.library);
    } catch {
      props.onChecked(barCode, null);
    }
  };

  const fill = async () => {
    setFilling(true);
    try {
      props.onFill(
        await call(kit, 'goodsSyncCommodityLib', { skuId: props.skuId, barCode: (props.value ?? '').trim() }),
      );
      setLibrary(null);
    } catch {
      // The shell showed why.
    } finally {
      setFilling(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        maxLength={64}
        onChange={(event) => {
          setLibrary(null);
          props.onChecked(event.target.value.trim(), null);
          props.onChange?.(event.target.value);
        }}
        onBlur={() => void check()}
      />
      {library && !props.disabled && (
        <Alert
          type="info"
          showIcon
          title={kit.t('goods.form.barCode.libraryFound', { name: library.skuName })}
          action={
            <Button size="small" type="primary" loading={filling} onClick={() => void fill()}>
              {kit.t('goods.form.barCode.fill')}
            </Button>
          }
        />
      )}
    </Space>
  );
}
