import type { ReactNode } from 'react';
import { Button, Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HostKit } from '../../../host-kit';
import type { useRows } from '../../../kit';
import { SkuPicker } from './sku-picker';

/**
 * The SKU rows a page edits (the SKUs of a price adjustment order, the subs of a main SKU): a
 * heading with a SKU picker that adds a row, a table of the rows: name, barcode, the page's own
 * columns (`columns`, its value input among them) and a delete column. `readOnly` hides the
 * picker and disables the deletes; `children` stand under the table (the problems, the buttons).
 */
export function SkuRows<Row extends { skuId: string; skuName: string; barCode: string }>({
  kit,
  heading,
  rows,
  columns,
  picker,
  readOnly = false,
  children,
}: {
  kit: HostKit;
  heading: ReactNode;
  rows: ReturnType<typeof useRows<Row>>;
  columns: TableColumnsType<Row>;
  picker: Omit<Parameters<typeof SkuPicker>[0], 'kit'>;
  readOnly?: boolean;
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        {heading}
        {!readOnly && (
          <SkuPicker
            kit={kit}
            {...picker}
            exclude={[...(picker.exclude ?? []), ...rows.rows.map((row) => row.skuId)]}
          />
        )}
      </Flex>
      <Table<Row>
        rowKey="skuId"
        size="small"
        dataSource={rows.rows}
        pagination={false}
        columns={[
          { title: kit.t('goods.catalogue.adjustment.skuName'), dataIndex: 'skuName' },
          { title: kit.t('goods.catalogue.adjustment.barCode'), dataIndex: 'barCode' },
          ...columns,
          {
            title: kit.t('common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                danger
                disabled={readOnly}
                onClick={() => rows.remove(row.skuId)}
              >
                {kit.t('common.delete')}
              </Button>
            ),
          },
        ]}
      />
      {children}
    </Flex>
  );
}
